import LayoutEngine
import LayoutModel

extension Finding {
  /// One finding per constraint the engine broke (and per minimal conflict without one), for
  /// the first minimal conflict of the layout's required constraints that closes through it, found by the same
  /// analysis console reports get (`ConflictAnalysis`): the minimal set, its Farkas
  /// certificate, the explanation in points and fixes checked by re-solving. The constraint
  /// the engine breaks in each (UIKit keeps generated constraints and breaks the app's) is
  /// marked. The other minimal conflicts through the same broken constraint are a note on
  /// its finding, naming the constraints they add (realib 28 on a 13-inch iPad: two broken
  /// ratios closed 32 minimal sets, each its own error before).
  ///
  /// A conflict with a member that stands for an intrinsic length the reader estimated
  /// says so (`estimateNotes`). The finding is at the first member's line; generated members (intrinsic size,
  /// autoresizing mask, root frame) are named with what generated them. The anchor is the
  /// members' listing text (`LayoutConflictWording.anchor`), so it depends neither on line
  /// numbers nor on constraint order, nor on the root size a sweep lays the layout out at.
  public static func layoutConflicts(in engine: LayoutEngine, solution: LayoutSolution)
    -> [Finding]
  {
    guard !solution.brokenConstraints.isEmpty else { return [] }
    let analysis = layoutConflictAnalysis(engine: engine, solution: solution)
    let names = ItemNames(document: engine.document)
    let shown = shownConflicts(analysis, solution: solution)
    return shown.map { entry in
      var subject = analysis.subject
      if let brokenIndex = entry.broken { subject.brokenIndex = brokenIndex }
      let members = entry.conflict.members.map { subject.constraints[$0] }
      var finding = minimalConflict(
        entry.conflict, in: subject,
        notes: members.map {
          (LayoutConflictWording.member($0, names: subject.names), $0.location)
        },
        anchors: members.map(LayoutConflictWording.anchor).sorted(),
        brokenMark: " (broken)", fallbackLine: nil, file: engine.document.source)
      // A member standing for an estimated intrinsic length makes the conflict rest on it.
      finding.notes += estimateNotes(contentLengths(of: members), in: engine.document, names: names)
      guard !entry.others.isEmpty else { return finding }
      // UIKit breaks a constraint once and logs it once, whatever number of minimal sets it
      // closes: the others are one note on that finding, with the constraints they add.
      var added: [Int] = []
      for index in entry.others.joined()
      where !entry.conflict.members.contains(index) && !added.contains(index) {
        added.append(index)
      }
      finding.notes.append(
        Finding.Note(
          LayoutConflictWording.otherConflicts(
            count: entry.others.count,
            adding: added.map { analysis.subject.constraints[$0] }, names: names)))
      return finding
    } + unsearchedBreaks(analysis, solution: solution, shown: shown, engine: engine, names: names)
  }

  /// One finding for each constraint the engine broke that no shown conflict holds, when the
  /// search stopped at its budget (`ConflictAnalysis.isExhaustive` false): at the broken
  /// constraint, with the constraints the solver found it conflicting with (not a minimal
  /// set). Before, a layout with 40 independent conflicts gave 32 findings and no word of the
  /// other 8.
  static func unsearchedBreaks(
    _ analysis: ConflictAnalysis, solution: LayoutSolution,
    shown: [(conflict: LayoutConflict, broken: Int?, others: [[Int]])], engine: LayoutEngine,
    names: ItemNames
  ) -> [Finding] {
    guard !analysis.isExhaustive else { return [] }
    let unexplained = Set(analysis.unexplained(solution.brokenConstraints.map(\.index)))
    let constraints = engine.constraints
    return solution.brokenConstraints.filter { unexplained.contains($0.index) }.map { record in
      let members = [record.index] + record.conflictingWith
      let text = LayoutConflictWording.member(record.constraint, names: names)
      return Finding(
        rule: RuleDescriptor.forConflict(
          involvesAppConstraint: members.contains { constraints[$0].origin == .user },
          involvesAutoresizingMask: members.contains {
            constraints[$0].origin == .autoresizingMask
          }),
        message: LayoutConflictWording.unsearched(
          text, framework: engine.document.framework.name, shown: shown.count),
        location: record.constraint.location ?? SourceLocation(file: engine.document.source),
        notes: members.map {
          Finding.Note(
            LayoutConflictWording.member(constraints[$0], names: names)
              + ($0 == record.index ? " (broken)" : ""),
            at: constraints[$0].location)
        },
        anchor: Fingerprint.anchor(
          members.map { LayoutConflictWording.anchor(constraints[$0]) }.sorted()))
    }
  }

  /// The minimal conflicts of `analysis` a layout's findings and pictures show: one through
  /// each constraint the engine broke (`broken`), the first not already shown for an earlier
  /// broken constraint (one through no other broken constraint first), with the members of
  /// the others through it (`others`), and each conflict through none; in the analysis's
  /// order. UIKit logs each constraint it breaks once:
  /// realib 28 on a 13-inch iPad breaks three ratios, and the third's conflicts all hold one of
  /// the first two as well, so it had no finding of its own (2 errors for 3 breaks).
  public static func shownConflicts(_ analysis: ConflictAnalysis, solution: LayoutSolution)
    -> [(conflict: LayoutConflict, broken: Int?, others: [[Int]])]
  {
    let broken = solution.brokenConstraints.map(\.index)
    // The conflict shown for each broken constraint, by conflict position.
    var chosen: [Int: Int] = [:]
    for index in broken {
      // Best one that no other broken constraint closes too.
      let open = analysis.conflicts.indices.filter {
        chosen[$0] == nil && analysis.conflicts[$0].members.contains(index)
      }
      let own = open.first { position in
        !broken.contains { $0 != index && analysis.conflicts[position].members.contains($0) }
      }
      if let position = own ?? open.first { chosen[position] = index }
    }
    var result: [(conflict: LayoutConflict, broken: Int?, others: [[Int]])] = []
    // The entry shown for each broken constraint, by its index.
    var shown: [Int: Int] = [:]
    var folded: [LayoutConflict] = []
    for (position, conflict) in analysis.conflicts.enumerated() {
      if let index = chosen[position] {
        shown[index] = result.count
        result.append((conflict, index, []))
      } else if broken.contains(where: conflict.members.contains) {
        folded.append(conflict)
      } else {
        result.append((conflict, nil, []))
      }
    }
    for conflict in folded {
      // Every broken member has its entry: the first of them takes the conflict.
      if let index = broken.first(where: { conflict.members.contains($0) && shown[$0] != nil }),
        let entry = shown[index]
      {
        result[entry].others.append(conflict.members)
      }
    }
    return result
  }

  /// The conflict analysis of a built layout: the constraints the engine had to break seed
  /// the search in large layouts; each conflict is described with the first of them it holds
  /// as the broken one (`ConflictSubject.alsoBroken`).
  public static func layoutConflictAnalysis(engine: LayoutEngine, solution: LayoutSolution)
    -> ConflictAnalysis
  {
    let seeds = solution.brokenConstraints.map { [$0.index] + $0.conflictingWith }
    var subject = ConflictSubject(
      engine: engine, brokenIndex: solution.brokenConstraints.first?.index)
    subject.alsoBroken = solution.brokenConstraints.dropFirst().map(\.index)
    return ConflictAnalysis(subject: subject, seeds: seeds)
  }
}
