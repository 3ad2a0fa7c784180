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
    equation(format: formatConsoleNumber)
  }

  /// The constraint in the shape of UIKit's console, with item ids in place of addresses:
  /// `<NSLayoutConstraint 'half' title.width == 0.5*root.width priority:750   (active)>`.
  public var description: String {
    var text = "<" + consoleClassName
    if let identifier { text += " '\(identifier)'" }
    text += " " + equationDescription
    if !priority.isRequired { text += " priority:\(priority)" }
    if isActive { text += "   (active)" }
    return text + ">"
  }

  /// The constraint as a listing line, which reads back as the same constraint (numbers are
  /// written exactly): `title.width == 0.5*root.width @750 #half`.
  ///
  /// The priority is written only when not required, the identifier only when present (quoted,
  /// `#'two words'`, when it holds spaces; dropped if it also holds a quote), and `(inactive)`
  /// only for inactive constraints.
  public var listingDescription: String {
    var text = equation(format: formatPoints)
    if !priority.isRequired { text += " @" + formatPoints(priority.rawValue) }
    if let identifier, !identifier.isEmpty, !identifier.contains("'") {
      let plain = !identifier.contains(where: { $0 == " " || $0 == "\t" })
      text += plain ? " #" + identifier : " #'" + identifier + "'"
    }
    if !isActive { text += " (inactive)" }
    return text
  }

  private func equation(format: (Double) -> String) -> String {
    var text = "\(first) \(relation.symbol) "
    guard let second else { return text + format(constant) }
    if multiplier != 1 { text += format(multiplier) + "*" }
    text += second.description
    if constant > 0 {
      text += " + " + format(constant)
    } else if constant < 0 {
      text += " - " + format(-constant)
    }
    return text
  }
}
