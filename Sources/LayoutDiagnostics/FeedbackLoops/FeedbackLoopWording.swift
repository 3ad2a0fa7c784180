import LayoutEngine
import LayoutModel

/// The wording of `layout-feedback-loop` findings.
enum FeedbackLoopWording {
  /// `Height-for-width layout of 'Body' does not settle: the passes alternate between sizes
  /// without settling ('Body' 200x40 → 180x60), a layout feedback loop.`
  static func message(_ loop: HeightForWidth.FeedbackLoop, names: ItemNames) -> String {
    let sizes = zip(loop.views, loop.values).map { view, values in
      let list = values.map {
        "\(formatPoints(roundedPoints($0.width)))x"
          + "\(formatPoints(roundedPoints($0.height)))"
      }
      return "\(names.view(view)) \(list.joined(separator: " → "))"
    }
    let what =
      loop.repeats
      ? "alternate between sizes without settling"
      : "keep changing for \(HeightForWidth.passLimit) passes"
    let viewList = loop.views.map(names.view).joined(separator: ", ")
    return "Height-for-width layout of \(viewList) does not settle: the passes \(what)"
      + " (\(sizes.joined(separator: "; "))), a layout feedback loop."
  }

  /// `In the cycle: LINE` for one constraint of the loop, marked when it is an intrinsic size.
  static func inTheCycle(_ line: String, intrinsic: Bool) -> String {
    "In the cycle: \(line)" + (intrinsic ? " (intrinsic size)." : ".")
  }

  /// The finding's anchor: the looping views' ids.
  static func anchor(_ loop: HeightForWidth.FeedbackLoop) -> String {
    "feedback loop " + loop.views.joined(separator: " ")
  }

  static let fix =
    "make the width independent of the height the text produces (remove the aspect"
    + " ratio or give the width a required value), or limit the lines."
}
