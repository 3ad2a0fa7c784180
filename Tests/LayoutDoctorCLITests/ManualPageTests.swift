import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Keeps `man/layout-doctor.1` in step with the code: the RULES section is generated from the
/// rule descriptors (re-recorded with `RECORD_SNAPSHOTS=1`), and every command and option of
/// `--help` must be documented.
@Suite struct ManualPageTests {
  static let path = Fixtures.packageRoot.appendingPathComponent("man/layout-doctor.1")
  static let begin = ".\\\" BEGIN RULES (generated from the rule descriptors)\n"
  static let end = ".\\\" END RULES\n"

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

  @Test func rulesSectionIsGeneratedFromTheDescriptors() throws {
    let page = try Self.page()
    let start = try #require(page.range(of: Self.begin), "no BEGIN RULES marker")
    let end = try #require(page.range(of: Self.end), "no END RULES marker")
    let current = String(page[start.upperBound..<end.lowerBound])
    let generated = ManualText.rules(RuleDescriptor.all)
    guard current != generated else { return }
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      let updated = page.replacingCharacters(in: start.upperBound..<end.lowerBound, with: generated)
      try updated.write(to: Self.path, atomically: true, encoding: .utf8)
      Issue.record("rewrote the RULES section of man/layout-doctor.1; check the diff")
    } else {
      let message =
        "man/layout-doctor.1's RULES section is out of date (RECORD_SNAPSHOTS=1 swift test"
        + " rewrites it)"
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func everyCommandHasASectionWithEveryOption() throws {
    let commands = Self.section("COMMANDS", in: try Self.page())
    let documented = commands.filter { $0.hasPrefix(".Ss ") }.map { String($0.dropFirst(4)) }
    #expect(Set(documented) == Set(LayoutDoctorCLI.commands.map { $0.name }))
    for command in LayoutDoctorCLI.commands {
      let lines = Self.subsection(command.name, in: commands)
      let items = lines.filter { $0.hasPrefix(".It ") }.joined(separator: "\n")
      for option in command.options + [OptionSpec("--help", help: "")] {
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

  @Test func environmentAndExitStatusAreDocumented() throws {
    let page = try Self.page()
    let environment = Self.section("ENVIRONMENT", in: page).joined(separator: "\n")
    for name in [
      "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY",
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
      ManualText.paragraph("A back\\slash. .dot starts? 'quote")
        == "A back\\eslash.\n\\&.dot starts?\n\\&'quote")
    #expect(ManualText.paragraph("Short one. Then, e.g. this.") == "Short one.\nThen, e.g. this.")
  }
}

/// mdoc text built from code.
enum ManualText {
  /// The RULES list: each rule's id and default severity, summary and rationale.
  static func rules(_ rules: [RuleDescriptor]) -> String {
    var text = ".Bl -tag -width Ds\n"
    for rule in rules {
      text += ".It Sy \(rule.id) Pq \(rule.defaultSeverity.rawValue)\n"
      text += paragraph(rule.summary) + "\n.Pp\n" + paragraph(rule.rationale) + "\n"
    }
    return text + ".El\n"
  }

  /// Prose as mdoc text lines: a new line for each sentence, wrapped at 80 columns, backslashes
  /// escaped and lines that would start with a control character protected.
  static func paragraph(_ prose: String) -> String {
    var lines: [String] = []
    for sentence in sentences(prose) {
      var line = ""
      for word in sentence.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > 80 {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      if !line.isEmpty { lines.append(line) }
    }
    return lines.map { line in
      let escaped = line.replacingOccurrences(of: "\\", with: "\\e")
      return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }.joined(separator: "\n")
  }

  /// Sentences end at `.`, `?` or `!` followed by a space and a capital, a quote, a dot or
  /// an opening parenthesis.
  static func sentences(_ prose: String) -> [String] {
    let characters = Array(prose)
    var sentences: [String] = []
    var current = ""
    var index = 0
    while index < characters.count {
      current.append(characters[index])
      if ".?!".contains(characters[index]), index + 2 < characters.count,
        characters[index + 1] == " ",
        characters[index + 2].isUppercase || "'\"(.".contains(characters[index + 2])
      {
        sentences.append(current)
        current = ""
        index += 2
        continue
      }
      index += 1
    }
    if !current.isEmpty { sentences.append(current) }
    return sentences
  }
}
