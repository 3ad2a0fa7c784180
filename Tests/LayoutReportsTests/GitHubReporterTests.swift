import LayoutDiagnostics
import LayoutModel
import Testing

@testable import LayoutReports

@Suite struct GitHubReporterTests {
  @Test func escapesDataAndPropertiesLikeTheToolkit() {
    #expect(GitHubReporter.escapeData("100% a\r\nb, c: d") == "100%25 a%0D%0Ab, c: d")
    #expect(GitHubReporter.escapeProperty("100% a\r\nb, c: d") == "100%25 a%0D%0Ab%2C c%3A d")
  }

  @Test func noInputCanEndAPropertyOrTheCommand() {
    let file = "weird,line=1::x.log"
    let finding = Finding(
      rule: .truncation, message: "50% done\n::error::injected",
      location: SourceLocation(file: file, line: 4, column: 2), anchor: "a")
    let output = GitHubReporter().render(
      CheckReport(toolVersion: "0", inputs: [file], findings: [finding]))
    let first = output.split(separator: "\n")[0]
    #expect(
      first
        == "::warning file=weird%2Cline=1%3A%3Ax.log,line=4,col=2,title=truncation::50%25 done%0A::error::injected"
    )
    #expect(output.split(separator: "\n").count == 2)
  }

  @Test func severitiesMapToCommands() {
    #expect(GitHubReporter.command(for: .error) == "error")
    #expect(GitHubReporter.command(for: .warning) == "warning")
    #expect(GitHubReporter.command(for: .note) == "notice")
  }

  @Test func columnOnlyWithALine() {
    let finding = Finding(
      rule: .truncation, message: "m", location: SourceLocation(file: "f.json", jsonPath: "$.a"),
      anchor: "a")
    let output = GitHubReporter().render(
      CheckReport(toolVersion: "0", inputs: ["f.json"], findings: [finding]))
    #expect(output.hasPrefix("::warning file=f.json,title=truncation::m (at $.a)\n"))
  }

  @Test func summaryEscapesMarkdown() {
    #expect(
      GitHubReporter.escapeMarkdown("a|b <c> & *d* _e_ [f](g) `h`\nnext")
        == "a\\|b &lt;c&gt; &amp; \\*d\\* \\_e\\_ \\[f\\](g) \\`h\\`<br>next")
  }
}
