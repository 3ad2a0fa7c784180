import LayoutDiagnostics
import LayoutParsing
import LayoutReports

/// The whole analysis, as `check`, `solve`, `ambiguity` and `graph` run it: read the input
/// (listing, JSON dump or console log, by content), build and solve every layout, find the
/// conflicts, ambiguity and truncation, and write every report format. Traps when an answer
/// fails its check (`AnalysisChecks`) or an output does not parse.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnalysis(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzCheck.bytes(data, size)
  let name = ReaderChecks.file
  let input: AnalysisInput
  do {
    input = try AnalysisInput.read(bytes, name: name, path: name)
  } catch {
    ReaderChecks.requireOneLine(error.description)
    return 0
  }
  var findings: [Finding] = []
  if let log = input.log {
    findings += Finding.minimalConflicts(in: log) + Finding.unparsedLogLines(in: log)
    for report in log.reports {
      FuzzCheck.requireSafeDOT(DotWriter().write(ConstraintGraph(report: report)))
    }
  }
  if let layout = input.layout {
    findings += Finding.redundantConstraints(in: layout.document)
  }
  let layouts: [LayoutAnalysis]
  do {
    layouts = try input.layouts()
  } catch {
    FuzzCheck.require(!error.description.contains("\n"), "error spans lines: \(error)")
    layouts = []
  }
  for layout in layouts {
    AnalysisChecks.requireSolved(layout)
    AnalysisChecks.requireConflicts(layout.conflicts())
    let ambiguity = layout.ambiguity()
    AnalysisChecks.requireWitnesses(ambiguity, layout)
    if input.layout != nil { findings += layout.findings() }
    _ = SolveReport.text(layout, ambiguity: ambiguity)
    FuzzCheck.requireJSON(SolveReport.json(layout, ambiguity: ambiguity), "solve JSON")
    _ = AmbiguityTextReport.text(ambiguity, layout: layout)
    FuzzCheck.requireJSON(AmbiguityJSONReport.json(ambiguity, layout: layout), "ambiguity JSON")
    FuzzCheck.requireSafeDOT(
      DotWriter().write(ConstraintGraph(layout: layout, ambiguity: ambiguity)))
  }
  let report = CheckReport(toolVersion: "fuzz", inputs: [name], findings: findings)
  for format in ReportFormat.allCases {
    let output = format.reporter().render(report)
    switch format {
    case .json: FuzzCheck.requireJSON(output, "check JSON")
    case .sarif: FuzzCheck.requireJSON(output, "SARIF")
    case .junit: FuzzCheck.requireXML(output, "JUnit")
    case .text, .xcode, .github, .html: break
    }
  }
  return 0
}
