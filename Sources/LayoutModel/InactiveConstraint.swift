/// An inactive constraint as captured: its items were not read (reading the items of an
/// inactive constraint can crash on device), so it is kept for reporting only, outside the
/// layout.
public struct InactiveConstraint: Hashable, Sendable {
  /// Address and class.
  public var capture: CapturedConstraint
  /// `NSLayoutConstraint.identifier`.
  public var identifier: String?
  /// `firstAttribute` and `secondAttribute` (`notAnAttribute` without a second item).
  public var firstAttribute: LayoutAttribute
  /// See `firstAttribute`.
  public var secondAttribute: LayoutAttribute
  /// The relation.
  public var relation: LayoutRelation
  /// The multiplier.
  public var multiplier: Double
  /// The constant, in points.
  public var constant: Double
  /// The priority, 1...1000.
  public var priority: LayoutPriority
  /// Where it was read.
  public var location: SourceLocation?

  /// Creates a record.
  public init(
    capture: CapturedConstraint, identifier: String?, firstAttribute: LayoutAttribute,
    secondAttribute: LayoutAttribute, relation: LayoutRelation, multiplier: Double,
    constant: Double, priority: LayoutPriority, location: SourceLocation? = nil
  ) {
    self.capture = capture
    self.identifier = identifier
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }
}
