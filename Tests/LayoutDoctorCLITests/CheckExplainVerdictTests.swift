import Foundation
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `check` and `explain` reach the same verdict on every report of every console-log fixture
/// and every real log of `../shared/realcases`, judged from what the two commands print:
/// `check --format json` and `explain --format json` run on each file, and for each distinct
/// report (`explain`'s, its repeats folded) the same answer: whether a conflict was rebuilt,
/// how many minimal conflicts, and which listed constraint is marked broken in them. `check`
/// folds one conflict seen in several reports into one finding; its `repeatLines` say where.
@Suite struct CheckExplainVerdictTests {
  /// What a command concludes of one distinct report.
  struct Verdict: Hashable, CustomStringConvertible {
    /// Whether a conflict was rebuilt from the listed constraints.
    var conflict = false
    /// How many minimal conflicts.
    var conflicts = 0
    /// The lines of the listed members marked broken in the minimal conflicts.
    var broken: Set<Int> = []

    var description: String {
      "conflict \(conflict), \(conflicts) conflicts, broken at \(broken.sorted())"
    }
  }

  /// A distinct report in `explain`'s JSON: its line and those of its repeats.
  struct Report {
    var lines: [Int]
    var verdict: Verdict
  }

  static func run(_ arguments: [String]) throws -> [String: Any] {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    #expect(status == .success, "\(arguments): \(io.stderr.text)")
    let object = try JSONSerialization.jsonObject(with: Data(io.stdout.text.utf8))
    return object as? [String: Any] ?? [:]
  }

  /// `explain`'s verdict on each distinct report: reproduced with conflicts, how many, and
  /// the broken constraint (the log's, else the one prediction) when it is a listed member of
  /// one.
  static func explainReports(_ path: String) throws -> [Report] {
    let reports = try run(["explain", path, "--format", "json"])["reports"] as? [[String: Any]]
    return (reports ?? []).map { report in
      let constraints = report["constraints"] as? [[String: Any]] ?? []
      var verdict = Verdict()
      let conflicts = report["conflicts"] as? [[String: Any]] ?? []
      verdict.conflict = report["reproduced"] as? Bool == true && !conflicts.isEmpty
      verdict.conflicts = verdict.conflict ? conflicts.count : 0
      let members = conflicts.flatMap { $0["constraints"] as? [Int] ?? [] }
      let broken =
        report["brokenConstraint"] as? Int ?? report["predictedBrokenConstraint"] as? Int
      if let broken, members.contains(broken),
        let line = constraints.first(where: { $0["index"] as? Int == broken })?["line"] as? Int,
        line > 0
      {
        verdict.broken = [line]
      }
      let line = report["line"] as? Int ?? 0
      return Report(lines: [line] + (report["repeats"] as? [Int] ?? []), verdict: verdict)
    }
  }

  /// `check`'s verdict on each of `reports`: its conflict findings (those with a verified
  /// certificate, `farkasMultipliers`; a report whose conflict is not rebuilt gets one without)
  /// at each line it was seen at (`repeatLines`, else its line), and the member its notes mark
  /// broken (at the finding's line, so at each line it was seen at).
  static func checkVerdicts(_ path: String, reports: [Report]) throws -> [Verdict] {
    let findings =
      try run(["check", path, "--format", "json", "--fail-on", "never"])["findings"]
      as? [[String: Any]] ?? []
    // Every report's starting line, with the index of the distinct report it is.
    let starts = reports.enumerated().flatMap { index, report in
      report.lines.map { (line: $0, report: index) }
    }.sorted { $0.line < $1.line }
    var verdicts = Array(repeating: Verdict(), count: reports.count)
    for finding in findings where finding["farkasMultipliers"] != nil {
      guard let line = (finding["location"] as? [String: Any])?["line"] as? Int else { continue }
      let notes = finding["notes"] as? [[String: Any]] ?? []
      let brokenAtLine = notes.contains { note in
        let message = note["message"] as? String ?? ""
        return (note["location"] as? [String: Any])?["line"] as? Int == line
          && (message.hasSuffix(" broke this one)") || message.hasSuffix(" would break this one)"))
      }
      // Once per distinct report, at the first line it was seen at in it (its first
      // occurrence's, as `explain` explains the first).
      var owners: Set<Int> = []
      for seen in (finding["repeatLines"] as? [Int] ?? [line]).sorted() {
        guard let owner = starts.last(where: { $0.line <= seen })?.report,
          owners.insert(owner).inserted
        else { continue }
        verdicts[owner].conflict = true
        verdicts[owner].conflicts += 1
        if brokenAtLine { verdicts[owner].broken.insert(seen) }
      }
    }
    return verdicts
  }

