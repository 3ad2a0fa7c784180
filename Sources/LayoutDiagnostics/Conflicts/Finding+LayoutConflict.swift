import LayoutEngine
import LayoutModel

extension Finding {
  /// One finding per minimal conflict of a layout's required constraints, found by the same
  /// analysis console reports get (`ConflictAnalysis`): the minimal set, its Farkas
  /// certificate, the explanation in points and fixes checked by re-solving. The constraint
  /// the engine breaks in each (UIKit keeps generated constraints and breaks the app's) is
  /// marked.
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
    let broken = solution.brokenConstraints.map(\.index)
    return analysis.conflicts.map { conflict in
      // Each independent conflict has a constraint of its own that the engine broke.
      var subject = analysis.subject
      if let index = broken.first(where: conflict.members.contains) {
        subject.brokenIndex = index
      }
      let members = conflict.members.map { subject.constraints[$0] }
      var finding = minimalConflict(
        conflict, in: subject,
        notes: members.map {
          (LayoutConflictWording.member($0, names: subject.names), $0.location?.line)
        },
        anchors: members.map(LayoutConflictWording.anchor).sorted(),
        brokenMark: " (broken)", fallbackLine: nil, file: engine.document.source)
      // A member standing for an estimated intrinsic length makes the conflict rest on it.
      finding.notes += estimateNotes(
        contentLengths(of: members), in: engine.document,
        names: ItemNames(document: engine.document))
      return finding
    }
  }

  /// The conflict analysis of a built layout: the constraints the engine had to break seed
  /// the search in large layouts; the first broken one is the one reported as broken.
  public static func layoutConflictAnalysis(engine: LayoutEngine, solution: LayoutSolution)
    -> ConflictAnalysis
  {
    let seeds = solution.brokenConstraints.map { [$0.index] + $0.conflictingWith }
    let subject = ConflictSubject(
      engine: engine, brokenIndex: solution.brokenConstraints.first?.index)
    return ConflictAnalysis(subject: subject, seeds: seeds)
  }
}
