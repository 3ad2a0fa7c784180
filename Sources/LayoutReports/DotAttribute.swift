/// The attributes `DotWriter` may set: an allow-list, so that no input can choose an attribute
/// name.
///
/// Values are either constants of this package (`DotValue.constant`, a `StaticString`, so they
/// cannot come from input) or text that goes through `DotText` (`.text`, `.lines`).
enum DotAttribute: String, CaseIterable, Sendable {
  case arrowsize, color, fillcolor, fontcolor, fontname, fontsize, label, labelloc, margin
  case nodesep, penwidth, rankdir, ranksep, shape, style, tooltip, width, height, splines
  case overlap, outputorder, newrank, peripheries, id
}
