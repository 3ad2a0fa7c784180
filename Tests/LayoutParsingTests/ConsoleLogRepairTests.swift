import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES G1: text damaged around a report is read as the clean report.
@Suite struct ConsoleLogRepairTests {
  static let osLogPrefix = "2021-04-18 17:17:44.989824+0900 App[80845:8549283]"

  /// A UIKit report (heights 200 and 84 of one view) and an AppKit one (widths 30 and 40).
  static let uikit = ConsoleLogFramingTests.modern(prefix: osLogPrefix + " [LayoutConstraints] ")
  static let appKit = """
    Unable to simultaneously satisfy constraints:
    (
        "<NSLayoutConstraint:0x78a6c12c0 NSImageView:0x78b556300.width == 30   (active)>",
        "<NSLayoutConstraint:0x78a6c1310 NSImageView:0x78b556300.width == 40   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x78a6c1310 NSImageView:0x78b556300.width == 40   (active)>

    Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger.
    """

  /// A one-line summary of the single report of `log` with exact values: header, platform,
  /// prefix, each constraint as `item.attribute == constant`, broken index, trailer, unread
  /// lines.
  static func summary(_ log: ConsoleLog) -> String {
    guard log.reports.count == 1, let report = log.reports.first else {
      return "\(log.reports.count) reports"
    }
    let constraints = report.constraints.map(\.parsed.equation.description)
    return "\(report.kind) \(report.header?.rawValue ?? "-") \(report.platform)"
      + " prefix=\(report.prefix ?? "-") \(constraints) broken=\(report.brokenConstraintIndex ?? -1)"
      + " trailer=\(report.hasTrailer) unparsed=\(log.allUnparsed.count)"
  }

  static let uikitSummary =
    "unsatisfiableConstraints uikitMultiLine"
    + " iOS prefix=\(osLogPrefix) [\"UIView:0x7fcdaff031e0.height == 200\","
    + " \"UIView:0x7fcdaff031e0.height == 84\"] broken=0 trailer=true unparsed=0"
  static let appKitSummary =
    "unsatisfiableConstraints appKit macOS"
    + " prefix=- [\"NSImageView:0x78b556300.width == 30\", \"NSImageView:0x78b556300.width == 40\"]"
    + " broken=1 trailer=true unparsed=0"

  @Test func cleanSamples() {
    #expect(Self.summary(ConsoleLog(parsing: Self.uikit)) == Self.uikitSummary)
    #expect(Self.summary(ConsoleLog(parsing: Self.appKit)) == Self.appKitSummary)
  }

  @Test(arguments: Damage.allCases)
  func everyDamageOfTheUIKitReport(damage: Damage) {
    #expect(Self.summary(ConsoleLog(parsing: damage.apply(Self.uikit))) == Self.uikitSummary)
  }

  @Test(arguments: Damage.allCases)
  func everyDamageOfTheAppKitReport(damage: Damage) {
    #expect(Self.summary(ConsoleLog(parsing: damage.apply(Self.appKit))) == Self.appKitSummary)
  }

  @Test func swiftCommentWithIndentationAndADebuggerLine() {
    let text = """
      //    \(Self.osLogPrefix) [LayoutConstraints] Unable to simultaneously satisfy constraints.
      //        Probably at least one of the constraints in the following list is one you don't want.
      //        Try this:
      //            (1) look at each constraint and try to figure out which you don't expect;
      //            (2) find the code that added the unwanted constraint or constraints and fix it.
      //    (
      //        "\(ConsoleLogFramingTests.height200)",
      //        "\(ConsoleLogFramingTests.height84)"
      //    )
      //
      //    Will attempt to recover by breaking constraint
      //    \(ConsoleLogFramingTests.height200)
      //
      //    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      //    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      //    Message from debugger: Terminated due to signal 9
      """
    let log = ConsoleLog(parsing: text)
    #expect(Self.summary(log) == Self.uikitSummary)
    #expect(log.reports.first?.line == 1)
    #expect(log.reports.first?.endLine == 15)
    #expect(log.reports.first?.constraints.map(\.line) == [7, 8])
    #expect(log.reports.first?.brokenConstraint?.line == 12)
  }

