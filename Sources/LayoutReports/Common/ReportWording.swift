import LayoutDiagnostics
import LayoutModel

/// Phrases shared by the text-based reporters.
enum ReportWording {
  /// A minimal conflict's name from its index (from 0) in its report or layout: `A` … `Z`,
  /// then its number (`27`), as the text, the conflict pictures and the graph name it.
  static func conflictName(_ index: Int) -> String {
    let letters = ExplainTextReport.Wording.letters
    return index < letters.count ? String(letters[index]) : String(index + 1)
  }

  /// What an attribute a console report's constraints leave open is
  /// (`LayoutDocument.isPartial`): the report lists only its conflict's constraints, so this
  /// is no ambiguity of the app.
  static let notShownByLog = "not determined by what the log shows"

  /// Why `notShownByLog` says nothing of the app, after the count of such views.
  static let partialReason =
    "a report lists only the constraints of its conflict, not the app's whole layout"

  /// `2 views are not determined by what the log shows (...).`
  static func notShown(_ views: Int) -> String {
    (views == 1 ? "1 view is " : "\(views) views are ") + notShownByLog + " (" + partialReason
      + ")."
  }

  /// A view as `_autolayoutTrace` names it, `Class:id`, its class once: a console report's
  /// view is already keyed `UIImageView:0x7f8b4c40a2b0`.
  static func traceItem(className: String, id: String) -> String {
    id.hasPrefix(className + ":") ? id : className + ":" + id
  }

  /// A view as `recursiveDescription` names it after its class (`<UILabel: title; ...>`):
  /// its id, or for a console report's view keyed by class and address, the address alone.
  static func describedItem(className: String, id: String) -> String {
    id.hasPrefix(className + ":") ? String(id.dropFirst(className.count + 1)) : id
  }

