import Foundation
import GraphvizRendering
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutReports

/// `layout-doctor graph FILE` (options and usage line: `options`, `usage`): the constraint graph.
///
/// Reads a layout listing, a JSON dump, a console log or an Interface Builder document, builds
/// one `ConstraintGraph` per console-log report or trace (one for a listing or dump, one per
/// root of a document), writes it as DOT with `DotWriter`, and
/// for svg, png and pdf renders it in-process with `GraphvizRenderer`. Output files are
/// written atomically; with `--verbose`, which layout engine drew a picture, and why, is noted
/// on stderr.
enum GraphCommand: Command {
  static let name = "graph"
  static let abstract =
    "Draw the views and constraints of a layout or a console-log report as DOT, SVG, PNG or PDF."
  static let arguments = [Positional("FILE")]
  static let discussion = """
    FILE is a layout listing, a JSON layout dump, a console log or an Interface Builder \
    document (.xib, .storyboard), or - for standard input. \
    Views and layout guides are boxes grouped by superview, showing class, identifier or \
    address, frame and the constraints on the item alone; constraints between two items are \
    arrows from the first item to the second, labelled as UIKit prints them. Members of each \
    minimal conflict are red and numbered, the constraint UIKit broke is dashed, ambiguous \
    views are orange, and constraints UIKit made are grey.

    A console log gives one graph per report or _autolayoutTrace; --report N picks one. An \
    Interface Builder document gives one graph per layout root (each scene's root view, each \
    top-level view, cell or window); --scene picks one. With several and no --report or \
    --scene, DOT output holds one graph after the other, and the other formats need -o: \
    OUT-1.svg, OUT-2.svg, ... are written, each named on standard error with its report or \
    scene. The format follows the extension \
    of -o unless --format is given; without -o, DOT text (or the picture) goes to standard \
    output. Graphs of up to 1,000 nodes and 60 independent cycles are laid out with dot, others \
    with sfdp, so that no graph takes minutes; --engine overrides the choice, and --verbose \
    says which engine laid out each picture and why. A graph of more \
    than 2,000 nodes is laid out only when --engine is given (Graphviz can take minutes and a \
    gigabyte on it); without it the command stops with exit status 2, and an HTML page says in \
    place of the picture why it is missing. An empty log is a note, exit status 0, as in \
    'check'.
    """
  /// The axes `--axis` names.
  enum Axis: String, CaseIterable, Sendable {
    case horizontal, vertical, both

    /// The one axis drawn, `nil` for both.
    var axis: LayoutAxis? {
      switch self {
      case .horizontal: return .horizontal
      case .vertical: return .vertical
      case .both: return nil
      }
    }
  }

  static let output = Option<String>.path(
    "--output", short: "-o", value: "OUT",
    help: "Write to OUT, atomically, instead of standard output.")
  static let format = Option<GraphvizFormat>.choice(
    "--format", value: "FORMAT",
    help: "Write DOT text, SVG, PNG or PDF (default: from the extension of OUT, else dot).",
    discussion: """
      The extensions read are
      .Pa .dot , .gv , .svg , .png
      and
      .Pa .pdf .
      """, [GraphvizFormat.dot, .svg, .png, .pdf].map { ($0.rawValue, $0) })
  static let axis = Option<Axis>.choice(
    "--axis", value: "AXIS",
    help: "Draw only the constraints of one axis, or of both (default both).",
    discussion: """
      The ambiguities drawn are those of the axis too. Items are ranked as
      the screen shows them, top to bottom (left to right): by solved
      position where the input gives frames, else by what each constraint
      says, whichever way it is written.
      """)
  static let onlyConflicts = Option<Bool>.flag(
    "--only-conflicts",
    help: "Draw only the members of conflicts and the items they name.",
    discussion: "No other constraint is drawn, not even one on a drawn item alone.")
  static let engine = Option<GraphvizEngine>.choice(
    "--engine", value: "ENGINE",
    help: "Lay out with this Graphviz engine (default: dot for graphs with few cycles, else"
      + " sfdp).",
    discussion: """
      The engines are
      .Cm dot ,
      .Cm neato ,
      .Cm fdp
      and
      .Cm sfdp .
      """)
  static let report = CommonOptions.report(
    help: "Draw only the Nth report or trace of a console log, counting from 1.")
  static let verbose = Option<Bool>.flag(
    "--verbose", short: "-v",
    help: "Say on standard error which Graphviz engine laid out each picture, and why.",
    discussion: "The why is the numbers of nodes, edges and independent cycles that chose it.")
  static let options = [
    output.spec, format.spec, axis.spec, onlyConflicts.spec, engine.spec, report.spec,
    LayoutCommandInput.scene.spec, LayoutCommandInput.traits.spec, verbose.spec,
  ]

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    guard invocation.arguments.count == 1, let file = invocation.arguments.first else {
      throw CLIError.usage(
        invocation.arguments.isEmpty
          ? "missing FILE"
          : "graph takes one FILE, not "
            + "\(invocation.arguments.count)")
    }
    let output = invocation[Self.output].flatMap { $0 == "-" ? nil : $0 }
    let format = try outputFormat(invocation, output: output)
    let options = DotOptions(
      axis: invocation[Self.axis]?.axis, onlyConflicts: invocation.flag(Self.onlyConflicts))
    let engine = invocation[Self.engine]

