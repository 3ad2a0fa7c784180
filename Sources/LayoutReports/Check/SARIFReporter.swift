import Foundation
import LayoutDiagnostics
import LayoutModel

/// SARIF 2.1.0, as GitHub code scanning and other viewers read it.
///
/// One run; `tool.driver.rules` is the rule catalogue (id, UpperCamelCase name, summary as
/// short description, rationale as full description and help, default level); each finding
/// is a result with its rule index, level, message, one location with a relative URI and a
/// region, notes and the first fixes as related locations (`ReportWording.notes(_:)`), every
/// fix and the Farkas multipliers of a conflict in the result's `properties`, `occurrenceCount` when it was seen more than once, and
/// our fingerprint in `partialFingerprints` (as `layoutDoctor/v1` and as
/// `primaryLocationLineHash`, so that GitHub tracks the alert across runs even when lines
/// move). A JSON dump's path goes in a logical location. Inputs that could not be analysed
/// become tool execution notifications with `executionSuccessful` false. Keys are sorted; no
/// time stamps.
public struct SARIFReporter: Reporter {
  public static let format = ReportFormat.sarif

  public init() {}

  public func render(_ report: CheckReport) -> String {
    let ruleIndex = Dictionary(
      report.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let rules = report.rules.map { rule in
      SARIF.ReportingDescriptor(
        id: rule.id, name: rule.name, shortDescription: SARIF.Text(text: rule.summary),
        fullDescription: SARIF.Text(text: rule.rationale),
        help: SARIF.Text(
          text: rule.rationale, markdown: "**\(rule.summary)**\n\n\(rule.rationale)"),
        defaultConfiguration: SARIF.Configuration(level: rule.defaultSeverity.rawValue))
    }
    let results = report.findings.map { finding in
      let related = ReportWording.notes(finding).enumerated().map { index, note in
        SARIF.Location(
          id: index, physicalLocation: note.location.map(physicalLocation),
          logicalLocations: note.location.flatMap(logicalLocations),
          message: SARIF.Text(text: note.message))
      }
      let fingerprint = finding.fingerprint.value
      return SARIF.Result(
        ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID],
        level: finding.severity.rawValue, message: SARIF.Text(text: finding.message),
        locations: [location(finding.location)],
        relatedLocations: related.isEmpty ? nil : related,
        partialFingerprints: [
          "layoutDoctor/v1": fingerprint, "primaryLocationLineHash": fingerprint,
        ],
        occurrenceCount: finding.occurrences > 1 ? finding.occurrences : nil,
        properties: properties(finding))
    }
    let notifications =
      report.inputErrors.map { error in
        SARIF.Notification(
          level: "error", message: SARIF.Text(text: error.message),
          locations: [location(SourceLocation(file: error.file))])
      }
      + report.skipped.map { skipped in
        // A file a folder walk skipped (not text): a note, the run still successful.
        SARIF.Notification(
          level: "note", message: SARIF.Text(text: "\(skipped.file): skipped: \(skipped.reason)"),
          locations: [location(SourceLocation(file: skipped.file))])
      }
    let run = SARIF.Run(
      tool: SARIF.Tool(
        driver: SARIF.ToolComponent(
          name: report.toolName, semanticVersion: report.toolVersion,
          version: report.toolVersion, rules: rules)),
      results: results,
      invocations: [
        SARIF.Invocation(
          executionSuccessful: report.inputErrors.isEmpty,
          toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
      ])
    return JSONText.encode(SARIF.Log(runs: [run]))
  }

  /// The fixes (all of them) and the Farkas multipliers, or `nil` when there are neither.
  private func properties(_ finding: Finding) -> SARIF.ResultProperties? {
    guard !finding.fixes.isEmpty || finding.farkasMultipliers != nil else { return nil }
    return SARIF.ResultProperties(
      fixes: finding.fixes.isEmpty
        ? nil : finding.fixes.map { SARIF.Fix(message: $0.message, effect: $0.effect) },
      farkasMultipliers: finding.farkasMultipliers)
  }

  private func location(_ location: SourceLocation) -> SARIF.Location {
    SARIF.Location(
      physicalLocation: physicalLocation(location), logicalLocations: logicalLocations(location))
  }

  private func physicalLocation(_ location: SourceLocation) -> SARIF.PhysicalLocation {
    SARIF.PhysicalLocation(
      artifactLocation: SARIF.ArtifactLocation(uri: SARIFReporter.uri(location.file)),
      region: location.line.map { SARIF.Region(startLine: $0, startColumn: location.column) })
  }

  private func logicalLocations(_ location: SourceLocation) -> [SARIF.LogicalLocation]? {
    location.jsonPath.map { [SARIF.LogicalLocation(fullyQualifiedName: $0, kind: "element")] }
  }

  /// A path as a URI reference (RFC 3986): relative paths stay relative with `/` separators,
  /// absolute ones become `file://` URIs; every byte outside the unreserved set and `/` is
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    let unified = String(path.map { $0 == "\\" ? "/" : $0 })
    var result = unified.hasPrefix("/") ? "file://" : ""
    for byte in unified.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
