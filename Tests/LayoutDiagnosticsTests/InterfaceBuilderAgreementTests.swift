import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Agreement with Apple's own engine on the real Interface Builder documents of
/// `../shared/realib` (read where they are, never copied): the flags Xcode saved, the stored
/// frames of documents it saved without flags, and the frames it wrote when it cleared the
/// flags of document 33.
@Suite struct InterfaceBuilderAgreementTests {
  /// What one document gives.
  struct Row {
    var name: String
    var roots = 0
    var views = 0
    var constraints = 0
    var errors = 0
    var flaggedAmbiguous = 0
    var reportedAmbiguous = 0
    var flaggedMisplaced = 0
    var reportedMisplaced = 0
    var comparedFrames = 0
    var agreeingFrames = 0
    var hasFlags: Bool { flaggedAmbiguous + flaggedMisplaced > 0 }
  }

  /// Whether two frames agree within 0.5 pt on every number.
  static func agree(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5
      && abs(a.height - b.height) <= 0.5
  }

  /// Reads and solves every root of `name`.
  static func analyse(_ name: String) throws -> (Row, [LayoutAnalysis], InterfaceBuilderDocument) {
    let url = try Fixtures.shared("realib/\(name)")
    let bytes = Array(try Data(contentsOf: url))
    let input = try AnalysisInput.read(bytes, name: name, path: url.path)
    let document = try #require(input.interfaceBuilder)
    let layouts = try input.layouts()
    var row = Row(name: name)
    row.roots = document.roots.count
    for (root, layout) in zip(document.roots, layouts) {
      row.views += root.document.hierarchy.views.count
      row.constraints += root.document.constraints.count
      let findings = layout.findings()
      row.errors += findings.filter { $0.severity == .error }.count
      // A view is reported ambiguous when the ambiguity report names it or a finding about
      // ambiguity (its position or size, its content priorities, its scrollable content) is
      // located at it; misplaced when a misplaced-view finding is.
      func located(_ rules: Set<String>) -> Set<String> {
        let places = Set(findings.filter { rules.contains($0.ruleID) }.map(\.location))
        return Set(
          root.document.hierarchy.views.filter { $0.location.map(places.contains) ?? false }
            .map(\.id))
      }
      let ambiguous = Set(layout.ambiguity().ambiguousViews.map(\.id)).union(
        located(["ambiguous-layout", "content-priority-ambiguity", "scrollable-content-ambiguity"]))
      let misplaced = located(["misplaced-view"])
      row.reportedMisplaced += root.savedFlags.misplaced.filter(misplaced.contains).count
      // A view set to "Ambiguity: Never Verify" (`verifyAmbiguity="off"`) gets no ambiguity
      // finding, as the issue asks, whatever flag Xcode saved before it was set (realib 23's
      // scroll view): its flag is not counted.
      let neverVerified = Set(
        root.document.hierarchy.views.filter {
          Set($0.unverifiedAttributes).isSuperset(of: [.minX, .minY, .width, .height])
        }.map(\.id))
      let flaggedAmbiguous = root.savedFlags.ambiguous.filter { !neverVerified.contains($0) }
      row.flaggedAmbiguous += flaggedAmbiguous.count
      row.reportedAmbiguous += flaggedAmbiguous.filter(ambiguous.contains).count
      row.flaggedMisplaced += root.savedFlags.misplaced.count
      if ProcessInfo.processInfo.environment["IB_AGREEMENT_DETAILS"] != nil {
        for id in flaggedAmbiguous where !ambiguous.contains(id) {
          print("\(name.prefix(2)) flagged ambiguous, not reported: \(id)")
        }
        for id in root.savedFlags.misplaced where !misplaced.contains(id) {
          print("\(name.prefix(2)) flagged misplaced, not reported: \(id)")
        }
      }
      // Stored frames are what the canvas laid out, with placeholder constraints in place:
      // they are compared with the design-time solve (the run-time one differs on purpose
      // where the placeholders stand in for the app's code: realib 24's "View1", 30's views).
      let canvas = layout.designTimeSolution()
      for view in root.document.hierarchy.views.dropFirst() {
        guard let stored = view.frame, let solved = canvas.frame(of: view.id) else {
          continue
        }
        row.comparedFrames += 1
        if agree(stored, solved) {
          row.agreeingFrames += 1
        } else if ProcessInfo.processInfo.environment["IB_AGREEMENT_DETAILS"] != nil {
          print("\(name.prefix(2)) \(view.className) \(view.id) stored \(stored) solved \(solved)")
        }
      }
    }
    return (row, layouts, document)
  }

