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

  /// The DOT texts Graphviz has already read and accepted in this process, and their total
  /// size in bytes. Graphviz's parser is deterministic, so reading an accepted text again
  /// tells nothing new; many mutated inputs give the same graph (a mutation in a line the
  /// reader skips, a trace repeated in the log). Cleared past `acceptedLimit` bytes.
  nonisolated(unsafe) static var acceptedDOT: Set<String> = []
  nonisolated(unsafe) static var acceptedBytes = 0
  static let acceptedLimit = 64 << 20

  /// `dot` is well-formed DOT as far as quoting goes (every string closed, braces balanced
  /// outside strings), sets no forbidden attribute and no HTML label (`<...>` value), every
  /// attribute name outside strings is one `DotWriter` writes, and Graphviz's own parser reads
  /// it and finds nothing `GraphvizSafety` refuses (`GraphvizRenderer.check`; a text it
  /// accepted before in this process is not read again).
  static func requireSafeDOT(_ dot: String) {
    var depth = 0
    var word = ""
    var lastWord = ""
    // One pass over the scalars (an iterator: no index validation per step).
    var inString = false
    var escaping = false
    var afterEquals = false
    for c in dot.unicodeScalars {
      if inString {
        if escaping {
          escaping = false
        } else if c == "\\" {
          escaping = true
        } else if c == "\"" {
          inString = false
        }
        continue
      }
      if afterEquals {
        if c == " " { continue }
        require(c != "<", "DOT has an HTML label value")
        afterEquals = false
      }
      if c == "\"" {
        inString = true
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
        afterEquals = true
        word = ""
      } else if isWordScalar(c) {
        word.unicodeScalars.append(c)
      } else {
        if !word.isEmpty { lastWord = word }
        if c != " " { lastWord = c == "\n" ? "" : lastWord }
        word = ""
      }
    }
    require(!inString, "DOT string not closed\n\(dot.prefix(2_000))")
    require(depth == 0, "DOT brackets unbalanced at the end\n\(dot.prefix(2_000))")
    guard !acceptedDOT.contains(dot) else { return }
    do {
      _ = try GraphvizRenderer.check(dot: dot)
    } catch {
      require(false, "Graphviz does not accept the DOT: \(error)\n\(dot.prefix(2_000))")
    }
    if acceptedBytes > acceptedLimit {
      acceptedDOT.removeAll()
      acceptedBytes = 0
    }
    acceptedDOT.insert(dot)
    acceptedBytes += dot.utf8.count
  }

  /// Whether `c` belongs to a DOT word: a letter, a digit or `_` (ASCII without a Unicode
  /// property lookup).
  static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII {
      let v = c.value
      return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0x30...0x39).contains(v)
        || v == 0x5F
    }
    return c.properties.isAlphabetic
  }
}
