import LayoutDiagnostics
import LayoutParsing

/// How `solve`, `ambiguity` and `why` print an input that holds several layouts: a console
/// log, each of whose reports with constraints is a layout, and whose `_autolayoutTrace` trees
/// are printed as UIKit reported them. A listing or dump (one layout, no report) prints its one
/// body unchanged.
///
/// Text: each layout under `app.log:12: report 1 of 3, read as a layout` and a blank line, in
/// line order with the traces; in a sweep (`--size`, several layouts) each under
/// `FILE: root size 320x568` too (and `content size accessibility L (body 33 pt)` in a text
/// sweep). JSON: `{"reports": [{"file", "line", "report", "size", "textVariant",
/// "result": BODY}],
/// "traces": [{"file", "line", "views": [{"item", "line", "ambiguous": [ATTR]}]}]}`.
public enum LayoutAnalysisReport {
  /// The text of every layout (`body` each) and trace of `file`, in line order.
  public static func text(
    _ layouts: [LayoutAnalysis], traces: [AutolayoutTrace], file: String,
    body: (LayoutAnalysis) -> String
  ) -> String {
    if traces.isEmpty, layouts.count == 1, let only = layouts.first, only.report == nil {
      return body(only)
    }
    enum Part {
      case layout(LayoutAnalysis)
      case trace(AutolayoutTrace)
    }
    let parts =
      (layouts.map { (line: $0.report?.line ?? 0, part: Part.layout($0)) }
      + traces.map { (line: $0.line, part: Part.trace($0)) }).sorted { $0.line < $1.line }
    var text = ""
    var tally = ExplainTextReport.Tally()
    for (_, part) in parts {
      switch part {
      case .layout(let layout):
        if layouts.count > 1, let line = headingLine(of: layout) { text += line + "\n\n" }
        if let report = layout.report {
          text += "\(layout.place): report \(report.number) of \(report.count), read as a layout"
          text +=
            layout.document.constraints.isEmpty
            ? ": it lists no constraint that could be read ('layout-doctor explain' says what it"
              + " shows)\n\n"
            : " (what the log does not show is left free)\n\n"
        }
        text += body(layout) + "\n"
      case .trace(let trace):
        text += ExplainTextReport().render(trace, file: file, tally: &tally)
      }
    }
    return text
  }

  /// The JSON of every layout (`body` each, one JSON object) and trace.
  public static func json(
    _ layouts: [LayoutAnalysis], traces: [AutolayoutTrace], file: String,
    body: (LayoutAnalysis) -> String
  ) -> String {
    if traces.isEmpty, layouts.count == 1, let only = layouts.first, only.report == nil {
      return body(only)
    }
    let reports = layouts.map { layout in
      let report = layout.report
      let size = rootSize(of: layout).map { ", \"size\": \"\($0)\"" } ?? ""
      let variant = layout.textVariant.map { variant in
        var writer = JSONWriter()
        JSONReporter.write(variant, to: &writer)
        return ", \"textVariant\": " + writer.text
      }
      return "{\"file\": \(JSONText.string(layout.file)), \"line\": \(report?.line ?? 1),"
        + " \"report\": \(report?.number ?? 1)\(size)\(variant ?? ""), \"result\": "
        + body(layout).trimmingTrailingNewlines() + "}"
    }
    let entries = traces.map { ConsoleExplanation.Trace($0, file: file) }
    // Some Foundation versions print an empty array over three lines.
    let traces = entries.isEmpty ? "[]" : JSONText.encode(entries).trimmingTrailingNewlines()
    return "{\"reports\": [" + reports.joined(separator: ", ") + "], \"traces\": "
      + traces + "}\n"
  }
}

extension LayoutAnalysisReport {
  /// What sets the layout apart in a sweep: "root size 320x568", "content size accessibility
  /// L (body 33 pt)", or both joined with ", "; `nil` when neither sweep applies.
  ///
  /// With `traits`, the size classes the layout was read for lead: "traits wR hR, root size
  /// ipad (820x1180)".
  public static func heading(of layout: LayoutAnalysis, traits: String? = nil) -> String? {
    let parts =
      [
        traits.map { "traits \($0)" },
        (layout.root?.screen ?? rootSize(of: layout)?.description).map { "root size \($0)" },
        layout.textVariant.map { "content size \($0)" },
      ]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// "FILE: root size 320x568, content size …": the line that heads the layout in a sweep's
  /// text and HTML (`heading(of:)` after its file); `nil` when neither sweep applies.
  public static func headingLine(of layout: LayoutAnalysis, traits: String? = nil) -> String? {
    heading(of: layout, traits: traits).map { "\(layout.file): \($0)" }
  }

  /// The root size a sweep (`--size`) gave the layout (with the device it stands for, for
  /// `--device`), or `nil` when it keeps its frame's.
  public static func rootSize(of layout: LayoutAnalysis) -> RootSize? {
    if let swept = layout.sweptSize { return swept }
    let options = layout.engine.options
    guard let width = options.rootWidth, let height = options.rootHeight else { return nil }
    return RootSize(width: width, height: height)
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = self
    while result.hasSuffix("\n") { result.removeLast() }
    return result
  }
}
