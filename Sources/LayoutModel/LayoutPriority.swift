/// A constraint priority, as `UILayoutPriority`: a value in 1...1000, where 1000 is required.
///
/// Priorities are real numbers (logs show `priority:999.5`). Non-required priorities are
/// satisfied strictly level by level: no error at a lower level is traded for less error at a
/// higher one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The priority value, in 1...1000 for valid input.
  public var rawValue: Double

  /// Creates a priority; the value is not range-checked (parsers check 1...1000 and report).
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// Creates a priority from a number.
  public init(_ value: Double) { self.rawValue = value }

  /// `UILayoutPriority.required`, 1000.
  public static let required = LayoutPriority(1000)
  /// `UILayoutPriority.defaultHigh`, 750 (default compression resistance).
  public static let defaultHigh = LayoutPriority(750)
  /// `UILayoutPriority.dragThatCanResizeScene`, 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// AppKit's `NSLayoutConstraint.Priority.windowSizeStayPut`, 500: how strongly a window keeps
  /// its size.
  public static let windowSizeStayPut = LayoutPriority(500)
  /// `UILayoutPriority.defaultLow`, 250 (default content hugging).
  public static let defaultLow = LayoutPriority(250)
  /// `UILayoutPriority.fittingSizeLevel`, 50.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is the required priority (1000 or more).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether the value lies in UIKit's valid range 1...1000.
  public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The value as UIKit prints it: `750`, or `999.5`.
  public var description: String {
    formatPoints(rawValue)
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Double.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
