import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `why FILE ITEM.ATTR` with ITEM as a person types it: copied from the log, the address
/// alone, or mistyped (answered with the nearest names, exit 2).
@Suite struct WhyNamesTests {
  typealias T = AmbiguityCommandTests

  @Test(arguments: [
    "UIButton:0x10f755100'Text1'.height",
    "0x10f755100.height",
    "<UIButton: 0x10f755100; frame = (0 0; 320 52); layer = <CALayer: 0x2800>>.height",
    "'Text1'.height",
  ])
  func anItemCopiedFromTheLog(_ target: String) {
    let result = T.run(["why", "fixtures/console-logs/013.log", target])
    #expect(result.status == .success, "\(result.stderr)")
    #expect(result.stdout.contains("UIButton:0x10f755100"))
    // The log's bottom margin (42 pt, line 5) holds, so the button is 86 − 42 = 44 pt tall, as
    // `explain` says once its height == 52 is broken (not 78 pt under a default margin of 8).
    #expect(result.stdout.contains("UIButton:0x10f755100.height = 44"), "\(result.stdout)")
  }

  @Test func aMistypedNameIsAnsweredWithTheNearest() {
    let result = T.run(["why", "fixtures/layout-dumps/ambiguity-seed-button.layout", "buton.width"])
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: fixtures/layout-dumps/ambiguity-seed-button.layout: no view or guide named"
        + " 'buton'; did you mean button?\n")
  }

  @Test func aMistypedAddressInALogOfSeveralReports() {
    let result = T.run(["why", "fixtures/check/multi-report.log", "App.ButtonA:0x107fb4261.height"])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr
        == "error: fixtures/check/multi-report.log: no report names 'App.ButtonA:0x107fb4261';"
        + " did you mean App.ButtonA:0x107fb4260?\n")
  }

  @Test func aTextSeveralViewsShowIsAmbiguous() {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001 UILabel:0x7f10'Same'.width == 10   (active)>",
          "<NSLayoutConstraint:0x600002 UILabel:0x7f10'Same'.width == UILabel:0x7f20'Same'.width   (active)>",
          "<NSLayoutConstraint:0x600003 UILabel:0x7f20'Same'.width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x600003 UILabel:0x7f20'Same'.width == 20   (active)>

      """
    let result = T.run(["why", "-", "'Same'.width"], stdin: log)
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr.contains("'Same' names 2 items (UILabel:0x7f10, UILabel:0x7f20)"),
      "\(result.stderr)")
    let byAddress = T.run(["why", "-", "0x7f20.width"], stdin: log)
    #expect(byAddress.status == .success, "\(byAddress.stderr)")
  }
}

/// Names copied from real logs (`fixtures/console-logs` holds copies of them).
@Suite struct WhyRealNamesTests {
  typealias T = AmbiguityCommandTests

  @Test(arguments: [
    // 017: a label whose text holds an apostrophe.
    ("017.log", "UILabel:0x7f95b5653eb0'TEXT'S ONE'.height"),
    // 104: the trace prints the class without the underscore the constraints show.
    ("104.log", "UIRemoteKeyboardPlaceholderView:0x10502f0b0.height"),
    // 036: the stack view as the trace describes the spacer's owning view.
    (
      "036.log",
      "<UIStackView: 0x7fadcb044f10; frame = (0 0; 0 0); layer = <CATransformLayer: 0x6000035dd700>>.bottom"
    ),
  ])
  func aNameCopiedFromARealLog(_ file: String, _ target: String) {
    let result = T.run(["why", "fixtures/console-logs/\(file)", target])
    #expect(result.status == .success, "\(file) \(target): \(result.stderr)")
  }

  @Test func anItemOnlyInTheTraceSaysSo() {
    let result = T.run(["why", "fixtures/console-logs/036.log", "UIWindow:0x7fadc950a2e0.width"])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr
        == "error: fixtures/console-logs/036.log: 'UIWindow:0x7fadc950a2e0' is only in the"
        + " _autolayoutTrace (line 1), which lists no constraints to explain it by; 'ambiguity'"
        + " reads the trace\n")
  }
}
