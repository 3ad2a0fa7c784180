import Testing

@testable import LayoutDoctorCLI

/// Every `--help` text is wrapped at one width (`Help.width`, 80 columns) and filled evenly: no
/// line is longer, and no line of a paragraph or an option's help stops short of a word that
/// would have fitted, whatever the line breaks in the declarations.
@Suite struct HelpWrappingTests {
  /// `layout-doctor --help` and each `layout-doctor COMMAND --help`.
  static let texts: [(String, String)] =
    [("--help", Help.overview())]
    + LayoutDoctorCLI.commands.map { ("\($0.name) --help", Help.commandHelp($0)) }

  @Test func everyLineFitsTheWidth() {
    for (name, text) in Self.texts {
      for line in text.split(separator: "\n") {
        #expect(line.count <= Help.width, "\(name): \(line.count) columns: \(line)")
        #expect(!line.hasSuffix(" "), "\(name): trailing space: \(line)")
      }
    }
  }

  /// A line followed by a line of the same block (a paragraph's next line, or an option's or a
  /// command's help continued under its first line) is full: the next line's first word would
  /// not have fitted on it.
  @Test func everyWrappedLineIsFull() {
    for (name, text) in Self.texts {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (line, next) in zip(lines, lines.dropFirst()) where Self.continues(line, with: next) {
        // The next line's first unit: a bracketed option of a usage line is one.
        let start = next.drop { $0 == " " }
        let word =
          start.hasPrefix("[")
          ? String(start.prefix { $0 != "]" }) + "]"
          : start.split(separator: " ").first.map(String.init) ?? ""
        #expect(
          line.count + 1 + word.count > Help.width,
          "\(name): '\(word)' fits after: \(line)")
      }
    }
  }

  /// Whether `next` carries on the text of `line`: both hold words, and `next` is indented
  /// past where a new row or paragraph starts (column 0 for a paragraph's lines; an indented
  /// continuation for rows, whose own lines start with two spaces then the name).
  static func continues(_ line: String, with next: String) -> Bool {
    let indent = next.prefix { $0 == " " }.count
    guard !line.isEmpty, !next.isEmpty, !line.hasSuffix(":") else { return false }
    if indent == 0 { return line.first != " " }  // prose paragraphs are not indented
    // An option name on a line of its own has its help on the next line: not a continuation.
    let lineIndent = line.prefix { $0 == " " }.count
    if lineIndent == 2, !line.dropFirst(2).contains("  ") { return false }
    return indent > 2
  }

  /// A usage line breaks between its arguments and bracketed options, never inside one.
  @Test func usageLinesBreakBetweenOptions() {
    for command in LayoutDoctorCLI.commands {
      let help = Help.commandHelp(command).split(separator: "\n")
      guard let start = help.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else {
        Issue.record("\(command.name) has no usage line")
        continue
      }
      let lines = [help[start]] + help[(start + 1)...].prefix { $0.hasPrefix("       ") }
      for line in lines {
        let brackets = line.filter { $0 == "[" }.count - line.filter { $0 == "]" }.count
        #expect(brackets == 0, "\(command.name): \(line)")
      }
    }
  }

  @Test func paragraphsIgnoreTheSourcesLineBreaks() {
    let text = "One two\nthree   four\n\n  Five\tsix\n\n\n"
    #expect(Help.paragraphs(text) == ["One two three four", "Five six"])
  }

  @Test func wrapFillsGreedilyWithAHangingIndent() {
    let words = Array(repeating: "abcdefghi", count: 20).joined(separator: " ")
    let wrapped = Help.wrap(words, indent: 4, first: "  -x  ")
    let lines = wrapped.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "  -x  " + Array(repeating: "abcdefghi", count: 7).joined(separator: " "))
    #expect(lines[1] == "    " + Array(repeating: "abcdefghi", count: 7).joined(separator: " "))
    #expect(lines[2] == "    " + Array(repeating: "abcdefghi", count: 6).joined(separator: " "))
    // A word longer than the line is a line of its own, not lost.
    let long = String(repeating: "x", count: 90)
    #expect(Help.wrap("a \(long) b", indent: 0) == "a\n\(long)\nb\n")
  }
}
