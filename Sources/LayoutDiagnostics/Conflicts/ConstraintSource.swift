/// Which layout library made a constraint, and where, as a console log shows it: SnapKit
/// prints `<SnapKit.LayoutConstraint:0x6000…@FileA.swift#88 …>`, Masonry
/// `<MASLayoutConstraint:0x6000… …>`; plain `NSLayoutConstraint`s name no library.
public struct ConstraintSource: Hashable, Sendable {
  /// A layout library whose constraints the log names by class.
  public enum Library: String, Hashable, Sendable {
    /// SnapKit (`SnapKit.LayoutConstraint`).
    case snapKit = "SnapKit"
    /// Masonry (`MASLayoutConstraint`).
    case masonry = "Masonry"

    /// The library of a printed constraint class, or `nil` for UIKit's and AppKit's own
    /// classes and any other.
    public init?(className: String) {
      if className.hasPrefix("SnapKit.") || className == "SnapKit" {
        self = .snapKit
      } else if className == "MASLayoutConstraint" {
        self = .masonry
      } else {
        return nil
      }
    }

    /// The call that makes constraints, which a second run adds to the first ones.
    public var makeCall: String {
      switch self {
      case .snapKit: return "snp.makeConstraints"
      case .masonry: return "mas_makeConstraints"
      }
    }

    /// The calls that change constraints already made: update (same anchors, new constant)
    /// and remake (remove them all, make them again).
    public var updateCalls: (update: String, remake: String) {
      switch self {
      case .snapKit: return ("snp.updateConstraints", "snp.remakeConstraints")
      case .masonry: return ("mas_updateConstraints", "mas_remakeConstraints")
      }
    }
  }

  /// The library, when the class says.
  public var library: Library?
  /// Where the constraint was made, when the log says (SnapKit's `FileA.swift#88`).
  public var place: String?

  /// Creates a source.
  public init(library: Library?, place: String? = nil) {
    self.library = library
    self.place = place
  }
}
