import LayoutModel

/// Which safe-area insets of an iOS root Interface Builder's canvas can show, to tell a stored
/// frame that measures the canvas's safe area from a stale one.
///
/// The reader takes a root's safe-area insets from its stored frames where a constraint pins a
/// view to the guide (`readInsets`), because canvases differ from the device table: Xcode 11
/// and later hide the status bar of 4- and 4.7-inch phones (realib 26, 29: 0 points), older
/// Xcodes drew an iPhone 11's as 44 (realib 10, 28), a sheet's navigation bar is 56 (realib 20),
/// a large title's 96 (realib 18). But a frame left behind when a constraint changed measures
/// nothing: a button bar pinned 20 points above the safe area's bottom and stored 74 points
/// above an iPhone 11's bottom edge is not a 74-point inset, it is misplaced, as Xcode (which
/// knows the device's inset) reports. A reading is taken when it is a status-bar or
/// home-indicator strip plus a bar (`plausible`), or when another root of the document read
/// the same value (`corroborated`: a canvas convention the reader does not model, such as
/// realib 18's 68-point bottom in three scenes); else the device table's inset is kept.
struct InterfaceBuilderCanvasInsets: Sendable {
  /// One root safe-area reading: the edge and its value in points.
  struct Reading: Hashable, Sendable {
    var edge: InterfaceBuilderInset.Edge
    var value: Double
  }

  /// The root view's id.
  var root: String
  /// The device table's safe area for a scene's root (`sceneSafeAreaInsets`), points.
  var device: EdgeInsets
  /// What the root shows without a reading: the device's safe area for a scene's root, none
  /// for a xib's top-level view.
  var screen: EdgeInsets
  /// The bars the root's controller shows (`InterfaceBuilderContext.inferredBars`).
  var bars: EdgeInsets
  /// Readings other roots of the document share.
  var corroborated: Set<Reading>

  /// Status bars and sensor housings across iPhone and iPad models, points: none (a canvas
  /// that hides it), 20 (home-button phones, iPads), 24 (iPads without a home button), 44,
  /// 47, 48, 50 (notched iPhones), 54, 59, 62 (Dynamic Island iPhones).
  static let topStrips: [Double] = [0, 20, 24, 44, 47, 48, 50, 54, 59, 62]
  /// Bars under the status bar: a compact (32), standard (44), iPad (50) or sheet (56)
  /// navigation bar or a toolbar, a navigation bar with a large title (96).
  static let topBars: [Double] = [0, 32, 44, 50, 56, 96]
  /// Home indicators: iPads (20), landscape phones (21), portrait phones (34).
  static let bottomStrips: [Double] = [0, 20, 21, 34]
  /// A toolbar (44), a tab bar (49), an iPad's tab bar (50).
  static let bottomBars: [Double] = [0, 44, 49, 50]
  /// A landscape phone's sensor housing.
  static let sideStrips: [Double] = [0, 44, 47, 48, 50, 59, 62]

  /// Whether some canvas shows `value` points of safe area at `edge` of this root: a strip
  /// (the device table's among them) plus a bar (the inferred bars' among them), within
  /// 0.5 pt.
  func plausible(_ value: Double, at edge: InterfaceBuilderInset.Edge) -> Bool {
    let (strips, barHeights) =
      switch edge {
      case .top: (Self.topStrips, Self.topBars)
      case .bottom: (Self.bottomStrips, Self.bottomBars)
      case .left, .right: (Self.sideStrips, [0.0])
      }
    return (strips + [device[edge]]).contains { strip in
      (barHeights + [bars[edge]]).contains { abs(strip + $0 - value) <= 0.5 }
    }
  }

  /// What the root shows at `edge` without a reading, points.
  func expected(at edge: InterfaceBuilderInset.Edge) -> Double { screen[edge] + bars[edge] }

  /// The value to take of `values`, the readings of `inset` in constraint order, and the
  /// readings left out. Another view's insets and the root's margins: the most frequent
  /// reading. The root's safe area: the expected value when a reading gives it, else the most
  /// frequent reading some canvas shows or another root shares (`nil`, and every reading
  /// left out, when there is none).
  func choose(_ values: [Double], for inset: InterfaceBuilderInset) -> (
    value: Double?, rejected: [Reading]
  ) {
    guard inset.view == root, inset.kind == .safeArea else {
      return (Self.mostFrequent(values), [])
    }
    let expected = expected(at: inset.edge)
    if values.contains(where: { abs($0 - expected) <= 0.5 }) { return (expected, []) }
    var taken: [Double] = []
    var rejected: [Reading] = []
    for value in values {
      let reading = Reading(edge: inset.edge, value: value)
      if plausible(value, at: inset.edge) || corroborated.contains(reading) {
        taken.append(value)
      } else if !rejected.contains(reading) {
        rejected.append(reading)
      }
    }
    return (Self.mostFrequent(taken), rejected)
  }

  /// The value read most often (within 0.5 pt), the first among equals; `nil` for none.
  static func mostFrequent(_ values: [Double]) -> Double? {
    var best: (value: Double, count: Int)?
    for value in values {
      let count = values.filter { abs($0 - value) <= 0.5 }.count
      if count > best?.count ?? 0 { best = (value, count) }
    }
    return best?.value
  }
}
