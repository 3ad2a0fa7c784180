import LayoutParsing
import LayoutTestSupport
import Testing

/// Every real log in `../shared/realcases` is read with no unreadable constraint line, except
/// lines the poster's copy cut off (`isCutOff`).
@Suite struct RealCaseParsingTests {
  @Test func everyRealCaseIsRead() throws {
    let names = try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"])
    #expect(names.count == 80)
    for name in names {
      let url = try Fixtures.shared("realcases/\(name)")
      let log = try ConsoleLog(contentsOfFile: url.path, name: name)
      #expect(!log.reports.isEmpty || !log.traces.isEmpty, "\(name) holds nothing")
      let unread = log.allUnparsed.filter { !$0.isCutOff }
      #expect(unread.isEmpty, "\(name): \(unread)")
    }
  }
}
