import LayoutDiagnostics
import LayoutReports

/// `layout-doctor solve FILE` (options and usage line: `options`, `usage`): the
/// frames a layout listing, JSON dump or each console report solves to.
enum SolveCommand: Command {
  static let name = "solve"
  static let abstract =
    "Solve a layout listing, JSON dump or console report and print every view's frame."
  static let arguments = [Positional("FILE")]
  static let discussion = """
    Reads a layout listing (.layout), a JSON dump (see layout-dump(5)) or a console log, each
    of whose reports is read as a layout (what the log does not show, such as
    frames and margins, is left free and marked as not determined by what the log shows;
    where required constraints conflict, the one broken is the one the log says UIKit broke,
    else the one 'explain' predicts; --report N picks one; traces are printed as UIKit
    reported them); '-' reads standard input. Builds the constraint system UIKit would: the file's constraints, intrinsic-size
    constraints at the hugging and compression-resistance priorities, autoresizing-mask
    constraints, layout-margins and safe-area guides, and the root view's frame. Prints the
    view tree with frames relative to each superview, marking the views whose frame the
    constraints do not determine (AMBIGUOUS LAYOUT, with the ranges; 'ambiguity' explains
    them), then any required constraint that had to be broken, in UIKit's words. Exits 0 when
    solved (even with broken constraints) and for an empty log (a note, as in 'check'), 2 when
    the file cannot be read or holds nothing to solve.
    """
  static let format = LayoutCommandInput.format(
    help: "Print the view tree as text (the default), as JSON, or as a self-contained HTML"
      + " page with a wireframe of the solved frames and the constraint graph.",
    discussion: """
      .Cm json
      gives
      an object whose
      .Ql views
      array gives each view's
      .Ql id ,
      .Ql class ,
      .Ql superview
      and
      .Ql frame
      .Pq Ql x , y , width , height
      in input order, and whose
      .Ql brokenConstraints
      array gives each broken constraint with those it conflicted with, each with its
      .Ql line
      in the input (its statement's in a listing, its own in a console log;
      .Ql null
      for one the engine generated) or, in a JSON dump, its
      .Ql jsonPath ,
      and, where a console log printed one, its
      .Ql address .
      \(OutputSchema.manual(name))

      """ + HTMLOutput.manual, html: true)
  static let options = LayoutCommandInput.options(format: format)

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    try LayoutCommandInput.run(
      command: name, nothingTo: "solve", kind: .solve, format: format, invocation, io,
      text: { SolveReport.text($0, ambiguity: $0.ambiguity()) },
      json: { SolveReport.json($0, ambiguity: $0.ambiguity()) })
  }
}
