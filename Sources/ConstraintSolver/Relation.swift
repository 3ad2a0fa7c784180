/// How a constraint's expression compares with zero: `expression (relation) 0`.
///
/// The names follow `NSLayoutConstraint.Relation`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
