import LayoutEngine
import LayoutModel

/// A view whose design-time frame is not the frame its constraints give: the facts behind a
/// `misplaced-view` finding, as Interface Builder's canvas warns "Frame for 'Title' will be
/// different at run time" and saves `misplaced="YES"`.
///
/// Only documents whose frames are design-time frames (`LayoutDocument.framesAreDesignTime`)
/// are judged; captured frames are what an app showed, not what it should show.
public struct FrameMisplacement: Hashable, Sendable, Codable {
  /// One of the four numbers of a frame.
  public enum Component: String, Hashable, Sendable, Codable, CaseIterable {
    case x, y, width, height

    /// The component an attribute of the ambiguity report names (`minX`, `minY`, `width`,
    /// `height`); `nil` for any other attribute.
    public init?(_ attribute: LayoutAttribute) {
      switch attribute {
      case .minX: self = .x
      case .minY: self = .y
      case .width: self = .width
      case .height: self = .height
      default: return nil
      }
    }

    /// The attribute of the ambiguity report and the solver that the component is (`minX`,
    /// `minY`, `width`, `height`).
    public var attribute: LayoutAttribute {
      switch self {
      case .x: return .minX
      case .y: return .minY
      case .width: return .width
      case .height: return .height
      }
    }

    /// The axis the component is on.
    public var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }

