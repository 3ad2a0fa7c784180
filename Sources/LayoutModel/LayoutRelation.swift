/// The relation of a constraint, as `NSLayoutConstraint.Relation`; the raw value is the symbol
/// UIKit prints (`==`, `<=`, `>=`).
public enum LayoutRelation: String, CaseIterable, Sendable, Codable, Hashable {
  case lessThanOrEqual = "<="
  case equal = "=="
  case greaterThanOrEqual = ">="

  /// The relation read from its printed symbol, or `nil`.
  public init?(symbol: String) { self.init(rawValue: symbol) }

  /// The printed symbol.
  public var symbol: String { rawValue }

  /// The relation that holds when both sides are negated (or swapped): `<=` and `>=` trade
  /// places, `==` stays.
  public var reversed: LayoutRelation {
    switch self {
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
