import LayoutModel
import LayoutParsing

/// The minimal-conflict analysis of console-log reports as plain `Codable` data, in the shape
/// `layout-doctor explain --format json` prints:
///
///     {"reports": [{"file", "line", "platform", "constraints": [{"index", "text", "line",
///       "class", "identifier", "origin", "priority", "linear": {"terms": {VAR: COEF},
///       "relation", "rhs"}}], "unparsed": [{"line", "text"}], "brokenConstraint": INDEX|null,
///       "nonNegativeVariables": [VAR], "reproduced": BOOL, "conflicts": [{"constraints":
///       [INDEX], "multipliers": [λ], "explanation", "suggestions": [...]}]}]}
///
/// Encode it with sorted keys for stable output.
public struct ConsoleExplanation: Codable, Hashable, Sendable {
  /// One entry per report (dumps aside).
  public var reports: [Report]

  /// Analyses every report and headerless list of `log`.
  public init(log: ConsoleLog, oracle: some LinearFeasibilityChecking = SolverFeasibility()) {
    reports = log.reports.filter { $0.kind != .constraintDump }.map { report in
      Report(
        report: report, analysis: ConsoleConflictAnalysis(report: report, oracle: oracle),
        file: log.file)
    }
  }

  /// One report.
  public struct Report: Codable, Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The 1-based line of the report's header (or first line).
    public var line: Int
    /// `iOS`, `macOS` or `unknown`.
    public var platform: String
    /// Every listed constraint, in printed order.
    public var constraints: [Constraint]
    /// Lines of the report that could not be read.
    public var unparsed: [Unparsed]
    /// The index of the constraint UIKit broke, if it is in the list.
    public var brokenConstraint: Int?
    /// The variables kept non-negative (widths and heights).
    public var nonNegativeVariables: [String]
    /// Whether a conflict was found among the listed required constraints.
    public var reproduced: Bool
    /// Why not, when none was.
    public var notReproducedReason: String?
    /// The minimal conflicts.
    public var conflicts: [Conflict]

    /// Builds the entry of `report` from its analysis.
    public init(report: ConsoleLogReport, analysis: ConsoleConflictAnalysis, file: String) {
      self.file = file
      line = report.line
      platform = report.platform.rawValue
      constraints = report.constraints.enumerated().map { index, constraint in
        let entry = analysis.system.entries[index]
        return Constraint(
          index: index, text: constraint.text, line: constraint.line,
          class: constraint.parsed.className, identifier: constraint.parsed.identifier,
          origin: constraint.origin.rawValue, priority: constraint.parsed.priority.rawValue,
          linear: entry.form.map(Linear.init))
      }
      unparsed = report.unparsed.map { Unparsed(line: $0.line, text: $0.text) }
      brokenConstraint = report.brokenConstraintIndex
      nonNegativeVariables = analysis.system.nonNegativeVariables
      reproduced = analysis.isReproduced
      notReproducedReason = analysis.notReproducedReason
      conflicts = analysis.conflicts.map(Conflict.init)
    }

    /// Writes every key, absent values as `null`, so that the shape never varies.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(platform, forKey: .platform)
      try container.encode(constraints, forKey: .constraints)
      try container.encode(unparsed, forKey: .unparsed)
      try container.encode(brokenConstraint, forKey: .brokenConstraint)
      try container.encode(nonNegativeVariables, forKey: .nonNegativeVariables)
      try container.encode(reproduced, forKey: .reproduced)
      try container.encode(notReproducedReason, forKey: .notReproducedReason)
      try container.encode(conflicts, forKey: .conflicts)
    }
  }

  /// One listed constraint.
  public struct Constraint: Codable, Hashable, Sendable {
    /// The index in the list.
    public var index: Int
    /// The description as printed.
    public var text: String
    /// The 1-based line.
    public var line: Int
    /// The constraint's class, if printed.
    public var `class`: String?
    /// The identifier, if any.
    public var identifier: String?
    /// `ConstraintOrigin`'s raw value (`user`, `encapsulatedLayout`, ...).
    public var origin: String
    /// The priority (1000 = required).
    public var priority: Double
    /// The linear form, normalized to `<=` or `==` as the certificate uses it, if the
    /// constraint has one.
    public var linear: Linear?

    /// Writes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .index)
      try container.encode(text, forKey: .text)
      try container.encode(line, forKey: .line)
      try container.encode(`class`, forKey: .class)
      try container.encode(identifier, forKey: .identifier)
      try container.encode(origin, forKey: .origin)
      try container.encode(priority, forKey: .priority)
      try container.encode(linear, forKey: .linear)
    }
  }

  /// A linear form as Farkas certificates are written: `Σ terms[VAR]·VAR relation rhs`, a
  /// `>=` constraint multiplied by -1 so that the relation is `<=` or `==`.
  public struct Linear: Codable, Hashable, Sendable {
    /// Coefficient per variable.
    public var terms: [String: Double]
    /// `<=` or `==`.
    public var relation: String
    /// The right-hand side, in points.
    public var rhs: Double

    init(_ form: ConstraintLinearForm) {
      let normalized = form.normalized
      terms = normalized.coefficients
      relation = normalized.relation.symbol
      rhs = normalized.rhs
    }
  }

  /// An unreadable line.
  public struct Unparsed: Codable, Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The line as printed.
    public var text: String
  }

  /// One minimal conflict.
  public struct Conflict: Codable, Hashable, Sendable {
    /// The members' indices.
    public var constraints: [Int]
    /// The Farkas multipliers λ, one per member (for `>=` members written as `<=`); empty
    /// when no certificate was verified.
    public var multipliers: [Double]
    /// The explanation in the report's terms.
    public var explanation: String
    /// Whether only UIKit/AppKit made the members.
    public var systemOnly: Bool
    /// Fixes, best first.
    public var suggestions: [Suggestion]

    init(_ conflict: ConsoleConflict) {
      constraints = conflict.members
      multipliers = conflict.certificate?.multipliers ?? []
      explanation = conflict.explanation
      systemOnly = conflict.isSystemOnly
      suggestions = conflict.suggestions.map(Suggestion.init)
    }
  }

  /// One fix.
  public struct Suggestion: Codable, Hashable, Sendable {
    /// `lowerPriority`, `makeInequality` or `disableAutoresizingMask`.
    public var kind: String
    /// The index of the constraint to change.
    public var constraint: Int
    /// The new priority, for `lowerPriority`.
    public var priority: Double?
    /// The new relation, for `makeInequality`.
    public var relation: String?
    /// The view's key, for `disableAutoresizingMask`.
    public var item: String?
    /// Whether re-solving with the change succeeded.
    public var verified: Bool
    /// The fix in words.
    public var message: String
    /// What then changes, in words.
    public var effect: String

    init(_ fix: ConflictFix) {
      constraint = fix.constraint
      verified = fix.isVerified
      message = fix.message
      effect = fix.effect
      switch fix.kind {
      case .lowerPriority(let priority):
        kind = "lowerPriority"
        self.priority = priority.rawValue
      case .makeInequality(let relation):
        kind = "makeInequality"
        self.relation = relation.symbol
      case .disableAutoresizingMask(let item):
        kind = "disableAutoresizingMask"
        self.item = item
      }
    }
  }
}
