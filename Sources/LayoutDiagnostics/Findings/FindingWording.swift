import LayoutModel

/// The wording of the notes any rule's finding can carry: where among the checked sizes and
/// size classes it occurs, and which estimated intrinsic length it rests on.
enum FindingWording {
  /// `It occurs at root sizes 320x568, 375x667 of the 4 checked.`
  /// `It occurs at every root size checked (3); its numbers are those at iphone-se
  /// (375x667).`: where a finding of a sweep of devices occurs at every size, the device its
  /// message was measured at. Before, "fixes it at 375 pt" named no device.
  static func occursAtEverySize(_ checked: Int, numbersAt size: RootSize) -> String {
    "It occurs at every root size checked (\(checked)); its numbers are those at \(size)."
  }

  static func occursAtSizes(_ occurs: [RootSize], of checked: Int) -> String {
    "It occurs at root size\(occurs.count == 1 ? "" : "s") "
      + occurs.map(\.description).joined(separator: ", ") + " of the \(checked) checked."
  }

  /// `It occurs in traits wC hR of the 4 size-class combinations the document's variations
  /// tell apart.`
  /// `It occurs in traits wR hR of the 4 size-class combinations the document's variations
  /// tell apart.`; when the devices given have only some of them (`of` < `apart`), `of the 2
  /// size-class combinations the devices checked have (the document's variations tell 4
  /// apart).`
  static func occursInTraits(_ traits: [String], of checked: Int, apart: Int) -> String {
    let among =
      checked < apart
      ? "of the \(checked) size-class combinations the devices checked have (the document's"
        + " variations tell \(apart) apart)."
      : "of the \(checked) size-class combinations the document's variations tell apart."
    return "It occurs in traits " + traits.joined(separator: ", ") + " " + among
  }

  /// `In traits wR hR the root was laid out on ipad (820x1180), a screen with those size
  /// classes (the saved device has others).`
  static func laidOutOnScreens(_ screens: [String], traits: [String]) -> String {
    let plural = screens.count > 1
    return "In traits \(traits.joined(separator: ", ")) the root was laid out on "
      + screens.joined(separator: " and ")
      + (plural ? ", screens" : ", a screen")
      + " with those size classes (the saved device has others)."
  }

  /// `Judged on the canvas the frames were stored for (414 x 896 pt), not at the sizes
  /// checked.`
  static func judgedOnCanvas(width: Double, height: Double) -> String {
    "Judged on the canvas the frames were stored for (\(formatPoints(width)) x"
      + " \(formatPoints(height)) pt), not at the sizes checked."
  }

  /// `It rests on an estimated intrinsic width of 'Title' (no measurement in the document).`
  static func restsOnEstimate(_ axis: LayoutAxis, of view: String) -> String {
    let dimension = axis == .horizontal ? "width" : "height"
    return "It rests on an estimated intrinsic \(dimension) of \(view)"
      + " (no measurement in the document)."
  }
}
