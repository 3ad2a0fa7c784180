import LayoutDiagnostics
import LayoutModel

/// Everything a reporter prints for one `check` run: the inputs, the findings left after the
/// baseline, the inputs that could not be analysed, the rule catalogue and the baseline's
/// effect.
///
/// Paths are as the command displays them (relative to the working directory when inside it);
/// reporters never make them absolute, read a clock or reorder anything but by report order.
public struct CheckReport: Hashable, Sendable {
  /// An input that could not be read or parsed (exit status 2).
  public struct InputError: Hashable, Sendable, Codable {
    /// The input as displayed (`<stdin>` for standard input).
    public var file: String
    /// One line naming the place (`FILE:LINE:COLUMN: message` or `FILE:$.path: message`).
    public var message: String

    public init(file: String, message: String) {
      self.file = file
      self.message = message
    }
  }

  /// A file a folder walk found and skipped because it is not text (an image, a compressed
  /// file).
  public struct SkippedFile: Hashable, Sendable, Codable {
    /// The file as displayed.
    public var file: String
    /// Why it was skipped: `not a text file (a PNG image)`.
    public var reason: String

    public init(file: String, reason: String) {
      self.file = file
      self.reason = reason
    }
  }

  /// The program's name, `layout-doctor`.
  public var toolName: String
  /// The program's version (`LayoutDoctorCLI.version`).
  public var toolVersion: String
  /// Every input analysed or attempted, sorted, without repeats.
  public var inputs: [String]
  /// The findings to report (after the baseline), in report order.
  public var findings: [Finding]
  /// Inputs that could not be analysed, sorted by file.
  public var inputErrors: [InputError]
  /// The rule catalogue (SARIF rules, JUnit test cases), in catalogue order.
  public var rules: [RuleDescriptor]
  /// How many findings the baseline hid.
  public var suppressedCount: Int
  /// Baseline entries that matched no finding of this run: "not found in this run", never
  /// called fixed (the run may not have checked their inputs).
  public var staleBaselineEntries: [Baseline.Entry]
  /// Files a folder walk skipped, sorted by file; not among `inputs`.
  public var skipped: [SkippedFile]

  /// Creates a report; inputs, findings, errors and stale entries are put in their order here.
  public init(
    toolName: String = "layout-doctor", toolVersion: String, inputs: [String],
    findings: [Finding], inputErrors: [InputError] = [],
    rules: [RuleDescriptor] = RuleDescriptor.all, suppressedCount: Int = 0,
    staleBaselineEntries: [Baseline.Entry] = [], skipped: [SkippedFile] = []
  ) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.inputs = Array(Set(inputs + findings.map(\.location.file) + inputErrors.map(\.file)))
      .sorted()
    self.findings = findings.inReportOrder()
    self.inputErrors = inputErrors.sorted { ($0.file, $0.message) < ($1.file, $1.message) }
    self.rules = rules
    self.suppressedCount = suppressedCount
    self.staleBaselineEntries = staleBaselineEntries.sorted()
    self.skipped = skipped.sorted { ($0.file, $0.reason) < ($1.file, $1.reason) }
  }

  /// The number of reported findings of `severity`.
  public func count(_ severity: Finding.Severity) -> Int {
    findings.lazy.filter { $0.severity == severity }.count
  }

  /// The reported findings in `file`, in report order.
  public func findings(in file: String) -> [Finding] {
    findings.filter { $0.location.file == file }
  }

  /// The rules to list for `file`: the catalogue, then any rule a finding names that the
  /// catalogue lacks, sorted.
  var ruleIDs: [String] {
    let known = rules.map(\.id)
    let extra = Set(findings.map(\.ruleID)).subtracting(known).sorted()
    return known + extra
  }
}

extension CheckReport {
  /// What the baseline did, as one sentence (`3 findings hidden by the baseline; 1 baseline
  /// entry not found in this run.`), or `nil` when it did nothing: for the formats whose
  /// report does not say it.
  public var baselineSummary: String? { ReportWording.baseline(self) }
}
