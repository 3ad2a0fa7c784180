import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutReports

/// The graphs one input of `graph` holds: one per console-log report or trace, in line order,
/// or one for a layout listing or JSON dump, solved by `LayoutEngine`.
enum GraphInput {
  /// A graph and where it came from (`app.log:12`, for messages).
  struct Unit {
    var graph: ConstraintGraph
    var place: String
    /// Whether the graph is a layout's (a listing's, a JSON dump's or an Interface Builder
    /// root's), not a console report's or trace's.
    var isLayout = false
    /// Whether the graph is an Interface Builder document's root.
    var isInterfaceBuilder = false
  }

  /// Reads `bytes` (named `name`, opened as `path`) and builds its graphs: one per report and
  /// trace of a console log, one for a listing or dump, and one per layout root of an
  /// Interface Builder document (only the root `scene` names, when given; variations resolved
  /// for `traits`, its device's when `nil`).
  /// The reader's notes (`AnalysisInput.readerNotes`) go to `note`, one line each.
  /// - Returns: the graphs, or `nil` for an empty or blank log (a note, not an error).
  /// - Throws: `CLIError.input` naming the file (and line or JSON path) when the input cannot
  ///   be read or holds nothing to draw, or `scene` names no root.
  static func graphs(
    in bytes: [UInt8], name: String, path: String, scene: String? = nil,
    traits: InterfaceBuilderTraits? = nil, note: (String) -> Void = { _ in }
  ) throws -> [Unit]? {
    let input: AnalysisInput
    do {
      input = try AnalysisInput.read(bytes, name: name, path: path, traits: traits)
    } catch {
      throw CLIError.input(error.description)
    }
    for line in input.readerNotes { note(line) }
    if input.isBlank { return nil }
    if let log = input.log { return try logGraphs(log, name: name) }
    let layouts: [LayoutAnalysis]
    do {
      layouts = try input.layouts(scene: scene)
    } catch {
      throw CLIError.input(error.description)
    }
    return layouts.map { layout in
      // A document's roots are each titled and placed by their scene, as findings are.
      let title = layout.root.map { "\(name), \($0.name)" } ?? name
      let graph = ConstraintGraph(layout: layout, ambiguity: layout.ambiguity(), title: title)
      return Unit(
        graph: graph, place: layout.place, isLayout: true,
        isInterfaceBuilder: layout.root != nil)
    }
  }

  /// One graph per report and per trace, in line order; conflicts are the
  /// minimal ones found by `ConsoleReportAnalysis`.
  static func logGraphs(_ log: ConsoleLog, name: String) throws -> [Unit] {
    enum Source {
      case report(ConsoleLogReport)
      case trace(AutolayoutTrace)
      var line: Int {
        switch self {
        case .report(let report): return report.line
        case .trace(let trace): return trace.line
        }
      }
    }
    let sources =
      (log.reports.map(Source.report)
      + log.traces.map(Source.trace)).sorted { $0.line < $1.line }
    guard !sources.isEmpty else {
      throw CLIError.input(
        "\(name): \(AnalysisInput(name: name, kind: .consoleLog, layout: nil, log: log).summary);"
          + " nothing to draw")
    }
    return sources.enumerated().map { index, source in
      let place = "\(name):\(source.line)"
      switch source {
      case .report(let report):
        let analysis = ConsoleReportAnalysis(report: report, file: name)
        let conflicts = analysis.analysis.conflicts.map {
          $0.members.compactMap(analysis.reportIndex)
        }
        let title = "\(name), report \(index + 1) (line \(report.line))"
        return Unit(
          graph: ConstraintGraph(
            report: report, conflicts: conflicts, broken: analysis.brokenReportIndex,
            title: title),
          place: place)
      case .trace(let trace):
        let title = "\(name), report \(index + 1): layout trace (line \(trace.line))"
        return Unit(graph: ConstraintGraph(trace: trace, title: title), place: place)
      }
    }
  }
}
