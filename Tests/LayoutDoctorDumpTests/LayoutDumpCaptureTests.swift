import Foundation
import LayoutDiagnostics
import LayoutDoctorDump
import LayoutDumpFakes
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The capture core on fake trees: what it reads, what it never reads, the ids it derives and
/// the JSON version 2 it writes.
@MainActor @Suite struct LayoutDumpCaptureTests {
  static let environment = CaptureEnvironment(
    platform: "iOS", osVersion: "18.2", screenScale: 3, rootWidth: 0, rootHeight: 0,
    userInterfaceIdiom: "phone", horizontalSizeClass: "compact", verticalSizeClass: "regular",
    contentSizeCategory: "UICTContentSizeCategoryL")

  @Test func viewsAreInDepthFirstOrderWithDerivedIDs() {
    let screen = FakeScreen()
    let document = LayoutDump.capture(screen.window, environment: Self.environment)
    #expect(
      document.views.map(\.id) == [
        "UIWindow", "feed", "UIStackView-0-0", "UILabel-0-0-0", "detail", "UIView-1",
        "_UIHostingView_ContentView_-2", "UIView-3", "UIView-4",
      ])
    #expect(
      document.views.map { $0.superview ?? "-" } == [
        "-", "UIWindow", "feed", "UIStackView-0-0", "UIStackView-0-0", "UIWindow", "UIWindow",
        "UIWindow", "UIWindow",
      ])
    #expect(document.environment.rootWidth == 375)
    #expect(document.environment.rootHeight == 812)
    #expect(document.views[0].capture?.address == "0x7fa000000100")
    #expect(document.views[3].text == "Order #1042 shipped")
    #expect(document.views[3].capture?.numberOfLines == 0)
  }

  @Test func builtInGuidesBelongToTheirViewAndScrollAndCustomGuidesAreGuides() {
    let document = LayoutDump.capture(FakeScreen().window, environment: Self.environment)
    let window = document.views[0].capture
    #expect(window?.safeAreaGuide?.layoutFrame == LayoutRect(x: 0, y: 47, width: 375, height: 731))
    #expect(window?.layoutMarginsGuide?.identifier == "UIViewLayoutMarginsGuide")
    #expect(
      document.guides.map(\.id) == [
        "readable", "feed.contentLayoutGuide", "feed.frameLayoutGuide",
      ])
    #expect(document.guides.map(\.owningView) == ["UIWindow", "feed", "feed"])
    let first = document.constraints.map(\.first.item.description)
    let second = document.constraints.map { $0.second?.item.description ?? "-" }
    #expect(
      zip(first, second).map { "\($0) \($1)" } == [
        "feed UIWindow.safeAreaLayoutGuide",
        "feed UIWindow", "feed UIWindow", "feed UIWindow.safeAreaLayoutGuide",
        "_UIHostingView_ContentView_-2 readable", "UIStackView-0-0 feed.contentLayoutGuide",
        "UIStackView-0-0 feed.frameLayoutGuide", "UILabel-0-0-0 UIStackView-0-0",
        "detail UILabel-0-0-0",
      ])
  }

  @Test func inactiveConstraintsAreKeptWithoutReadingTheirItems() {
    let screen = FakeScreen()
    let document = LayoutDump.capture(screen.window, environment: Self.environment)
    #expect(screen.inactive.itemReads == 0)
    #expect(screen.inactive.descriptionReads == 0)
    #expect(document.inactiveConstraints.count == 1)
    #expect(document.inactiveConstraints.first?.identifier == "title-height")
    #expect(document.inactiveConstraints.first?.constant == 44)
    #expect(!document.constraints.contains { $0.identifier == "title-height" })
  }

  @Test func hostingViewsAreRecordedAndNotEntered() {
    let screen = FakeScreen()
    let document = LayoutDump.capture(screen.window, environment: Self.environment)
    #expect(screen.hosting.subviewReads == 0)
    let hosting = document.views.first { $0.id == "_UIHostingView_ContentView_-2" }
    #expect(hosting?.capture?.subviewsNotCaptured?.hasPrefix("SwiftUI hosting view") == true)
    #expect(!document.views.contains { $0.capture?.address == "0x7fa000000800" })
    #expect(document.uncapturedItemConstraintCount == 1)
  }

  @Test func constraintsTheAnalysisRebuildsAreLeftOutAndCounted() {
    let screen = FakeScreen()
    let document = LayoutDump.capture(screen.window, environment: Self.environment)
    #expect(document.rebuiltConstraintCount == 1)
    #expect(screen.autoresizing.itemReads == 0)
    let banner = document.views.first { $0.id == "UIView-1" }
    #expect(banner?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(banner?.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
    #expect(banner?.isHidden == true)
    #expect(banner?.capture?.alpha == 0.5)
  }

  @Test func theTranslatesFlagIsWrittenOnlyWhereTheMaskDoesNotGiveIt() {
    let json = LayoutDump.json(of: FakeScreen().window, environment: Self.environment)
    let lines = json.split(separator: "\n")
    let twin = lines.first { $0.contains("\"id\":\"UIView-3\"") } ?? ""
    #expect(
      twin.contains(
        "\"translatesAutoresizingMaskIntoConstraints\":false,"
          + "\"autoresizingMask\":[\"flexibleWidth\",\"flexibleHeight\"]"))
    let banner = lines.first { $0.contains("\"id\":\"UIView-1\"") } ?? ""
    #expect(!banner.contains("translatesAutoresizingMaskIntoConstraints"))
    #expect(banner.contains("\"autoresizingMask\":[\"flexibleWidth\",\"flexibleTopMargin\"]"))
  }

  @Test func stackViewsAndWrappingLabelsAreWrittenInIssue14Shapes() {
    let json = LayoutDump.json(of: FakeScreen().window, environment: Self.environment)
    #expect(
      json.contains(
        "\"stack\":{\"axis\":\"vertical\",\"distribution\":\"fill\",\"alignment\":\"fill\","
          + "\"spacing\":4,\"arrangedSubviews\":[\"UILabel-0-0-0\",\"detail\"],"
          + "\"isBaselineRelativeArrangement\":false,\"isLayoutMarginsRelativeArrangement\":false}"
      ))
    #expect(json.contains("\"wrap\":{\"naturalWidth\":158.5,\"lineHeight\":20.5,\"lines\":0}"))
    #expect(
      json.contains(
        "\"heightForWidth\":[{\"width\":100,\"height\":41},{\"width\":343,\"height\":20.5}]"))
  }

  @Test func customSpacingAfterAnArrangedViewIsCapturedWrittenAndReadBack() throws {
    let screen = FakeScreen()
    screen.stack.properties.stack?.customSpacing[ObjectIdentifier(screen.title)] = 12
    let json = LayoutDump.json(of: screen.window, environment: Self.environment)
    #expect(
      json.contains(
        "\"arrangedSubviews\":[\"UILabel-0-0-0\",\"detail\"],\"customSpacing\":{\"UILabel-0-0-0\":12},"
      ))
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "screen.json")
    #expect(read.warnings.isEmpty)
    let stack = read.document.hierarchy.views.first { $0.stack != nil }?.stack
    #expect(stack?.customSpacing == ["UILabel-0-0-0": 12])
    let document = try #require(LayoutDumpDocument(reading: read.document))
    #expect(LayoutDump.json(document) == json)
    let schema = try LayoutDumpRoundTripTests.schema()
    #expect(schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty)
  }

  /// NSStackView's `huggingPriority(for:)` on each axis is captured, written as the stack's
  /// `"huggingPriority"`, read back exactly (249.99998474121094 is not rounded to 250) and
  /// gives the stack's `UISV-hugging` constraints.
  @Test func aStacksHuggingPriorityIsCapturedWrittenAndReadBack() throws {
    let screen = FakeScreen()
    screen.stack.properties.stack?.huggingPriority = ContentPriorities(
      horizontal: LayoutPriority(249.99998474121094), vertical: LayoutPriority(750))
    let json = LayoutDump.json(of: screen.window, environment: Self.environment)
    #expect(
      json.contains(
        "\"huggingPriority\":{\"horizontal\":249.99998474121094,\"vertical\":750},"),
      "\(json)")
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "screen.json")
    #expect(read.warnings.isEmpty)
    let stack = read.document.hierarchy.views.first { $0.stack != nil }?.stack
    #expect(stack?.huggingPriority?.horizontal.rawValue == 249.99998474121094)
    #expect(stack?.huggingPriority?.vertical.rawValue == 750)
    let document = try #require(LayoutDumpDocument(reading: read.document))
    #expect(LayoutDump.json(document) == json)
    let schema = try LayoutDumpRoundTripTests.schema()
    #expect(schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty)
  }

  @Test func theScreenDumpMatchesItsGolden() {
    let json = LayoutDump.json(of: FakeScreen().window, environment: Self.environment)
    if let failure = Snapshot.check(json, named: "dumps/fake-screen.v2.json") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func textExcerptsAreOneLineAndClipped() {
    let label = FakeView(0x10, ["UILabel", "UIView"])
    label.properties.text = "Line one\nline two, and a great deal more text than fits in forty"
    let document = LayoutDump.capture(label, environment: .unspecified)
    #expect(document.views[0].text == "Line one line two, and a great deal mor…")
  }

  /// Captured whole, read back, and written again byte for byte (one capture of the big tree
  /// serves both checks).
  @Test func aTenThousandViewTreeIsCapturedWholeAndRoundTrips() throws {
    let root = FakeTrees.cells(10_000)
    let document = LayoutDump.capture(root, environment: .unspecified)
    #expect(document.views.count == 10_000)
    #expect(Set(document.views.map(\.id)).count == 10_000)
    let json = LayoutDump.json(document)
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "big.json")
    #expect(read.warnings.isEmpty)
    #expect(read.document.hierarchy.views.count == 10_000)
    #expect(read.document.constraints.count == document.constraints.count)
    let again = try #require(LayoutDumpDocument(reading: read.document))
    #expect(LayoutDump.json(again) == json)
  }

  @Test func writeIsAtomicAndReadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-dump-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("screen.json")
    let document = LayoutDump.capture(FakeScreen().window, environment: Self.environment)
    try LayoutDump.write(document, to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == LayoutDump.json(document))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.json"])
    #expect(throws: (any Error).self) {
      try LayoutDump.write(document, to: folder.appendingPathComponent("missing/screen.json"))
    }
  }
}
