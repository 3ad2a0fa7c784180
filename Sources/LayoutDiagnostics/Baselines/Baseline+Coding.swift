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
}

extension Baseline {
  /// Reads a baseline from the bytes of `file`.
  /// - Throws: `BaselineError.malformed` for bad JSON or shape (with the JSON path), and
  ///   `BaselineError.unsupported` for another format or a version not in `readableVersions`.
  public init(decoding bytes: [UInt8], file: String) throws(BaselineError) {
    let decoded: Baseline
    do {
      decoded = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw BaselineError.malformed(
        file: file, path: Baseline.jsonPath(of: error), detail: Baseline.detail(of: error))
    } catch {
      throw BaselineError.malformed(file: file, path: "$", detail: "invalid JSON")
    }
    guard decoded.format == Baseline.formatName,
      Baseline.readableVersions.contains(decoded.version)
    else {
      throw BaselineError.unsupported(
        file: file, format: decoded.format, version: decoded.version)
    }
    if let bad = decoded.entries.firstIndex(where: { $0.count < 1 }) {
      throw BaselineError.malformed(
        file: file, path: "$.entries[\(bad)].count", detail: "count must be at least 1")
    }
    self.init(entries: decoded.entries, version: decoded.version)
  }

  /// The baseline as JSON: sorted keys, two-space indentation, a final line break.
  public func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings and integers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return Array(data) + [UInt8(ascii: "\n")]
  }

  private static func jsonPath(of error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
      context = c
    case .keyNotFound(let key, let c):
      return path(c.codingPath + [key])
    @unknown default:
      return "$"
    }
    return path(context.codingPath)
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce("$") { text, key in
      if let index = key.intValue { return text + "[\(index)]" }
      return text + "." + key.stringValue
    }
  }

  private static func detail(of error: DecodingError) -> String {
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
    case is [Entry].Type: return "an array"
    default: return "an object"
    }
  }
}
