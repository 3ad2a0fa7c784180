/// Views and app-defined guides, checked and indexed: ids are unique, every superview and
/// owning view exists, and the superview chains end at root views.
///
/// Views keep their input order, which is also the order of output.
public struct ViewHierarchy: Sendable {
  /// The views, in input order.
  public private(set) var views: [View]
  /// The app's layout guides, in input order.
  public let guides: [LayoutGuide]
  /// For each view, the index of its superview in `views`, or `nil` for a root.
  public let superviewIndices: [Int?]
  /// For each view, the indices of its subviews, in input order.
  public let subviewIndices: [[Int]]
  /// The indices of the root views (no superview), in input order.
  public let rootIndices: [Int]
  private let viewIndexByID: [String: Int]
  private let guideIndexByID: [String: Int]

  /// An empty hierarchy.
  public init() {
    views = []
    guides = []
    superviewIndices = []
    subviewIndices = []
    rootIndices = []
    viewIndexByID = [:]
    guideIndexByID = [:]
  }

  /// Checks and indexes `views` and `guides`.
  ///
  /// - Throws: `LayoutModelError` with `.duplicateID` (an id used twice among views and
  ///   guides), `.unknownSuperview`, `.unknownOwningView` or `.superviewCycle`, located at the
  ///   offending view or guide.
  /// - Complexity: O(n) in the number of views and guides.
  public init(views: [View], guides: [LayoutGuide] = []) throws(LayoutModelError) {
    var viewIndexByID = [String: Int](minimumCapacity: views.count)
    for (index, view) in views.enumerated() {
      if let previous = viewIndexByID.updateValue(index, forKey: view.id) {
        throw LayoutModelError(
          .duplicateID(view.id, previous: views[previous].location), at: view.location)
      }
    }
    var guideIndexByID = [String: Int](minimumCapacity: guides.count)
    for (index, guide) in guides.enumerated() {
      if let previous = viewIndexByID[guide.id] {
        throw LayoutModelError(
          .duplicateID(guide.id, previous: views[previous].location), at: guide.location)
      }
      if let previous = guideIndexByID.updateValue(index, forKey: guide.id) {
        throw LayoutModelError(
          .duplicateID(guide.id, previous: guides[previous].location), at: guide.location)
      }
      if viewIndexByID[guide.owningView] == nil {
        throw LayoutModelError(
          .unknownOwningView(guide.owningView, guide: guide.id), at: guide.location)
      }
    }
    var superviewIndices = [Int?](repeating: nil, count: views.count)
    var subviewIndices = [[Int]](repeating: [], count: views.count)
    var rootIndices: [Int] = []
    for (index, view) in views.enumerated() {
      guard let superview = view.superview else {
        rootIndices.append(index)
        continue
      }
      guard let parent = viewIndexByID[superview] else {
        throw LayoutModelError(.unknownSuperview(superview, view: view.id), at: view.location)
      }
      superviewIndices[index] = parent
      subviewIndices[parent].append(index)
    }
    if let cycle = Self.firstCycle(superviewIndices) {
      let ids = cycle.map { views[$0].id }
      throw LayoutModelError(.superviewCycle(ids), at: views[cycle[0]].location)
    }
    self.views = views
    self.guides = guides
    self.superviewIndices = superviewIndices
    self.subviewIndices = subviewIndices
    self.rootIndices = rootIndices
    self.viewIndexByID = viewIndexByID
    self.guideIndexByID = guideIndexByID
  }

  /// The first loop in the superview chains, as view indices starting at the loop's
  /// earliest-declared view, or `nil`.
  private static func firstCycle(_ parents: [Int?]) -> [Int]? {
    // 0 = unvisited, 1 = on the current chain, 2 = known to reach a root.
    var state = [UInt8](repeating: 0, count: parents.count)
    for start in parents.indices where state[start] == 0 {
      var chain: [Int] = []
      var current: Int? = start
      while let index = current, state[index] == 0 {
        state[index] = 1
        chain.append(index)
        current = parents[index]
      }
      if let index = current, state[index] == 1, let begin = chain.firstIndex(of: index) {
        let loop = Array(chain[begin...])
        let first = loop.indices.min { loop[$0] < loop[$1] } ?? 0
        return Array(loop[first...] + loop[..<first])
      }
      for index in chain { state[index] = 2 }
    }
    return nil
  }

  /// The index in `views` of the view with `id`, or `nil`.
  public func viewIndex(of id: String) -> Int? { viewIndexByID[id] }

  /// The view with `id`, or `nil`.
  public func view(_ id: String) -> View? { viewIndexByID[id].map { views[$0] } }

  /// The index in `guides` of the app's guide with `id`, or `nil`.
  public func guideIndex(of id: String) -> Int? { guideIndexByID[id] }

  /// The app's guide with `id`, or `nil`.
  public func guide(_ id: String) -> LayoutGuide? { guideIndexByID[id].map { guides[$0] } }

