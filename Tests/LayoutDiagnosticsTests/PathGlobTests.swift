import LayoutModel
import Testing

@testable import LayoutDiagnostics

@Suite struct PathGlobTests {
  func glob(_ pattern: String) throws -> PathGlob { try PathGlob(pattern) }

  @Test func aFolderPatternMatchesEverythingInside() throws {
    let pods = try glob("Pods")
    #expect(pods.matches("Pods"))
    #expect(pods.matches("Pods/Kit/View.xib"))
    #expect(!pods.matches("App/Pods/View.xib"))
    #expect(!pods.matches("Podsy/View.xib"))
    #expect(try glob("Pods/").matches("Pods/a.log"))
    #expect(try glob("./Pods").matches("Pods/a.log"))
  }

  /// Many `**` against a deep path: answered from a table of pattern and path suffixes. Tried
  /// split by split, `**/**/**/**/**/**/**/**/nomatch` against a path 26 folders deep ran for
  /// minutes (a configuration's `excluded` hung the walk).
  @Test func manyDoubleStarsAgainstADeepPath() throws {
    let deep = (1...60).map { "d\($0)" }.joined(separator: "/") + "/View.xib"
    let stars = Array(repeating: "**", count: 12).joined(separator: "/")
    #expect(!(try glob(stars + "/nomatch").matches(deep)))
    #expect(try glob(stars + "/d60").matches(deep))
    #expect(try glob(stars + "/d3/**/d60/*.xib").matches(deep))
    #expect(!(try glob(stars + "/d59/**/d3/*.xib").matches(deep)))
    #expect(try glob("**").matches("a"))
    #expect(try glob("a/**/b").matches("a/b"))
    #expect(try glob("a/**/b").matches("a/x/y/b"))
    #expect(!(try glob("a/**/b").matches("a/x/y/c")))
  }

  @Test func starsQuestionMarksAndSetsStayInsideOneComponent() throws {
    #expect(try glob("*.log").matches("a.log"))
    #expect(!(try glob("*.log").matches("logs/a.log")))
    #expect(try glob("Screens/Old?.storyboard").matches("Screens/Old1.storyboard"))
    #expect(!(try glob("Screens/Old?.storyboard").matches("Screens/Old12.storyboard")))
    #expect(try glob("[A-C]*").matches("Beta/x.xib"))
    #expect(!(try glob("[A-C]*").matches("Delta/x.xib")))
    #expect(try glob("[!A-C]*").matches("Delta"))
    #expect(try glob("a*b*c").matches("aXXbYYc"))
    #expect(!(try glob("a*b*c").matches("aXXbYY")))
  }

  @Test func doubleStarSpansAnyNumberOfFolders() throws {
    let xibs = try glob("**/*.xib")
    #expect(xibs.matches("A.xib"))
    #expect(xibs.matches("App/Screens/A.xib"))
    #expect(!xibs.matches("App/Screens/A.storyboard"))
    let legacy = try glob("App/**/Legacy")
    #expect(legacy.matches("App/Legacy/a.log"))
    #expect(legacy.matches("App/x/y/Legacy/a.log"))
    #expect(!legacy.matches("Other/Legacy/a.log"))
  }

  @Test func badPatternsSayWhy() {
    #expect(throws: PathGlob.Error(reason: "'[' without its ']'")) { try glob("[ab") }
    #expect(throws: PathGlob.Error(reason: "an empty pattern")) { try glob("./") }
    #expect(
      throws: PathGlob.Error(
        reason: "an absolute path; patterns are relative to the configuration's folder")
    ) { try glob("/etc") }
    #expect(
      throws: PathGlob.Error(reason: "'**' must be a whole path component, as in 'a/**/b'")
    ) { try glob("a**b") }
  }

  /// Whether a folder may hold a path the pattern matches, so a walk enters it: by the
  /// pattern's leading components, whatever they are (`*`, `?`, sets, `**`), not by its text.
  @Test func mayMatchInsideAFolder() throws {
    let cases: [(pattern: String, folder: String, expected: Bool)] = [
      ("Pods/MyKit/**", "Pods", true),
      ("Pods/MyKit/**", "Pods/MyKit", true),
      ("Pods/MyKit/**", "Carthage", false),
      ("./Pods/MyKit", "Pods", true),
      ("Pods/*/Sources", "Pods/MyKit", true),
      ("Pods/[A-M]*/Sources", "Pods/MyKit", true),
      ("Pods/[A-M]*/Sources", "Pods/Zed", false),
      ("Pods/Kit?/x.log", "Pods/Kit2", true),
      ("**/*.xib", "Pods/MyKit", true),
      ("Pods/**/Screens/*.xib", "Pods/A/B", true),
      ("App", "Pods", false),
      ("Pods", "Pods", true),
      ("Pods", "Pods/MyKit", true),
      ("Pods/MyKit", "Pods/MyKitten", false),
    ]
    for (pattern, folder, expected) in cases {
      #expect(try glob(pattern).mayMatch(inside: folder) == expected, "\(pattern) in \(folder)")
    }
  }
}

@Suite struct RuleSettingsTests {
  func finding(_ rule: String, _ file: String, _ severity: Finding.Severity = .error) -> Finding {
    Finding(
      ruleID: rule, severity: severity, message: "m",
      location: SourceLocation(file: file, line: 1, column: 1), anchor: file)
  }

  @Test func disabledRulesSeveritiesAndPerRuleExclusions() throws {
    var settings = RuleSettings()
    #expect(settings.isEmpty)
    settings.disabled = ["truncation"]
    settings.severities = ["ambiguous-layout": .warning]
    settings.excluded = ["unsatisfiable-constraints": [try PathGlob("Legacy")]]
    let findings = [
      finding("truncation", "a.log", .warning),
      finding("ambiguous-layout", "a.layout"),
      finding("unsatisfiable-constraints", "Legacy/b.log"),
      finding("unsatisfiable-constraints", "c.log"),
      finding("unsatisfiable-constraints", "/elsewhere/Legacy/d.log"),
    ]
    let kept = settings.apply(to: findings) { $0.hasPrefix("/") ? nil : $0 }
    #expect(kept.map(\.location.file) == ["a.layout", "c.log", "/elsewhere/Legacy/d.log"])
    #expect(kept.map(\.severity) == [.warning, .error, .error])
  }
}
