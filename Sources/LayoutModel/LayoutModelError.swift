/// A layout that cannot be built: the hierarchy or a constraint breaks one of UIKit's rules.
///
/// Parsers report the same problems with the exact token's location; this type serves layouts
/// assembled in code and the checks both share. `description` is the one-line message
/// `FILE:LINE:COLUMN: error: MESSAGE`.
public struct LayoutModelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the culprit.
  public enum Kind: Hashable, Sendable {
    /// Two views or guides share an id; `previous` is where the id was first declared.
    case duplicateID(String, previous: SourceLocation?)
    /// A view's superview id names no view.
    case unknownSuperview(String, view: String)
    /// A guide's owning view id names no view.
    case unknownOwningView(String, guide: String)
    /// The superview chain loops; the ids in the loop, starting at the view reported.
    case superviewCycle([String])
    /// A constraint, edit or suggestion names an item that does not exist.
    case unknownItem(String)
    /// UIKit refuses to relate these two attributes (different axes, position with size, or
    /// leading/trailing with left/right).
    case invalidPairing(LayoutAttribute, LayoutAttribute)
    /// A guide has no such attribute (margins and baselines belong to views).
    case attributeNotOnGuide(LayoutAttribute, guide: String)
    /// `notAnAttribute` where an attribute is needed.
    case missingAttribute
    /// A suggested value for an attribute that has no edit variable.
    case suggestionWithoutEditVariable(String)
    /// A priority outside 1...1000.
    case priorityOutOfRange(LayoutPriority)
    /// An edit variable at the required priority (edits must be preferences).
    case requiredEditVariable(String)
    /// A number that is NaN, infinite, or larger in magnitude than `LayoutLimits.maxMagnitude`;
    /// `what` names the field.
    case numberOutOfRange(Double, what: String)
    /// A negative width or height where a size is given (frame, intrinsic size).
    case negativeSize(Double, what: String)
    /// A view translates its autoresizing mask but lacks the frame (its own, or its
    /// superview's when the mask is flexible) that the mask needs.
    case autoresizingWithoutFrame(view: String, missing: String)
    /// A stack view's arranged subview that is not one of its subviews, or is listed twice.
    case invalidArrangedSubview(String, stack: String, reason: String)
    /// Custom spacing after a view that is not one of the stack's arranged views.
    case customSpacingWithoutArrangedView(String, stack: String)
    /// `ID.contentLayoutGuide` or `ID.frameLayoutGuide` of a view that is not a scroll view.
    case notAScrollView(String, guide: String)
  }

  /// What is wrong.
  public var kind: Kind
  /// Where, if known.
  public var location: SourceLocation?

  /// Creates an error of `kind` at `location`.
  public init(_ kind: Kind, at location: SourceLocation?) {
    self.kind = kind
    self.location = location
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, or `error: MESSAGE` without a location.
  public var description: String {
    let message = MessageLine.escaping(kind.message)
    guard let location else { return "error: \(message)" }
    return "\(location): error: \(message)"
  }
}

/// Bounds on numbers in a layout. Beyond them the simplex loses precision, so inputs are
/// rejected rather than solved wrongly.
public enum LayoutLimits {
  /// The largest magnitude accepted for a length, constant or multiplier: 1e9.
  public static let maxMagnitude: Double = 1e9

  /// Whether `value` is finite and within `maxMagnitude`.
  public static func accepts(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maxMagnitude
  }
}

extension LayoutModelError.Kind {
  /// The message, one line, naming the offending token.
  public var message: String {
    switch self {
    case .duplicateID(let id, let previous):
      let first = previous.map { " (first declared at \($0))" } ?? ""
      return "duplicate id '\(id)'\(first)"
    case .unknownSuperview(let id, let view):
      return "unknown superview '\(id)' of view '\(view)'"
    case .unknownOwningView(let id, let guide):
      return "unknown owning view '\(id)' of guide '\(guide)'"
    case .superviewCycle(let ids):
      return "superview cycle: " + (ids + ids.prefix(1)).joined(separator: " -> ")
    case .unknownItem(let id):
      return "unknown view or guide '\(id)'"
    case .invalidPairing(let a, let b):
      return "cannot relate '\(a.rawValue)' to '\(b.rawValue)': \(pairingReason(a, b))"
    case .attributeNotOnGuide(let attribute, let guide):
      return "layout guide '\(guide)' has no attribute '\(attribute.rawValue)'"
    case .missingAttribute:
      return "missing attribute"
    case .priorityOutOfRange(let priority):
      return "priority \(priority) is outside 1...1000"
    case .suggestionWithoutEditVariable(let anchor):
      return "suggested value for '\(anchor)', which has no edit variable"
    case .requiredEditVariable(let anchor):
      return "edit variable '\(anchor)' must have a priority below 1000"
    case .numberOutOfRange(let value, let what):
      guard value.isFinite else { return "\(what) is not a finite number" }
      return value < 0
        ? "\(what) \(formatPoints(value)) is smaller than \(formatPoints(-LayoutLimits.maxMagnitude))"
        : "\(what) \(formatPoints(value)) is larger than \(formatPoints(LayoutLimits.maxMagnitude))"
    case .negativeSize(let value, let what):
      return "\(what) \(formatPoints(value)) is negative"
    case .autoresizingWithoutFrame(let view, let missing):
      return "view '\(view)' translates its autoresizing mask into constraints but \(missing)"
    case .invalidArrangedSubview(let id, let stack, let reason):
      return "arranged subview '\(id)' of stack view '\(stack)': \(reason)"
    case .customSpacingWithoutArrangedView(let id, let stack):
      return "custom spacing after '\(id)', which is not an arranged view of stack view '\(stack)'"
    case .notAScrollView(let id, let guide):
      return "view '\(id)' has no \(guide): it is not a scroll view"
    }
  }

  private func pairingReason(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String {
    if a.isSize != b.isSize { return "a position and a size" }
    if a.axis != b.axis { return "different axes" }
    return "leading/trailing and left/right"
  }
}
