import Testing

@testable import LayoutDiagnostics

@Suite struct BaselineTests {
  let a = finding(line: 1, anchor: "<C:0x1 V:0x10.width == 1>")
  let b = finding(line: 5, anchor: "b")
  let c = finding(.truncation, file: "z.layout", line: 2, anchor: "c")

  @Test func suppressesExactlyTheRecordedFindings() {
    let baseline = Baseline(findings: [a, b])
    let outcome = baseline.apply(to: [c, b, a])
    #expect(outcome.reported == [c])
    #expect(outcome.suppressed == [a, b])
    #expect(outcome.stale.isEmpty)
  }

  @Test func survivesNewAddressesAndMovedLines() {
    let baseline = Baseline(findings: [a])
    let rerun = finding(line: 30, anchor: "<C:0xfff V:0x77.width == 1>")
    #expect(baseline.apply(to: [rerun]).reported.isEmpty)
  }

  @Test func isCountAware() {
    let twice = Baseline(findings: [b, b])
    #expect(twice.entries.count == 1)
    #expect(twice.entries[0].count == 2)
    let three = [b, finding(line: 9, anchor: "b"), finding(line: 12, anchor: "b")]
    let outcome = twice.apply(to: three)
    #expect(outcome.suppressed.map { $0.location.line } == [5, 9])
    #expect(outcome.reported.map { $0.location.line } == [12])
    #expect(outcome.stale.isEmpty)
  }

  @Test func reportsStaleEntriesWithTheUnmatchedCount() {
    let baseline = Baseline(findings: [a, b, b, b])
    let outcome = baseline.apply(to: [b])
    #expect(outcome.reported.isEmpty)
    #expect(outcome.stale.count == 2)
    let byFingerprint = Dictionary(
      uniqueKeysWithValues: outcome.stale.map { ($0.fingerprint, $0.count) })
    #expect(byFingerprint[a.fingerprint] == 1)
    #expect(byFingerprint[b.fingerprint] == 2)
  }

  @Test func roundTripsThroughSortedJSON() throws {
    let baseline = Baseline(findings: [c, b, a])
    let bytes = baseline.encoded()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"entries\" : [\n"))
    #expect(text.hasSuffix("\"version\" : 2\n}\n"))
    #expect(!text.contains("0x1 "))
    let decoded = try Baseline(decoding: bytes, file: "b.json")
    #expect(decoded == baseline)
    #expect(decoded.entries.map(\.file) == ["a.log", "a.log", "z.layout"])
    // The same findings in another order give the same bytes.
    #expect(Baseline(findings: [a, c, b]).encoded() == bytes)
  }

  @Test(arguments: [
    ("", "b.json:$: not a layout-doctor baseline (invalid JSON)"),
    ("[1]", "b.json:$: not a layout-doctor baseline (expected an object)"),
    (
      #"{"format": "layout-doctor-baseline", "version": 1}"#,
      "b.json:$.entries: not a layout-doctor baseline (missing key 'entries')"
    ),
    (
      #"{"format": "layout-doctor-baseline", "version": 1, "entries": [{"fingerprint": 3}]}"#,
      "b.json:$.entries[0].fingerprint: not a layout-doctor baseline (expected a string)"
    ),
    (
      #"{"format": "other", "version": 1, "entries": []}"#,
      "b.json: unsupported baseline (format 'other', version 1); expected format"
        + " 'layout-doctor-baseline', version 1 to 2"
    ),
    (
      #"{"format":"layout-doctor-baseline","version":1,"entries":[{"fingerprint":"00","rule":"r","file":"f","count":0,"message":""}]}"#,
      "b.json:$.entries[0].count: not a layout-doctor baseline (count must be at least 1)"
    ),
  ])
  func rejectsMalformedFilesWithAPath(text: String, message: String) {
    do {
      _ = try Baseline(decoding: Array(text.utf8), file: "b.json")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.description == message)
    }
  }
}
