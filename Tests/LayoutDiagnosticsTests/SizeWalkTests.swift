import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// The parametric walk over the root size against brute force: each layout is built afresh at
/// root sizes on a 0.5-pt grid (every 0.5 pt near the walk's thresholds, and everywhere in the
/// long run) and its findings are compared with the walk's intervals.
@Suite struct SizeWalkTests {
  static func document(_ path: String) throws -> LayoutDocument {
    let text = try Fixtures.text(path)
    return try LayoutFileParser.parse(Array(text.utf8), file: path).document
  }

  /// The conflict, ambiguity and truncation keys of a fresh layout at `size` (no truncation
  /// search: only whether each finding is there).
  static func sampled(_ document: LayoutDocument, _ size: RootSize) throws -> Set<Fingerprint> {
    let layout = try LayoutAnalysis(
      document: document, file: document.source,
      options: LayoutEngineOptions(rootWidth: size.width, rootHeight: size.height))
    let findings =
      Finding.layoutConflicts(in: layout.engine, solution: layout.solution)
      + Finding.truncations(
        in: layout.document, frames: LayoutAnalysis.frames(of: layout.solution),
        solve: { _, _, _ in nil })
      + Finding.ambiguities(layout.ambiguity(), engine: layout.engine)
    return Set(findings.map(SizeWalk.key(of:)))
  }

  /// The root sizes to sample in `range`, on the 0.5-pt grid: every 0.5 pt within 10 pt of
  /// each interval's end and every 5 pt elsewhere; every 0.5 pt of `range` when
  /// `LAYOUT_DOCTOR_TEST_SCALE` is above 1 (the long run).
  static func sampleSizes(
    _ range: ClosedRange<Double>, boundaries: [SizeThreshold.Interval]
  ) -> [Double] {
    let grid = (0...Int((range.upperBound - range.lowerBound) * 2)).map {
      range.lowerBound + Double($0) / 2
    }
    guard TestScale.factor == 1 else { return grid }
    let ends = boundaries.flatMap { [$0.lower, $0.upper] }
    return grid.filter { size in
      (size - range.lowerBound).truncatingRemainder(dividingBy: 5) == 0
        || ends.contains { abs($0 - size) <= 10 }
    }
  }

  /// Samples `range` (`sampleSizes`) and expects each key's occurrence to match the walk's
  /// intervals, except within `tolerance` of an interval's end.
  static func expectAgreement(
    _ path: String, axis: LayoutAxis, fixed: Double, origin: Double,
    range: ClosedRange<Double>, tolerance: Double = 0.01
  ) throws -> SizeWalk.Result {
    let document = try document(path)
    let walk = try #require(
      SizeWalk(document: document, file: document.source, axis: axis, fixedSize: fixed).run(
        from: origin))
    var keys = Set(walk.occurrences.keys)
    var samples: [(Double, Set<Fingerprint>)] = []
    for size in sampleSizes(range, boundaries: walk.occurrences.values.flatMap { $0 }) {
      let root =
        axis == .horizontal
        ? RootSize(width: size, height: fixed) : RootSize(width: fixed, height: size)
      let found = try sampled(document, root)
      keys.formUnion(found)
      samples.append((size, found))
    }
    for key in keys {
      let intervals = walk.occurrences[key] ?? []
      for (size, found) in samples where size >= walk.from && size <= walk.upTo {
        let nearEnd = intervals.contains {
          abs($0.lower - size) <= tolerance || abs($0.upper - size) <= tolerance
        }
        guard !nearEnd else { continue }
        let computed = intervals.contains { $0.lower <= size && size <= $0.upper }
        #expect(
          computed == found.contains(key),
          "\(path) \(key.value) at \(size): walk says \(computed), intervals \(intervals)")
      }
    }
    return walk
  }
}

extension SizeWalkTests {
  static func intervals(_ walk: SizeWalk.Result) -> [[Double]] {
    walk.occurrences.values.flatMap { $0.map { [$0.lower, $0.upper] } }.sorted {
      ($0[0], $0[1]) < ($1[0], $1[1])
    }
  }

