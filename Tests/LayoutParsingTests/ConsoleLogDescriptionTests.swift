import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part B: one constraint description `<...>`, read into exact values.
@Suite struct ConsoleLogDescriptionTests {
  // MARK: B1 wrapper and class

  @Test func plainConstraintWithActiveSuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x600001e77d90 UIButton:0x7f9a77b3cd20.height == 25   (active)>"))
    let expected = ConstraintDescription(
      className: "NSLayoutConstraint", address: "0x600001e77d90",
      body: .equation(
        ConstraintEquation(
          firstItem: Log.item("UIButton", "0x7f9a77b3cd20"), firstAttribute: Log.attr(.height),
          relation: .equal, constant: 25)),
      isActive: true)
    #expect(parsed == expected)
    #expect(parsed.priority == .required)
    #expect(parsed.origin == .user)
  }

  @Test func autoresizingMaskConstraint() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x60000250c5f0 h=--& v=--& NSTextView:0x11bc1d320.width == 2   (active)>"
      ))
    #expect(parsed.className == "NSAutoresizingMaskLayoutConstraint")
    #expect(parsed.autoresizingMask == AutoresizingMaskNotation(horizontal: "--&", vertical: "--&"))
    #expect(parsed.autoresizingMask?.description == "h=--& v=--&")
    #expect(parsed.autoresizingMask?.isWidthFlexible == false)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("NSTextView", "0x11bc1d320"), firstAttribute: Log.attr(.width),
          relation: .equal, constant: 2))
    #expect(parsed.origin == .autoresizingMask)
  }

  @Test func contentSizeConstraintWithHugAndCompressionResistance() throws {
    let parsed = try #require(
      Log.parse(
        "<NSContentSizeLayoutConstraint:0x6200000a6b40 NSTextField:0x103428b00.height == 18 Hug:750 CompressionResistance:750   (active)>"
      ))
    #expect(
      parsed.contentPriorities
        == ContentSizePriorities(hugging: .defaultHigh, compressionResistance: .defaultHigh))
    #expect(parsed.equation.constant == 18)
    #expect(parsed.isActive == true)
    #expect(parsed.origin == .contentSize)
  }

  @Test func layoutSupportConstraintWithOldGuide() throws {
    let parsed = try #require(
      Log.parse("<_UILayoutSupportConstraint:0x1272e5820 V:[_UILayoutGuide:0x1271a5500(0)]>"))
    let guide = Log.item("_UILayoutGuide", "0x1271a5500")
    #expect(
      parsed.body
        == .visualFormat(
          VisualFormatBody(
            axis: .vertical,
            first: .item(guide, size: VisualFormatPredicate(relation: .equal, constant: 0)))))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: guide, firstAttribute: Log.attr(.height), relation: .equal, constant: 0))
    #expect(parsed.isActive == nil)
    #expect(parsed.origin == .otherSystem)
    #expect(guide.isLayoutGuide && guide.isFrameworkInternal)
  }

  @Test func interfaceBuilderPrototypingConstraintWithTabAndEverySuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<NSIBPrototypingLayoutConstraint:0x895e390\t'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x895b750](LTR) priority:251 (Names: '|':UIView:0x895b570 )>"
      ))
    #expect(parsed.address == "0x895e390")
    #expect(parsed.identifier == "IB auto generated at build time for view with ambiguity")
    #expect(parsed.printedPriority == LayoutPriority(251))
    #expect(parsed.priority == LayoutPriority(251))
    #expect(parsed.isActive == nil)
    #expect(parsed.names == [NameBinding(name: "|", item: Log.superview("UIView", "0x895b570"))])
    let superview = Log.superview("UIView", "0x895b570")
    let button = Log.item("UIButton", "0x895b750")
    #expect(
      parsed.body
        == .visualFormat(
          VisualFormatBody(
            axis: .horizontal, first: .superview(superview),
            spacing: VisualFormatPredicate(
              relation: .equal, constant: 137, priority: LayoutPriority(251)),
            second: .item(button, size: nil), direction: .leftToRight)))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: button, firstAttribute: Log.attr(.left), relation: .equal,
          secondItem: superview, secondAttribute: Log.attr(.left), constant: 137))
    #expect(parsed.origin == .otherSystem)
  }

  @Test func systemBaselineConstraintWithAnchorSpaceAndTruncatedText() throws {
    let parsed = try #require(
      Log.parse(
        "<_UISystemBaselineConstraint:0x6000033499e0 'UISV-spacing' V:[UIStackView:0x7fa67350c680]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7fa67350bf50'Lorem ipsum dolor sit ame...']   (active)>"
      ))
    let button = Log.item("UIButton", "0x7fa67350bf50", text: "Lorem ipsum dolor sit ame...")
    #expect(button.isTruncatedText)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: button, firstAttribute: Log.attr(.top), relation: .equal,
          secondItem: Log.item("UIStackView", "0x7fa67350c680"),
          secondAttribute: Log.attr(.bottom), constant: 8, isSystemSpacing: true))
    #expect(parsed.origin == .stackView)
  }

  @Test func masonryConstraintHasNoSuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<MASLayoutConstraint:0x600000ea3d80 UILabel:0x7f8bcc712910.top == UITableViewCellContentView:0x7f8bcc716480.top + 10>"
      ))
    #expect(parsed.className == "MASLayoutConstraint")
    #expect(parsed.isActive == nil)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UILabel", "0x7f8bcc712910"), firstAttribute: Log.attr(.top),
          relation: .equal, secondItem: Log.item("UITableViewCellContentView", "0x7f8bcc716480"),
          secondAttribute: Log.attr(.top), constant: 10))
    #expect(parsed.origin == .user)
  }

  @Test func snapKitSourceTags() throws {
    let parsed = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:0x281a99500@FileA.swift#17 UILabel:0x1035172e0.leading == _UITableViewHeaderFooterContentView:0x103517f60.leading + 16.0>"
      ))
    #expect(parsed.className == "SnapKit.LayoutConstraint")
    #expect(parsed.address == "0x281a99500")
    #expect(parsed.sourceTag == SnapKitSourceTag(file: "FileA.swift", line: 17))
    #expect(parsed.equation.constant == 16)
    #expect(parsed.origin == .user)
    let plus = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:0x1706b9260@PViewController+Ext.swift#21 UIImageView:0x123d8e1f0.width == NSKVONotifying_AppRoundedViewA:0x123d8da90.width * 0.25>"
      ))
    #expect(plus.sourceTag == SnapKitSourceTag(file: "PViewController+Ext.swift", line: 21))
    #expect(plus.sourceTag?.description == "@PViewController+Ext.swift#21")
    #expect(plus.equation.multiplier == 0.25)
  }

  @Test(arguments: [
    (
      "<NSAutoresizingMaskLayoutConstraint:0x767ae50 h=&-& v=&-& H:[UIView:0x7668030(30)]>",
      "0x767ae50"
    ),
    (
      "<NSLayoutConstraint:0x4dc7b00 UIView:0x4db5710.bottom == UIImageView:0x4db3270.bottom + 25>",
      "0x4dc7b00"
    ),
    (
      "<NSAutoresizingMaskLayoutConstraint:0x15eee1890 h=--& v=--& V:[UIView:0x15ed4cf40(0)]>",
      "0x15eee1890"
    ),
    (
      "<NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200   (active)>",
      "0x600003220a50"
    ),
  ])
  func addressesOfEveryWidth(text: String, address: String) throws {
    #expect(Log.parse(text)?.address == address)
  }

  // MARK: B2 autoresizing masks

  @Test(arguments: ["--&", "-&-", "&--", "&-&", "---"])
  func everyMaskShape(horizontal: String) throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=\(horizontal) v=-&- UIView:0x2.width == 3>"))
    #expect(
      parsed.autoresizingMask == AutoresizingMaskNotation(horizontal: horizontal, vertical: "-&-"))
    #expect(parsed.equation.firstItem == Log.item("UIView", "0x2"))
  }

  @Test func masklessAutoresizingConstraintWithNullAttribute() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x1742850f0 UITableViewCellContentView:0x11bed4d70.(null) == 0>"
      ))
    #expect(parsed.autoresizingMask == nil)
    #expect(parsed.equation.firstAttribute == .standard(.notAnAttribute))
    #expect(parsed.equation.firstAttribute.printedName == "(null)")
    #expect(parsed.equation.constant == 0)
    #expect(parsed.origin == .autoresizingMask)
  }

  @Test func autoresizingConstraintInVisualFormWithNames() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x60000250c4b0 h=-&- v=-&- H:[_NSTextContentView:0x11bc1eb90]-(49)-|   (active, names: '|':NSTextView:0x11bc1d320 )>"
      ))
    let superview = Log.superview("NSTextView", "0x11bc1d320")
    #expect(parsed.superview == superview)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: superview, firstAttribute: Log.attr(.trailing), relation: .equal,
          secondItem: Log.item("_NSTextContentView", "0x11bc1eb90"),
          secondAttribute: Log.attr(.trailing), constant: 49))
  }

  @Test func maskFollowedByIdentifierAndFrameName() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x600001beafd0 h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' UIView:0x7fb7bb413950.minX == 0   (active, names: '|':UIViewControllerWrapperView:0x7fb7bb424440 )>"
      ))
    #expect(parsed.autoresizingMask == AutoresizingMaskNotation(horizontal: "-&-", vertical: "-&-"))
    #expect(parsed.identifier == "UIView-Encapsulated-Layout-Left")
    #expect(parsed.equation.firstAttribute == .standard(.minX))
    #expect(parsed.origin == .encapsulatedLayout)
  }

  // MARK: B3 identifiers

  @Test(arguments: [
    "UIView-Encapsulated-Layout-Width", "heigh from spec", "UIButtonBar.maximumAlignmentSize",
    "_UITemporaryLayoutHeight", "accessoryView.bottom",
  ])
  func identifiersWithSpacesDotsAndUnderscores(identifier: String) throws {
    let parsed = try #require(
      Log.parse("<NSLayoutConstraint:0xabc '\(identifier)' UIView:0x1.height == 1   (active)>"))
    #expect(parsed.identifier == identifier)
    #expect(parsed.equation.firstItem == Log.item("UIView", "0x1"))
  }

  // MARK: B4 equations

  @Test(arguments: [
    ("UIView:0x1.height == 94.3333", 94.3333),
    ("UIView:0x1.height == 2.22507e-308", 2.22507e-308),
    ("UIView:0x1.width == - 16", -16.0),
    ("UIView:0x1.width >= 44.0", 44.0),
    ("UIView:0x1.width <= 0", 0.0),
    ("UIView:0x1.width == -7", -7.0),
  ])
  func constantsAlone(body: String, constant: Double) throws {
    let parsed = try #require(Log.parse("<NSLayoutConstraint:0x9 \(body)>"))
    #expect(parsed.equation.constant == constant)
    #expect(parsed.equation.secondItem == nil)
    #expect(parsed.equation.multiplier == 1)
  }

  @Test func relationsAreRead() throws {
    #expect(
      Log.parse("<NSLayoutConstraint:0x9 A:0x1.width <= 0>")?.equation.relation == .lessThanOrEqual)
    #expect(
      Log.parse("<NSLayoutConstraint:0x9 A:0x1.width >= 0>")?.equation.relation
        == .greaterThanOrEqual)
    #expect(Log.parse("<NSLayoutConstraint:0x9 A:0x1.width == 0>")?.equation.relation == .equal)
  }

  @Test(arguments: [
    (
      "UILayoutGuide:0x600000477560'UIViewSafeAreaLayoutGuide'.bottom == UIButton:0x7f9a77b3cd20.bottom + 312",
      1.0, 312.0
    ),
    ("UIButton:0x7ff0fc51bdf0'Text1'.trailing == UIView:0x7ff0fc40b290.trailing - 5", 1.0, -5.0),
    (
      "NSBox:0x7fca54031510'Text1'.centerX == NSButton:0x7fca54031a50'Text2'.centerX - 175.5", 1.0,
      -175.5
    ),
    ("App.TagViewA:0x103850290.right == App.HeaderViewA:0x10384fed0.right - 13.0", 1.0, -13.0),
    ("UIView:0x7fcdaff03fc0.height == 0.2*App.ViewA:0x7fcdaff03e10.height", 0.2, 0.0),
    ("UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615", 0.384615, 0.0),
    ("UIView:0x1.width == 0.5*UIView:0x2.width + 10", 0.5, 10.0),
    ("UIView:0x1.width == UIView:0x2.width * 1.77778 - 4", 1.77778, -4.0),
    ("UIView:0x1.width == UIView:0x2.width + 3 * 2", 2.0, 3.0),
  ])
  func multipliersAndConstants(body: String, multiplier: Double, constant: Double) throws {
    let parsed = try #require(Log.parse("<NSLayoutConstraint:0x9 \(body)>"))
    #expect(parsed.equation.multiplier == multiplier)
    #expect(parsed.equation.constant == constant)
    #expect(parsed.equation.secondItem != nil)
    #expect(parsed.equation.isSystemSpacing == false)
  }

  @Test func truncatedNamesWithPrefixMultiplier() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x608000697bb0 AppCellImages-a....width == 1.574*AppCellImages-a....height   (active, names: AppCellImages-a...:0x7f950028efe0 )>"
      ))
    let item = Log.named("AppCellImages-a...", "0x7f950028efe0")
    #expect(item.isTruncatedName)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: item, firstAttribute: Log.attr(.width), relation: .equal, secondItem: item,
          secondAttribute: Log.attr(.height), multiplier: 1.574))
    #expect(parsed.names == [NameBinding(name: "AppCellImages-a...", item: item)])
  }

  @Test func systemSpacingAfterAnEquation() throws {
    let nsSpace = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x283c8c8c0 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Text1'.bottom NSSpace(0)   (active)>"
      ))
    #expect(
      nsSpace.equation
        == ConstraintEquation(
          firstItem: Log.item("UILayoutGuide", "0x2826f9880", text: "UIViewLayoutMarginsGuide"),
          firstAttribute: Log.attr(.bottom), relation: .equal,
          secondItem: Log.item("UIButton", "0x10f755100", text: "Text1"),
          secondAttribute: Log.attr(.bottom), constant: 0, isSystemSpacing: true))
    let anchor = try #require(
      Log.parse(
        "<_UISystemBaselineConstraint:0x600002d1f4e0 SomeView:0x7fceff1c07a0.bottom <= UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>"
      ))
    #expect(anchor.equation.relation == .lessThanOrEqual)
    #expect(anchor.equation.constant == 8)
    #expect(anchor.equation.isSystemSpacing)
    #expect(anchor.equation.secondItem?.text == "UIViewSafeAreaLayoutGuide")
    #expect(anchor.origin == .user)
  }

  @Test(arguments: [
    ("height", ConstraintDescriptionAttribute.standard(.height)),
    ("bottom", .standard(.bottom)), ("trailing", .standard(.trailing)),
    ("centerY", .standard(.centerY)), ("minX", .standard(.minX)), ("minY", .standard(.minY)),
    ("maxX", .standard(.maxX)),
    ("maxY", .standard(.maxY)), ("midX", .standard(.midX)), ("midY", .standard(.midY)),
    ("right", .standard(.right)),
    ("left", .standard(.left)), ("topMargin", .standard(.topMargin)),
    ("leadingMargin", .standard(.leadingMargin)), ("rightMargin", .standard(.rightMargin)),
    ("firstBaseline", .standard(.firstBaseline)), ("lastBaseline", .standard(.lastBaseline)),
    ("centerXWithinMargins", .standard(.centerXWithinMargins)),
    ("(null)", .standard(.notAnAttribute)),
  ])
  func everyAttributeName(name: String, attribute: ConstraintDescriptionAttribute) throws {
    let parsed = try #require(Log.parse("<NSLayoutConstraint:0x9 UIView:0x1.\(name) == 0>"))
    #expect(parsed.equation.firstAttribute == attribute)
    #expect(attribute.printedName == name)
  }

  @Test func capitalisedTraceAttributesAndFrameMappings() {
    #expect(ConstraintDescriptionAttribute(printedName: "Width") == .standard(.width))
    #expect(ConstraintDescriptionAttribute(printedName: "Height") == .standard(.height))
    #expect(ConstraintDescriptionAttribute(printedName: "bogus") == nil)
    #expect(ConstraintDescriptionAttribute.standard(.maxX).layoutAttribute == .maxX)
    #expect(ConstraintDescriptionAttribute.standard(.midY).isFrameName)
    #expect(ConstraintDescriptionAttribute.standard(.maxY).axis == .vertical)
    #expect(ConstraintDescriptionAttribute.standard(.minX).isFrameName)
  }

  // MARK: B6 items

  @Test(arguments: [
    ("UILabel:0x7fd94ccacfa0' '", " "), ("UIButton:0x10940a0f0' Text1'", " Text1"),
    ("UILabel:0x7f95b5653eb0'TEXT'S ONE'", "TEXT'S ONE"),
    ("UILabel:0x7fed2355f060'Lorem ipsum dolor sit ame...'", "Lorem ipsum dolor sit ame..."),
    ("UIButton:0x7f82eec3c140'文字'", "文字"),
  ])
  func quotedTexts(item: String, text: String) throws {
    let parsed = try #require(
      Log.parse("<NSLayoutConstraint:0x9 \(item).bottom == UIView:0x2.bottom>"))
    #expect(parsed.equation.firstItem.text == text)
  }

  @Test func mangledGenericAndKeyValueObservingClasses() throws {
    let mangled = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x6000017e8e60 'UISV-alignment' UILabel:0x7fed2355f060'Lorem ipsum dolor sit ame...'.leading == _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.leading   (active)>"
      ))
    let card = try #require(mangled.equation.secondItem)
    #expect(card.className == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_")
    #expect(card.isAppDefined)
    let kvo = Log.item("NSKVONotifying_AppRoundedViewA", "0x7ff92c7ec1f0")
    #expect(kvo.isAppDefined)
    #expect(Log.item("NSKVONotifying_UIView", "0x1").isFrameworkInternal)
    #expect(Log.item("App.ViewA", "0x1").isAppDefined)
    #expect(Log.item("SwiftUI.HostView", "0x1").isFrameworkInternal)
    #expect(Log.item("_UIButtonBarStackView", "0x1").isFrameworkInternal)
    #expect(Log.item("UITableViewCellContentView", "0x1").isFrameworkInternal)
    #expect(Log.item("AppCircleView", "0x1").isAppDefined)
    #expect(Log.named("title_label", "0x1").isAppDefined)
    #expect(Log.named("SystemInputAssistantView", "0x1").isAppDefined)
    #expect(Log.named("UIInputView", "0x1").isFrameworkInternal)
  }

  @Test(arguments: [
    (
      "bar background.height == 5   (active, names: bar background:0x1089a5290 )", "bar background",
      "0x1089a5290"
    ),
    (
      "ToolbarA.iconA.width == 40   (active, names: ToolbarA.iconA:0x106c2b2e0 )", "ToolbarA.iconA",
      "0x106c2b2e0"
    ),
    ("CellA.width == 194   (active, names: CellA:0x78b50b000 )", "CellA", "0x78b50b000"),
    (
      "SystemInputAssistantView.height == 72   (active, names: SystemInputAssistantView:0x104bd3480 )",
      "SystemInputAssistantView", "0x104bd3480"
    ),
  ])
  func namedItemsResolveThroughNames(body: String, name: String, address: String) throws {
    let parsed = try #require(Log.parse("<NSLayoutConstraint:0x9 \(body)>"))
    #expect(parsed.equation.firstItem == Log.named(name, address))
  }

  @Test func namedItemsOnBothSidesAndSuperviewListedTwice() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1 testView.centerY <= vcRootView.centerY + 10   (active, names: testView:0x7ff7c2d096e0, vcRootView:0x7ff7c2c14e70 )>"
      ))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.named("testView", "0x7ff7c2d096e0"), firstAttribute: Log.attr(.centerY),
          relation: .lessThanOrEqual, secondItem: Log.named("vcRootView", "0x7ff7c2c14e70"),
          secondAttribute: Log.attr(.centerY), constant: 10))
    let twice = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x600000482e90 H:|-(0)-[title_label]   (active, names: title_label:0x7fa4d0e9e480, AppFactorLabel:0x7fa4d0e8b450, '|':AppFactorLabel:0x7fa4d0e8b450 )>"
      ))
    #expect(
      twice.names == [
        NameBinding(name: "title_label", item: Log.named("title_label", "0x7fa4d0e9e480")),
        NameBinding(name: "AppFactorLabel", item: Log.named("AppFactorLabel", "0x7fa4d0e8b450")),
        NameBinding(name: "|", item: Log.superview("AppFactorLabel", "0x7fa4d0e8b450")),
      ])
    #expect(
      twice.equation
        == ConstraintEquation(
          firstItem: Log.named("title_label", "0x7fa4d0e9e480"), firstAttribute: Log.attr(.leading),
          relation: .equal, secondItem: Log.superview("AppFactorLabel", "0x7fa4d0e8b450"),
          secondAttribute: Log.attr(.leading), constant: 0))
  }

  // MARK: B7 suffixes

  @Test func oldNamesSuffixWithOneSpaceAndNoSpaceBeforeParen() throws {
    let parsed = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x1272ed5f0 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x128321830]-(0)-| (Names: '|':UICollectionView:0x126963e00)>"
      ))
    #expect(parsed.isActive == nil)
    #expect(
      parsed.names == [
        NameBinding(name: "|", item: Log.superview("UICollectionView", "0x126963e00"))
      ])
    #expect(parsed.identifier == "UIView-Encapsulated-Layout-Top")
    #expect(parsed.origin == .encapsulatedLayout)
  }

  @Test func decimalPriorityAndInactiveSuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x6080001a23e0 'NSTableRowView-Encapsulated-Layout-Height' NSTableRowView:0x6080001a23e0.height == 44 priority:999.5   (inactive)>"
      ))
    #expect(parsed.printedPriority == LayoutPriority(999.5))
    #expect(parsed.isActive == false)
    #expect(parsed.equation.constant == 44)
  }

  @Test func contentSizeInVisualFormWithoutSuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<NSContentSizeLayoutConstraint:0x7674b00 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>"
      ))
    #expect(
      parsed.contentPriorities
        == ContentSizePriorities(hugging: .defaultLow, compressionResistance: LayoutPriority(1)))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UIImageView", "0x766aac0"), firstAttribute: Log.attr(.width),
          relation: .equal, constant: 512))
  }

  @Test func missingClosingBracketIsReadAndFlagged() throws {
    let parsed = try #require(
      Log.parse("<NSLayoutConstraint:0x1 UIView:0x2.height >= 44   (active"))
    #expect(parsed.isMissingClosingBracket)
    #expect(parsed.isActive == true)
    #expect(parsed.equation.constant == 44)
  }

  // MARK: B8 shortened form

  @Test func shortenedArrangedForm() throws {
    let equation = try #require(
      Log.parse(
        "<'UISV-spanning-boundary' _UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'.top == content-view-1.top priority:999.5>"
      ))
    #expect(equation.className == nil && equation.address == nil)
    #expect(equation.identifier == "UISV-spanning-boundary")
    #expect(equation.printedPriority == LayoutPriority(999.5))
    #expect(equation.equation.secondItem == Log.named("content-view-1", nil))
    let format = try #require(Log.parse("<'UISV-canvas-connection' H:[content-view-2]-(0)-|>"))
    #expect(
      format.equation
        == ConstraintEquation(
          firstItem: .superview, firstAttribute: Log.attr(.trailing), relation: .equal,
          secondItem: Log.named("content-view-2", nil), secondAttribute: Log.attr(.trailing)))
  }

  // MARK: Errors

  @Test(arguments: [
    ("NSLayoutConstraint:0x1 A:0x2.width == 1>", 1),
    ("<NSLayoutConstraint A:0x2.width == 1>", 2),
    ("<NSLayoutConstraint:0x1 A:0x2.width = 1>", 25),
    ("<NSLayoutConstraint:0x1 A:0x2.wide == 1>", 31),
    ("<NSLayoutConstraint:0x1 A:0x2.width == B:0x3.width + x>", 46),
    ("<NSLayoutConstraint:0x1 H:[A:0x2]-(8)-|(XYZ)>", 40),
    ("<NSLayoutConstraint:0x1 >", 25),
  ])
  func malformedDescriptionsNameTheColumn(text: String, column: Int) {
    #expect(Log.error(text)?.column == column)
  }
}