  /// `1 error`, `2 warnings`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
  }

  /// `2 errors, 1 warning in 3 files.` or `No problems found in 1 file.`; with inputs that
  /// could not be read, `No problems found in 1 of 2 files; 1 file could not be checked.` or
  /// `Nothing was checked: 2 files could not be checked.`; then the files a folder walk
  /// skipped as not text (`skipped(_:)`).
  static func totals(_ report: CheckReport) -> String {
    checkedTotals(report) + skipped(report)
  }

  /// ` 1 file skipped as not text: shots/a.png.` (at most three named), or empty when a folder
  /// walk skipped nothing.
  static func skipped(_ report: CheckReport) -> String {
    guard !report.skipped.isEmpty else { return "" }
    let names = report.skipped.prefix(3).map(\.file).joined(separator: ", ")
    let more = report.skipped.count > 3 ? " and \(report.skipped.count - 3) more" : ""
    return " " + count(report.skipped.count, "file") + " skipped as not text: " + names + more
      + "."
  }

  /// `totals(_:)` without the skipped files.
  private static func checkedTotals(_ report: CheckReport) -> String {
    let files = count(report.inputs.count, "file")
    var parts: [String] = []
    for (severity, word) in [
      (Finding.Severity.error, "error"), (.warning, "warning"), (.note, "note"),
    ] {
      let number = report.count(severity)
      if number > 0 { parts.append(count(number, word)) }
    }
    let failed = Set(report.inputErrors.map(\.file)).count
    guard failed > 0 else {
      return parts.isEmpty
        ? "No problems found in \(files)." : parts.joined(separator: ", ") + " in \(files)."
    }
    let unchecked = count(failed, "file") + " could not be checked."
    let checked = report.inputs.count - failed
    guard checked > 0 || !parts.isEmpty else { return "Nothing was checked: " + unchecked }
    let scope = "\(checked) of \(files)"
    let found = parts.isEmpty ? "No problems found" : parts.joined(separator: ", ")
    return found + " in \(scope); " + unchecked
  }

  /// What a baseline entry with no finding to match is: `not found in this run`.
  static let notFoundInThisRun = "not found in this run"

  /// `3 findings hidden by the baseline; 1 baseline entry not found in this run.`, or `nil`
  /// with nothing to say. An entry with no finding to match is not called fixed: the run may
  /// not have checked its input.
  static func baseline(_ report: CheckReport) -> String? {
    var parts: [String] = []
    if report.suppressedCount > 0 {
      parts.append(count(report.suppressedCount, "finding") + " hidden by the baseline")
    }
    let stale = report.staleBaselineEntries.reduce(0) { $0 + $1.count }
    if stale > 0 {
      parts.append(
        count(stale, "baseline entry", "baseline entries") + " " + notFoundInThisRun)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ") + "."
  }

  /// The message with the repeat count and (unless the place is shown elsewhere) the JSON
  /// path it needs to stand alone on a line.
  static func message(_ finding: Finding, withJSONPath: Bool = true) -> String {
    var text = finding.message
    if withJSONPath, let path = finding.location.jsonPath { text += " (at \(path))" }
    if finding.occurrences > 1 { text += " (\(seen(finding)))" }
    return text
  }

  /// `seen 3 times: lines 7, 21 and 35`, or for many, `seen 1,451 times: lines 7, 21, 35, 49,
  /// 63, 77 and 1,445 more, the last at line 20307` (`Finding.repeatLines`), as `explain`
  /// lists a repeated report's lines; `seen 3 times` when the lines are not known.
  static func seen(_ finding: Finding) -> String {
    typealias Wording = ExplainTextReport.Wording
    let times = "seen \(Wording.count(finding.occurrences)) times"
    let lines = finding.repeatLines
    let listed = Finding.listedRepeatLines
    guard lines.count > 1 else { return times }
    // Lines that add up with the count: every one, or the first few and the last.
    let whole =
      lines.count == finding.occurrences
      || (lines.count == listed + 1 && finding.occurrences > lines.count)
    let list =
      whole
      ? Wording.lineList(
        first: Array(lines.prefix(listed)), last: lines.last, total: finding.occurrences)
      : Wording.lineList(first: lines, last: nil, total: lines.count)
    return times + ": lines " + list
  }

  /// A note's message with its JSON path (unless the place is shown elsewhere).
  static func message(_ note: Finding.Note, withJSONPath: Bool = true) -> String {
    guard withJSONPath, let path = note.location?.jsonPath else { return note.message }
    return note.message + " (at \(path))"
  }

  /// The notes people read: the finding's own notes, then its first
  /// `Finding.Fix.shownInBrief` fixes as `Fix: …` notes, then where the rest are. Farkas
  /// multipliers are never among them (JSON and SARIF properties carry those).
  static func notes(_ finding: Finding) -> [Finding.Note] {
    finding.notes + fixNotes(finding)
  }

  /// The first `Finding.Fix.shownInBrief` fixes as `Fix: …` notes, then `N more fixes in
  /// --format json.` when there are more.
  static func fixNotes(_ finding: Finding) -> [Finding.Note] {
    let shown = finding.fixes.prefix(Finding.Fix.shownInBrief)
    var notes = shown.map { Finding.Note("Fix: " + $0.text) }
    let more = finding.fixes.count - shown.count
    if more > 0 {
      notes.append(Finding.Note(count(more, "more fix", "more fixes") + " in --format json."))
    }
    return notes
  }

  /// `FILE:LINE:COLUMN: severity: message [rule-id]` on one line, the message with its JSON
  /// path and repeat count (`message(_:withJSONPath:)`): a finding as the Xcode format and the
  /// HTML check page write it.
  static func findingLine(_ finding: Finding) -> String {
    "\(place(finding.location)): \(finding.severity.rawValue): "
      + MessageLine.oneLine(message(finding)) + " [\(finding.ruleID)]"
  }

  /// `FILE:LINE:COLUMN`, `FILE:LINE` or `FILE` (a JSON path is left to the message).
  static func place(_ location: SourceLocation) -> String {
    var text = location.file
    if let line = location.line {
      text += ":\(line)"
      if let column = location.column { text += ":\(column)" }
    }
    return text
  }
}
