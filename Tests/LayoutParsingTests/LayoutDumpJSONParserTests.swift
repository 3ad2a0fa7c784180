import LayoutModel
import LayoutParsing
import Testing

@Suite struct LayoutDumpJSONParserTests {
  /// The example from the format's documentation.
  let dump = """
    {"format": "layout-dump", "version": 1, "direction": "leftToRight",
     "generator": {"name": "ignored at the top level"},
     "views": [
      {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 375, "height": 812},
       "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
      {"id": "title", "class": "UILabel", "superview": "root",
       "intrinsicContentSize": {"width": 120, "height": 20},
       "contentHuggingPriority": {"horizontal": 250, "vertical": 250},
       "contentCompressionResistancePriority": {"horizontal": 750, "vertical": 750},
       "layoutMargins": {"top": 8, "left": 8, "bottom": 8, "right": 8},
       "translatesAutoresizingMaskIntoConstraints": false,
       "autoresizingMask": ["flexibleWidth", "flexibleBottomMargin"], "accessibilityLabel": "x"},
      {"id": "icon", "superview": "root", "intrinsicContentSize": {"height": 21},
       "hidden": true, "firstBaselineOffset": null, "lastBaselineOffset": 3}],
     "guides": [{"id": "spacer", "owningView": "root"}],
     "constraints": [
      "title.leading == root.layoutMarginsGuide.leading + 16",
      {"first": "title.width", "relation": "<=", "second": "root.width", "multiplier": 0.5,
       "constant": 0, "priority": 750, "identifier": "half"},
      {"first": "icon.top", "relation": "greaterThanOrEqual", "second": "root.safeAreaLayoutGuide.top",
       "active": false, "comment": "x"},
      {"first": "spacer.width", "relation": "==", "constant": 10, "second": null}],
     "editVariables": [{"anchor": "spacer.width", "priority": 999, "value": 12}],
     "suggestions": [{"anchor": "spacer.width", "value": 20}]}
    """

  @Test func readsTheDocumentedShape() throws {
    let result = try parse(dump, file: "d.json")
    #expect(result.format == .jsonDump)
    let document = result.document
    let views = document.hierarchy.views
    #expect(views.map(\.id) == ["root", "title", "icon"])
    #expect(views[0].safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(views[1].className == "UILabel" && views[1].superview == "root")
    #expect(views[1].autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(!views[1].translatesAutoresizingMaskIntoConstraints)
    #expect(views[2].className == "UIView" && views[2].isHidden)
    #expect(views[2].intrinsicContentSize == IntrinsicContentSize(width: nil, height: 21))
    #expect(views[2].lastBaselineOffset == 3 && views[2].firstBaselineOffset == nil)
    #expect(views[1].location == LayoutModel.SourceLocation(file: "d.json", jsonPath: "$.views[1]"))
    #expect(
      document.constraints.map(\.listingDescription) == [
        "title.leading == root.layoutMarginsGuide.leading + 16",
        "title.width <= 0.5*root.width @750 #half",
        "icon.top >= root.safeAreaLayoutGuide.top (inactive)",
        "spacer.width == 10",
      ])
    #expect(document.constraints[1].location?.description == "d.json:$.constraints[1]")
    #expect(document.editVariables.first?.initialValue == 12)
    #expect(document.suggestions.first?.value == 20)
  }

  /// The top-level `"frames": "design"` is the listing's `frames design`.
  @Test func framesKeyMarksDesignTimeFrames() throws {
    let views = #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#
    func dump(_ frames: String) -> String {
      #"{"format": "layout-dump", "version": 1, \#(frames)"views": \#(views)}"#
    }
    #expect(try parse(dump(#""frames": "design", "#), file: "d.json").document.framesAreDesignTime)
    #expect(
      try !parse(dump(#""frames": "captured", "#), file: "d.json").document.framesAreDesignTime)
    #expect(try !parse(dump(""), file: "d.json").document.framesAreDesignTime)
    #expect(
      parseError(dump(#""frames": "stored", "#), file: "d.json")
        == "d.json:$.frames: error: invalid frames 'stored' (expected design or captured)")
  }

  @Test func warnsAboutUnknownKeysInViewsAndConstraints() throws {
    let warnings = try parse(dump, file: "d.json").warnings.map(\.description)
    #expect(
      warnings == [
        "d.json:$.views[1].accessibilityLabel: warning: unknown key 'accessibilityLabel' in a view, ignored",
        "d.json:$.constraints[2].comment: warning: unknown key 'comment' in a constraint, ignored",
      ])
  }

  @Test func autoresizingMaskImpliesTranslationUnlessSaidOtherwise() throws {
    let text = """
      {"format": "layout-dump", "version": 1, "views": [
        {"id": "r", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
        {"id": "a", "superview": "r", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
         "autoresizingMask": "h=--& v=--&"}]}
      """
    let view = try parse(text, file: "d.json").document.hierarchy.views[1]
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
  }

  @Test func readsEscapesAndUnicode() throws {
    let text = #"""
      {"format": "layout-dump", "version": 1, "views": [
        {"id": "caf\u00e9", "class": "My\"Label\"\n\ud83d\ude00"}]}
      """#
    let view = try parse(text, file: "d.json").document.hierarchy.views[0]
    #expect(view.id == "café")
    #expect(view.className == "My\"Label\"\n😀")
  }
}
