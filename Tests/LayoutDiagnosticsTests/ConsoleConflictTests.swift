import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Minimal conflicts of the real console logs, each checked without the code that found it:
/// the Farkas certificate by arithmetic on the rebuilt forms, irreducibility by substituting
/// each member's witness into the other members.
@Suite struct ConsoleConflictTests {
  /// Per report of each file (dumps aside): the members of every minimal conflict, or `[]`
  /// when the listed constraints can all hold.
  static let expected: [String: [[[Int]]]] = [
    "001.log": [[[1, 2, 3, 4, 5, 10]]], "002.log": [[[1, 2, 3]]], "003.log": [[[0, 1, 2]]],
    "004.log": [[[0, 1, 2, 3, 4]]], "005.log": [[[1, 3, 5]]], "006.log": [[[0, 1, 2, 3]]],
    "007.log": [[[0, 2, 3, 4, 5, 6, 7, 8, 9, 10]]], "008.log": [[]],
    "009.log": [[[0, 1, 2, 3, 4, 5, 6]]], "010.log": [[]], "011.log": [[]],
    "012.log": [[Array(0...14)]], "013.log": [[[0, 1, 2, 3, 4]]], "014.log": [[[0, 5, 6, 7]]],
    "015.log": [[[0, 1, 2]]], "016.log": [[[0, 1, 2, 3, 4]]], "017.log": [[[0, 1, 2, 3, 4, 5]]],
    "018.log": [[[0, 1, 2]]], "019.log": [[[0, 1, 2]]], "020.log": [[[3, 4, 5, 6, 7, 8, 12, 13]]],
    "021.log": [[[0, 1, 2, 3, 4, 5]]],
    "023.log": [
      [[0, 1, 2, 3, 4, 5]], [[0, 1, 2, 3]], [[0, 1, 2, 3, 4]], [[0, 1, 2, 3, 4, 5, 6]],
      [[0, 1, 2, 3, 4, 5, 6, 7]],
    ],
    "024.log": [[[0, 1]]], "027.log": [[[0, 1, 2]]], "028.log": [[[0, 1]]], "031.log": [[[0, 1]]],
    "033.log": [[[0, 1, 2, 3]]], "034.log": [[[0, 1, 2, 3, 4]]], "036.log": [[[0, 1]]],
    "040.log": [[[0, 1, 2]]], "042.log": [[], []], "043.log": [[]], "045.log": [[]],
    "048.log": [[Array(0...6)], [Array(0...5)], [Array(0...7)]], "051.log": [[[0, 1]]],
    "057.log": [[[0, 1, 2, 3, 4, 5]]], "060.log": [[[0, 1, 2, 3]]], "061.log": [[[0, 1, 2]]],
    "063.log": [[[0, 1, 5, 6, 7, 8]]],
  ]

  static let files = Fixtures.files(in: "console-logs", extensions: ["log"]).filter {
    expected[$0] != nil
  }

  static func analyses(_ name: String) -> [(ConsoleLogReport, ConsoleConflictAnalysis)] {
    let log = ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
    return log.reports.filter { $0.kind != .constraintDump }.map {
      ($0, ConsoleConflictAnalysis(report: $0, oracle: SolverFeasibility()))
    }
  }

  /// `Σ coefficient·value - rhs`, computed here.
  static func residual(_ form: ConstraintLinearForm, _ values: [String: Double]) -> Double {
    form.terms.reduce(-form.rhs) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
  }

  static func holds(_ form: ConstraintLinearForm, _ values: [String: Double]) -> Bool {
    let r = residual(form, values)
    switch form.relation {
    case .equal: return abs(r) <= 1e-6
    case .lessThanOrEqual: return r <= 1e-6
    case .greaterThanOrEqual: return r >= -1e-6
    }
  }

  @Test func everyFileWithAListIsCovered() {
    let all = Fixtures.files(in: "console-logs", extensions: ["log"])
    let withLists = all.filter { name in
      ConsoleLog(parsing: Fixtures.text("console-logs/\(name)")).reports.contains {
        $0.kind != .constraintDump
      }
    }
    #expect(withLists == Self.files)
  }

