import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES G2: report framing seen in later logs.
@Suite struct ConsoleLogFramingFormsTests {
  static let height200 = ConsoleLogFramingTests.height200
  static let height84 = ConsoleLogFramingTests.height84
  static let trailer = """
    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

  @Test func missingHeaderAndNoBlankLinesBeforeRecoveryOrTrailer() throws {
    let text = """
      flutter: ✅ [plugin] iOS version detected: 26
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "<NSLayoutConstraint:0x158657ac0 V:|-(14)-[UITabBar:0x15ad6c500]   (active, names: platform_view[1]:0x154024540, '|':platform_view[1]:0x154024540 )>",
          "<NSLayoutConstraint:0x158655860 UITabBar:0x15ad6c500.bottom == platform_view[1].bottom   (active, names: platform_view[1]:0x154024540 )>",
          "<NSLayoutConstraint:0x158655680 '_UITemporaryLayoutHeight' platform_view[1].height == 0   (active, names: platform_view[1]:0x154024540 )>"
      )
      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x158655860 UITabBar:0x15ad6c500.bottom == platform_view[1].bottom   (active, names: platform_view[1]:0x154024540 )>
      \(Self.trailer)
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      """
    let log = ConsoleLog(parsing: text)
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.kind == .unsatisfiableConstraints)
    #expect(report.header == nil)
    #expect(report.platform == .iOS)
    #expect((report.line, report.endLine) == (2, 14))
    #expect(report.constraints.count == 3)
    let view = Log.named("platform_view[1]", "0x154024540")
    #expect(
      report.constraints[1].parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UITabBar", "0x15ad6c500"), firstAttribute: Log.attr(.bottom),
          relation: .equal, secondItem: view, secondAttribute: Log.attr(.bottom)))
    #expect(report.constraints[2].parsed.equation.firstItem == view)
    #expect(report.constraints[0].parsed.superview?.address == "0x154024540")
    #expect(report.brokenConstraintIndex == 1)
    #expect(report.brokenConstraint?.line == 12)
    #expect(report.hasTrailer)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func missingOneLineHeaderAfterAnNSLogPrefix() throws {
    let text = """
      2015-08-13 13:01:42.014 App[2788:209152] \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
      (
          "\(Self.height200)",
          "\(Self.height84)"
      )
      """
    let report = try #require(Log.report(text))
    #expect(report.kind == .unsatisfiableConstraints)
    #expect(report.header == nil)
    #expect(report.prefix == "2015-08-13 13:01:42.014 App[2788:209152]")
    #expect(report.constraints.map(\.parsed.equation.constant) == [200, 84])
    #expect(report.recovery == .missing)
  }

  @Test func explanationAloneIsNoReport() {
    let text = """
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      """
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.isEmpty && log.recoveryTails.isEmpty && log.allUnparsed.isEmpty)
  }

  static let redactedAppKit = """
    [AppKit] Conflicting constraints detected: (
        "<NSLayoutConstraint:0x... NSButton:0x....width == 20   (active)>",
        "<NSLayoutConstraint:0x... :0x<A>.width == 30   (active)>",
        "<NSLayoutConstraint:0x... H:[NSButton:0x...]-(8)-[:0x<A>]   (active)>"
    ).

    Will attempt to recover by breaking <NSLayoutConstraint:0x... :0x<A>.width == 30   (active)>.
    [Layout] Unable to simultaneously satisfy constraints ...
    """

  @Test func appKitConflictingFormWithRedactionsAndItsClosingLine() throws {
    let log = ConsoleLog(parsing: Self.redactedAppKit + "\nApp: unrelated line")
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.header == .appKitConflicting)
    #expect(report.platform == .macOS)
    #expect((report.line, report.endLine) == (1, 8))
    #expect(report.constraints.map(\.parsed.address) == [nil, nil, nil])
    let button = ConstraintDescriptionItem(className: "NSButton")
    let labelled = ConstraintDescriptionItem(address: "0x<A>")
    #expect(
      report.constraints.map(\.parsed.equation) == [
        ConstraintEquation(
          firstItem: button, firstAttribute: Log.attr(.width), relation: .equal, constant: 20),
        ConstraintEquation(
          firstItem: labelled, firstAttribute: Log.attr(.width), relation: .equal, constant: 30),
        ConstraintEquation(
          firstItem: labelled, firstAttribute: Log.attr(.leading), relation: .equal,
          secondItem: button, secondAttribute: Log.attr(.trailing), constant: 8),
      ])
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraintIndex == 1)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func closingLineFollowedByAListStartsTheNextReport() {
    let text =
      Self.redactedAppKit.replacingOccurrences(of: "constraints ...", with: "constraints:") + """

        (
            "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
        )
        """
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.map(\.line) == [1, 8])
    #expect(log.reports.map(\.header) == [.appKitConflicting, .appKit])
    #expect(log.reports.map(\.constraints.count) == [3, 1])
    #expect(log.reports.first?.endLine == 7)
  }

  static let tail =
    "Will attempt to recover by breaking <NSLayoutConstraint:0x600002a1c0 NSButton:0x7f9a10c0e0.width == 20   (active)>."

  @Test func standaloneOneLineTailIsNotAReport() throws {
    let log = ConsoleLog(parsing: Self.tail)
    #expect(log.reports.isEmpty)
    let tail = try #require(log.recoveryTails.first)
    #expect(log.recoveryTails.count == 1)
    #expect((tail.line, tail.endLine) == (1, 1))
    #expect(tail.recovery == .broken)
    #expect(tail.brokenConstraint?.parsed.address == "0x600002a1c0")
    #expect(
      tail.brokenConstraint?.parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("NSButton", "0x7f9a10c0e0"), firstAttribute: Log.attr(.width),
          relation: .equal, constant: 20))
    #expect(tail.reportLine == nil)
    #expect(!tail.hasTrailer)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func tailTiedToTheReportThatBreaksTheSameConstraint() {
    let report = """
      Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x600002a1c0 NSButton:0x7f9a10c0e0.width == 20   (active)>",
          "<NSLayoutConstraint:0x600002a2d0 NSButton:0x7f9a10c0e0.width == 24   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x600002a1c0 NSButton:0x7f9a10c0e0.width == 20   (active)>
      """
    let before = ConsoleLog(parsing: Self.tail + "\n\n" + report)
    #expect(before.reports.map(\.line) == [3])
    #expect(before.recoveryTails.map(\.reportLine) == [3])
    let after = ConsoleLog(parsing: report + "\nApp: unrelated line\n" + Self.tail)
    #expect(after.reports.map(\.line) == [1])
    #expect(after.recoveryTails.map(\.line) == [10])
    #expect(after.recoveryTails.map(\.reportLine) == [1])
    let other = ConsoleLog(
      parsing: Self.tail.replacingOccurrences(of: "0x600002a1c0", with: "0x600002a3e0") + "\n"
        + report)
    #expect(other.recoveryTails.map(\.reportLine) == [nil])
    #expect(other.reports.count == 1)
  }

  @Test func elisionLineInsideAList() throws {
    let report = try #require(
      Log.report(
        "Unable to simultaneously satisfy constraints.\n(\n    \"\(Self.height200)\",\n  ...\n    \"\(Self.height84)\"\n)\n"
      ))
    #expect(report.constraints.map(\.parsed.equation.constant) == [200, 84])
    #expect(report.isElided)
    #expect(report.unparsed.isEmpty)
    #expect(!report.isComplete)
  }

  static func report(recovery: String) -> String {
    "Unable to simultaneously satisfy constraints.\n(\n    \"\(height200)\",\n    \"\(height84)\",\n"
      + "    \"<NSAutoresizingMaskLayoutConstraint:0x6000ab12 h=--& v=-&- UIView:0x7fcdaff031e0.height == 90   (active)>\"\n)\n\n"
      + "Will attempt to recover by breaking constraint \n" + recovery
  }

  @Test(arguments: [
    ("", ConsoleLogReport.Recovery.cutOff, nil as Int?),
    ("<NSLayoutConstraint:0x7fca0bd564a0 UIView:0x7fcdaff031e0.hei", .broken, 1),
    ("<NSAutoresizingMaskLayoutConstraint:0x6000ab12 h=--& v=-&- ", .broken, 2),
    ("<NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200   (act", .broken, 0),
  ])
  func recoveryLineEmptyOrCut(recovery: String, state: ConsoleLogReport.Recovery, index: Int?)
    throws
  {
    let report = try #require(Log.report(Self.report(recovery: recovery)))
    #expect(report.constraints.count == 3)
    #expect(report.recovery == state)
    #expect(report.brokenConstraintIndex == index)
    #expect(report.unparsed.isEmpty)
    #expect(report.isComplete)
  }

  @Test func cutRecoveryLineOfAnotherConstraintIsReportedAsCut() throws {
    let report = try #require(
      Log.report(Self.report(recovery: "<NSLayoutConstraint:0x1234 UIView:0x7fcdaff031e0.hei")))
    #expect(report.recovery == .cutOff)
    #expect(report.brokenConstraint == nil)
    #expect(report.unparsed.map(\.line) == [9])
    #expect(report.unparsed.map(\.isCutOff) == [true])
    #expect(
      report.unparsed.first?.reason == "column 28: expected ' == ', ' <= ' or ' >= '")
  }

  /// Blank lines (or `&nbsp;` lines) between "Will attempt to recover by breaking constraint"
  /// and the constraint: the constraint is still the broken one, the report keeps its trailer,
  /// and a quoted entry after them is no broken constraint.
  @Test(arguments: ["\n", "\n\n", "&nbsp;\n", "\n&nbsp;\n\n"])
  func blankLinesBetweenRecoveryLineAndConstraint(gap: String) throws {
    let log = ConsoleLog(
      parsing: Self.report(recovery: gap + "\(Self.height84)\n\n" + Self.trailer + "\n"))
    #expect(log.reports.count == 1)
    let report = try #require(log.reports.first)
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraintIndex == 1)
    #expect(report.brokenConstraint?.parsed.equation.constant == 84)
    #expect(report.hasTrailer)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func quotedEntryAfterAnEmptyRecoveryLineIsNotTheBrokenConstraint() {
    let log = ConsoleLog(parsing: Self.report(recovery: "\n\"\(Self.height84)\"\n"))
    #expect(log.reports.map(\.kind) == [.unsatisfiableConstraints, .constraintList])
    #expect(log.reports.first?.recovery == .cutOff)
    #expect(log.reports.last?.constraints.map(\.parsed.equation.constant) == [84])
  }
}
