import LayoutModel

/// The wording of `fixed-direction` findings.
enum FixedDirectionWording {
  static func message(_ line: String) -> String {
    "\(line) is written with left/right, so it does not flip under right-to-left while the"
      + " constraints around it, written with leading/trailing, do."
  }

  static func neighbour(_ line: String) -> String { "It flips: \(line)" }

  static func fix(_ line: String) -> String { "Write it with leading/trailing: \(line)." }

  static let effect =
    "The layout stays the same left-to-right and is mirrored with its neighbours right-to-left."
}