    /// The component's value in `rect`, in points.
    public func value(in rect: LayoutRect) -> Double {
      switch self {
      case .x: return rect.x
      case .y: return rect.y
      case .width: return rect.width
      case .height: return rect.height
      }
    }
  }

  /// One component that differs by more than `tolerance`.
  public struct Change: Hashable, Sendable, Codable {
    /// Which number.
    public var component: Component
    /// Its stored (design-time) value, in points.
    public var stored: Double
    /// Its solved value, in points, rounded to `pointsResolution`.
    public var solved: Double

    /// Creates a change.
    public init(component: Component, stored: Double, solved: Double) {
      self.component = component
      self.stored = stored
      self.solved = solved
    }
  }

  /// The view's id.
  public var view: String
  /// The stored frame, relative to the superview, in points, as the document stores it
  /// (`View.storedFrameForm`: an AppKit frame rectangle, y up).
  public var stored: LayoutRect
  /// The solved frame in the same form, rounded to `pointsResolution`.
  public var solved: LayoutRect
  /// The components that differ by more than `tolerance`, in the order x, y, width, height;
  /// never empty.
  public var changes: [Change]

  /// Creates a misplacement.
  public init(view: String, stored: LayoutRect, solved: LayoutRect, changes: [Change]) {
    self.view = view
    self.stored = stored
    self.solved = solved
    self.changes = changes
  }

  /// How far, in points, a component may differ and still count as in place: half a point,
  /// less than one pixel at 2x, which Interface Builder's canvas does not flag either.
  public static let tolerance = 0.5

  /// Whether `view`'s frame is its container's to place, not its constraints': a view its
  /// autoresizing mask places follows its superview, and Interface Builder moves it without
  /// a warning (realib 33's cell content views, 600 pt wide in a table its constraints make
  /// 375); a cell in a table or collection is placed by it likewise; and a hidden arranged
  /// view is collapsed by its stack at run time, while the canvas keeps the frame it would
  /// show (realib 12's hidden row, stored 50 pt tall where its neighbour starts at its y).
  static func isPlacedByItsContainer(_ view: View, in superview: View?) -> Bool {
    guard let superview else { return false }
    if view.translatesAutoresizingMaskIntoConstraints { return true }
    if view.isCellClass, superview.selfSizingKind != nil { return true }
    return view.isHidden && superview.stack?.arrangedSubviews.contains(view.id) == true
  }

  /// The views of `document` whose stored frame differs from the solved one by more than
  /// `tolerance` on x, y, width or height, in input order; empty unless the document's frames
  /// are design-time frames.
  ///
  /// Not judged: views without a stored frame; the components in `ambiguous` (a value that is one
  /// of many says nothing by differing; the view's other components are judged: a view whose x
  /// nothing fixes can still be given another height); a view's components on an axis its app's
  /// code places (`View.codePlacedAxes`: the design-time frame had placeholders the run time
  /// lacks); the size of a view that keeps its own size (`View.keepsItsSize`: a switch is drawn at
  /// its own size at the constraints' x, whatever width they give); views inside a hidden view
  /// (nothing of them shows; `ViewHierarchy.hiddenFlags`); views an NSStackView detaches
  /// (`detachedViewIDs`: AppKit lays them out nowhere); and every view under a root laid out at
  /// another size than its stored one (`--size`: all frames move, and the canvas judged only the
  /// stored size). A root its constraints resize (an AppKit window's content view, whose window
  /// grows to fit them: `rootSizePriority`) is judged, and its views with it.
  /// - Parameters:
  ///   - solution: the frames the document solves to.
  ///   - ambiguous: the ambiguous components by view id (`ambiguousComponents(in:)`).
  ///   - rootSize: the size the first root was laid out at, where a run gave one
  ///     (`LayoutEngineOptions.rootWidth`/`rootHeight`); `nil` for its stored size.
  public static func misplacements(
    in document: LayoutDocument, solution: LayoutSolution, ambiguous: [String: Set<Component>],
    rootSize: (width: Double?, height: Double?) = (nil, nil)
  ) -> [FrameMisplacement] {
    guard document.framesAreDesignTime else { return [] }
    let hierarchy = document.hierarchy
    let solved = Dictionary(
      solution.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    let hidden = hierarchy.hiddenFlags()
    let detached = document.detachedViewIDs()
    var resized = Array(repeating: false, count: hierarchy.views.count)
    var isFirstRoot = true
    for (index, _) in hierarchy.depthFirstOrder() {
      if let parent = hierarchy.superviewIndices[index] {
        resized[index] = resized[parent]
      } else if let stored = hierarchy.views[index].frame,
        let frame = solved[hierarchy.views[index].id]
      {
        // The size the run imposed: the first root's given size, else the stored one; a
        // root its constraints may resize is judged at whatever size they give it.
        let imposed =
          document.rootSizePriority.isRequired
          ? frame
          : LayoutRect(
            x: stored.x, y: stored.y,
            width: (isFirstRoot ? rootSize.width : nil) ?? stored.width,
            height: (isFirstRoot ? rootSize.height : nil) ?? stored.height)
        resized[index] = [Component.width, .height].contains {
          abs($0.value(in: stored) - $0.value(in: imposed)) > tolerance
        }
        isFirstRoot = false
      }
    }
    var result: [FrameMisplacement] = []
    for (index, view) in hierarchy.views.enumerated() {
      let superview = hierarchy.superviewIndices[index].map { hierarchy.views[$0] }
      guard let storedAlignment = view.frame, let solvedAlignment = solved[view.id],
        !resized[index],
        !detached.contains(view.id),
        !(hierarchy.superviewIndices[index].map { hidden[$0] } ?? false),
        !isPlacedByItsContainer(view, in: superview)
      else { continue }
      // In the document's own form (an AppKit frame rectangle, y up), each in its superview
      // as stored and as solved.
      var stored = storedAlignment
      var frame = solvedAlignment
      if let form = view.storedFrameForm {
        let superview = hierarchy.superviewIndices[index].map { hierarchy.views[$0] }
        stored = form.stored(stored, superviewHeight: superview?.frame?.height ?? 0)
        frame = form.stored(
          frame, superviewHeight: superview.flatMap { solved[$0.id]?.height } ?? 0)
      }
      let rounded = LayoutRect(
        x: roundedPoints(frame.x), y: roundedPoints(frame.y), width: roundedPoints(frame.width),
        height: roundedPoints(frame.height))
      let changes = Component.allCases.compactMap { component -> Change? in
        guard !view.codePlacedAxes.contains(component.axis),
          !(ambiguous[view.id]?.contains(component) ?? false),
          !(view.keepsItsSize && [.width, .height].contains(component))
        else { return nil }
        let (old, new) = (component.value(in: stored), component.value(in: rounded))
        return abs(old - new) > tolerance
          ? Change(component: component, stored: old, solved: new) : nil
      }
      if !changes.isEmpty {
        result.append(
          FrameMisplacement(view: view.id, stored: stored, solved: rounded, changes: changes))
      }
    }
    return result
  }

  /// The components of each view's frame that `report` finds ambiguous, by view id: x for an
  /// ambiguous `minX`, y for `minY`, width and height for themselves.
  public static func ambiguousComponents(in report: AmbiguityReport?) -> [String: Set<Component>] {
    var result: [String: Set<Component>] = [:]
    for view in report?.ambiguousViews ?? [] {
      for range in view.ambiguousAttributes {
        if let component = Component(range.attribute) {
          result[view.id, default: []].insert(component)
        } else {
          // Another attribute (the report gives only these four): its whole axis.
          result[view.id, default: []].formUnion(
            Component.allCases.filter { $0.axis == range.attribute.axis })
        }
      }
    }
    return result
  }
}
