// Reports given out one report late, so that a cascade (FORMAT-NOTES H, 318.log) becomes one
// report: UIKit broke a constraint, found the conflict again and reported the same list less
// the constraint it had broken, and so on until the layout held.
extension ConsoleLogReader {
  /// The key a listed constraint is matched by across the reports of a cascade: its address,
  /// or its text when it has none.
  static func cascadeKey(_ constraint: ConsoleLogConstraint) -> String {
    constraint.parsed.address ?? constraint.text
  }

  /// Whether `report` can start a cascade: a complete report that names a listed constraint as
  /// broken.
  static func mayStartCascade(_ report: ConsoleLogReport) -> Bool {
    report.kind == .unsatisfiableConstraints && report.isComplete && report.cascade.isEmpty
      && report.brokenConstraintIndex != nil
  }

  /// `report` as the next step of the cascade whose last list is `last` (the held report, or
  /// the last report merged into it): a complete report of the same platform whose list holds
  /// only constraints `last` listed, without the one `last` broke; `nil` otherwise (a repeat
  /// that lists the broken constraint again is a repeat, not a step).
  static func cascadeStep(
    _ report: ConsoleLogReport, after last: ConsoleLogReport, first: ConsoleLogReport
  ) -> ConsoleLogCascadeStep? {
    guard report.kind == .unsatisfiableConstraints, report.isComplete,
      report.platform == last.platform, let broken = last.brokenConstraintIndex
    else { return nil }
    let brokenKey = cascadeKey(last.constraints[broken])
    var earlier = Set(last.constraints.map(cascadeKey))
    earlier.remove(brokenKey)
    guard report.constraints.allSatisfy({ earlier.contains(cascadeKey($0)) }) else { return nil }
    let listed = report.constraints.compactMap(first.index(of:))
    guard listed.count == report.constraints.count else { return nil }
    return ConsoleLogCascadeStep(
      line: report.line, endLine: report.endLine, listed: listed,
      brokenConstraint: report.brokenConstraint)
  }

  /// Gives out `report`, one report late: it joins the held report's cascade when it
  /// continues it; otherwise the held report is given out, and `report` is held when it can
  /// start a cascade.
  mutating func give(_ report: ConsoleLogReport) {
    if var held = heldReport, let last = cascadeLast,
      let step = Self.cascadeStep(report, after: last, first: held)
    {
      held.cascade.append(step)
      held.endLine = report.endLine
      heldReport = held
      cascadeLast = Self.mayStartCascade(report) ? report : nil
      lastReport = report
      if cascadeLast == nil { flushHeld() }
      return
    }
    flushHeld()
    if Self.mayStartCascade(report) {
      heldReport = report
      cascadeLast = report
    } else {
      output.append(.report(report))
    }
    lastReport = report
  }

  /// Gives out the held report, if any.
  mutating func flushHeld() {
    guard let held = heldReport else { return }
    output.append(.report(held))
    heldReport = nil
    cascadeLast = nil
  }

  /// Gives out `entry` after the held report.
  mutating func emit(_ entry: ConsoleLogEntry) {
    flushHeld()
    output.append(entry)
  }
}
