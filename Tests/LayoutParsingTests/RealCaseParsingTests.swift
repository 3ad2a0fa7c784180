import LayoutParsing
import LayoutTestSupport
import Testing

/// Every real log in `../shared/realcases` is read with no unreadable constraint line, except
/// the line where the source stopped, in the middle of a list (`isCutBySource`).
@Suite struct RealCaseParsingTests {
  @Test func everyRealCaseIsRead() throws {
    let names = try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"])
    #expect(names.count == 80)
    for name in names {
      let url = try Fixtures.shared("realcases/\(name)")
      let log = try ConsoleLog(contentsOfFile: url.path, name: name)
      #expect(!log.reports.isEmpty || !log.traces.isEmpty, "\(name) holds nothing")
      let unread = log.allUnparsed.filter { line in
        !log.reports.contains { $0.isCutBySource(line) }
      }
      #expect(unread.isEmpty, "\(name): \(unread)")
    }
  }
}
