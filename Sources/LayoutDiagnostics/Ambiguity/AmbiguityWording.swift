import LayoutEngine
import LayoutModel

/// The wording of ambiguity findings and reports.
public enum AmbiguityWording {

  /// `The horizontal position of badge is ambiguous: its minX can take any value.`
  public static func headline(_ axis: AxisAmbiguity, view: String) -> String {
    let subject = self.subject(axis)
    let verb = axis.attributes.count > 1 ? "are" : "is"
    var text = "The \(subject) of \(view) \(verb) ambiguous"
    if axis.attributes.count == 1, let range = axis.attributes.first {
      if range.lowerBound == nil && range.upperBound == nil {
        text += ": its \(range.attribute.rawValue) can take any value"
      } else {
        text += ": its \(range.attribute.rawValue) can be anywhere in \(self.range(range))"
      }
    }
    return text + "."
  }

  /// `horizontal position`, `width`, or `horizontal position and width`.
  public static func subject(_ axis: AxisAmbiguity) -> String {
    let names = axis.attributes.map { range -> String in
      switch range.attribute {
      case .minX, .minY: return "\(axis.axis.rawValue) position"
      default: return range.attribute.rawValue
      }
    }
    return names.joined(separator: " and ")
  }

  /// `badge.minX ranges over (-∞, +∞)`, or for two attributes
  /// `d.minX ranges over [144, 279] and d.width over [80, 215]`.
  public static func ranges(_ ranges: [AttributeRange], view: String) -> String {
    ranges.enumerated().map { offset, range in
      let verb = offset == 0 ? " ranges over " : " over "
      return "\(view).\(range.attribute.rawValue)\(verb)\(self.range(range))"
    }.joined(separator: " and ")
  }

  /// `[0, 220]`, `(-∞, +∞)`, `[0, +∞)`: a closed bound in brackets, an open side as infinity.
  public static func range(_ range: AttributeRange) -> String {
    let lower = range.lowerBound.map { "[" + number($0) } ?? "(-∞"
    let upper = range.upperBound.map { number($0) + "]" } ?? "+∞)"
    return lower + ", " + upper
  }

  /// The cause as a sentence; the competing views named by `names` when given.
  public static func cause(
    _ axis: AxisAmbiguity, view: String, engine: LayoutEngine, names: ItemNames? = nil
  ) -> String {
    switch axis.cause {
    case .missingConstraints:
      return "Missing constraints: nothing fixes the \(subject(axis)) of \(view)."
    case .contentPriority(let kind, let priority):
      let ids = competingViews(axis, engine: engine)
      let views = names.map { ids.map($0.view) } ?? ids
      return "Content-priority ambiguity: "
        + competition(views, axis.axis, kind, priority, shared: axis.sharedError)
    case .equalPriorityTie(let priority):
      return "Equal-priority tie: \(axis.constraints.count) constraints at priority \(priority)"
        + " pull against each other, and their errors add up to \(number(axis.sharedError)) pt"
        + " wherever \(view) is."
    case .inequalitiesOnly:
      return "Inequalities only: \(view) can slide between its bounds without changing any"
        + " error."
    }
  }

  /// `title and detail have equal horizontal hugging priority 250 and share 135 pt of extra
  /// space, so which one grows is undefined.`
  public static func competition(
    _ views: [String], _ axis: LayoutAxis, _ kind: ContentPriorityKind,
    _ priority: LayoutPriority, shared: Double
  ) -> String {
    let names = list(views)
    switch kind {
    case .hugging:
      return "\(names) have equal \(axis.rawValue) hugging priority \(priority) and share"
        + " \(number(shared)) pt of extra space, so which one grows is undefined."
    case .compressionResistance:
      return "\(names) have equal \(axis.rawValue) compression resistance priority \(priority)"
        + " and share \(number(shared)) pt of shortage, so which one shrinks is undefined."
    case .mixed:
      return "\(names) have equal \(axis.rawValue) content priorities \(priority) and trade"
        + " \(number(shared)) pt, so which one gives way is undefined."
    }
  }

  /// `hugs` or `resists compression`.
  static func verb(_ kind: ContentPriorityKind) -> String {
    kind == .compressionResistance ? "resists compression" : "hugs"
  }