  /// The item a bare id names: `.view(id)` or `.guide(id)`, or `nil` if neither exists.
  public func item(named id: String) -> LayoutItem? {
    if viewIndexByID[id] != nil { return .view(id) }
    if guideIndexByID[id] != nil { return .guide(id) }
    return nil
  }

  /// Whether `item` exists: its view, or its guide, is in the hierarchy.
  public func contains(_ item: LayoutItem) -> Bool {
    switch item {
    case .guide(let id): return guideIndexByID[id] != nil
    case .view(let id), .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
      return viewIndexByID[id] != nil
    }
  }

  /// The views in depth-first order (each view before its subviews, siblings in input order),
  /// with their depth (0 for roots), as `recursiveDescription` lists them.
  public func depthFirstOrder() -> [(index: Int, depth: Int)] {
    var order: [(index: Int, depth: Int)] = []
    order.reserveCapacity(views.count)
    var stack: [(index: Int, depth: Int)] = rootIndices.reversed().map { ($0, 0) }
    while let (index, depth) = stack.popLast() {
      order.append((index, depth))
      for child in subviewIndices[index].reversed() { stack.append((child, depth + 1)) }
    }
    return order
  }
}

extension ViewHierarchy {
  /// Whether each view, indexed as `views`, is out of sight: hidden itself or inside a hidden
  /// view. UIKit draws nothing of a hidden view, subviews included (`UIView.isHidden`: "A
  /// hidden view disappears from its window"), though all of them still take part in layout.
  /// - Complexity: O(views).
  public func hiddenFlags() -> [Bool] {
    var result = views.map(\.isHidden)
    for (index, _) in depthFirstOrder() where !result[index] {
      if let parent = superviewIndices[index], result[parent] { result[index] = true }
    }
    return result
  }
}

extension ViewHierarchy {
  /// Whether a scroll view (`View.isScrollView`) holds the view `id`, at any depth; `false`
  /// for a view not in the hierarchy.
  public func isInScrollView(_ id: String) -> Bool {
    var current = viewIndex(of: id).flatMap { superviewIndices[$0] }
    var steps = 0
    while let index = current, steps <= views.count {
      if views[index].isScrollView { return true }
      current = superviewIndices[index]
      steps += 1
    }
    return false
  }
}

extension ViewHierarchy {
  /// Gives the views at `indices` (into `views`) the intrinsic content sizes `sizes`, in
  /// place: ids and superviews do not change, so the indexes stay valid and nothing is checked
  /// again (for the height-for-width passes, which change sizes only).
  public mutating func setIntrinsicContentSizes(
    _ sizes: [IntrinsicContentSize], ofViewsAt indices: [Int]
  ) {
    for (index, size) in zip(indices, sizes) where views.indices.contains(index) {
      views[index].intrinsicContentSize = size
    }
  }
}

extension ViewHierarchy {
  /// Gives each view what its text decides, from the view of the same index in `content`: its
  /// text, font, intrinsic size (and which of its axes are estimated), wrapping and baseline
  /// offsets, in place; nothing else changes
  /// (for laying the same layout out at another content size category or text length).
  /// - Returns: `false`, changing nothing, when `content` does not hold the same views (count
  ///   and ids, in order).
  public mutating func setTextContent(from content: [View]) -> Bool {
    guard content.count == views.count,
      zip(content, views).allSatisfy({ $0.id == $1.id })
    else { return false }
    for (index, view) in content.enumerated() {
      views[index].text = view.text
      views[index].font = view.font
      views[index].intrinsicContentSize = view.intrinsicContentSize
      views[index].wrapping = view.wrapping
      views[index].firstBaselineOffset = view.firstBaselineOffset
      views[index].lastBaselineOffset = view.lastBaselineOffset
      views[index].estimatedIntrinsicAxes = view.estimatedIntrinsicAxes
    }
    return true
  }
}

extension ViewHierarchy {
  /// Gives the view at `index` (into `views`) the safe-area insets `insets` (points), in place;
  /// nothing else changes (for laying a root out at a device's screen).
  public mutating func setSafeAreaInsets(_ insets: EdgeInsets, ofViewAt index: Int) {
    guard views.indices.contains(index) else { return }
    views[index].safeAreaInsets = insets
  }
}

extension ViewHierarchy {
  /// Gives the view at `index` (into `views`) the safe-area insets `safeArea` and the layout
  /// margins `margins` (points, from its edges), in place (for laying a root out on another
  /// screen).
  public mutating func setInsets(safeArea: EdgeInsets, margins: EdgeInsets, ofViewAt index: Int) {
    guard views.indices.contains(index) else { return }
    views[index].safeAreaInsets = safeArea
    views[index].layoutMargins = margins
  }
}

extension LayoutDocument {
  /// The document with its first root view's safe-area insets replaced by `insets` (points),
  /// as on a device whose screen gives them; unchanged when it has no view.
  public func withFirstRootSafeAreaInsets(_ insets: EdgeInsets) -> LayoutDocument {
    guard let root = hierarchy.rootIndices.first else { return self }
    var copy = self
    copy.hierarchy.setSafeAreaInsets(insets, ofViewAt: root)
    return copy
  }
}
