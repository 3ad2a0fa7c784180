import LayoutDiagnostics
import LayoutModel

/// LayoutDoctor's own JSON report, a stable schema for scripts:
///
/// ```json
/// {"format": "layout-doctor-check", "version": 1,
///  "tool": {"name": "layout-doctor", "version": "0.1.0"},
///  "inputs": ["Logs/run.log"],
///  "findings": [{"rule": "unsatisfiable-constraints", "severity": "error",
///    "message": "…", "location": {"file": "Logs/run.log", "line": 12, "column": 5},
///    "notes": [{"message": "…", "location": {…}}], "fingerprint": "9f0c…",
///    "occurrences": 1, "sizes": ["320x568", "375x667"]}],
///  "inputErrors": [{"file": "…", "message": "…"}],
///  "summary": {"errors": 1, "warnings": 0, "notes": 0, "files": 1, "suppressed": 0,
///    "staleBaselineEntries": [{"count", "file", "fingerprint", "message", "rule"}]}}
/// ```
///
/// `location` has `file` and, when known, `line` and `column` (1-based) or `jsonPath`; absent
/// values are left out; `sizes` (the root sizes a finding occurs at) only with `--size`. Keys are
/// sorted; findings are in report order. New keys may be added
/// within version 1; none is removed or changes meaning.
public struct JSONReporter: Reporter {
  public static let format = ReportFormat.json

  public init() {}

  struct Document: Encodable {
    var format = "layout-doctor-check"
    var version = 1
    var tool: Tool
    var inputs: [String]
    var findings: [Item]
    var inputErrors: [CheckReport.InputError]
    var summary: Summary
  }

  struct Tool: Encodable {
    var name: String
    var version: String
  }

  struct Item: Encodable {
    var rule: String
    var severity: Finding.Severity
    var message: String
    var location: SourceLocation
    var notes: [Finding.Note]
    var fingerprint: Fingerprint
    var occurrences: Int
    var sizes: [String]?
  }

  struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
    var files: Int
    var suppressed: Int
    var staleBaselineEntries: [Baseline.Entry]
  }

  public func render(_ report: CheckReport) -> String {
    let items = report.findings.map {
      Item(
        rule: $0.ruleID, severity: $0.severity, message: $0.message, location: $0.location,
        notes: $0.notes, fingerprint: $0.fingerprint, occurrences: $0.occurrences,
        sizes: $0.sizes)
    }
    let document = Document(
      tool: Tool(name: report.toolName, version: report.toolVersion), inputs: report.inputs,
      findings: items, inputErrors: report.inputErrors,
      summary: Summary(
        errors: report.count(.error), warnings: report.count(.warning),
        notes: report.count(.note), files: report.inputs.count,
        suppressed: report.suppressedCount, staleBaselineEntries: report.staleBaselineEntries))
    return JSONText.encode(document)
  }
}