  /// The views whose content priorities compete, in hierarchy order.
  public static func competingViews(_ axis: AxisAmbiguity, engine: LayoutEngine) -> [String] {
    let hierarchy = engine.document.hierarchy
    let ids = Set(axis.constraints.map { engine.constraints[$0].first.item.id })
    return ids.sorted {
      (hierarchy.viewIndex(of: $0) ?? Int.max, $0) < (hierarchy.viewIndex(of: $1) ?? Int.max, $1)
    }
  }

  /// A constraint as a listing line with what made it: `badge.width <= 60 @250 (hugging)`;
  /// items named by `names` when given.
  public static func constraint(_ constraint: LayoutConstraint, names: ItemNames? = nil)
    -> String
  {
    var text = names?.line(constraint) ?? constraint.listingDescription
    switch constraint.origin {
    case .user: break
    case .contentSize:
      text +=
        constraint.relation == .greaterThanOrEqual ? " (compression resistance)" : " (hugging)"
    case .autoresizingMask: text += " (autoresizing mask)"
    case .encapsulatedLayout: text += " (root view size)"
    case .layoutMargins: text += " (layout margins)"
    case .safeArea: text += " (safe area)"
    case .stackView: text += " (stack view)"
    case .otherSystem: text += " (system)"
    }
    return text
  }

  /// `title and detail`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A number of points as listings write it, rounded to 1e-6.
  public static func number(_ value: Double) -> String {
    formatPoints(AmbiguityAnalysis.rounded(value))
  }

  /// A number of points rounded to 1e-6, without -0, so solver noise never reaches output.
  public static func rounded(_ value: Double) -> Double {
    AmbiguityAnalysis.rounded(value)
  }

  /// A frame with every value rounded to 1e-6.
  public static func rounded(_ frame: LayoutRect) -> LayoutRect {
    LayoutRect(
      x: AmbiguityAnalysis.rounded(frame.x), y: AmbiguityAnalysis.rounded(frame.y),
      width: AmbiguityAnalysis.rounded(frame.width),
      height: AmbiguityAnalysis.rounded(frame.height))
  }

  /// The ranges of `axis`'s attributes, then `; a witness frame is W beside the solved S.`
  static func rangesAndWitness(_ axis: AxisAmbiguity, view: String, solved: LayoutRect)
    -> String
  {
    ranges(axis.attributes, view: view) + "; a witness frame is "
      + "\(rounded(axis.witnessFrame)) beside the solved \(rounded(solved))."
  }

  /// The fix in a few words (`AmbiguityFix.description(names:)`).
  static func fix(_ fix: AmbiguityFix, names: ItemNames?) -> String {
    func line(_ constraint: LayoutConstraint) -> String {
      names?.line(constraint) ?? constraint.listingDescription
    }
    switch fix {
    case .addConstraint(let constraint):
      return "add \(line(constraint))"
    case .makeEquality(_, let constraint):
      var equality = constraint
      equality.relation = .equal
      return "make \(line(constraint)) an equality: \(line(equality))"
    case .raisePriority(_, let constraint, let priority):
      return "raise the priority of \(line(constraint)) to \(priority)"
    case .raiseContentPriority(let view, let axis, let kind, let priority):
      let what = kind == .compressionResistance ? "compression resistance" : "hugging"
      return "give \(names?.view(view) ?? view) \(axis.rawValue) \(what) \(priority)"
    }
  }

  /// `'Detail' hugs at 250 too`: another view of a content-priority tie (`verb(_:)`).
  static func samePriority(_ view: String, _ verb: String, _ priority: LayoutPriority) -> String {
    "\(view) \(verb) at \(priority) too"
  }

  /// `LINE does not hold at run time: the NSStackView 'Bar' (id) detaches 'Stop' (id), which is
  /// hidden, and removes with it the constraints that tie it to views outside it.` (at
  /// visibility priority 0 when not hidden).
  static func removedWithDetached(
    _ line: String, view: String, stack: String, isHidden: Bool
  ) -> String {
    let why = isHidden ? "which is hidden" : "at visibility priority 0 (not visible)"
    return "\(line) does not hold at run time: the NSStackView \(stack) detaches \(view), \(why),"
      + " and removes with it the constraints that tie it to views outside it."
  }
}
