import LayoutEngine
import LayoutModel
import LayoutParsing

/// The minimal-conflict analysis of console-log reports as plain `Codable` data, in the shape
/// `layout-doctor explain --format json` prints: `fixtures/schemas/explain.schema.json` (JSON
/// Schema draft 4, which every explain golden is validated against).
///
/// A layout listing or dump is one "report" whose constraints are the layout's (those UIKit
/// would generate included, after the document's own).
///
/// Encode it with sorted keys for stable output.
public struct ConsoleExplanation: Codable, Hashable, Sendable {
  /// One entry per report (dumps aside).
  public var reports: [Report]
  /// One entry per `_autolayoutTrace` tree: the views UIKit marked ambiguous.
  public var traces: [Trace]

  /// Analyses every distinct report and headerless list of `log` and lists its distinct
  /// traces, each with the lines of its repeats (`ConsoleReportGroups`, as `explain` groups
  /// them).
  public init(log: ConsoleLog) {
    var groups = ConsoleReportGroups()
    var firsts: [ConsoleLogReport] = []
    for report in log.reports where report.kind != .constraintPrintout {
      if groups.add(report).isNew { firsts.append(report) }
    }
    reports = zip(firsts, groups.groups).map { report, group in
      var entry = Report(ConsoleReportAnalysis(report: report, file: log.file), file: log.file)
      entry.repeats = Array(group.lines.dropFirst())
      return entry
    }
    var traceGroups = ConsoleReportGroups()
    var firstTraces: [AutolayoutTrace] = []
    for trace in log.traces where traceGroups.add(trace).isNew { firstTraces.append(trace) }
    traces = zip(firstTraces, traceGroups.groups).map { trace, group in
      var entry = Trace(trace, file: log.file)
      entry.repeats = Array(group.lines.dropFirst())
      return entry
    }
  }

