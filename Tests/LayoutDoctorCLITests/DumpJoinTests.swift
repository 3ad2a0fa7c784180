import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `explain` and `check` with `--dump`: a console report read together with a captured dump of
/// the same run (`fixtures/dump-join/`, written for a realistic order cell). Alone the report is
/// satisfiable under free layout margins; with the dump's 12-pt margins it is a certified
/// conflict named with the app's identifiers.
@Suite struct DumpJoinTests {
  static let log = "fixtures/dump-join/order-card.log"
  static let dump = "fixtures/dump-join/order-card.json"

  @Test func theLogAloneNeedsAValueItDoesNotShow() {
    let result = ExplainCommandTests.run([Self.log])
    #expect(result.status == .success)
    #expect(result.stdout.contains("can all hold together"))
    #expect(result.stdout.contains("The log does not give the layout margins"))
  }

  @Test func withTheDumpItIsACertifiedConflictWithTheAppsIdentifiers() {
    let result = ExplainCommandTests.run([Self.log, "--dump", Self.dump])
    #expect(result.status == .success)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("Orders.OrderCardView:0x7f9e3c40e010 is orderCard"))
    #expect(result.stdout.contains("Conflict A"))
    #expect(result.stdout.contains("orderCard"))
    #expect(result.stdout.contains("thumbnail"))
    if let failure = Snapshot.check(result.stdout, named: "dump-join-order-card.explain.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func theJSONCarriesTheMatchAndTheCertificate() {
    let result = ExplainCommandTests.run([Self.log, "--dump", Self.dump, "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("\"joined\" : true"))
    #expect(result.stdout.contains("\"multipliers\""))
    if let failure = Snapshot.check(result.stdout, named: "dump-join-order-card.explain.json") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func aReportFromAnotherRunIsSaidNotToBeInTheDump() {
    let result = ExplainCommandTests.run(
      ["fixtures/dump-join/other-run.log", "--dump", Self.dump])
    #expect(result.status == .success)
    #expect(
      result.stdout.contains(
        "None of this report's addresses are in fixtures/dump-join/order-card.json (a dump from"))
    #expect(result.stdout.contains("can all hold together"))
  }

  @Test func checkReadsTheLogWithTheDump() {
    let alone = CheckCommandTests.run([Self.log, "--format", "json"])
    let joined = CheckCommandTests.run([Self.log, "--dump", Self.dump, "--format", "json"])
    #expect(joined.status == .findings)
    #expect(joined.stderr.isEmpty)
    #expect(joined.stdout.contains("\"unsatisfiable-constraints\""))
    #expect(joined.stdout.contains("orderCard"))
    #expect(alone.stdout != joined.stdout)
    let other = CheckCommandTests.run(
      ["fixtures/dump-join/other-run.log", "--dump", Self.dump, "--format", "json"])
    #expect(other.stdout.contains("None of this report's addresses are in"))
  }

  @Test func aDumpThatIsNotACaptureIsAnInputError() {
    let result = ExplainCommandTests.run(
      [Self.log, "--dump", "fixtures/layout-dumps/layout-margins.json"])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr
        == "error: fixtures/layout-dumps/layout-margins.json: --dump needs a JSON dump captured"
        + " by LayoutDoctorDump (version 2, with addresses); this is a JSON layout dump\n")
    let missing = CheckCommandTests.run([Self.log, "--dump", "fixtures/dump-join/none.json"])
    #expect(missing.status == .usageOrInputError)
    #expect(missing.stderr.contains("fixtures/dump-join/none.json: no such file"))
  }
}
