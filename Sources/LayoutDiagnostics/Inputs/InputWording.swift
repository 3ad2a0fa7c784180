import LayoutParsing

/// The wording of what an input holds and of inputs that are not analysed, for messages.
enum InputWording {
  /// `a layout listing`, `a JSON layout dump` (for `.layoutListing` and `.jsonDump`).
  static func layoutFile(_ kind: InputKind) -> String {
    kind == .jsonDump ? "a JSON layout dump" : "a layout listing"
  }

  /// `an Interface Builder document with 3 layout roots`.
  static func interfaceBuilder(roots count: Int) -> String {
    "an Interface Builder document with " + counted(count, "layout root")
  }

  /// A console log with nothing in it.
  static let empty = "empty input"

  /// `a console log with 2 conflict reports and 1 layout trace`, or `… with no constraint
  /// reports or layout traces`.
  static func consoleLog(conflictReports: Int, constraintDumps: Int, layoutTraces: Int) -> String {
    let parts = [
      (conflictReports, "conflict report"), (constraintDumps, "constraint dump"),
      (layoutTraces, "layout trace"),
    ].filter { $0.0 > 0 }.map { counted($0.0, $0.1) }
    return parts.isEmpty
      ? "a console log with no constraint reports or layout traces"
      : "a console log with " + parts.joined(separator: " and ")
  }

  /// `FILE: this build cannot check layout listings yet` (or `… for conflicts yet`).
  static func cannotCheck(_ name: String, _ kind: InputKind, forConflicts: Bool) -> String {
    let what = kind == .jsonDump ? "JSON layout dumps" : "layout listings"
    return "\(name): this build cannot check \(what)" + (forConflicts ? " for conflicts" : "")
      + " yet"
  }

  /// The note for an Interface Builder document that `check` skips.
  static func skippedWithoutAutoLayout(_ name: String) -> String {
    "\(name): note: does not use Auto Layout (no useAutolayout=\"YES\"); skipped"
  }

  /// The note for an Interface Builder document without a layout root, which `check` skips.
  static func skippedWithoutRoots(_ name: String) -> String {
    "\(name): note: \(noRoots); skipped"
  }

  /// The roots of `name` that a sweep's sizes do not apply to: `note: the sizes given do not
  /// apply to an AppKit layout root (Window); it is checked at its saved size`.
  static func unsweptRoots(_ name: String, roots: [String], isAppKit: Bool) -> String {
    let kind =
      isAppKit
      ? "an AppKit layout root, never laid out on an iPhone or iPad screen"
      : "a root that did not fill the saved device's screen (a collection view cell keeps its"
        + " item size, a freeform view its own)"
    let list = roots.prefix(3).joined(separator: ", ") + (roots.count > 3 ? ", …" : "")
    let subject = roots.count == 1 ? "it is" : "they are"
    return "\(name): note: the sizes given do not apply to \(kind) (\(list)); \(subject) checked at"
      + " \(roots.count == 1 ? "its" : "their") saved size"
  }

  /// `cell.xib: note: at the sizes and text checked, table cell 'Note Cell' is laid out with
  /// its height following its content, as a table whose rows size to their content
  /// (UITableView.automaticDimension, UIKit's default) lays it out; in a table of fixed rows it
  /// keeps its stored height`.
  static func fittedCells(_ name: String, cells: [String]) -> String {
    let list =
      cells.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
      + (cells.count > 3 ? ", …" : "")
    let plural = cells.count > 1
    return "\(name): note: at the sizes and text checked, table cell\(plural ? "s" : "") \(list)"
      + " \(plural ? "are" : "is") laid out with \(plural ? "their heights" : "its height")"
      + " following \(plural ? "their" : "its") content, as a table whose rows size to their"
      + " content (UITableView.automaticDimension, UIKit's default) lays"
      + " \(plural ? "them" : "it") out; in a table of fixed rows \(plural ? "they keep their" : "it keeps its")"
      + " stored height"
  }

  /// What an Interface Builder document without a layout root lacks.
  static let noRoots =
    "no layout root (no scene with a view, no top-level view, cell or window)"

  /// `1 conflict report`, `2 layout roots`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
