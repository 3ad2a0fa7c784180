extension Finding {
  /// How serious a finding is, in the compiler's three levels.
  ///
  /// Ordered `note < warning < error`, so that `--fail-on warning` means "warnings and errors".
  /// Encoded as its lower-case name (`"error"`), which is also SARIF's `level` and the word in
  /// `path:line:column: error: message`.
  public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    /// Information that does not fail a build by default.
    case note
    /// Something probably wrong; fails the build with `--fail-on warning`.
    case warning
    /// Something certainly wrong (a conflict, an ambiguity); fails the build by default.
    case error

    private var rank: Int {
      switch self {
      case .note: return 0
      case .warning: return 1
      case .error: return 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }
}
