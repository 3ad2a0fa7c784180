extension LayoutConstraint: CustomStringConvertible {
  /// The class name UIKit gives a constraint of this origin: `NSContentSizeLayoutConstraint`,
  /// `NSAutoresizingMaskLayoutConstraint`, or `NSLayoutConstraint`.
  public var consoleClassName: String {
    switch origin {
    case .contentSize: return "NSContentSizeLayoutConstraint"
    case .autoresizingMask: return "NSAutoresizingMaskLayoutConstraint"
    default: return "NSLayoutConstraint"
    }
  }

  /// The equation as the console prints it, with numbers to 6 significant digits:
  /// `title.width == 0.5*root.width + 10`, `detail.width >= 44`.
  public var equationDescription: String {
    equation(format: formatConsoleNumber, naming: nil)
  }

  /// The constraint in the shape of UIKit's console, with item ids in place of addresses:
  /// `<NSLayoutConstraint 'half' title.width == 0.5*root.width priority:750   (active)>`.
  public var description: String {
    var text = "<" + consoleClassName
    if let identifier { text += " '\(identifier)'" }
    text += " " + equationDescription
    if !priority.isRequired { text += " priority:\(priority)" }
    // Private anchors keep their addresses in `names:`, in the order the body mentions them.
    let names = (compound?.left ?? []) + (compound?.right ?? [])
    let bindings = names.compactMap { term -> String? in
      guard case .unknown(.privateAnchor(_, _, .some)) = term.operand,
        case .unknown(let unknown) = term.operand
      else { return nil }
      return unknown.description
    }
    if !bindings.isEmpty {
      text += "   (\(isActive ? "active, " : "")names: \(bindings.joined(separator: ", ")) )"
    } else if isActive {
      text += "   (active)"
    }
    return text + ">"
  }

  /// The constraint as a listing line, which reads back as the same constraint (numbers are
  /// written exactly): `title.width == 0.5*root.width @750 #half`.
  ///
  /// The priority is written only when not required, the identifier only when present (quoted,
  /// `#'two words'`, when it holds spaces; dropped if it also holds a quote), and `(inactive)`
  /// only for inactive constraints.
  public var listingDescription: String { listingDescription(naming: nil) }

  /// `listingDescription` with each item written as `naming` names it (a layout editor's
  /// names: `'Title'.top == 'Card'.top + 8`); `nil` writes items by id, as listings do.
  public func listingDescription(naming: ((LayoutItem) -> String)?) -> String {
    var text = equation(format: formatPoints, naming: naming)
    if !priority.isRequired { text += " @" + formatPoints(priority.rawValue) }
    if let identifier, !identifier.isEmpty, !identifier.contains("'") {
      let plain = !identifier.contains(where: { $0 == " " || $0 == "\t" })
      text += plain ? " #" + identifier : " #'" + identifier + "'"
    }
    if !isActive { text += " (inactive)" }
    return text
  }

  private func equation(format: (Double) -> String, naming: ((LayoutItem) -> String)?) -> String {
    if let compound { return compoundEquation(compound, format: format, naming: naming) }
    var text = Self.anchor(first, naming: naming) + " \(relation.symbol) "
    guard let second else { return text + format(constant) }
    if multiplier != 1 { text += format(multiplier) + "*" }
    text += Self.anchor(second, naming: naming)
    if constant > 0 {
      text += " + " + format(constant)
    } else if constant < 0 {
      text += " - " + format(-constant)
    }
    return text
  }

  /// `(a.leading - g.leading) == 0.5*(b.leading - c.trailing) + 4`: a side of several terms
  /// (or of one term with a factor, on the left) in parentheses, a lone factor written even
  /// when it is -1, a factor all its terms share
  /// written once before them, the constant last.
  private func compoundEquation(
    _ sides: CompoundSides, format: (Double) -> String, naming: ((LayoutItem) -> String)?
  ) -> String {
    func operand(_ operand: LayoutOperand) -> String {
      guard case .anchor(let anchor) = operand else { return operand.description }
      return Self.anchor(anchor, naming: naming)
    }
    func side(_ terms: [LayoutTerm], isLeft: Bool) -> String {
      guard let head = terms.first else { return "" }
      if terms.count == 1 {
        // `-1*b.leading`, not `-b.leading`, which would read as an item named `-b`.
        guard head.coefficient != 1 else { return operand(head.operand) }
        let term = format(head.coefficient) + "*" + operand(head.operand)
        return isLeft ? "(\(term))" : term
      }
      let factor = abs(head.coefficient)
      let shared = factor != 1 && terms.allSatisfy { abs($0.coefficient) == factor }
      let scale = shared ? factor : 1
      var text = ""
      for (offset, term) in terms.enumerated() {
        let coefficient = term.coefficient / scale
        if offset == 0 {
          text += Self.term(coefficient, operand(term.operand), format: format)
        } else {
          text +=
            (coefficient < 0 ? " - " : " + ")
            + Self.term(abs(coefficient), operand(term.operand), format: format)
        }
      }
      return (shared ? format(factor) + "*" : "") + "(\(text))"
    }
    var text = side(sides.left, isLeft: true) + " \(relation.symbol) "
    let right = side(sides.right, isLeft: false)
    if right.isEmpty { return text + format(constant) }
    text += right
    if constant > 0 {
      text += " + " + format(constant)
    } else if constant < 0 {
      text += " - " + format(-constant)
    }
    return text
  }

  /// `b.leading`, `-b.leading`, `0.5*b.leading`.
  private static func term(
    _ coefficient: Double, _ operand: String, format: (Double) -> String
  ) -> String {
    if coefficient == 1 { return operand }
    if coefficient == -1 { return "-" + operand }
    return format(coefficient) + "*" + operand
  }

  /// `item.attribute`, the item named by `naming` when given.
  private static func anchor(_ anchor: LayoutAnchor, naming: ((LayoutItem) -> String)?) -> String {
    guard let naming else { return anchor.description }
    return naming(anchor.item) + "." + anchor.attribute.rawValue
  }
}
