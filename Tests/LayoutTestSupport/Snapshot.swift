import Foundation

/// Golden-file comparison for reports.
///
/// Goldens live in `fixtures/expected/<name>`. With `RECORD_SNAPSHOTS=1` in the environment the
/// golden is rewritten and the comparison fails, so that the diff gets read before committing.
/// A golden names the program's version `{{version}}`, so that a new version changes none.
public enum Snapshot {
  /// What a golden writes where the output has the program's version.
  public static let versionPlaceholder = "{{version}}"

  /// Compares `actual` with the golden `fixtures/expected/<name>`.
  /// - Parameters:
  ///   - version: the program's version as the output writes it, if it writes it: each
  ///     occurrence as a JSON string (`"0.1.0"`) is compared, and recorded, as
  ///     `"{{version}}"`.
  /// - Returns: `nil` when they match, otherwise a message to fail the test with (including the
  ///   first differing line).
  public static func check(_ actual: String, named name: String, version: String? = nil)
    -> String?
  {
    let actual =
      version.map {
        actual.replacingOccurrences(of: "\"\($0)\"", with: "\"\(versionPlaceholder)\"")
      } ?? actual
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
