import LayoutParsing
import LayoutTestSupport
import Testing

/// Damaged input never crashes the reader: seeded mutations of every fixture are read, and
/// every report's system is rebuilt. A failure prints the seed and the fixture. 20 seeds per
/// fixture, times `LAYOUT_DOCTOR_TEST_SCALE` (200 in the long run at scale 10); the console-log
/// fuzz harness (`fuzz/`) goes further.
@Suite struct ConsoleLogRobustnessTests {
  /// SplitMix64, so a failing case can be replayed from its seed.
  typealias Generator = SplitMix64

  static let alphabet = Array("<>()[]'|-:@#\"\\ \t.,=0x9aZ_*+&;\n•é".utf8)

  static func mutate(_ bytes: [UInt8], _ generator: inout Generator) -> [UInt8] {
    var result = bytes
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
      guard !result.isEmpty else { break }
      let at = Int.random(in: 0..<result.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let length = Int.random(in: 1...min(40, result.count - at), using: &generator)
        result.removeSubrange(at..<at + length)
      case 1:
        result.insert(alphabet.randomElement(using: &generator) ?? 0x20, at: at)
      case 2:
        result[at] = alphabet.randomElement(using: &generator) ?? 0x20
      default:
        let length = Int.random(in: 1...min(60, result.count - at), using: &generator)
        result.insert(contentsOf: result[at..<at + length], at: at)
      }
    }
    return result
  }

  @Test(arguments: Fixtures.files(in: "console-logs", extensions: ["log"]))
  func mutatedFixturesAreReadWithoutCrashing(name: String) throws {
    let original = try Array(Fixtures.text("console-logs/\(name)").utf8)
    for seed in UInt64(1)...UInt64(TestScale.count(20)) {
      var generator = Generator(seed: seed &* 7919 &+ UInt64(original.count))
      let damaged = Self.mutate(original, &generator)
      let log = ConsoleLog(parsing: String(decoding: damaged, as: UTF8.self), file: name)
      for report in log.reports {
        let layout = ConsoleReportLayout(report: report, file: name)
        #expect(layout.documentIndices.count == report.constraints.count, "\(name) seed \(seed)")
        for constraint in report.constraints {
          #expect(
            constraint.line >= report.line && constraint.line <= report.endLine,
            "\(name) seed \(seed)")
        }
      }
    }
  }

  @Test func arbitraryDescriptionsNeverCrash() {
    var generator = Generator(seed: 42)
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &generator)
      var text = "<NSLayoutConstraint:0x1 "
      for _ in 0..<length {
        text.unicodeScalars.append(
          Unicode.Scalar(Self.alphabet.randomElement(using: &generator) ?? 0x20))
      }
      if Bool.random(using: &generator) { text += ">" }
      _ = try? ConstraintDescription(parsing: text)
      _ = try? ConstraintDescription(parsing: "<" + String(text.dropFirst(24)))
    }
  }

  @Test func invalidUTF8AndEmptyInput() {
    #expect(ConsoleLog(parsing: "").reports.isEmpty)
    let bytes: [UInt8] =
      Array(
        "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.height == 1>\"\n"
          .utf8) + [0xFF, 0xFE, 0x0A]
    let log = ConsoleLog(parsing: String(decoding: bytes, as: UTF8.self))
    #expect(log.reports.first?.constraints.count == 1)
  }
}
