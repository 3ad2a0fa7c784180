import LayoutModel
import Testing

@testable import LayoutDiagnostics

func finding(
  _ rule: RuleDescriptor = .unsatisfiableConstraints, file: String = "a.log", line: Int? = 1,
  column: Int? = nil, anchor: String = "x", message: String = "Message.", occurrences: Int = 1
) -> Finding {
  Finding(
    rule: rule, message: message, location: SourceLocation(file: file, line: line, column: column),
    anchor: anchor, occurrences: occurrences)
}

@Suite struct FindingTests {
  @Test func severitiesAreOrdered() {
    #expect(Finding.Severity.note < .warning)
    #expect(Finding.Severity.warning < .error)
    #expect(Finding.Severity.allCases.max() == .error)
  }

  @Test func takesTheRulesDefaultSeverity() {
    #expect(finding(.unsatisfiableConstraints).severity == .error)
    #expect(finding(.truncation).severity == .warning)
    let upgraded = Finding(
      rule: .truncation, severity: .error, message: "m", location: SourceLocation(file: "f"),
      anchor: "a")
    #expect(upgraded.severity == .error)
    #expect(upgraded.ruleID == "truncation")
  }

  @Test func occurrencesAreAtLeastOne() {
    #expect(finding(occurrences: 0).occurrences == 1)
    #expect(finding(occurrences: -3).occurrences == 1)
  }

  @Test func fingerprintIgnoresLineMessageAndOccurrences() {
    let a = finding(line: 3, message: "One.", occurrences: 1)
    let b = finding(line: 90, message: "Two.", occurrences: 7)
    #expect(a.fingerprint == b.fingerprint)
    #expect(a.fingerprint != finding(anchor: "y").fingerprint)
    #expect(a.fingerprint != finding(file: "b.log").fingerprint)
  }

  @Test func reportOrderIsPathLineColumnRule() {
    let items = [
      finding(.truncation, file: "b.log", line: 1),
      finding(.unsatisfiableConstraints, file: "a.log", line: 10, column: 2),
      finding(.truncation, file: "a.log", line: 10, column: 2),
      finding(.unsatisfiableConstraints, file: "a.log", line: 10, column: 1),
      finding(.unsatisfiableConstraints, file: "a.log", line: nil),
      finding(.ambiguousLayout, file: "a.log", line: 2),
    ]
    let ordered = items.inReportOrder().map {
      "\($0.location.file):\($0.location.line ?? 0):\($0.location.column ?? 0):\($0.ruleID)"
    }
    #expect(
      ordered == [
        "a.log:0:0:unsatisfiable-constraints", "a.log:2:0:ambiguous-layout",
        "a.log:10:1:unsatisfiable-constraints", "a.log:10:2:truncation",
        "a.log:10:2:unsatisfiable-constraints", "b.log:1:0:truncation",
      ])
    #expect(items.reversed().inReportOrder() == items.inReportOrder())
  }

  @Test func mergingRepeatsFoldsSameFingerprintAtTheFirstPlace() {
    let repeats = [
      finding(line: 40, anchor: "<C:0x2 V:0x3.width == 1>", occurrences: 2),
      finding(line: 12, anchor: "<C:0x1 V:0xabc.width == 1>"),
      finding(line: 20, anchor: "other"),
    ]
    let merged = repeats.mergingRepeats()
    #expect(merged.count == 2)
    #expect(merged[0].location.line == 12)
    #expect(merged[0].occurrences == 3)
    #expect(merged[1].location.line == 20)
    #expect(merged[1].occurrences == 1)
  }

  @Test func mergingRepeatsOfOneTextAgreesWithFoldingOneByOne() {
    // A log's repeated report gives the same rule, file and anchor many times (the analysis
    // reused); folded by text first, then by fingerprint with the other anchors.
    var warning = finding(line: 30, anchor: "<C:0x9 V:0x8.width == 1>", message: "W.")
    warning.severity = .warning
    let repeats = [
      finding(line: 50, anchor: "<C:0x1 V:0x2.width == 1>", message: "Late."),
      warning,
      finding(line: 7, anchor: "<C:0x1 V:0x2.width == 1>", message: "Early.", occurrences: 4),
      finding(line: 7, anchor: "<C:0x1 V:0x2.width == 1>", message: "Early.", occurrences: 2),
      finding(line: 3, anchor: "other", message: "O."),
      finding(line: 60, anchor: "other", message: "O."),
    ]
    let merged = repeats.mergingRepeats()
    #expect(merged.map(\.location.line) == [3, 7])
    #expect(merged.map(\.message) == ["O.", "Early."])
    #expect(merged.map(\.occurrences) == [2, 8])
    #expect(merged.map(\.severity) == [.error, .error])
    #expect(merged[1].anchor == "<C:0x1 V:0x2.width == 1>")
    #expect(merged == repeats.reversed().mergingRepeats())
  }

  @Test func mergingKeepsTheHighestSeverity() {
    var warning = finding(line: 1)
    warning.severity = .warning
    let merged = [warning, finding(line: 2)].mergingRepeats()
    #expect(merged.count == 1)
    #expect(merged[0].severity == .error)
  }
}
