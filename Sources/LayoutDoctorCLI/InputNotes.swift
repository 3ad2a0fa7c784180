/// The notes a command prints on standard error when an input gives it nothing to do, or when
/// an option given does nothing for an input's kind: said once, never passed over in silence.
enum InputNotes {
  /// `note: empty.log: the file is empty; nothing to explain`.
  static func empty(_ name: String, command: String) -> String {
    "note: \(name): the file is empty; nothing to \(command)\n"
  }

  /// `--size` or `--sizes` given to `explain` or `check` for a console log, whose reports
  /// are read as UIKit printed them.
  static func sizeOnLog(_ names: String, command: String) -> String {
    "note: --size and --sizes do nothing for a console log (\(names)): \(command) reads its"
      + " reports as they were printed; they set the root size of layout listings and JSON"
      + " dumps\n"
  }

  /// `--dump` given for inputs that are not console logs.
  static func dumpOnLayout(_ names: String) -> String {
    "note: --dump does nothing for a layout listing or JSON dump (\(names)): it joins console"
      + " reports with the views captured in the same run\n"
  }

  /// `--report` given for a layout listing or JSON dump, which is one layout.
  static func reportOnLayout(_ name: String) -> String {
    "note: --report does nothing for a layout listing or JSON dump (\(name)): it is one layout\n"
  }

  /// Files a folder walk found that are not text, skipped as `check` skips them:
  /// `note: 2 files skipped as not text: shots/a.png, shots/b.png`.
  static func skippedNotText(_ skipped: [String]) -> String {
    let files = skipped.count == 1 ? "1 file" : "\(skipped.count) files"
    return "note: \(files) skipped as not text: \(names(skipped))\n"
  }

  /// Up to three names, then how many more: `a.log, b.log, c.log and 2 more`.
  static func names(_ names: [String]) -> String {
    let shown = names.prefix(3).joined(separator: ", ")
    return names.count > 3 ? shown + " and \(names.count - 3) more" : shown
  }
}
