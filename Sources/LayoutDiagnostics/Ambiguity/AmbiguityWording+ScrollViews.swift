import LayoutModel

extension AmbiguityWording {
  /// `Interface Builder flags the clip view 'Clip' as ambiguous: …` for an AppKit clip view
  /// that neither translates its mask nor is constrained in its scroll view.
  static func clipView(_ clip: String, in scroll: String) -> String {
    "Interface Builder flags the clip view \(clip) as ambiguous: it does not translate its"
      + " autoresizing mask and no constraint places it in its scroll view \(scroll)."
  }

  /// The note that the scroll view tiles the clip view at run time (`frame`, rounded, when
  /// solved).
  static func clipViewAtRunTime(frame: LayoutRect?) -> String {
    "At run time the scroll view tiles it to fill its content area"
      + (frame.map { " (\($0) here)" } ?? "") + ", so the app is not affected."
  }

  /// The clip-view finding's anchor beside the view's id.
  static let clipViewAnchor = "clip view"

  static let clipViewFix =
    "Let the clip view translate its autoresizing mask (delete"
    + " translatesAutoresizingMaskIntoConstraints=\"NO\" from its clipView element), or"
    + " pin its four edges to the scroll view."

  /// `The scrollable content height of 'Scroll' is ambiguous: it can be anywhere in [0, ∞).`
  static func scrollableContent(_ length: String, of scrollView: String, range: String)
    -> String
  {
    "The scrollable content \(length) of \(scrollView) is ambiguous: it can be anywhere in "
      + "\(range)."
  }

  /// The note that nothing fixes the content guide's `length` (`width` or `height`).
  static func nothingFixesContent(_ length: String, of scrollView: String) -> String {
    "Nothing fixes the \(length) of \(scrollView).contentLayoutGuide; "
      + "its content needs a \(length) of its own, or one tied to the scroll view."
  }

  /// `'Content'.bottom == 'Scroll'.contentLayoutGuide.bottom (the content's length then sets
  /// the scrollable height).`: where content that starts at the content's edge ends.
  static func endContent(_ view: String, attribute: String, container: String) -> String {
    let length = ["bottom", "top"].contains(attribute) ? "height" : "width"
    return "\(view).\(attribute) == \(container).\(attribute) (the content's length then sets"
      + " the scrollable \(length))."
  }

  /// `'Content' starts at the top of 'Scroll'.contentLayoutGuide, but nothing ties its
  /// bottom there: whatever its height, the content does not say where it ends.`
  static func contentOpenEnd(_ view: String, attribute: String, container: String) -> String {
    let near = ["bottom": "top", "trailing": "leading", "right": "left"][attribute] ?? attribute
    let length = attribute == "bottom" ? "height" : "width"
    return "\(view) starts at the \(near) of \(container), but nothing ties its \(attribute)"
      + " there: whatever its \(length), the content does not say where it ends."
  }

  /// `CONSTRAINT (for vertical scrolling).`: a scroll-content fix and the scrolling it keeps.
  static func forScrolling(_ fix: String, _ scrolling: String) -> String {
    "\(fix) (for \(scrolling) scrolling)."
  }
}
