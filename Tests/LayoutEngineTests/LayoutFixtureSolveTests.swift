import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing

/// The seed examples solve to the frames UIKit computes, from the listing and from the JSON
/// dump alike.
@Suite struct LayoutFixtureSolveTests {
  static let expected: [(String, [String: LayoutRect])] =
    [
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
    ] + stackFixtures

  /// The stack-view fixtures: one per distribution, one per alignment, hidden arranged views.
  static let stackFixtures: [(String, [String: LayoutRect])] = [
    (
      "stack-fill",
      [
        "stack": rect(16, 20, 343, 20), "title": rect(0, 0, 255, 20),
        "detail": rect(263, 0, 80, 20),
      ]
    ),
    (
      "stack-fill-equally",
      [
        "stack": rect(20, 20, 335, 20), "a": rect(0, 0, 105, 20), "b": rect(115, 0, 105, 20),
        "c": rect(230, 0, 105, 20),
      ]
    ),
    (
      "stack-fill-proportionally",
      [
        "stack": rect(20, 20, 335, 20), "a": rect(0, 0, 109.836066, 20),
        "b": rect(114.836066, 0, 220.163934, 20),
      ]
    ),
    (
      "stack-equal-spacing",
      [
        "stack": rect(20, 20, 335, 20), "a": rect(0, 0, 50, 20), "b": rect(125, 0, 60, 20),
        "c": rect(260, 0, 75, 20),
      ]
    ),
    (
      "stack-equal-centering",
      [
        "stack": rect(20, 20, 335, 20), "a": rect(0, 0, 40, 20), "b": rect(112.5, 0, 100, 20),
        "c": rect(275, 0, 60, 20),
      ]
    ),
    (
      "stack-align-top",
      ["stack": rect(20, 20, 120, 40), "a": rect(0, 0, 50, 20), "b": rect(60, 0, 60, 40)]
    ),
    (
      "stack-align-center",
      ["stack": rect(20, 20, 120, 40), "a": rect(0, 10, 50, 20), "b": rect(60, 0, 60, 40)]
    ),
    (
      "stack-align-bottom",
      ["stack": rect(20, 20, 120, 40), "a": rect(0, 20, 50, 20), "b": rect(60, 0, 60, 40)]
    ),
    (
      "stack-align-first-baseline",
      ["stack": rect(20, 20, 120, 40), "a": rect(0, 15, 50, 20), "b": rect(60, 0, 60, 40)]
    ),
    (
      "stack-align-last-baseline",
      ["stack": rect(20, 20, 120, 40), "a": rect(0, 12, 50, 20), "b": rect(60, 0, 60, 40)]
    ),
    (
      "stack-align-leading",
      ["stack": rect(20, 20, 80, 54), "a": rect(0, 0, 50, 20), "b": rect(0, 24, 80, 30)]
    ),
    (
      "stack-align-trailing",
      ["stack": rect(20, 20, 80, 54), "a": rect(30, 0, 50, 20), "b": rect(0, 24, 80, 30)]
    ),
    (
      "stack-hidden",
      [
        "stack": rect(16, 12, 343, 20), "title": rect(0, 0, 305, 20),
        "icon": rect(305, 0, 0, 20), "badge": rect(313, 0, 30, 20),
      ]
    ),
    ("stack-cell", cellFrames),
    ("stack-cell-expanded", cellFrames),
    (
      "scroll-content",
      [
        "scroll": rect(0, 0, 375, 667), "content": rect(0, 0, 375, 1280.5),
        "title": rect(16, 20, 200, 20.5), "body": rect(0, 60.5, 375, 1200),
      ]
    ),
    (
      "self-sizing-table-cell",
      [
        "table": rect(0, 0, 375, 667), "cell": rect(0, 0, 375, 36.5),
        "cellContent": rect(0, 0, 375, 36.5), "title": rect(8, 8, 120, 20.5),
      ]
    ),
    (
      "self-sizing-text-view",
      ["notes": rect(16, 100, 343, 120), "placeholder": rect(5, 8, 180, 20.5)]
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

  /// The frames of the cell of `stack-cell` and `stack-cell-expanded`.
  static let cellFrames: [String: LayoutRect] = [
    "column": rect(16, 10, 343, 82.5),
    "row1": rect(0, 0, 343, 20.5), "title": rect(0, 0, 275, 20.5), "time": rect(283, 0, 60, 20.5),
    "row2": rect(0, 24.5, 343, 24), "avatar": rect(0, 0, 24, 24),
    "subtitle": rect(32, 3.5, 311, 17),
    "row3": rect(0, 52.5, 343, 30), "like": rect(0, 0, 109, 30), "share": rect(117, 0, 109, 30),
    "more": rect(234, 0, 109, 30),
  ]

  /// A cell written with stack items solves to the same frames, view for view, as the same
  /// cell written with the constraints the stacks make.
  @Test func stackItemsSolveAsTheirExpandedConstraints() throws {
    for format in ["layout", "json"] {
      let stacked = try LayoutEngine(document: fixtureDocument("stack-cell.\(format)")).solve()
      let expanded = try LayoutEngine(document: fixtureDocument("stack-cell-expanded.\(format)"))
        .solve()
      #expect(stacked.views.map(\.id) == expanded.views.map(\.id))
      #expect(stacked.views.map { rounded($0.frame) } == expanded.views.map { rounded($0.frame) })
      #expect(stacked.brokenConstraints.isEmpty && expanded.brokenConstraints.isEmpty)
    }
  }

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
