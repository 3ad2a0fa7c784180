import LayoutEngine
import LayoutModel

/// How far each text view of a layout reaches past the first root view's bounds: what the
/// `clipped-content` rule compares between a layout's own text and a text sweep's variants.
public struct ContentOverflow: Hashable, Sendable {
  /// Past which edge, and how far (points).
  public struct Overflow: Hashable, Sendable {
    /// The root's edge passed: `left`, `right`, `top` or `bottom`.
    public var edge: LayoutAttribute
    /// How far past it, in points.
    public var distance: Double

    /// Creates an overflow `distance` points past the root's `edge`.
    public init(edge: LayoutAttribute, distance: Double) {
      self.edge = edge
      self.distance = distance
    }
  }

  /// The overflow of each text view that reaches past the root by more than `tolerance`, by
  /// view id.
  public var overflows: [String: Overflow]

  /// How far a view may reach past the root before it counts: half a point, less than a pixel
  /// on any screen and more than any rounding of the frames.
  public static let tolerance = 0.5

  /// The overflows of `document`'s text views laid out as `solution` says: the views with a
  /// font or text and an intrinsic size, in the first root, not hidden and in no scroll view
  /// (whose content may scroll into view); a root without a size has none.
  public init(document: LayoutDocument, solution: LayoutSolution) {
    overflows = [:]
    let hierarchy = document.hierarchy
    guard let root = hierarchy.rootIndices.first else { return }
    let frames = LayoutAnalysis.frames(of: solution)
    guard let rootFrame = frames[hierarchy.views[root].id] else { return }
    let hidden = hierarchy.hiddenFlags()
    // By view index: asked of every text view of every layout a sweep lays out.
    var origins = [(x: Double, y: Double, scrolls: Bool)?](
      repeating: nil, count: hierarchy.views.count)
    origins[root] = (0, 0, false)
    func origin(_ index: Int) -> (x: Double, y: Double, scrolls: Bool)? {
      if let known = origins[index] { return known }
      guard let parent = hierarchy.superviewIndices[index], let base = origin(parent),
        let frame = frames[hierarchy.views[index].id]
      else { return nil }
      let here = (
        base.x + frame.x, base.y + frame.y,
        base.scrolls || hierarchy.views[parent].isScrollView
      )
      origins[index] = here
      return here
    }
    for (index, view) in hierarchy.views.enumerated() where index != root && !hidden[index] {
      guard view.font != nil || view.text != nil,
        view.intrinsicContentSize.width != nil || view.intrinsicContentSize.height != nil,
        let frame = frames[view.id], let place = origin(index), !place.scrolls
      else { continue }
      let distances: [(LayoutAttribute, Double)] = [
        (.left, -place.x), (.top, -place.y),
        (.right, place.x + frame.width - rootFrame.width),
        (.bottom, place.y + frame.height - rootFrame.height),
      ]
      guard let worst = distances.max(by: { $0.1 < $1.1 }), worst.1 > Self.tolerance else {
        continue
      }
      overflows[view.id] = Overflow(edge: worst.0, distance: worst.1)
    }
  }
}

extension Finding {
  /// The text views that reach past the root view in a text sweep's `variant` but not with the
  /// layout's own text (`own`): text that no longer fits the screen and cannot be scrolled to.
  /// One `clipped-content` finding per view, anchored at the view.
  public static func clippedContent(
    in document: LayoutDocument, solution: LayoutSolution, own: ContentOverflow,
    variant: TextVariant
  ) -> [Finding] {
    let overflow = ContentOverflow(document: document, solution: solution)
    let names = ItemNames(document: document)
    return document.hierarchy.views.compactMap { view -> Finding? in
      guard let past = overflow.overflows[view.id], own.overflows[view.id] == nil else {
        return nil
      }
      var finding = Finding(
        rule: .clippedContent,
        message: TruncationWording.clipped(
          names.view(view.id), by: past.distance, past: past.edge, at: variant),
        location: view.location ?? SourceLocation(file: document.source),
        anchor: "\(view.id) clipped")
      finding.fixes = [Fix(TruncationWording.clippedFix)]
      return finding
    }
  }
}
