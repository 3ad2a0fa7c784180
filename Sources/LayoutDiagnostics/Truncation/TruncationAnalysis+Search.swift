import LayoutModel

extension TruncationAnalysis {
  /// The re-solving experiments for one truncated view on one axis.
  struct Search {
    let document: LayoutDocument
    let view: View
    let axis: LayoutAxis
    let solve: Solve

    /// The view's size on the axis in a variant of the document, or `nil` if unsolvable.
    func size(in variant: LayoutDocument, rootSize: Double? = nil) -> Double? {
      let frames =
        axis == .horizontal
        ? solve(variant, rootSize, nil) : solve(variant, nil, rootSize)
      return frames?[view.id].map { TruncationAnalysis.size($0, axis) }
    }

    /// What took the space: relaxing it lets the view grow.
    func winners(baseline: Double) -> [Winner] {
      var winners: [Winner] = []
      var budget = TruncationAnalysis.candidateLimit
      let resistance = view.contentCompressionResistancePriority[axis]
      let others = document.hierarchy.views.filter {
        $0.id != view.id && !$0.isHidden && $0.intrinsicContentSize[axis] != nil
          && $0.contentCompressionResistancePriority[axis] > resistance
      }
      for other in others.sorted(by: strongerFirst) where budget > 0 {
        budget -= 1
        guard let variant = relaxingResistance(of: other.id),
          let grown = size(in: variant), grown > baseline + TruncationAnalysis.tolerance
        else { continue }
        winners.append(
          .compressionResistance(
            view: other.id, priority: other.contentCompressionResistancePriority[axis]))
      }
      for index in candidateConstraints() where budget > 0 {
        budget -= 1
        var variant = document
        variant.constraints.remove(at: index)
        guard let grown = size(in: variant), grown > baseline + TruncationAnalysis.tolerance
        else { continue }
        winners.append(.constraint(index: index))
      }
      return winners
    }

    /// Other views' resistance: highest priority first, then view order.
    private func strongerFirst(_ a: View, _ b: View) -> Bool {
      let pa = a.contentCompressionResistancePriority[axis]
      let pb = b.contentCompressionResistancePriority[axis]
      if pa != pb { return pa > pb }
      return (document.hierarchy.viewIndex(of: a.id) ?? 0)
        < (document.hierarchy.viewIndex(of: b.id) ?? 0)
    }

    /// The document with `id`'s compression resistance on the axis lowered to 1, so that it
    /// no longer competes.
    private func relaxingResistance(of id: String) -> LayoutDocument? {
      var views = document.hierarchy.views
      guard let index = views.firstIndex(where: { $0.id == id }) else { return nil }
      views[index].contentCompressionResistancePriority[axis] = LayoutPriority(1)
      guard let hierarchy = try? ViewHierarchy(views: views, guides: document.hierarchy.guides)
      else { return nil }
      var variant = document
      variant.hierarchy = hierarchy
      return variant
    }

    /// Active written constraints on the axis that touch the view, a sibling or the
    /// superview: non-required ones first (a preference that beat the resistance), then
    /// required ones, each group in input order.
    private func candidateConstraints() -> [Int] {
      let superview = view.superview
      let neighbourhood = Set(
        document.hierarchy.views.filter { $0.superview == superview }.map(\.id)
          + (superview.map { [$0] } ?? []))
      let touching = document.constraints.indices.filter { index in
        let constraint = document.constraints[index]
        guard constraint.isActive, constraint.firstAttribute.axis == axis else { return false }
        let items = constraint.items.map(\.id)
        return items.contains { neighbourhood.contains($0) }
      }
      let optional = touching.filter { !document.constraints[$0].priority.isRequired }
      let required = touching.filter { document.constraints[$0].priority.isRequired }
      return optional + required
    }

    /// The smallest root size along the axis at which the view reaches its intrinsic size;
    /// `nil` beyond the search limit or when the view has no root with a frame.
    ///
    /// Doubling then bisecting brackets the size to 0.01 pt. Below it the view's size is a
    /// linear function of the root's (one solver basis), so the line through two solves just
    /// below the bracket meets the intrinsic size at the exact threshold: 149.5 pt where the
    /// constraints' arithmetic gives 149.5, not the bracket's top rounded up (149.51). The exact
    /// value is used when the view fits there; otherwise the bracket's top, rounded up to 0.01
    /// pt so that the size named still fits. Either way the value is rounded as every reported
    /// length is (`roundedPoints`).
    func fitsFromRootSize(rootFrames: [String: LayoutRect]) -> Double? {
      guard let intrinsic = view.intrinsicContentSize[axis],
        let root = rootID(), let rootFrame = rootFrames[root]
      else { return nil }
      func fits(_ size: Double) -> Bool {
        guard let solved = self.size(in: document, rootSize: size) else { return false }
        return solved >= intrinsic - TruncationAnalysis.tolerance
      }
      var low = TruncationAnalysis.size(rootFrame, axis)
      // At least a point above the root's size: doubling a root 0 pt long (`--size 0x200`)
      // stayed at 0 for ever.
      var high = max(low * 2, low + (intrinsic - (self.size(in: document) ?? 0)) + 1, low + 1)
      while !fits(high) {
        low = high
        high = max(high * 2, high + 1)
        if high > TruncationAnalysis.searchLimit { return nil }
      }
      while high - low > 0.01 {
        let middle = (low + high) / 2
        if fits(middle) { high = middle } else { low = middle }
      }
      if let exact = linearThreshold(below: low, intrinsic: intrinsic), exact <= high,
        fits(exact)
      {
        return exact
      }
      let rounded = (high * 100).rounded(.up) / 100
      return roundedPoints(abs(rounded - rounded.rounded()) < 0.011 ? rounded.rounded() : rounded)
    }

    /// Where the line through the view's sizes at root sizes `low - 0.01` and `low` reaches
    /// `intrinsic`, rounded with `roundedPoints`; `nil` when a solve fails or the size does
    /// not grow with the root.
    private func linearThreshold(below low: Double, intrinsic: Double) -> Double? {
      let step = 0.01
      guard let near = self.size(in: document, rootSize: low),
        let far = self.size(in: document, rootSize: low - step)
      else { return nil }
      let slope = (near - far) / step
      guard slope > TruncationAnalysis.tolerance else { return nil }
      let threshold = roundedPoints(low + (intrinsic - near) / slope)
      return threshold >= low ? threshold : nil
    }

    /// The root view of the truncated view's tree.
    private func rootID() -> String? {
      guard var index = document.hierarchy.viewIndex(of: view.id) else { return nil }
      while let parent = document.hierarchy.superviewIndices[index] { index = parent }
      return document.hierarchy.views[index].id
    }
  }
}
