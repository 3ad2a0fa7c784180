import Foundation

/// How much work the big randomized tests do: `LAYOUT_DOCTOR_TEST_SCALE` (a positive integer,
/// default 1) multiplies their counts. The default keeps `swift test` short (CI runs it); a
/// long run such as `LAYOUT_DOCTOR_TEST_SCALE=10 swift test --skip-build` checks as many seeds
/// as the suites name in their documentation.
public enum TestScale {
  /// The factor from the environment; 1 when unset or not a positive integer.
  public static let factor: Int = {
    guard let text = ProcessInfo.processInfo.environment["LAYOUT_DOCTOR_TEST_SCALE"],
      let value = Int(text), value > 0
    else { return 1 }
    return value
  }()

  /// `base` times the factor: how many seeds, systems or layouts a randomized test checks.
  public static func count(_ base: Int) -> Int { base * factor }
}