  @Test func aTruncatedDetailLabelFitsFrom390() throws {
    let walk = try Self.expectAgreement(
      "check/truncated-detail.layout", axis: .horizontal, fixed: 100, origin: 320,
      range: 0...420)
    #expect((walk.from, walk.upTo) == (0, 10_000))
    // Truncated below 390 pt; below 240 pt the required widths conflict, below 40 pt with
    // another minimal conflict.
    #expect(Self.intervals(walk) == [[0, 40], [0, 390], [40, 240]])
  }

  @Test func aConflictOnlyOnNarrowRoots() throws {
    let walk = try Self.expectAgreement(
      "thresholds/narrow-conflict.layout", axis: .horizontal, fixed: 100, origin: 375,
      range: 0...420)
    // Conflicts below 340 pt (two different minimal conflicts below and above 40 pt); the
    // box's width is ambiguous above 340 pt.
    #expect(Self.intervals(walk) == [[0, 40], [40, 340], [340, 10_000]])
  }

  /// Equations that agree at one root width only: the conflict occurs on both sides of 340
  /// pt and not at it. Before, the two pieces that meet there were joined, and the walk said
  /// it occurs at 340 pt too.
  @Test func aConflictOfEquationsHoldsAtOneWidth() throws {
    let walk = try Self.expectAgreement(
      "thresholds/exact-width.layout", axis: .horizontal, fixed: 100, origin: 375,
      range: 0...420)
    #expect(Self.intervals(walk) == [[0, 40], [40, 340], [340, 10_000]])
    let conflict = try #require(walk.occurrences.values.first { $0.count == 2 })
    #expect(conflict.map(\.includesUpper) == [false, true])
    #expect(conflict.map(\.includesLower) == [true, false])
  }

  @Test func anAmbiguityThatDependsOnTheWidth() throws {
    let walk = try Self.expectAgreement(
      "thresholds/slack-ambiguity.layout", axis: .horizontal, fixed: 100, origin: 320,
      range: 0...420)
    #expect(Self.intervals(walk) == [[0, 40], [40, 240], [240, 10_000]])
  }

  @Test func aWrappingLabelCappedAtTwoLines() throws {
    let walk = try Self.expectAgreement(
      "thresholds/wrap-capped.layout", axis: .horizontal, fixed: 200, origin: 320,
      range: 100...400)
    // Below 125 pt the label's width goes to 0 and its lines without bound: the walk stops at
    // its step bound there, and says so.
    #expect(walk.from > 125 && walk.from < 200)
    #expect(walk.upTo == 10_000)
    let truncation = try #require(
      walk.occurrences[
        Fingerprint(
          ruleID: "truncation", file: "thresholds/wrap-capped.layout", anchor: "label vertical")])
    #expect(truncation.count == 1)
    #expect(truncation.first?.lower == walk.from)
    // Two lines fit from a 221-pt label, a 346-pt root (the wrap's own tolerance moves it
    // by less than 0.001 pt).
    #expect(abs((truncation.first?.upper ?? 0) - 346) < 0.001)
  }

  @Test func alongTheHeight() throws {
    let walk = try Self.expectAgreement(
      "check/truncated-detail.layout", axis: .vertical, fixed: 320, origin: 100,
      range: 0...160)
    // The row's truncation and conflict-free layout do not depend on the root height.
    #expect(Self.intervals(walk) == [[0, 10_000]])
    let wrap = try Self.expectAgreement(
      "thresholds/wrap-capped.layout", axis: .vertical, fixed: 320, origin: 200,
      range: 0...160)
    #expect(Self.intervals(wrap) == [[0, 10_000]])
  }

  @Test func theSolverRangesARootConstant() throws {
    let document = try Self.document("thresholds/narrow-conflict.layout")
    let engine = try LayoutEngine(
      document: document, options: LayoutEngineOptions(rootWidth: 375, rootHeight: 100))
    _ = engine.solve()
    let up = try #require(engine.rootSizeRange(.horizontal, upward: true))
    #expect(up.lower == 340)
    #expect(up.upper == nil)
  }
}
