import Foundation
import LayoutDiagnostics
import LayoutModel
import Testing

@testable import LayoutReports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the elements of an XML document with their attributes and text.
final class XMLCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  var elements: [Element] = []
  private var open: [Int] = []
  var error: (any Error)?

  static func parse(_ text: String) -> XMLCollector {
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    if !parser.parse() { collector.error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    return collector
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: name, attributes: attributes))
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    error = parseError
  }

  func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

@Suite struct JUnitReporterTests {
  @Test(arguments: SampleReports.all.map(\.name))
  func outputIsWellFormedXMLWithConsistentTotals(sample: String) throws {
    let report = try #require(SampleReports.all.first { $0.name == sample }?.report)
    let xml = XMLCollector.parse(JUnitReporter().render(report))
    #expect(xml.error == nil)
    let root = try #require(xml.all("testsuites").first)
    let suites = xml.all("testsuite")
    #expect(suites.map { $0.attributes["name"] ?? "" } == report.inputs)
    #expect(xml.all("testcase").count == report.inputs.count * RuleDescriptor.all.count)
    #expect(root.attributes["tests"] == String(xml.all("testcase").count))
    #expect(root.attributes["failures"] == String(xml.all("failure").count))
    let failingRules = Set(report.findings.map { "\($0.location.file) \($0.ruleID)" })
    #expect(xml.all("failure").count == failingRules.count)
    for suite in suites {
      let tests = Int(suite.attributes["tests"] ?? "") ?? -1
      #expect(tests == RuleDescriptor.all.count)
    }
  }

  @Test func hostileTextIsEscapedAndControlCharactersShown() throws {
    let nasty = "a & b < c > d \"q\" 'a' \u{1}\u{8}\u{B}\u{1F} ]]> end\ttab"
    let file = "dir/\"odd\" & <name>.log"
    let report = CheckReport(
      toolVersion: "0.1.0", inputs: [file],
      findings: [
        Finding(
          rule: .unparsedLogLine, message: nasty,
          location: SourceLocation(file: file, line: 2, column: 1), anchor: nasty)
      ],
      inputErrors: [])
    let text = JUnitReporter().render(report)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    let xml = XMLCollector.parse(text)
    #expect(xml.error == nil)
    let failure = try #require(xml.all("failure").first)
    // As on every one-line output (`MessageLine.oneLine`): the vertical tab is a line break,
    // folded to a space, the tab a space, and the other controls are shown as escapes.
    let line = "a & b < c > d \"q\" 'a' \\u{01}\\u{08} \\u{1F} ]]> end tab"
    #expect(failure.attributes["message"] == line)
    #expect(failure.text.contains(line + " [unparsed-log-line]"))
    #expect(xml.all("testsuite").first?.attributes["name"] == file)
  }

  @Test func unreadableInputsAreErrors() throws {
    let report = CheckReport(
      toolVersion: "0.1.0", inputs: ["good.log", "bad.json"], findings: [],
      inputErrors: [.init(file: "bad.json", message: "bad.json:$: truncated JSON")])
    let xml = XMLCollector.parse(JUnitReporter().render(report))
    #expect(xml.error == nil)
    #expect(xml.all("testsuites").first?.attributes["errors"] == "1")
    let error = try #require(xml.all("error").first)
    #expect(error.attributes["message"] == "bad.json:$: truncated JSON")
    #expect(xml.all("testcase").count == 1 + RuleDescriptor.all.count)
  }

  @Test func xmlEscapingRules() {
    #expect(XML.text("<a & b>") == "&lt;a &amp; b&gt;")
    #expect(XML.attribute("\"x\"\n'y'\t") == "&quot;x&quot;&#10;&apos;y&apos;&#9;")
    #expect(XML.text("ok\u{0}\u{FFFE}\u{FFFF}😀") == "ok😀")
    #expect(XML.text("a\r\nb") == "a&#13;\nb")
  }
}