  /// Reads the document; `traces` may be absent (documents written before traces were kept).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reports = try container.decode([Report].self, forKey: .reports)
    traces = try container.decodeIfPresent([Trace].self, forKey: .traces) ?? []
  }

  /// An `_autolayoutTrace` tree as UIKit printed it: the views it marked
  /// `AMBIGUOUS LAYOUT`, each with the attributes it named.
  public struct Trace: Codable, Hashable, Sendable {
    /// One ambiguous view.
    public struct View: Codable, Hashable, Sendable {
      /// The item as printed (`App.ViewB:0x7f0000c0ffee`).
      public var item: String
      /// The 1-based line.
      public var line: Int
      /// `minX`, `minY`, `width` or `height`, as the trace names them (empty when it names
      /// none).
      public var ambiguous: [String]
    }
    /// The file as the user named it.
    public var file: String
    /// The trace's first line.
    public var line: Int
    /// The ambiguous views.
    public var views: [View]
    /// The lines of the later trees of the log that repeat this one (the same ambiguous
    /// views, other addresses), which have no entry of their own; written as `[]` when there
    /// are none.
    public var repeats: [Int]?

    /// Writes every key, `repeats` as `[]` when there are none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(views, forKey: .views)
      try container.encode(repeats ?? [], forKey: .repeats)
    }

    /// The entry of `trace`.
    public init(_ trace: AutolayoutTrace, file: String) {
      self.file = file
      line = trace.line
      views = trace.ambiguousNodes.map { node in
        View(
          item: node.item.description, line: node.line,
          ambiguous: node.ambiguousVariables.filter { $0.item == node.item }.map {
            $0.attribute.printedName
          })
      }
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
    /// The index of the constraint `BreakingRule` says UIKit breaks, computed from the rebuilt
    /// system alone (as if the report had no recovery line); `nil` when none is broken.
    public var predictedBrokenConstraint: Int?
    /// What decided `predictedBrokenConstraint`: the `BreakingRule.Criterion` that told it from
    /// the other members (`origin`, `depth`, `constantSize`, `farEdge`, ...), `engineOrder`
    /// when nothing in the log tells it from another member (UIKit's choice then follows its
    /// engine's internal order, which the log does not show: a guess), `onlyCandidate` when it
    /// is the conflict's only member; `nil` when nothing is predicted.
    public var predictionBasis: String?
    /// The constraints UIKit broke for this report and the cascade of reports after it (each
    /// listing the one before less the constraint just broken), in the order it broke them:
    /// each one's index and the line of the recovery section that named it; written as `[]`
    /// when none was.
    public var brokenInTurn: [BrokenConstraint]?
    /// The lines of the reports that continued this one as a cascade; written as `[]` when
    /// there are none.
    public var cascade: [Int]?
    /// The variables held non-negative as a fact (widths, heights, content sizes); a report's
    /// layout margins are not among them (UIKit allows negative margins): a conflict that needs
    /// one non-negative names it among its `assumptions`.
    public var nonNegativeVariables: [String]
    /// What the input does not give that the constraints use, with its domain and UIKit's
    /// default.
    public var unknowns: [Unknown]
    /// Whether a conflict was found among the listed required constraints.
    public var reproduced: Bool
    /// Why not, when none was.
    public var notReproducedReason: String?
    /// The minimal conflicts.
    public var conflicts: [Conflict]
    /// How the report matched the dump given with `--dump`; the key is written only then.
    public var dump: DumpMatch?
    /// The lines of the later reports of the log that repeat this one (the same constraints,
    /// other addresses: `ConsoleReportGroups`), which have no entry of their own; written as
    /// `[]` when there are none (absent in documents written before repeats were grouped).
    public var repeats: [Int]?

    /// One constraint UIKit broke.
    public struct BrokenConstraint: Codable, Hashable, Sendable {
      /// Its index in the list.
      public var constraint: Int
      /// The line of the recovery section that named it.
      public var line: Int
    }

    /// How a report matched a captured dump by address.
    public struct DumpMatch: Codable, Hashable, Sendable {
      /// The dump as the user named it.
      public var file: String
      /// Whether the report was read with the dump (every item found).
      public var joined: Bool
      /// The report's items found, report key → the dump's id.
      public var items: [String: String]
      /// Addresses not in the dump.
      public var missing: [String]
      /// How many listed constraints were found in the dump by address.
      public var constraintsFound: Int
    }

    /// Builds the entry of a console report from its analysis.
    public init(_ reportAnalysis: ConsoleReportAnalysis, file: String) {
      let report = reportAnalysis.report
      let analysis = reportAnalysis.analysis
      let system = LayoutSystem(document: analysis.subject.document)
      let constraints = report.constraints.enumerated().map { index, constraint in
        let form = reportAnalysis.layout.documentIndices[index].flatMap { documentIndex in
          try? system.form(of: analysis.subject.constraints[documentIndex])
        }
        return Constraint(
          index: index, text: constraint.text, line: constraint.line,
          class: constraint.parsed.className, identifier: constraint.parsed.identifier,
          origin: constraint.origin.rawValue, priority: constraint.parsed.priority.rawValue,
          linear: form.map { Linear($0, system: system) })
      }
      let generated = reportAnalysis.generatedConstraints.enumerated().map { offset, constraint in
        Constraint(
          index: report.constraints.count + offset, text: constraint.listingDescription,
          line: 0, class: nil, identifier: constraint.identifier,
          origin: constraint.origin.rawValue, priority: constraint.priority.rawValue,
          linear: (try? system.form(of: constraint)).map { Linear($0, system: system) })
      }
      let mapped = reportAnalysis.conflicts(includingGenerated: true)
      self.init(
        common: analysis, system: system, file: file, line: report.line,
        platform: report.platform.rawValue, constraints: constraints + generated,
        unparsed: report.unparsed.map {
          Unparsed(line: $0.line, text: $0.text, cutOff: report.isCutBySource($0))
        },
        brokenConstraint: report.brokenConstraintIndex,
        predictedBrokenConstraint: reportAnalysis.predictedReportIndex, conflicts: mapped)
      predictionBasis = reportAnalysis.predictedBrokenIndex.map { _ in
        switch reportAnalysis.predictionBasis {
        case .criterion(let criterion): return criterion.rawValue
        case .order: return "engineOrder"
        case nil: return "onlyCandidate"
        }
      }
      brokenInTurn = report.brokenInTurn.map {
        BrokenConstraint(constraint: $0.index, line: $0.line)
      }
      cascade = report.cascade.map(\.line)
      dump = reportAnalysis.dumpMatch.map {
        DumpMatch(
          file: $0.dumpFile, joined: $0.isComplete, items: $0.matched, missing: $0.missing,
          constraintsFound: $0.matchedConstraints)
      }
    }

    /// Builds the entry of a layout listing or dump: its constraints are the document's, then
    /// the ones UIKit would generate.
    public init(layout analysis: ConflictAnalysis, file: String) {
      let system = LayoutSystem(document: analysis.subject.document)
      let names = analysis.subject.names
      let constraints = analysis.subject.constraints.enumerated().map { index, constraint in
        Constraint(
          index: index, text: names.line(constraint),
          line: constraint.location?.line ?? 0, class: constraint.consoleClassName,
          identifier: constraint.identifier, origin: constraint.origin.rawValue,
          priority: constraint.priority.rawValue,
          linear: (try? system.form(of: constraint)).map { Linear($0, system: system) })
      }
      self.init(
        common: analysis, system: system, file: file, line: 1, platform: "unknown",
        constraints: constraints, unparsed: [], brokenConstraint: analysis.subject.brokenIndex,
        predictedBrokenConstraint: analysis.subject.brokenIndex, conflicts: analysis.conflicts)
    }

    init(
      common analysis: ConflictAnalysis, system: LayoutSystem, file: String, line: Int,
      platform: String, constraints: [Constraint], unparsed: [Unparsed], brokenConstraint: Int?,
      predictedBrokenConstraint: Int?, conflicts: [LayoutConflict]
    ) {
      self.file = file
      self.line = line
      self.platform = platform
      self.constraints = constraints
      self.unparsed = unparsed
      self.brokenConstraint = brokenConstraint
      self.predictedBrokenConstraint = predictedBrokenConstraint
      var nonNegative = Set<String>()
      for constraint in analysis.subject.constraints {
        guard let form = try? system.form(of: constraint) else { continue }
        for term in form.terms
        where analysis.subject.isHeldNonNegative(term.variable, in: system) {
          nonNegative.insert(system.name(of: term.variable))
        }
      }
      nonNegativeVariables = nonNegative.sorted()
      let document = analysis.subject.document
      unknowns = analysis.usedUnknowns.map { index in
        let unknown = document.unknowns[index]
        return Unknown(
          name: unknown.description, domain: unknown.domain, default: unknown.defaultValue)
      }
      reproduced = analysis.isReproduced
      notReproducedReason = analysis.notReproducedReason
      self.conflicts = conflicts.map { Conflict($0, subject: analysis.subject, system: system) }
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
      try container.encode(predictedBrokenConstraint, forKey: .predictedBrokenConstraint)
      try container.encode(predictionBasis, forKey: .predictionBasis)
      try container.encode(brokenInTurn ?? [], forKey: .brokenInTurn)
      try container.encode(cascade ?? [], forKey: .cascade)
      try container.encode(nonNegativeVariables, forKey: .nonNegativeVariables)
      try container.encode(unknowns, forKey: .unknowns)
      try container.encode(reproduced, forKey: .reproduced)
      try container.encode(notReproducedReason, forKey: .notReproducedReason)
      try container.encode(conflicts, forKey: .conflicts)
      try container.encodeIfPresent(dump, forKey: .dump)
      try container.encode(repeats ?? [], forKey: .repeats)
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

    init(_ form: LinearForm<LayoutVariable>, system: LayoutSystem) {
      let normalized = form.normalized
      terms = Dictionary(
        normalized.terms.map { (system.name(of: $0.variable), $0.coefficient) },
        uniquingKeysWith: +)
      relation = normalized.relation.symbol
      rhs = normalized.rhs
    }
  }

  /// Something the input does not give.
  public struct Unknown: Codable, Hashable, Sendable {
    /// `UIView:0x1.layoutMargins.left`.
    public var name: String
    /// `>= 0`, `any`, or `one of the listed views`.
    public var domain: String
    /// UIKit's default, in points, if there is one.
    public var `default`: Double?

    /// Writes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(domain, forKey: .domain)
      try container.encode(`default`, forKey: .default)
    }
  }

  /// An unreadable line.
  public struct Unparsed: Codable, Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The line as printed.
    public var text: String
    /// Whether the log's source stopped in the middle of it (the last line of a list never
    /// closed, `ConsoleLogReport.isCutBySource`); absent in documents written before cut lines
    /// were told apart.
    public var cutOff: Bool?
  }

  /// One minimal conflict.
  public struct Conflict: Codable, Hashable, Sendable {
    /// The members' indices.
    public var constraints: [Int]
    /// The Farkas multipliers λ, one per member (for `>=` members written as `<=`), then one
    /// per form of `assumed`; empty when no certificate was verified.
    public var multipliers: [Double]
    /// The members' forms as the certificate combines them, one per member (normalized, as
    /// `constraints[i].linear`, but over the conflict's own document when a superview was
    /// assumed); empty when no certificate was verified.
    public var forms: [Linear]
    /// The defaults the conflict assumed, as forms (`UIView:0x1.layoutMargins.left == 8`), in
    /// the certificate's order after the members; empty when the conflict is certain.
    public var assumed: [Linear]
    /// What the input did not give that the conflict needs, in words; empty when the
    /// conflict is certain.
    public var assumptions: [String]
    /// The explanation in the report's terms.
    public var explanation: String
    /// Whether only UIKit/AppKit made the members.
    public var systemOnly: Bool
    /// Fixes, best first.
    public var suggestions: [Suggestion]

    init(_ conflict: LayoutConflict, subject: ConflictSubject, system: LayoutSystem) {
      constraints = conflict.members
      multipliers = conflict.certificate?.multipliers ?? []
      // A conflict found with a superview assumed lives in its own document: its forms name
      // the assumed superview, not the report's placeholder.
      let own = conflict.document.map { LayoutSystem(document: $0) } ?? system
      let certified = conflict.certificate?.forms ?? []
      forms = certified.prefix(conflict.members.count).map { Linear($0, system: own) }
      assumed = certified.dropFirst(conflict.members.count).map { Linear($0, system: own) }
      assumptions = conflict.assumptions.map { assumption in
        switch assumption {
        case .defaultValue(let unknown, let value):
          return ConflictWording.assumed(
            unknown, value, view: subject.name(of: .view(unknown.view)))
        case .nonNegative(let unknown):
          return ConflictWording.assumedNonNegative(
            unknown, view: subject.name(of: .view(unknown.view)))
        case .superview(let view, let candidate):
          return ConflictWording.superview(
            of: subject.name(of: .view(view)), is: subject.name(of: .view(candidate)))
        }
      }
      explanation = conflict.explanation
      systemOnly = conflict.isSystemOnly
      suggestions = conflict.suggestions.map(Suggestion.init)
    }
  }

  /// One fix.
  public struct Suggestion: Codable, Hashable, Sendable {
    /// `keepOneOfDuplicates`, `lowerPriority`, `makeInequality`, `disableAutoresizingMask` or
    /// `resizeContainer`.
    public var kind: String
    /// The index of the constraint to change.
    public var constraint: Int
    /// The index of the other constraint on the same anchors, for `keepOneOfDuplicates`.
    public var duplicate: Int?
    /// The new priority, for `lowerPriority`.
    public var priority: Double?
    /// The new relation, for `makeInequality`.
    public var relation: String?
    /// The view's key, for `disableAutoresizingMask`.
    public var item: String?
    /// The width or height the container must give, in points, for `resizeContainer`.
    public var size: Double?
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
      case .keepOneOfDuplicates(let other):
        kind = "keepOneOfDuplicates"
        duplicate = other
      case .lowerPriority(let priority):
        kind = "lowerPriority"
        self.priority = priority.rawValue
      case .makeInequality(let relation):
        kind = "makeInequality"
        self.relation = relation.symbol
      case .disableAutoresizingMask(let item):
        kind = "disableAutoresizingMask"
        self.item = item
      case .resizeContainer(let size):
        kind = "resizeContainer"
        self.size = size
      }
    }
  }
}
