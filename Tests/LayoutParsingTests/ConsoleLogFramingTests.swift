import Foundation
import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part A: finding reports in arbitrary text.
@Suite struct ConsoleLogFramingTests {
  static let height200 =
    "<NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200   (active)>"
  static let height84 =
    "<NSLayoutConstraint:0x7fca0bd564a0 UIView:0x7fcdaff031e0.height == 84   (active)>"

  static func modern(prefix: String = "[LayoutConstraints] ", indent: String = "\t") -> String {
    """
    \(prefix)Unable to simultaneously satisfy constraints.
    \(indent)Probably at least one of the constraints in the following list is one you don't want. 
    \(indent)Try this: 
    \(indent)\(indent)(1) look at each constraint and try to figure out which you don't expect; 
    \(indent)\(indent)(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "\(height200)",
        "\(height84)"
    )

    Will attempt to recover by breaking constraint 
    \(height200)

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """
  }

  @Test func modernUIKitReport() throws {
    let report = try #require(Log.report(Self.modern()))
    #expect(report.kind == .unsatisfiableConstraints)
    #expect(report.header == .uikitMultiLine)
    #expect(report.platform == .iOS)
    #expect(report.line == 1)
    #expect(report.endLine == 15)
    #expect(report.constraints.map(\.line) == [7, 8])
    #expect(report.constraints.map(\.parsed.address) == ["0x600003220a50", "0x7fca0bd564a0"])
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraint?.line == 12)
    #expect(report.brokenConstraintIndex == 0)
    #expect(report.hasTrailer)
    #expect(report.isComplete)
    #expect(report.prefix == nil)
  }

  @Test(arguments: [
    "2017-12-10 14:43:56.185084-0800 App[29643:1101268] [LayoutConstraints] ",
    "2019-06-06 22:28:25.696300+0200 App Name Here[11996:175318] [LayoutConstraints] ",
    "2017-01-19 17:52:50.971640 AppMac[4899:703967] [Layout] ",
    "2016-09-04 20:43:03.447 App[28304:3323822] ",
    "11/15/14 7:37:32.893 AM App[23288]: ",
    "Mar  4 18:25:38 Host-MBP SpringBoard[10567]: ",
    "App[40697:2587035] ",
    " [LayoutConstraints] ",
    "",
  ])
  func everyPrefixBeforeTheHeader(prefix: String) throws {
    let report = try #require(Log.report(Self.modern(prefix: prefix)))
    #expect(report.constraints.count == 2)
    #expect(report.brokenConstraintIndex == 0)
    #expect(report.header == .uikitMultiLine)
  }

  @Test func prefixIsKept() throws {
    let report = try #require(
      Log.report(
        Self.modern(
          prefix: "2017-12-10 14:43:56.185084-0800 App[29643:1101268] [LayoutConstraints] ")))
    #expect(report.prefix == "2017-12-10 14:43:56.185084-0800 App[29643:1101268]")
  }

  @Test(arguments: ["    ", " ", "\t\t"])
  func explanationIndentedWithSpacesOrExtraTabs(indent: String) throws {
    let report = try #require(Log.report(Self.modern(indent: indent)))
    #expect(report.constraints.count == 2)
  }

  @Test func trailingSpacesStripped() throws {
    let text = Self.modern().split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix(" ") ? String($0.dropLast()) : String($0) }.joined(separator: "\n")
    let report = try #require(Log.report(text))
    #expect(report.recovery == .broken)
    #expect(report.hasTrailer)
  }

  @Test func markdownQuotedReport() throws {
    let text = Self.modern().split(separator: "\n", omittingEmptySubsequences: false)
      .map { "> " + $0 }.joined(separator: "\n")
    let report = try #require(Log.report(text))
    #expect(report.constraints.count == 2)
    #expect(report.brokenConstraintIndex == 0)
  }

  @Test func markdownEscapedEntriesWithoutQuotes() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          \\<NSAutoresizingMaskLayoutConstraint:0x15eee1890 h=--& v=--& V:[UIView:0x15ed4cf40(0)]\\>,
          \\<NSLayoutConstraint:0x15ee170b0 V:|-(8)-[UIView:0x15ecf6160]   (Names: '|':AppInputViewA:0x15e85a630 )\\>
      )

      Will attempt to recover by breaking constraint 
      \\<NSLayoutConstraint:0x15ee170b0 V:|-(8)-[UIView:0x15ecf6160]   (Names: '|':AppInputViewA:0x15e85a630 )\\>
      """
    let report = try #require(Log.report(text))
    #expect(report.constraints.count == 2)
    #expect(
      report.constraints[1].text
        == "<NSLayoutConstraint:0x15ee170b0 V:|-(8)-[UIView:0x15ecf6160]   (Names: '|':AppInputViewA:0x15e85a630 )>"
    )
    #expect(report.brokenConstraintIndex == 1)
    #expect(report.header == .uikit)
  }

  @Test func quotesAndMarkdownEscapesTogether() throws {
    let report = try #require(
      Log.report(
        "(\n    \"\\<NSLayoutConstraint:0x600000088110 V:[UIInputView:0x7ff78350d460(246)]\\>\",\n)"
      ))
    #expect(report.kind == .constraintList)
    #expect(report.constraints.first?.parsed.equation.constant == 246)
  }

  @Test func unicodeEscapesInsideTheListAndRawOnTheRecoveryLine() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIButton:0x7f82eec3c140'\\U6587\\U5b57'.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIButton:0x7f82eec3c140'\\U6587\\U5b57'.width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x1 UIButton:0x7f82eec3c140'文字'.width == 10   (active)>
      """
    let report = try #require(Log.report(text))
    #expect(report.constraints.map { $0.parsed.equation.firstItem.text } == ["文字", "文字"])
    #expect(report.brokenConstraint?.parsed.equation.firstItem.text == "文字")
    #expect(report.brokenConstraintIndex == 0)
  }

  @Test func escapedSurrogatePairsAndQuotes() throws {
    let report = try #require(
      Log.report(
        "(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'\\Ud83d\\Ude00 \\\"hi\\\"'.width == 1>\"\n)"))
    #expect(report.constraints.first?.parsed.equation.firstItem.text == "😀 \"hi\"")
  }

  @Test func oldOneLineHeaderWithBlankLinesAndWrappedNote() throws {
    let text = """
      App[40697:2587035] Unable to simultaneously satisfy constraints.

      \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the 
      UIView property translatesAutoresizingMaskIntoConstraints) 

      (
          "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>",
          "<NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>"
      )
      """
    let report = try #require(Log.report(text))
    #expect(report.header == .uikitOneLine)
    #expect(report.constraints.count == 2)
    #expect(report.recovery == .missing)
    #expect(report.unparsed.isEmpty)
  }

  @Test func appKitClassicAndRedactedForms() throws {
    let classic = """
      Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x78a6c12c0 NSImageView:0x78b556300.width == 30   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x78a6c12c0 NSImageView:0x78b556300.width == 30   (active)>

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
      """
    let report = try #require(Log.report(classic))
    #expect(report.header == .appKit)
    #expect(report.platform == .macOS)
    #expect(report.hasTrailer)
    #expect(report.brokenConstraintIndex == 0)
    let redacted = """
      [Layout] Unable to simultaneously satisfy constraints:
      <private>

      Will attempt to recover by breaking constraint 
      <private>
      """
    let hidden = try #require(Log.report(redacted))
    #expect(hidden.isRedacted)
    #expect(hidden.recovery == .redacted)
    #expect(hidden.constraints.isEmpty)
    #expect(!hidden.isComplete)
  }

  @Test func macOS14ConflictingConstraintsForm() throws {
    let text = """
      [AppKit] Conflicting constraints detected: (
          "<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>",
          "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
      ).

      Will attempt to recover by breaking <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>.
      """
    let report = try #require(Log.report(text))
    #expect(report.header == .appKitConflicting)
    #expect(report.constraints.count == 2)
    #expect(report.isListClosed)
    #expect(report.brokenConstraintIndex == 1)
    #expect(report.brokenConstraint?.line == 6)
  }

  @Test func elidedListAndOldTrailer() throws {
    let text = """
      Unable to simultaneously satisfy constraints:
      ...
      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x600000099690 H:[AppArrowViewA:0x600000150ac0]-(>=5)-[AppButtonA:0x60000014df70'Text1'](LTR)>

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger.
      """
    let report = try #require(Log.report(text))
    #expect(report.isElided)
    #expect(report.recovery == .broken)
    #expect(report.brokenConstraintIndex == nil)
    #expect(report.brokenConstraint?.parsed.address == "0x600000099690")
  }

  @Test func severalReportsInARowWithNoiseBetween() {
    let second = Self.modern(
      prefix: "2017-12-10 14:43:56.186377-0800 App[29643:1101268] [LayoutConstraints] ")
    let text =
      Self.modern(prefix: "2017-12-10 14:43:56.185902-0800 App[29643:1101268] [LayoutConstraints] ")
      + "\n" + second
      + "\n2017-12-10 14:43:56.235877-0800 App[29643:1101268] [MC] Lazy loading NSBundle MobileCoreServices.framework\n"
      + "-[RTIInputSystemClient remoteTextInputSessionWithID:performInputOperation:]  perform input operation requires a valid sessionID.\n"
      + second
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.map(\.line) == [1, 16, 33])
    #expect(log.reports.map(\.constraints.count) == [2, 2, 2])
    #expect(log.reports.allSatisfy { $0.recovery == .broken && $0.hasTrailer })
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func fileStartingWithAnEarlierTrailerOrRecovery() throws {
    let trailer = """
      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    #expect(ConsoleLog(parsing: trailer + "\n" + Self.modern()).reports.map(\.line) == [3])
    let tail = "Will attempt to recover by breaking constraint \n\(Self.height200)\n\n" + trailer
    let log = ConsoleLog(parsing: tail)
    #expect(log.reports.isEmpty)
    #expect(
      log.recoveryTails == [
        ConsoleLogRecoveryTail(
          line: 1, endLine: 5, recovery: .broken,
          brokenConstraint: ConsoleLogConstraint(
            line: 2, text: Self.height200, parsed: try #require(Log.parse(Self.height200))),
          hasTrailer: true)
      ])
  }

  @Test func recoveryCutOffAndMissingBracket() throws {
    let cut = try #require(
      Log.report(
        "Unable to simultaneously satisfy constraints.\n(\n\"\(Self.height200)\"\n)\n\nWill attempt to recover by breaking constraint "
      ))
    #expect(cut.recovery == .cutOff)
    let missing = try #require(
      Log.report(
        "Unable to simultaneously satisfy constraints.\n(\n\"\(Self.height200)\"\n)\n\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200   (active)"
      ))
    #expect(missing.recovery == .broken)
    #expect(missing.brokenConstraint?.parsed.isMissingClosingBracket == true)
    #expect(missing.brokenConstraintIndex == 0)
  }

  @Test func listsWithoutHeaderOrParentheses() {
    let quoted = """
          "\(Self.height200)",
          "\(Self.height84)"
      """
    let log = ConsoleLog(parsing: quoted)
    #expect(log.reports.map(\.kind) == [.constraintList])
    #expect(log.reports.first?.constraints.count == 2)
    let indented = ConsoleLog(
      parsing: "\t(\n\t    \"\(Self.height200)\",\n\t    \"\(Self.height84)\"\n\t)\n")
    #expect(indented.reports.first?.constraints.count == 2)
    #expect(indented.reports.first?.isListClosed == true)
  }

  @Test func duplicatedEntriesAndExtraClosingParenthesis() throws {
    let text =
      "Unable to simultaneously satisfy constraints.\n(\n\"\(Self.height200)\",\n\"\(Self.height84)\",\n\"\(Self.height200)\"\n)\n)\n"
    let report = try #require(Log.report(text))
    #expect(report.constraints.map(\.duplicateOf) == [nil, nil, 0])
    #expect(report.unparsed.isEmpty)
  }

  @Test func unreadableEntryIsKeptWithItsLineNumber() throws {
    let text =
      "Unable to simultaneously satisfy constraints.\n(\n\"\(Self.height200)\",\n\"<NSLayoutConstraint:0x1 UIView:0x2.height ~= 3>\"\n)\n"
    let report = try #require(Log.report(text))
    #expect(report.constraints.count == 1)
    #expect(report.unparsed.map(\.line) == [4])
    #expect(report.unparsed.first?.text == "\"<NSLayoutConstraint:0x1 UIView:0x2.height ~= 3>\"")
    #expect(report.unparsed.first?.reason == "column 25: expected ' == ', ' <= ' or ' >= '")
    #expect(!report.isComplete)
    let garbage = try #require(
      Log.report("Unable to simultaneously satisfy constraints.\n(\n\"<garbage>\"\n)\n"))
    #expect(garbage.unparsed.map(\.line) == [3])
  }

  @Test func windowsLineEndings() throws {
    let report = try #require(
      Log.report(Self.modern().replacingOccurrences(of: "\n", with: "\r\n")))
    #expect(report.constraints.count == 2)
    #expect(report.constraints[0].text == Self.height200)
  }
}
