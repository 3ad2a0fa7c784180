import LayoutParsing
import Testing

/// Input text quoted in an error or warning never breaks its line: control characters and line
/// separators are shown escaped (found by the `json-dump` fuzz harness: `f` then a newline).
@Suite struct OneLineErrorTests {
  @Test(arguments: [
    ("f\n\0\0", "j.json:1:2: error: expected a value, found '\\n' (in $)"),
    (
      #"{"format": "x\ny\u2028z", "version": 1}"#,
      "j.json:$.format: error: unsupported format 'x\\ny\\u{2028}z' (expected 'layout-dump')"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "a\rb", "class": "UIView"},"#
        + #" {"id": "a\rb", "class": "UIView"}], "constraints": []}"#,
      "j.json:$.views[0].id: error: invalid id 'a\\rb' (expected letters, digits, '_', '$'"
        + " and '-', not starting with a digit or '-')"
    ),
  ])
  func jsonErrorsStayOnOneLine(text: String, message: String) {
    do {
      _ = try LayoutFileParser.parseJSON(Array(text.utf8), file: "j.json")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func listingErrorsStayOnOneLine() {
    do {
      _ = try LayoutListingParser.parse(Array("view a\u{0B}b class=UIView\n".utf8), file: "l")
      Issue.record("accepted")
    } catch {
      #expect(!error.description.contains { $0.isNewline })
    }
  }
}
