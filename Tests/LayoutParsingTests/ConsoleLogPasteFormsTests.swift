import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part H: how reports reach a paste (flattened, glued, fenced, prefixed by
/// Console.app), cascades of reports, and an engine dump, read into exact values from lines
/// written for these tests.
@Suite struct ConsoleLogPasteFormsTests {
  static let width40 = "<NSLayoutConstraint:0x600000a1 UIImageView:0x7f01.width == 40   (active)>"
  static let leading16 =
    "<NSLayoutConstraint:0x600000a2 H:|-(16)-[UIImageView:0x7f01]   (active, names: '|':UIView:0x7f02 )>"
  static let trailing16 =
    "<NSLayoutConstraint:0x600000a3 H:[UIImageView:0x7f01]-(16)-|   (active, names: '|':UIView:0x7f02 )>"
  static let cellWidth =
    "<NSLayoutConstraint:0x600000a4 'UIView-Encapsulated-Layout-Width' UIView:0x7f02.width == 60   (active)>"
  static let trailer =
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."

  /// The four constraints of the report, as read.
  static func expectFour(
    _ report: ConsoleLogReport, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      report.constraints.map(\.parsed.address)
        == ["0x600000a1", "0x600000a2", "0x600000a3", "0x600000a4"],
      sourceLocation: sourceLocation)
    let image = Log.item("UIImageView", "0x7f01")
    let cell = Log.superview("UIView", "0x7f02")
    #expect(
      report.constraints.map(\.parsed.equation) == [
        ConstraintEquation(
          firstItem: image, firstAttribute: Log.attr(.width), relation: .equal, constant: 40),
        ConstraintEquation(
          firstItem: image, firstAttribute: Log.attr(.leading), relation: .equal,
          secondItem: cell, secondAttribute: Log.attr(.leading), constant: 16),
        ConstraintEquation(
          firstItem: cell, firstAttribute: Log.attr(.trailing), relation: .equal,
          secondItem: image, secondAttribute: Log.attr(.trailing), constant: 16),
        ConstraintEquation(
          firstItem: Log.item("UIView", "0x7f02"), firstAttribute: Log.attr(.width),
          relation: .equal, constant: 60),
      ], sourceLocation: sourceLocation)
  }

  // MARK: a whole report on one line

  /// Every newline became one space; TABs and trailing spaces were kept.
  static let flattened =
    "Unable to simultaneously satisfy constraints. \tProbably at least one of the constraints in the following list is one you don't want.  \tTry this:  \t\t(1) look at each constraint and try to figure out which you don't expect;  \t\t(2) find the code that added the unwanted constraint or constraints and fix it.  (     \"\(width40)\",     \"\(leading16)\",     \"\(trailing16)\",     \"\(cellWidth)\" )  Will attempt to recover by breaking constraint  \(width40)  Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger. The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful. "

  @Test func wholeReportFlattenedOntoOneLine() throws {
    let log = ConsoleLog(parsing: "App: loading\n" + Self.flattened + "\nApp: done")
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.kind == .unsatisfiableConstraints)
    #expect(report.header == .uikitMultiLine)
    #expect(report.platform == .iOS)
    #expect((report.line, report.endLine) == (2, 2))
    Self.expectFour(report)
    #expect(report.constraints.map(\.line) == [2, 2, 2, 2])
    #expect(report.isListClosed)
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraintIndex == 0)
    #expect(report.brokenConstraint?.line == 2)
    #expect(report.hasTrailer)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func flattenedReportCutBySourceKeepsWhatWasPrinted() throws {
    let end = try #require(Self.flattened.range(of: "\"<NSLayoutConstraint:0x600000a4"))
    let text = String(Self.flattened[..<end.lowerBound]) + "\"<NSLayoutCo"
    let log = ConsoleLog(parsing: text)
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.constraints.map(\.parsed.address) == ["0x600000a1", "0x600000a2", "0x600000a3"])
    #expect(!report.isListClosed)
    #expect(report.recovery == .missing)
    #expect(log.allUnparsed.map(\.line) == [1])
    #expect(log.allUnparsed.map(\.isCutOff) == [true])
  }

  @Test func oneLineExplanationWithoutAListIsNotSplit() throws {
    let text = """
      Unable to simultaneously satisfy constraints.  Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
      (
          "\(Self.width40)",
          "\(Self.cellWidth)"
      )
      """
    let report = try #require(Log.report(text))
    #expect(report.line == 1)
    #expect(report.constraints.map(\.line) == [3, 4])
  }

  // MARK: the broken constraint on the recovery line

  @Test func brokenConstraintOnTheRecoveryLine() throws {
    let text = """
      2015-03-31 22:55:39.629 App[30839:730209] Unable to simultaneously satisfy constraints.
      Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
      (
      "<NSLayoutConstraint:0x7fb0a1 V:[UIView:0x7fb0b1(80)]>",
      "<NSLayoutConstraint:0x7fb0a2 V:[UIView:0x7fb0b1(120)]>"
      )

      Will attempt to recover by breaking constraint <NSLayoutConstraint:0x7fb0a2 V:[UIView:0x7fb0b1(120)]>

      \(Self.trailer)
      2015-03-31 22:
      """
    let log = ConsoleLog(parsing: text)
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.header == .uikitOneLine)
    #expect(report.prefix == "2015-03-31 22:55:39.629 App[30839:730209]")
    #expect(report.constraints.map(\.parsed.equation.constant) == [80, 120])
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraint?.line == 8)
    #expect(report.brokenConstraint?.parsed.address == "0x7fb0a2")
    #expect(report.brokenConstraintIndex == 1)
    #expect((report.line, report.endLine) == (1, 11))
    #expect(log.allUnparsed.isEmpty && log.recoveryTails.isEmpty)
  }

  // MARK: a cascade

  static let minimum60 = "<NSLayoutConstraint:0x600000a5 UIImageView:0x7f01.width >= 60   (active)>"

  static func report(_ entries: [String], broken: String) -> String {
    "Unable to simultaneously satisfy constraints.\n(\n"
      + entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
      + "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n\(trailer)\n"
  }

  /// Each report lists the one before it less the constraint just broken: one conflict, and
  /// the constraints UIKit broke in turn to get out of it.
  @Test func cascadeIsOneReportWithTheConstraintsBrokenInTurn() throws {
    let all = [Self.width40, Self.leading16, Self.trailing16, Self.cellWidth, Self.minimum60]
    let text =
      Self.report(all, broken: Self.width40) + "App: relayout\n"
      + Self.report(Array(all.dropFirst()), broken: Self.minimum60)
      + Self.report([Self.leading16, Self.trailing16, Self.cellWidth], broken: Self.trailing16)
    let log = ConsoleLog(parsing: text)
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.constraints.count == 5)
    #expect(report.brokenConstraintIndex == 0)
    #expect(report.cascade.map(\.line) == [16, 29])
    #expect(report.cascade.map(\.listed) == [[1, 2, 3, 4], [1, 2, 3]])
    #expect(report.cascadeReport(1).constraints.map(\.line) == [4, 5, 6])
    #expect(report.cascadeReport(1).brokenConstraintIndex == 1)
    #expect(report.cascade.map(\.brokenConstraint?.line) == [25, 37])
    #expect(report.brokenInTurn.map(\.index) == [0, 4, 2])
    #expect(report.brokenInTurn.map(\.line) == [11, 25, 37])
    #expect((report.line, report.endLine) == (1, 40))
    #expect(log.allUnparsed.isEmpty && log.recoveryTails.isEmpty)
  }

  @Test func repeatsAndOtherListsAreNoCascade() {
    let pair = [Self.width40, Self.cellWidth]
    let repeated = ConsoleLog(
      parsing: Self.report(pair, broken: Self.width40) + Self.report(pair, broken: Self.width40))
    #expect(repeated.reports.count == 2)
    #expect(repeated.reports.allSatisfy { $0.cascade.isEmpty })
    // A list holding a constraint the earlier one did not list is another conflict.
    let other = ConsoleLog(
      parsing: Self.report(pair, broken: Self.width40)
        + Self.report([Self.cellWidth, Self.minimum60], broken: Self.minimum60))
    #expect(other.reports.count == 2)
    #expect(other.reports.allSatisfy { $0.cascade.isEmpty })
  }

  // MARK: paste debris and Console.app columns

  @Test func codeFencesAndByteOrderMarkAroundTheReport() throws {
    let text =
      "\u{FEFF}```objc\n```Unable to simultaneously satisfy constraints.\n(\n    \"\(Self.width40)\",\n    \"\(Self.cellWidth)\"\n)\n\nWill attempt to recover by breaking constraint \n\(Self.width40)```\n```\n"
    let report = try #require(Log.report(text))
    #expect(report.header == .uikit)
    #expect(report.line == 2)
    #expect(report.constraints.map(\.parsed.equation.constant) == [40, 60])
    #expect(report.brokenConstraintIndex == 0)
    #expect(report.brokenConstraint?.line == 9)
  }

  @Test func consoleAppColumnsSeparatedByTabsWithDayFirstDateAnd12HourTime() throws {
    let text = """
      default\t21/03/2018\t9:50:12.007123 pm\tApp[31671]\tUnable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x60000009a1 NSButton:0x7fb1a1.width == 24   (active)>",
          "<NSLayoutConstraint:0x60000009a2 NSButton:0x7fb1a1.width == 30   (active)>"
      )
      21/03/2018, 9:50:12 PM\tApp\tWill attempt to recover by breaking constraint 
      21.03.18 21:50:12,007\tApp[31671:9a0b]\t<NSLayoutConstraint:0x60000009a2 NSButton:0x7fb1a1.width == 30   (active)>
      """
    let report = try #require(Log.report(text))
    #expect(report.header == .appKit)
    #expect(report.platform == .macOS)
    #expect(report.prefix == "default\t21/03/2018\t9:50:12.007123 pm\tApp[31671]")
    #expect(report.constraints.map(\.parsed.equation.constant) == [24, 30])
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraintIndex == 1)
    #expect(report.brokenConstraint?.line == 7)
  }

  // MARK: entries and framing

  @Test func namesSuffixGluedToTheVisualFormat() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x7c1 H:|-(8)-[UILabel:0x7d1](Names: '|':UIView:0x7d2 )>"))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UILabel", "0x7d1"), firstAttribute: Log.attr(.leading),
          relation: .equal, secondItem: Log.superview("UIView", "0x7d2"),
          secondAttribute: Log.attr(.leading), constant: 8))
    #expect(parsed.names == [NameBinding(name: "|", item: Log.superview("UIView", "0x7d2"))])
  }

  @Test func namesEntryFollowedByQuotedText() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x7c2 titleLabel.width == 20   (active, names: titleLabel:0x7d1'Hello, world', '|':UIView:0x7d2 )>"
      ))
    let title = ConstraintDescriptionItem(
      className: nil, address: "0x7d1", text: "Hello, world", name: "titleLabel")
    #expect(parsed.equation.firstItem == title)
    #expect(parsed.equation.constant == 20)
    #expect(parsed.names.map(\.name) == ["titleLabel", "|"])
  }

  @Test func classicAppKitReportThenConflictingConstraintsDetected() {
    let text = """
      Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x1a NSButton:0x2a.width == 20   (active)>",
          "<NSLayoutConstraint:0x3a NSButton:0x2a.width == 30   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x3a NSButton:0x2a.width == 30   (active)>

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to debug.
      [AppKit] Conflicting constraints detected: (
          "<NSLayoutConstraint:0x4a NSView:0x5a.height == 10   (active)>",
          "<NSLayoutConstraint:0x6a NSView:0x5a.height == 12   (active)>"
      ).
      Will attempt to recover by breaking <NSLayoutConstraint:0x6a NSView:0x5a.height == 12   (active)>.
      Unable to simultaneously satisfy constraints ...
      """
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.map(\.header) == [.appKit, .appKitConflicting])
    #expect(log.reports.map(\.line) == [1, 11])
    #expect(log.reports.map(\.endLine) == [10, 16])
    #expect(log.reports.map(\.brokenConstraintIndex) == [1, 1])
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func fileStartingInTheMiddleOfAnUnquotedList() throws {
    let text = """
      \t<MASLayoutConstraint:0x6040000bd1 UIImageView:iconView.height == 70>,
      \t<NSLayoutConstraint:0x6040000bd2 UITableViewCellContentView:0x7fdc01.height == 43.5>
      )

      Will attempt to recover by breaking constraint 
      <MASLayoutConstraint:0x6040000bd1 UIImageView:iconView.height == 70>
      """
    let log = ConsoleLog(parsing: text)
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.kind == .constraintList)
    #expect(report.constraints.map(\.parsed.equation.constant) == [70, 43.5])
    #expect(report.brokenConstraintIndex == 0)
    #expect(log.recoveryTails.isEmpty && log.allUnparsed.isEmpty)
  }

  @Test func autoresizingConstantWithASpaceAfterTheMinus() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x600000c8a0f0 h=-&- v=-&- NSView:0x7fb1.minY == - 1   (active, names: '|':NSView:0x7fb2 )>"
      ))
    #expect(parsed.equation.firstAttribute == Log.attr(.minY))
    #expect(parsed.equation.constant == -1)
    #expect(parsed.superview == Log.superview("NSView", "0x7fb2"))
  }

  // MARK: an engine dump

  @Test func engineDumpIsADumpOfTheEngine() throws {
    let text = """
      <NSISEngine: 0x600003a08000>{ delegate:0x7fa1c0d05e30
      EngineVars:
       \t 0: objective{id: 31} rowIndex:0
       \t 1: UIView:0x7fa1c0d05e30.Width{id: 8} rowIndex:1
       \t 2: Marker:0x600001b0c0e0.marker{id: 10} rowIndex:1073741824
      Rows:
          UIView:0x7fa1c0d05e30.Width{id: 8} == 320 + -1*Marker:0x600001b0c0e0.marker{id: 10}
          objective{id: 31} == {objective 0}

      Constraints:
          <NSLayoutConstraint:0x600001b0c0e0 UIView:0x7fa1c0d05e30.width == 320   (active)>  Marker:0x600001b0c0e0.marker{id: 10}

      Statistics:
          1 rows. Variable counts:
                1 ->   1
      }
      App: done
      """
    let log = ConsoleLog(parsing: text)
    let dump = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(dump.kind == .constraintPrintout)
    #expect(dump.isEngineDump)
    #expect((dump.line, dump.endLine) == (1, 16))
    #expect(dump.constraints.map(\.parsed.equation.constant) == [320])
    #expect(log.traces.isEmpty && log.allUnparsed.isEmpty)
  }
}
