import Foundation
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The text estimate (`TextMetrics`) against what Interface Builder measured with the real
/// fonts: the labels of `../shared/realib` (read where they are) whose stored width is their
/// intrinsic width. The figures are the ones `man/layout-doctor.1` states under TEXT METRICS
/// (read from the page); the test fails if the estimate gets worse than they say.
@Suite struct TextMetricsCalibrationTests {
  /// One measured label: its text, font size and stored (measured) width.
  struct Sample {
    var document: String
    var text: String
    var pointSize: Double
    var weight: FontWeight
    var width: Double
  }

  /// The labels whose stored width is a measurement: a label's text (no line break) and font,
  /// a width no required constraint, stack or mask fixes and no fill stack stretches (the
  /// reader took it as the intrinsic width, not an estimate: `estimatedIntrinsicAxes` does not
  /// hold the axis) and no
  /// required hugging or compression resistance, a positive stored width equal to the
  /// intrinsic width, and one line of text (a stored height under 1.5 lines: a wrapped label's
  /// width is where it broke, not its text's).
  static func samples() throws -> [Sample] {
    var result: [Sample] = []
    for name in try Fixtures.sharedFiles(in: "realib", suffixes: [".xib", ".storyboard"]) {
      let bytes = Array(try Data(contentsOf: try Fixtures.shared("realib/\(name)")))
      let document = try InterfaceBuilderReader.read(bytes, file: name)
      for root in document.roots {
        for view in root.document.hierarchy.views {
          guard let font = view.font, view.textPadding == .zero, let text = view.text,
            !text.contains("\n"), let frame = view.frame, frame.width > 0,
            let width = view.intrinsicContentSize.width, width == frame.width,
            !view.estimatedIntrinsicAxes.contains(.horizontal),
            !view.contentHuggingPriority.horizontal.isRequired,
            !view.contentCompressionResistancePriority.horizontal.isRequired,
            frame.height < 1.5 * TextMetrics.lineHeight * font.pointSize
          else { continue }
          result.append(
            Sample(
              document: name, text: text, pointSize: font.pointSize, weight: font.weight,
              width: width))
        }
      }
    }
    return result
  }

  /// The value at fraction `q` of the sorted `values` (nearest rank).
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  @Test func theEstimateIsWithinTheStatedErrorOfInterfaceBuildersMeasurements() throws {
    let samples = try Self.samples()
    let errors = samples.map { sample in
      abs(
        TextMetrics.estimatedSize(
          of: sample.text, pointSize: sample.pointSize, weight: sample.weight
        ).width
          - sample.width) / sample.width
    }
    let median = Self.quantile(errors, 0.5)
    let p90 = Self.quantile(errors, 0.9)
    if ProcessInfo.processInfo.environment["TEXT_METRICS_DETAILS"] != nil {
      let advances = samples.map { $0.width / (Double($0.text.count) * $0.pointSize) }
      print("labels \(samples.count) median \(median) p90 \(p90)")
      print("advance median \(Self.quantile(advances, 0.5))")
      for (sample, error) in zip(samples, errors) {
        print(
          "\(sample.document.prefix(2)) \(sample.pointSize) \(sample.weight) \(sample.width)"
            + " \(error) \(sample.text)")
      }
    }
    let stated = try Self.statedErrors()
    #expect(samples.count == 44)
    #expect(median <= stated.median, "median relative error \(median)")
    #expect(p90 <= stated.p90, "90th percentile relative error \(p90)")
  }

  /// The median and 90th-percentile relative errors `man/layout-doctor.1` states under TEXT
  /// METRICS ("median relative error is 10% and its 90th percentile error is 30%"), as
  /// fractions.
  static func statedErrors() throws -> (median: Double, p90: Double) {
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("man/layout-doctor.1"),
      encoding: .utf8)
    let lines = page.split(separator: "\n")
    let start = try #require(lines.firstIndex(of: ".Sh TEXT METRICS"))
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix(".Sh ") }.joined(separator: " ")
    func percent(after phrase: String) throws -> Double {
      let range = try #require(section.range(of: phrase), "TEXT METRICS says '\(phrase)'")
      let digits = section[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      return try #require(Double(digits)) / 100
    }
    return (
      try percent(after: "median relative error is "),
      try percent(after: "90th percentile error is ")
    )
  }
}

/// The estimate's exact values, worked by hand from the table and factors.
@Suite struct TextMetricsValueTests {
  /// "Body" at 17 pt: B 0.667 × 0.91, o 0.556, d 0.556, y 0.5, all × 1.04 em, × 17 pt.
  @Test func aLineIsTheSumOfItsAdvances() {
    let size = TextMetrics.estimatedSize(of: "Body", pointSize: 17)
    let expected = (0.667 * 0.91 + 0.556 + 0.556 + 0.5) * 1.04 * 17
    #expect(abs(size.width - expected) < 1e-9)
    #expect(abs(size.height - 1.193 * 17) < 1e-9)
  }

  /// The longest line decides the width, every line the height; bold is 6% wider.
  @Test func linesAndWeights() {
    let size = TextMetrics.estimatedSize(of: "ii\nmm", pointSize: 10, weight: .bold)
    #expect(abs(size.width - 2 * 0.833 * 1.04 * 10 * 1.06) < 1e-9)
    #expect(abs(size.height - 2 * 1.193 * 10) < 1e-9)
  }

  /// Digits 1.02; an accented letter an average one of its case; a CJK character 1 em; an
  /// empty text no width and one line.
  @Test func charactersOutsideTheLowerCase() {
    #expect(abs(TextMetrics.advance(of: "7") - 0.556 * 1.04 * 1.02) < 1e-9)
    #expect(abs(TextMetrics.advance(of: "é") - 0.556 * 1.04) < 1e-9)
    #expect(abs(TextMetrics.advance(of: "É") - 0.667 * 1.04 * 0.91) < 1e-9)
    #expect(TextMetrics.advance(of: "漢") == 1)
    #expect(TextMetrics.estimatedSize(of: "", pointSize: 12).width == 0)
  }

  /// Up to the pixel, with floating-point noise forgiven.
  @Test func rounding() {
    #expect(TextMetrics.roundedUp(20.28) == 20.5)
    #expect(TextMetrics.roundedUp(20.0000000001) == 20)
    #expect(TextMetrics.roundedUp(20.28, scale: 1) == 21)
    #expect(TextMetrics.roundedUp(0) == 0)
  }
}

extension TextMetricsValueTests {
  /// CR, CRLF and U+2028 break lines as LF does; emoji and flags are 1 em; zero-width and
  /// control characters nothing. Before, "Name\r\nAddress" was one 12-character line and a
  /// zero-width space 0.578 em.
  @Test func lineBreaksEmojiAndInvisibles() {
    let lf = TextMetrics.estimatedSize(of: "Name\nAddress", pointSize: 17)
    for text in ["Name\r\nAddress", "Name\rAddress", "Name\u{2028}Address"] {
      let size = TextMetrics.estimatedSize(of: text, pointSize: 17)
      #expect(size.width == lf.width && size.height == lf.height, "\(text.debugDescription)")
    }
    #expect(TextMetrics.advance(of: "⭐") == 1)
    #expect(TextMetrics.advance(of: "🇯🇵") == 1)
    #expect(TextMetrics.advance(of: "\u{200B}") == 0)
    #expect(TextMetrics.advance(of: "\u{00AD}") == 0)
    #expect(TextMetrics.advance(of: "\t") == 0)
  }
}
