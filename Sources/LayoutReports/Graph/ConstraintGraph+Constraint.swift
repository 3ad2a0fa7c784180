import LayoutModel

extension ConstraintGraph {
  /// One `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
  /// secondItem.secondAttribute + constant`, at `priority`, with the diagnostics' marks.
  public struct Constraint: Sendable, Hashable {
    /// The address or identifier the input gave the constraint, shown in its tooltip, or `nil`.
    public var id: String?
    /// The id of the first item (a `Node.id`).
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// The id of the second item, or `nil` for a constant constraint (`width == 44`).
    public var secondItem: String?
    /// The second item's attribute; ignored without `secondItem`.
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    /// The constant, in points.
    public var constant: Double
    public var priority: LayoutPriority
    /// Who made the constraint; every origin but `user` is drawn grey.
    public var origin: ConstraintOrigin
    /// The numbers (from 1) of the minimal conflicts this constraint belongs to; empty when it
    /// is in none. Members are drawn red and labelled `#A` (conflict 1), `#B` ….
    public var conflicts: [Int]
    /// Whether this is the constraint UIKit broke to recover (drawn dashed).
    public var isBroken: Bool
    /// Whether `isBroken` is a prediction (a report without its recovery line), so that the
    /// label says it would break, as the text and the conflict picture do.
    public var isBrokenPredicted = false
    /// A compound constraint's whole equation as the input printed it
    /// (`(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`), drawn between its first two
    /// items in place of `relationText`'s; `nil` for the simple form.
    public var compoundEquation: String?
    /// An id the drawing keeps for the edge (DOT `id`, the SVG element's `id`) so that a page
    /// can point at it, or `nil`; set by the page's writer, never taken from the input.
    public var elementID: String?

    public init(
      id: String? = nil, firstItem: String, firstAttribute: LayoutAttribute,
      relation: LayoutRelation = .equal, secondItem: String? = nil,
      secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
      constant: Double = 0, priority: LayoutPriority = .required,
      origin: ConstraintOrigin = .user, conflicts: [Int] = [], isBroken: Bool = false
    ) {
      self.id = id
      self.firstItem = firstItem
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondItem = secondItem
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
      self.origin = origin
      self.conflicts = conflicts
      self.isBroken = isBroken
    }

    /// The axis the constraint acts on (its first attribute's, else its second's), or `nil`.
    public var axis: LayoutAxis? {
      firstAttribute.axis ?? (secondItem == nil ? nil : secondAttribute.axis)
    }

    /// The relation as UIKit prints it, with item names left out or given by the caller:
    /// `leading == trailing + 8 @750`, `width == 0.5*superview.width`, `height >= 44`; a
    /// compound constraint's `compoundEquation` whole.
    ///
    /// - Parameters:
    ///   - firstName: A prefix for the first attribute (`superview`), or `nil` for none.
    ///   - secondName: A prefix for the second attribute, or `nil` for none.
    public func relationText(firstName: String? = nil, secondName: String? = nil) -> String {
      if let compoundEquation {
        return compoundEquation + (priority.isRequired ? "" : " @\(priority)")
      }
      var text = Self.qualified(firstAttribute, firstName) + " " + relation.symbol
      if secondItem != nil {
        let factor = multiplier == 1 ? "" : formatConsoleNumber(multiplier) + "*"
        text += " " + factor + Self.qualified(secondAttribute, secondName)
        if constant != 0 {
          text += (constant < 0 ? " - " : " + ") + formatConsoleNumber(abs(constant))
        }
      } else {
        text += " " + formatConsoleNumber(constant)
      }
      if !priority.isRequired { text += " @\(priority)" }
      return text
    }

    /// ` (broken)`, ` (would break)` for a predicted break, else an empty string.
    var brokenMark: String {
      guard isBroken else { return "" }
      return isBrokenPredicted ? " (would break)" : " (broken)"
    }

    /// `#A #C ` for conflict members (`ReportWording.conflictName`, as the text names them),
    /// else an empty string.
    var conflictPrefix: String {
      conflicts.isEmpty
        ? ""
        : conflicts.map { "#" + ReportWording.conflictName($0 - 1) }.joined(separator: " ")
          + " "
    }

    /// A short tag naming a system origin (`[autoresizing]`), or `nil` for `user`.
    var originTag: String? {
      switch origin {
      case .user: return nil
      case .contentSize: return "[content size]"
      case .autoresizingMask: return "[autoresizing]"
      case .encapsulatedLayout:
        // `_UITemporaryLayoutWidth` (a view measured by its fitting size) is not the
        // `UIView-Encapsulated-Layout-*` size its container imposes.
        return id?.contains("'_UITemporaryLayout") == true ? "[temporary size]" : "[encapsulated]"
      case .layoutMargins: return "[margins]"
      case .safeArea: return "[safe area]"
      case .stackView: return "[stack view]"
      case .otherSystem: return "[system]"
      }
    }

    private static func qualified(_ attribute: LayoutAttribute, _ name: String?) -> String {
      let attributeName = attribute == .notAnAttribute ? "(null)" : attribute.rawValue
      guard let name else { return attributeName }
      return name + "." + attributeName
    }
  }
}
