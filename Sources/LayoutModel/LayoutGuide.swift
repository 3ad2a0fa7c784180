/// A layout guide the app added to a view (`UILayoutGuide`): a rectangle with the four edges,
/// width, height and centres of a view, but no content.
///
/// The safe-area and layout-margins guides of every view exist implicitly and are named by
/// `LayoutItem.safeAreaLayoutGuide(of:)` and `LayoutItem.layoutMarginsGuide(of:)`; this type is
/// for the app's own guides.
public struct LayoutGuide: Hashable, Sendable {
  /// The id constraints use to name the guide; unique among views and guides.
  public var id: String
  /// The id of the view that owns the guide (`UILayoutGuide.owningView`).
  public var owningView: String
  /// The guide's frame when it was dumped, relative to the owning view, if known (output only).
  public var frame: LayoutRect?
  /// Where the guide was declared, for error messages.
  public var location: SourceLocation?
  /// The guide's address, identifier and `layoutFrame` as a captured dump recorded them.
  public var capture: CapturedGuide?

  /// Creates a guide owned by the view `owningView`.
  public init(
    id: String, owningView: String, frame: LayoutRect? = nil, location: SourceLocation? = nil
  ) {
    self.id = id
    self.owningView = owningView
    self.frame = frame
    self.location = location
  }
}
