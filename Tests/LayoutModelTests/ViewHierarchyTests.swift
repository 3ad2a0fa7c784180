import LayoutModel
import Testing

@Suite struct ViewHierarchyTests {
  func at(_ line: Int) -> LayoutModel.SourceLocation {
    LayoutModel.SourceLocation(file: "t.layout", line: line, column: 1)
  }

  @Test func indexesViewsAndOrdersThemDepthFirst() throws {
    let hierarchy = try ViewHierarchy(views: [
      View(id: "root"), View(id: "b", superview: "root"), View(id: "a", superview: "b"),
      View(id: "c", superview: "root"), View(id: "other"),
    ])
    #expect(hierarchy.rootIndices == [0, 4])
    #expect(hierarchy.subviewIndices[0] == [1, 3])
    let order = hierarchy.depthFirstOrder().map { "\(hierarchy.views[$0.index].id)@\($0.depth)" }
    #expect(order == ["root@0", "b@1", "a@2", "c@1", "other@0"])
  }

  /// A scroll view at any depth above a view holds it; the scroll view itself, a view beside
  /// it and an unknown id are held by none.
  @Test func aScrollViewAboveAViewHoldsIt() throws {
    var scroll = View(id: "scroll", superview: "root")
    scroll.className = "UIScrollView"
    let hierarchy = try ViewHierarchy(views: [
      View(id: "root"), scroll, View(id: "content", superview: "scroll"),
      View(id: "label", superview: "content"), View(id: "beside", superview: "root"),
    ])
    #expect(hierarchy.isInScrollView("label"))
    #expect(hierarchy.isInScrollView("content"))
    #expect(!hierarchy.isInScrollView("scroll"))
    #expect(!hierarchy.isInScrollView("beside"))
    #expect(!hierarchy.isInScrollView("nowhere"))
  }

  @Test func rejectsDuplicateIDs() {
    #expect(throws: LayoutModelError(.duplicateID("a", previous: at(1)), at: at(2))) {
      try ViewHierarchy(views: [View(id: "a", location: at(1)), View(id: "a", location: at(2))])
    }
    #expect(throws: LayoutModelError(.duplicateID("a", previous: at(1)), at: at(3))) {
      try ViewHierarchy(
        views: [View(id: "a", location: at(1))],
        guides: [LayoutGuide(id: "a", owningView: "a", location: at(3))])
    }
  }

  @Test func rejectsUnknownSuperviewsAndOwners() {
    #expect(throws: LayoutModelError(.unknownSuperview("nope", view: "a"), at: at(1))) {
      try ViewHierarchy(views: [View(id: "a", superview: "nope", location: at(1))])
    }
    #expect(throws: LayoutModelError(.unknownOwningView("x", guide: "g"), at: nil)) {
      try ViewHierarchy(views: [], guides: [LayoutGuide(id: "g", owningView: "x")])
    }
  }

  @Test func rejectsCyclesNamingTheLoop() {
    let views = [
      View(id: "root"), View(id: "a", superview: "c", location: at(2)),
      View(id: "b", superview: "a", location: at(3)),
      View(id: "c", superview: "b", location: at(4)),
    ]
    let error = LayoutModelError(.superviewCycle(["a", "c", "b"]), at: at(2))
    #expect(throws: error) { try ViewHierarchy(views: views) }
    #expect(error.description == "t.layout:2:1: error: superview cycle: a -> c -> b -> a")
    #expect(throws: LayoutModelError(.superviewCycle(["a"]), at: nil)) {
      try ViewHierarchy(views: [View(id: "a", superview: "a")])
    }
  }

  @Test func validatesConstraintsAgainstTheHierarchy() throws {
    let hierarchy = try ViewHierarchy(
      views: [View(id: "root"), View(id: "v", superview: "root")],
      guides: [LayoutGuide(id: "g", owningView: "root")])
    let ok = LayoutConstraint(
      LayoutAnchor(.view("v"), .top), .equal,
      LayoutAnchor(.layoutMarginsGuide(of: "root"), .top))
    #expect(ok.validationError(in: hierarchy) == nil)
    let axes = LayoutConstraint(
      LayoutAnchor(.view("v"), .top), .equal,
      LayoutAnchor(.view("root"), .left))
    #expect(axes.validationError(in: hierarchy) == .invalidPairing(.top, .left))
    let guideMargin = LayoutConstraint(
      LayoutAnchor(.guide("g"), .leadingMargin), .equal,
      LayoutAnchor(.view("v"), .leading))
    #expect(
      guideMargin.validationError(in: hierarchy)
        == .attributeNotOnGuide(.leadingMargin, guide: "g"))
    var priority = ok
    priority.priority = LayoutPriority(1001)
    #expect(priority.validationError(in: hierarchy) == .priorityOutOfRange(LayoutPriority(1001)))
    let unknown = LayoutConstraint(LayoutAnchor(.view("zz"), .width), .equal, constant: 1)
    #expect(unknown.validationError(in: hierarchy) == .unknownItem("zz"))
  }
}

/// Which classes are the framework's private views, whose masks the app cannot change.
@Suite struct FrameworkPrivateClassTests {
  @Test(arguments: [
    ("_UIButtonBarStackView", true), ("_NSTextContentView", true),
    ("_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", true),
    ("UIKeyboardAssistantBar", true), ("UIKeyboardAssistantBar:0x151e1f280", true),
    ("UIInputSetContainerView", true), ("UITextEffectsWindow", true),
    ("UIView", false), ("NSTextView", false), ("App.ViewA", false),
    ("UIKeyboardAssistantBarA", false),
  ])
  func isFrameworkPrivate(className: String, expected: Bool) {
    #expect(View.isFrameworkPrivate(className: className) == expected)
  }
}
