import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Keeps `man/layout-doctor.1` in step with the code: its SYNOPSIS, each command's usage and
/// option list, and the RULES section are generated from the declarations (re-recorded with
/// `RECORD_SNAPSHOTS=1`), and `--help`, the usage line and the page agree for every command.
@Suite struct ManualPageTests {
  static let path = Fixtures.packageRoot.appendingPathComponent("man/layout-doctor.1")

  static func page() throws -> String {
    try String(contentsOf: path, encoding: .utf8)
  }

  /// The lines of section `name` (`.Sh NAME` up to the next `.Sh`).
  static func section(_ name: String, in page: String) -> [Substring] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring(".Sh \(name)")) else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix(".Sh ") })
  }

  /// The lines of subsection `name` within `lines`.
  static func subsection(_ name: String, in lines: [Substring]) -> [Substring] {
    guard let start = lines.firstIndex(of: Substring(".Ss \(name)")) else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.hasPrefix(".Ss ") })
  }

  @Test func generatedPartsAreCurrent() throws {
    let page = try Self.page()
    let generated = try ManualPage.regenerate(page)
    guard generated != page else { return }
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try generated.write(to: Self.path, atomically: true, encoding: .utf8)
      Issue.record("rewrote the generated parts of man/layout-doctor.1; check the diff")
    } else {
      let message =
        "man/layout-doctor.1 is out of date with the declarations (RECORD_SNAPSHOTS=1 swift test"
        + " --filter ManualPageTests rewrites it)"
      Issue.record(Comment(rawValue: message))
    }
  }

  /// For every command: the options `--help` lists, those of the usage line, those the page's
  /// SYNOPSIS and option list name, and the arguments of each, are the declared ones.
  @Test(arguments: LayoutDoctorCLI.commands.map { $0.name })
  func helpUsageAndManualAgree(_ name: String) throws {
    let command = try #require(LayoutDoctorCLI.commands.first { $0.name == name })
    let declared = command.allOptions.map { option in
      ([option.short].compactMap { $0 } + [option.name]).joined(separator: ", ")
        + (option.valueName.map { " " + $0 } ?? "")
    }
    // --help: the OPTIONS rows, and the USAGE line.
    let help = Help.commandHelp(command).split(separator: "\n", omittingEmptySubsequences: false)
    let rows = help.drop { $0 != "OPTIONS:" }.dropFirst().filter { $0.hasPrefix("  -") }
    let helpOptions = rows.map { Self.optionColumn(String($0.dropFirst(2))) }
    #expect(helpOptions == declared, "\(name) --help")
    // The usage line, with the lines it wraps onto (indented under its first word).
    let usageStart = try #require(help.firstIndex { $0.hasPrefix("USAGE: ") })
    let usageLines =
      [help[usageStart]] + help[(usageStart + 1)...].prefix { $0.hasPrefix("       ") }
    let usage = usageLines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(usage == "USAGE: layout-doctor \(name) \(command.usage)")
    let usageOptions = command.options.map { "[\($0.usage)]" }
    for word in usageOptions { #expect(usage.contains(word), "\(name) usage lacks \(word)") }
    for argument in command.arguments {
      #expect(usage.contains(argument.usage), "\(name) usage lacks \(argument.usage)")
    }
    // The page: the option list's items and the SYNOPSIS line.
    let page = try Self.page()
    let lines = Self.subsection(name, in: Self.section("COMMANDS", in: page))
    let items = lines.filter { $0.hasPrefix(".It Fl ") }.map { item in
      item.dropFirst(4).replacingOccurrences(of: " , ", with: ", ")
        .replacingOccurrences(of: "Fl ", with: "-").replacingOccurrences(of: "Ar ", with: "")
    }
    let manual = command.allOptions.map { option in
      let value = option.valueName.map { " " + $0 } ?? ""
      return (option.short.map { $0 + value + ", " } ?? "") + option.name + value
    }
    #expect(items == manual, "\(name) manual options")
    let synopsis = Self.section("SYNOPSIS", in: page)
    let start = try #require(synopsis.firstIndex(of: Substring(".Cm \(name)")))
    let entry = synopsis[(start + 1)...].prefix { $0 != ".Nm" }
    let synopsisOptions = entry.filter { $0.hasPrefix(".Op Fl ") }.map {
      $0.dropFirst(4).replacingOccurrences(of: "Fl ", with: "-")
        .replacingOccurrences(of: " Ar ", with: " ")
    }
    #expect(
      synopsisOptions
        == command.options.map { option in
          (option.short ?? option.name) + (option.valueName.map { " " + $0 } ?? "")
        })
  }

  /// `-o, --output FILE` from a `--help` row (the option column ends at two spaces).
  static func optionColumn(_ row: String) -> String {
    guard let gap = row.range(of: "  ") else { return row }
    return String(row[..<gap.lowerBound])
  }

  @Test func helpIsOnlyAnOptionWhereOptionsMayAppear() throws {
    let options = GraphCommand.allOptions
    #expect(try ArgumentScanner.scan(["a.layout", "--help"], options: options).helpRequested)
    #expect(try ArgumentScanner.scan(["-h"], options: options).helpRequested)
    let value = try ArgumentScanner.scan(["a.layout", "-o", "--help"], options: options)
    #expect(!value.helpRequested && value[GraphCommand.output] == "--help")
    let ended = try ArgumentScanner.scan(["--", "--help"], options: options)
    #expect(!ended.helpRequested && ended.arguments == ["--help"])
    // Help wins over a usage error elsewhere on the line.
    #expect(try ArgumentScanner.scan(["--nope", "--help"], options: options).helpRequested)
  }

  @Test func everyCommandHasASectionWithEveryOption() throws {
    let commands = Self.section("COMMANDS", in: try Self.page())
    let documented = commands.filter { $0.hasPrefix(".Ss ") }.map { String($0.dropFirst(4)) }
    #expect(Set(documented) == Set(LayoutDoctorCLI.commands.map { $0.name }))
    for command in LayoutDoctorCLI.commands {
      let lines = Self.subsection(command.name, in: commands)
      let items = lines.filter { $0.hasPrefix(".It ") }.joined(separator: "\n")
      for option in command.allOptions {
        #expect(
          items.contains("Fl \(option.name.dropFirst())"),
          "\(command.name) \(option.name) is not documented")
        if let short = option.short {
          #expect(items.contains("Fl \(short.dropFirst())"), "\(command.name) \(short)")
        }
        if let value = option.valueName {
          #expect(
            items.contains("Fl \(option.name.dropFirst()) Ar \(value)"),
            "\(command.name) \(option.name) \(value)")
        }
      }
      let usage = lines.first { $0.hasPrefix(".Cm \(command.name)") }
      #expect(usage != nil, "\(command.name) has no usage line")
    }
  }

  @Test func everyAllowedValueIsDocumented() throws {
    let commands = Self.section("COMMANDS", in: try Self.page())
    for command in LayoutDoctorCLI.commands {
      let text = Self.subsection(command.name, in: commands).joined(separator: "\n")
      for option in command.options {
        for value in option.allowedValues ?? [] {
          #expect(text.contains(".Cm \(value)"), "\(command.name) \(option.name) \(value)")
        }
      }
    }
  }

  /// Both pages render without a warning from groff's mdoc macros (`man -l` uses them): a word
  /// that is a macro name at the start of a macro's arguments (`.Dq It occurs …`) is read as a
  /// macro and scrambles the paragraph around it.
  @Test(arguments: ["man/layout-doctor.1", "man/layout-dump.5", "man/layout-doctor.yml.5"])
  func pagesRenderWithoutWarnings(page: String) throws {
    let result = try Executable.run(
      try Self.groff(), ["-mandoc", "-ww", "-z", "-Tutf8", page])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(page): \(result.stderr)")
  }

  /// groff, which renders the pages as `man` does.
  static func groff() throws -> URL {
    let path = try #require(
      ["/usr/bin/groff", "/usr/local/bin/groff", "/opt/homebrew/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }, "groff is needed to render the manual pages (Debian: groff-base; Homebrew: groff)")
    return URL(fileURLWithPath: path)
  }

  /// The page as `man` shows it on an 80-column terminal, as plain text (no bold, underline
  /// or escape sequences).
  static func rendered(_ page: String) throws -> [Substring] {
    let result = try Executable.run(
      try groff(), ["-mandoc", "-Tutf8", "-rLL=80n", "-P-cbou", page])
    #expect(result.status == 0, "\(page): \(result.stderr)")
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// On an 80-column terminal no line of either page is wider, literal examples included, so
  /// the terminal never breaks one; a shell example's command is on one line or continued with
  /// a backslash (never cut in two); and the parentheses of every paragraph balance (quoted
  /// single characters such as ‘(’ aside).
  @Test(arguments: ["man/layout-doctor.1", "man/layout-dump.5", "man/layout-doctor.yml.5"])
  func pagesFitEightyColumnsAndBalance(page: String) throws {
    let lines = try Self.rendered(page)
    #expect(lines.count > 100, "\(page) rendered to \(lines.count) lines")
    for line in lines {
      #expect(line.count <= 80, "\(page): \(line.count) columns: \(line)")
    }
    // Shell examples: a line after a "$ " command line is another command, or the previous
    // one ended with a backslash.
    for (line, next) in zip(lines, lines.dropFirst()) {
      let command = line.drop { $0 == " " }
      let following = next.drop { $0 == " " }
      guard command.hasPrefix("$ "), !following.isEmpty, !following.hasPrefix("$ ") else {
        continue
      }
      #expect(command.hasSuffix(" \\"), "\(page): a command cut in two: \(line) / \(next)")
    }
    let paragraphs = lines.split { $0.allSatisfy(\.isWhitespace) }.map {
      $0.joined(separator: "\n")
    }
    for paragraph in paragraphs {
      var text = paragraph
      for quoted in [
        "‘(’", "‘)’", "‘[’", "‘]’", "‘{’", "‘}’", "'('", "')'", "'['", "']'", "'{'", "'}'",
      ] {
        text = text.replacingOccurrences(of: quoted, with: "")
      }
      for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
        #expect(
          Self.balanced(text, open: Character(open), close: Character(close)),
          "\(page): unbalanced \(open)\(close) in:\n\(paragraph)")
      }
    }
  }

  /// Whether every `close` in `text` closes an earlier `open` and every `open` is closed.
  static func balanced(_ text: String, open: Character, close: Character) -> Bool {
    var depth = 0
    for character in text {
      if character == open { depth += 1 }
      if character == close {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
  }

  @Test func environmentAndExitStatusAreDocumented() throws {
    let page = try Self.page()
    let environment = Self.section("ENVIRONMENT", in: page).joined(separator: "\n")
    for name in [
      "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY",
      "LAYOUT_DOCTOR_HEAP",
    ] {
      #expect(environment.contains("Ev \(name)"), "\(name)")
    }
    let status = Self.section("EXIT STATUS", in: page)
    let values = status.filter { $0.hasPrefix(".It ") }.map { $0.dropFirst(4) }
    #expect(values == ["0", "1", "2"])
    #expect(ExitCode.success.rawValue == 0 && ExitCode.findings.rawValue == 1)
    #expect(ExitCode.usageOrInputError.rawValue == 2)
    let examples = Self.section("EXAMPLES", in: page)
    #expect(examples.contains(".Ss GitHub Actions"))
    #expect(examples.contains(".Ss Other CI services"))
  }

  @Test func textLinesStayWithinEightyColumns() throws {
    var literal = false
    for line in try Self.page().split(separator: "\n") {
      if line.hasPrefix(".Bd") { literal = true }
      if line.hasPrefix(".Ed") { literal = false }
      if literal || line.hasPrefix(".\\\"") { continue }
      #expect(line.utf8.count <= 80, "\(line)")
    }
  }

  @Test func manualTextEscapes() {
    #expect(
      ManualPage.paragraph("A back\\slash. .dot starts? 'quote")
        == "A back\\eslash.\n\\&.dot starts?\n\\&'quote")
    #expect(ManualPage.paragraph("Short one. Then, e.g. this.") == "Short one.\nThen, e.g. this.")
  }
}
