import LayoutModel

extension ConflictWording {
  /// `UIStackView:0x1's bottom layout margin at least 0 pt`: an unknown taken to be
  /// non-negative where the input does not make it so (`ConflictAssumption.nonNegative`; only
  /// layout margins are, `LayoutUnknown.isDomainAssumedInReports`).
  static func assumedNonNegative(_ unknown: LayoutUnknown, view: String) -> String {
    guard case .layoutMargin(_, let edge) = unknown else {
      return "\(unknown) at least \(points(0))"
    }
    return "\(view)'s \(edge.rawValue) layout margin at least \(points(0))"
  }

  /// The margins a conflict needs to be non-negative, which `framework` does not require:
  /// `This conflict holds only if layout margins the log does not show are not negative
  /// (X's top layout margin at least 0 pt); UIKit allows negative margins.`
  static func nonNegativeAssumptions(_ named: [String], framework: String) -> String {
    "This conflict holds only if layout margins the log does not show are not negative"
      + " (\(named.joined(separator: ", "))); \(framework) allows negative margins."
  }
}
