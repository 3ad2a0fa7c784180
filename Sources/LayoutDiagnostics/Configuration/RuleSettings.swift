/// What a team changed about the rules (`.layout-doctor.yml`: `disabled_rules`, and per rule
/// `severity` and `excluded`), applied to the findings of a run before the baseline.
public struct RuleSettings: Sendable, Equatable {
  /// Rule ids whose findings are dropped everywhere.
  public var disabled: Set<String> = []
  /// A severity that replaces the rule's own, by rule id.
  public var severities: [String: Finding.Severity] = [:]
  /// Paths where a rule's findings are dropped, by rule id.
  public var excluded: [String: [PathGlob]] = [:]

  /// Settings that change nothing.
  public init() {}

  /// Whether the settings change nothing.
  public var isEmpty: Bool { disabled.isEmpty && severities.isEmpty && excluded.isEmpty }

  /// `findings` without those of disabled rules and of rules excluded for their file, the rest
  /// with their rule's severity when one is set, in the same order.
  /// - Parameter relativePath: a finding's file as a path relative to the folder the globs are
  ///   relative to, or `nil` when the file lies outside it (no per-rule exclusion applies).
  public func apply(to findings: [Finding], relativePath: (String) -> String?) -> [Finding] {
    findings.compactMap { finding in
      guard !disabled.contains(finding.ruleID) else { return nil }
      if let globs = excluded[finding.ruleID], let path = relativePath(finding.location.file),
        globs.contains(where: { $0.matches(path) })
      {
        return nil
      }
      var result = finding
      if let severity = severities[finding.ruleID] { result.severity = severity }
      return result
    }
  }
}
