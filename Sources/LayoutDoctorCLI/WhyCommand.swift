import LayoutDiagnostics
import LayoutModel
import LayoutReports

/// `layout-doctor why FILE ITEM.ATTR` (options and usage line: `options`, `usage`): the chain
/// of constraints that fixes an attribute's value, or its ambiguity.
enum WhyCommand: Command {
  static let name = "why"
  static let abstract =
    "Explain which constraints fix an attribute's value, or why it is ambiguous."
  static let arguments = [Positional("FILE"), Positional("ITEM.ATTR", completion: .none)]
  static let discussion = """
    Solves the layout as 'solve' does and explains ITEM.ATTR, an attribute in the listing's
    syntax: 'title.width', 'badge.minX', 'root.safeAreaLayoutGuide.top'; for a console log,
    an item as the log prints it ("UILabel:0x7fa1c2d0a030'Text1'.top",
    '<UILabel: 0x7fa1c2d0a030; frame = …>.top'), by its address alone ('0x7fa1c2d0a030.top')
    or by the text it shows ("'Text1'.top"), in every report that has it; for an Interface
    Builder document, a view's object id or the name the canvas shows, its user label or text
    ('Title Label.width', "'Title Label'.width"), in every layout root that has it. A name that matches
    nothing is answered with the nearest names ('did you mean titleLabel?'). For a determined
    value it prints the constraints that fix it, read from the solver's provenance, in the
    order that derives it (each with the variable it fixes, its value and its file:line), and
    the preferences that give way and by how much. For an ambiguous value it prints the range
    and the view's ambiguity report. minX and minY are relative to the superview; other
    positions are in the root view's coordinates. Exits 0 when explained and for an empty log (a
    note, as in 'check'), 2 when the file cannot be read or names no such item or attribute.
    """
  static let format = LayoutCommandInput.format(
    help: "Print the explanation as text (the default) or JSON.",
    discussion: OutputSchema.manual(name), html: false)
  static let options = LayoutCommandInput.options(format: format)

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    guard invocation.arguments.count == 2 else {
      throw CLIError.usage(
        invocation.arguments.count < 2
          ? "expected FILE and ITEM.ATTR" : "expected FILE and one ITEM.ATTR")
    }
    let path = invocation.arguments[0]
    guard
      let loaded = try LayoutCommandInput.load(
        path, invocation, io, command: name, nothingTo: "explain")
    else {
      return .usageOrInputError
    }
    if loaded.input.isBlank { return .success }
    // A console log's reports each name their own items: explain the attribute in every
    // report that has the item.
    let explained: [(LayoutAnalysis, WhyExplanation)]
    do {
      explained = try WhyExplanation.explanations(
        of: invocation.arguments[1], in: loaded.layouts, traces: loaded.traces,
        file: loaded.input.name
      ).map { ($0.layout, $0.explanation) }
    } catch {
      throw CLIError.input(error.description)
    }
    // A layout is its place and, in a sweep, its root size and text variant.
    let key = { (layout: LayoutAnalysis) in
      layout.place + " " + (LayoutAnalysisReport.heading(of: layout) ?? "")
    }
    let explanations = Dictionary(
      explained.map { (key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    let layouts = explained.map(\.0)
    let json = invocation[format] == .json
    io.stdout.write(
      json
        ? LayoutAnalysisReport.json(layouts, traces: [], file: loaded.input.name) { layout in
          explanations[key(layout)].map { WhyJSONReport.json($0, layout: layout) } ?? "{}"
        }
        : LayoutAnalysisReport.text(layouts, traces: [], file: loaded.input.name) { layout in
          explanations[key(layout)].map { WhyTextReport.text($0, layout: layout) } ?? ""
        })
    io.doneWith((loaded, explained))
    return .success
  }
}
