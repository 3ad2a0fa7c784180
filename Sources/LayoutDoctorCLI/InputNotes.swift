/// The notes a command prints on standard error when an input gives it nothing to do, or when
/// an option given does nothing for an input's kind: said once, never passed over in silence.
enum InputNotes {
  /// `note: empty.log: the file is empty; nothing to explain`.
  static func empty(_ name: String, command: String) -> String {
    "note: \(name): the file is empty; nothing to \(command)\n"
  }

  /// `note: A.swift: no Auto Layout report, constraint dump or _autolayoutTrace output in it;
  /// nothing to check`: a file named on the command line whose name is not a log's (`.log`,
  /// `.txt`, `.out` or none), read as console output (any text is), in which the reader found
  /// nothing. Before, a Swift source file named by mistake passed as "No problems found in 1
  /// file." without a word; a clean log still passes quietly.
  static func nothingInLog(_ name: String, command: String) -> String {
    "note: \(name): no Auto Layout report, constraint dump or _autolayoutTrace output in it;"
      + " nothing to \(command)\n"
  }

  /// `--size`, `--sizes` or `--device` given to `explain` or `check` for a console log, whose reports
  /// are read as UIKit printed them.
  static func sizeOnLog(_ names: String, command: String) -> String {
    "note: --size, --sizes and --device do nothing for a console log (\(names)): \(command)"
      + " reads its reports as they were printed; they set the root size of layout listings, JSON"
      + " dumps and Interface Builder documents\n"
  }

  /// `--content-sizes`, `--text-scale` or `--rtl` given for console logs.
  static func textOnLog(_ names: String, command: String) -> String {
    "note: --content-sizes, --text-scale and --rtl do nothing for a console log (\(names)):"
      + " \(command) reads its reports as they were printed; they set the text of layout"
      + " listings, JSON dumps and Interface Builder documents\n"
  }

  /// `--dump` given for inputs that are not console logs.
  static func dumpOnLayout(_ names: String) -> String {
    "note: --dump does nothing for a layout listing or JSON dump (\(names)): it joins console"
      + " reports with the views captured in the same run\n"
  }

  /// `--report` given for a layout listing or JSON dump, which is one layout, or for an
  /// Interface Builder document (`isInterfaceBuilder`), whose layouts `--scene` picks.
  static func reportOnLayout(_ name: String, isInterfaceBuilder: Bool = false) -> String {
    isInterfaceBuilder
      ? "note: --report does nothing for an Interface Builder document (\(name)): --scene picks"
        + " its layout roots\n"
      : "note: --report does nothing for a layout listing or JSON dump (\(name)): it is one"
        + " layout\n"
  }

  /// An Interface Builder document whose variations tell size classes apart, explained in its
  /// saved ones: `check` analyses every combination, `--traits` explains another.
  static func otherTraits(_ name: String, saved: String, others: [String]) -> String {
    "note: \(name): explained in its saved size classes (\(saved)); its variations also give"
      + " \(others.joined(separator: ", ")), which check analyses too: explain"
      + (others.count == 1 ? " them" : " one") + " with --traits \"\(others[0])\"\n"
  }

  /// `--scene` given for an input that is not an Interface Builder document.
  static func sceneOnOther(_ name: String) -> String {
    "note: --scene does nothing for \(name): only Interface Builder documents have scenes\n"
  }

  /// Files a folder walk found that are not text, skipped as `check` skips them:
  /// `note: 2 files skipped as not text: shots/a.png, shots/b.png`.
  static func skippedNotText(_ skipped: [String]) -> String {
    let files = skipped.count == 1 ? "1 file" : "\(skipped.count) files"
    return "note: \(files) skipped as not text: \(names(skipped))\n"
  }

  /// Input files a folder walk did not check: those inside the default skipped folders, and
  /// those the configuration leaves out, with how to check them.
  static func notWalked(_ left: CheckInputFiles.Left, configuration: String?) -> String? {
    var parts: [String] = []
    if left.inSkippedFolders > 0 {
      let folders = left.skippedFolderNames.sorted().map { $0 == "hidden files" ? $0 : $0 + "/" }
      parts.append(
        "\(left.inSkippedFolders) in \(folders.joined(separator: ", "))"
          + " (dependency, build and hidden folders are not walked into by default)")
    }
    if left.byConfiguration > 0 {
      parts.append("\(left.byConfiguration) left out by \(configuration ?? "the configuration")")
    }
    if left.outsideLinks > 0 {
      parts.append(
        (left.outsideLinks == 1
          ? "1 symbolic link to a file" : "\(left.outsideLinks) symbolic links to files")
          + " outside the folder (a folder walk reads only what the folder holds)")
    }
    guard !parts.isEmpty else { return nil }
    let total = left.inSkippedFolders + left.byConfiguration + left.outsideLinks
    return "note: \(total == 1 ? "1 file" : "\(total) files") not checked: "
      + parts.joined(separator: "; ")
      + "; name a path on the command line or list it under 'included' to check it\n"
  }

  /// Up to three names, then how many more: `a.log, b.log, c.log and 2 more`.
  static func names(_ names: [String]) -> String {
    let shown = names.prefix(3).joined(separator: ", ")
    return names.count > 3 ? shown + " and \(names.count - 3) more" : shown
  }
}