    let (name, bytes) = try io.readInput(file)
    guard
      var graphs = try GraphInput.graphs(
        in: bytes, name: name, path: file, scene: invocation[LayoutCommandInput.scene],
        traits: invocation[LayoutCommandInput.traits], note: { io.stderr.write($0 + "\n") })
    else {
      io.stderr.write(InputNotes.empty(name, command: "draw"))
      return .success
    }
    graphs = try chosen(graphs, invocation, name: name, io: io)
    let isLayout = graphs.first?.isLayout == true
    let texts = graphs.map { DotWriter(options: options).write($0.graph) }

    guard let format else {
      let dot = Array(texts.joined(separator: "\n").utf8)
      if let output { try io.writeAtomically(dot, to: output) } else { io.stdout.write(bytes: dot) }
      return .success
    }
    if graphs.count > 1 && output == nil {
      throw CLIError.usage(
        isLayout
          ? "\(name) has \(graphs.count) layout roots: choose one with --scene NAME|ID, or give"
            + " -o OUT to write one \(format) file per root"
          : "\(name) has \(graphs.count) reports: choose one with --report N, or give -o OUT to"
            + " write one \(format) file per report")
    }
    for (index, (unit, dot)) in zip(graphs, texts).enumerated() {
      let rendered: RenderedGraph
      do {
        rendered = try GraphvizRenderer.render(dot: dot, format: format, engine: engine)
      } catch {
        throw CLIError.input("\(unit.place): \(error)\(Self.hint(for: error))")
      }
      if invocation.flag(Self.verbose) {
        io.stderr.write("note: \(unit.place): laid out with \(rendered.engine.reason)\n")
      }
      for warning in rendered.warnings {
        io.stderr.write("warning: \(unit.place): Graphviz: \(MessageLine.oneLine(warning))\n")
      }
      let bytes = Array(rendered.data)
      if let output {
        let path = graphs.count == 1 ? output : numbered(output, index + 1)
        try io.writeAtomically(bytes, to: path)
        // Which numbered file holds which report or scene.
        if graphs.count > 1 {
          io.stderr.write("note: wrote \(path): \(unit.graph.title ?? unit.place)\n")
        }
      } else {
        io.stdout.write(bytes: bytes)
      }
    }
    return .success
  }

  /// The graphs `--report` keeps (a log's Nth), with notes where `--report` or `--scene` does
  /// nothing for the input (a document's roots are `--scene`'s, a log's reports `--report`'s).
  /// - Throws: `CLIError.usage` when the log has fewer reports than `--report` asks for.
  static func chosen(
    _ graphs: [GraphInput.Unit], _ invocation: Invocation, name: String, io: CommandIO
  ) throws -> [GraphInput.Unit] {
    let isLayout = graphs.first?.isLayout == true
    let isInterfaceBuilder = graphs.first?.isInterfaceBuilder == true
    if invocation[LayoutCommandInput.scene] != nil, !isInterfaceBuilder {
      io.stderr.write(InputNotes.sceneOnOther(name))
    }
    guard let number = invocation[Self.report] else { return graphs }
    if isInterfaceBuilder {
      io.stderr.write(InputNotes.reportOnLayout(name, isInterfaceBuilder: true))
      return graphs
    }
    guard number <= graphs.count else {
      throw CLIError.usage(
        "--report \(number): \(name) has \(graphs.count) report" + (graphs.count == 1 ? "" : "s"))
    }
    if isLayout { io.stderr.write(InputNotes.reportOnLayout(name)) }
    return [graphs[number - 1]]
  }

  /// What to do instead when Graphviz refused a graph for its size; empty for other errors.
  static func hint(for error: any Error) -> String {
    guard case .tooLarge? = error as? GraphvizError else { return "" }
    return "; choose one with --engine dot or --engine sfdp, keep the conflicts with"
      + " --only-conflicts, or write DOT text with --format dot"
  }

  /// The rendered format, or `nil` for DOT text.
  static func outputFormat(_ invocation: Invocation, output: String?) throws -> GraphvizFormat? {
    if let format = invocation[Self.format] {
      return format == .dot ? nil : format
    }
    guard let output else { return nil }
    let fileExtension = (output as NSString).pathExtension
    guard let format = GraphvizFormat(fileExtension: fileExtension),
      [.dot, .svg, .png, .pdf].contains(format)
    else {
      throw CLIError.usage(
        "cannot tell the format from '\(output)': name it .dot, .gv, .svg, .png or .pdf, or use"
          + " --format")
    }
    return format == .dot ? nil : format
  }

  /// `out.svg` as `out-2.svg` for the second of several reports.
  static func numbered(_ path: String, _ number: Int) -> String {
    let base = (path as NSString).deletingPathExtension
    let fileExtension = (path as NSString).pathExtension
    return fileExtension.isEmpty ? "\(base)-\(number)" : "\(base)-\(number).\(fileExtension)"
  }
}
