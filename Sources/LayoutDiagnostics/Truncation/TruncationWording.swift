import LayoutModel

/// The wording of truncation findings.
enum TruncationWording {
  /// The winners worth naming: other views' resistance and optional constraints when there
  /// are any, otherwise the required constraints.
  static func mainWinners(_ t: TruncationAnalysis.Truncation, _ document: LayoutDocument)
    -> [TruncationAnalysis.Winner]
  {
    let competing = t.winners.filter { winner in
      if case .constraint(let index) = winner {
        return !document.constraints[index].priority.isRequired
      }
      return true
    }
    return competing.isEmpty ? t.winners : competing
  }

  /// Sizes are rounded as conflict explanations round them (`ConflictWording.points`): a
  /// scaled text's size has more digits than anyone reads.
  static func message(_ t: TruncationAnalysis.Truncation, names: ItemNames) -> String {
    let points = ConflictWording.points
    let (smaller, dimension) = t.axis == .horizontal ? ("narrower", "width") : ("shorter", "height")
    return
      "\(names.view(t.view)) is laid out \(points(t.shortfall)) \(smaller) than its intrinsic"
      + " \(dimension) (\(points(t.solved)) instead of \(points(t.intrinsic))),"
      + " so its content is clipped or truncated."
  }

  static func winner(
    _ winner: TruncationAnalysis.Winner, _ t: TruncationAnalysis.Truncation,
    _ document: LayoutDocument, names: ItemNames
  ) -> Finding.Note {
    let view = names.view(t.view)
    switch winner {
    case .compressionResistance(let other, let priority):
      return Finding.Note(
        "\(names.view(other))'s \(t.axis.rawValue) compression resistance (\(priority)) wins"
          + " over \(view)'s (\(t.compressionResistance)).",
        at: document.hierarchy.view(other)?.location)
    case .constraint(let index):
      let constraint = document.constraints[index]
      let strength =
        constraint.priority.isRequired
        ? "a required constraint"
        : "priority \(constraint.priority), above \(view)'s"
          + " compression resistance (\(t.compressionResistance))"
      return Finding.Note(
        "\(names.line(constraint)) takes the space (\(strength)).",
        at: constraint.provenance.location)
    }
  }

  /// The fix for a text that is cut once it grows (a larger content size category, a longer
  /// translation), as Apple's Dynamic Type guidance gives it: let it take more lines, or let
  /// the views beside it give way, rather than tuning priorities for one text size.
  ///
  /// Vertically, a view whose own height a constraint fixes (at or above its compression
  /// resistance) is told to let its height follow its text; one without (its neighbours and
  /// the root leave it too little height) and in no scroll view to scroll: Apple's guidance
  /// puts content that larger text makes taller than the screen in a scroll view. Before, a
  /// label with no height constraint was told to drop its "fixed height".
  static func growthFix(
    _ t: TruncationAnalysis.Truncation, names: ItemNames, document: LayoutDocument? = nil
  ) -> String {
    let view = names.view(t.view)
    guard t.axis == .horizontal else {
      let fixed =
        document.map { hasOwnLength(t.view, .height, atLeast: t.compressionResistance, $0) }
        ?? true
      let scrolls = document?.hierarchy.isInScrollView(t.view) ?? true
      guard fixed || scrolls else {
        return "give the text room to grow: put \(view) and the views above and below it in a"
          + " scroll view, so that larger text scrolls instead of squeezing it, or let a view"
          + " beside it give way (a lower vertical compression resistance)."
      }
      return "let \(view)'s height follow its text (no fixed height, or one at a lower"
        + " priority than its vertical compression resistance), so that larger text moves"
        + " the views below it down."
    }
    return "let \(view) take more lines (numberOfLines 0) so that larger text wraps, or let"
      + " the views beside it give way at large sizes (a horizontal stack turned vertical when"
      + " the content size category is an accessibility one)."
  }

  /// Whether an active constraint of `document` at `priority` or above sets `view`'s
  /// `attribute` (a size) alone: to a constant, or to another view's size.
  static func hasOwnLength(
    _ view: String, _ attribute: LayoutAttribute, atLeast priority: LayoutPriority,
    _ document: LayoutDocument
  ) -> Bool {
    document.constraints.contains { constraint in
      guard constraint.isActive, constraint.priority >= priority, constraint.compound == nil
      else { return false }
      let own = LayoutAnchor(.view(view), attribute)
      if constraint.first == own, constraint.relation != .greaterThanOrEqual {
        return constraint.second.map { $0.attribute.isSize } ?? true
      }
      if constraint.second == own, constraint.relation != .lessThanOrEqual {
        return constraint.first.attribute.isSize
      }
      return false
    }
  }

  static func fit(_ t: TruncationAnalysis.Truncation) -> String {
    let dimension = t.axis == .horizontal ? "wide" : "tall"
    guard let size = t.fitsFromRootSize else {
      return "It does not fit however \(dimension) the root view is (checked up to"
        + " \(formatPoints(TruncationAnalysis.searchLimit)) pt)."
    }
    return "It fits once the root view is at least \(formatPoints(size)) pt \(dimension)."
  }

  static func fix(
    _ t: TruncationAnalysis.Truncation, _ document: LayoutDocument, names: ItemNames? = nil
  ) -> String? {
    guard let first = t.winners.first else { return nil }
    let names = names ?? ItemNames(document: document)
    let view = names.view(t.view)
    switch first {
    case .compressionResistance(let other, let priority):
      let other = names.view(other)
      if priority.rawValue < 1000 {
        return "give \(view) \(t.axis.rawValue) compression resistance"
          + " \(formatPoints(priority.rawValue + 1)), or lower \(other)'s below"
          + " \(t.compressionResistance), to choose which view gives way."
      }
      return "lower \(other)'s \(t.axis.rawValue) compression resistance below"
        + " \(t.compressionResistance), or give the views \(formatPoints(t.shortfall)) pt more"
        + " room."
    case .constraint(let index):
      let constraint = document.constraints[index]
      if constraint.priority.isRequired {
        return "give \(view) \(ConflictWording.points(t.shortfall)) more room, or relax"
          + " \(names.line(constraint))."
      }
      return "lower the priority of \(names.line(constraint)) below"
        + " \(t.compressionResistance)."
    }
  }

  /// `'Title' reaches 12 pt past the root view's right edge with its text at XXL, …`: the
  /// `clipped-content` message for a view `distance` points past the root's `edge`.
  static func clipped(
    _ view: String, by distance: Double, past edge: LayoutAttribute, at variant: TextVariant
  ) -> String {
    "\(view) reaches \(ConflictWording.points(distance)) past the root view's"
      + " \(edge.rawValue) edge with its text at \(variant), where no scroll view holds"
      + " it, so part of it is off the screen; with the layout's own text it fits."
  }

  static let clippedFix =
    "put the content in a scroll view, or let the text wrap (numberOfLines 0) and the"
    + " views around it give way, so that larger text moves the content down rather"
    + " than off the screen."
}
