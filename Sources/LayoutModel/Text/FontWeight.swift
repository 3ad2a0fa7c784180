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

  /// The weight nearest to `value`, a `UIFont.Weight` raw value as a font descriptor's traits
  /// give it (`UIFontDescriptor.TraitKey.weight`, -1 to 1): the constants UIKit's headers give
  /// are ultraLight -0.8, thin -0.6, light -0.4, regular 0, medium 0.23, semibold 0.3, bold 0.4,
  /// heavy 0.56 and black 0.62.
  public init(uiKitWeight value: Double) {
    let constants: [(FontWeight, Double)] = [
      (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
      (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ]
    self = constants.min { abs($0.1 - value) < abs($1.1 - value) }?.0 ?? .regular
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
