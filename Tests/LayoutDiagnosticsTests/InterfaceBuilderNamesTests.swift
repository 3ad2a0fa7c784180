import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Findings on Interface Builder documents name views as the canvas does (`userLabel`, else
/// the text, else class and object id) with the object id, through the one naming table
/// (`ItemNames`) that console reports use; anchors keep the object ids.
@Suite struct InterfaceBuilderNamesTests {
  static func findings(_ text: String, name: String) throws -> [Finding] {
    try InputAnalysis.standard.findings(name: name, text: text, kind: .interfaceBuilder).findings
  }

  static func fixture() throws -> [Finding] {
    try findings(
      Fixtures.text("interface-builder/named-views.xib"), name: "named-views.xib")
  }

  @Test func aMisplacedViewIsNamedByItsUserLabelAndId() throws {
    let finding = try #require(try Self.fixture().first { $0.ruleID == "misplaced-view" })
    #expect(
      finding.message
        == "Frame for 'Title Label' (ttl-nm-002) will be different at run time: y 10 → 20.")
    #expect(finding.anchor == "ttl-nm-002")
  }

  @Test func conflictLinesQuoteNamesAndKeepIdsInTheAnchor() throws {
    let finding = try #require(
      try Self.fixture().first { $0.ruleID == "unsatisfiable-constraints" })
    #expect(
      finding.notes.map(\.message).prefix(4) == [
        "'Title Label'.leading == 'Profile Card'.leading + 16",
        "'Profile Card'.trailing == 'Title Label'.trailing + 16",
        "'Title Label'.width == 400 (broken)",
        "'Profile Card'.width == 320 #UIView-Encapsulated-Layout-Width (root frame)",
      ])
    #expect(
      finding.notes.contains { $0.message == "Nearest app view: 'Title Label' (ttl-nm-002)." })
    #expect(finding.message.contains("'Profile Card' (crd-nm-001) must be exactly 432 pt wide"))
    #expect(
      finding.fixes.first?.message.hasPrefix("Lower the priority of 'Title Label'.width") == true)
    #expect(finding.anchor.contains("ttl-nm-002.width == 400"))
    #expect(!finding.anchor.contains("'"))
  }

  /// Two views sharing a name carry their ids; a view with neither label nor text is its class
  /// and id.
  @Test func sharedNamesCarryIdsAndUnnamedViewsTheirClass() throws {
    let found = try Self.fixture()
    let competition = try #require(found.first { $0.ruleID == "content-priority-ambiguity" })
    #expect(
      competition.message.hasPrefix(
        "'Label' (lba-nm-003) and 'Label' (lbb-nm-004) have equal horizontal hugging priority"))
    #expect(
      competition.fixes.map(\.message) == ["give 'Label' (lba-nm-003) horizontal hugging 251."])
    let ambiguity = try #require(found.first { $0.ruleID == "ambiguous-layout" })
    #expect(
      ambiguity.message
        == "The vertical position of 'UIImageView img-nm-005' is ambiguous: its minY can take any value."
    )
    #expect(
      ambiguity.fixes.map(\.message) == [
        "add 'UIImageView img-nm-005'.top == 'Profile Card'.top + 100."
      ])
    #expect(ambiguity.anchor.hasPrefix("img-nm-005"))
  }

  /// realib 04 (a podcast cell before its fix): the label the conflict breaks is 'Author'.
  @Test func aRealCellsFindingsNameItsLabels() throws {
    let url = try Fixtures.shared("realib/04-pc-large-list-cell-before-fix.xib")
    let found = try Self.findings(String(contentsOf: url, encoding: .utf8), name: "04.xib")
    #expect(
      found.contains {
        $0.message
          == "Frame for 'Author' (2wE-0A-zrE) will be different at run time: height 20 → 59."
      })
    let conflict = try #require(found.first { $0.ruleID == "unsatisfiable-constraints" })
    #expect(conflict.notes.map(\.message).contains("'Author'.top == 'Podcast title'.bottom + 3"))
    #expect(conflict.notes.map(\.message).contains("'Author'.height == 20 (broken)"))
  }

  /// Scroll content (realib 09) and truncation (realib 38) findings name their views too.
  @Test func scrollAndTruncationFindingsNameTheirViews() throws {
    func findings(_ name: String) throws -> [Finding] {
      let url = try Fixtures.shared("realib/\(name)")
      return try Self.findings(String(contentsOf: url, encoding: .utf8), name: name)
    }
    let scroll = try findings("09-pc-episode-detail-scroll-guides-ambiguous.xib")
    #expect(
      scroll.contains {
        $0.message.hasPrefix(
          "The scrollable content height of 'Container Scroll View' (tmT-f0-kSM) is ambiguous")
          && $0.fixes.first?.message
            == "'Container Scroll View'.contentLayoutGuide.height == 'Container Scroll View'"
            + ".frameLayoutGuide.height (for horizontal scrolling)."
      })
    let truncation = try findings("38-lulu-rules-misplaced.xib")
    #expect(
      truncation.contains {
        $0.message.hasPrefix("'NSButton XnJ-SV-lDg' is laid out 2 pt shorter")
          && $0.notes.first?.message
            == "'NSButton XnJ-SV-lDg'.height == 19 takes the space (a required constraint)."
      })
  }

  /// A listing names no views: its lines are its ids, as before.
  @Test func aListingKeepsItsIds() throws {
    let document = try LayoutListingParser.parse(
      Array(Fixtures.text("findings/misplaced-title.layout").utf8), file: "t.layout")
    let names = ItemNames(document: document)
    #expect(names.isEmpty)
    #expect(names.view("title") == "title")
    #expect(document.constraints.allSatisfy { names.line($0) == $0.listingDescription })
  }

  @Test func aQuoteInANameIsEscaped() throws {
    var view = View(id: "a")
    view.displayName = "Bob's"
    let document = LayoutDocument(
      source: "t", hierarchy: try ViewHierarchy(views: [view]), constraints: [])
    #expect(ItemNames(document: document).view("a") == "'Bob\\'s' (a)")
    #expect(ItemNames.quoted("Two\nlines\tand a tab") == "'Two\\nlines\\tand a tab'")
  }
}
