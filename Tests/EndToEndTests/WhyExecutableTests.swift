import LayoutTestSupport
import Testing

/// `why` as a person runs it: an item pasted from the log, a mistyped name.
@Suite struct WhyExecutableTests {
  @Test func anItemPastedFromTheLogAndAMistypedOne() throws {
    let pasted = try Executable.run(
      ["why", "fixtures/console-logs/013.log", "UIButton:0x10f755100'Text1'.height"])
    #expect(pasted.status == 0, "\(pasted.stderr)")
    #expect(pasted.stdout.contains("UIButton:0x10f755100"))
    let address = try Executable.run(["why", "fixtures/console-logs/013.log", "0x10f755100.height"])
    #expect(address.status == 0)
    #expect(address.stdout == pasted.stdout)

    let mistyped = try Executable.run(
      ["why", "fixtures/layout-dumps/ambiguity-seed-button.layout", "buton.width"])
    #expect(mistyped.status == 2)
    #expect(mistyped.stdout.isEmpty)
    #expect(mistyped.stderr.hasSuffix("no view or guide named 'buton'; did you mean button?\n"))
  }
}
