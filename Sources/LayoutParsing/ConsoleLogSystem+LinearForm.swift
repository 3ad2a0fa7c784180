import LayoutModel

extension ConsoleLogSystem {
  /// The linear form of `description` in this system's variables, or why there is none.
  ///
  /// Works for descriptions outside the report too (a broken constraint printed only in the
  /// recovery section); their items are keyed the same way.
  public func linearForm(of description: ConstraintDescription) -> (
    ConstraintLinearForm?, failure: String?
  ) {
    let equation = description.equation
    // The same bound as layout listings and dumps (`LayoutLimits.maxMagnitude`): beyond it,
    // sums and fixes overflow to infinity ("requires at least inf pt").
    guard LayoutLimits.accepts(equation.constant), LayoutLimits.accepts(equation.multiplier)
    else {
      return (nil, "the constant or multiplier is not a finite number within 1e9")
    }
    let superview = description.superview
    var coefficients: [String: Double] = [:]
    let terms = equation.terms
    for (index, term) in terms.enumerated() {
      guard LayoutLimits.accepts(term.coefficient) else {
        return (nil, "the constant or multiplier is not a finite number within 1e9")
      }
      let other =
        terms.first { $0.item != term.item }?.item ?? terms[(index + 1) % terms.count].item
      guard
        add(
          term.item, term.attribute, scale: term.coefficient,
          other: terms.count > 1 ? other : nil, superview: superview, into: &coefficients)
      else {
        return (nil, "attribute \(term.attribute) of \(term.item) has no frame meaning")
      }
    }
    return (
      ConstraintLinearForm(
        coefficients: coefficients, relation: equation.relation, rhs: equation.constant), nil
    )
  }

  /// Adds `scale × L(item.attribute)` to `coefficients`; `false` for `(null)`.
  func add(
    _ item: ConstraintDescriptionItem, _ attribute: ConstraintDescriptionAttribute,
    scale: Double, other: ConstraintDescriptionItem?, superview: ConstraintDescriptionItem?,
    into coefficients: inout [String: Double]
  ) -> Bool {
    let itemKey = key(of: item, other: other)
    func term(_ name: String, _ factor: Double) {
      coefficients[name, default: 0] += scale * factor
    }
    func frame(_ key: String, x: Bool, at position: Double) {
      term(key + (x ? ".minX" : ".minY"), 1)
      if position != 0 { term(key + (x ? ".width" : ".height"), position) }
    }
    func relative(x: Bool, at position: Double) {
      frame(itemKey, x: x, at: position)
      let superKey =
        superview.map { key(of: $0, other: nil) } ?? "superview(\(itemKey))"
      term(superKey + (x ? ".minX" : ".minY"), -1)
    }
    let rtl = direction == .rightToLeft
    switch attribute {
    case .maxX: relative(x: true, at: 1)
    case .midX: relative(x: true, at: 0.5)
    case .maxY: relative(x: false, at: 1)
    case .midY: relative(x: false, at: 0.5)
    case .privateAnchor(let name, let address):
      // Its own variable, one per anchor address (`KEY.row-boundary@0x6000aa0011`).
      term(itemKey + "." + name + (address.map { "@" + $0 } ?? ""), 1)
    case .standard(let standard):
      switch standard {
      case .left: frame(itemKey, x: true, at: 0)
      case .right: frame(itemKey, x: true, at: 1)
      case .centerX: frame(itemKey, x: true, at: 0.5)
      case .top: frame(itemKey, x: false, at: 0)
      case .bottom: frame(itemKey, x: false, at: 1)
      case .centerY: frame(itemKey, x: false, at: 0.5)
      case .minX: relative(x: true, at: 0)
      case .minY: relative(x: false, at: 0)
      case .width: term(itemKey + ".width", 1)
      case .height: term(itemKey + ".height", 1)
      case .leading:
        if rtl {
          term(itemKey + ".minX", -1)
          term(itemKey + ".width", -1)
        } else {
          frame(itemKey, x: true, at: 0)
        }
      case .trailing:
        if rtl { term(itemKey + ".minX", -1) } else { frame(itemKey, x: true, at: 1) }
      case .firstBaseline: term(itemKey + ".firstBaseline", 1)
      case .lastBaseline: term(itemKey + ".lastBaseline", 1)
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
        .centerYWithinMargins:
        margin(standard, of: itemKey, factor: 1, term: term)
      case .leadingMargin:
        margin(rtl ? .rightMargin : .leftMargin, of: itemKey, factor: rtl ? -1 : 1, term: term)
      case .trailingMargin:
        margin(rtl ? .leftMargin : .rightMargin, of: itemKey, factor: rtl ? -1 : 1, term: term)
      case .notAnAttribute:
        return false
      }
    }
    return true
  }

  /// A margin attribute of `key`: through its bound margins guide, else through free insets.
  func margin(
    _ attribute: LayoutAttribute, of key: String, factor: Double,
    term: (String, Double) -> Void
  ) {
    if let guide = marginGuides[key] {
      switch attribute {
      case .leftMargin: term(guide + ".minX", factor)
      case .rightMargin:
        term(guide + ".minX", factor)
        term(guide + ".width", factor)
      case .centerXWithinMargins:
        term(guide + ".minX", factor)
        term(guide + ".width", factor * 0.5)
      case .topMargin: term(guide + ".minY", factor)
      case .bottomMargin:
        term(guide + ".minY", factor)
        term(guide + ".height", factor)
      default:
        term(guide + ".minY", factor)
        term(guide + ".height", factor * 0.5)
      }
      return
    }
    switch attribute {
    case .leftMargin:
      term(key + ".minX", factor)
      term(key + ".leftMarginInset", factor)
    case .rightMargin:
      term(key + ".minX", factor)
      term(key + ".width", factor)
      term(key + ".rightMarginInset", -factor)
    case .centerXWithinMargins:
      term(key + ".minX", factor)
      term(key + ".width", factor * 0.5)
      term(key + ".leftMarginInset", factor * 0.5)
      term(key + ".rightMarginInset", -factor * 0.5)
    case .topMargin:
      term(key + ".minY", factor)
      term(key + ".topMarginInset", factor)
    case .bottomMargin:
      term(key + ".minY", factor)
      term(key + ".height", factor)
      term(key + ".bottomMarginInset", -factor)
    default:
      term(key + ".minY", factor)
      term(key + ".height", factor * 0.5)
      term(key + ".topMarginInset", factor * 0.5)
      term(key + ".bottomMarginInset", -factor * 0.5)
    }
  }
}
