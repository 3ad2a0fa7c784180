import LayoutDiagnostics
import LayoutModel
import LayoutReports

/// Hand-built finding sets for the report goldens: what `check` says about the inputs in
/// `fixtures/check/`, written out by hand until the analyses produce them.
enum SampleReports {
  static let version = "0.1.0"

  static let all: [(name: String, report: CheckReport)] = [
    ("clean", clean), ("conflict", conflict), ("ambiguity", ambiguity),
    ("multi-report", multiReport),
  ]

  static let clean = CheckReport(
    toolVersion: version, inputs: ["fixtures/check/clean.layout"], findings: [])

  static let conflict: CheckReport = {
    let file = "fixtures/check/conflicting-widths.layout"
    let finding = Finding(
      rule: .unsatisfiableConstraints,
      message: "box cannot be both 100 pt and 200 pt wide: two required widths conflict.",
      location: SourceLocation(file: file, line: 7, column: 1),
      notes: [
        .init("box.width == 100", at: SourceLocation(file: file, line: 7, column: 1)),
        .init(
          "box.width == 200 (UIKit breaks this one)",
          at: SourceLocation(file: file, line: 8, column: 1)),
        .init("Fix: remove one of them, or lower it to priority 999."),
      ],
      anchor: Fingerprint.anchor(["box.width == 100", "box.width == 200"]))
    return CheckReport(toolVersion: version, inputs: [file], findings: [finding])
  }()

  static let ambiguity: CheckReport = {
    let listing = "fixtures/check/ambiguous-position.layout"
    let dump = "fixtures/check/equal-hugging.json"
    let position = Finding(
      rule: .ambiguousLayout,
      message: "The horizontal position of badge is ambiguous: its minX can take any value.",
      location: SourceLocation(file: listing, line: 4, column: 6),
      notes: [
        .init(
          "badge.minX ranges over (-∞, +∞); a witness frame is {{100, 40}, {60, 20}} beside"
            + " the solved {{0, 40}, {60, 20}}."),
        .init("Fix: add a horizontal position, e.g. badge.leading == root.leading + 16."),
      ],
      anchor: "badge\nminX")
    let hugging = Finding(
      rule: .contentPriorityAmbiguity,
      message: "title and detail have equal horizontal hugging priority 250 and share 135 pt"
        + " of extra space, so which one grows is undefined.",
      location: SourceLocation(file: dump, jsonPath: "$.views[1]"),
      notes: [
        .init("detail hugs at 250 too", at: SourceLocation(file: dump, jsonPath: "$.views[2]")),
        .init("Fix: give title horizontal hugging 251."),
      ],
      anchor: Fingerprint.anchor(["title", "detail", "horizontal hugging"]))
    return CheckReport(
      toolVersion: version, inputs: [listing, dump], findings: [hugging, position])
  }()

  static let multiReport: CheckReport = {
    let file = "fixtures/check/multi-report.log"
    let heights = Finding(
      rule: .unsatisfiableConstraints,
      message: "App.ButtonA must be at least 44 pt tall, but a required constraint fixes its"
        + " height at 20 pt.",
      location: SourceLocation(file: file, line: 7, column: 5),
      notes: [
        .init(
          "<NSLayoutConstraint:0x2825170c0 App.ButtonA:0x107fb4260.height >= 44   (active)>"
            + " (UIKit breaks this one)", at: SourceLocation(file: file, line: 7, column: 5)),
        .init(
          "<NSLayoutConstraint:0x282514230 App.ButtonA:0x107fb4260.height == 20   (active)>",
          at: SourceLocation(file: file, line: 8, column: 5)),
        .init("Fix: lower App.ButtonA.height == 20 to priority 999, or remove it."),
      ],
      anchor: Fingerprint.anchor(["App.ButtonA.height >= 44", "App.ButtonA.height == 20"]),
      occurrences: 2)
    let unparsed = Finding(
      rule: .unparsedLogLine,
      message: "Could not read this constraint line, so the report at line 18 may be"
        + " incomplete: \"<NSLayoutConstraint:0x282516f80 App.ButtonA:0x107fc0a10.width =="
        + " 0.5*UIVi\".",
      location: SourceLocation(file: file, line: 25, column: 5),
      anchor: "<NSLayoutConstraint:0x282516f80 App.ButtonA:0x107fc0a10.width == 0.5*UIVi")
    let navigationBar = Finding(
      rule: .systemInternalConflict,
      message: "Only UIKit's navigation bar items conflict: _UINavigationBarContentView is 0 pt"
        + " wide, but its bar buttons need at least 8 + 6 + 6 pt.",
      location: SourceLocation(file: file, line: 40, column: 5),
      notes: [
        .init(
          "'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView.width == 0",
          at: SourceLocation(file: file, line: 45, column: 5)),
        .init(
          "'UIView-leftMargin-guide-constraint' H:|-(8)-[UIViewLayoutMarginsGuide]",
          at: SourceLocation(file: file, line: 46, column: 5)),
      ],
      anchor: Fingerprint.anchor([
        "'BIB_Trailing_CB_Leading'", "'CB_Trailing_Trailing'",
        "'UINav_static_button_horiz_position'", "'UINavItemContentGuide-leading'",
        "'UINavItemContentGuide-trailing'", "'UIView-Encapsulated-Layout-Width'",
        "'UIView-leftMargin-guide-constraint'",
      ]))
    let stale = Baseline.Entry(
      fingerprint: Fingerprint(value: "3c5a0e9d4f1b2a67"), rule: "unsatisfiable-constraints",
      file: file, count: 1, message: "App.ViewB cannot be both 320 pt and 300 pt wide.")
    return CheckReport(
      toolVersion: version, inputs: [file], findings: [navigationBar, unparsed, heights],
      suppressedCount: 1, staleBaselineEntries: [stale])
  }()
}
