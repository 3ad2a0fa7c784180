import LayoutDiagnostics
import LayoutReports

/// `layout-doctor solve FILE [--format text|json|html] [-o FILE] [--width W] [--height H] [--report N]`: the
/// frames a layout listing, JSON dump or each console report solves to.
enum SolveCommand: Command {
  static let name = "solve"
  static let abstract =
    "Solve a layout listing, JSON dump or console report and print every view's frame."
  static let usage =
    "FILE [--format text|json|html] [-o FILE] [--width W] [--height H] [--report N]"
    + " [--size WxH ...] [--sizes WxH,...]"
  static let discussion = """
    Reads a layout listing (.layout), a JSON dump (see layout-dump(5)) or a console log, each
    of whose reports is read as a layout (what the log does not show, such as
    frames and margins, is left free; --report N picks one; traces are printed as UIKit
    reported them); '-' reads standard input. Builds the constraint system UIKit would: the file's constraints, intrinsic-size
    constraints at the hugging and compression-resistance priorities, autoresizing-mask
    constraints, layout-margins and safe-area guides, and the root view's frame. Prints the
    view tree with frames relative to each superview, marking the views whose frame the
    constraints do not determine (AMBIGUOUS LAYOUT, with the ranges; 'ambiguity' explains
    them), then any required constraint that had to be broken, in UIKit's words. Exits 0 when
    solved (even with broken constraints), 2 when the file cannot be read or holds nothing to
    solve.
    """
  static let options = LayoutCommandInput.options(
    format: "Print the view tree as text (the default), as JSON, or as a self-contained HTML"
      + " page with a wireframe of the solved frames and the constraint graph.", html: true)

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    let path = try LayoutCommandInput.onlyFile(invocation)
    guard let loaded = try LayoutCommandInput.load(path, invocation, io, command: name) else {
      return .usageOrInputError
    }
    try LayoutCommandInput.write(
      loaded, command: name, kind: .solve, invocation, io,
      text: { SolveReport.text($0, ambiguity: $0.ambiguity()) },
      json: { SolveReport.json($0, ambiguity: $0.ambiguity()) })
    return .success
  }
}
