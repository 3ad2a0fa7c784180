import ConstraintSolver
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing

/// The acceptance fixtures: exact ranges, causes and fixes, witnesses re-solved, fixes applied.
@Suite struct AmbiguityFixtureTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    /// The fixture's name without extension; the listing and the JSON dump are both checked.
    var fixture: String
    /// `view.attribute` → (lower, upper); nil bounds are unbounded.
    var ranges: [String: (Double?, Double?)]
    /// `view` → cause id.
    var causes: [String: String]
    /// `view` → fix text.
    var fixes: [String: String]
    var testDescription: String { fixture }
  }

  static let expectations: [Expected] = [
    Expected(
      fixture: "ambiguity-no-horizontal-position", ranges: ["badge.minX": (nil, nil)],
      causes: ["badge": "missing-constraints"],
      fixes: ["badge": "add badge.leading == root.leading"]),
    Expected(
      fixture: "ambiguity-seed-button", ranges: ["button.minX": (0, 220)],
      causes: ["button": "equal-priority-tie"],
      fixes: ["button": "raise the priority of button.leading == root.leading @500 to 501"]),
    Expected(
      fixture: "ambiguity-equal-hugging",
      ranges: [
        "title.width": (120, 255), "detail.minX": (144, 279), "detail.width": (80, 215),
      ],
      causes: ["title": "content-priority-ambiguity", "detail": "content-priority-ambiguity"],
      fixes: [
        "title": "give title horizontal hugging 251",
        "detail": "give title horizontal hugging 251",
      ]),
    Expected(fixture: "ambiguity-hugging-251", ranges: [:], causes: [:], fixes: [:]),
    Expected(
      fixture: "ambiguity-between-bounds", ranges: ["box.minX": (16, 259)],
      causes: ["box": "inequalities-only"], fixes: [:]),
  ]

  @Test(arguments: expectations, [".layout", ".json"])
  func rangesCausesAndFixes(_ expected: Expected, _ format: String) throws {
    let document = try layoutFixture(expected.fixture + format)
    let (engine, report) = try analyzed(document)
    var found: [String: (Double?, Double?)] = [:]
    for view in report.ambiguousViews {
      for range in view.ambiguousAttributes {
        found["\(view.id).\(range.attribute.rawValue)"] = (range.lowerBound, range.upperBound)
      }
      #expect(view.axes.count == 1)
      if let cause = expected.causes[view.id] { #expect(view.axes[0].cause.id == cause) }
      if let fix = expected.fixes[view.id] { #expect(view.axes[0].fix.description == fix) }
    }
    #expect(Set(found.keys) == Set(expected.ranges.keys))
    for (key, bounds) in expected.ranges {
      #expect(close(found[key]?.0, bounds.0) && close(found[key]?.1, bounds.1), "\(key)")
    }
    try expectWitnessesResolve(document, engine, report)
  }

  /// Applying the fix of each ambiguous axis makes that axis of that view determined.
  @Test(arguments: expectations.map(\.fixture))
  func fixesPin(_ fixture: String) throws {
    let document = try layoutFixture(fixture + ".layout")
    let (engine, report) = try analyzed(document)
    for view in report.ambiguousViews {
      for axis in view.axes {
        let fixed = try applying(axis.fix, to: document, engine: engine)
        let (_, after) = try analyzed(fixed)
        #expect(after.view(view.id)?.axis(axis.axis) == nil, "\(fixture): \(axis.fix.description)")
      }
    }
  }

  /// The seed's button keeps its intrinsic width: hugging and compression resistance at 750
  /// beat the two 500 pins.
  @Test func seedButtonWidthIsDetermined() throws {
    let (_, report) = try analyzed(try layoutFixture("ambiguity-seed-button.layout"))
    let button = try #require(report.view("button"))
    #expect(button.frame.width == 80)
    #expect(button.ambiguousAttributes.map(\.attribute) == [.minX])
    #expect(button.axes.first?.sharedError == 220)
  }

  @Test func equalHuggingSharesTheExtraSpace() throws {
    let (engine, report) = try analyzed(try layoutFixture("ambiguity-equal-hugging.layout"))
    let title = try #require(report.view("title")?.axes.first)
    #expect(title.cause == .contentPriority(.hugging, priority: LayoutPriority(250)))
    #expect(title.sharedError == 135)
    #expect(AmbiguityWording.competingViews(title, engine: engine) == ["title", "detail"])
  }

  /// Every layout fixture other than the ambiguity ones is fully determined.
  @Test(
    arguments: Fixtures.files(in: "layout-dumps", extensions: ["layout", "json"]).filter {
      !$0.hasPrefix("ambiguity-") || $0 == "ambiguity-hugging-251.layout"
    })
  func determinedFixturesReportNoAmbiguity(_ name: String) throws {
    let (_, report) = try analyzed(try layoutFixture(name))
    let ambiguous = report.ambiguousViews.map { view in
      "\(view.id): " + view.ambiguousAttributes.map(\.attribute.rawValue).joined(separator: ",")
    }
    #expect(ambiguous.isEmpty, "\(name)")
  }

  @Test func viewWithoutConstraintsIsAmbiguousOnBothAxes() throws {
    let (_, report) = try analyzed(
      try listing(
        """
        view root frame=0,0,320,480
        view loose in=root
        """))
    let loose = try #require(report.view("loose"))
    #expect(loose.axes.map(\.axis) == [.horizontal, .vertical])
    #expect(loose.ambiguousAttributes.map(\.attribute) == [.minX, .width, .minY, .height])
    let width = try #require(loose.ambiguousAttributes.first { $0.attribute == .width })
    #expect(width.lowerBound == 0 && width.upperBound == nil)
    #expect(loose.axes.allSatisfy { $0.cause == .missingConstraints })
  }

  /// A subview held to an ambiguous superview is not ambiguous itself: positions are relative.
  @Test func ambiguityIsRelativeToTheSuperview() throws {
    let (_, report) = try analyzed(
      try listing(
        """
        view root frame=0,0,320,480
        view card in=root
        view label in=card
        card.top == root.top + 10
        card.width == 200
        card.height == 100
        label.leading == card.leading + 8
        label.top == card.top + 8
        label.width == 50
        label.height == 20
        """))
    #expect(report.ambiguousViews.map(\.id) == ["card"])
  }

  /// Compression resistance tie: too little room, both labels at 750.
  @Test func equalCompressionResistanceSharesTheShortage() throws {
    let document = try listing(
      """
      view root frame=0,0,200,100
      view a class=UILabel in=root intrinsic=150x20
      view b class=UILabel in=root intrinsic=150x20
      a.leading == root.leading
      b.leading == a.trailing
      b.trailing == root.trailing
      a.top == root.top
      b.top == root.top
      """)
    let (engine, report) = try analyzed(document)
    let a = try #require(report.view("a")?.axes.first)
    #expect(a.cause == .contentPriority(.compressionResistance, priority: LayoutPriority(750)))
    #expect(a.sharedError == 100)
    #expect(a.fix.description == "give a horizontal compression resistance 751")
    try expectWitnessesResolve(document, engine, report)
  }
}
