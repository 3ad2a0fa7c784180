import LayoutDiagnostics
import LayoutEngine
import LayoutReports

/// `layout-doctor ambiguity FILE [--format text|json] [--width W] [--height H]`: every view
/// whose frame the constraints do not determine, with ranges, witnesses, causes and fixes.
enum AmbiguityCommand: Command {
  static let name = "ambiguity"
  static let abstract =
    "Find the views whose frames the constraints do not determine, and say why and how to fix it."
  static let usage = "FILE [--format text|json] [--width W] [--height H]"
  static let discussion = """
    Reads a layout listing (.layout) or JSON dump (see layout-dump(5)); '-' reads standard
    input. Solves it as 'solve' does, then decides exactly, from the solver's optimal tableau,
    which view attributes (minX, minY relative to the superview, width, height) can take
    another value with every required constraint satisfied and the same error at every
    priority. Prints the view tree in the style of _autolayoutTrace with the ambiguous views
    marked, then for each ambiguous view and axis the range of each attribute, a witness frame
    (another optimal layout) beside the solved one, the cause (missing constraints,
    content-priority ambiguity, an equal-priority tie, or inequalities only) with the
    constraints involved, and the fix. Exits 0 when the file was analysed, ambiguous or not,
    and 2 when it cannot be read.
    """
  static let options = LayoutCommandInput.options(
    format: "Print the report as text (the default) or JSON.")

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    let path = try LayoutCommandInput.onlyFile(invocation)
    guard let engine = try LayoutCommandInput.engine(path, invocation, io) else {
      return .usageOrInputError
    }
    let report = AmbiguityReport(engine: engine)
    switch invocation.value("--format", default: "text") {
    case "json": io.stdout.write(AmbiguityJSONReport.json(report, engine: engine))
    default: io.stdout.write(AmbiguityTextReport.text(report, engine: engine))
    }
    return .success
  }
}
