import Testing

@testable import GraphvizRendering

@Suite struct GraphvizMessagesTests {
  @Test func piecesAndContinuationLinesAreReassembled() {
    let messages = GraphvizMessages(
      captured: "Error: syntax error in line 3 near ']'\nWarning: using box for unknown shape x\n"
        + "Error: first part\n  second part\n")
    #expect(messages.errors == ["syntax error in line 3 near ']'", "first part second part"])
    #expect(messages.warnings == ["using box for unknown shape x"])
  }

  @Test func anEmptyEngineListMeansNoPluginConfiguration() {
    let messages = GraphvizMessages(
      captured: "Error: Layout type: \"dot\" not recognized. Use one of:\n")
    #expect(
      messages.layoutError(engine: .dot)
        == .pluginsNotConfigured(message: "Layout type: \"dot\" not recognized. Use one of:"))
  }

  @Test func aListWithoutTheEngineMeansTheEngineIsMissing() {
    let text = "Layout type: \"sfdp\" not recognized. Use one of: circo dot neato"
    let messages = GraphvizMessages(captured: "Error: \(text)\n")
    #expect(messages.layoutError(engine: .sfdp) == .engineUnavailable(.sfdp, message: text))
  }

  @Test func missingRenderersAreFormatErrors() {
    let missing = GraphvizMessages(captured: "Error: renderer for png is unavailable\n")
    #expect(
      missing.renderError(format: .png)
        == .formatUnavailable(.png, message: "renderer for png is unavailable"))
    let unconfigured = GraphvizMessages(
      captured: "Error: Format: \"svg\" not recognized. Use one of:\n")
    #expect(
      unconfigured.renderError(format: .svg)
        == .pluginsNotConfigured(message: "Format: \"svg\" not recognized. Use one of:"))
  }

  @Test func otherFailuresKeepGraphvizsText() {
    let messages = GraphvizMessages(captured: "Error: trouble in init_rank\n")
    #expect(
      messages.layoutError(engine: .dot) == .layoutFailed(.dot, message: "trouble in init_rank"))
    #expect(GraphvizMessages().renderError(format: .svg) == .renderFailed(.svg, message: ""))
    #expect(
      GraphvizError.renderFailed(.svg, message: "").description
        == "Graphviz could not render svg: no message from Graphviz")
  }
}
