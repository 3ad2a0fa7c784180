import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES B5: visual-format bodies, read and turned into equations.
@Suite struct ConsoleLogVisualFormatTests {
  static let cell = Log.superview("UITableViewCellContentView", "0x7f83b8171010")
  static let image = Log.item("UIImageView", "0x7f83b8171210")
  static let stack = Log.item("UIStackView", "0x7f83b9a05c70")

  func body(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> VisualFormatBody?
  {
    guard let parsed = Log.parse(text, sourceLocation: sourceLocation) else { return nil }
    guard case .visualFormat(let body) = parsed.body else {
      Issue.record("not a visual format: \(text)", sourceLocation: sourceLocation)
      return nil
    }
    return body
  }

  @Test func leadingEdgeSpacing() throws {
    let parsed = try #require(
      body(
        "<NSLayoutConstraint:0x7f83b9a099d0 H:|-(15)-[UIImageView:0x7f83b8171210]   (active, names: '|':UITableViewCellContentView:0x7f83b8171010 )>"
      ))
    #expect(
      parsed
        == VisualFormatBody(
          axis: .horizontal, first: .superview(Self.cell),
          spacing: VisualFormatPredicate(relation: .equal, constant: 15),
          second: .item(Self.image, size: nil)))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Self.image, firstAttribute: Log.attr(.leading), relation: .equal,
          secondItem: Self.cell, secondAttribute: Log.attr(.leading), constant: 15))
    #expect(parsed.description == "H:|-(15)-[UIImageView:0x7f83b8171210]")
  }

  @Test func trailingEdgeSpacingPutsTheSuperviewFirst() throws {
    let parsed = try #require(
      body(
        "<NSLayoutConstraint:0x608000890860 V:[UIStackView:0x7fa4d0dece70]-(9)-|   (active, names: '|':App.HeaderViewA:0x7fa4d0df1370 )>"
      ))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.superview("App.HeaderViewA", "0x7fa4d0df1370"),
          firstAttribute: Log.attr(.bottom), relation: .equal,
          secondItem: Log.item("UIStackView", "0x7fa4d0dece70"),
          secondAttribute: Log.attr(.bottom), constant: 9))
  }

  @Test func spacingBetweenTwoItems() throws {
    let parsed = try #require(
      body(
        "<NSLayoutConstraint:0x7f83b9a09b50 H:[UIImageView:0x7f83b8171210]-(8)-[UIStackView:0x7f83b9a05c70]   (active)>"
      ))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Self.stack, firstAttribute: Log.attr(.leading), relation: .equal,
          secondItem: Self.image, secondAttribute: Log.attr(.trailing), constant: 8))
  }

  @Test(arguments: [
    (
      "V:[UILabel:0x10030b3a0]-(>=16)-[UIView:0x10030d050]", LayoutRelation.greaterThanOrEqual,
      16.0, false
    ),
    (
      "H:[AppArrowViewA:0x600000150ac0]-(>=5)-[AppButtonA:0x60000014df70'Text1'](LTR)",
      .greaterThanOrEqual, 5, false
    ),
    ("H:[AppDetailFeatureItemCellA...]-(-2)-|", .equal, -2, false),
    ("H:[NSButton:0x7fca54031390'Text3']-(-7)-[NSTextField:0x7fca54033150]", .equal, -7, false),
    (
      "H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Text1']", .equal, 8, true
    ),
    (
      "V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]", .greaterThanOrEqual, 8, true
    ),
    ("H:[UIView:0x1]-(<=20)-[UIView:0x2]", .lessThanOrEqual, 20, false),
    ("H:[UIView:0x1]-[UIView:0x2]", .equal, 8, true),
    ("H:[UIView:0x1][UIView:0x2]", .equal, 0, false),
    ("H:[UIView:0x1]-12-[UIView:0x2]", .equal, 12, false),
  ])
  func spacingPredicates(format: String, relation: LayoutRelation, constant: Double, system: Bool)
    throws
  {
    let parsed = try #require(body("<NSLayoutConstraint:0x9 \(format)>"))
    #expect(parsed.spacing?.relation == relation)
    #expect(parsed.spacing?.constant == constant)
    #expect(parsed.spacing?.isSystemSpacing == system)
    #expect(parsed.equation.relation == relation)
    #expect(parsed.equation.constant == constant)
  }

  @Test(arguments: [
    (
      "V:[UIView:0x7fca0bd50f70(200)]", LayoutAttribute.height, LayoutRelation.equal, 200.0,
      nil as Double?
    ),
    ("H:[NSTextField:0x7fca54033150(29)]", .width, .equal, 29, nil),
    ("H:[UIImageView:0x766aac0(>=0)]", .width, .greaterThanOrEqual, 0, nil),
    ("V:[_UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'(0@51)]", .height, .equal, 0, 51),
    ("H:[NSButton:0x7fca54031a50'Text2'(158)]", .width, .equal, 158, nil),
  ])
  func sizes(
    format: String, attribute: LayoutAttribute, relation: LayoutRelation, size: Double,
    priority: Double?
  ) throws {
    let parsed = try #require(Log.parse("<NSLayoutConstraint:0x9 \(format)>"))
    #expect(parsed.equation.firstAttribute == .standard(attribute))
    #expect(parsed.equation.relation == relation)
    #expect(parsed.equation.constant == size)
    #expect(parsed.equation.secondItem == nil)
    #expect(parsed.priority == LayoutPriority(priority ?? 1000))
  }

  @Test func sizeItemKeepsItsText() throws {
    let parsed = try #require(
      body("<NSLayoutConstraint:0x7fca54031ca0 H:[NSButton:0x7fca54031a50'Text2'(158)]>"))
    #expect(
      parsed.first
        == .item(
          Log.item("NSButton", "0x7fca54031a50", text: "Text2"),
          size: VisualFormatPredicate(relation: .equal, constant: 158)))
  }

  @Test func encapsulatedSizeInOldForm() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1272e51f0 'UIView-Encapsulated-Layout-Height' V:[UIView:0x128321830(568)]>"
      ))
    #expect(parsed.origin == .encapsulatedLayout)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UIView", "0x128321830"), firstAttribute: Log.attr(.height),
          relation: .equal, constant: 568))
  }

  @Test func directionSuffixAfterBracketAndAfterBar() throws {
    let guide = Log.item("UILayoutGuide", "0x600000d7ea00", text: "UIViewLayoutMarginsGuide")
    let stack = Log.superview("UIStackView", "0x7fed434775c0")
    let left = try #require(
      body(
        "<NSLayoutConstraint:0x6000017e8a00 'UIView-leftMargin-guide-constraint' H:|-(22)-[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIStackView:0x7fed434775c0 )>"
      ))
    #expect(left.direction == .leftToRight)
    #expect(
      left.equation
        == ConstraintEquation(
          firstItem: guide, firstAttribute: Log.attr(.left), relation: .equal, secondItem: stack,
          secondAttribute: Log.attr(.left), constant: 22))
    let right = try #require(
      body(
        "<NSLayoutConstraint:0x6000017e8aa0 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIStackView:0x7fed434775c0 )>"
      ))
    #expect(
      right.equation
        == ConstraintEquation(
          firstItem: stack, firstAttribute: Log.attr(.right), relation: .equal, secondItem: guide,
          secondAttribute: Log.attr(.right), constant: 22))
    let atEnd = try #require(
      body(
        "<NSLayoutConstraint:0x600000099690 H:[AppArrowViewA:0x600000150ac0]-(>=5)-[AppButtonA:0x60000014df70'Text1'](LTR)>"
      ))
    #expect(atEnd.direction == .leftToRight)
    #expect(atEnd.equation.firstAttribute == .standard(.left))
    #expect(atEnd.equation.secondAttribute == .standard(.right))
  }

  @Test func rightToLeftRunsLeftwards() throws {
    let parsed = try #require(body("<NSLayoutConstraint:0x9 H:[UIView:0x1]-(8)-[UIView:0x2](RTL)>"))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UIView", "0x1"), firstAttribute: Log.attr(.left), relation: .equal,
          secondItem: Log.item("UIView", "0x2"), secondAttribute: Log.attr(.right), constant: 8))
  }

  @Test func namedAndTruncatedItemsInBrackets() throws {
    let parsed = try #require(
      body(
        "<NSLayoutConstraint:0x608000880dc0 V:[AppLabelWithBorderNumber...]-(3)-|   (active, names: AppLabelWithBorderNumber...:0x7fa4d60764b0, '|':UIView:0x7fa4d6079490 )>"
      ))
    #expect(
      parsed.first == .item(Log.named("AppLabelWithBorderNumber...", "0x7fa4d60764b0"), size: nil))
    #expect(parsed.second == .superview(Log.superview("UIView", "0x7fa4d6079490")))
  }

  @Test func unboundSuperviewStaysUnresolved() throws {
    let parsed = try #require(body("<NSLayoutConstraint:0x9 V:|-(8)-[UIView:0x1]>"))
    #expect(parsed.first == .superview(.superview))
    #expect(parsed.equation.secondItem == ConstraintDescriptionItem.superview)
  }
}
