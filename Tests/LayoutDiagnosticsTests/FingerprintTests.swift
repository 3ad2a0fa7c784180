import LayoutModel
import Testing

@testable import LayoutDiagnostics

@Suite struct FingerprintTests {
  @Test func isSixteenHexDigitsAndPinned() {
    let print = Fingerprint(
      ruleID: "unsatisfiable-constraints", file: "Logs/run.log", anchor: "a.width == 100")
    #expect(print.value.count == 16)
    #expect(print.value.allSatisfy { "0123456789abcdef".contains($0) })
    // Pinned so that a change of recipe is noticed (it would invalidate users' baselines).
    #expect(print.value == "f9212d07224e3fb8")
    #expect(Fingerprint.hex(Fingerprint.fnv1a64("")) == "cbf29ce484222325")
    #expect(Fingerprint.hex(Fingerprint.fnv1a64("a")) == "af63dc4c8601ec8c")
    #expect(Fingerprint.hex(Fingerprint.fnv1a64("foobar")) == "85944171f73967e8")
  }

  @Test func ignoresAddresses() {
    let first = Fingerprint(
      ruleID: "r", file: "a.log",
      anchor: "<NSLayoutConstraint:0x600003220a50 UIView:0x7fcdaff031e0.height == 200>")
    let second = Fingerprint(
      ruleID: "r", file: "a.log",
      anchor: "<NSLayoutConstraint:0x6000024c6300 UIView:0x7fa914f2bbc0.height == 200>")
    #expect(first == second)
    let other = Fingerprint(
      ruleID: "r", file: "a.log",
      anchor: "<NSLayoutConstraint:0x6000024c6300 UIView:0x7fa914f2bbc0.height == 201>")
    #expect(first != other)
  }

  @Test func ignoresOrderAndWhitespaceOfAnchorLines() {
    let a = Fingerprint(ruleID: "r", file: "f", anchor: "x.width == 1\ny.width  ==\t2")
    let b = Fingerprint(ruleID: "r", file: "f", anchor: "\n y.width == 2\r\nx.width == 1 \n")
    #expect(a == b)
    #expect(Fingerprint.anchor(["b\nc", "a"]) == "b c\na")
  }

  @Test func ignoresFoldersOutsideTheWorkingDirectory() {
    let relative = Fingerprint(ruleID: "r", file: "run.log", anchor: "x")
    #expect(Fingerprint(ruleID: "r", file: "/home/ci/work/run.log", anchor: "x") == relative)
    #expect(Fingerprint(ruleID: "r", file: "./run.log", anchor: "x") == relative)
    #expect(Fingerprint(ruleID: "r", file: "Logs/run.log", anchor: "x") != relative)
    #expect(Fingerprint(ruleID: "s", file: "run.log", anchor: "x") != relative)
  }

  @Test(arguments: [
    ("./Logs//run.log", "Logs/run.log"),
    ("Logs/./a/../run.log", "Logs/run.log"),
    ("../up/run.log", "../up/run.log"),
    ("/abs/path/run.log", "run.log"),
    ("C:\\ci\\Logs\\run.log", "run.log"),
    ("Logs\\run.log", "Logs/run.log"),
    ("<stdin>", "<stdin>"),
  ])
  func normalizesPaths(path: String, expected: String) {
    #expect(Fingerprint.normalizedPath(path) == expected)
  }

  @Test(arguments: [
    ("UIView:0x7fcdaff031e0.height", "UIView:0x.height"),
    ("<NSLayoutConstraint:0x600003220a50 v", "<NSLayoutConstraint:0x v"),
    ("0xDEADbeef and 0X12", "0x and 0x"),
    ("value0x12 stays", "value0x12 stays"),
    ("0x alone and 0xg", "0x alone and 0xg"),
    ("Text1 'héllo' 0x1", "Text1 'héllo' 0x"),
    // After a scalar of several bytes (no word character), an address starts.
    ("é0x1f, _0x2 and 0x", "é0x, _0x2 and 0x"),
    ("no address at all", "no address at all"),
  ])
  func cutsAddresses(text: String, expected: String) {
    #expect(Fingerprint.withoutAddresses(text) == expected)
  }

  @Test func codesAsAPlainString() throws {
    let print = Fingerprint(value: "00000000000000ff")
    let entry = Baseline.Entry(fingerprint: print, rule: "r", file: "f", count: 1, message: "m")
    let text = String(decoding: Baseline(entries: [entry]).encoded(), as: UTF8.self)
    #expect(text.contains("\"fingerprint\" : \"00000000000000ff\""))
  }
}
