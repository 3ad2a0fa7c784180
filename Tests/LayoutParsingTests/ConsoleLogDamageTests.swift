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
}