  @Test func quotedDayFirstConsoleReportsWithBareQuoteLines() throws {
    let report = """
      > 21/03/2018 21:50:12.007 App[31671]: Unable to simultaneously satisfy constraints:
      > (
      >     "<NSLayoutConstraint:0x7f9503ca3110 H:[NSButton:0x7f9503c7a540'Text1'(24)]>",
      >     "<NSAutoresizingMaskLayoutConstraint:0x7f9503bee390 h=--& v=--& H:[NSButton:0x7f9503c7a540'Text1'(0)]>"
      > )
      >
      > Will attempt to recover by breaking constraint 
      > <NSLayoutConstraint:0x7f9503ca3110 H:[NSButton:0x7f9503c7a540'Text1'(24)]>
      > 
      > Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger.
      """
    let log = ConsoleLog(parsing: report + "\n" + report.replacingOccurrences(of: "H:", with: "V:"))
    #expect(log.reports.map(\.line) == [1, 11])
    #expect(
      log.reports.map(\.prefix) == [
        "21/03/2018 21:50:12.007 App[31671]:", "21/03/2018 21:50:12.007 App[31671]:",
      ])
    #expect(log.reports.map(\.header) == [.appKit, .appKit])
    #expect(
      log.reports.map { $0.constraints.map(\.parsed.equation.constant) } == [[24, 0], [24, 0]])
    #expect(
      log.reports.map { $0.constraints.map(\.parsed.equation.firstAttribute) } == [
        [Log.attr(.width), Log.attr(.width)], [Log.attr(.height), Log.attr(.height)],
      ])
    #expect(log.reports.map(\.brokenConstraintIndex) == [0, 0])
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func quotedReportAfterUnrelatedLinesWithUnderscoresTurnedIntoStars() throws {
    let text = """
      > Error creating the CFMessagePort needed to communicate with PPT.
      > <0x10510c1c0> Gesture: System gesture gate timed out.
      > Unable to simultaneously satisfy constraints.
      > Probably at least one of the constraints in the following list is one you don't want. 
      > (
      >     "<NSLayoutConstraint:0x60000215a080 'accessoryView.bottom' *UIRemoteKeyboardPlaceholderView:0x10502f0b0.bottom == *UIKBCompatInputView:0x103730400.top   (active)>",
      >     "<NSLayoutConstraint:0x60000215b340 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x10502f0b0]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0x105210910 )>"
      > )
      """
    let report = try #require(Log.report(text))
    #expect(report.line == 3)
    #expect(report.constraints.count == 2)
    let equation = try #require(report.constraints.first?.parsed.equation)
    #expect(equation.firstItem == Log.item("_UIRemoteKeyboardPlaceholderView", "0x10502f0b0"))
    #expect(equation.secondItem == Log.item("_UIKBCompatInputView", "0x103730400"))
    #expect(report.constraints[1].parsed.equation.secondItem == equation.firstItem)
    #expect(report.unparsed.isEmpty)
  }

  @Test func underscoresTurnedIntoStarsInsideNamesAndAfterAMultiplier() throws {
    let mangled = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1299cfe30 'UIView-Encapsulated-Layout-Width' *TtC5UIKitP33*DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper:0x129901800.width == 0   (active)>"
      ))
    #expect(
      mangled.equation.firstItem.className
        == "_TtC5UIKitP33_DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper")
    let multiplied = try #require(
      Log.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5**UIView:0x3.width + 4>"))
    #expect(multiplied.equation.multiplier == 0.5)
    #expect(multiplied.equation.constant == 4)
    #expect(multiplied.equation.secondItem == Log.item("_UIView", "0x3"))
    let visual = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1 H:|-(8)-[*UILabel:0x2]   (active, names: '|':*UIView:0x3 )>"))
    #expect(visual.equation.firstItem == Log.item("_UILabel", "0x2"))
    #expect(visual.superview == Log.superview("_UIView", "0x3"))
  }

  @Test func doubleSpacedReportsWithNbspLines() {
    let report = """
      Unable to simultaneously satisfy constraints.

      Probably at least one of the constraints in the following list is one you don't want. 

      Try this: 

      (

          "<NSLayoutConstraint:0x1299cf890 'IB_Leading_Leading' H:|-(8)-[_UIModernBarButton:0x129932d80]   (active, names: '|':_UIButtonBarButton:0x1299b4780 )>",

          "<NSLayoutConstraint:0x1299cf8e0 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x129932d80]-(8)-|   (active, names: '|':_UIButtonBarButton:0x1299b4780 )>",

          "<NSLayoutConstraint:0x1299cfe30 'UIView-Encapsulated-Layout-Width' _UIButtonBarButton:0x1299b4780.width == 0   (active)>"

      )

      &nbsp;

      Will attempt to recover by breaking constraint 

      <NSLayoutConstraint:0x1299cf8e0 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x129932d80]-(8)-|   (active, names: '|':_UIButtonBarButton:0x1299b4780 )>

      &nbsp;

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

      """
    let log = ConsoleLog(parsing: report + report)
    #expect(log.reports.map(\.line) == [1, 28])
    #expect(log.reports.map(\.header) == [.uikitMultiLine, .uikitMultiLine])
    #expect(log.reports.map(\.constraints.count) == [3, 3])
    #expect(log.reports.map(\.brokenConstraintIndex) == [1, 1])
    #expect(log.reports.map(\.hasTrailer) == [true, true])
    #expect(
      log.reports.first?.constraints.map(\.parsed.equation.constant) == [8, 8, 0])
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func boldEntriesEachFollowedByABlankLine() throws {
    let text = """
      **"<NSLayoutConstraint:0x1 UIView:0x7f01.height == 60   (active)>",**

      **"<NSLayoutConstraint:0x2 UIView:0x7f01.height == 44   (active)>"**
      """
    let report = try #require(Log.report(text))
    #expect(report.kind == .constraintList)
    #expect(report.constraints.map(\.parsed.equation.constant) == [60, 44])
    #expect(report.constraints.map(\.parsed.address) == ["0x1", "0x2"])
    #expect(report.unparsed.isEmpty)
  }

  @Test func wholeListOnOneLine() throws {
    let list = try #require(
      Log.report(
        "(\"<NSLayoutConstraint:0x1 UIView:0x7f01.height == 60 (active)>\",\"<NSLayoutConstraint:0x2 UIView:0x7f01.height == 44 (active)>\")"
      ))
    #expect(list.kind == .constraintList)
    #expect(list.isListClosed)
    #expect(list.constraints.map(\.line) == [1, 1])
    #expect(
      list.constraints.map(\.parsed.equation)
        == [60, 44].map {
          ConstraintEquation(
            firstItem: Log.item("UIView", "0x7f01"), firstAttribute: Log.attr(.height),
            relation: .equal, constant: $0)
        })
    #expect(list.constraints.map(\.parsed.isActive) == [true, true])
    let conflicting = try #require(
      Log.report(
        "[AppKit] Conflicting constraints detected: (\"<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>\", \"<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>\").\nWill attempt to recover by breaking <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>."
      ))
    #expect(conflicting.header == .appKitConflicting)
    #expect(conflicting.constraints.map(\.parsed.equation.constant) == [10, 20])
    #expect(conflicting.isListClosed)
    #expect(conflicting.brokenConstraintIndex == 1)
    #expect(conflicting.unparsed.isEmpty)
  }

  @Test(arguments: [
    ("App[]: ", "App[]:"),
    ("21/03/2018 21:50:12.007 App[31671]: ", "21/03/2018 21:50:12.007 App[31671]:"),
    ("03/21/2018 9:50:12.007 PM App Name[31671]: ", "03/21/2018 9:50:12.007 PM App Name[31671]:"),
  ])
  func consolePrefixes(prefix: String, kept: String) throws {
    let report = try #require(Log.report(ConsoleLogFramingTests.modern(prefix: prefix)))
    #expect(report.prefix == kept)
    #expect(report.constraints.count == 2)
    #expect(report.brokenConstraintIndex == 0)
  }
}