  /// The minimal conflicts `explain --format json` finds in a layout input (every root of an
  /// Interface Builder document), each as the sorted lines of its members.
  /// - Parameter traits: `--traits`' value, for an Interface Builder document.
  static func explainConflicts(_ path: String, traits: String? = nil) throws -> [[Int]] {
    let arguments =
      ["explain", path, "--format", "json"] + (traits.map { ["--traits", $0] } ?? [])
    let reports = try run(arguments)["reports"] as? [[String: Any]]
    return (reports ?? []).flatMap { report in
      let constraints = report["constraints"] as? [[String: Any]] ?? []
      let lines = Dictionary(
        constraints.map { ($0["index"] as? Int ?? -1, $0["line"] as? Int ?? 0) },
        uniquingKeysWith: { a, _ in a })
      let conflicts = report["conflicts"] as? [[String: Any]] ?? []
      return conflicts.map { conflict in
        (conflict["constraints"] as? [Int] ?? []).compactMap { lines[$0] }.sorted()
      }
    }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The minimal conflicts `check --format json` reports in a layout input: its findings with
  /// a certificate, each as the sorted lines of the members its notes list.
  /// - Parameter traits: for an Interface Builder document checked in several size-class
  ///   combinations, only the findings that occur in one of these (`wR hR`).
  static func checkConflicts(_ path: String, traits: [String]? = nil) throws -> [[Int]] {
    let findings =
      try run(["check", path, "--format", "json", "--fail-on", "never"])["findings"]
      as? [[String: Any]] ?? []
    return findings.filter { finding in
      guard finding["farkasMultipliers"] != nil else { return false }
      guard let traits, let occurs = finding["traits"] as? [String] else { return true }
      return !Set(traits).isDisjoint(with: occurs)
    }.map { finding in
      let notes = finding["notes"] as? [[String: Any]] ?? []
      return notes.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int }.sorted()
    }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The same on Interface Builder documents (ours and the real ones of `../shared/realib`):
  /// `explain` explains the conflicts of every root, as `check` finds them (each of `check`'s,
  /// one per broken constraint, among `explain`'s, which lists every minimal set), not only the
  /// first root's (realib 19's conflict is in its second scene), in each size-class
  /// combination `check` analyses (`explain --traits`).
  @Test func checkAndExplainFindTheSameConflictsInInterfaceBuilderDocuments() throws {
    var paths = Fixtures.files(in: "interface-builder", extensions: ["xib", "storyboard"]).map {
      "fixtures/interface-builder/\($0)"
    }
    paths += try Fixtures.sharedFiles(in: "realib", suffixes: [".xib", ".storyboard"]).map {
      try Fixtures.shared("realib/\($0)").path
    }
    var conflicts = 0
    var combinations = 0
    for path in paths where !path.hasSuffix("truncated.xib") {
      let name = URL(fileURLWithPath: path).lastPathComponent
      let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
      let groups = try InterfaceBuilderReader.read(bytes, file: path).traitCombinations
      for (index, group) in groups.enumerated() {
        let explained = try Self.explainConflicts(
          path, traits: index == 0 ? nil : group[0].argument)
        let checked = try Self.checkConflicts(
          path, traits: groups.count > 1 ? group.map(\.canvasName) : nil)
        // `check` gives one finding per broken constraint (the others through it are a note
        // on it); `explain` lists every minimal conflict.
        #expect(
          Set(checked).isSubset(of: Set(explained)) && checked.isEmpty == explained.isEmpty,
          "\(name) \(group[0].canvasName): check \(checked), explain \(explained)")
        conflicts += checked.count
        combinations += index == 0 ? 0 : 1
      }
    }
    #expect(combinations >= 10)
    #expect(paths.count >= 48)
    #expect(conflicts >= 8)
  }

  @Test func checkAndExplainReachTheSameVerdict() throws {
    var paths = Fixtures.files(in: "console-logs", extensions: ["log"]).map {
      "fixtures/console-logs/\($0)"
    }
    paths += try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"]).map {
      try Fixtures.shared("realcases/\($0)").path
    }
    var compared = 0
    var conflicts = 0
    for path in paths {
      let reports = try Self.explainReports(path)
      let checked = try Self.checkVerdicts(path, reports: reports)
      for (report, check) in zip(reports, checked) {
        let place = "\(URL(fileURLWithPath: path).lastPathComponent):\(report.lines[0])"
        #expect(check == report.verdict, "\(place): check \(check), explain \(report.verdict)")
        compared += report.lines.count
        if report.verdict.conflict { conflicts += 1 }
      }
    }
    #expect(compared > 150)
    #expect(conflicts > 100)
  }
}
