import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part C: `_autolayoutTrace` trees.
@Suite struct ConsoleLogTraceTests {
  @Test func modernTraceWithAmbiguousVariables() throws {
    let text = """
      UIWindow:0x14ed18300
      |   •UIView:0x170185b00
      |   |   *UIView:0x170185bd0- AMBIGUOUS LAYOUT for UIView:0x170185bd0.minX{id: 34}
      |   |   *_UILayoutGuide:0x1701b18e0
      |   |   +UIButton:0x10940a0f0' Text1'- AMBIGUOUS LAYOUT for UIButton:0x10940a0f0' Text1'.minY{id: 4475}, UIButton:0x10940a0f0' Text1'.Height{id: 4476}
      |   |   |   Title Text A:0x7fadc940fa10
      |   |   •UIView:0x108602400, MISSING HOST CONSTRAINTS
      """
    let log = ConsoleLog(parsing: text)
    let trace = try #require(log.traces.first)
    #expect(log.traces.count == 1 && log.reports.isEmpty)
    #expect(trace.line == 1 && trace.endLine == 7)
    #expect(trace.nodes.map(\.depth) == [0, 1, 2, 2, 2, 3, 2])
    #expect(
      trace.nodes.map(\.marker) == [
        nil, .engineHost, .autoLayout, .autoLayout, .autoresizingMask, nil, .engineHost,
      ])
    #expect(trace.nodes[5].item == Log.item("Title Text A", "0x7fadc940fa10"))
    #expect(trace.nodes[6].isMissingHostConstraints)
    #expect(trace.ambiguousNodes.map(\.line) == [3, 5])
    let button = Log.item("UIButton", "0x10940a0f0", text: " Text1")
    #expect(
      trace.ambiguousVariables == [
        AmbiguousVariable(
          item: Log.item("UIView", "0x170185bd0"), attribute: .standard(.minX), id: 34),
        AmbiguousVariable(item: button, attribute: .standard(.minY), id: 4475),
        AmbiguousVariable(item: button, attribute: .standard(.height), id: 4476),
      ])
    #expect(
      trace.ambiguousVariables.map { [$0.itemKey, $0.attribute.printedName] } == [
        ["UIView:0x170185bd0", "minX"], ["UIButton:0x10940a0f0", "minY"],
        ["UIButton:0x10940a0f0", "height"],
      ])
    #expect(
      trace.ambiguousVariables[2].description == "UIButton:0x10940a0f0' Text1'.Height{id: 4476}")
  }

  @Test func guideDescriptionsLegendAndFollowingReport() throws {
    let text = """
      UIWindow:0x7fadc950a2e0
      |   |   |   *UIStackView:0x7fadcb044f10
      |   |   |   |   *<_UILayoutSpacer: 0x600000ab4960 - "UISV-alignment-spanner", layoutFrame = {{0, 0}, {374, 0}}, owningView = <UIStackView: 0x7fadcb044f10; frame = (0 0; 0 0); layer = <CATransformLayer: 0x6000035dd700>>>- AMBIGUOUS LAYOUT for _UILayoutSpacer:0x600000ab4960'UISV-alignment-spanner'.minY{id: 434}, _UILayoutSpacer:0x600000ab4960'UISV-alignment-spanner'.Height{id: 435}
      |   |   |   |   *<UILayoutGuide: 0x600000ca88c0 - "BackButtonGuide(0x7fadc940f5e0)", layoutFrame = {{0, 0}, {69, 44}}, owningView = <_UINavigationBarContentView: 0x7fadc940f0c0; frame = (0 0; 414 44); layer = <CALayer: 0x60000358bc00>>>

      Legend:
      \t* - is laid out with auto layout
      \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
      \t• - layout engine host
      \t
      2018-12-13 11:47:05.172711+0800 App[76286:9049824] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001691950 UIButton:0x7fadcb02e420'Text1'.bottom == UIStackView:0x7fadcb044f10.bottom - 10   (active)>"
      )
      """
    let log = ConsoleLog(parsing: text)
    let trace = try #require(log.traces.first)
    #expect(trace.nodes.count == 4)
    #expect(
      trace.nodes[2].item
        == Log.item("_UILayoutSpacer", "0x600000ab4960", text: "UISV-alignment-spanner"))
    #expect(
      trace.nodes[3].item
        == Log.item("UILayoutGuide", "0x600000ca88c0", text: "BackButtonGuide(0x7fadc940f5e0)"))
    #expect(
      trace.ambiguousVariables.map { [$0.itemKey, $0.attribute.printedName] } == [
        ["_UILayoutSpacer:0x600000ab4960", "minY"], ["_UILayoutSpacer:0x600000ab4960", "height"],
      ])
    #expect(trace.ambiguousVariables.map(\.id) == [434, 435])
    #expect(log.reports.map(\.line) == [11])
    #expect(log.reports.first?.constraints.count == 1)
  }

  @Test func legendRightAfterTheTreeAndItsTabLine() throws {
    let text =
      "UIWindow:0x1\n|   *UIView:0x2\nLegend:\n\t* - is laid out with auto layout\n\t\nUIWindow:0x3\n|   *UIView:0x4\n"
    let log = ConsoleLog(parsing: text)
    #expect(log.traces.map(\.line) == [1, 6])
    #expect(log.traces.map(\.endLine) == [5, 7])
    #expect(log.traces.first?.hasLegend == true)
  }

  @Test func oldTraceAfterAPrefixOnlyLine() throws {
    let text = """
      2013-07-23 17:36:08.920 App[4237:907] 
      *<UIWindow:0x7269010>
      |   *<UILayoutContainerView:0x7381250>
      |   |   |   |   |   *<UIView:0x7270420> - AMBIGUOUS LAYOUT
      |   |   <UITabBar:0x726d440>
      """
    let trace = try #require(ConsoleLog(parsing: text).traces.first)
    #expect(trace.line == 2)
    #expect(trace.nodes.map(\.depth) == [0, 1, 5, 2])
    #expect(trace.ambiguousNodes.map(\.item) == [Log.item("UIView", "0x7270420")])
    #expect(trace.ambiguousVariables.isEmpty)
    #expect(trace.nodes[3].marker == nil)
  }

  @Test func loneItemLineIsNotATrace() {
    #expect(ConsoleLog(parsing: "UIWindow:0x1\nsomething else\n").traces.isEmpty)
  }
}
