import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutReports

/// A conflict's own picture: the members' shares to scale, the total they need and the value
/// one member sets, with no frames needed.
@Suite struct ConflictPictureTests {
  static func picture(_ name: String) throws -> ConflictPicture {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
    let report = try #require(log.reports.first)
    let analysis = ConsoleReportAnalysis(report: report, file: name)
    let diagram = try #require(analysis.listedConflicts.first?.diagram)
    return ConflictPicture(diagram: diagram, prefix: "r1")
  }

  @Test func aCellWidthConflictReadsAsASum() throws {
    let picture = try Self.picture("001.log")
    #expect(
      picture.headline
        == "60 + 15 + 8 + 5 + 8 = 96 pt: CellContentView1.width must be at least 96 pt;"
        + " fixed at 94.3333 pt by 'UIView-Encapsulated-Layout-Width'"
        + " CellContentView1.width == 94.3333 (line 17).")
    // The short names, each with its full name in the legend.
    #expect(
      picture.legend
        == "ImageView1 = UIImageView:0x7f83b9a08580; ImageView2 = UIImageView:0x7f83b8171210;"
        + " CellContentView1 = UITableViewCellContentView:0x7f83b8171010;"
        + " StackView1 = UIStackView:0x7f83b9a05c70")
    let svg = picture.svg()
    // Five shares, the total and the stated width, each a bar with its words on its own row.
    #expect(svg.components(separatedBy: "<rect class=\"bar\"").count - 1 == 7)
    #expect(svg.components(separatedBy: "<text").count - 1 == 7)
    #expect(svg.contains("class=\"term member stated\" data-c=\"r1-c10\""))
    #expect(svg.contains("needed: at least 96 pt"))
  }

  @Test func aVerticalChainIsDrawnInColumnsWithAKeyedLegend() throws {
    let picture = try Self.picture("021.log")
    #expect(picture.headline.hasPrefix("1.25 × 200 = 250 pt: ViewA1.height"))
    let svg = picture.svg()
    #expect(svg.contains("class=\"term member broken\" data-c=\"r1-c1\""))
    #expect(
      svg.contains(
        ">1  +250 pt (1.25 × 200)  line 9, broken: View1.height == 200<"))
    #expect(
      svg.contains(">≠  fixed at 896 pt by autoresizing ViewA1.height == 896 (line 8)<"))
  }

  /// 018.log: a layout guide's width ≥ 0, which the engine holds and the log does not list,
  /// was a row like any member, with the guide's line as its own ("line 3"), so that two rows
  /// named line 3; it is drawn as not in the input, with no line.
  @Test func aGuidesDomainIsNotDrawnAsAListedMember() throws {
    let svg = try Self.picture("018.log").svg()
    #expect(svg.contains("not in the input, a guide&#39;s size is never negative: "), "\(svg)")
    #expect(!svg.contains("line 3: ButtonBarStackView1.layoutMarginsGuide.width"))
    #expect(svg.contains("class=\"term assumed\""))
  }

  /// 001.log: the stated row, longer than a row is drawn, was cut inside its line number
  /// ("(line 1…" for line 17).
  @Test func aShortenedRowKeepsItsLineNumber() {
    let text = String(repeating: "x", count: 120) + " (line 17)"
    let short = LabelPlacer.shortened(text, to: 100)
    #expect(short.count == 100 && short.hasSuffix("… (line 17)"), "\(short)")
    #expect(LabelPlacer.shortened(String(repeating: "y", count: 120), to: 100).hasSuffix("y…"))
  }

  /// The sum lists what adds before what takes away: 303.log's "8 − 20 = −12 pt", where it
  /// was "−20 + 8"; realib 04's cell read "−3 − 8 − 20 − 20 + 250 = 199 pt".
  @Test func theHeadlineSumAddsBeforeItTakesAway() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/303.log"), file: "303.log")
    let headlines = log.reports.flatMap { report in
      ConsoleReportAnalysis(report: report, file: "303.log").listedConflicts.compactMap {
        $0.diagram.map { ConflictPicture(diagram: $0, prefix: "r1").fullHeadline }
      }
    }
    #expect(headlines.contains { $0.hasPrefix("8 − 20 = −12 pt: ") }, "\(headlines)")
    #expect(!headlines.contains { $0.hasPrefix("−20 + 8") })
  }

  /// 036.log said "1 terms add up to 0 pt"; 023.log "−8 + 5 = -3 pt", two minus signs.
  @Test func theHeadlineCountsInTheSingularAndWritesOneMinus() throws {
    let single = try Self.picture("036.log").headline
    #expect(!single.contains("1 terms"), "\(single)")
    var picture = try Self.picture("001.log")
    picture.diagram.needed = -3
    #expect(picture.fullHeadline.contains("= −3 pt"), "\(picture.fullHeadline)")
    #expect(!picture.fullHeadline.contains("-3"))
  }

  @Test func aZeroShareIsStillDrawn() throws {
    // 021.log's chain has four members whose share is 0 pt: each bar is 6 px long.
    let svg = try Self.picture("021.log").svg()
    #expect(svg.contains("width=\"10\" height=\"6\""))
  }

  /// Where the log's recovery line is cut off, the broken member is the prediction and says
  /// so ("would break"); where the log names it, it is "broken".
  @Test func aPredictedBreakIsNotCalledBroken() throws {
    let predicted = try Self.picture("061.log").svg()
    #expect(predicted.contains("line 5, would break: Label1.trailing"))
    #expect(!predicted.contains("broken:"))
    let named = try Self.picture("021.log").svg()
    #expect(named.contains("line 9, broken: View1.height == 200"))
  }
}
