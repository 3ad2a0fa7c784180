import Foundation
import GraphvizRendering

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The checks every harness shares: a failed property prints one line and traps, so libFuzzer
/// keeps the input as a crash artifact.
enum FuzzCheck {
  /// The bytes libFuzzer passes.
  static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// Traps with `message` on standard error when `condition` is false.
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { return }
    FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
    abort()
  }

  /// `value` is a number (not NaN, not infinite).
  static func requireFinite(_ value: Double, _ what: @autoclosure () -> String) {
    require(value.isFinite, "\(what()) is \(value)")
  }

  /// `text` parses as JSON and holds no non-finite number.
  static func requireJSON(_ text: String, _ what: String) {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      require(false, "\(what) is not JSON: \(error)\n\(text.prefix(2_000))")
    }
  }

  /// `text` parses as XML.
  static func requireXML(_ text: String, _ what: String) {
    let parser = XMLParser(data: Data(text.utf8))
    require(
      parser.parse(),
      "\(what) is not XML: \(String(describing: parser.parserError))\n\(text.prefix(2_000))")
  }

  /// The attributes `DotWriter` writes (`DotAttribute`); any other name before `=` outside a quoted string came
  /// from input text that escaped its quotes.
  static let dotAttributes: Set<String> = [
    "arrowsize", "color", "fillcolor", "fontcolor", "fontname", "fontsize", "label", "labelloc",
    "margin", "nodesep", "penwidth", "rankdir", "ranksep", "shape", "style", "tooltip", "width",
    "height", "splines", "overlap", "outputorder", "newrank", "peripheries", "id",
  ]

  /// The attributes no DOT output may set: they read files or fetch URLs.
  static let forbiddenDotAttributes: Set<String> = [
    "image", "shapefile", "fontpath", "imagepath", "URL", "href", "tailURL", "headURL",
    "labelURL", "edgeURL", "tailhref", "headhref", "labelhref", "edgehref", "stylesheet",
  ]

  /// `dot` is well-formed DOT as far as quoting goes (every string closed, braces balanced
  /// outside strings), sets no forbidden attribute and no HTML label (`<...>` value), every
  /// attribute name outside strings is one `DotWriter` writes, and Graphviz's own parser reads
  /// it and finds nothing `GraphvizSafety` refuses (`GraphvizRenderer.check`).
  static func requireSafeDOT(_ dot: String) {
    let text = Array(dot.unicodeScalars)
    var index = 0
    var depth = 0
    var word = ""
    var lastWord = ""
    while index < text.count {
      let c = text[index]
      if c == "\"" {
        index += 1
        while index < text.count, text[index] != "\"" {
          if text[index] == "\\" { index += 1 }
          index += 1
        }
        require(index < text.count, "DOT string not closed\n\(dot.prefix(2_000))")
        word = ""
      } else if c == "{" || c == "[" {
        depth += 1
      } else if c == "}" || c == "]" {
        depth -= 1
        require(depth >= 0, "DOT brackets unbalanced\n\(dot.prefix(2_000))")
      } else if c == "=" {
        let name = word.isEmpty ? lastWord : word
        require(!forbiddenDotAttributes.contains(name), "DOT sets \(name)")
        require(dotAttributes.contains(name), "DOT sets unexpected attribute \(name)")
        var next = index + 1
        while next < text.count, text[next] == " " { next += 1 }
        require(next >= text.count || text[next] != "<", "DOT has an HTML label value")
        word = ""
      } else if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
        word.unicodeScalars.append(c)
      } else {
        if !word.isEmpty { lastWord = word }
        if c != " " { lastWord = c == "\n" ? "" : lastWord }
        word = ""
      }
      index += 1
    }
    require(depth == 0, "DOT brackets unbalanced at the end\n\(dot.prefix(2_000))")
    do {
      _ = try GraphvizRenderer.check(dot: dot)
    } catch {
      require(false, "Graphviz does not accept the DOT: \(error)\n\(dot.prefix(2_000))")
    }
  }
}
