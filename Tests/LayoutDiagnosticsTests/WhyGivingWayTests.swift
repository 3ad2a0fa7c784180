import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import Testing

/// `why ITEM.ATTR` lists under "Giving way" only the unsatisfied preferences that bear on the
/// value asked about: those whose error would change if the value moved along a direction the
/// layout can take, never through a required equality (which cannot move).
@Suite struct WhyGivingWayTests {
  static let layout = """
    view root frame=0,0,320,100
    view title class=UILabel in=root intrinsic=100x20
    view detail class=UILabel in=root intrinsic=80x20 hug=249,250
    view other class=UILabel in=root intrinsic=50x20
    title.leading == root.leading + 16
    title.top == root.top + 20
    detail.leading == title.trailing + 8
    detail.trailing == root.trailing - 16
    detail.top == root.top + 20
    other.leading == root.leading + 16
    other.top == title.bottom + 8
    other.width == 200
    """

  static func givingWay(_ item: String, _ attribute: LayoutAttribute) throws -> [String] {
    let engine = try LayoutEngine(document: try listing(layout))
    _ = engine.solve()
    let why = try WhyExplanation(LayoutAnchor(.view(item), attribute), engine: engine)
    return why.yielding.map(\.constraint.listingDescription)
  }

  static let expected: [(String, LayoutAttribute, [String])] = [
    // The title's and the detail's widths share the row: the detail's hugging gives way.
    ("title", .width, ["detail.width <= 80 @249"]),
    ("detail", .width, ["detail.width <= 80 @249"]),
    ("detail", .minX, ["detail.width <= 80 @249"]),
    ("other", .width, ["other.width <= 50 @250"]),
    // Fixed by required equalities alone: nothing gives way for them.
    ("title", .minX, []),
    ("root", .width, []),
    ("other", .minY, []),
    ("title", .height, []),
  ]

  @Test(arguments: expected)
  func onlyPreferencesThatBearOnTheValue(
    _ item: String, _ attribute: LayoutAttribute, _ names: [String]
  ) throws {
    #expect(try Self.givingWay(item, attribute) == names)
  }
}
