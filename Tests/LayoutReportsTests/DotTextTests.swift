import Testing

@testable import LayoutReports

@Suite struct DotTextTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("say \"hi\"", "say \\\"hi\\\""),
    ("C:\\path", "C:\\\\path"),
    ("ends with\\", "ends with\\\\"),
    ("\\N \\G \\E \\T \\H \\L \\l \\r", "\\\\N \\\\G \\\\E \\\\T \\\\H \\\\L \\\\l \\\\r"),
    ("a & b &lt;", "a &amp; b &amp;lt;"),
    ("one\ntwo", "one\\ntwo"),
    ("one\r\ntwo\rthree\u{2028}four", "one\\ntwo\\nthree\\nfour"),
    ("tab\tbell\u{7}nul\u{0}del\u{7F}", "tab bell\u{FFFD}nul\u{FFFD}del\u{FFFD}"),
    ("<{[ ]}>;", "<{[ ]}>;"),
    ("ü ≥ 🙂", "ü ≥ 🙂"),
  ])
  func escapesEveryMeaningfulCharacter(text: String, expected: String) {
    #expect(DotText.escaped(text) == expected)
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let long = String(repeating: "a", count: 1000)
    #expect(DotText.escaped(long) == String(repeating: "a", count: 160) + "…")
  }

  @Test func quotedLinesJoinWithTheLineBreakEscape() {
    #expect(DotText.quotedLines(["a\"", "b\\"]) == "\"a\\\"\\nb\\\\\"")
  }
}
