import Foundation

/// Golden-file comparison for reports.
///
/// Goldens live in `fixtures/expected/<name>`. With `RECORD_SNAPSHOTS=1` in the environment the
/// golden is rewritten and the comparison fails, so that the diff gets read before committing.
public enum Snapshot {
  /// Compares `actual` with the golden `fixtures/expected/<name>`.
  /// - Returns: `nil` when they match, otherwise a message to fail the test with (including the
  ///   first differing line).
  public static func check(_ actual: String, named name: String) -> String? {
    let url = Fixtures.url("expected/\(name)")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      if expected == actual { return nil }
      return "recorded fixtures/expected/\(name); check the diff and run again without"
        + " RECORD_SNAPSHOTS"
    }
    guard let expected, expected != actual else { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(a.count, e.count)
    let got = line < a.count ? String(a[line]) : "<end>"
    let want = line < e.count ? String(e[line]) : "<end>"
    return "fixtures/expected/\(name) differs at line \(line + 1):\n  expected: \(want)\n"
      + "  actual:   \(got)\n(RECORD_SNAPSHOTS=1 swift test re-records)"
  }
}
