import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// Findings from the engine's broken constraints and from truncation, on real layouts.
@Suite struct FindingLayoutConflictTests {
  func document(_ name: String) throws -> LayoutDocument {
    try LayoutFileParser.parse(Array(Fixtures.text(name).utf8), file: name).document
  }

  static let solve: TruncationAnalysis.Solve = { document, width, height in
    let options = LayoutEngineOptions(rootWidth: width, rootHeight: height)
    guard let engine = try? LayoutEngine(document: document, options: options) else {
      return nil
    }
    return Dictionary(
      engine.solve().views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  /// A cell with three independent conflicts, more constraints than are enumerated
  /// exhaustively (`MinimalConflictFinder.enumerationLimit`): one finding for each constraint
  /// the engine breaks, each at and marking its own broken constraint. Before, one finding.
  @Test func everyIndependentConflictIsAFinding() throws {
    let engine = try LayoutEngine(document: try document("findings/three-conflicts.layout"))
    let solution = engine.solve()
    #expect(solution.brokenConstraints.count == 3)
    let findings = Finding.layoutConflicts(in: engine, solution: solution)
    #expect(findings.count == 3)
    let broken = Set(solution.brokenConstraints.map { engine.constraints[$0.index].location?.line })
    #expect(Set(findings.map(\.location.line)) == broken)
    for finding in findings {
      #expect(finding.notes.filter { $0.message.hasSuffix(" (broken)") }.count == 1)
    }
  }

  /// Without descriptions (what a size walk compares at every probe) the analysis finds the
  /// same minimal conflicts, in the same order, with the same members and whose they are, and
  /// none of the certificate, words or fixes.
  @Test func bareConflictsAreTheDescribedOnesWithoutWords() throws {
    let engine = try LayoutEngine(document: try document("findings/three-conflicts.layout"))
    let solution = engine.solve()
    let subject = ConflictSubject(
      engine: engine, brokenIndex: solution.brokenConstraints.first?.index)
    let seeds = solution.brokenConstraints.map { [$0.index] + $0.conflictingWith }
    let described = ConflictAnalysis(subject: subject, seeds: seeds)
    let bare = ConflictAnalysis(
      subject: subject, seeds: seeds, oracle: SolverFeasibility(), describes: false)
    #expect(described.conflicts.count == 3)
    #expect(bare.conflicts.map(\.members) == described.conflicts.map(\.members))
    #expect(bare.conflicts.map(\.isSystemOnly) == described.conflicts.map(\.isSystemOnly))
    #expect(bare.conflicts.allSatisfy { $0.summary.isEmpty && $0.suggestions.isEmpty })
    #expect(bare.conflicts.allSatisfy { $0.certificate == nil && $0.witnesses.isEmpty })
    #expect(described.conflicts.allSatisfy { !$0.summary.isEmpty && $0.certificate != nil })
  }

  @Test func twoRequiredWidthsAreOneConflictAtTheBrokenConstraint() throws {
    let engine = try LayoutEngine(document: try document("check/conflicting-widths.layout"))
    let findings = Finding.layoutConflicts(in: engine, solution: engine.solve())
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "unsatisfiable-constraints")
    // At the constraint the engine breaks (declared last), in the words a console log's
    // conflict gets: what the others need, with numbers, then verified fixes.
    #expect(finding.location.line == 8)
    #expect(
      finding.message
        == "Horizontal conflict: box must be exactly 200 pt wide for the other constraint to"
        + " hold, but box.width == 100 (line 7) fixes it at 100 pt.")
    #expect(finding.notes.map(\.message) == ["box.width == 100", "box.width == 200 (broken)"])
    #expect(finding.notes.map { $0.location?.line } == [7, 8])
    #expect(finding.farkasMultipliers == [1, -1])
    // Two widths on one view: keeping one is the fix; lowering a priority would hide it.
    #expect(
      finding.fixes.map(\.text) == [
        "Both line 7 and line 8 pin the same anchors (box.width) with constants 100 and 200: a second"
          + " constraint was added instead of updating the first. Keep one and change its constant (keep a reference to the first and set"
          + " its constant, or deactivate it first). Then the other constraints hold, whichever"
          + " of the two is kept.",
        "Lower the priority of box.width == 200 (line 8) to 999, or make it a '<=' constraint."
          + " Then box becomes 100 pt wide, 100 pt narrower than this constraint asks (200 pt).",
        "Lower the priority of box.width == 100 (line 7) to 999, or make it a '>=' constraint."
          + " Then box becomes 200 pt wide, 100 pt wider than this constraint asks (100 pt).",
      ])
    #expect(finding.anchor == "box.width == 100\nbox.width == 200")
  }

  @Test func cleanLayoutsHaveNoConflictsOrTruncation() throws {
    for name in ["check/clean.layout", "check/ambiguous-position.layout"] {
      let document = try document(name)
      let engine = try LayoutEngine(document: document)
      #expect(Finding.layoutConflicts(in: engine, solution: engine.solve()).isEmpty, "\(name)")
      #expect(Finding.truncations(in: document, solve: Self.solve).isEmpty, "\(name)")
    }
  }

  /// Text grown taller than a 100-pt root without a scroll view: a label with no height
  /// constraint is told to scroll (it was told to drop a "fixed height" it does not have);
  /// one whose own `height == 30` holds it is told to let its height follow its text.
  @Test func aTallTextIsToldToScrollUnlessItsOwnHeightHoldsIt() throws {
    let document = try LayoutFileParser.parse(
      Array(
        """
        view root frame=0,0,320,100
        view title class=UILabel in=root intrinsic=200x80
        view body class=UILabel in=root intrinsic=200x80 compress=750,749
        view fixed class=UILabel in=root intrinsic=100x50
        title.leading == root.leading
        title.top == root.top
        body.leading == root.leading
        body.top == title.bottom
        body.bottom == root.bottom
        fixed.trailing == root.trailing
        fixed.top == root.top
        fixed.height == 30
        """.utf8), file: "t.layout"
    ).document
    let findings = Finding.truncations(in: document, solve: Self.solve, explains: false)
    #expect(findings.map(\.anchor) == ["body vertical", "fixed vertical"])
    #expect(
      findings.first?.fixes.first?.message
        == "give the text room to grow: put body and the views above and below it in a scroll"
        + " view, so that larger text scrolls instead of squeezing it, or let a view beside it"
        + " give way (a lower vertical compression resistance).")
    #expect(
      findings.last?.fixes.first?.message.hasPrefix("let fixed's height follow its text") == true)
  }

  @Test func theEngineAgreesWithTheRowModel() throws {
    let findings = Finding.truncations(
      in: try document("check/truncated-detail.layout"), solve: Self.solve)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(
      finding.message
        == "detail is laid out 70 pt narrower than its intrinsic width (80 pt instead of"
        + " 150 pt), so its content is clipped or truncated.")
    #expect(
      finding.notes.map(\.message) == [
        "title's horizontal compression resistance (1000) wins over detail's (250).",
        "It fits once the root view is at least 390 pt wide.",
      ])
    #expect(
      finding.fixes.map(\.message) == [
        "lower title's horizontal compression resistance below 250, or give the views"
          + " 70 pt more room."
      ])
  }

  @Test func autoresizingViewsAreNamedInTheFix() throws {
    let text = """
      view root frame=0,0,320,480
      view panel in=root frame=0,0,320,100 autoresizing=h=--&,v=--&
      panel.height == 120
      """
    let document = try LayoutFileParser.parse(Array(text.utf8), file: "a.layout").document
    let engine = try LayoutEngine(document: document)
    let findings = Finding.layoutConflicts(in: engine, solution: engine.solve())
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "autoresizing-conflict")
    #expect(finding.location.line == 3)
    #expect(
      finding.notes.map(\.message).prefix(2) == [
        "panel.height == 120 (broken)", "panel.height == 100 (autoresizing mask)",
      ])
    #expect(finding.farkasMultipliers == [-1, 1])
    #expect(
      finding.fixes.first?.text
        == "Set translatesAutoresizingMaskIntoConstraints = false on panel: while it is true,"
        + " UIKit turns the view's frame and autoresizing mask (h=--& v=--&) into required"
        + " constraints. Then the other constraints make panel 120 pt tall instead of 100 pt."
        + " Its mask also set the rest of its frame: give it constraints for that too.")
    #expect(finding.notes.map { $0.location?.line }.prefix(2) == [3, 2])
  }
}

