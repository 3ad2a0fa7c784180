import Foundation
import LayoutTestSupport
import Testing

/// Every picture of every HTML report, measured in headless Chromium with the page's own
/// geometry (`Support/picture_geometry.py`, `getBoundingClientRect`): the explain pages of every
/// console log under `fixtures/` and `../shared/realcases` and of every layout listing under
/// `fixtures/`. No two texts of one picture overlap (by more than 1 px both ways: the boxes of
/// adjacent lines share their fonts' line gaps), no text lies outside its picture's panel or
/// the part of it a scrolling box shows, and every conflict member is drawn at least 4 px wide
/// and tall.
@Suite(.enabled(if: Browser.isUsable, Browser.skipReason))
struct PictureGeometryTests {
  /// What the measurement found.
  struct Measurement: Decodable {
    struct Violation: Decodable, CustomStringConvertible {
      var kind: String
      var page: String
      var picture: String
      var text: String
      var description: String { "\(kind): \(picture): \(text)" }
    }
    var pages: Int
    var pictures: Int
    var texts: Int
    var pairs: Int
    var members: Int
    var violations: [Violation]
  }

  /// The inputs: every `.log` and `.layout` under `fixtures/` and every `.log` of
  /// `../shared/realcases`.
  static func inputs() throws -> [String] {
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: Fixtures.root.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".log") || path.hasSuffix(".layout") { paths.append("fixtures/" + path) }
    }
    let realcases = try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"])
    paths += realcases.map {
      Fixtures.sharedRoot.appendingPathComponent("realcases/\($0)").path
    }
    return paths.sorted()
  }

  @Test func noTextOverTextAndEveryMemberSeen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-doctor-geometry-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var pages: [String] = []
    for (number, input) in try Self.inputs().enumerated() {
      let result = try Executable.run(["explain", input, "--format", "html"])
      // A fixture made to be refused (exit 2) has no report to measure.
      guard result.status != 2 else { continue }
      let page = folder.appendingPathComponent("\(number).html")
      try result.stdout.write(to: page, atomically: true, encoding: .utf8)
      pages.append(page.path)
    }
    let script = Fixtures.packageRoot.appendingPathComponent(
      "Tests/BrowserTests/Support/picture_geometry.py")
    let output = try Browser.python(file: script.path, arguments: pages)
    let measured = try JSONDecoder().decode(Measurement.self, from: Data(output.utf8))
    print(
      "picture geometry: \(measured.pages) pages, \(measured.pictures) pictures,"
        + " \(measured.texts) texts, \(measured.pairs) pairs of texts, \(measured.members)"
        + " conflict members; \(measured.violations.count) violations")
    #expect(measured.pages == pages.count)
    #expect(measured.pages > 200)
    for violation in measured.violations.prefix(40) {
      Issue.record(Comment(rawValue: violation.description))
    }
    #expect(measured.violations.isEmpty, "\(measured.violations.count) violations")
  }
}