  @Test(arguments: files)
  func minimalConflictsAreCertified(name: String) throws {
    let analyses = Self.analyses(name)
    #expect(analyses.map { $0.1.conflicts.map(\.members) } == Self.expected[name])
    for (report, analysis) in analyses {
      #expect(analysis.isExhaustive)
      let nonNegative = Set(analysis.system.nonNegativeVariables)
      for conflict in analysis.conflicts {
        let forms = try conflict.members.map { try #require(analysis.system.entries[$0].form) }
        // Farkas: λ ≥ 0 on inequalities (after writing >= as <=), Σλa = 0 on free variables,
        // Σλa ≥ 0 on non-negative ones, Σλb < 0.
        let certificate = try #require(conflict.certificate, "\(name): no certificate")
        #expect(certificate.multipliers.count == forms.count)
        var combined: [String: Double] = [:]
        var total = 0.0
        for (form, lambda) in zip(forms, certificate.multipliers) {
          let sign: Double = form.relation == .greaterThanOrEqual ? -1 : 1
          if form.relation != .equal { #expect(lambda >= -1e-9, "\(name): λ < 0 on an inequality") }
          for term in form.terms {
            combined[term.variable, default: 0] += lambda * sign * term.coefficient
          }
          total += lambda * sign * form.rhs
        }
        for (variable, coefficient) in combined {
          if nonNegative.contains(variable) {
            #expect(coefficient >= -1e-6, "\(name): \(variable) \(coefficient)")
          } else {
            #expect(abs(coefficient) <= 1e-6, "\(name): \(variable) \(coefficient)")
          }
        }
        #expect(total < -1e-6, "\(name): Σλb = \(total)")
        // Irreducible: without member k the others hold, at non-negative sizes.
        #expect(conflict.witnesses.count == forms.count)
        for (k, witness) in conflict.witnesses.enumerated() {
          for (j, form) in forms.enumerated() where j != k {
            #expect(
              Self.holds(form, witness),
              "\(name): member \(conflict.members[j]) fails without \(conflict.members[k])")
          }
          for variable in nonNegative { #expect((witness[variable] ?? 0) >= -1e-6) }
        }
        #expect(
          conflict.includesBrokenConstraint == report.brokenConstraintIndex.map(
            conflict.members.contains) ?? false)
      }
      if analysis.conflicts.isEmpty, !report.constraints.isEmpty {
        let values = try #require(analysis.satisfyingValues)
        for index in analysis.considered {
          let form = try #require(analysis.system.entries[index].form)
          #expect(Self.holds(form, values), "\(name): \(form) fails in the satisfying values")
        }
        for variable in nonNegative { #expect((values[variable] ?? 0) >= -1e-6) }
      }
    }
  }

  @Test func explanationAndFixesForTwoHeights() throws {
    let (report, analysis) = try #require(Self.analyses("024.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(
      conflict.explanation
        == "Vertical conflict: the other constraint needs the height of App.ButtonA:0x107fb4260 to be at most 20 pt, but App.ButtonA:0x107fb4260.height >= 44 requires at least 44 pt. Nearest app view: App.ButtonA:0x107fb4260. UIKit broke \(report.constraints[0].text) (a member)."
    )
    #expect(conflict.axis == .vertical)
    #expect(!conflict.isSystemOnly)
    #expect(conflict.suggestions.map(\.constraint) == [0, 1, 1])
    #expect(conflict.suggestions.allSatisfy { $0.isVerified })
    #expect(conflict.suggestions.map(\.resultingError) == [24, 24, 24])
    #expect(conflict.suggestions.first?.kind == .lowerPriority(to: LayoutPriority(999)))
    #expect(
      conflict.suggestions.first?.effect
        == "Then the height of App.ButtonA:0x107fb4260 becomes 20 pt, 24 pt smaller than the constraint asks (44 pt)."
    )
    #expect(
      conflict.suggestions.map(\.kind) == [
        .lowerPriority(to: LayoutPriority(999)), .lowerPriority(to: LayoutPriority(999)),
        .makeInequality(.greaterThanOrEqual),
      ])
  }

  @Test func autoresizingMaskFixComesFirst() throws {
    let (_, analysis) = try #require(Self.analyses("021.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(
      conflict.explanation.hasPrefix(
        "Vertical conflict: the other 5 constraints need the height of App.ViewA:0x7fcdaff03e10 to be at most 250 pt, but App.ViewA:0x7fcdaff03e10.height == 896 (autoresizing mask) fixes it at 896 pt."
      ))
    let first = try #require(conflict.suggestions.first)
    #expect(first.kind == .disableAutoresizingMask(item: "App.ViewA:0x7fcdaff03e10"))
    #expect(first.isVerified)
  }

  @Test func frameworkOnlyConflictIsLabelledAndGetsNoFix() throws {
    let (_, analysis) = try #require(Self.analyses("018.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(conflict.isSystemOnly)
    #expect(conflict.suggestions.isEmpty)
    #expect(conflict.nearestAppItem == nil)
    #expect(conflict.explanation.contains("Every member was made by UIKit itself"))
  }

  @Test func systemConstraintsAreNeverChanged() throws {
    for name in Self.files {
      for (report, analysis) in Self.analyses(name) {
        for conflict in analysis.conflicts {
          for fix in conflict.suggestions {
            let origin = report.constraints[fix.constraint].origin
            #expect(origin == .user || origin == .autoresizingMask, "\(name): \(fix.message)")
          }
        }
      }
    }
  }

  @Test func unreproducedListSaysWhy() throws {
    let (_, analysis) = try #require(Self.analyses("010.log").first)
    #expect(!analysis.isReproduced)
    let reason = try #require(analysis.notReproducedReason)
    #expect(
      reason.hasPrefix("The 8 required constraints of the list can all hold in the rebuilt system"))
    #expect(
      reason.contains("The log does not give the baselines or layout margins its constraints use"))
    let (_, redacted) = try #require(Self.analyses("042.log").first)
    #expect(
      redacted.notReproducedReason
        == "The report's list was redacted (<private>), so there is nothing to check.")
  }
}

/// Extreme numbers in a report never crash the analysis.
@Suite struct ConsoleConflictExtremeTests {
  @Test func hugeAndNonFiniteConstants() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x2.height == 1e308   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0x2.height == -1e308   (active)>",
          "<NSLayoutConstraint:0x4 UIView:0x2.width == inf   (active)>",
          "<NSLayoutConstraint:0x5 UIView:0x2.width == nan   (active)>",
          "<NSLayoutConstraint:0x6 UIView:0x2.minX == 1e-300*UIView:0x7.minX   (active)>",
          "<NSLayoutConstraint:0x8 UIView:0x2.(null) == 0   (active)>"
      )
      """
    let report = try #require(ConsoleLog(parsing: text).reports.first)
    let analysis = ConsoleConflictAnalysis(report: report, oracle: SolverFeasibility())
    #expect(analysis.excluded.map(\.index) == [2, 3, 5])
    #expect(analysis.considered == [0, 1, 4])
    for conflict in analysis.conflicts {
      #expect(conflict.certificate?.verify() ?? true)
    }
  }
}
