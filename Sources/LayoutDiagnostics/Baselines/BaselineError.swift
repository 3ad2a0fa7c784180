import Foundation
import LayoutModel

/// Why a baseline file could not be used; the command reports it and exits with status 2.
public enum BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not JSON, or not shaped like a baseline; `path` is the JSON path of the
  /// offending value (`$.entries[2].count`) or `$` for the whole document.
  case malformed(file: String, path: String, detail: String)
  /// The file is a baseline of another format name or version.
  case unsupported(file: String, format: String, version: Int)

  public var description: String { MessageLine.escaping(line) }

  /// The message before escaping (`MessageLine`).
  private var line: String {
    switch self {
    case .malformed(let file, let path, let detail):
      return "\(file):\(path): not a layout-doctor baseline (\(detail))"
    case .unsupported(let file, let format, let version):
      let versions = Baseline.readableVersions
      return "\(file): unsupported baseline (format '\(format)', version \(version)); expected"
        + " format '\(Baseline.formatName)', version \(versions.lowerBound) to"
        + " \(versions.upperBound)"
    }
  }

  /// What is wrong with a decoded value, in a few words (`missing key 'count'`).
  static func detail(of error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, _): return "expected \(typeName(type))"
    case .valueNotFound(let type, _): return "expected \(typeName(type)), found null"
    case .keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "invalid JSON" : context.debugDescription
    @unknown default: return "invalid"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type, is Fingerprint.Type: return "a string"
    case is Int.Type: return "an integer"
    case is [Baseline.Entry].Type: return "an array"
    default: return "an object"
    }
  }
}
