import Testing

@testable import LayoutDoctorCLI

/// `explain` on the layout engine's own description (FORMAT-NOTES H): one line saying what it
/// is, not "no report found".
@Suite struct ExplainEngineDumpTests {
  static let engine = """
    <NSISEngine: 0x6000013c4000>{ delegate:0x7f8b1e40a2c0
    Rows:
        UILabel:0x7f8b1e40b110.minX{id: 212} == 16 + 1*Marker:0x600002a0c3c0.marker{id: 215}
        UILabel:0x7f8b1e40b110.Width{id: 213} == 288 + -1*Marker:0x600002a0c480.marker{id: 219}
        objective{id: 1} == {objective 0}
    }

    """

  @Test func engineDumpIsNamedInOneLine() {
    let result = ExplainCommandTests.run(["-"], stdin: Self.engine)
    #expect(result.status == .success)
    #expect(
      result.stdout
        == "<stdin>: 1 dump.\n\n<stdin>:1: the layout engine's description (NSISEngine: its"
        + " rows and variables), not a conflict report: it says nothing about which constraints"
        + " could not hold, so it is not analysed.\n\n")
    #expect(result.stderr.isEmpty)
  }
}
