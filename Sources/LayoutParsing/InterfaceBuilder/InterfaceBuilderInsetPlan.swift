import LayoutModel

/// How a root's safe-area insets and layout margins follow from the screen it is shown on: what
/// `InterfaceBuilderRootBuilder.applyMeasurements(_:)` derives at the saved device, kept so that
/// the root can be laid out on another screen (`--device`, `--size`) with insets that follow it
/// as UIKit's do, instead of the saved device's.
///
/// On the saved screen the insets are exactly the reader's. On another one: a view's safe-area
/// inset is the new screen's unsafe strip where it overlaps the view (the view keeping its
/// stored distance from the root's edge, as a view pinned to that edge does; a scroll view's
/// content none at the top and bottom, which the scroll view's content inset keeps it
/// out of), and an inset the
/// stored frames determined (`readInsets`) moves by as much as that overlap moves; the root's
/// own is the new screen's strip and its bars, plus what the stored frames showed beyond the
/// saved device's (never less: a canvas that hid the status bar does not hide a device's). A
/// xib's top-level view as large as the saved screen measured that screen's strips too
/// (`measuredScreen`): on another screen they are that screen's, not added to them. Margins are recomputed from the default or explicit ones
/// and the new safe area; a margin the frames determined moves by the change of the view's
/// safe area (where its margins follow it) and of its default margins (which depend on the
/// root's width: 16 or 20 points on the sides of a root view or a table cell's content view).
struct InterfaceBuilderInsetPlan: Sendable {
  /// Where a view's layout margins start, before the safe area.
  enum BaseMargins: Sendable {
    /// Set in the document.
    case explicit(EdgeInsets)
    /// A view controller's root view: 8 top and bottom, 16 on the sides under 414 points
    /// wide, 20 from 414.
    case rootView
    /// A table cell's content view: 11 top and bottom and the root view's sides, or 8 on
    /// every edge before Xcode 9 (`legacy`).
    case tableCellContent(legacy: Bool)
    /// Any other view: 8 on every edge.
    case standard

    /// The margins of a view `width` points wide.
    func insets(width: Double) -> EdgeInsets {
      let side: Double = width < 414 ? 16 : 20
      switch self {
      case .explicit(let insets): return insets
      case .rootView: return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
      case .tableCellContent(let legacy):
        return legacy
          ? EdgeInsets(all: 8) : EdgeInsets(top: 11, left: side, bottom: 11, right: side)
      case .standard: return .defaultLayoutMargins
      }
    }
  }

  /// One view, in the hierarchy's order (a superview before its subviews).
  struct Entry: Sendable {
    /// The view's id.
    var id: String
    /// Its superview's entry, `nil` for the root.
    var parent: Int?
    /// The stored frame in the root's coordinates, points; `nil` when it has none.
    var frame: LayoutRect?
    var base: BaseMargins
    /// Whether its margins are measured from its safe area (`insetsLayoutMarginsFromSafeArea`,
    /// iOS).
    var marginsFollowSafeArea: Bool
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewMargins: Bool
    /// The safe-area insets the stored frames determined, by edge (top, left, bottom, right).
    var readSafeArea: [Double?]
    /// The margins the stored frames determined, by edge.
    var readMargins: [Double?]
    /// Whether the view is in a scroll view's content (a table's cells, a scroll view's
    /// subviews): the scroll view's adjusted content inset keeps it out of the top and bottom
    /// strips at rest, so it takes no top or bottom inset from the screen.
    var isScrolledContent = false
  }

  /// The views; the first is the root.
  var entries: [Entry] = []
  /// The root's stored size, points.
  var storedRootWidth: Double = 0
  var storedRootHeight: Double = 0
  /// The screen's safe area at the saved device (the device table's), points.
  var screen: EdgeInsets = .zero
  /// What the bars the root's controllers show add to the root's own safe area.
  var bars: EdgeInsets = .zero
  /// The screen's safe area the stored frames measured, where it is not `screen`: a xib's
  /// top-level view as large as its saved device's screen was drawn on that screen, so what its
  /// frames read holds the device's strips (`screen`, what the canvas gives where the frames
  /// read nothing, stays none). `nil`: `screen`.
  var measuredScreen: EdgeInsets?

