/// A diagnostic rule described as data: its id, default severity, what it says and why, and
/// the fixtures that must and must not trigger it.
///
/// The descriptors are documentation and test at once: they feed SARIF's `tool.driver.rules`,
/// the RULES section of `layout-doctor(1)` and a generic test that runs every listed fixture.
public struct RuleDescriptor: Hashable, Sendable, Identifiable {
  /// The kebab-case id printed after each finding (`[unsatisfiable-constraints]`) and used in
  /// baselines and SARIF `ruleId`.
  public let id: String
  /// The severity of its findings unless an analysis says otherwise.
  public let defaultSeverity: Finding.Severity
  /// One sentence: what a finding of this rule means.
  public let summary: String
  /// A paragraph: why it matters and what to do about it.
  public let rationale: String
  /// Fixture paths under `fixtures/` that must produce at least one finding of this rule.
  public let triggeringFixtures: [String]
  /// Fixture paths under `fixtures/` that must produce none.
  public let nonTriggeringFixtures: [String]

  /// Creates a descriptor.
  public init(
    id: String, defaultSeverity: Finding.Severity, summary: String, rationale: String,
    triggeringFixtures: [String], nonTriggeringFixtures: [String]
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.rationale = rationale
    self.triggeringFixtures = triggeringFixtures
    self.nonTriggeringFixtures = nonTriggeringFixtures
  }

  /// The id in UpperCamelCase (`UnsatisfiableConstraints`), for SARIF's rule `name`.
  public var name: String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The descriptor with the kebab-case `id`, or `nil` when there is no such rule.
  public static func withID(_ id: String) -> RuleDescriptor? {
    all.first { $0.id == id }
  }
}
