import Foundation
import LayoutModel
import LayoutParsing

/// A workload listing read from disk and parsed, with the time each step took.
struct WorkloadInput {
  let path: String
  /// The file's lines, for quoting constraints by line number (1-based: `lines[line - 1]`).
  let lines: [Substring]
  let document: LayoutDocument
  /// Seconds to read the file.
  let readSeconds: Double
  /// Seconds to parse it (`LayoutListingParser.parse`).
  let parseSeconds: Double

  /// Reads and parses `path`.
  ///
  /// - Throws: `BenchmarkError.input` naming the file (and line and column for parse errors).
  static func load(_ path: String) throws(BenchmarkError) -> WorkloadInput {
    let readStart = Clock.now()
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .input("\(path): cannot read the file")
    }
    let bytes = [UInt8](data)
    let parseStart = Clock.now()
    let document: LayoutDocument
    do {
      document = try LayoutListingParser.parse(bytes, file: path)
    } catch {
      throw .input(error.description)
    }
    let parseEnd = Clock.now()
    let text = String(decoding: bytes, as: UTF8.self)
    return WorkloadInput(
      path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false),
      document: document, readSeconds: parseStart - readStart, parseSeconds: parseEnd - parseStart)
  }

  /// The file name without folders and extension (`W1_n1000`).
  var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".txt") ? String(file.dropLast(4)) : file
  }

  /// The text of header comments that start with `# key`, after the key and any
  /// `(count):` or `:` (`# expected-iis (16): a ; b` gives `a ; b`).
  func header(_ key: String) -> String? {
    for line in lines {
      guard line.hasPrefix("#") else { break }
      let body = line.dropFirst().drop { $0 == " " }
      guard body.hasPrefix(key) else { continue }
      guard let colon = body.firstIndex(of: ":") else { return "" }
      return String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The listing line `number` (1-based), trimmed.
  func line(_ number: Int) -> String {
    guard number >= 1, number <= lines.count else { return "" }
    return lines[number - 1].trimmingCharacters(in: .whitespaces)
  }
}
