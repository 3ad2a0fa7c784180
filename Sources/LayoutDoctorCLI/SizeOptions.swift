import LayoutDiagnostics
import LayoutModel

/// `--size WxH` (repeatable), `--sizes W1xH1,W2xH2,...` and `--device NAME,...`: the root sizes
/// of a sweep, shared by `solve`, `ambiguity`, `why`, `explain` and `check`.
enum SizeOptions {
  /// `--size WxH`, repeatable.
  static let size = Option<RootSize>(
    "--size", value: "WxH",
    help: "Lay the root view out at this size in points (320x568);"
      + " repeat for several.", repeatable: true, parse: parse)

  /// `--sizes WxH,...`.
  static let sizes = Option<[RootSize]>(
    "--sizes", value: "WxH,...",
    help: "Lay the root view out at each of these sizes, comma-separated (320x568,375x667)."
  ) { text in
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parse(String($0)) }
  }

  /// `--device NAME,...`: catalogue devices (`DeviceCatalogue`), each a portrait screen with
  /// its safe-area insets.
  static let device = Option<[RootSize]>(
    "--device", value: "NAME,...",
    help: "Lay the root view out at each of these devices' portrait screens with their"
      + " safe-area insets, comma-separated (iphone-se,iphone-16,ipad-pro-13).",
    discussion: deviceDiscussion
  ) { text in
    try text.split(separator: ",", omittingEmptySubsequences: false).map {
      guard let device = DeviceCatalogue.device(named: String($0)) else {
        throw CLIError.usage(
          "unknown device '\($0)' (known: \(DeviceCatalogue.names.joined(separator: ", ")))")
      }
      return RootSize(device: device)
    }
  }

  /// What the manual adds for `--device`; the devices are listed in DEVICES
  /// (`ManualPage.devices`).
  static let deviceDiscussion = """
    The sizes are swept as
    .Fl -sizes
    sweeps them, and the first root view gets the device's safe-area insets, so that
    a layout pinned to the safe area is checked as on that device (a console
    report's root keeps its own).
    In an Interface Builder document every view's safe area and layout margins
    follow the screen: a view keeps its stored distance from the root's edges and
    takes the screen's unsafe strips where it overlaps them (a scroll view's
    content none at the top and bottom), and a root view's side margins are 16
    points under 414 points wide, 20 from 414, on any size.
    A view controller's view takes the whole screen; another top-level view of a
    xib as much of it as it filled the saved device's (a 414 by 112 header its
    width, a 340 by 620 control nothing), a table cell its width, a collection
    cell nothing.
    A table cell's height then follows its content, as a table whose rows size to
    their content fits it (a cell xib's, as
    .Ql UITableView.rowHeight
    defaults to automatic; a prototype cell's when its table's row height is
    Automatic), and so it does at other text sizes; its stored height holds only
    on the canvas, and where its content leaves the height open.
    Stored frames are judged only on the canvas they were drawn for:
    .Ql misplaced-view
    findings come from the saved device's screen, with a note when it is not
    among the sizes checked.
    Findings name the device with the size
    .Pq Ql iphone-16 (393x852) .
    The names are listed in
    .Sx DEVICES .
    """

  /// The three declarations, for a command's option list.
  static let options = [size.spec, sizes.spec, device.spec]

  /// One `WxH`.
  /// - Throws: `CLIError.usage` for a value that is not `WxH` with both in 0...1000000000.
  @Sendable static func parse(_ text: String) throws -> RootSize {
    guard let size = RootSize(text) else {
      throw CLIError.usage(
        "'\(text)' is not a size WxH in points (e.g. 320x568), each in 0...1000000000")
    }
    return size
  }

  /// The sizes given, in order (`--size` values, then `--sizes`, then `--device`), without
  /// repeats; empty when none of the options was given.
  static func sizes(_ invocation: Invocation) -> [RootSize] {
    var result: [RootSize] = []
    let given = invocation.all(size) + (invocation[sizes] ?? []) + (invocation[device] ?? [])
    for size in given where !result.contains(size) {
      result.append(size)
    }
    return result
  }
}
