import LayoutParsing
import LayoutTestSupport
import Testing

/// Every console-log fixture, damaged as posted logs are (comment prefixes, quote markers,
/// double spacing, one-line lists, `**` markers, indentation), reads as the clean file: the
/// same reports, constraints, broken constraints and traces.
@Suite struct ConsoleLogDamageTests {
  static let files = Fixtures.files(in: "console-logs", extensions: ["log"])

  @Test(arguments: files, Damage.allCases)
  func damagedFixtureReadsAsTheCleanOne(name: String, damage: Damage) throws {
    let clean = try Fixtures.text("console-logs/\(name)")
    // The two list damages leave a file without quoted entries as it is.
    #expect(damage.apply(clean) != clean || [.oneLineList, .boldEntries].contains(damage))
    let expected = Damage.content(ConsoleLog(parsing: clean))
    let found = Damage.content(ConsoleLog(parsing: damage.apply(clean)))
    #expect(found == expected)
  }

  /// A whole report flattened onto one line (every newline became one space, FORMAT-NOTES H,
  /// 317.log): every fixture whose blocks are all reports with a header line (later ones
  /// without a log prefix, which flattening glues to the line before) reads as the clean file.
  @Test(arguments: files)
  func flattenedFixtureReadsAsTheCleanOne(name: String) throws {
    let clean = try Fixtures.text("console-logs/\(name)")
    let log = ConsoleLog(parsing: clean)
    guard log.traces.isEmpty, log.recoveryTails.isEmpty, !log.reports.isEmpty,
      log.reports.allSatisfy({ $0.kind == .unsatisfiableConstraints && $0.header != nil }),
      log.reports.dropFirst().allSatisfy({ $0.prefix == nil })
    else { return }
    let flat = clean.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: " ")
    // Flattening erases what tells the one-line explanation from the multi-line one when the
    // lines had no indentation.
    func content(_ log: ConsoleLog) -> [String] {
      Damage.content(log).map {
        $0.replacingOccurrences(of: "HeaderStyle.uikitOneLine", with: "HeaderStyle.uikit*")
          .replacingOccurrences(of: "HeaderStyle.uikitMultiLine", with: "HeaderStyle.uikit*")
      }
    }
    #expect(content(ConsoleLog(parsing: flat)) == content(log))
  }
}
