import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing

/// The seed examples solve to the frames UIKit computes, from the listing and from the JSON
/// dump alike.
@Suite struct LayoutFixtureSolveTests {
  static let expected: [(String, [String: LayoutRect])] = [
    ("click-me-hugging-above-pin", ["button": rect(20, 389, 86, 34)]),
    ("click-me-hugging-below-pin", ["button": rect(20, 389, 335, 34)]),
    ("click-me-compression-above-pin", ["button": rect(20, 83, 86, 34)]),
    ("click-me-compression-below-pin", ["button": rect(20, 83, 60, 34)]),
    (
      "title-detail-truncation",
      [
        "title": rect(16, 11.75, 180, 20.5), "detail": rect(204, 11.75, 100, 20.5),
      ]
    ),
    ("card-below-safe-area", ["root": rect(0, 0, 375, 812), "card": rect(16, 59, 343, 120)]),
    ("label-intrinsic-size", ["label": rect(20, 40, 120, 20.5)]),
    ("conflicting-widths", ["box": rect(20, 20, 100, 50)]),
    (
      "right-to-left",
      [
        "title": rect(239, 20, 120, 20.5), "detail": rect(151, 20, 80, 20.5),
        "badge": rect(10, 60, 24, 24),
      ]
    ),
    (
      "autoresizing-mask",
      [
        "container": rect(16, 100, 343, 200), "banner": rect(10, 10, 323, 50),
        "badge": rect(293, 100, 40, 40), "dot": rect(151.5, 160, 40, 20),
        "fixed": rect(5, 5, 20, 20),
      ]
    ),
    ("layout-margins", ["content": rect(20, 8, 335, 44), "inner": rect(8, 12, 100, 20)]),
    (
      "stack-hidden-icon",
      [
        "stack": rect(16, 12, 288, 20), "icon": rect(0, 0, 0, 20),
        "title": rect(0, 0, 288, 20),
      ]
    ),
    ("wrap-label", ["label": rect(105, 20, 250, 41)]),
    ("wrap-samples", ["body": rect(16, 20, 343, 41), "caption": rect(16, 69, 343, 32)]),
    // The loop's last pass has pass 1's constants again (see HeightForWidthTests).
    ("wrap-feedback-loop", ["label": rect(20, 20, 100, 20)]),
    (
      "image-content-modes",
      [
        "photo": rect(0, 0, 375, 375), "avatar": rect(16, 391, 45, 45),
        "badge": rect(69, 403.5, 20, 20),
      ]
    ),
  ]

  @Test(arguments: expected)
  func solvesToUIKitsFrames(_ name: String, _ frames: [String: LayoutRect]) throws {
    for format in ["layout", "json"] {
      let solution = try LayoutEngine(document: fixtureDocument("\(name).\(format)")).solve()
      for (id, frame) in frames {
        #expect(solution.frame(of: id).map(rounded) == frame, "\(name).\(format): \(id)")
      }
      let broken = solution.brokenConstraints.map(\.constraint.listingDescription)
      let expected = [
        "conflicting-widths": ["box.width == 200"], "stack-hidden-icon": ["icon.width == 24"],
      ]
      #expect(broken == expected[name, default: []])
    }
  }

  @Test(arguments: expected.map(\.0))
  func listingAndDumpGiveTheSameSolution(_ name: String) throws {
    let listing = try LayoutEngine(document: fixtureDocument("\(name).layout")).solve()
    let dump = try LayoutEngine(document: fixtureDocument("\(name).json")).solve()
    #expect(listing.views == dump.views)
    #expect(
      listing.brokenConstraints.map(\.constraint.description)
        == dump.brokenConstraints.map(\.constraint.description))
  }

  /// Every fixture is listed here, but for the `ambiguity-` ones, whose frames are not all
  /// determined (LayoutDiagnosticsTests checks them); every listing has its JSON dump.
  @Test func everyFixtureIsCovered() {
    let names = Set(
      Fixtures.files(in: "layout-dumps", extensions: ["layout"]).map {
        String($0.dropLast(".layout".count))
      })
    #expect(names.filter { !$0.hasPrefix("ambiguity-") } == Set(Self.expected.map(\.0)))
    let dumps = Set(
      Fixtures.files(in: "layout-dumps", extensions: ["json"]).map {
        String($0.dropLast(".json".count))
      })
    #expect(dumps == names)
  }
}
