import Foundation
import LayoutDiagnostics
import LayoutEngine
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
    "009.log": [[[0, 1, 2, 3, 4, 5, 6]]], "010.log": [[]],
    "011.log": [[[4, 5, 6, 7, 8], [2, 3, 4, 5, 6, 7, 8]]],
    "012.log": [[Array(0...14)]], "013.log": [[[0, 1, 2, 3, 4]]],
    "014.log": [[[0, 3, 4, 5, 6, 7]]],
    "015.log": [[[0, 1, 2]]], "016.log": [[[0, 1, 2, 3, 4]]], "017.log": [[[0, 1, 2, 3, 4, 5]]],
    "018.log": [[[0, 1, 2]]], "019.log": [[[0, 1, 2]]],
    "020.log": [[[3, 4, 5, 6, 7, 8, 12, 13]]],
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
    "103.log": [[[0, 1, 2, 3, 4, 5, 6]]],
    "104.log": [[[0, 1, 2, 3]]],
    "105.log": [[[0, 1]]],
    "106.log": [[[0, 1]]],
    "107.log": [[[0, 1]], [[0, 1]]],
    "108.log": [[[0, 1, 2, 3, 4]]],
    "109.log": [[[0, 1, 2, 3, 4]], [[0, 1, 2, 3, 4]]],
    "110.log": [[[0, 1, 2]]],
    // 014, 018, 048, 103 and 111: a listed margin-guide constraint is a member, as in UIKit's
    // list (a layout margin may be negative: neither margin alone conflicts).
    "111.log": [
      [Array(0...5)], [Array(0...6)], [Array(0...5)], [Array(0...8)], [Array(0...5)],
    ],
    "112.log": [[[0, 1, 2, 3, 4]], [[0, 1, 2, 3, 4]]],
    "113.log": [[[0, 1, 2, 3]], [[0, 1, 2, 3]], [[0, 1, 2, 3]]],
    "114.log": [[]],
    "115.log": [[[0, 1, 2]]],
    "301.log": [[[0, 1, 2, 3, 4, 5]]], "302.log": [[[0, 1, 2]]],
    "303.log": [[[0, 1]], [[0, 1, 2]]],
    "304.log": [[[0, 1]]], "305.log": [[[0, 1, 2, 3]]], "306.log": [[[0, 1, 2]], [[0, 1, 2]]],
    "307.log": [[[0, 1]]], "308.log": [[[0, 1]]], "309.log": [[[0, 1]]], "310.log": [[[0, 1]]],
    "311.log": [[[0, 1, 2, 3]]], "312.log": [[[0, 1, 2, 3]]], "313.log": [[[0, 1]]],
    // 314, 316 and 317 are cut by the source in the middle of the list.
    "314.log": [[]], "315.log": [[[0]]], "316.log": [[]], "317.log": [[]],
    // A cascade, read as one report.
    "318.log": [[[8, 9, 10, 11, 19, 20, 21]]], "319.log": [[[0, 1]]],
  ]

  static let files = Fixtures.files(in: "console-logs", extensions: ["log"]).filter {
    expected[$0] != nil
  }

  /// A report's analysis with members and fixes as indices into the report's list, and the
  /// full analysis beside it.
  struct Listed {
    var full: ConsoleReportAnalysis
    var conflicts: [LayoutConflict]
    var isReproduced: Bool { full.analysis.isReproduced }
    var isExhaustive: Bool { full.analysis.isExhaustive }
    var notReproducedReason: String? { full.analysis.notReproducedReason }
    var excluded: [(index: Int, reason: String)] { full.exclusions }

    init(_ full: ConsoleReportAnalysis) {
      self.full = full
      conflicts = full.listedConflicts
    }
  }

  static func analyses(_ name: String) throws -> [(ConsoleLogReport, Listed)] {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
    return log.reports.filter { $0.kind != .constraintPrintout }.map {
      ($0, Listed(ConsoleReportAnalysis(report: $0, file: name)))
    }
  }

  /// `Σ coefficient·value - rhs`, computed here.
  static func residual(_ form: LinearForm<LayoutVariable>, _ values: [LayoutVariable: Double])
    -> Double
  {
    form.terms.reduce(-form.rhs) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
  }

  static func holds(_ form: LinearForm<LayoutVariable>, _ values: [LayoutVariable: Double])
    -> Bool
  {
    let r = residual(form, values)
    switch form.relation {
    case .equal: return abs(r) <= 1e-6
    case .lessThanOrEqual: return r <= 1e-6
    case .greaterThanOrEqual: return r >= -1e-6
    }
  }

  @Test func everyFileWithAListIsCovered() throws {
    let all = Fixtures.files(in: "console-logs", extensions: ["log"])
    let withLists = try all.filter { name in
      try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)")).reports.contains {
        $0.kind != .constraintPrintout
      }
    }
    #expect(withLists == Self.files)
  }

  /// Whether a report's analysis holds `variable` non-negative as a fact: sizes, but not
  /// layout margins, whose `>= 0` is an assumption a conflict names
  /// (`LayoutUnknown.isDomainAssumedInReports`).
  static func isHeldNonNegative(_ variable: LayoutVariable, system: LayoutSystem) -> Bool {
    if case .unknown(let index) = variable,
      system.document.unknowns[index].isDomainAssumedInReports
    {
      return false
    }
    return system.isNonNegative(variable)
  }

  @Test(arguments: files)
  func minimalConflictsAreCertified(name: String) throws {
    let analyses = try Self.analyses(name)
    #expect(analyses.map { $0.1.conflicts.map(\.members) } == Self.expected[name])
    for (report, listed) in analyses {
      #expect(listed.isExhaustive)
      let analysis = listed.full.analysis
      let system = LayoutSystem(document: analysis.subject.document)
      let all = try analysis.considered.map {
        try system.form(of: analysis.subject.constraints[$0])
      }
      let nonNegative = Set(
        all.flatMap { $0.terms.map(\.variable) }.filter {
          Self.isHeldNonNegative($0, system: system)
        })
      for conflict in analysis.conflicts {
        // A conflict found under an assumed superview (108) lives in the document rebuilt
        // with it.
        let document = conflict.document ?? analysis.subject.document
        let system = LayoutSystem(document: document)
        let considered = try analysis.considered.map {
          try system.form(of: analysis.subject.constraints[$0])
        }
        let nonNegative = Set(
          considered.flatMap { $0.terms.map(\.variable) }.filter {
            Self.isHeldNonNegative($0, system: system)
          })
        let forms = try conflict.members.map {
          try system.form(of: analysis.subject.constraints[$0])
        }
        // Farkas: λ ≥ 0 on inequalities (after writing >= as <=), Σλa = 0 on free variables,
        // Σλa ≥ 0 on non-negative ones, Σλb < 0. The members come first, then the defaults
        // the conflict assumed (`unknown == default`), one per assumption.
        let certificate = try #require(conflict.certificate, "\(name): no certificate")
        let used = Set(forms.flatMap { $0.terms.map(\.variable) })
        let assumed =
          system.assumptions(among: used)
          .filter { assumption in
            conflict.assumptions.contains {
              if case .defaultValue(let unknown, _) = $0 {
                return unknown == document.unknowns[assumption.unknown]
              }
              return false
            }
          }.map(\.form)
          // A layout margin the conflict needs non-negative (`unknown >= 0`), in unknown order.
          + document.unknowns.indices.filter {
            conflict.assumptions.contains(.nonNegative(document.unknowns[$0]))
          }.map {
            LinearForm<LayoutVariable>(
              coefficients: [.unknown($0): 1], relation: .greaterThanOrEqual, rhs: 0)
          }
        let superviews = conflict.assumptions.filter {
          if case .superview = $0 { return true }
          return false
        }
        #expect(superviews.isEmpty == (conflict.document == nil))
        #expect(assumed.count + superviews.count == conflict.assumptions.count)
        #expect(certificate.multipliers.count == forms.count + assumed.count)
        var combined: [LayoutVariable: Double] = [:]
        var total = 0.0
        for (form, lambda) in zip(forms + assumed, certificate.multipliers) {
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
        // (an assumed default is dropped like a member: the rest then hold).
        let all = forms + assumed
        #expect(conflict.witnesses.count == all.count)
        for (k, witness) in conflict.witnesses.enumerated() {
          #expect(!witness.isEmpty || all.count == 1, "\(name): no witness without member \(k)")
          for (j, form) in all.enumerated() where j != k {
            #expect(
              Self.holds(form, witness),
              "\(name): member \(conflict.members[j]) fails without \(conflict.members[k])")
          }
          for variable in nonNegative { #expect((witness[variable] ?? 0) >= -1e-6) }
        }
        // UIKit's broken constraint, or the rule's when the recovery line is missing or cut.
        let listedMembers = conflict.members.compactMap(listed.full.reportIndex)
        let broken =
          report.brokenConstraint == nil
          ? listed.full.predictedReportIndex : report.brokenConstraintIndex
        #expect(conflict.includesBrokenConstraint == broken.map(listedMembers.contains) ?? false)
      }
      if analysis.conflicts.isEmpty, !report.constraints.isEmpty {
        let values = try #require(analysis.satisfyingValues)
        for index in analysis.considered {
          let form = try system.form(of: analysis.subject.constraints[index])
          #expect(
            Self.holds(form, values), "\(name): constraint \(index) fails in the satisfying values")
        }
        for variable in nonNegative { #expect((values[variable] ?? 0) >= -1e-6) }
      }
    }
  }

  @Test func explanationAndFixesForTwoHeights() throws {
    let (_, analysis) = try #require(Self.analyses("024.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(
      conflict.explanation
        == "Vertical conflict: App.ButtonA:0x107fb4260 must be exactly 20 pt tall for the other constraint to hold, but App.ButtonA:0x107fb4260.height >= 44 (line 9) requires at least 44 pt. UIKit broke App.ButtonA:0x107fb4260.height >= 44 (line 9), one of these 2."
    )
    #expect(conflict.axis == .vertical)
    #expect(!conflict.isSystemOnly)
    // Two heights on one button: keeping one of them comes before any lowered priority.
    #expect(conflict.suggestions.map(\.constraint) == [0, 0, 1, 1])
    #expect(conflict.suggestions.allSatisfy { $0.isVerified })
    #expect(conflict.suggestions.map(\.resultingError) == [0, 24, 24, 24])
    #expect(conflict.suggestions.first?.kind == .keepOneOfDuplicates(other: 1))
    #expect(
      conflict.suggestions.first?.effect
        == "Then the other constraints hold, whichever of the two is kept.")
    #expect(
      conflict.suggestions.dropFirst().first?.effect
        == "Then App.ButtonA:0x107fb4260 becomes 20 pt tall, 24 pt shorter than this constraint asks (at least 44 pt)."
    )
    #expect(
      conflict.suggestions.map(\.kind) == [
        .keepOneOfDuplicates(other: 1), .lowerPriority(to: LayoutPriority(999)),
        .lowerPriority(to: LayoutPriority(999)), .makeInequality(.greaterThanOrEqual),
      ])
  }

  /// A size UIKit imposes for a moment (a self-sizing cell's 0-pt height before it is sized,
  /// realcases 115) is not designed for: making a member an inequality would end that
  /// moment's conflict and leave the cell's height to nothing at every other, so only the
  /// 999 priorities and the container's size are offered. A container's real size (a 926-pt
  /// screen, realcases 301) keeps the inequality.
  @Test func noInequalityAgainstAPassingContainerSize() throws {
    let (_, cell) = try #require(Self.analyses("115.log").first)
    let fixes = try #require(cell.conflicts.first).suggestions
    #expect(!fixes.isEmpty)
    #expect(
      !fixes.contains {
        if case .makeInequality = $0.kind { return true }
        return false
      }, "\(fixes.map(\.kind))")
    let (_, screen) = try #require(Self.analyses("301.log").first)
    #expect(
      try #require(screen.conflicts.first).suggestions.contains {
        $0.kind == .makeInequality(.greaterThanOrEqual)
      })
  }

  /// A self-sizing cell's height conflict: lowering the content's tie to the content view's
  /// bottom comes first, the usual fix (the content overflows the passing height, and the cell
  /// then takes its own). Before, lowering a spacing between two views came first: "TextView1.top
  /// ends up 386 pt above ImageView1.bottom", views overlapping (realcases 020).
  @Test func aCellsBottomTieIsLoweredFirst() throws {
    let (_, analysis) = try #require(Self.analyses("020.log").first)
    let first = try #require(analysis.conflicts.first?.suggestions.first)
    #expect(first.kind == .lowerPriority(to: LayoutPriority(999)))
    #expect(
      first.constraintText
        == "UITableViewCellContentView:0x7fe16cd53650.bottom == UIView:0x7fe16cd543b0.bottom + 8"
        + " (line 14)")
  }

  @Test func autoresizingMaskFixComesFirst() throws {
    let (_, analysis) = try #require(Self.analyses("021.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(
      conflict.summary
        == "Vertical conflict: App.ViewA:0x7fcdaff03e10 must be exactly 250 pt tall for the other 5 constraints to hold, but its autoresizing mask (h=--& v=--&, line 8) fixes it at 896 pt."
    )
    let first = try #require(conflict.suggestions.first)
    #expect(first.kind == .disableAutoresizingMask(item: "App.ViewA:0x7fcdaff03e10"))
    #expect(first.isVerified)
    #expect(
      first.effect
        == "Then the other constraints make App.ViewA:0x7fcdaff03e10 250 pt tall instead of 896 pt. Its mask also set the rest of its frame: give it constraints for that too."
    )
    #expect(
      conflict.suggestions[1].effect
        == "Then UIView:0x7fcdaff031e0 becomes 716.8 pt tall, 516.8 pt taller than this constraint asks (200 pt)."
    )
  }

  /// No member fixes a single size: the conflict is stated against a position, with numbers.
  @Test func positionalConflictIsStatedInPoints() throws {
    let (_, analysis) = try #require(Self.analyses("005.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(
      conflict.summary
        == "Vertical conflict: _UILayoutGuide:0x1271a5500.top must be aligned with or above UICollectionView:0x126963e00.bottom for the other 2 constraints to hold, but _UILayoutGuide:0x1271a5500.top == UICollectionView:0x126963e00.bottom + 87 (line 5) puts it 87 pt below UICollectionView:0x126963e00.bottom."
    )
    let (_, stack) = try #require(Self.analyses("036.log").first)
    #expect(
      stack.conflicts.first?.summary
        == "Vertical conflict: UIButton:0x7fadcb02e420'Text1'.bottom must be aligned with UIStackView:0x7fadcb044f10.bottom for the other constraint to hold, but UIButton:0x7fadcb02e420'Text1'.bottom == UIStackView:0x7fadcb044f10.bottom - 10 (line 64) puts it 10 pt above UIStackView:0x7fadcb044f10.bottom."
    )
    let (_, leading) = try #require(Self.analyses("003.log").first)
    #expect(
      leading.conflicts.first?.summary
        == "Horizontal conflict: AppCircleView:0x7fa4d0e8b8e0.leading must be exactly 6 pt after title_label:0x7fa4d0e9e480.leading for the other 2 constraints to hold, but AppCircleView:0x7fa4d0e8b8e0.leading == title_label:0x7fa4d0e9e480.leading (line 2) puts it aligned with title_label:0x7fa4d0e9e480.leading."
    )
  }

  /// No summary falls back to the bare Farkas sum.
  @Test func everySummaryNamesWhatTheOthersNeed() throws {
    for name in Self.files {
      for (_, analysis) in try Self.analyses(name) {
        for conflict in analysis.conflicts {
          #expect(conflict.summary.contains(" must be "), "\(name): \(conflict.summary)")
          #expect(!conflict.summary.contains("added up"), "\(name): \(conflict.summary)")
        }
      }
    }
  }

  @Test func frameworkOnlyConflictIsLabelledAndGetsNoFix() throws {
    let (_, analysis) = try #require(Self.analyses("018.log").first)
    let conflict = try #require(analysis.conflicts.first)
    #expect(conflict.isSystemOnly)
    #expect(conflict.suggestions.isEmpty)
    #expect(conflict.nearestAppItem == nil)
    #expect(
      conflict.explanation.contains(
        "Every member was made by UIKit itself: a UIKit-internal conflict"))
  }

  @Test func systemConstraintsAreNeverChanged() throws {
    for name in Self.files {
      for (report, analysis) in try Self.analyses(name) {
        for conflict in analysis.conflicts {
          for fix in conflict.suggestions {
            let origin = report.constraints[fix.constraint].origin
            // Giving a container the size the others need changes the container, not
            // UIKit's constraint; it is offered only where the app's constraints take part.
            if case .resizeContainer = fix.kind {
              #expect(origin == .encapsulatedLayout || origin == .autoresizingMask)
              #expect(!conflict.isSystemOnly, "\(name): \(fix.message)")
              continue
            }
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
      reason.hasPrefix(
        "The 8 required constraints of the list can all hold together in the rebuilt system"))
    #expect(
      reason.contains(
        "The log does not give the baselines or layout margins these constraints use"))
    let (_, redacted) = try #require(Self.analyses("042.log").first)
    #expect(
      redacted.notReproducedReason
        == "The log redacted the report's constraints (<private>), so there is nothing to check; run the app from Xcode, or log with a public format, to see them."
    )
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
    let analysis = ConsoleConflictTests.Listed(ConsoleReportAnalysis(report: report, file: "t"))
    // ±1e308 is beyond the 1e9 bound of every format (fixes would say "inf pt"): left out.
    #expect(analysis.excluded.map(\.index) == [0, 1, 2, 3, 5])
    #expect(analysis.full.analysis.considered.compactMap(analysis.full.reportIndex) == [4])
    for conflict in analysis.conflicts {
      #expect(conflict.certificate?.verify() ?? true)
    }
  }
}
