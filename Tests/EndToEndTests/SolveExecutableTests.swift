import LayoutTestSupport
import Testing

/// `layout-doctor solve` as a process.
@Suite struct SolveExecutableTests {
  @Test func solvesAFixture() throws {
    let result = try Executable.run(["solve", "fixtures/layout-dumps/conflicting-widths.json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(try result.stdout == Fixtures.text("expected/conflicting-widths.solve.txt"))
  }

  @Test func badInputExitsTwoWithOneLine() throws {
    let result = try Executable.run(
      ["solve", "-"], stdin: "view a\nview b in=a\nb.top == a.left\n")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "<stdin>:3:10: error: cannot relate 'top' to 'left': different axes\n")
  }
}
