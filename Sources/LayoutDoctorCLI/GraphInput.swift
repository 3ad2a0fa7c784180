import LayoutDiagnostics
import LayoutEngine
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
  }

  /// Reads `bytes` (named `name`, opened as `path`) and builds its graphs.
  /// - Throws: `CLIError.input` naming the file (and line or JSON path) when the input cannot
  ///   be read or holds nothing to draw.
  static func graphs(in bytes: [UInt8], name: String, path: String) throws -> [Unit] {
    let text = String(decoding: bytes, as: UTF8.self)
    switch CheckInput.detectKind(of: text, path: path) {
    case nil:
      throw CLIError.input(
        "\(name): JSON that is not a layout dump (no \"format\": \"layout-dump\")")
    case .layoutListing?, .jsonDump?:
      let document: LayoutDocument
      do {
        document = try LayoutDumpParser.parse(bytes, file: name).document
      } catch {
        throw CLIError.input(error.description)
      }
      let engine: LayoutEngine
      do {
        engine = try LayoutEngine(document: document)
      } catch {
        throw CLIError.input(error.description)
      }
      let solution = engine.solve()
      let ambiguity = AmbiguityReport(engine: engine, solution: solution)
      let graph = ConstraintGraph(
        engine: engine, solution: solution, ambiguity: ambiguity, title: name)
      return [Unit(graph: graph, place: name)]
    case .consoleLog?:
      return try logGraphs(ConsoleLog(parsing: text, file: name), name: name)
    }
  }

  /// One graph per report with constraints and per trace, in line order; conflicts are the
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
      (log.reports.filter { !$0.constraints.isEmpty }.map(Source.report)
      + log.traces.map(Source.trace)).sorted { $0.line < $1.line }
    guard !sources.isEmpty else {
      throw CLIError.input("\(name): no constraint reports or layout traces to draw")
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
          graph: ConstraintGraph(report: report, conflicts: conflicts, title: title),
          place: place)
      case .trace(let trace):
        let title = "\(name), report \(index + 1): layout trace (line \(trace.line))"
        return Unit(graph: ConstraintGraph(trace: trace, title: title), place: place)
      }
    }
  }
}
