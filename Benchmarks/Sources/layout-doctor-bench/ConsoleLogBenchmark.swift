import Foundation
import LayoutDiagnostics
import LayoutParsing

/// Reads a large generated console log (1,000 reports among unrelated lines, about 50 MB) by
/// streaming, finds the minimal conflicts of every report, and prints the time, the throughput
/// and the peak resident memory.
enum ConsoleLogBenchmark {
  /// Writes the log to `path`: the reports of `fixtures/console-logs/` in turn, each followed by
  /// unrelated os_log lines, until `reports` reports and `megabytes` MB are written.
  static func generate(path: String, fixtures: String, reports: Int, megabytes: Int) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures)
      .filter { $0.hasSuffix(".log") }.sorted()
    let texts = try names.map { try String(contentsOfFile: "\(fixtures)/\($0)", encoding: .utf8) }
    let withReports = texts.filter { $0.contains("Unable to simultaneously") }
    guard !withReports.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    let noise =
      "2017-12-10 14:43:56.235877-0800 App[29643:1101268] [MC] Lazy loading NSBundle MobileCoreServices.framework, request \(String(repeating: "x", count: 60))\n"
    let target = megabytes << 20
    let noisePerReport = max(0, (target / reports - 2_000) / noise.utf8.count)
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? handle.close() }
    for index in 0..<reports {
      var chunk = withReports[index % withReports.count]
      if !chunk.hasSuffix("\n") { chunk += "\n" }
      chunk += String(repeating: noise, count: noisePerReport)
      handle.write(Data(chunk.utf8))
    }
  }

  /// Streams `path` and reports what was found.
  static func run(path: String) throws {
    let start = Date()
    var reports = 0
    var constraints = 0
    var unparsed = 0
    var conflicts = 0
    var analysisSeconds = 0.0
    try ConsoleLog.forEachEntry(inFileAt: path) { entry in
      if case .report(let report) = entry {
        reports += 1
        constraints += report.constraints.count
        unparsed += report.unparsed.count
        let analysisStart = Date()
        conflicts +=
          ConsoleReportAnalysis(report: report, file: path).analysis.conflicts.count
        analysisSeconds += Date().timeIntervalSince(analysisStart)
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let megabytes = Double(bytes) / 1_048_576
    print(
      "console-log: \(String(format: "%.1f", megabytes)) MB, \(reports) blocks, "
        + "\(constraints) constraints, \(unparsed) unparsed, \(conflicts) minimal conflicts, "
        + "\(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", megabytes / seconds)) MB/s), "
        + "of which conflict analysis \(String(format: "%.2f", analysisSeconds)) s, "
        + "peak RSS \(Int(peakResidentMegabytes())) MB")
  }
}
