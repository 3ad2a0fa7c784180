import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES G4: `_autolayoutTrace` output as later logs paste it.
@Suite struct ConsoleLogTraceFormsTests {
  static func variable(
    _ className: String, _ address: String, _ attribute: LayoutAttribute, _ id: Int
  )
    -> AmbiguousVariable
  {
    AmbiguousVariable(item: Log.item(className, address), attribute: .standard(attribute), id: id)
  }

  @Test func commentPrefixAndNoRootLine() throws {
    let text = """
                  // |   |   |   |   *UIStackView:0x7fb940b207c0
                  // |   |   |   |   |   *UIButton:0x7fb94790bb90- AMBIGUOUS LAYOUT for UIButton:0x7fb94790bb90.Width{id: 82}
                  // |   |   |   |   |   |   UIButtonLabel:0x7fb937718ef0
                  // |   |   |   |   |   *UIButton:0x7fb94790c250- AMBIGUOUS LAYOUT for UIButton:0x7fb94790c250.minX{id: 109}, UIButton:0x7fb94790c250.Width{id: 88}
      """
    let log = ConsoleLog(parsing: text)
    let trace = try #require(log.traces.first)
    #expect(log.traces.count == 1 && log.reports.isEmpty)
    #expect((trace.line, trace.endLine) == (1, 4))
    #expect(trace.nodes.map(\.depth) == [4, 5, 6, 5])
    #expect(trace.nodes.map(\.marker) == [.autoLayout, .autoLayout, nil, .autoLayout])
    #expect(trace.ambiguousNodes.map(\.line) == [2, 4])
    #expect(
      trace.ambiguousVariables == [
        Self.variable("UIButton", "0x7fb94790bb90", .width, 82),
        Self.variable("UIButton", "0x7fb94790c250", .minX, 109),
        Self.variable("UIButton", "0x7fb94790c250", .width, 88),
      ])
  }

  @Test func markedRootWithOldAnnotationAndOldGuides() throws {
    let text = """
      •UIWindow:0x7f9481c93360 - AMBIGUOUS LAYOUT
      |   •UIView:0x7f9481c9d680
      |   |   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}, UIView:0x7f9481c9d990.minY{id: 16}
      |   |   *_UILayoutGuide:0x7f9481c9e160- AMBIGUOUS LAYOUT for _UILayoutGuide:0x7f9481c9e160.minY{id: 17}
      """
    let trace = try #require(ConsoleLog(parsing: text).traces.first)
    #expect(trace.nodes.map(\.depth) == [0, 1, 2, 2])
    #expect(trace.nodes.first?.marker == .engineHost)
    #expect(trace.nodes.first?.item == Log.item("UIWindow", "0x7f9481c93360"))
    #expect(trace.ambiguousNodes.map(\.line) == [1, 3, 4])
    #expect(trace.nodes.first?.ambiguousVariables == [])
    #expect(
      trace.ambiguousVariables == [
        Self.variable("UIView", "0x7f9481c9d990", .minX, 13),
        Self.variable("UIView", "0x7f9481c9d990", .minY, 16),
        Self.variable("_UILayoutGuide", "0x7f9481c9e160", .minY, 17),
      ])
    #expect(trace.nodes[3].item.isLayoutGuide)
  }

  @Test(arguments: [
    "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.",
    "[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.",
  ])
  func synopsisFollowedByAOneLineTrace(synopsis: String) throws {
    let text = """
      \(synopsis)

      *App.ViewB:0x7f0000c0ffee- AMBIGUOUS LAYOUT for App.ViewB:0x7f0000c0ffee.minX{id: 7}, App.ViewB:0x7f0000c0ffee.Height{id: 9}

      Legend:
      \t* - is laid out with auto layout
      \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
      \t• - layout engine host
      """
    let log = ConsoleLog(parsing: text)
    let trace = try #require(log.traces.first)
    #expect(log.traces.count == 1 && log.reports.isEmpty && log.allUnparsed.isEmpty)
    #expect((trace.line, trace.endLine) == (3, 8))
    #expect(trace.hasLegend)
    #expect(trace.nodes.map(\.depth) == [0])
    #expect(
      trace.ambiguousVariables == [
        Self.variable("App.ViewB", "0x7f0000c0ffee", .minX, 7),
        Self.variable("App.ViewB", "0x7f0000c0ffee", .height, 9),
      ])
  }

  @Test(arguments: ["[snip]", "[...]", "..."])
  func snipLineBetweenBlankLinesInsideATree(snip: String) throws {
    let text = """
      UIWindow:0x7fadc950a2e0
      |   *UIView:0x7fadcb048100- AMBIGUOUS LAYOUT for UIView:0x7fadcb048100.minY{id: 21}

      \(snip)

      |   |   *UILabel:0x7fadcb04a000- AMBIGUOUS LAYOUT for UILabel:0x7fadcb04a000.Width{id: 40}
      2019-01-01 10:00:00.000 App[1:2] unrelated line
      """
    let log = ConsoleLog(parsing: text)
    let trace = try #require(log.traces.first)
    #expect(log.traces.count == 1)
    #expect((trace.line, trace.endLine) == (1, 6))
    #expect(trace.isElided)
    #expect(trace.nodes.map(\.depth) == [0, 1, 2])
    #expect(trace.ambiguousNodes.map(\.line) == [2, 6])
    #expect(
      trace.ambiguousVariables == [
        Self.variable("UIView", "0x7fadcb048100", .minY, 21),
        Self.variable("UILabel", "0x7fadcb04a000", .width, 40),
      ])
  }

  @Test func traceAfterDebuggerCommandAndAReportAfterABlankLine() {
    let text = """
      (lldb) paltrace
      UIWindow:0x1
      |   *UIView:0x2- AMBIGUOUS LAYOUT for UIView:0x2.minX{id: 3}

      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x5 UIView:0x2.width == 10   (active)>"
      )
      """
    let log = ConsoleLog(parsing: text)
    #expect(log.traces.map(\.line) == [2])
    #expect(log.traces.map(\.endLine) == [3])
    #expect(log.reports.map(\.line) == [5])
    #expect(log.reports.map(\.constraints.count) == [1])
  }
}
