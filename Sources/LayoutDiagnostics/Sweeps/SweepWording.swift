import LayoutModel

/// The wording of where in a sweep (root sizes, content size categories, text lengths,
/// directions) a finding occurs, and of how the sweep treated a view's font.
enum SweepWording {
  /// The sentence of `SizeThresholds.note(_:)`: `It occurs below a 388-pt wide root view (root
  /// height 852 pt).`, or `nil` when the finding occurs over the whole range walked.
  static func threshold(_ threshold: SizeThreshold) -> String? {
    let complete = threshold.checkedFrom <= 0 && threshold.checkedUpTo >= SizeWalk.limit
    guard !(threshold.occursEverywhere && complete) else { return nil }
    let number = ConflictWording.number
    let points = ConflictWording.points
    let wide = threshold.axis == .horizontal ? "wide" : "tall"
    let sizes = threshold.axis == .horizontal ? "widths" : "heights"
    let other = threshold.axis == .horizontal ? "height" : "width"
    let at = " (root \(other) \(points(threshold.fixedSize)))"
    var unknown: [String] = []
    if threshold.checkedFrom > 0 {
      unknown.append("below \(points(threshold.checkedFrom))")
    }
    if threshold.checkedUpTo < SizeWalk.limit {
      unknown.append("beyond \(points(threshold.checkedUpTo))")
    }
    let beyond =
      unknown.isEmpty
      ? "" : "; not known " + unknown.joined(separator: " or ") + " (the walk's step bound)"
    var intervals = threshold.occursFor
    // Sizes it skips alone (a conflict of equations holds where they agree) are exceptions.
    var except = ""
    if intervals.count > 1,
      zip(intervals, intervals.dropFirst()).allSatisfy({
        $0.upper == $1.lower && !$0.includesUpper && !$1.includesLower
      })
    {
      let alone = intervals.dropLast().map { points($0.upper) }
      except = ", except at exactly " + alone.joined(separator: ", ")
      var whole = intervals[0]
      whole.upper = intervals[intervals.count - 1].upper
      whole.includesUpper = intervals[intervals.count - 1].includesUpper
      intervals = [whole]
    }
    if intervals.count == 1, intervals[0].lower <= 0 {
      let below = intervals[0].includesUpper ? "at or below" : "below"
      return "It occurs \(below) a \(number(intervals[0].upper))-pt \(wide) root view\(except)"
        + "\(at)\(beyond)."
    }
    if intervals.count == 1, intervals[0].upper >= threshold.checkedUpTo {
      let end =
        threshold.checkedUpTo >= SizeWalk.limit
        ? "up to the \(points(SizeWalk.limit)) checked" : "on"
      let from = intervals[0].includesLower ? "from" : "above"
      return "It occurs \(from) a \(number(intervals[0].lower))-pt \(wide) root view \(end)"
        + "\(except)\(at)\(beyond)."
    }
    let ranges = intervals.map { interval in
      (interval.includesLower ? "from " : "above ") + points(interval.lower)
        + (interval.includesUpper ? " to " : " to below ") + points(interval.upper)
    }
    return "It occurs for root \(sizes) " + ranges.joined(separator: ", ") + "\(except)\(at)"
      + "\(beyond)."
  }

  /// `with text ×1.3, right-to-left: ` before a clause of `TextSweep.note`, or nothing for the
  /// input's own text left to right.
  static func textQualifier(scale: Double, direction: LayoutDirection) -> String {
    var qualifier: [String] = []
    if scale != 1 { qualifier.append("with text ×" + formatPoints(scale)) }
    if direction == .rightToLeft { qualifier.append("right-to-left") }
    return qualifier.isEmpty ? "" : qualifier.joined(separator: ", ") + ": "
  }

  /// `It occurs at XXL; with text ×1.3: at every content size checked.`
  static func occurs(_ clauses: [String]) -> String {
    "It occurs " + clauses.joined(separator: "; ") + "."
  }

  /// Where among `all` (ascending) the categories `found` are, in words.
  static func categories(_ found: Set<ContentSizeCategory>, among all: [ContentSizeCategory])
    -> String
  {
    let describe = ContentSizeCategory.describe
    if found.count == all.count {
      return all.count == 1 ? "at \(describe(all[0]))" : "at every content size checked"
    }
    let flags = all.map(found.contains)
    if let first = flags.firstIndex(of: true), first > 0, flags[first...].allSatisfy({ $0 }) {
      return "from content size \(describe(all[first])) up; not at \(describe(all[first - 1]))"
    }
    if let last = flags.lastIndex(of: true), last < all.count - 1, flags[...last].allSatisfy({ $0 })
    {
      return "up to content size \(describe(all[last])); not at \(describe(all[last + 1]))"
    }
    return "at content sizes " + all.filter(found.contains).map(describe).joined(separator: ", ")
      + " of the \(all.count) checked"
  }

  /// The sentence of `TextSweep.fontNote(for:names:)` for `view`, called `name`.
  static func font(of view: View, named name: String) -> String? {
    guard let font = view.font else {
      return measurement(of: view, subject: "\(name)'s")
    }
    let measured = measurement(of: view, subject: "Its")
    let size = formatPoints(font.pointSize)
    if let style = font.textStyle {
      return "\(name) has the \(style.displayName) text style (\(size) pt at"
        + " \(font.category.displayName)): its text follows the content size category."
        + (measured.map { " " + $0 } ?? "")
    }
    if font.scalesWithContentSize {
      return "\(name) has a \(size) pt font scaled with UIFontMetrics: its text follows the content"
        + " size category as body text does." + (measured.map { " " + $0 } ?? "")
    }
    return "\(name) has a fixed \(size) pt font (no text style, not scaled with UIFontMetrics): its"
      + " text keeps its size at every category." + (measured.map { " " + $0 } ?? "")
  }

  /// "Its size at the content sizes XS, accessibility M is the app's measurement there, not a
  /// scaled one." (`subject` "Its") for a view whose text the input measured at some
  /// categories; `nil` for none.
  static func measurement(of view: View, subject: String) -> String? {
    let measured = view.measuredTextSizes.keys.sorted()
    guard !measured.isEmpty else { return nil }
    let places =
      measured.count == ContentSizeCategory.allCases.count
      ? "every content size"
      : (measured.count == 1 ? "content size " : "the content sizes ")
        + measured.map(\.displayName).joined(separator: ", ")
    return "\(subject) size at \(places) is the app's measurement there, not a scaled one."
  }
}
