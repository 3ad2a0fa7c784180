/// How a view draws content that does not fit its bounds: what decides whether a view laid out
/// smaller than its intrinsic size is truncated (cut) or merely scaled.
///
/// Apple's `UIView.ContentMode`: the `scale...` modes (and `redraw`) resize the content to the
/// bounds, so an image view smaller than its image shows all of it, smaller; the positional
/// modes (`center`, `top`, `bottomRight`, ...) draw the content at its size and clip what falls
/// outside. Text is different: a label, a button's title, a text field or a text view shorter
/// or narrower than its text cuts it ("Cli...") whatever its content mode.
public enum ContentMode: String, CaseIterable, Hashable, Sendable, Codable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// Whether content larger than the bounds is drawn at its size and clipped.
  public var clips: Bool {
    switch self {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: return false
    default: return true
    }
  }
}

extension View {
  /// The classes whose frame size the framework fixes whatever the constraints say: `UISwitch`
  /// (Apple, `UISwitch.init(frame:)`: the size components of the rectangle are ignored).
  public static let fixedSizeClasses: Set<String> = ["UISwitch"]

  /// Whether this view keeps its own size at run time, whatever width or height its constraints
  /// give it (`fixedSizeClasses`, judged by the class without a module or address like
  /// `isSizedByContainer(className:)`): its frame is that size at the constraints' origin, so
  /// a narrower solved size cuts nothing and a stored size differing from it is not misplaced.
  public var keepsItsSize: Bool {
    let name = className.prefix { $0 != ":" }
    return Self.fixedSizeClasses.contains(String(name.split(separator: ".").last ?? name))
  }

  /// The class-name endings of views that draw text and cut it when short of room: `UILabel`,
  /// `UIButton` (its title), `UITextField`, `UITextView`, and subclasses named after them
  /// (`TitleLabel`, `PrimaryButton`).
  public static let textClassSuffixes = ["Label", "Button", "TextField", "TextView"]

  /// Whether this view's content is cut when it is laid out smaller than its intrinsic size:
  /// what the input says (`truncates` / `"truncatesContent"`) when it says so; otherwise true
  /// for text classes (`textClassSuffixes`, whatever their content mode: text is laid out in
  /// the bounds, never scaled), for any other view whose `contentMode` clips, and for
  /// classes the model knows nothing about (`UIView` and custom classes with an intrinsic size:
  /// a wrong "clipped" warning is cheaper than a missed one); false for an image view that
  /// scales (`UIImageView` with no content mode given is `scaleToFill`, UIKit's default) or a
  /// view with a scaling content mode.
  public var cutsContent: Bool {
    if let truncatesContent { return truncatesContent }
    if keepsItsSize { return false }
    // The class without its module (`MyApp.TitleLabel`), compared as bytes (class names are
    // ASCII): this is asked of every view in every layout a sweep lays out.
    let bytes = className.utf8
    let name =
      bytes.lastIndex(of: UInt8(ascii: ".")).map { bytes[bytes.index(after: $0)...] }
      ?? bytes[...]
    func ends(with suffix: String) -> Bool {
      name.count >= suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
    if Self.textClassSuffixes.contains(where: ends(with:)) { return true }
    if let contentMode { return contentMode.clips }
    return !ends(with: "ImageView")
  }
}
