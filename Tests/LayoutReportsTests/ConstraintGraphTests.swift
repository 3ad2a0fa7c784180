import LayoutModel
import Testing

@testable import LayoutReports

@Suite struct ConstraintGraphTests {
  typealias Constraint = ConstraintGraph.Constraint

  @Test func relationsPrintLikeUIKitWithoutItemNames() {
    let edge = Constraint(
      firstItem: "a", firstAttribute: .leading, secondItem: "b", secondAttribute: .trailing,
      constant: 8, priority: .defaultHigh)
    #expect(edge.relationText() == "leading == trailing + 8 @750")
    let scaled = Constraint(
      firstItem: "a", firstAttribute: .width, relation: .lessThanOrEqual, secondItem: "b",
      secondAttribute: .width, multiplier: 0.5, constant: -4.25, priority: LayoutPriority(999.5))
    #expect(
      scaled.relationText(secondName: "superview") == "width <= 0.5*superview.width - 4.25 @999.5")
    let constant = Constraint(
      firstItem: "a", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 44)
    #expect(constant.relationText() == "height >= 44")
    let null = Constraint(
      firstItem: "a", firstAttribute: .notAnAttribute, secondItem: "b",
      secondAttribute: .notAnAttribute)
    #expect(null.relationText(firstName: "superview") == "superview.(null) == (null)")
  }

  @Test func theAxisComesFromTheFirstAttributeElseTheSecond() {
    #expect(Constraint(firstItem: "a", firstAttribute: .top).axis == .vertical)
    #expect(
      Constraint(
        firstItem: "a", firstAttribute: .notAnAttribute, secondItem: "b",
        secondAttribute: .centerX
      ).axis == .horizontal)
    #expect(Constraint(firstItem: "a", firstAttribute: .notAnAttribute).axis == nil)
  }

  @Test func conflictNumbersAreSortedAndUnique() {
    var graph = ConstraintGraphSamples.conflict
    graph.constraints[0].conflicts = [3, 1]
    #expect(graph.conflictNumbers == [1, 3])
  }

  @Test func framesAndNumbersPrintLikeUIKit() {
    let rect = LayoutRect(x: 16, y: 11.5, width: 150, height: 1.0 / 3.0)
    #expect(DotWriter.frameText(rect) == "frame = (16 11.5; 150 0.333333)")
    let scaled = Constraint(
      firstItem: "a", firstAttribute: .width, secondItem: "b", secondAttribute: .width,
      multiplier: 2.0 / 3.0, constant: 94.333333333)
    #expect(scaled.relationText() == "width == 0.666667*width + 94.3333")
  }

}