extension FindingLayoutConflictTests {
  /// A box pinned by its leading, trailing and centre, and 300 pt wide, in a 375-pt root:
  /// UIKit breaks two constraints, the trailing pin (closing three minimal sets) and the
  /// width; one finding each, the trailing pin's naming the two other sets and the
  /// constraints they add. Before, four findings, three of them for the same broken pin.
  @Test func eachBrokenConstraintIsOneFindingWithItsOtherConflictsInANote() throws {
    let listing = """
      view root frame=0,0,375,100
      view box in=root
      box.leading == root.leading + 20
      box.trailing == root.trailing - 20
      box.centerX == root.centerX + 10
      box.width == 300
      box.top == root.top + 10
      box.height == 40
      """
    let document = try LayoutListingParser.parse(Array(listing.utf8), file: "box.layout")
    let engine = try LayoutEngine(document: document)
    let solution = engine.solve()
    #expect(solution.brokenConstraints.count == 2)
    let findings = Finding.layoutConflicts(in: engine, solution: solution)
    #expect(
      findings.map { $0.notes.filter { $0.message.hasSuffix("(broken)") }.map(\.message) } == [
        ["box.trailing == root.trailing - 20 (broken)"], ["box.width == 300 (broken)"],
      ])
    #expect(
      findings.map { $0.notes.last?.message ?? "" } == [
        "2 other minimal conflicts break the same constraint, between them adding line 6: box.width == 300;"
          + " line 1: root.width == 375 #UIView-Encapsulated-Layout-Width (root frame).",
        "Nearest app view: box.",
      ])
  }
}