  @Test func everyRealDocumentAgreesWithXcode() throws {
    let names = try Fixtures.sharedFiles(in: "realib", suffixes: [".xib", ".storyboard"])
    #expect(names.count == 43)
    var rows: [Row] = []
    for name in names { rows.append(try Self.analyse(name).0) }
    var table = "doc roots views constraints errors ambiguous(flagged/reported) misplaced frames\n"
    for row in rows {
      table +=
        "\(row.name.prefix(2)) \(row.roots) \(row.views) \(row.constraints) \(row.errors)"
        + " \(row.flaggedAmbiguous)/\(row.reportedAmbiguous)"
        + " \(row.flaggedMisplaced)/\(row.reportedMisplaced)"
        + " \(row.agreeingFrames)/\(row.comparedFrames)\n"
    }
    let flagged = rows.reduce(0) { $0 + $1.flaggedAmbiguous }
    let reported = rows.reduce(0) { $0 + $1.reportedAmbiguous }
    let misplacedFlags = rows.reduce(0) { $0 + $1.flaggedMisplaced }
    let misplaced = rows.reduce(0) { $0 + $1.reportedMisplaced }
    let clean = rows.filter { !$0.hasFlags }
    let cleanAgreeing = clean.filter { $0.agreeingFrames * 100 >= $0.comparedFrames * 95 }.count
    let cleanWithoutErrors = clean.filter { $0.errors == 0 }.count
    let frames = clean.reduce(0) { $0 + $1.comparedFrames }
    let agreeing = clean.reduce(0) { $0 + $1.agreeingFrames }
    table +=
      "ambiguous flags reported: \(reported)/\(flagged); misplaced: \(misplaced)/\(misplacedFlags);"
      + " documents without flags: \(clean.count),"
      + " >=95% frames: \(cleanAgreeing), no error: \(cleanWithoutErrors), frames \(agreeing)/\(frames)\n"
    print(table)
    #expect(reported >= Self.pinned.reportedAmbiguous, "\(table)")
    #expect(misplaced >= Self.pinned.reportedMisplaced, "\(table)")
    #expect(cleanAgreeing >= Self.pinned.cleanAgreeing, "\(table)")
    #expect(cleanWithoutErrors >= Self.pinned.cleanWithoutErrors, "\(table)")
    #expect(agreeing >= Self.pinned.cleanFrames, "\(table)")
  }

  /// The frames Xcode wrote for document 33's misplaced views when it cleared their flags.
  @Test func updateFramesOfDocument33() throws {
    let tsv = try String(
      contentsOf: try Fixtures.shared(
        "realib/33-tum-main-misplaced-before-update-frames.expected-frames.tsv"), encoding: .utf8)
    let (_, layouts, _) = try Self.analyse("33-tum-main-misplaced-before-update-frames.storyboard")
    var compared = 0
    var matched = 0
    var misses: [String] = []
    for line in tsv.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("id\t") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 6, fields[5].isEmpty else { continue }
      let numbers = fields[4].split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 4 else { continue }
      let expected = LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      guard
        let solved = layouts.lazy.compactMap({ $0.designTimeSolution().frame(of: fields[0]) }).first
      else { continue }
      compared += 1
      if Self.agree(expected, solved) {
        matched += 1
      } else {
        misses.append("\(fields[0]) \(fields[1]) expected \(expected) solved \(solved)")
      }
    }
    print("33 update frames: \(matched)/\(compared)\n" + misses.joined(separator: "\n"))
    #expect(compared == 34)
    #expect(matched >= Self.pinned.document33)
  }

  /// The figures reached; the tests fail below them. Two frames of document 07 (an Xcode 7
  /// cell) went when an image view without an image lost the intrinsic size its stored frame
  /// gave it (UIKit's, and the canvas's, `noIntrinsicMetric`): Xcode stored it 42 pt square
  /// where its constraints and its label's text give 43.
  static let pinned = (
    reportedAmbiguous: 69, reportedMisplaced: 56, cleanAgreeing: 17, cleanWithoutErrors: 22,
    cleanFrames: 365,
    document33: 18
  )
}
