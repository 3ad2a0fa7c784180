import Foundation
import GraphvizRendering
import Testing

@testable import LayoutReports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Untrusted ids, class names, identifiers and titles must not change the graph's structure or
/// attributes, in the DOT text or in what Graphviz makes of it.
@Suite struct DotWriterHostileTests {
  let dot = DotWriter().write(ConstraintGraphSamples.hostile)

  @Test func everyAttributeNameIsOurs() throws {
    let scanner = try DotScanner(dot)
    let allowed = Set(DotAttribute.allCases.map(\.rawValue))
    let used = Set(scanner.attributes.map(\.name))
    #expect(used.isSubset(of: allowed), "unexpected: \(used.subtracting(allowed))")
  }

  @Test func everyStatementIDIsGenerated() throws {
    let scanner = try DotScanner(dot)
    for id in scanner.statementIDs {
      let generated =
        id == "constraints" || id == "note" || id == "cluster_key"
        || id.wholeMatch(of: /n[0-9]+|cluster_n[0-9]+/) != nil
      #expect(generated, "input text became an ID: \(id)")
    }
    // 12 nodes plus one placeholder for the unknown item.
    #expect(Set(scanner.statementIDs.filter { $0.wholeMatch(of: /n[0-9]+/) != nil }).count == 13)
  }

  @Test func labelsCarryTheTextLiterally() throws {
    let labels = try DotScanner(dot).values(of: "label").joined(separator: "\n")
    for text in ConstraintGraphSamples.hostileTexts {
      let expected = text.replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\t", with: " ")
        .replacingOccurrences(of: "\u{7}", with: "\u{FFFD}")
        .replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
      #expect(labels.contains(expected), "missing: \(expected.debugDescription)")
    }
  }

  @Test func graphvizReadsTheSameStructure() throws {
    let rendered = try GraphvizRenderer.render(dot: dot, format: .dot)
    let laidOut = try DotScanner(String(decoding: rendered.data, as: UTF8.self))
    let written = try DotScanner(dot)
    #expect(Set(laidOut.statementIDs) == Set(written.statementIDs))
    #expect(rendered.shape.nodes == Set(written.statementIDs.filter(isNodeID)).count)
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
  }

  @Test func theSVGShowsTheTextAndLinksNothing() throws {
    let rendered = try GraphvizRenderer.render(dot: dot, format: .svg)
    let collector = SVGTextCollector()
    let parser = XMLParser(data: rendered.data)
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.elements.isDisjoint(with: ["image", "script", "foreignObject"]))
    #expect(!collector.attributeNames.contains("xlink:href"))
    #expect(!collector.attributeNames.contains("href"))
    let shown = collector.texts.joined(separator: "\n")
    #expect(shown.contains("image=\"/etc/passwd\""))
    #expect(shown.contains("\\N \\G \\E \\T \\H \\L \\l \\r \\n"))
    #expect(shown.contains("&lt;x&gt; &amp; &#60;"))
    #expect(shown.contains("<b>bold</b> & <i>{braces}</i>"))
    #expect(shown.contains("C:\\path\\to\\view"))
    #expect(shown.contains("ends with\\"))
  }

  @Test(arguments: [GraphvizFormat.png, .pdf])
  func binaryFormatsRender(format: GraphvizFormat) throws {
    let rendered = try GraphvizRenderer.render(dot: dot, format: format)
    let magic = try #require(format.magicBytes)
    #expect(Array(rendered.data.prefix(magic.count)) == magic)
  }
}

private func isNodeID(_ id: String) -> Bool {
  id.wholeMatch(of: /n[0-9]+/) != nil || id == "note"
}

/// Collects element names, attribute names and text from an SVG document.
final class SVGTextCollector: NSObject, XMLParserDelegate {
  var elements: Set<String> = []
  var attributeNames: Set<String> = []
  var texts: [String] = []
  private var current = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements.insert(elementName)
    attributeNames.formUnion(attributeDict.keys)
    current = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "text" { texts.append(current) }
    current = ""
  }
}
