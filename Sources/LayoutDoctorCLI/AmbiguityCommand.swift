import LayoutDiagnostics
import LayoutReports

/// `layout-doctor ambiguity FILE` (options and usage line: `options`, `usage`): every view
/// whose frame the constraints do not determine, with ranges, witnesses, causes and fixes.
enum AmbiguityCommand: Command {
  static let name = "ambiguity"
  static let abstract =
    "Find the views whose frames the constraints do not determine, and say why and how to fix it."
  static let arguments = [Positional("FILE")]
  static let discussion = """
    Reads a layout listing (.layout), a JSON dump (see layout-dump(5)) or a console log (each
    report read as a layout, --report N for one; traces as UIKit reported
    them); '-' reads standard input. Solves it as 'solve' does, then decides exactly, from the solver's optimal tableau,
    which view attributes (minX, minY relative to the superview, width, height) can take
    another value with every required constraint satisfied and the same error at every
    priority. Prints the view tree in the style of _autolayoutTrace with the ambiguous views
    marked, then for each ambiguous view and axis the range of each attribute, a witness frame
    (another optimal layout) beside the solved one, the cause (missing constraints,
    content-priority ambiguity, an equal-priority tie, or inequalities only) with the
    constraints involved, and the fix. Exits 0 when the file was analysed, ambiguous or not,
    and for an empty log (a note, as in 'check'), 2 when it cannot be read.
    """
  static let format = LayoutCommandInput.format(
    help: "Print the report as text (the default), as JSON, or as a self-contained HTML page"
      + " with a wireframe of the solved frames (ambiguous views with a witness frame) and the"
      + " constraint graph.",
    discussion: """
      .Cm json
      gives
      each view's
      .Ql id ,
      .Ql frame ,
      .Ql ambiguous
      attributes with their
      .Ql min
      and
      .Ql max ,
      .Ql witnessFrame ,
      .Ql cause ,
      .Ql constraints
      and
      .Ql fix ,
      with every view in input order,
      .Ql null
      for an unbounded side, and an empty
      .Ql ambiguous
      object for a determined view.
      \(OutputSchema.manual(name))

      """ + HTMLOutput.manual, html: true)
  static let options = LayoutCommandInput.options(format: format)

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    try LayoutCommandInput.run(
      command: name, nothingTo: "check for ambiguity", kind: .ambiguity, format: format, invocation,
      io,
      text: { AmbiguityTextReport.text($0.ambiguity(), layout: $0) },
      json: { AmbiguityJSONReport.json($0.ambiguity(), layout: $0) })
  }
}
