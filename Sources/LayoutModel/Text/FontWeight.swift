/// A font's weight, as `UIFont.Weight` names it, lightest first.
public enum FontWeight: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The weight named `name`, case-insensitively (`semibold`, `Bold`); `nil` otherwise.
  public init?(named name: String) {
    let lowered = name.lowercased()
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = match
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
