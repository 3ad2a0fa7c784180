import LayoutDiagnostics
import LayoutModel

/// Compiler-style lines that Xcode, editors and problem matchers pick up (GNU Coding
/// Standards, "Formatting Error Messages"):
///
/// ```
/// Logs/run.log:12:5: error: Widths 100 pt and 200 pt cannot both hold. [unsatisfiable-constraints]
/// Logs/run.log:13:5: note: box.width == 200
/// ```
///
/// A note without a place of its own points at its finding's place. Line breaks inside a
/// message are folded, so every line stands alone. Nothing else is printed: inputs that could
/// not be checked are reported by the command on standard error.
public struct XcodeReporter: Reporter {
  public static let format = ReportFormat.xcode

  public init() {}

  public func render(_ report: CheckReport) -> String {
    report.findings.flatMap(XcodeReporter.lines).map { $0 + "\n" }.joined()
  }

  /// The finding's line and its notes' lines, without line breaks.
  static func lines(_ finding: Finding) -> [String] {
    let place = ReportWording.place(finding.location)
    var lines = [ReportWording.findingLine(finding)]
    for note in ReportWording.notes(finding) {
      let notePlace = note.location.map(ReportWording.place) ?? place
      lines.append("\(notePlace): note: " + MessageLine.oneLine(ReportWording.message(note)))
    }
    return lines
  }
}
