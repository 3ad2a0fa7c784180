import LayoutModel

/// What one constraint of a conflict measures, in the report's words: the left side
/// `first.attribute − multiplier × second.attribute` of its equation, which its linear form
/// holds to the constant.
///
/// Explanations say what the other members need of this quantity and what the constraint
/// itself sets it to; fixes say what it becomes after re-solving.
struct ConflictQuantity: Hashable, Sendable {
  /// How the quantity reads.
  enum Shape: Hashable, Sendable {
    /// The width or height of `item`: `UIView:0x1.height`.
    case size(item: String, attribute: LayoutAttribute)
    /// How far `first` lies past `second`, two positions on one axis (`more` is the word for
    /// a positive distance: `below`, `right of`, `after`; `less` for a negative one).
    case offset(first: String, second: String, more: String, less: String)
    /// How much `first` exceeds `second`, two sizes of one kind.
    case sizeDifference(first: String, second: String, attribute: LayoutAttribute)
    /// Anything else: `first − multiplier × second` (`second` absent: `first` alone).
    case general(first: String, multiplier: Double, second: String?)
  }

  /// How it reads.
  var shape: Shape
  /// The item the quantity is about (the equation's first item).
  var subject: String
  /// The item as a sentence names it when that differs from `subject`: a layout editor's
  /// name with the object id (`'Title' (2wE-0A-zrE)`, `ItemNames.view`).
  var spoken: String? = nil

  /// The item of a `.size` quantity as a sentence names it.
  func sentenceName(_ item: String) -> String { spoken ?? item }
}

extension ConflictContext {
  /// The quantity `constraint` holds to its constant.
  func quantity(of constraint: LayoutConstraint) -> ConflictQuantity {
    let subject = self.subject.name(of: constraint.first.item)
    if let compound = constraint.compound {
      // `left − right`, each side a sum as the constraint prints it.
      let sides = [compound.left, compound.right].map { side(of: $0) }
      return ConflictQuantity(
        shape: .general(first: sides[0], multiplier: 1, second: sides[1].isEmpty ? nil : sides[1]),
        subject: subject)
    }
    let a = constraint.first.attribute
    let first = subject + "." + a.rawValue
    guard let secondAnchor = constraint.second else {
      if a.isSize {
        var quantity = ConflictQuantity(shape: .size(item: subject, attribute: a), subject: subject)
        if case .view(let id) = constraint.first.item {
          let spoken = self.subject.names.view(id)
          if spoken != subject { quantity.spoken = spoken }
        }
        return quantity
      }
      if a.isFrameName, let axis = a.axis {
        // `minX`, `maxY`, ...: frame names, relative to the superview's bounds.
        let hierarchy = self.subject.document.hierarchy
        let superview = hierarchy.view(constraint.first.item.id)?.superview.map {
          self.subject.name(of: .view($0))
        }
        let origin =
          (superview ?? ConflictWording.superview(of: subject))
          + (axis == .horizontal ? ".left" : ".top")
        let (more, less) = Self.words(axis: axis, directional: false)
        return ConflictQuantity(
          shape: .offset(first: first, second: origin, more: more, less: less), subject: subject)
      }
      return ConflictQuantity(
        shape: .general(first: first, multiplier: 1, second: nil), subject: subject)
    }
    let b = secondAnchor.attribute
    let second = self.subject.name(of: secondAnchor.item) + "." + b.rawValue
    if constraint.multiplier == 1, let axis = a.axis, axis == b.axis {
      if a.isSize, b == a {
        return ConflictQuantity(
          shape: .sizeDifference(first: first, second: second, attribute: a), subject: subject)
      }
      if !a.isSize, !b.isSize, !a.isFrameName, !b.isFrameName {
        let (more, less) = Self.words(
          axis: axis, directional: a.isDirectional && b.isDirectional)
        return ConflictQuantity(
          shape: .offset(first: first, second: second, more: more, less: less), subject: subject)
      }
    }
    return ConflictQuantity(
      shape: .general(first: first, multiplier: constraint.multiplier, second: second),
      subject: subject)
  }

  /// One side of a compound constraint with the report's item names:
  /// `(UIView:0x1.leading - UIView:0x2.leading)`, `0.5 × (UIView:0x3.leading - UIView:0x4.trailing)`,
  /// `0.5 × UIView:0x3.trailing`.
  func side(of terms: [LayoutTerm]) -> String {
    // A factor every term shares is written once: `0.5 × (B.leading - C.trailing)`.
    let factor = terms.first.map { abs($0.coefficient) } ?? 1
    let shared =
      terms.count > 1 && factor != 1 && terms.allSatisfy { abs($0.coefficient) == factor }
    let scale = shared ? factor : 1
    var text = ""
    for (offset, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient) / scale
      let sign = term.coefficient < 0 ? (offset == 0 ? "-" : " - ") : (offset == 0 ? "" : " + ")
      let name: String
      switch term.operand {
      case .anchor(let anchor):
        name = subject.name(of: anchor.item) + "." + anchor.attribute.rawValue
      case .unknown(let unknown): name = unknown.description
      }
      text += sign + (magnitude == 1 ? "" : formatConsoleNumber(magnitude) + " × ") + name
    }
    guard terms.count > 1 else { return text }
    return (shared ? formatConsoleNumber(factor) + " × " : "") + "(\(text))"
  }

  /// The words for a positive and a negative distance along `axis`
  /// (`ConflictWording.directions(axis:directional:)`).
  static func words(axis: LayoutAxis, directional: Bool) -> (more: String, less: String) {
    ConflictWording.directions(axis: axis, directional: directional)
  }
}