extension FindingLayoutConflictTests {
  /// Two boxes too wide for the root, each pinned by both sides: the engine breaks one width
  /// per box, and each box's conflict names its own as the one UIKit would break. Before,
  /// every conflict named the first broken constraint: "UIKit would break b.width == 400 (line
  /// 11), which is not one of these 4" under box a's.
  @Test func eachConflictNamesTheConstraintBrokenInIt() throws {
    let engine = try LayoutEngine(document: try document("findings/two-widths.layout"))
    let solution = engine.solve()
    #expect(solution.brokenConstraints.count == 2)
    let analysis = Finding.layoutConflictAnalysis(engine: engine, solution: solution)
    let lines = analysis.conflicts.map { conflict in
      conflict.members.compactMap { analysis.subject.constraints[$0].location?.line }.sorted()
    }
    let explanations = Dictionary(
      zip(lines, analysis.conflicts.map(\.explanation)), uniquingKeysWith: { a, _ in a })
    #expect(
      explanations[[1, 4, 5, 6]]?.hasSuffix(
        "UIKit would break a.width == 500 (line 6), one of these 4.") == true)
    #expect(
      explanations[[1, 9, 10, 11]]?.hasSuffix(
        "UIKit would break b.width == 400 (line 11), one of these 4.") == true)
  }
}

extension FindingLayoutConflictTests {
  /// A misplaced frame's numbers are rounded alike, stored and solved, as conflict
  /// explanations round them. Before: "height 681.6666666666666 → 670.666667" (realib 22).
  @Test func aMisplacedFramesNumbersAreRoundedAlike() throws {
    let document = try document("findings/box-pins.layout")
    let misplacement = FrameMisplacement(
      view: "box", stored: LayoutRect(x: 0, y: 0, width: 414, height: 681.6666666666666),
      solved: LayoutRect(x: 0, y: 0, width: 414, height: 670.666667),
      changes: [
        FrameMisplacement.Change(
          component: .height, stored: 681.6666666666666, solved: 670.666667)
      ])
    #expect(
      MisplacementWording.message(misplacement, names: ItemNames(document: document))
        == "Frame for 'box' will be different at run time: height 681.667 → 670.667.")
  }
}

extension FindingLayoutConflictTests {
  /// Two independent conflicts: each one's fixes are checked with the constraint the engine
  /// breaks in the other left out, as at run time. Before, no fix of either was verified
  /// ("No change to one of the app's constraints alone lets ... hold: other conflicts
  /// remain"), although lowering a.width to 999 settles box a whatever happens to box b.
  @Test func eachConflictsFixesAreCheckedWithTheOtherBrokenConstraintLeftOut() throws {
    let engine = try LayoutEngine(document: try document("findings/two-widths.layout"))
    let analysis = Finding.layoutConflictAnalysis(engine: engine, solution: engine.solve())
    let line = { (index: Int) in analysis.subject.constraints[index].location?.line ?? 0 }
    var checked: [Int: String] = [:]
    for conflict in analysis.conflicts {
      let lines = Set(conflict.members.map(line))
      // The conflict between the two widths holds both broken constraints: nothing is left
      // out for it, and no single change settles it.
      if lines.isSuperset(of: [6, 11]) {
        #expect(conflict.suggestions.allSatisfy { !$0.isVerified })
        continue
      }
      let best = try #require(conflict.suggestions.first)
      #expect(best.isVerified)
      checked[line(best.constraint)] = best.effect
    }
    #expect(
      checked == [
        6: "Then a becomes 335 pt wide, 165 pt narrower than this constraint asks (500 pt).",
        11: "Then b becomes 335 pt wide, 65 pt narrower than this constraint asks (400 pt).",
      ])
  }
}

extension FindingLayoutConflictTests {
  /// A bar pinned to both the safe area's bottom and the root's: the 34 pt the summary
  /// needs is the device's safe-area inset, which no member states, so a remark names it.
  @Test func aConflictThroughTheSafeAreaNamesItsInset() throws {
    let engine = try LayoutEngine(document: try document("findings/safe-area-bottom.layout"))
    let analysis = Finding.layoutConflictAnalysis(engine: engine, solution: engine.solve())
    let conflict = try #require(analysis.conflicts.first)
    #expect(analysis.conflicts.count == 1)
    #expect(
      conflict.remarks.contains(
        "root.safeAreaLayoutGuide.bottom is 34 pt above root.bottom (its safe-area inset)."))
  }
}
