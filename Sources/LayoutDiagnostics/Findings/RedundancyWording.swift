import LayoutModel

/// The wording of redundancy findings.
enum RedundancyWording {
  /// The constraint's equation and relation in a canonical orientation (anchors in order of
  /// their descriptions), without priority or identifier.
  static func canonicalKey(_ constraint: LayoutConstraint) -> String {
    // A compound constraint is keyed by its sides as written.
    if constraint.compound != nil { return constraint.listingDescription }
    // Each anchor's text is made once, for the orientation test and the key both.
    let first = constraint.first.description
    let secondText = constraint.second?.description
    guard let second = secondText, constraint.multiplier == 1, second < first else {
      return key(
        first, constraint.relation, secondText, constraint.multiplier, constraint.constant)
    }
    let mirrored: LayoutRelation
    switch constraint.relation {
    case .equal: mirrored = .equal
    case .lessThanOrEqual: mirrored = .greaterThanOrEqual
    case .greaterThanOrEqual: mirrored = .lessThanOrEqual
    }
    return key(second, mirrored, first, 1, -constraint.constant)
  }

  /// `first relation multiplier*second + constant`, appended piece by piece (a key is made
  /// for every constraint of the layout).
  private static func key(
    _ first: String, _ relation: LayoutRelation, _ second: String?,
    _ multiplier: Double, _ constant: Double
  ) -> String {
    var text = first
    text += " "
    text += relation.symbol
    if let second {
      text += " "
      text += formatPoints(multiplier)
      text += "*"
      text += second
    }
    text += " + "
    text += formatPoints(constant == 0 ? 0 : constant)
    return text
  }

  static func message(_ weaker: LayoutConstraint, _ stronger: LayoutConstraint) -> String {
    let what: String
    if weaker.priority == stronger.priority {
      what = "repeats"
    } else if stronger.priority.isRequired {
      what = "is already enforced by"
    } else {
      what = "repeats at a lower priority"
    }
    return "\(weaker.listingDescription) \(what) \(place(stronger)), so removing it changes"
      + " nothing."
  }

  static func original(_ constraint: LayoutConstraint) -> String {
    "The original: \(constraint.listingDescription)"
  }

  private static func place(_ constraint: LayoutConstraint) -> String {
    guard let line = constraint.provenance.location?.line else {
      return constraint.listingDescription
    }
    return "the constraint on line \(line)"
  }
}
