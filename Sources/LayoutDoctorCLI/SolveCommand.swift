import LayoutDiagnostics
import LayoutReports

/// `layout-doctor solve FILE [--format text|json] [--width W] [--height H]`: the frames a
/// layout listing or JSON dump solves to.
enum SolveCommand: Command {
  static let name = "solve"
  static let abstract = "Solve a layout listing or JSON dump and print every view's frame."
  static let usage = "FILE [--format text|json] [--width W] [--height H]"
  static let discussion = """
    Reads a layout listing (.layout) or JSON dump (see layout-dump(5)); '-' reads standard
    input. Builds the constraint system UIKit would: the file's constraints, intrinsic-size
    constraints at the hugging and compression-resistance priorities, autoresizing-mask
    constraints, layout-margins and safe-area guides, and the root view's frame. Prints the
    view tree with frames relative to each superview, marking the views whose frame the
    constraints do not determine (AMBIGUOUS LAYOUT, with the ranges; 'ambiguity' explains
    them), then any required constraint that had to be broken, in UIKit's words. Exits 0 when solved (even with broken constraints), 2 when
    the file cannot be read.
    """
  static let options = LayoutCommandInput.options(
    format: "Print the view tree as text (the default) or as JSON.")

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    let path = try LayoutCommandInput.onlyFile(invocation)
    guard let engine = try LayoutCommandInput.engine(path, invocation, io) else {
      return .usageOrInputError
    }
    let solution = engine.solve()
    let ambiguity = AmbiguityReport(engine: engine, solution: solution)
    switch invocation.value("--format", default: "text") {
    case "json": io.stdout.write(SolveReport.json(solution, engine: engine, ambiguity: ambiguity))
    default: io.stdout.write(SolveReport.text(solution, engine: engine, ambiguity: ambiguity))
    }
    return .success
  }
}
