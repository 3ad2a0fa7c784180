import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// The analysis in-process, for unit and UI tests on the device or simulator.
///
/// Example, in an XCTest case:
///
/// ```swift
/// controller.view.layoutIfNeeded()
/// let findings = try LayoutDoctor.findings(in: controller.view)
/// XCTAssertEqual(findings.map(\.message), [])
/// ```
public enum LayoutDoctor {
  /// The findings `layout-doctor check` prints for a dump of `root`: conflicts, ambiguity,
  /// truncation and repeated constraints (`Finding.layoutFindings(in:)`).
  ///
  /// The view is captured (`LayoutDump.capture`), written as JSON and read back with the
  /// command-line tool's reader, so the result is exactly `check`'s on the same dump.
  ///
  /// - Parameters:
  ///   - root: the view or window to check, laid out (`layoutIfNeeded()`).
  ///   - environment: the platform and traits to record (they do not change the findings).
  /// - Throws: `AnalysisInputError` with one line when the capture cannot be read or built
  ///   (a model rule broken, such as a constraint relating a position to a size).
  @MainActor
  public static func findings(
    in root: any LayoutDumpNode, environment: CaptureEnvironment = .unspecified
  ) throws(AnalysisInputError) -> [Finding] {
    let json = LayoutDump.json(of: root, environment: environment)
    let document: LayoutDocument
    do {
      document = try LayoutFileParser.parseJSON(Array(json.utf8), file: "capture.json").document
    } catch {
      throw AnalysisInputError(error.description)
    }
    return try Finding.layoutFindings(in: document)
  }
}
