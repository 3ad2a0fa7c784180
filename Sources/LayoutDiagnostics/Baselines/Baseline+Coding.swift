import Foundation
import LayoutModel

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
        file: file, path: Baseline.jsonPath(of: error), detail: BaselineError.detail(of: error))
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
}
