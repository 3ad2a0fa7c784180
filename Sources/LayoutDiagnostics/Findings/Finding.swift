import LayoutModel

/// One problem that an analysis found in one input, as data.
///
/// A finding is never thrown: a conflict, an ambiguity or an unreadable log line is a value
/// that reporters print and baselines suppress; only "could not run at all" is an error.
/// Findings carry no memory addresses of their own making, no absolute paths and no clock, so
/// that the same input gives the same findings on every machine.
public struct Finding: Hashable, Sendable, Codable {
  /// A related place that explains the finding, printed as a `note:` line (e.g. the other
  /// constraint of a conflict).
  public struct Note: Hashable, Sendable, Codable {
    /// One sentence.
    public var message: String
    /// Where the note points, or `nil` when it has no place of its own.
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// A change that removes the finding, checked where the rule can check it: what to do (in
  /// one or two ways, e.g. "lower its priority to 999, or make it a '<=' constraint") and what
  /// then changes.
  public struct Fix: Hashable, Sendable, Codable {
    /// What to do, in one or two sentences.
    public var message: String
    /// What then changes in the layout, when known.
    public var effect: String?

    public init(_ message: String, effect: String? = nil) {
      self.message = message
      self.effect = effect
    }

    /// How many fixes the reports for people show (`check`'s text, Xcode, GitHub and JUnit
    /// formats, and `explain`'s text); JSON has them all.
    public static let shownInBrief = 3

    /// The message and the effect as one text.
    public var text: String { effect.map { message + " " + $0 } ?? message }
  }

  /// The kebab-case id of the rule (`unsatisfiable-constraints`), as in `RuleDescriptor.id`.
  public var ruleID: String
  /// How serious it is; usually the rule's default severity.
  public var severity: Severity
  /// One sentence saying what is wrong, in the user's terms.
  public var message: String
  /// Where it is: the input file as the user named it, 1-based line and column when known,
  /// or the JSON path in a JSON dump.
  public var location: SourceLocation
  /// Related places, in the order they should be read.
  public var notes: [Note]
  /// The fixes, best first, each once: one list per finding. Reports for people show the
  /// first `Fix.shownInBrief`; JSON and SARIF properties carry them all.
  public var fixes: [Fix] = []
  /// The Farkas multipliers that certify a conflict (one per member, in order, then one per
  /// assumed default), for JSON and SARIF properties only; `nil` for other findings or when no
  /// certificate was verified.
  public var farkasMultipliers: [Double]? = nil
  /// The stable text that identifies this finding within its file and rule, for the
  /// fingerprint: e.g. the conflict's constraint descriptions or the ambiguous view's id.
  /// Addresses, whitespace runs and the order of its lines do not matter (see `Fingerprint`).
  public var anchor: String
  /// How many times the same finding was seen in the input (repeated reports of one conflict
  /// in a log), at least 1.
  public var occurrences: Int
  /// The lines it was seen at when seen more than once (repeated reports of a log): the first
  /// `Finding.listedRepeatLines` and the last, ascending, so that it stays small however often
  /// a log repeats; empty when seen once or at no line.
  public var repeatLines: [Int] = []
  /// The root sizes at which it occurs, in the order checked, when the layout was checked at
  /// several (`--size`, `--device`); `nil` otherwise. Reports write each as its `description`
  /// (`320x568`, `iphone-16 (393x852)`).
  public var sizes: [RootSize]? = nil
  /// The size-class combinations (Xcode's names, `wC hR`) in which it occurs, in the order
  /// checked, when an Interface Builder document's variations made several worth checking;
  /// `nil` otherwise.
  public var traits: [String]? = nil
  /// The content size categories, text lengths and directions in which it occurs, in the
  /// order checked, when a text sweep laid the layout out in several (`--content-sizes`,
  /// `--text-scale`, `--rtl`); `nil` otherwise.
  public var textVariants: [TextVariant]? = nil
  /// Where it occurs along the root width and height (points), found exactly by a parametric
  /// walk, when the layout was checked at several sizes and the finding is a conflict, a
  /// truncation or an ambiguity; `nil` otherwise (see `SizeThreshold`).
  public var thresholds: [SizeThreshold]? = nil
  /// The input's path as `fingerprint` names it when it is not `location.file` as given: the
  /// path relative to a baseline's folder or the repository's root (see `FingerprintPaths`),
  /// so that the fingerprint does not depend on the working directory; `nil` otherwise.
  public var fingerprintPath: String? = nil
  /// For a `misplaced-view` finding, the stored and solved frames and the components that
  /// differ (points); `nil` for other findings.
  public var misplacement: FrameMisplacement? = nil

  /// Creates a finding.
  /// - Parameters:
  ///   - ruleID: the rule's kebab-case id.
  ///   - severity: how serious it is.
  ///   - message: one sentence.
  ///   - location: where it is.
  ///   - notes: related places.
  ///   - anchor: the stable identifying text (see `anchor`).
  ///   - occurrences: how many times it was seen; values below 1 are stored as 1.
  public init(
    ruleID: String, severity: Severity, message: String, location: SourceLocation,
    notes: [Note] = [], anchor: String, occurrences: Int = 1
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
    self.anchor = anchor
    self.occurrences = max(1, occurrences)
  }

  /// Creates a finding of `rule`, at the rule's default severity unless `severity` is given.
  public init(
    rule: RuleDescriptor, severity: Severity? = nil, message: String,
    location: SourceLocation, notes: [Note] = [], anchor: String, occurrences: Int = 1
  ) {
    self.init(
      ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
      location: location, notes: notes, anchor: anchor, occurrences: occurrences)
  }

  /// The finding's stable identity: rule, normalised file path (`fingerprintPath`, else the
  /// file as `location` names it) and normalised anchor; never the line, the message, an
  /// address or the position among other findings.
  public var fingerprint: Fingerprint {
    Fingerprint(ruleID: ruleID, file: fingerprintPath ?? location.file, anchor: anchor)
  }
}
