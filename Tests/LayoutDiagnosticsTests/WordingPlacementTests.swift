import Foundation
import LayoutTestSupport
import Testing

/// Where LayoutDiagnostics keeps its words (README, "Where words live"): every sentence a
/// finding, a note, a fix or an explanation says is written in one `*Wording` file of the rule
/// family it belongs to; the code that finds things assembles those sentences and writes none.
/// The rule catalogue (`RuleDescriptor+Catalogue.swift`, documentation) and errors (a type's
/// own `description` in an `*Error.swift` file, or the message of a `throw`) are the two
/// other places words may be.
@Suite struct WordingPlacementTests {
  /// A word in a string literal: two or more lower-case letters standing alone (not part of a
  /// longer name, a hyphenated id such as `missing-constraints`, or an escape).
  static let word = try! NSRegularExpression(pattern: #"(?<![A-Za-z\\-])[a-z]{2,}(?![A-Za-z-])"#)

  /// Whether a literal's text (interpolations read as `X`) reads as words: it has a space and
  /// two words (`"at \(priority) too"`, `"the view is hidden"`).
  static func readsAsWords(_ text: String) -> Bool {
    text.contains(" ")
      && word.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) >= 2
  }

  /// Whether a file of LayoutDiagnostics may hold words.
  static func mayHoldWords(_ file: String) -> Bool {
    file.contains("Wording") || file.hasSuffix("Error.swift")
      || file == "RuleDescriptor+Catalogue.swift"
  }

  /// The string literals of Swift `source` with their 1-based lines, comments skipped and
  /// each interpolation read as one placeholder word (`X`).
  static func literals(in source: String) -> [(line: Int, text: String)] {
    let characters = Array(source)
    var found: [(line: Int, text: String)] = []
    var index = 0
    var line = 1
    func skipString() {
      // Inside an interpolation: a nested literal, skipped whole.
      index += 1
      while index < characters.count, characters[index] != "\"" {
        if characters[index] == "\\" { index += 1 }
        index += 1
      }
      index += 1
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if character == "\"" {
        let start = line
        var text = ""
        index += 1
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\\", index + 1 < characters.count,
            characters[index + 1] == "("
          {
            var depth = 1
            index += 2
            while index < characters.count, depth > 0 {
              switch characters[index] {
              case "(": depth += 1
              case ")": depth -= 1
              case "\"":
                skipString()
                continue
              default: break
              }
              index += 1
            }
            text += " X "
            continue
          }
          if characters[index] == "\\" {
            text.append(characters[index])
            index += 1
          }
          if index < characters.count {
            if characters[index] == "\n" { line += 1 }
            text.append(characters[index])
          }
          index += 1
        }
        index += 1
        found.append((start, text))
      } else {
        index += 1
      }
    }
    return found
  }

  /// The 1-based lines of `source` inside a `throw` statement (from `throw` until its
  /// parentheses close).
  static func throwLines(in source: String) -> Set<Int> {
    let lines = source.components(separatedBy: "\n")
    var inside = Set<Int>()
    var index = 0
    while index < lines.count {
      let code = lines[index].components(separatedBy: "//")[0]
      if code.range(of: #"\bthrow\b"#, options: .regularExpression) != nil {
        var depth = 0
        var last = index
        while last < lines.count {
          inside.insert(last + 1)
          depth += lines[last].filter { $0 == "(" }.count - lines[last].filter { $0 == ")" }.count
          if depth <= 0 { break }
          last += 1
        }
        index = last
      }
      index += 1
    }
    return inside
  }

  /// `path:line: text` for each literal of words outside the places words may be.
  static func misplaced(in module: String = "LayoutDiagnostics") throws -> [String] {
    let folder = Fixtures.packageRoot.appendingPathComponent("Sources/\(module)")
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      let file = URL(fileURLWithPath: path).lastPathComponent
      guard path.hasSuffix(".swift"), !mayHoldWords(file) else { continue }
      let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      let throwing = throwLines(in: source)
      for literal in literals(in: source)
      where !throwing.contains(literal.line) && readsAsWords(literal.text) {
        found.append("Sources/\(module)/\(path):\(literal.line): \(literal.text)")
      }
    }
    return found.sorted()
  }

  @Test func diagnosticsWriteTheirWordsOnlyInWordingFiles() throws {
    let found = try Self.misplaced()
    let list = found.joined(separator: "\n")
    #expect(found.isEmpty, "move these sentences into the rule family's *Wording file:\n\(list)")
  }

  @Test func theScanFindsWordsAndSkipsCommentsAndInterpolations() {
    let source = """
      // "a comment with words"
      let id = "UISV-hiding"
      let name = "\\(view) \\(attribute)"
      let message = "the view is hidden"
      throw InputError(
        "cannot read this file")
      """
    let literals = Self.literals(in: source)
    #expect(literals.map(\.line) == [2, 3, 4, 6])
    #expect(literals.filter { Self.readsAsWords($0.text) }.map(\.line) == [4, 6])
    #expect(Self.readsAsWords(" X  at  X  too"))
    #expect(!Self.readsAsWords("missing-constraints"))
    #expect(!Self.readsAsWords("h=--& v=--&"))
    #expect(Self.throwLines(in: source) == [5, 6])
  }

  @Test func wordingFilesAreWhereWordsMayBe() {
    #expect(Self.mayHoldWords("ConflictWording+Members.swift"))
    #expect(Self.mayHoldWords("BaselineError.swift"))
    #expect(!Self.mayHoldWords("Finding+ConsoleConflict.swift"))
  }
}
