import Foundation
import LayoutTestSupport
import Testing

/// No function in `Sources` runs over `FunctionLengthTests.limit` lines, from its declaration
/// to its closing brace: a longer one is split into steps that each have a name (initializers,
/// subscripts and computed properties count as functions).
@Suite struct FunctionLengthTests {
  /// The most lines a function may take.
  static let limit = 80

  /// A function found in a file: where it starts and how many lines it takes.
  struct Function: Equatable, CustomStringConvertible {
    var line: Int
    var length: Int
    var name: String

    var description: String { "\(line): \(name) (\(length) lines)" }
  }

  /// The lines of `text` with comments and the contents of string literals blanked, so that
  /// only code's braces and parentheses are left to count.
  static func code(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var inBlockComment = 0
    var inMultiLineString = false
    var characters = Array(text)
    characters.append("\n")
    var index = 0
    func at(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        lines.append(current)
        current = ""
        index += 1
        continue
      }
      if inBlockComment > 0 {
        if character == "*", at(1) == "/" {
          inBlockComment -= 1
          index += 2
        } else if character == "/", at(1) == "*" {
          inBlockComment += 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if inMultiLineString {
        if character == "\\" {
          index += 2
        } else if character == "\"", at(1) == "\"", at(2) == "\"" {
          inMultiLineString = false
          current += "\"\"\""
          index += 3
        } else {
          index += 1
        }
        continue
      }
      if character == "/", at(1) == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      }
      if character == "/", at(1) == "*" {
        inBlockComment = 1
        index += 2
        continue
      }
      if character == "#" || character == "\"" {
        // A string: `"…"`, `"""…"""` or raw `#"…"#` (any number of `#`).
        var hashes = 0
        while at(hashes) == "#" { hashes += 1 }
        guard at(hashes) == "\"" else {
          current.append(character)
          index += 1
          continue
        }
        if at(hashes + 1) == "\"", at(hashes + 2) == "\"" {
          if hashes == 0 {
            inMultiLineString = true
            current += "\"\"\""
            index += 3
            continue
          }
        }
        index += hashes + 1
        let close = Array("\"" + String(repeating: "#", count: hashes))
        while index < characters.count, characters[index] != "\n" {
          if hashes == 0, characters[index] == "\\" {
            index += 2
            continue
          }
          if Array(characters[index..<min(characters.count, index + close.count)]) == close {
            index += close.count
            break
          }
          index += 1
        }
        current += "\"\""
        continue
      }
      current.append(character)
      index += 1
    }
    return lines
  }

  /// `func`, `init`, `subscript` and `deinit` declarations, and computed properties whose
  /// body starts at the end of the line.
  static let declaration = try! NSRegularExpression(
    pattern:
      #"(^|[\s)])(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|deinit\b|var\s+\w+\s*:[^={]*\{\s*$)"#
  )

  /// How a line that goes on with a signature whose parentheses are closed starts.
  static let continuations = ["{", "->", "throws", "rethrows", "async", "where", ")", "]"]

  /// The functions of `text`, each with its line and length.
  static func functions(in text: String) -> [Function] {
    let lines = code(text)
    var found: [Function] = []
    for (start, line) in lines.enumerated() {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = declaration.firstMatch(in: line, range: range),
        let nameRange = Range(match.range(at: 2), in: line)
      else { continue }
      let name = String(line[nameRange]).trimmingCharacters(in: .whitespaces)
      // The body's `{`: the first one outside parentheses, unless a new declaration or a `}`
      // comes first (a protocol's requirement has no body).
      var parentheses = 0
      var depth = 0
      var end: Int?
      var opened = false
      scan: for number in start..<lines.count {
        let text = number == start ? String(line[nameRange.lowerBound...]) : lines[number]
        // A signature goes on past its first line only inside its parentheses or with its
        // effects, result, `where` clause or body.
        if number > start, !opened, parentheses == 0 {
          let line = text.trimmingCharacters(in: .whitespaces)
          guard Self.continuations.contains(where: line.hasPrefix) else { break }
        }
        for character in text {
          switch character {
          case "(", "[": parentheses += 1
          case ")", "]": parentheses -= 1
          case "{":
            if opened || parentheses == 0 { opened = true }
            if opened { depth += 1 }
          case "}":
            guard opened else { break scan }
            depth -= 1
            if depth == 0 {
              end = number
              break scan
            }
          default: break
          }
        }
      }
      if let end { found.append(Function(line: start + 1, length: end - start + 1, name: name)) }
    }
    return found
  }

  @Test func noFunctionInSourcesIsLongerThanTheLimit() throws {
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
    var long: [String] = []
    var count = 0
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let functions = Self.functions(in: text)
      count += functions.count
      long += functions.filter { $0.length > Self.limit }.map { "Sources/\(path):\($0)" }
    }
    #expect(count > 1000, "the scan found too few functions to be reading Sources")
    let list = long.sorted().joined(separator: "\n")
    #expect(long.isEmpty, "split these into named steps of at most \(Self.limit) lines:\n\(list)")
  }

  /// The scan measures from the declaration to its closing brace, past braces in strings and
  /// comments, and skips a protocol requirement, which has no body.
  @Test func theScanMeasuresBodies() {
    let text = """
      protocol P {
        func required() -> Int
        var size: Int { get }
      }
      struct S {
        /// A comment with a brace {
        func one(_ a: Int) -> String {
          let s = "}}}"
          let r = #"{"#
          return s + r
        }
        var computed: Int {
          1
        }
        init(
          a: Int
        ) {
          _ = a
        }
      }
      """
    let found = Self.functions(in: text)
    #expect(
      found == [
        Function(line: 7, length: 5, name: "func one"),
        Function(line: 12, length: 3, name: "var computed: Int {"),
        Function(line: 15, length: 5, name: "init("),
      ])
  }
}
