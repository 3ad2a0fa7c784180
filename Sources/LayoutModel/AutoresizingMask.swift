/// Which parts of a view's frame stretch when its superview resizes, as
/// `UIView.AutoresizingMask`; raw values are UIKit's.
///
/// With `translatesAutoresizingMaskIntoConstraints`, UIKit turns the frame and this mask into
/// required constraints (`NSAutoresizingMaskLayoutConstraint`). The console prints the mask as
/// `h=XYZ v=XYZ`, each of X, Y, Z being `-` (fixed) or `&` (flexible): for `h` the left margin,
/// width and right margin; for `v` the top margin, height and bottom margin. The empty mask is
/// `h=--- v=---`; `[.flexibleRightMargin, .flexibleBottomMargin]` is `h=--& v=--&`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
  /// UIKit's bits: 1 left margin, 2 width, 4 right margin, 8 top margin, 16 height, 32 bottom
  /// margin.
  public var rawValue: Int

  /// Creates a mask from UIKit's bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The left margin stretches (`&` first in `h=`).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches (`&` second in `h=`).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches (`&` third in `h=`).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches (`&` first in `v=`).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches (`&` second in `v=`).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches (`&` third in `v=`).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// Every flag with its UIKit name, in raw-value order.
  public static let namedFlags: [(name: String, flag: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The flag named as in UIKit (`flexibleWidth`), or `nil`.
  public init?(name: String) {
    guard let entry = Self.namedFlags.first(where: { $0.name == name }) else { return nil }
    self = entry.flag
  }

  /// The mask read from the console notation, `h=--& v=--&` (the separator between the two
  /// halves may be a space or a comma), or `nil` if it is not in that shape.
  public init?(notation: String) {
    let bytes = Array(notation.utf8)
    guard bytes.count == 11, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "="),
      bytes[5] == UInt8(ascii: " ") || bytes[5] == UInt8(ascii: ","),
      bytes[6] == UInt8(ascii: "v"), bytes[7] == UInt8(ascii: "=")
    else { return nil }
    let flags: [(Int, AutoresizingMask)] = [
      (2, .flexibleLeftMargin), (3, .flexibleWidth), (4, .flexibleRightMargin),
      (8, .flexibleTopMargin), (9, .flexibleHeight), (10, .flexibleBottomMargin),
    ]
    var mask: AutoresizingMask = []
    for (index, flag) in flags {
      switch bytes[index] {
      case UInt8(ascii: "&"): mask.insert(flag)
      case UInt8(ascii: "-"): break
      default: return nil
      }
    }
    self = mask
  }

  /// The names of the flags that are set, in raw-value order.
  public var names: [String] { Self.namedFlags.filter { contains($0.flag) }.map(\.name) }

  /// The console notation, `h=--& v=--&`.
  public var notation: String {
    func mark(_ flag: AutoresizingMask) -> String { contains(flag) ? "&" : "-" }
    return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin))"
      + " v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
  }

  /// The console notation, `h=--& v=--&`.
  public var description: String { notation }
}
