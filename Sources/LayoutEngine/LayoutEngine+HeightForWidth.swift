import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// The content-size constraints of one wrapping view: indices in `constraints` of the width
  /// pair and the height pair (hugging `<=`, compression resistance `>=`).
  struct WrappingSlots {
    var view: Int
    var width: [Int] = []
    var height: [Int] = []
  }

  /// The intrinsic size a view starts with: a wrapping view's one-line size (its samples give no
  /// width, so the listing's intrinsic width stands), otherwise its intrinsic size.
  static func initialIntrinsicSize(of view: View) -> IntrinsicContentSize {
    guard let wrapping = view.wrapping else { return view.intrinsicContentSize }
    let oneLine = wrapping.oneLineSize
    return IntrinsicContentSize(
      width: oneLine.width ?? view.intrinsicContentSize.width, height: oneLine.height)
  }

  /// Runs the height-for-width passes: solve, give each wrapping view the intrinsic size for
  /// its solved width (`TextWrapping`), re-solve, until no intrinsic size changes or
  /// `HeightForWidth.passLimit` passes; a repeated state or the limit is a feedback loop. The
  /// document's wrapping views then carry the intrinsic size of the last pass.
  ///
  /// - Throws: `LayoutEngineError.solver` if the solver refuses a constant.
  /// - Complexity: per pass, one `setConstant` per changed constant (dual simplex from the
  ///   previous optimum), plus reading each wrapping view's width.
  func settleHeightForWidth() throws(LayoutEngineError) {
    let views = document.hierarchy.views
    let slots = wrappingSlots()
    guard !slots.isEmpty else { return }
    var record = HeightForWidth()
    var sizes = slots.map { Self.initialIntrinsicSize(of: views[$0.view]) }
    var entries = zip(slots, sizes).map { slot, size in
      HeightForWidth.Entry(
        view: views[slot.view].id, width: nil, intrinsicContentSize: size, isExtrapolated: false,
        pass: 1)
    }
    var states: [[Double]] = [Self.state(sizes)]
    var solved: [[(width: Double, height: Double)]] = []
    var pass = 1
    while true {
      solver.updateVariables()
      let frames = slots.map { slot in
        let frame = viewVariables[slot.view]
        return (width: solver.value(of: frame.width), height: solver.value(of: frame.height))
      }
      solved.append(frames)
      var next = sizes
      var heights: [TextWrapping.Height?] = []
      for (index, slot) in slots.enumerated() {
        let wrapping = views[slot.view].wrapping ?? TextWrapping()
        let width = frames[index].width
        let height = wrapping.height(atWidth: width)
        heights.append(height)
        if let height { next[index].height = height.height }
        if let intrinsicWidth = wrapping.intrinsicWidth(atWidth: width) {
          next[index].width = intrinsicWidth
        }
      }
      let state = Self.state(next)
      if Self.same(state, states[states.count - 1]) { break }
      guard pass < HeightForWidth.passLimit else {
        record.loop = loop(slots, solved: solved, from: 0, repeats: false)
        break
      }
      pass += 1
      for (index, slot) in slots.enumerated() {
        try setIntrinsicSize(next[index], of: slot, was: sizes[index])
        if next[index] != sizes[index] {
          entries[index].pass = pass
          entries[index].width = frames[index].width
          entries[index].isExtrapolated = heights[index]?.isExtrapolated ?? false
          entries[index].intrinsicContentSize = next[index]
        }
      }
      sizes = next
      if let first = states.firstIndex(where: { Self.same($0, state) }) {
        // The constants are those of pass `first + 1` again: from here the passes repeat.
        solver.updateVariables()
        record.loop = loop(slots, solved: solved, from: first, repeats: true)
        break
      }
      states.append(state)
    }
    record.passes = pass
    record.entries = entries
    heightForWidth = record
    updateDocumentIntrinsicSizes(slots.map(\.view), sizes)
  }

  /// Puts every wrapping view back at its one-line size (pass 1), for a new root size.
  func resetWrappingToOneLine() throws(LayoutEngineError) {
    let views = document.hierarchy.views
    for slot in wrappingSlots() {
      let current = IntrinsicContentSize(
        width: slot.width.first.map { constraints[$0].constant },
        height: slot.height.first.map { constraints[$0].constant })
      try setIntrinsicSize(Self.initialIntrinsicSize(of: views[slot.view]), of: slot, was: current)
    }
  }

  /// The wrapping views' content-size constraints among the generated ones, in view order;
  /// found once per engine (the generated constraints and the wrapping views never change).
  private func wrappingSlots() -> [WrappingSlots] {
    if let cached = wrappingSlotsCache { return cached }
    let slots = findWrappingSlots()
    wrappingSlotsCache = slots
    return slots
  }

  private func findWrappingSlots() -> [WrappingSlots] {
    let hierarchy = document.hierarchy
    var byView: [Int: WrappingSlots] = [:]
    for index in document.constraints.count..<constraints.count {
      let constraint = constraints[index]
      guard constraint.origin == .contentSize, case .view(let id) = constraint.first.item,
        let view = hierarchy.viewIndex(of: id), hierarchy.views[view].wrapping != nil
      else { continue }
      var slot = byView[view] ?? WrappingSlots(view: view)
      if constraint.first.attribute == .width {
        slot.width.append(index)
      } else {
        slot.height.append(index)
      }
      byView[view] = slot
    }
    return byView.values.sorted { $0.view < $1.view }
  }

  /// Changes the constants of a view's content-size constraints from `old` to `size`.
  private func setIntrinsicSize(
    _ size: IntrinsicContentSize, of slot: WrappingSlots, was old: IntrinsicContentSize
  ) throws(LayoutEngineError) {
    for (axis, indices) in [(LayoutAxis.horizontal, slot.width), (.vertical, slot.height)] {
      guard let value = size[axis], value != old[axis] else { continue }
      for index in indices {
        constraints[index].constant = value
        guard let id = constraintIDs[index] else { continue }
        let linear = try linearConstraint(constraints[index], tag: index)
        try solverCall(at: constraints[index].location) {
          try solver.setConstant(id, linear.expression.constant)
        }
      }
    }
  }

  /// The loop from pass `first` (0-based) to the last solved pass.
  private func loop(
    _ slots: [WrappingSlots], solved: [[(width: Double, height: Double)]], from first: Int,
    repeats: Bool
  ) -> HeightForWidth.FeedbackLoop {
    let cycle = Array(solved[first...])
    var views: [String] = []
    var values: [[HeightForWidth.LoopValue]] = []
    var constraintSet = Set<Int>()
    for (index, slot) in slots.enumerated() {
      let widths = cycle.map { $0[index].width }
      let heights = cycle.map { $0[index].height }
      let changes = { (list: [Double]) in
        list.contains { abs($0 - list[0]) > TextWrapping.tolerance }
      }
      guard changes(widths) || changes(heights) else { continue }
      views.append(document.hierarchy.views[slot.view].id)
      values.append(
        cycle.enumerated().map { offset, frame in
          HeightForWidth.LoopValue(
            pass: first + offset + 1, width: frame[index].width, height: frame[index].height)
        })
      let frame = viewVariables[slot.view]
      for variable in [frame.width, frame.height] {
        for id in solver.determiningConstraints(of: variable) {
          if let constraint = constraintIndex(of: id) { constraintSet.insert(constraint) }
        }
      }
    }
    return HeightForWidth.FeedbackLoop(
      views: views, constraints: constraintSet.sorted(), values: values, repeats: repeats)
  }

  /// Gives the document's wrapping views the intrinsic sizes of the last pass, so that what
  /// reads the document (truncation) compares frames with them.
  private func updateDocumentIntrinsicSizes(_ indices: [Int], _ sizes: [IntrinsicContentSize]) {
    document.hierarchy.setIntrinsicContentSizes(sizes, ofViewsAt: indices)
  }

  /// The intrinsic sizes as one vector (absent dimensions as -1), for comparing passes.
  private static func state(_ sizes: [IntrinsicContentSize]) -> [Double] {
    sizes.flatMap { [$0.width ?? -1, $0.height ?? -1] }
  }

  private static func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= TextWrapping.tolerance }
  }
}
