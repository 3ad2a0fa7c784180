import Foundation
import LayoutModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Interface Builder document: its tag, attributes, children (indices into
/// `InterfaceBuilderXML.elements`) and where its start tag is.
struct InterfaceBuilderElement {
  /// The tag (`label`, `constraint`, `rect`).
  var name: String
  /// The attributes as written.
  var attributes: [String: String]
  /// The child elements, in document order, as indices into the tree.
  var children: [Int] = []
  /// The parent element's index, `nil` for the document element.
  var parent: Int?
  /// 1-based line and column of the start tag's `<`.
  var line: Int
  var column: Int
  /// The comment just before the element (`<!--View Controller-->` names a scene).
  var comment: String?
  /// The character data of a `<string>` element (a label's `<string key="text">`, which
  /// Interface Builder writes for a text an attribute cannot hold: long, or with line
  /// breaks); `nil` for every other element, whose text is only whitespace.
  var text: String?

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// Whether the attribute is `YES`.
  func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}

/// An Interface Builder document read as XML: every element with its line and column, in
/// document order (index 0 is the document element).
///
/// Read with Foundation's `XMLParser` (FoundationXML on Linux). A document holding a document
/// type declaration (`<!DOCTYPE`) or an entity declaration (`<!ENTITY`) is refused before it is
/// parsed: Interface Builder never writes one, so entity expansion (billion laughs) and external
/// entities cannot happen; external entities are also switched off in the parser.
struct InterfaceBuilderXML {
  var elements: [InterfaceBuilderElement]

  /// The deepest element nesting read: real documents nest about 20 deep (realib's deepest,
  /// 21), and each view level is two (`<view>`, `<subviews>`); the reader descends views
  /// recursively, and a thread's stack holds some hundred levels in a debug build.
  static let maximumDepth = 200

  /// The children of `index` named `name`.
  func children(of index: Int, named name: String) -> [Int] {
    elements[index].children.filter { elements[$0].name == name }
  }

  /// The first child of `index` named `name` whose `key` attribute is `key` (any key when
  /// `nil`).
  func child(of index: Int, named name: String? = nil, key: String?) -> Int? {
    elements[index].children.first { child in
      (name == nil || elements[child].name == name!)
        && (key == nil || elements[child]["key"] == key)
    }
  }

  /// The most bytes of one document FoundationXML's parser (libxml2 without `XML_PARSE_HUGE`)
  /// reads.
  static let parserLimit = 10_000_000

  /// Parses `bytes`.
  /// - Throws: `LayoutFileError` at the offending line and column: `.documentTypeDeclaration`
  ///   for a `<!DOCTYPE` or `<!ENTITY`, `.invalidXML` for text that is not well-formed XML
  ///   (truncated documents included), elements nested deeper than `maximumDepth` or a
  ///   document the parser stops in for its size (`parserLimit`),
  ///   `.emptyInput` for an empty or blank file.
  static func parse(_ bytes: [UInt8], file: String) throws(LayoutFileError) -> InterfaceBuilderXML {
    let lines = LineStarts(bytes)
    // An empty or blank file is no document at all, not one that "ends early".
    if bytes.allSatisfy({ [.space, .tab, .newline, .carriageReturn].contains($0) }) {
      throw LayoutFileError(.emptyInput, at: SourceLocation(file: file, line: 1, column: 1))
    }
    // Interface Builder writes UTF-8. Anything else is refused before the parser sees it:
    // FoundationXML traps on a tag or attribute that is not UTF-8, and a document in another
    // encoding could hide a `<!DOCTYPE` from the scan below.
    // A fast validating pass first; the scalar-by-scalar search for the place only when it
    // fails.
    if !InputText.isUTF8(bytes), let offset = firstInvalidUTF8(bytes) {
      throw LayoutFileError(.notUTF8, at: lines.location(offset, file: file))
    }
    if let declared = declaredEncoding(bytes),
      !["utf-8", "utf8"].contains(declared.lowercased())
    {
      throw LayoutFileError(
        .invalidXML("declares encoding '\(declared)'; Interface Builder documents are UTF-8"),
        at: lines.location(0, file: file))
    }
    // FoundationXML also traps on a processing instruction without data (`<?xml?>`, `<?a?>`);
    // Interface Builder writes none besides the XML declaration that opens the file.
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let declaration = Array("<?xml".utf8)
    var searchFrom = start
    if bytes[start...].starts(with: declaration), bytes.count > start + declaration.count,
      [.space, .tab, .newline, .carriageReturn].contains(bytes[start + declaration.count])
    {
      searchFrom = start + declaration.count
    }
    if let offset = find(Array("<?".utf8), in: Array(bytes[searchFrom...])) {
      throw LayoutFileError(
        .invalidXML(
          "a processing instruction ('<?'); Interface Builder documents have none but the XML"
            + " declaration"),
        at: lines.location(searchFrom + offset, file: file))
    }
    for marker in ["<!DOCTYPE", "<!ENTITY"] {
      if let offset = find(Array(marker.utf8), in: bytes) {
        throw LayoutFileError(.documentTypeDeclaration, at: lines.location(offset, file: file))
      }
    }
    let delegate = InterfaceBuilderXMLDelegate(lines: lines, bytes: bytes)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = delegate
    let parsed = parser.parse()
    // Before the parser's own verdict: libxml2 gives up on very deep nesting as on a
    // truncated document.
    if let (line, column) = delegate.tooDeep {
      throw LayoutFileError(
        .invalidXML(
          "elements nested more than \(maximumDepth) deep; Interface Builder documents nest a few"
            + " dozen"),
        at: SourceLocation(file: file, line: line, column: column))
    }
    if !parsed || delegate.elements.isEmpty || delegate.open.count > 0 {
      throw failure(
        bytes: bytes, lines: lines, file: file, parsedElements: !delegate.elements.isEmpty,
        at: (
          max(delegate.firstError?.line ?? parser.lineNumber, 1),
          max(delegate.firstError?.column ?? parser.columnNumber, 1)
        ))
    }
    // The parser stops at the root's end without a word about what follows: a second
    // document pasted after the first, or a merge conflict's `>>>>>>> branch`, passed.
    if let end = delegate.rootEnd, let offset = firstContent(after: end, in: bytes) {
      throw LayoutFileError(
        .invalidXML("content after the document's root element ends"),
        at: lines.location(offset, file: file))
    }
    return InterfaceBuilderXML(elements: delegate.elements)
  }

  /// Why a document the parser did not read whole failed, at `position` (the parser's first
  /// error): too large for the parser, not XML at all, cut short, or not well-formed.
  static func failure(
    bytes: [UInt8], lines: LineStarts, file: String, parsedElements: Bool,
    at position: (line: Int, column: Int)
  ) -> LayoutFileError {
    // libxml2, which FoundationXML parses with, reads at most 10,000,000 bytes of one
    // document without its "huge" option, which Foundation does not set, and then reports
    // an end too early: a valid 10.9 MB storyboard was "truncated".
    if bytes.count > parserLimit {
      return LayoutFileError(
        .invalidXML(
          "\(bytes.count) bytes, more than the \(parserLimit) the XML parser reads in one"
            + " document"), at: SourceLocation(file: file, line: 1, column: 1))
    }
    let (line, column) = position
    // The last line with text: a final line break starts no line of the document's.
    let lastLine = lines.count - (bytes.last == UInt8(ascii: "\n") ? 1 : 0)
    let atEnd = line >= lastLine
    let what =
      !parsedElements && !atEnd
      ? "not an XML document"
      : atEnd ? "XML ends early (truncated document?)" : "XML is not well-formed"
    return LayoutFileError(
      .invalidXML(what), at: SourceLocation(file: file, line: line, column: column))
  }

  /// The offset of the first byte from `start` on that is neither white space nor inside a
  /// comment, or `nil` when there is none: what XML allows after the root element.
  static func firstContent(after start: Int, in bytes: [UInt8]) -> Int? {
    let open = Array("<!--".utf8)
    let close = Array("-->".utf8)
    var offset = start
    while offset < bytes.count {
      if [.space, .tab, .newline, .carriageReturn].contains(bytes[offset]) {
        offset += 1
      } else if bytes[offset...].starts(with: open),
        let end = find(close, in: Array(bytes[(offset + open.count)...]))
      {
        offset += open.count + end + close.count
      } else {
        return offset
      }
    }
    return nil
  }

  /// The offset of the first byte of `bytes` that does not begin valid UTF-8, or `nil` when
  /// all of it is.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The `encoding` of the XML declaration that opens `bytes` (`<?xml version="1.0"
  /// encoding="UTF-8"?>`), or `nil` without one.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes[start...].starts(with: Array("<?xml".utf8)),
      let end = find(Array("?>".utf8), in: Array(bytes[start...].prefix(512)))
    else { return nil }
    let declaration = String(decoding: bytes[start..<(start + end)], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  /// The offset of the first occurrence of `needle` in `bytes`.
  static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// The byte offsets where lines start, to turn offsets into lines and columns.
struct LineStarts {
  var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    for (index, byte) in bytes.enumerated() where byte == .newline { starts.append(index + 1) }
  }

  /// How many lines the text has.
  var count: Int { starts.count }

  /// The 1-based line and column of `offset` (columns count bytes).
  func location(_ offset: Int, file: String) -> SourceLocation {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(file: file, line: low + 1, column: offset - starts[low] + 1)
  }
}

/// Builds the element tree as `XMLParser` reports it.
private final class InterfaceBuilderXMLDelegate: NSObject, XMLParserDelegate {
  let lines: LineStarts
  let bytes: [UInt8]
  var elements: [InterfaceBuilderElement] = []
  var open: [Int] = []
  var pendingComment: String?
  /// Where the parser first reported an error, as it reported it: it may read on to the end
  /// before it stops (a repeated attribute), so its position when `parse()` returns is not
  /// where the document went wrong.
  var firstError: (line: Int, column: Int)?
  /// Where an element first opened deeper than `InterfaceBuilderXML.maximumDepth`.
  var tooDeep: (line: Int, column: Int)?
  /// The byte offset just past the root element's end tag, once it has closed.
  var rootEnd: Int?

  /// Keeps the first error. The parser is not stopped there: on Linux, `abortParsing()`
  /// called from this callback leaves libxml2 reading a freed context (a segmentation fault
  /// in `xmlParseChunk`, found by fuzzing), so it reads on and reports the rest, each error
  /// costing a string Foundation's handler never frees (a fuzzing process grows by some
  /// hundreds of bytes per broken document; a run of the tool reads a few).
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber) }
  }

  init(lines: LineStarts, bytes: [UInt8]) {
    self.lines = lines
    self.bytes = bytes
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let (line, column) = startOfTag(
      elementName, line: parser.lineNumber, column: parser.columnNumber)
    let index = elements.count
    elements.append(
      InterfaceBuilderElement(
        name: elementName, attributes: attributeDict, parent: open.last, line: line,
        column: column, comment: pendingComment))
    pendingComment = nil
    if let parent = open.last { elements[parent].children.append(index) }
    open.append(index)
    if open.count > InterfaceBuilderXML.maximumDepth, tooDeep == nil { tooDeep = (line, column) }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = open.popLast()
    if open.isEmpty, rootEnd == nil {
      rootEnd = endOfTag(elementName, line: parser.lineNumber, column: parser.columnNumber)
    }
  }

  /// The byte offset just past the tag that closes the root element, which the parser
  /// reports at `line`:`column`: past the `>` after the last `</name` at or before it (or of
  /// the start tag, for a root written `<name/>`).
  func endOfTag(_ name: String, line: Int, column: Int) -> Int {
    guard line >= 1, line <= lines.count else { return bytes.count }
    let reported = min(lines.starts[line - 1] + max(column, 1), bytes.count)
    var offset = reported
    for needle in [Array(("</" + name).utf8), Array(("<" + name).utf8)] {
      var candidate = reported - needle.count
      while candidate >= 0 {
        if bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) { break }
        candidate -= 1
      }
      if candidate >= 0 {
        offset = candidate
        break
      }
    }
    while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") { offset += 1 }
    return min(offset + 1, bytes.count)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let index = open.last, elements[index].name == "string" else { return }
    elements[index].text = (elements[index].text ?? "") + string
  }

  /// A `<string>`'s text in a CDATA section is its text too (`<![CDATA[A < B]]>`).
  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment.trimmingCharacters(in: .whitespaces)
  }

  /// The line and column of the `<` that opens the tag `name` the parser reports at
  /// `line`:`column` (the end of the start tag in libxml2): the last `<name` at or before it.
  func startOfTag(_ name: String, line: Int, column: Int) -> (Int, Int) {
    guard line >= 1, line <= lines.count else { return (max(line, 1), max(column, 1)) }
    let needle = Array(("<" + name).utf8)
    var lineIndex = line - 1
    var end = min(lines.starts[lineIndex] + max(column, 1), bytes.count)
    while lineIndex >= 0 {
      let start = lines.starts[lineIndex]
      var offset = end - needle.count
      while offset >= start {
        if bytes[offset] == needle[0], bytes[offset..<(offset + needle.count)].elementsEqual(needle)
        {
          return (lineIndex + 1, offset - start + 1)
        }
        offset -= 1
      }
      lineIndex -= 1
      end = start
      if line - lineIndex > 50 { break }
    }
    return (line, max(column, 1))
  }
}