  /// Each view's safe-area insets and effective layout margins (in `entries` order) on a screen
  /// whose safe area is `screen` (the saved one when `nil`) with the root `rootWidth` points
  /// wide (the stored width when `nil`).
  func insets(screen newScreen: EdgeInsets? = nil, rootWidth: Double? = nil) -> [(
    safeArea: EdgeInsets, margins: EdgeInsets
  )] {
    guard !entries.isEmpty else { return [] }
    let savedScreen = Self.edges(screen)
    let measured = Self.edges(measuredScreen ?? screen)
    let screen = Self.edges(newScreen ?? self.screen)
    let bars = Self.edges(self.bars)
    let widthChange = (rootWidth ?? storedRootWidth) - storedRootWidth
    var safeAreas: [[Double]] = []
    var margins: [[Double]] = []
    for (index, entry) in entries.enumerated() {
      let frame = entry.frame ?? .zero
      // Per edge: distance from the root's edge and the view's length across it.
      let distance = [
        frame.y, frame.x, storedRootHeight - frame.maxY, storedRootWidth - frame.maxX,
      ]
      let length = [frame.height, frame.width, frame.height, frame.width]
      // The strip's overlap with the view, at most the strip (a view reaching past the
      // root's edge, realib 33's 1,000-pt news cell in a 667-pt table, is not unsafe beyond
      // it) and at most the view's own length (a banner inside the strip).
      func overlap(_ inset: Double, _ edge: Int) -> Double {
        if entry.isScrolledContent, edge == 0 || edge == 2 { return 0 }
        return min(inset, max(0, inset - distance[edge]), max(0, length[edge]))
      }
      var saved = [Double](repeating: 0, count: 4)
      var safe = saved
      for edge in 0..<4 {
        let read = entry.readSafeArea[edge]
        if index == 0 {
          let table = savedScreen[edge] + bars[edge]
          saved[edge] = read ?? table
          // On another screen the device's own strip counts: what the canvas showed beyond the
          // table (a bar the reader did not infer) moves with it; what it showed less of (a
          // status bar Xcode's canvas hides, realib 26 and 29; an older notch height, 28) is the
          // canvas's, not the device's.
          let beyond = max(0, saved[edge] - max(table, read == nil ? 0 : measured[edge]))
          safe[edge] = newScreen == nil ? saved[edge] : max(0, screen[edge] + bars[edge] + beyond)
        } else {
          let before = overlap(measured[edge], edge)
          let after = overlap(screen[edge], edge)
          saved[edge] = read ?? before
          safe[edge] = read.map { max(0, min($0 + after - before, max(0, length[edge]))) } ?? after
        }
      }
      let oldBase = Self.edges(entry.base.insets(width: frame.width))
      let newBase = Self.edges(entry.base.insets(width: frame.width + widthChange))
      var margin = newBase
      if entry.marginsFollowSafeArea {
        for edge in 0..<4 { margin[edge] += safe[edge] }
      }
      if entry.preservesSuperviewMargins, let parent = entry.parent,
        let outer = entries[parent].frame
      {
        let fromParent = [
          frame.y - outer.y, frame.x - outer.x, outer.maxY - frame.maxY, outer.maxX - frame.maxX,
        ]
        for edge in 0..<4 {
          margin[edge] = max(margin[edge], margins[parent][edge] - fromParent[edge])
        }
      }
      for edge in 0..<4 {
        guard let read = entry.readMargins[edge] else { continue }
        let safeChange = entry.marginsFollowSafeArea ? safe[edge] - saved[edge] : 0
        margin[edge] = read + safeChange + newBase[edge] - oldBase[edge]
      }
      safeAreas.append(safe)
      margins.append(margin)
    }
    return zip(safeAreas, margins).map { (Self.insets($0), Self.insets($1)) }
  }

  /// `insets` as top, left, bottom, right.
  static func edges(_ insets: EdgeInsets) -> [Double] {
    [insets.top, insets.left, insets.bottom, insets.right]
  }

  /// Insets from top, left, bottom, right.
  static func insets(_ edges: [Double]) -> EdgeInsets {
    EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
  }
}
