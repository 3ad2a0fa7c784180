import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutReports
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Goldens of real `check` runs (`fixtures/expected/check-run-*`), next to the reporters'
/// hand-built ones.
@Suite struct CheckGoldenTests {
  static func ext(_ format: ReportFormat) -> String {
    switch format {
    case .text, .xcode, .github: return "txt"
    case .sarif, .json: return "json"
    case .junit: return "xml"
    case .html: return "html"
    }
  }

  @Test(arguments: ReportFormat.allCases.filter { $0 != .html }.map(\.rawValue))
  func multiReportLog(format: String) throws {
    let reportFormat = try #require(ReportFormat(rawValue: format))
    let result = CheckCommandTests.run(
      ["fixtures/check/multi-report.log", "fixtures/check/clean.log", "--format", format])
    #expect(result.status == .findings)
    let name = "check-run-multi-report.\(format).\(Self.ext(reportFormat))"
    if let failure = Snapshot.check(result.stdout, named: name, version: LayoutDoctorCLI.version) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The layout fixtures: a clean layout with a clean log, the two required widths, an
  /// ambiguous listing with a content-priority tie in a JSON dump, and the truncated row with
  /// the repeated constraint.
  static let layoutRuns: [(name: String, inputs: [String], status: ExitCode)] = [
    ("clean", ["fixtures/check/clean.layout", "fixtures/check/clean.log"], .success),
    ("conflict", ["fixtures/check/conflicting-widths.layout"], .findings),
    (
      "ambiguity",
      ["fixtures/check/ambiguous-position.layout", "fixtures/check/equal-hugging.json"],
      .findings
    ),
    (
      "truncation",
      ["fixtures/check/truncated-detail.layout", "fixtures/check/redundant-duplicate.layout"],
      .success
    ),
    (
      "feedback-loop",
      ["fixtures/layout-dumps/wrap-feedback-loop.layout", "fixtures/layout-dumps/wrap-label.json"],
      .findings
    ),
    ("misplaced", ["fixtures/findings/misplaced-title.layout"], .findings),
  ]

  @Test(
    arguments: layoutRuns.map(\.name), ReportFormat.allCases.filter { $0 != .html }.map(\.rawValue))
  func layouts(run: String, format: String) throws {
    let reportFormat = try #require(ReportFormat(rawValue: format))
    let (_, inputs, status) = try #require(Self.layoutRuns.first { $0.name == run })
    let result = CheckCommandTests.run(inputs + ["--format", format])
    #expect(result.status == status)
    let name = "check-run-\(run).\(format).\(Self.ext(reportFormat))"
    if let failure = Snapshot.check(result.stdout, named: name, version: LayoutDoctorCLI.version) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// A storyboard whose body-style title truncates on an iPhone SE width from accessibility L
  /// up and not at Large, swept over all twelve content size categories.
  @Test(arguments: [ReportFormat.text, .json, .sarif])
  func contentSizeSweep(format: ReportFormat) throws {
    let result = CheckCommandTests.run([
      "fixtures/interface-builder/dynamic-type.storyboard", "--content-sizes", "all",
      "--format", format.rawValue,
    ])
    #expect(result.status == .success)
    let name = "check-run-dynamic-type.\(format.rawValue).\(Self.ext(format))"
    if let failure = Snapshot.check(result.stdout, named: name, version: LayoutDoctorCLI.version) {
      Issue.record(Comment(rawValue: failure))
    }
    // Not at the document's own category: no finding without the sweep.
    let plain = CheckCommandTests.run(["fixtures/interface-builder/dynamic-type.storyboard"])
    #expect(plain.status == .success)
    #expect(plain.stdout.contains("No problems found"))
  }

  /// The real logs together: one finding per distinct conflict report (repeats merged).
  @Test func realConsoleLogs() {
    let result = CheckCommandTests.run(["fixtures/console-logs", "--format", "xcode"])
    #expect(result.status == .findings)
    if let failure = Snapshot.check(result.stdout, named: "check-run-console-logs.xcode.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}

/// `check` over all the real logs together gives one finding per distinct conflict.
@Suite struct CheckDistinctConflictTests {
  static let conflictRules: Set<String> = [
    "unsatisfiable-constraints", "autoresizing-conflict", "system-internal-conflict",
  ]

  /// A constraint as far as the conflict's identity goes: classes, attributes, relation,
  /// multiplier, constant and identifier, not addresses.
  static func signature(_ constraint: ConsoleLogConstraint) -> String {
    let description = constraint.parsed
    let equation = description.equation
    func item(_ item: ConstraintDescriptionItem?) -> String {
      guard let item else { return "-" }
      return item.isSuperview ? "|" : (item.className ?? item.name ?? "?")
    }
    return [
      description.identifier ?? "-", item(equation.firstItem), "\(equation.firstAttribute)",
      equation.relation.symbol, "\(equation.multiplier)", item(equation.secondItem),
      equation.secondAttribute.map { "\($0)" } ?? "-", "\(equation.constant)",
    ].joined(separator: " ")
  }

  /// The distinct conflicts of one log, computed here: each minimal conflict by its members'
  /// signatures, and each report whose conflict cannot be computed by its whole list (a
  /// headerless list that holds in the rebuilt system is no conflict).
  static func distinctConflicts(in file: String) throws -> Set<String> {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(file)"), file: file)
    var keys = Set<String>()
    for report in log.reports where report.kind != .constraintPrintout {
      let analysis = ConsoleReportAnalysis(report: report, file: file)
      if analysis.listedConflicts.isEmpty, report.kind == .unsatisfiableConstraints {
        let all = report.constraints.filter { $0.duplicateOf == nil }.map(signature).sorted()
        keys.insert("report: " + (all.isEmpty ? "hidden" : all.joined(separator: "; ")))
      }
      for conflict in analysis.listedConflicts {
        let members = conflict.members.map { signature(report.constraints[$0]) }.sorted()
        keys.insert("conflict: " + members.joined(separator: "; "))
      }
    }
    return keys
  }

  @Test func realConsoleLogsGiveOneFindingPerDistinctConflict() throws {
    let result = CheckCommandTests.run(["fixtures/console-logs", "--format", "json"])
    #expect(result.status == .findings)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]]).filter {
      Self.conflictRules.contains($0["rule"] as? String ?? "")
    }
    let files = ExplainGoldenTests.files
    let distinct = try files.map { try Self.distinctConflicts(in: $0).count }.reduce(0, +)
    #expect(findings.count == distinct)
    // 43 minimal conflicts, all different, plus the reports whose conflict cannot be computed:
    // 042's two redacted ones (one finding seen twice), 043's elided list and 045's list that
    // holds. The headerless lists of 008 and 010 hold and give none; 011's conflicts under
    // UIKit's default margins (2), and 014's and 018's conflicts (one each: their listed margins
    // together, as UIKit listed them) count.
    // The later logs add 22: one each for 103-106, 108, 110 and 112-115 (114's list holds and
    // is reported as printed), two for 107 and 109 (width and height; an encapsulated width
    // and the same width as a mask), four for 111 (one per report, as UIKit listed it, one
    // report repeating another). Repeats add 5 occurrences: 042's, 111's and 112's seen twice
    // and 113's seen three times.
    // 301-319 add 21: one per report (303 and 306 hold two), 314, 316 and 317 one each for
    // their list cut by the source, and 318's cascade of two reports is one conflict.
    #expect(findings.count == 83)
    let occurrences = findings.map { $0["occurrences"] as? Int ?? 0 }.reduce(0, +)
    #expect(occurrences == 88)
    // The only unread lines are the three where the source stopped, each said to be cut off.
    let unparsed = try #require(document["findings"] as? [[String: Any]]).filter {
      ($0["rule"] as? String) == "unparsed-log-line"
    }
    let places = unparsed.compactMap { $0["location"] as? [String: Any] }.map {
      "\(($0["file"] as? String ?? "").suffix(7)):\($0["line"] as? Int ?? 0)"
    }
    #expect(places.sorted() == ["314.log:14", "316.log:13", "317.log:1"])
    #expect(
      unparsed.allSatisfy {
        ($0["message"] as? String)?.hasPrefix("The log is cut off in the middle of") == true
      })
  }
}
