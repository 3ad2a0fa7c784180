import Foundation
import LayoutParsing
import LayoutTestSupport
import Testing

/// The reader fed in chunks (`ConsoleLogReader.consume(chunk:_:)`): chunks that end inside a
/// line, inside a report, between `\r` and `\n`, and a last line with no newline read exactly
/// as the whole text does.
@Suite struct ConsoleLogStreamingTests {
  static let report = """
    noise before
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>
    noise after
    """

  /// The entries of `bytes` read in chunks of `size` bytes (the last one shorter).
  static func streamed(_ bytes: [UInt8], chunk size: Int, file: String = "-") -> ConsoleLog {
    var log = ConsoleLog(file: file)
    var reader = ConsoleLogReader()
    var entries: [ConsoleLogEntry] = []
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      while start < buffer.count {
        let end = min(buffer.count, start + size)
        reader.consume(chunk: UnsafeBufferPointer(rebasing: buffer[start..<end])) {
          entries.append($0)
        }
        start = end
      }
    }
    reader.finish { entries.append($0) }
    for entry in entries {
      switch entry {
      case .report(let report): log.reports.append(report)
      case .trace(let trace): log.traces.append(trace)
      case .recoveryTail(let tail): log.recoveryTails.append(tail)
      case .unparsed(let line): log.unparsed.append(line)
      }
    }
    return log
  }

  /// The report's line, its constraints' lines and texts, its broken constraint's line.
  static func shape(_ log: ConsoleLog) -> [String] {
    log.reports.map { report in
      "\(report.line)-\(report.endLine) "
        + report.constraints.map { "\($0.line):\($0.parsed.equation.constant)" }.joined(
          separator: ",") + " broken@\(report.brokenConstraint?.line ?? 0)"
    }
  }

  @Test(arguments: [1, 2, 3, 5, 17, 64, 1 << 20])
  func chunksEndingAnywhereReadAsTheWholeText(size: Int) {
    let bytes = Array(Self.report.utf8)
    let log = Self.streamed(bytes, chunk: size)
    #expect(Self.shape(log) == ["2-9 4:100.0,5:200.0 broken@9"])
    #expect(log == ConsoleLog(parsing: Self.report))
  }

  @Test func aChunkEndingInsideAConstraintLine() {
    let bytes = Array(Self.report.utf8)
    // Cut inside `UIView:0x2.wid|th == 200` of line 5.
    let cut =
      Self.report.utf8.distance(
        from: Self.report.utf8.startIndex,
        to: Self.report.range(of: "width == 200")!.lowerBound.samePosition(in: Self.report.utf8)!)
      + 3
    var reader = ConsoleLogReader()
    var lines: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      reader.consume(chunk: UnsafeBufferPointer(rebasing: buffer[..<cut])) { _ in }
      reader.consume(chunk: UnsafeBufferPointer(rebasing: buffer[cut...])) { entry in
        if case .report(let report) = entry { lines = report.constraints.map(\.line) }
      }
    }
    // The report closes at `noise after`, the last line, which has no newline: only `finish`
    // reads it.
    #expect(lines.isEmpty)
    reader.finish { entry in
      if case .report(let report) = entry { lines = report.constraints.map(\.line) }
    }
    #expect(lines == [4, 5])
  }

  @Test(arguments: [1, 2, 3, 4, 7, 1 << 20])
  func crlfSplitBetweenReturnAndNewline(size: Int) {
    let text = Self.report.replacingOccurrences(of: "\n", with: "\r\n")
    let log = Self.streamed(Array(text.utf8), chunk: size)
    #expect(Self.shape(log) == ["2-9 4:100.0,5:200.0 broken@9"])
    #expect(log == ConsoleLog(parsing: text))
  }

  @Test(arguments: [1, 6, 1 << 20])
  func aReportAtTheVeryEndWithoutNewline(size: Int) {
    let text = Self.report.replacingOccurrences(of: "\nnoise after", with: "")
    #expect(!text.hasSuffix("\n"))
    let log = Self.streamed(Array(text.utf8), chunk: size)
    #expect(Self.shape(log) == ["2-9 4:100.0,5:200.0 broken@9"])
    #expect(log.reports.first?.brokenConstraint?.parsed.equation.constant == 200)
  }

  @Test func emptyChunksAndAnEmptyInputGiveNothing() {
    var reader = ConsoleLogReader()
    var count = 0
    reader.consume(chunk: UnsafeBufferPointer(start: nil, count: 0)) { _ in count += 1 }
    reader.finish { _ in count += 1 }
    #expect(count == 0)
  }

  /// Line numbers count every line, the skipped ones too, and a double-spaced paste (every
  /// line followed by a blank one) is still recognised when unrelated lines come first.
  @Test func lineNumbersCountSkippedLines() {
    let noise = String(repeating: "2024-01-01 12:00:00.000 App[1:2] loading row\n", count: 1_000)
    let spaced = Self.report.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n\n")
    let log = Self.streamed(Array((noise + spaced).utf8), chunk: 4_096)
    #expect(log.reports.map(\.line) == [1_003])
    #expect(log.reports.first?.constraints.map(\.line) == [1_007, 1_009])
    #expect(log == ConsoleLog(parsing: noise + spaced))
  }

  // MARK: Every log

  static let fixtureLogs = Fixtures.files(in: "console-logs", extensions: ["log"])

  /// Every fixture log read in chunks of several sizes, and from its file, as the whole text.
  @Test(arguments: fixtureLogs)
  func fixtureLogsStreamAsTheyRead(name: String) throws {
    let text = try Fixtures.text("console-logs/\(name)")
    let whole = ConsoleLog(parsing: text, file: name)
    for size in [1, 13, 256, 1 << 16] {
      #expect(Self.streamed(Array(text.utf8), chunk: size, file: name) == whole, "chunk \(size)")
    }
    let url = Fixtures.url("console-logs/\(name)")
    #expect(try ConsoleLog(contentsOfFile: url.path, name: name) == whole)
  }

  /// Every log of `../shared/realcases` likewise: reports, constraints, line numbers.
  @Test func realCasesStreamAsTheyRead() throws {
    let names = try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"])
    #expect(!names.isEmpty)
    for name in names {
      let url = try Fixtures.shared("realcases/\(name)")
      let bytes = Array(try Data(contentsOf: url))
      let whole = ConsoleLog(parsing: String(decoding: bytes, as: UTF8.self), file: name)
      for size in [1, 97, 1 << 16] {
        #expect(Self.streamed(bytes, chunk: size, file: name) == whole, "\(name), chunk \(size)")
      }
      #expect(try ConsoleLog(contentsOfFile: url.path, name: name) == whole, "\(name)")
    }
  }
}
