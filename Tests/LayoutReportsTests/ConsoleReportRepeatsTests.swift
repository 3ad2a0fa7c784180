import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutReports
import LayoutTestSupport
import Testing

/// `ConsoleReportRepeats`: a report repeated with other addresses and lines is explained from
/// the first one's analysis, and the text is the one its own analysis gives.
@Suite struct ConsoleReportRepeatsTests {
  static let files = Fixtures.files(in: "console-logs", extensions: ["log"])

  /// `text` with every address (`0x` after a non-word character) passed through `map`, and
  /// `shift` unrelated lines before it.
  static func relabelled(_ text: String, shift: Int, _ map: (String) -> String) -> String {
    let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_])0x[0-9a-f]+")
    let source = text as NSString
    var result = ""
    var start = 0
    for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      result += source.substring(
        with: NSRange(location: start, length: match.range.location - start))
      result += map(source.substring(with: match.range))
      start = match.range.location + match.range.length
    }
    result += source.substring(from: start)
    return String(repeating: "CompileSwift normal arm64 View.swift\n", count: shift) + result
  }

  /// An address moved by `offset`, keeping its length (left alone when it would not).
  static func moved(_ address: String, by offset: UInt64) -> String {
    let digits = address.dropFirst(2)
    guard digits.count <= 15, let value = UInt64(digits, radix: 16) else { return address }
    let text = String(value + offset, radix: 16)
    return text.count > digits.count
      ? address : "0x" + String(repeating: "0", count: digits.count - text.count) + text
  }

  /// Each report of `first` seen, then each of `second`: every report of `second` explained
  /// through the repeats reads as its own analysis gives it. Returns how many reports were
  /// analysed.
  static func explainBoth(_ first: String, _ second: String, file: String) -> Int {
    let text = ExplainTextReport()
    var repeats = ConsoleReportRepeats(file: file)
    var tally = ExplainTextReport.Tally()
    let reports = ConsoleLog(parsing: first, file: file).reports
    let repeated = ConsoleLog(parsing: second, file: file).reports
    #expect(reports.count == repeated.count)
    for report in (reports + repeated) where report.kind != .constraintPrintout {
      let own = text.render(
        report, analysis: ConsoleReportAnalysis(report: report, file: file), file: file,
        tally: &tally)
      let reused = text.render(
        report, outcome: repeats.outcome(of: report), file: file, tally: &tally)
      #expect(reused == own, "\(file):\(report.line)")
    }
    return repeats.analysisCount
  }

  /// Addresses exchanged out of order: another form, analysed again, the same text.
  @Test(arguments: files)
  func shuffledAddresses(file: String) throws {
    let text = try Fixtures.text("console-logs/\(file)")
    let repeated = Self.relabelled(text, shift: 3) { address in
      String(address.prefix(2)) + String(address.dropFirst(2).reversed())
    }
    _ = Self.explainBoth(text, repeated, file: file)
  }

  /// Addresses moved in order and lines shifted, across the fixtures: every repeat reads as
  /// its own analysis gives it, and of the 68 reports 66 are analysed, once each, those whose
  /// addresses are of several lengths included: in `042.log` and `113.log` a report is the
  /// same as an earlier one of its log up to addresses.
  @Test func movedAddressesAndShiftedLinesAreAnalysedOnce() throws {
    var reports = 0
    var analysed = 0
    for file in Self.files {
      let text = try Fixtures.text("console-logs/\(file)")
      let repeated = Self.relabelled(text, shift: 1_000) { Self.moved($0, by: 0x40) }
      reports += ConsoleLog(parsing: text).reports.filter { $0.kind != .constraintPrintout }.count
      analysed += Self.explainBoth(text, repeated, file: file)
    }
    #expect(reports == 68)
    #expect(analysed == 66)
  }

  /// A report whose addresses are of two lengths (a 64-bit heap address beside a short one)
  /// and its repeat with both moved: analysed once, each repeat naming its own addresses.
  @Test func addressesOfSeveralLengthsAreAnalysedOnce() {
    func report(_ short: String, _ long: String) -> String {
      """
      Unable to simultaneously satisfy constraints.
      (
          "<NSAutoresizingMaskLayoutConstraint:\(long) h=--& v=--& App.ViewA:\(short).height == 896   (active)>",
          "<NSLayoutConstraint:0x600003220a50 App.ViewA:\(short).height == 200   (active)>"
      )
      """
    }
    let first = report("0x7fcdaff0", "0x600003220d20")
    let second = report("0x7fcdaff8", "0x600003220d28")
    let text = ExplainTextReport()
    var repeats = ConsoleReportRepeats(file: "t.log")
    var tally = ExplainTextReport.Tally()
    let log = ConsoleLog(parsing: first + "\n" + second, file: "t.log")
    #expect(log.reports.count == 2)
    for report in log.reports {
      let own = text.render(
        report, analysis: ConsoleReportAnalysis(report: report, file: "t.log"), file: "t.log",
        tally: &tally)
      let reused = text.render(
        report, outcome: repeats.outcome(of: report), file: "t.log", tally: &tally)
      #expect(reused == own)
    }
    #expect(repeats.analysisCount == 1)
  }

  /// An address that begins another (`0x6000` and `0x60001`) keeps a report out of the
  /// shared form, since placeholders could not keep the order of texts holding them.
  @Test func anAddressThatBeginsAnotherIsAnalysedOnItsOwn() {
    let report = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000 App.ViewA:0x60001.height == 896   (active)>",
          "<NSLayoutConstraint:0x6001 App.ViewA:0x60001.height == 200   (active)>"
      )
      """
    var repeats = ConsoleReportRepeats(file: "t.log")
    for report in ConsoleLog(parsing: report + "\n" + report, file: "t.log").reports {
      _ = repeats.outcome(of: report)
    }
    #expect(repeats.analysisCount == 2)
  }

  /// Placeholder lines are named in the words as `line N` only: the relabelled words of a
  /// report whose lines are far apart name its own.
  @Test func wordsNameTheReportsOwnLines() {
    let report = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSAutoresizingMaskLayoutConstraint:0x600003220d20 h=--& v=--& App.ViewA:0x7fcdaff03e10.height == 896   (active)>",
          "<NSLayoutConstraint:0x600003220a50 App.ViewA:0x7fcdaff03e10.height == 200   (active)>"
      )
      """
    let text = ExplainTextReport()
    var repeats = ConsoleReportRepeats(file: "t.log")
    var tally = ExplainTextReport.Tally()
    let log = ConsoleLog(parsing: report + "\n" + String(repeating: "x\n", count: 99_990) + report)
    #expect(log.reports.map(\.line) == [1, 99_996])
    for report in log.reports {
      let reused = text.render(
        report, outcome: repeats.outcome(of: report), file: "t.log", tally: &tally)
      #expect(reused.contains("line \(report.line + 2)"))
      #expect(!reused.contains("777000"))
    }
    #expect(repeats.analysisCount == 1)
  }
}