/// FORMAT-NOTES G3: identifiers UIKit and AppKit give their own constraints, seen in later logs.
@Suite struct SystemIdentifierTests {
  @Test(arguments: [
    (
      "'inputView.top' V:[_UIRemoteKeyboardPlaceholderView:0x115c56600]-(0)-[App.ViewA:0x1143b8380]",
      ConstraintOrigin.otherSystem
    ),
    ("'inputView.bottom' App.ViewA:0x1143b8380.bottom == UIView:0x2.bottom", .otherSystem),
    ("'fittingSizeHTarget' App.ViewA:0x1143b8380.width == 0", .otherSystem),
    ("'Mask_Leading_Leading' H:|-(0)-[App.ViewA:0x1143b8380]", .otherSystem),
    ("'MaskEV_Leading_BIB_Trailing' H:[App.ViewA:0x1]-(0)-[App.ViewB:0x2]", .otherSystem),
    (
      "'UIButtonBar.maximumAlignmentSize' App.ViewA:0x1.height == App.ViewB:0x2.height",
      .otherSystem
    ),
    ("'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[App.ViewA:0x1]", .safeArea),
    ("'NSStackView.Edge.Top' V:|-(0)-[App.ViewA:0x1]", .stackView),
    ("'inputViewTop' App.ViewA:0x1143b8380.top == UIView:0x2.top", .user),
  ])
  func origin(body: String, origin: ConstraintOrigin) throws {
    let parsed = try ConstraintDescription(
      parsing: "<NSLayoutConstraint:0x6000aa01 \(body)   (active)>")
    #expect(parsed.origin == origin)
  }
}
