import LayoutDiagnostics
import LayoutModel

/// JUnit XML in the subset Jenkins, GitLab and most CI services read: one `<testsuite>` per
/// input file, one `<testcase>` per (file, rule) so that totals count every rule that was
/// checked, and each rule's findings as one `<failure>` (its `message` the first finding's,
/// its `type` the highest severity, its body every finding in compiler style, because some
/// consumers show only the body). An input that could not be analysed is a suite with one
/// `<error>` test case. Times are `0`: reports carry no clock.
///
/// Everything from the input is XML-escaped, and characters XML 1.0 forbids (C0 controls other
/// than tab, line feed and carriage return; U+FFFE, U+FFFF) are dropped.
public struct JUnitReporter: Reporter {
  public static let format = ReportFormat.junit

  public init() {}

  public func render(_ report: CheckReport) -> String {
    let ruleIDs = report.ruleIDs
    var suites = ""
    var totalTests = 0
    var totalFailures = 0
    var totalErrors = 0
    let errorsByFile = Dictionary(grouping: report.inputErrors, by: \.file)
    for file in report.inputs {
      if let errors = errorsByFile[file] {
        let body = errors.map(\.message).joined(separator: "\n")
        suites += suite(file, tests: 1, failures: 0, errors: 1)
        suites += "    <testcase classname=\"\(XML.attribute(file))\" name=\"input\" time=\"0\">\n"
        suites +=
          "      <error message=\"\(XML.attribute(errors[0].message))\" type=\"input-error\">"
        suites += XML.text(body) + "</error>\n    </testcase>\n  </testsuite>\n"
        totalTests += 1
        totalErrors += 1
        continue
      }
      let findings = report.findings(in: file)
      let byRule = Dictionary(grouping: findings, by: \.ruleID)
      var cases = ""
      for rule in ruleIDs {
        cases +=
          "    <testcase classname=\"\(XML.attribute(file))\" name=\"\(XML.attribute(rule))\""
        cases += " time=\"0\" file=\"\(XML.attribute(file))\""
        guard let ruleFindings = byRule[rule], let first = ruleFindings.first else {
          cases += "/>\n"
          continue
        }
        if let line = first.location.line { cases += " line=\"\(line)\"" }
        let severity = ruleFindings.map(\.severity).max() ?? first.severity
        let message =
          ruleFindings.count == 1
          ? MessageLine.oneLine(ReportWording.message(first))
          : "\(ruleFindings.count) findings; first: " + MessageLine.oneLine(first.message)
        cases += ">\n      <failure message=\"\(XML.attribute(message))\""
        cases += " type=\"\(severity.rawValue)\">"
        cases += XML.text(body(ruleFindings)) + "</failure>\n    </testcase>\n"
      }
      let failures = byRule.count
      suites += suite(file, tests: ruleIDs.count, failures: failures, errors: 0) + cases
      suites += "  </testsuite>\n"
      totalTests += ruleIDs.count
      totalFailures += failures
    }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites name=\"\(XML.attribute(report.toolName))\" tests=\"\(totalTests)\""
    text += " failures=\"\(totalFailures)\" errors=\"\(totalErrors)\" skipped=\"0\" time=\"0\">\n"
    text += suites + "</testsuites>\n"
    return text
  }

  private func suite(_ file: String, tests: Int, failures: Int, errors: Int) -> String {
    "  <testsuite name=\"\(XML.attribute(file))\" tests=\"\(tests)\" failures=\"\(failures)\""
      + " errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
  }

  /// Every finding in compiler style with its notes, one per line.
  private func body(_ findings: [Finding]) -> String {
    findings.flatMap(XcodeReporter.lines).joined(separator: "\n")
  }
}
