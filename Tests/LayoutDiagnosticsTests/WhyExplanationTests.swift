import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import Testing

/// `why`: the constraints that fix a value, in derivation order, and those that give way.
@Suite struct WhyExplanationTests {
  static let row = """
    view root class=UIView frame=0,0,320,44
    view title class=UILabel in=root intrinsic=180x20 compress=1000,750
    view detail class=UILabel in=root intrinsic=150x20 hug=249,250 compress=250,750
    title.leading == root.leading + 16
    title.top == root.top + 12
    detail.leading == title.trailing + 8
    detail.trailing == root.trailing - 16
    detail.top == root.top + 12
    """

  func explain(_ item: String, _ attribute: LayoutAttribute, in text: String = row) throws
    -> (WhyExplanation, LayoutEngine)
  {
    let engine = try LayoutEngine(document: try listing(text))
    _ = engine.solve()
    return (try WhyExplanation(LayoutAnchor(.view(item), attribute), engine: engine), engine)
  }

  @Test func titleWidthIsItsRequiredCompressionResistance() throws {
    let (why, _) = try explain("title", .width)
    #expect(why.isDetermined && why.value == 180)
    #expect(why.steps.map { $0.constraint?.listingDescription } == ["title.width >= 180"])
    #expect(why.steps.first?.determines == "title.width")
    #expect(why.yielding.map(\.constraint.listingDescription) == ["detail.width >= 150 @250"])
    #expect(why.yielding.first?.error == 50)
  }

  @Test func detailPositionDerivesThroughTheChain() throws {
    let (why, _) = try explain("detail", .minX)
    #expect(why.value == 204)
    let derived = why.steps.compactMap { step in
      step.determines.map { "\($0)=\(formatPoints(step.value ?? -1))" }
    }
    #expect(derived == ["title.minX=16", "title.width=180", "detail.minX=204"])
    #expect(why.steps.allSatisfy { $0.kind == .derivation })
    #expect(why.steps.allSatisfy { $0.constraint?.location != nil })
  }

  /// A width between two pinned edges does not depend on where the root is: the derivation
  /// measures from the root's position instead of giving up.
  @Test func widthBetweenEdgesMeasuresFromAReferencePoint() throws {
    let (why, _) = try explain(
      "box", .width,
      in: """
        view root frame=0,0,320,100
        view box in=root
        box.leading == root.leading + 16
        box.trailing == root.trailing - 16
        """)
    #expect(why.value == 288)
    let kinds = why.steps.map(\.kind)
    #expect(kinds == [.derivation, .reference, .derivation, .derivation])
    #expect(why.steps[1].determines == "root.minX")
    #expect(why.steps.last?.determines == "box.width" && why.steps.last?.value == 288)
  }

  /// Under right-to-left, leading is the right edge: a constraint on it fixes the combination
  /// minX + width, and the chain ends on the attribute itself.
  @Test func rightToLeftLeadingEndsOnTheAttribute() throws {
    let (why, _) = try explain(
      "box", .leading,
      in: """
        direction rightToLeft
        view root frame=0,0,320,100
        view box in=root
        box.leading == root.leading + 16
        """)
    #expect(why.value == 304)
    #expect(why.steps.last?.determines == "box.leading")
    #expect(why.steps.allSatisfy { $0.kind != .simultaneous })
  }

  @Test func ambiguousValueCarriesTheViewReport() throws {
    let (why, _) = try explain(
      "badge", .minX,
      in: """
        view root frame=0,0,375,812
        view badge class=UILabel in=root intrinsic=60x20
        badge.top == root.top + 40
        """)
    #expect(!why.isDetermined && why.lowerBound == nil && why.upperBound == nil)
    #expect(why.steps.isEmpty)
    #expect(why.ambiguity?.axes.first?.cause == .missingConstraints)
  }
}

extension WhyExplanationTests {
  static let nested = """
    view root class=UIView frame=0,0,320,568
    view box class=UIView in=root
    view label class=UILabel in=box intrinsic=100x20
    box.top == root.top + 40
    box.leading == root.leading
    box.width == 200
    box.height == 100
    label.top == box.top + 10
    label.leading == box.leading + 8
    """

  /// Every frame name (`maxY`, `midX`, ...) is relative to the superview, as `minY` is, and its
  /// derivation takes the superview's position as given. Before, `why label.maxY` gave 30
  /// (the superview's coordinates) "in the root view's coordinates", derived from the box's
  /// absolute top.
  @Test func aFrameNameOtherThanTheOriginIsRelativeToTheSuperview() throws {
    let (why, _) = try explain("label", .maxY, in: Self.nested)
    #expect(why.value == 30)
    #expect(
      why.steps.map { $0.constraint?.listingDescription } == [
        "label.top == box.top + 10", "label.height <= 20 @250",
      ])
  }
}
