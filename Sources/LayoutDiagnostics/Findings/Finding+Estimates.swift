import LayoutModel

extension Finding {
  /// The notes saying which estimated intrinsic lengths a finding rests on: one per view and
  /// axis of `lengths` whose intrinsic length the input does not state but the reader
  /// estimated (`View.estimatedIntrinsicAxes`: an Interface Builder label's width from its
  /// font and text where no stored frame measures it), in the order given, each once.
  ///
  /// `It rests on an estimated intrinsic width of 'Title' (no measurement in the document).`,
  /// so that the user can discount a finding that a real measurement might remove.
  /// - Parameters:
  ///   - lengths: the views (ids) and axes whose intrinsic lengths the finding depends on.
  ///   - document: the layout the views are in.
  ///   - names: how the finding names views.
  static func estimateNotes(
    _ lengths: [(view: String, axis: LayoutAxis)], in document: LayoutDocument, names: ItemNames
  ) -> [Note] {
    var seen = Set<String>()
    return lengths.compactMap { length in
      guard let view = document.hierarchy.view(length.view),
        view.estimatedIntrinsicAxes.contains(length.axis),
        seen.insert("\(length.view) \(length.axis.rawValue)").inserted
      else { return nil }
      return Note(
        FindingWording.restsOnEstimate(length.axis, of: names.view(length.view)),
        at: view.location)
    }
  }

  /// The views and axes whose intrinsic length one of `constraints` stands for (a hugging,
  /// compression-resistance or intrinsic-size constraint, `origin == .contentSize`), in order:
  /// what a finding made of those constraints rests on (`estimateNotes`).
  static func contentLengths(of constraints: [LayoutConstraint]) -> [(
    view: String, axis: LayoutAxis
  )] {
    constraints.compactMap { constraint in
      guard constraint.origin == .contentSize, case .view(let id) = constraint.first.item,
        let axis = constraint.first.attribute.axis
      else { return nil }
      return (id, axis)
    }
  }
}
