import LayoutModel
import LayoutParsing
import Testing

/// `wrap=` and `heights=` in listings, `"wrap"` and `"heightForWidth"` in JSON dumps.
@Suite struct WrappingParsingTests {
  static func wrapping(_ text: String, file: String = "t.layout") throws -> TextWrapping? {
    try parse(text, file: file).document.hierarchy.view("label")?.wrapping
  }

  @Test func readsWrapAndLines() throws {
    #expect(
      try Self.wrapping("view label wrap=442x20.5")
        == TextWrapping(text: .init(naturalWidth: 442, lineHeight: 20.5)))
    #expect(
      try Self.wrapping("view label wrap=700x16,lines=2 hidden")
        == TextWrapping(text: .init(naturalWidth: 700, lineHeight: 16, lines: 2)))
  }

  @Test func readsHeightSamplesSortedByWidth() throws {
    let wrapping = try Self.wrapping("view label heights=300:41,200:61.5 wrap=442x20.5")
    #expect(
      wrapping
        == TextWrapping(
          text: .init(naturalWidth: 442, lineHeight: 20.5),
          samples: [.init(width: 200, height: 61.5), .init(width: 300, height: 41)]))
  }

  @Test func readsTheJSONKeys() throws {
    let json = """
      {"format": "layout-dump", "version": 1, "views": [{"id": "label",
       "wrap": {"naturalWidth": 442, "lineHeight": 20.5, "lines": 3},
       "heightForWidth": [{"width": 300, "height": 41}, {"width": 200, "height": 61.5}]}]}
      """
    #expect(
      try Self.wrapping(json, file: "t.json")
        == TextWrapping(
          text: .init(naturalWidth: 442, lineHeight: 20.5, lines: 3),
          samples: [.init(width: 200, height: 61.5), .init(width: 300, height: 41)]))
  }

  static let listingErrors: [(String, String)] = [
    (
      "view label wrap=442",
      "t.layout:1:20: error: expected 'x' between the one-line width and the line height"
        + " (NATURALxLINE)"
    ),
    ("view label wrap=-4x20", "t.layout:1:17: error: one-line width -4 is negative"),
    (
      "view label wrap=4x20,lines=2.5",
      "t.layout:1:28: error: invalid lines '2.5' (expected a whole number of lines, 0 for no"
        + " limit)"
    ),
    (
      "view label wrap=4x20,line=2",
      "t.layout:1:22: error: expected lines=N after the line height, found 'line=2'"
    ),
    (
      "view label heights=200:40,200:30",
      "t.layout:1:27: error: invalid heights '200' (expected one height per width)"
    ),
    (
      "view label heights=200-40",
      "t.layout:1:23: error: expected ':' between a width and its height (W:H), found '-40'"
    ),
    ("view label heights=200:-40", "t.layout:1:24: error: sample height -40 is negative"),
    ("view label wrap=4x20 wrap=5x20", "t.layout:1:22: error: duplicate key 'wrap'"),
  ]

  @Test(arguments: listingErrors)
  func listingErrorsNameLineAndColumn(_ text: String, _ message: String) {
    #expect(parseError(text) == message)
  }

  static let jsonErrors: [(String, String)] = [
    (
      #"{"naturalWidth": 10}"#,
      "t.json:$.views[0].wrap: error: missing key 'lineHeight'"
    ),
    (
      #"{"naturalWidth": 10, "lineHeight": -1}"#,
      "t.json:$.views[0].wrap.lineHeight: error: line height -1 is negative"
    ),
    (
      #"{"naturalWidth": 10, "lineHeight": 1, "lines": -1}"#,
      "t.json:$.views[0].wrap.lines: error: invalid lines '-1' (expected a whole number of"
        + " lines, 0 for no limit)"
    ),
  ]

  @Test(arguments: jsonErrors)
  func jsonErrorsNameThePath(_ wrap: String, _ message: String) {
    let json =
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "label", "wrap": "#
      + wrap + "}]}"
    #expect(parseError(json, file: "t.json") == message)
  }

  @Test func jsonSampleErrorsNameThePath() {
    let json = """
      {"format": "layout-dump", "version": 1, "views": [{"id": "label",
       "heightForWidth": [{"width": 300, "height": 41}, {"width": 300}]}]}
      """
    #expect(
      parseError(json, file: "t.json")
        == "t.json:$.views[0].heightForWidth[1]: error: missing key 'height'")
  }
}
