import LayoutModel

/// One unknown number of a layout's linear system, typed: a component of a view's or app
/// guide's frame (absolute coordinates, points), or one of the document's `unknowns`.
///
/// Indices refer to the document the system was built from: `ViewHierarchy.views`,
/// `ViewHierarchy.guides` and `LayoutDocument.unknowns`. Facts that used to be read off a
/// variable's name (its axis, whether it is kept non-negative) are properties here.
public enum LayoutVariable: Hashable, Sendable, Comparable {
  /// A component of the frame of `views[index]`.
  case view(Int, FrameComponent)
  /// A component of the frame of `guides[index]`.
  case guide(Int, FrameComponent)
  /// `unknowns[index]`, a quantity in points.
  case unknown(Int)

  /// Whether the layout engine keeps it non-negative: widths, heights and layout margins.
  public var isNonNegative: Bool {
    switch self {
    case .view(_, let component), .guide(_, let component): return component.isSize
    case .unknown: return false
    }
  }

  /// The frame component, if the variable is one.
  public var component: FrameComponent? {
    switch self {
    case .view(_, let component), .guide(_, let component): return component
    case .unknown: return nil
    }
  }

  private var rank: (Int, Int, Int) {
    switch self {
    case .view(let index, let component): return (0, index, component.rawValue)
    case .guide(let index, let component): return (1, index, component.rawValue)
    case .unknown(let index): return (2, index, 0)
    }
  }

  public static func < (a: LayoutVariable, b: LayoutVariable) -> Bool { a.rank < b.rank }
}

/// One of the four numbers of a frame: origin and size, in points.
public enum FrameComponent: Int, Hashable, Sendable, CaseIterable {
  case minX, minY, width, height

  /// Whether it is a size (kept non-negative).
  public var isSize: Bool { self == .width || self == .height }

  /// The axis it lies on.
  public var axis: LayoutAxis { self == .minX || self == .width ? .horizontal : .vertical }
}
