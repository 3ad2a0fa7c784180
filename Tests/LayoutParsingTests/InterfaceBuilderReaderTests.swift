import Foundation
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The facts of the Interface Builder format, read from the fixtures of
/// `fixtures/interface-builder` (written for these tests), with exact values.
@Suite struct InterfaceBuilderReaderTests {
  static func read(_ name: String, traits: InterfaceBuilderTraits? = nil) throws
    -> InterfaceBuilderDocument
  {
    let text = try Fixtures.text("interface-builder/\(name)")
    return try InterfaceBuilderReader.read(Array(text.utf8), file: name, traits: traits)
  }

  static func read(text: String) throws(LayoutFileError) -> InterfaceBuilderDocument {
    try InterfaceBuilderReader.read(Array(text.utf8), file: "t.xib")
  }

  /// A xib around `objects` (what its `<objects>` holds), iOS or (`macOS`) AppKit; `objects`
  /// starts on line 5.
  static func xib(macOS: Bool = false, objects: String) -> String {
    let kind =
      macOS
      ? "type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\""
      : "type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document \(kind) version="3.0" toolsVersion="22505" useAutolayout="YES">
      <objects>
      <!-- the test's objects -->
      \(objects)
      </objects>
      </document>
      """
  }

  /// A variation whose key names no size class applies at no traits: a note says it is
  /// ignored (it was ignored silently), and the known ones give none.
  @Test func anUnknownVariationIsIgnoredWithANote() throws {
    let text = try Fixtures.text("interface-builder/size-classes.storyboard")
    #expect(try Self.read(text: text).notes == [])
    let key = #"<variation key="heightClass=compact""#
    let range = try #require(text.range(of: key))
    let changed = text.replacingCharacters(
      in: range, with: #"<variation key="heightClass=huge""#)
    let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      .count
    let notes = try Self.read(text: changed).notes
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("t.xib:\(line):") == true
        && notes.first?.hasSuffix(
          "note: size-class variation 'heightClass=huge' names no size class; it is ignored")
          == true,
      "\(notes)")
  }

  /// A frame's and a placeholder intrinsic size's numbers are checked where they are read
  /// (a `nan` width was read as 0, an `abc` placeholder ignored); a frame narrower than a
  /// control's alignment insets is taken as it is (a 10-pt push button was refused with
  /// "frame width -4 is negative").
  @Test func frameNumbersAreCheckedAndSmallControlsKeepTheirFrame() throws {
    let text = try Fixtures.text("interface-builder/misplaced-buttons.xib")
    let frame = #"<rect key="frame" x="171" y="12" width="116" height="32"/>"#
    #expect(text.contains(frame))
    func read(_ replacement: String) throws(LayoutFileError) -> InterfaceBuilderDocument {
      try Self.read(text: text.replacingOccurrences(of: frame, with: replacement))
    }
    let narrow = try read(#"<rect key="frame" x="171" y="12" width="10" height="32"/>"#)
    #expect(
      narrow.roots.first?.document.hierarchy.view("Ins-00-004")?.frame
        == LayoutRect(x: 171, y: 20, width: 10, height: 21))
    for (replacement, message) in [
      (
        #"<rect key="frame" x="171" y="12" width="nan" height="32"/>"#,
        "invalid width 'nan' (expected a number)"
      ),
      (
        #"<rect key="frame" x="1e400" y="12" width="116" height="32"/>"#,
        "invalid x '1e400' (expected a number)"
      ),
    ] {
      #expect(throws: LayoutFileError.self) { try read(replacement) }
      do {
        _ = try read(replacement)
      } catch {
        #expect(error.description.hasSuffix(message), "\(error.description)")
      }
    }
    let placeholder = text.replacingOccurrences(
      of: #"id="Ins-00-004""#, with: #"placeholderIntrinsicWidth="abc" id="Ins-00-004""#)
    do {
      _ = try Self.read(text: placeholder)
      Issue.record("an 'abc' placeholder intrinsic width was read")
    } catch {
      #expect(
        error.description.hasSuffix(
          "invalid placeholderIntrinsicWidth 'abc' (expected 'infinite' or a number of points,"
            + " 0 or more)"))
    }
  }

  /// A broken document the fuzzer found (NULs around a `<scenes>` tag) is refused with a
  /// located error. Stopping the XML parser at its first error made libxml2 read a freed
  /// context here (a segmentation fault in `xmlParseChunk`), so the reader lets it read on.
  @Test func aDocumentBrokenEarlyIsRefusedWithoutStoppingTheParser() {
    let bytes: [UInt8] = [
      0, 0, 0, 60, 115, 99, 101, 110, 101, 115, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 120, 109,
      108, 32, 118, 60, 47, 60, 96, 105, 79, 83, 46, 67, 111, 34, 114, 101,
    ]
    #expect(throws: LayoutFileError.self) {
      try InterfaceBuilderReader.read(bytes, file: "t.xib")
    }
  }

  @Test func readsAXibView() throws {
    let document = try Self.read("card.xib")
    #expect(document.platform == .iOS)
    #expect(!document.isStoryboard)
    #expect(document.usesAutoLayout)
    #expect(document.device == InterfaceBuilderDevice(id: "retina4_7"))
    #expect(document.traits == InterfaceBuilderTraits(width: .compact, height: .regular))
    #expect(document.roots.count == 1)
    let root = document.roots[0]
    #expect(root.id == "crd-00-001")
    #expect(root.name == "Card")
    #expect(root.location == SourceLocation(file: "card.xib", line: 7, column: 9))
    #expect(root.document.framesAreDesignTime)
    let views = root.document.hierarchy.views
    #expect(
      views.map(\.id) == ["crd-00-001", "ttl-00-002", "btn-00-003", "box-00-004", "fix-00-005"])
    #expect(views.map(\.className) == ["UIView", "UILabel", "UIButton", "UIView", "UIView"])
    #expect(
      views.map(\.displayName) == ["Card", "Title", "Go", "UIView box-00-004", "UIView fix-00-005"])
    #expect(views[0].frame == LayoutRect(x: 0, y: 0, width: 320, height: 120))
    #expect(views[0].translatesAutoresizingMaskIntoConstraints == false)
    #expect(views[1].frame == LayoutRect(x: 16, y: 12, width: 40, height: 21))
    #expect(views[1].superview == "crd-00-001")
    #expect(
      views[1].contentHuggingPriority
        == ContentPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(251)))
    #expect(views[2].contentCompressionResistancePriority.horizontal == LayoutPriority(749.5))
    #expect(views[2].contentHuggingPriority == .defaultHugging)
    #expect(views[1].text == "Title")
    #expect(views[3].isHidden)
    #expect(views[3].unverifiedAttributes == [.minX, .minY, .width, .height])
    #expect(views[1].unverifiedAttributes == [])
    #expect(views[3].intrinsicContentSize == IntrinsicContentSize(width: 30, height: 10))
    // Explicit margins; the xib root has no safe area, and its margins are 8.
    #expect(views[3].layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(views[0].safeAreaInsets == .zero)
    #expect(views[4].translatesAutoresizingMaskIntoConstraints)
    #expect(views[4].autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
    #expect(views[1].location == SourceLocation(file: "card.xib", line: 11, column: 17))
  }

  @Test func readsConstraints() throws {
    let constraints = try Self.read("card.xib").roots[0].document.constraints
    // The placeholder constraint is left out; the rest in document order.
    #expect(constraints.count == 9)
    let shown = constraints.map(\.description)
    #expect(
      shown
        == [
          "ttl-00-002.leading == crd-00-001.leadingMargin",
          "ttl-00-002.top == crd-00-001.safeAreaLayoutGuide.top + 12",
          "crd-00-001.trailing == btn-00-003.trailing + 16",
          "btn-00-003.centerY == ttl-00-002.centerY priority:750",
          "btn-00-003.leading >= ttl-00-002.trailing + 8",
          "box-00-004.top == ttl-00-002.lastBaseline + 11",
          "box-00-004.leading == ttl-00-002.leading",
          "box-00-004.trailing == btn-00-003.trailing",
          "'ratio' box-00-004.width == 28.8*box-00-004.height",
        ].map { "<NSLayoutConstraint \($0)   (active)>" })
    #expect(constraints[8].identifier == "ratio")
    #expect(constraints[0].location == SourceLocation(file: "card.xib", line: 29, column: 17))
  }

  @Test func readsAStoryboardSceneWithSizeClasses() throws {
    let document = try Self.read("scene.storyboard")
    #expect(document.isStoryboard)
    let root = try #require(document.roots.first)
    #expect(root.name == "Settings")
    #expect(root.sceneID == "sc1-aa-001")
    let hierarchy = root.document.hierarchy
    let stack = try #require(hierarchy.view("stk-aa-002")?.stack)
    #expect(stack.axis == .vertical)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .center)
    #expect(stack.spacing == 12)
    #expect(stack.arrangedSubviews == ["one-aa-003", "two-aa-004", "thr-aa-005"])
    #expect(hierarchy.view("two-aa-004")?.isHidden == true)
    // retina6_1: a 48-pt safe-area top (the device table), margins 20 + the safe area.
    let rootView = try #require(hierarchy.view("rt1-aa-001"))
    #expect(rootView.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    #expect(rootView.layoutMargins.left == 20)
    let heights = root.document.constraints.filter { $0.first.attribute == .height }
    #expect(heights.map(\.constant) == [10])
    let gap = root.document.constraints.first {
      $0.first.item == .view("wid-aa-006") && $0.first.attribute == .top
    }
    #expect(gap?.constant == 32)

    let compact = try Self.read(
      "scene.storyboard", traits: InterfaceBuilderTraits(width: .compact, height: .compact))
    let compactRoot = try #require(compact.roots.first)
    #expect(compactRoot.document.hierarchy.view("two-aa-004")?.isHidden == false)
    #expect(
      compactRoot.document.constraints.filter { $0.first.attribute == .height }.map(\.constant) == [
        30
      ])
    let compactGap = compactRoot.document.constraints.first {
      $0.first.item == .view("wid-aa-006") && $0.first.attribute == .top
    }
    #expect(compactGap?.constant == 4)
  }

  @Test func readsAnAppKitWindowYUpWithAlignmentRectangles() throws {
    let document = try Self.read("window.xib")
    #expect(document.platform == .macOS)
    let root = try #require(document.roots.first)
    #expect(root.id == "2")
    let views = root.document.hierarchy.views
    #expect(views.map(\.className) == ["NSView", "NSTextField", "NSButton"])
    // y-up 163 in a 200-high view, 17 high: top 20; the label's alignment rect is 2 pt in.
    #expect(views[1].frame == LayoutRect(x: 20, y: 20, width: 96, height: 17))
    // A push button's 74 × 32 frame at 313, 13: alignment rect 7, 4, 7, 7 in.
    #expect(views[2].frame == LayoutRect(x: 320, y: 159, width: 60, height: 21))
  }

  /// NSStackView's `<customSpacing>`: one value per arranged view, the largest float where a
  /// view has none.
  @Test func anAppKitStackKeepsItsCustomSpacing() throws {
    let document = try Self.read("custom-spacing.xib")
    let root = try #require(document.roots.first)
    let stack = try #require(root.document.hierarchy.view("stk-cs-002")?.stack)
    #expect(stack.spacing == 8)
    #expect(stack.customSpacing == ["btn-cs-003": 24])
    #expect(document.notes.isEmpty)
    // A list that does not match the arranged views is not guessed at, nor one whose values
    // cannot all be read: each is a located error.
    let text = try Fixtures.text("interface-builder/custom-spacing.xib")
    let marker = "<real value=\"3.4028234663852886e+38\"/>"
    let cut = try #require(text.range(of: marker + "\n"))
    let failures = [
      (
        text.replacingCharacters(in: cut, with: ""),
        "t.xib:43:21: error: invalid customSpacing '2 values' (expected one per arranged view, 3)"
      ),
      (
        text.replacingCharacters(in: cut, with: "<real value=\"abc\"/>\n"),
        "t.xib:45:25: error: invalid number 'abc' (numbers must be finite and at most 1000000000 in magnitude)"
      ),
      (
        text.replacingCharacters(in: cut, with: "<string>24</string>\n"),
        "t.xib:45:25: error: expected a <real value=...> per arranged view, found '<string>'"
      ),
      (
        text.replacingCharacters(in: cut, with: "<real value=\"-1e31\"/>\n"),
        "t.xib:45:25: error: custom spacing -1e+31 is smaller than -1000000000"
      ),
    ]
    for (document, message) in failures {
      #expect(throws: LayoutFileError.self) { try Self.read(text: document) }
      do {
        _ = try Self.read(text: document)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  /// A scroll view's clip view keeps the translation its element says: Xcode writes
  /// `translatesAutoresizingMaskIntoConstraints="NO"` on some (realib 39, 43) and nothing on
  /// most; both fill their scroll view at run time (the engine's `NSScrollView-clipView`
  /// places one that does not translate).
  @Test func aClipViewKeepsTheTranslationItsElementSays() throws {
    let document = try Self.read("scroll-clip.xib")
    let views = try #require(document.roots.first).document.hierarchy
    #expect(views.view("Clp-00-003")?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(views.view("Clp-00-006")?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(views.view("Clp-00-006")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  /// A baseline equality aligns two views' text; it does not fix either one's height, so a
  /// push button whose bottom is pinned and whose baseline follows its neighbour's keeps its
  /// stored height as a measurement (realib 34's "Skip This Version" and "Install Update":
  /// 21 pt alignment rectangles, estimated at 16 pt before).
  @Test func aBaselineEqualityDoesNotFixAHeight() throws {
    let views = try #require(try Self.read("baseline-buttons.xib").roots.first).document
      .hierarchy
    for id in ["Skp-00-002", "Ins-00-004"] {
      let view = try #require(views.view(id))
      #expect(view.intrinsicContentSize.height == 21)
      #expect(!view.estimatedIntrinsicAxes.contains(.vertical))
    }
  }

  /// A UIButton's estimated height is its title's line plus its 6-pt top and bottom content
  /// insets: 30 pt with the default 15-pt font, 33 pt with the body style's 17 pt (realib 16's
  /// "Save" button, stored 33 pt, estimated at 21 pt before).
  @Test func aButtonsEstimatedHeightHasItsContentInsets() throws {
    let views = try #require(try Self.read("estimates.xib").roots.first).document.hierarchy
    let save = try #require(views.view("Sav-00-002"))
    #expect(save.estimatedIntrinsicAxes.contains(.vertical))
    #expect(save.intrinsicContentSize.height == 33)
    #expect(views.view("Can-00-003")?.intrinsicContentSize.height == 30)
  }

  /// Each text view's font as the document stores it: a text style scales with the content
  /// size category and is 17 pt at Large; a point size stays fixed even with
  /// `adjustsFontForContentSizeCategory` (recorded); `boldSystem` and `weight` give the
  /// weight; a button without a font has UIKit's 15-pt system font and its content insets as
  /// padding.
  @Test func readsEachTextViewsFont() throws {
    let views = try #require(try Self.read("fonts.xib").roots.first).document.hierarchy
    let body = try #require(views.view("Bod-00-002")?.font)
    #expect(
      body
        == TextFont(
          pointSize: 17, textStyle: .body, adjustsFontForContentSizeCategory: true))
    #expect(body.scalesWithContentSize && body.pointSize(at: .ax1) == 28)
    #expect(views.view("Hed-00-003")?.font == TextFont(pointSize: 20, weight: .bold))
    let note = try #require(views.view("Not-00-004")?.font)
    #expect(note.weight == .semibold && note.adjustsFontForContentSizeCategory)
    #expect(!note.scalesWithContentSize && note.pointSize(at: .ax5) == 15)
    let button = try #require(views.view("Btn-00-005"))
    #expect(button.font == TextFont(pointSize: 15))
    #expect(button.textPadding == TextPadding(width: 0, height: 12))
    #expect(views.view("Bod-00-002")?.textPadding == .zero)
    #expect(views.view("Fnt-00-001")?.font == nil)
  }

  @Test func traitsAndVariationKeys() {
    #expect(
      InterfaceBuilderTraits(parsing: "compact-regular")
        == InterfaceBuilderTraits(width: .compact, height: .regular))
    #expect(
      InterfaceBuilderTraits(parsing: "heightClass=compact-widthClass=regular")
        == InterfaceBuilderTraits(width: .regular, height: .compact))
    #expect(InterfaceBuilderTraits(parsing: "any") == InterfaceBuilderTraits())
    #expect(InterfaceBuilderTraits(parsing: "tiny") == nil)
    #expect(
      InterfaceBuilderDevice(id: "retina4_7", isLandscape: true).traits
        == InterfaceBuilderTraits(width: .compact, height: .compact))
    #expect(
      InterfaceBuilderDevice(id: "retina6_1", isLandscape: true).traits
        == InterfaceBuilderTraits(width: .regular, height: .compact))
    #expect(
      InterfaceBuilderDevice(id: "ipad9_7").traits
        == InterfaceBuilderTraits(width: .regular, height: .regular))
    #expect(InterfaceBuilderDevice(id: "retina4_7", isLandscape: true).size! == (667, 375))
  }

  /// A scene's root keeps clear of the bars its controllers show: under a navigation bar
  /// (44 pt below the 20-pt status bar) as a navigation controller's root or shown from one,
  /// above a 49-pt tab bar as (the root of) a tab's controller, unless it hides the bottom bar
  /// when pushed. The list's panel, pinned to its layout guides, is flagged misplaced (a stale
  /// y 20, 647 tall), so its frame says nothing of the insets.
  @Test func sceneRootsKeepClearOfTheirControllersBars() throws {
    let document = try Self.read("bars.storyboard")
    let list = try #require(document.roots.first { $0.id == "lrt-br-003" })
    #expect(
      list.document.hierarchy.view("lrt-br-003")?.safeAreaInsets
        == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    let detail = try #require(document.roots.first { $0.id == "drt-br-007" })
    #expect(
      detail.document.hierarchy.view("drt-br-007")?.safeAreaInsets
        == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
  }

  /// The size-class combinations a document's variations tell apart, grouped by the
  /// variations that apply, the document's own traits first.
  @Test func traitCombinationsOfTheVariations() throws {
    let document = try Self.read("size-classes.storyboard")
    #expect(
      document.variationKeys == [
        "default", "heightClass=compact", "heightClass=regular-widthClass=regular",
      ])
    #expect(
      document.traitCombinations.map { $0.map(\.canvasName) } == [
        ["wC hR"], ["wC hC", "wR hC"], ["wR hR"],
      ])
    #expect(document.traitCombinations[2].map(\.argument) == ["regular-regular"])
    let card = try Self.read("card.xib")
    #expect(card.traitCombinations == [[card.traits]])
    var anyDevice = document
    anyDevice.traits = InterfaceBuilderTraits()
    anyDevice.variationKeys = ["default", "heightClass=compact"]
    #expect(
      anyDevice.traitCombinations.map { $0.map(\.canvasName) } == [
        ["wAny hAny", "wAny hR"], ["wAny hC"],
      ])
    #expect(InterfaceBuilderTraits(height: .compact).argument == "heightClass=compact")
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
    """

  @Test func refusesADocumentTypeDeclarationBeforeParsing() {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&lol2;</document>
      """
    let start = Date()
    #expect(
      throws: LayoutFileError(
        .documentTypeDeclaration, at: SourceLocation(file: "t.xib", line: 2, column: 1))
    ) {
      try Self.read(text: bomb)
    }
    #expect(Date().timeIntervalSince(start) < 1)
    let external = """
      <?xml version="1.0"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><!ENTITY x SYSTEM "file:///etc/passwd"></document>
      """
    #expect(
      throws: LayoutFileError(
        .documentTypeDeclaration, at: SourceLocation(file: "t.xib", line: 2, column: 61))
    ) {
      try Self.read(text: external)
    }
  }

  @Test func badInputIsALocatedOneLineError() throws {
    do {
      _ = try Self.read(text: "view root frame=0,0,10,10\n")
      Issue.record("read text that is not XML")
    } catch {
      #expect(error.description.hasPrefix("t.xib:1:"))
      #expect(!error.description.contains("\n"))
    }
    do {
      _ = try Self.read(text: Self.header + "\n<view id=\"a\"><rect key=\"frame\" x=\"0\"")
      Issue.record("read a truncated document")
    } catch {
      #expect(error.description.contains("t.xib:4:"))
      #expect(error.description.contains("error:"))
    }
    do {
      _ = try Self.read(text: "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n")
      Issue.record("read a plist")
    } catch {
      #expect(
        error
          == LayoutFileError(
            .notInterfaceBuilder("plist"), at: SourceLocation(file: "t.xib", line: 2, column: 1)))
    }
    let missing =
      Self.header + """

        <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints><constraint firstItem="nope" firstAttribute="width" constant="4" id="c"/></constraints>
        </view></objects></document>
        """
    #expect(
      throws: LayoutFileError(
        .unknownObject("nope", attribute: "firstItem"),
        at: SourceLocation(file: "t.xib", line: 5, column: 14))
    ) {
      try Self.read(text: missing)
    }
  }

  /// A constraint naming an object of the document outside its own layout root (another
  /// top-level view, File's Owner) is a located error: no such constraint can hold at run
  /// time, and leaving it out silently passed a conflict. One naming a view its size classes
  /// uninstall is left out with the view.
  @Test func aConstraintNamingAnotherRootsObjectIsAnError() throws {
    for (item, what) in [("other", "a view of another layout root"), ("-1", "a placeholder")] {
      let text =
        Self.header + """

          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
          <constraints><constraint firstItem="r" firstAttribute="width" secondItem="\(item)" \
          secondAttribute="width" id="c"/></constraints>
          </view>
          <view id="other"><rect key="frame" x="0" y="0" width="20" height="20"/></view>
          </objects></document>
          """
      #expect(
        throws: LayoutFileError(
          .foreignObject(item, attribute: "secondItem", what: what),
          at: SourceLocation(file: "t.xib", line: 6, column: 14))
      ) {
        try Self.read(text: text)
      }
    }
  }

  /// FoundationXML traps on a tag that is not UTF-8 (found by fuzzing): such bytes, and a
  /// declared encoding other than UTF-8 (which could hide a `<!DOCTYPE` from the scan), are
  /// refused before parsing.
  @Test func refusesBytesThatAreNotUTF8BeforeParsing() throws {
    var bytes = Array((Self.header + "\n<view id=\"r\"/><placehol").utf8)
    bytes += [0xFF, 0xFE, 0xC3]
    bytes += Array("der id=\"-2\"/></objects></document>\n".utf8)
    #expect(
      throws: LayoutFileError(.notUTF8, at: SourceLocation(file: "t.xib", line: 4, column: 24))
    ) {
      try InterfaceBuilderReader.read(bytes, file: "t.xib")
    }
    let latin1 = """
      <?xml version="1.0" encoding="ISO-8859-1"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
      """
    #expect(
      throws: LayoutFileError(
        .invalidXML("declares encoding 'ISO-8859-1'; Interface Builder documents are UTF-8"),
        at: SourceLocation(file: "t.xib", line: 1, column: 1))
    ) {
      try Self.read(text: latin1)
    }
  }

  /// FoundationXML traps on a processing instruction without data (found by fuzzing): the
  /// only one a document may hold is the XML declaration that opens it.
  @Test func refusesProcessingInstructionsBeforeParsing() throws {
    for (text, line, column) in [
      ("<?xml?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n", 1, 1),
      (Self.header + "\n<?a?></objects></document>\n", 4, 1),
      (Self.header + "<?target data?></objects></document>\n", 3, 10),
    ] {
      #expect(
        throws: LayoutFileError(
          .invalidXML(
            "a processing instruction ('<?'); Interface Builder documents have none but the XML"
              + " declaration"), at: SourceLocation(file: "t.xib", line: line, column: column))
      ) {
        try Self.read(text: text)
      }
    }
    #expect(throws: Never.self) {
      try Self.read(text: "\u{FEFF}" + Self.header + "</objects></document>\n")
    }
  }

  @Test func unknownElementsAndAttributesAreIgnored() throws {
    let text =
      Self.header + """

        <view id="r" futureAttribute="7"><rect key="frame" x="0" y="0" width="10" height="20"/>
        <futureElement><nested/></futureElement>
        </view></objects></document>
        """
    let document = try Self.read(text: text)
    #expect(document.roots.map(\.id) == ["r"])
    #expect(
      document.roots[0].document.hierarchy.views[0].frame
        == LayoutRect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test func detectsTheInputKind() {
    #expect(InputKind.detect("anything", path: "a.storyboard") == .interfaceBuilder)
    #expect(InputKind.detect(Self.header, path: "-") == .interfaceBuilder)
    #expect(InputKind.detect("<html>", path: "-") == .consoleLog)
  }
}

/// Facts the stored frames determine, and sizes a container gives.
@Suite struct InterfaceBuilderMeasurementTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="13196" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait"/>
    <scenes><scene sceneID="s"><objects>
    <tableViewController id="c">
    <tableView key="view" rowHeight="60" id="t">
    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
    <prototypes>
    <tableViewCell id="cell"><rect key="frame" x="0.0" y="28" width="375" height="60"/>
    <tableViewCellContentView key="contentView" id="cv">
    <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
    <subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
    <rect key="frame" x="20" y="10" width="17" height="20"/></label></subviews>
    <constraints>
    <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" constant="4" id="k1"/>
    <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="k2"/>
    </constraints>
    </tableViewCellContentView></tableViewCell>
    </prototypes>
    </tableView>
    </tableViewController>
    </objects></scene></scenes></document>
    """

  /// A cell xib whose avatar is pinned to the content view's top and bottom margins and
  /// centred in it, stored 22 pt too high (y 11 and 80 tall in a 124-pt cell: its centre 51,
  /// the content view's 62). Its stored frame breaks its centring, so it is not the solve
  /// Interface Builder stored; the bottom margin is not read from it as 33 pt (124 - 91),
  /// which made a conflict with the 11-pt top margin that the centring implies.
  static let staleCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <device id="retina6_12" orientation="portrait"/>
    <objects>
    <tableViewCell rowHeight="124" id="cell"><rect key="frame" x="0.0" y="0.0" width="393" height="124"/>
    <tableViewCellContentView key="contentView" id="cv">
    <rect key="frame" x="0.0" y="0.0" width="393" height="124"/>
    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a">
    <rect key="frame" x="20" y="11" width="80" height="80"/>
    <constraints><constraint firstAttribute="width" constant="80" id="w"/></constraints>
    </view></subviews>
    <constraints>
    <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="t"/>
    <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="b"/>
    <constraint firstItem="a" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c"/>
    <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="l"/>
    </constraints>
    </tableViewCellContentView></tableViewCell>
    </objects></document>
    """

  @Test func aFrameThatBreaksItsOwnConstraintsIsNotReadForMargins() throws {
    let document = try InterfaceBuilderReader.read(Array(Self.staleCell.utf8), file: "c.xib")
    let root = try #require(document.roots.first)
    let content = try #require(root.document.hierarchy.view("cv"))
    // Top and bottom: UIKit's 11 (the bottom is not read from the stale frame); left: read,
    // 20 (the avatar's horizontal frame keeps its constraints); right: UIKit's 16 (no
    // constraint reads it, and the cell is under 414 pt wide).
    #expect(content.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 16))
  }

  @Test func marginsComeFromTheStoredFramesAndCellsFromTheTable() throws {
    let document = try InterfaceBuilderReader.read(Array(Self.document.utf8), file: "m.storyboard")
    let root = try #require(document.roots.first)
    #expect(root.id == "t")
    let hierarchy = root.document.hierarchy
    // label x 20 == content view's leading margin + 4: the margin is 16.
    #expect(hierarchy.view("cv")?.layoutMargins.left == 16)
    // The content view is as wide as the cell and 0.5 pt shorter (a separator).
    #expect(hierarchy.view("cv")?.frame == LayoutRect(x: 0, y: 0, width: 375, height: 59.5))
    #expect(hierarchy.view("cv")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    // The table's row height is the cell's height.
    let generated = root.document.constraints.filter { $0.origin == .encapsulatedLayout }
    #expect(generated.map(\.constant) == [60])
    #expect(generated.first?.first == LayoutAnchor(.view("cell"), .height))
    // A label pinned only at its leading and top edges: its stored size is its intrinsic size.
    #expect(
      hierarchy.view("l")?.intrinsicContentSize == IntrinsicContentSize(width: 17, height: 20))
    #expect(hierarchy.view("l")?.estimatedIntrinsicAxes == [])
    // A table of fixed rows: no row fits its content.
    #expect(root.document.rowsFitContent == [])
  }

  /// A table whose `rowHeight` is automatic (-1) sizes its rows to their content: its cells
  /// are `rowsFitContent`, and the cell's own `rowHeight` is the canvas's row height.
  @Test func anAutomaticTableFitsItsRows() throws {
    let text = Self.document.replacingOccurrences(
      of: "rowHeight=\"60\"", with: "rowHeight=\"-1\""
    ).replacingOccurrences(of: "<tableViewCell id", with: "<tableViewCell rowHeight=\"72\" id")
    let document = try InterfaceBuilderReader.read(Array(text.utf8), file: "m.storyboard")
    let root = try #require(document.roots.first)
    #expect(root.document.rowsFitContent == ["cell"])
    let generated = root.document.constraints.filter { $0.origin == .encapsulatedLayout }
    #expect(generated.map(\.constant) == [72])
  }
}

extension InterfaceBuilderMeasurementTests {
  @Test func aPlaceholderSizeIsAnEstimatedIntrinsicLength() throws {
    let text =
      InterfaceBuilderReaderTests.header + """

        <view id="r"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="100" height="59"/>
        <constraints><constraint firstAttribute="height" constant="59" placeholder="YES" id="p"/>
        </constraints></view></subviews>
        </view></objects></document>
        """
    let document = try InterfaceBuilderReader.read(Array(text.utf8), file: "p.xib")
    let view = try #require(document.roots.first?.document.hierarchy.view("v"))
    #expect(document.roots.first?.document.constraints.isEmpty == true)
    #expect(view.intrinsicContentSize == IntrinsicContentSize(width: nil, height: 59))
    #expect(view.estimatedIntrinsicAxes == [.vertical])
  }
}

extension InterfaceBuilderMeasurementTests {
  /// A text's stored height under three quarters of one line of its font measures nothing:
  /// the canvas squeezed the view (realib 01's 31-pt bold title stored 3 pt tall). Its
  /// intrinsic height is the estimate, 1.193 × 31 rounded up, marked estimated, even where
  /// constraints fix the axis; a 9-pt caption stored 10.5 pt tall (a real line of a small
  /// font, under 1.193 em) stays a measurement.
  @Test func aSqueezedTextHeightIsNoMeasurement() throws {
    let url = Fixtures.url("interface-builder/squeezed-title.xib")
    let bytes = try Array(Data(contentsOf: url))
    let document = try InterfaceBuilderReader.read(bytes, file: "squeezed-title.xib")
    let views = try #require(document.roots.first).document.hierarchy
    let title = try #require(views.view("Sqz-00-002"))
    #expect(title.intrinsicContentSize.height == 37)
    #expect(title.estimatedIntrinsicAxes == [.horizontal, .vertical])
    let caption = try #require(views.view("Sqz-00-003"))
    #expect(caption.intrinsicContentSize == IntrinsicContentSize(width: 20, height: 10.5))
    #expect(caption.estimatedIntrinsicAxes == [])
  }
}

extension InterfaceBuilderMeasurementTests {
  /// A font size is a number of points above 0, or a located error: "inf", "nan" and "abc"
  /// were read as 17 pt, and "-17" failed later as "intrinsic width -46 is negative".
  @Test(arguments: ["inf", "nan", "abc", "-17", "0"])
  func aFontSizeOutOfItsValuesIsAnInputError(_ size: String) throws {
    let text =
      InterfaceBuilderReaderTests.header + """

        <view id="r"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="0" y="0" width="20" height="3"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        </label></subviews></view></objects></document>
        """
    #expect(throws: LayoutFileError.self) {
      _ = try InterfaceBuilderReader.read(Array(text.utf8), file: "f.xib")
    }
    do {
      _ = try InterfaceBuilderReader.read(Array(text.utf8), file: "f.xib")
    } catch {
      #expect(error.description.hasPrefix("f.xib:7:"), "\(error.description)")
      #expect(error.description.contains("pointSize '\(size)'"), "\(error.description)")
    }
  }

  /// A label shows at most `numberOfLines` lines (1 when the document omits it, 0 for any
  /// number), so a three-line text squeezed in a one-line label is estimated one line tall
  /// (37 pt at 31 pt), and in a two-line label two (74 pt).
  @Test(arguments: [(nil, 37.0), ("2", 74), ("0", 111)])
  func theEstimateShowsAtMostNumberOfLines(lines: String?, height: Double) throws {
    let attribute = lines.map { " numberOfLines=\"\($0)\"" } ?? ""
    let text =
      InterfaceBuilderReaderTests.header + """

        <view id="r"><rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews><label text="A&#10;B&#10;C"\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="0" y="0" width="200" height="3"/>
        <fontDescription key="fontDescription" type="system" pointSize="31"/>
        </label></subviews></view></objects></document>
        """
    let document = try InterfaceBuilderReader.read(Array(text.utf8), file: "n.xib")
    let label = try #require(document.roots.first?.document.hierarchy.view("l"))
    #expect(label.intrinsicContentSize.height == height)
  }
}

extension InterfaceBuilderReaderTests {
  /// An image view without an image has no intrinsic size (UIKit's `noIntrinsicMetric`; the
  /// canvas asks for its size); a label Xcode marked misplaced has its text estimated, not
  /// its stale 200-pt width; a fixed width its text's estimate reaches within
  /// `TextMetrics.errorMargin` is measured ("Title": 32.4 pt estimated, 36 stored), a longer
  /// one stretched ("Note": 36.2 estimated, 288 stored). Before, the image view took its
  /// stored 288 × 110, "Name" its 200 pt, and "Title" the estimate.
  @Test func storedFramesThatMeasureNothing() throws {
    let views = try #require(try Self.read("stale-and-empty.xib").roots.first).document.hierarchy
    let photo = try #require(views.view("Img-00-002"))
    #expect(photo.intrinsicContentSize.isNone)
    let name = try #require(views.view("Nam-00-003"))
    // N 0.722 × 0.91, a 0.556, m 0.833, e 0.556, × 1.04 em × 17 pt = 46.004, up to 46.5.
    #expect(name.intrinsicContentSize.width == 46.5)
    #expect(name.estimatedIntrinsicAxes.contains(.horizontal))
    let title = try #require(views.view("Ttl-00-004"))
    #expect(title.intrinsicContentSize.width == 36)
    #expect(title.estimatedIntrinsicAxes.contains(.horizontal))
    let note = try #require(views.view("Not-00-005"))
    #expect(note.intrinsicContentSize.width == 36.5)
  }
}

extension InterfaceBuilderReaderTests {
  /// A cell reaching 361 pt past the bottom of its 667-pt table on an iPhone 8 has no
  /// safe-area inset there (the root has none to give), so its content view's bottom margin is
  /// Xcode 8's 8 pt. Before, the 361 pt past the screen were counted unsafe: a 369-pt margin.
  @Test func aViewPastTheRootsEdgeIsNotUnsafeBeyondIt() throws {
    let views = try #require(try Self.read("tall-cell.storyboard").roots.first).document.hierarchy
    let content = try #require(views.view("Cnt-00-011"))
    #expect(content.safeAreaInsets == .zero)
    #expect(content.layoutMargins == EdgeInsets(all: 8))
  }
}

extension InterfaceBuilderReaderTests {
  /// On an iPhone 11 (48-pt top safe area): a 20-pt banner 10 pt from the top is covered
  /// across its 20 pt, not 38; an SF Symbol's resource size is not its drawn size, so its
  /// stored 24 × 24 is measured; a misplaced label of several lines wraps its estimate
  /// ("Welcome back to the app, friend", 252.5 pt on one line, 20.5-pt lines). Before: a 38-pt
  /// inset taller than the banner (a conflict with its height), a 128 × 124 star, and one
  /// 252.5-pt line cut to 200.
  @Test func insetsSymbolsAndWrapping() throws {
    let views = try #require(
      try Self.read("notch-symbol-wrap.storyboard").roots.first
    ).document.hierarchy
    #expect(views.view("Ban-00-021")?.safeAreaInsets.top == 20)
    #expect(
      views.view("Sym-00-021")?.intrinsicContentSize
        == IntrinsicContentSize(width: 24, height: 24))
    let welcome = try #require(views.view("Wel-00-021"))
    #expect(
      welcome.wrapping
        == TextWrapping(text: TextWrapping.Text(naturalWidth: 252.5, lineHeight: 20.5, lines: 0)))
  }
}

extension InterfaceBuilderReaderTests {
  /// A view named by its text is named on one line and by at most 40 characters, the rest an
  /// ellipsis; its text stays whole. Before, a paragraph's 100 characters and its line break
  /// were the name in every finding.
  @Test func aLongTextNamesItsViewShortly() throws {
    let paragraph = String(repeating: "Lorem ipsum ", count: 8) + "&#10;end"
    let document = try Self.read(
      text: Self.xib(
        objects: """
          <view contentMode="scaleToFill" id="roo-tn-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <label opaque="NO" text="\(paragraph)" translatesAutoresizingMaskIntoConstraints="NO" \
          id="par-tn-002">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
              </label>
              <label opaque="NO" text="Two&#10;lines" translatesAutoresizingMaskIntoConstraints="NO" \
          id="two-tn-003">
                <rect key="frame" x="0.0" y="0.0" width="40" height="41"/>
              </label>
            </subviews>
          </view>
          """))
    let views = try #require(document.roots.first).document.hierarchy
    let name = try #require(views.view("par-tn-002")?.displayName)
    #expect(name == String(repeating: "Lorem ipsum ", count: 4).prefix(39) + "…")
    #expect(views.view("par-tn-002")?.text?.hasSuffix("\nend") == true)
    #expect(views.view("two-tn-003")?.displayName == "Two lines")
  }

  /// A `userLabel` or a scene's title is kept whole but on one line: a line break or a tab
  /// becomes a space (XML 1.0 admits no other control character, even as a reference).
  @Test func userLabelsAndSceneNamesAreOnOneLineWithoutControlCharacters() throws {
    let document = try Self.read(
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <scenes>
            <scene sceneID="scn-ul-001">
              <objects>
                <viewController title="Two&#10;lines" id="vc0-ul-001" \
        sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="roo-ul-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="bnr-ul-002" userLabel="Red&#9;Banner&#13;&#10;">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                      </view>
                    </subviews>
                  </view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """)
    let root = try #require(document.roots.first)
    #expect(root.name == "Two lines")
    #expect(root.document.hierarchy.view("bnr-ul-002")?.displayName == "Red Banner ")
  }

  /// Numbers are decimals, read by the readers' one scanner: `0x10` was read as 16 (and
  /// `1p4`, a hexadecimal float's exponent, by `Double(_:)` too); a sign and an exponent are
  /// read.
  @Test func numbersAreDecimals() throws {
    func document(_ constant: String) -> String {
      Self.header + """

        <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints><constraint firstItem="r" firstAttribute="width" constant="\(constant)" \
        id="c"/></constraints>
        </view></objects></document>
        """
    }
    for bad in ["0x10", "0x1p4", "nan", "1e", " 5"] {
      #expect(
        throws: LayoutFileError(
          .invalidNumber(bad), at: SourceLocation(file: "t.xib", line: 5, column: 14))
      ) {
        try Self.read(text: document(bad))
      }
    }
    for (text, value) in [("-2.5e1", -25.0), ("5.", 5), (".5", 0.5), ("+3", 3)] {
      let root = try #require(try Self.read(text: document(text)).roots.first)
      #expect(
        root.document.constraints.first { $0.identifier == nil && $0.second == nil }?.constant
          == value, "\(text)")
    }
  }

  /// A document over the 10,000,000 bytes FoundationXML's parser reads says so; a valid one
  /// was "XML ends early (truncated document?)".
  @Test func aDocumentTooLargeForTheParserSaysSo() throws {
    let small = Self.xib(
      objects: """
        <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """)
    let padded = small.replacingOccurrences(
      of: "<objects>", with: "<objects>" + String(repeating: " ", count: 10_000_000))
    #expect(
      throws: LayoutFileError(
        .invalidXML(
          "\(padded.utf8.count) bytes, more than the 10000000 the XML parser reads in one document"),
        at: SourceLocation(file: "t.xib", line: 1, column: 1))
    ) {
      try Self.read(text: padded)
    }
  }

  /// Nothing but white space and comments may follow the root element: a second document, a
  /// merge conflict's marker or stray text after `</document>` is an error at its line and
  /// column. The parser stopped at the root's end without a word, and such a file passed.
  @Test func contentAfterTheRootElementIsAnError() throws {
    let document = Self.xib(
      objects: """
        <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """)
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).count
    for (tail, column) in [
      ("garbage<<<", 1), ("  >>>>>>> feature", 3), ("<document/>", 1), ("<!-- c -->x", 11),
    ] {
      #expect(
        throws: LayoutFileError(
          .invalidXML("content after the document's root element ends"),
          at: SourceLocation(file: "t.xib", line: lines + 1, column: column))
      ) {
        try Self.read(text: document + "\n" + tail + "\n")
      }
    }
    // White space and comments are allowed there.
    _ = try Self.read(text: document + "\n<!-- saved -->\n\n")
  }

  /// An empty or blank file is empty input at its start, as an empty listing is; it was "XML
  /// ends early (truncated document?)".
  @Test func anEmptyFileIsEmptyInput() {
    for text in ["", "  \n\t\r\n"] {
      #expect(throws: LayoutFileError.self) {
        try InterfaceBuilderReader.read(Array(text.utf8), file: "empty.xib")
      }
      do {
        _ = try InterfaceBuilderReader.read(Array(text.utf8), file: "empty.xib")
      } catch {
        #expect(error.description == "empty.xib:1:1: error: empty input: no views or constraints")
      }
    }
  }

  /// A text field whose text the document does not state (empty, or only a placeholder) cuts
  /// nothing when laid out narrower, nor does a label without a text (its code's); one with a
  /// text keeps the default (`nil`: it does).
  @Test func aTextFieldWithoutStatedTextCutsNothing() throws {
    let document = try Self.read(
      text: Self.xib(
        objects: """
          <view contentMode="scaleToFill" id="roo-et-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
              <textField opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fle-et-002">
                <rect key="frame" x="0.0" y="0.0" width="197" height="34"/>
              </textField>
              <textField opaque="NO" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="flp-et-003">
                <rect key="frame" x="0.0" y="40" width="197" height="34"/>
              </textField>
              <textField opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="flt-et-004">
                <rect key="frame" x="0.0" y="80" width="197" height="34"/>
              </textField>
              <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbe-et-005">
                <rect key="frame" x="0.0" y="120" width="100" height="21"/>
              </label>
            </subviews>
          </view>
          """))
    let views = try #require(document.roots.first).document.hierarchy
    #expect(views.view("fle-et-002")?.truncatesContent == false)
    #expect(views.view("flp-et-003")?.truncatesContent == false)
    #expect(views.view("flt-et-004")?.truncatesContent == nil)
    #expect(views.view("lbe-et-005")?.truncatesContent == false)
    // An AppKit label is a text field whose text is its cell's title.
    let appKit = try Self.read(
      text: Self.xib(
        macOS: true,
        objects: """
          <customView id="roo-ak-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <textField translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ak-002">
                <rect key="frame" x="0.0" y="0.0" width="200" height="16"/>
                <textFieldCell key="cell" title="Perform replacement" id="cel-ak-003"/>
              </textField>
            </subviews>
          </customView>
          """))
    let label = try #require(appKit.roots.first).document.hierarchy.view("lbl-ak-002")
    #expect(label != nil)
    #expect(label?.truncatesContent == nil)
  }
}

extension InterfaceBuilderReaderTests {
  /// A text Interface Builder writes as a child (`<string key="text">`, for a long text or one
  /// with line breaks) is the label's text, as the `text` attribute is: it names the view and
  /// its font and text give the estimate. Before, such a label had no text ("UILabel
  /// Wrp-00-002") and a multi-line one, stored 374 pt wide on three lines, was read as 374 pt
  /// of text on one line.
  @Test func aTextElementIsTheLabelsText() throws {
    let views = try #require(try Self.read("wrapped-note.xib").roots.first).document.hierarchy
    let note = try #require(views.view("Wrp-00-002"))
    #expect(note.text?.hasPrefix("Turn the panel into a scroll view") == true)
    #expect(note.text?.hasSuffix("the list below it.") == true)
    // Three stored 12-pt lines at 374 pt: the estimate is kept past two lines, each line is
    // the stored height over three.
    let text = try #require(note.wrapping?.text)
    #expect(text.naturalWidth > 748 && text.naturalWidth <= 1_122)
    #expect(text.lineHeight == 43.0 / 3)
    #expect(text.lines == 0)
    #expect(note.estimatedIntrinsicAxes == [.horizontal, .vertical])
    // The hint's bottom is tied only to a button that hangs from it (and a caption from the
    // button): nothing fixes its height, so its stored 20.5 pt are measured, not estimated.
    // Before, any sibling's edge counted and the height rested on the estimate.
    #expect(views.view("Wrp-00-005")?.estimatedIntrinsicAxes == [])
    // A two-line label whose short text cannot reach its second line keeps its stored height.
    #expect(views.view("Wrp-00-004")?.wrapping == nil)
    #expect(views.view("Wrp-00-004")?.intrinsicContentSize.height == 36)
  }
}

extension InterfaceBuilderReaderTests {
  /// An NSStackView's `<edgeInsets key="edgeInsets">` inset its arranged views from its edges:
  /// its margins, with the arrangement relative to them. Before, they were not read and the
  /// box stored 8 pt inside the stack's sides was "misplaced" to them (realib 43's playlist
  /// buttons).
  @Test func anAppKitStacksEdgeInsetsAreItsMargins() throws {
    let document = try Self.read(
      text: Self.xib(
        macOS: true,
        objects: """
          <customView id="roo-si-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="48"/>
            <subviews>
              <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-si-002">
                <rect key="frame" x="0.0" y="0.0" width="240" height="48"/>
                <subviews>
                  <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-si-003">
                    <rect key="frame" x="8" y="0.0" width="224" height="48"/>
                    <constraints>
                      <constraint firstAttribute="height" constant="48" id="cst-si-001"/>
                    </constraints>
                  </customView>
                </subviews>
                <edgeInsets key="edgeInsets" left="8" right="8" top="0.0" bottom="0.0"/>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stk-si-002" firstAttribute="leading" secondItem="roo-si-001" secondAttribute="leading" id="cst-si-002"/>
              <constraint firstAttribute="trailing" secondItem="stk-si-002" secondAttribute="trailing" id="cst-si-003"/>
              <constraint firstItem="stk-si-002" firstAttribute="top" secondItem="roo-si-001" secondAttribute="top" id="cst-si-004"/>
              <constraint firstAttribute="bottom" secondItem="stk-si-002" secondAttribute="bottom" id="cst-si-005"/>
            </constraints>
          </customView>
          """))
    let views = try #require(document.roots.first).document.hierarchy
    let stack = try #require(views.view("stk-si-002"))
    #expect(stack.layoutMargins == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(stack.stack?.isLayoutMarginsRelativeArrangement == true)
  }
}

extension InterfaceBuilderReaderTests {
  /// The views of a macOS xib whose one root, a 240 × 160 custom view, holds `subviews`.
  static func appKitViews(_ subviews: [String]) throws -> ViewHierarchy {
    let document = try read(
      text: xib(
        macOS: true,
        objects: """
          <customView id="roo-ak-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="160"/>
            <subviews>
            \(subviews.joined(separator: "\n"))
            </subviews>
          </customView>
          """))
    return try #require(document.roots.first).document.hierarchy
  }

  /// A rounded push button's frame is its alignment rectangle with room around it (4, 7, 7,
  /// 7); a bevel button of the same bezel style is drawn to its frame. Before, both had the
  /// room, and realib 38's 110 × 38 image button was "misplaced" to 124 × 49.
  @Test func aBevelButtonIsDrawnToItsFrame() throws {
    func button(_ id: String, type: String, y: Int) -> String {
      """
      <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="110" height="38"/>
        <buttonCell key="cell" type="\(type)" bezelStyle="rounded" title="Go" alignment="center" id="\(id)-c">
          <font key="font" metaFont="system"/>
        </buttonCell>
      </button>
      """
    }
    let views = try Self.appKitViews([
      button("bev-bv-002", type: "bevel", y: 10), button("psh-bv-003", type: "push", y: 60),
    ])
    #expect(views.view("bev-bv-002")?.storedFrameForm?.alignmentInsets == .zero)
    #expect(
      views.view("psh-bv-003")?.storedFrameForm?.alignmentInsets
        == EdgeInsets(top: 4, left: 7, bottom: 7, right: 7))
  }
}

extension InterfaceBuilderReaderTests {
  /// An AppKit "Wrapping Label" (a text field neither editable nor bordered whose cell names
  /// no line break mode), pinned between its superview's sides and stored on two 13-pt lines,
  /// wraps without a limit, each line half its stored height; one that clips stays one line.
  /// Before, the first was a one-line text "truncated" by a narrower window.
  @Test func anAppKitWrappingLabelWraps() throws {
    func label(_ id: String, cell: String, y: Int) -> (view: String, constraints: String) {
      (
        """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="18" y="\(y)" width="204" height="32"/>
          <textFieldCell key="cell" \(cell) sendsActionOnEndEditing="YES" title="Perform the replacements from the top down, one rule after another" id="\(id)-c">
            <font key="font" metaFont="system"/>
          </textFieldCell>
        </textField>
        """,
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-wl-001" secondAttribute="leading" constant="20" id="\(id)-l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)-t"/>
        """
      )
    }
    let rows = [
      label("wrp-wl-002", cell: "", y: 60),
      label("clp-wl-003", cell: "lineBreakMode=\"clipping\"", y: 10),
    ]
    let document = try Self.read(
      text: Self.xib(
        macOS: true,
        objects: """
          <customView id="roo-wl-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="120"/>
            <subviews>
              \(rows.map(\.view).joined(separator: "\n"))
            </subviews>
            <constraints>
              \(rows.map(\.constraints).joined(separator: "\n"))
            </constraints>
          </customView>
          """))
    let views = try #require(document.roots.first).document.hierarchy
    let wrapping = try #require(views.view("wrp-wl-002")?.wrapping?.text)
    #expect(wrapping.lines == 0)
    #expect(wrapping.lineHeight == 16)
    #expect(views.view("clp-wl-003")?.wrapping == nil)
  }
}

extension InterfaceBuilderReaderTests {
  /// A margin or stack inset that is not a finite number is a located error, as a frame's is.
  /// Before, `top="abc"` or `left="nan"` was read as 0 and the document checked as if it were.
  @Test func anInsetThatIsNoNumberIsALocatedError() throws {
    for value in ["abc", "nan", "1e309"] {
      let text = Self.xib(
        objects: """
          <view contentMode="scaleToFill" id="roo-in-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <edgeInsets key="layoutMargins" top="\(value)" left="8" bottom="8" right="8"/>
          </view>
          """)
      do {
        _ = try InterfaceBuilderReader.read(Array(text.utf8), file: "insets.xib")
        Issue.record("\(value) was read")
      } catch {
        #expect(
          error.description
            == "insets.xib:7:3: error: invalid number '\(value)' (numbers must be finite"
            + " and at most 1000000000 in magnitude)")
      }
    }
  }
}

extension InterfaceBuilderReaderTests {
  /// A `<string key="text">` whose text is (partly) a CDATA section is read whole. Before, the
  /// CDATA part was dropped and a label holding only one had no text.
  @Test func aTextInACDATASectionIsRead() throws {
    let document = try Self.read(
      text: Self.xib(
        objects: """
          <view contentMode="scaleToFill" id="roo-cd-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
              <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-cd-002">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <string key="text">Tom <![CDATA[& Jerry <3]]></string>
              </label>
            </subviews>
          </view>
          """))
    let views = try #require(document.roots.first).document.hierarchy
    #expect(views.view("lab-cd-002")?.text == "Tom & Jerry <3")
  }
}

extension InterfaceBuilderReaderTests {
  /// The stored frames measure what the constraints of the saved traits leave to the views'
  /// content: read at other traits, a label pinned on both sides at the saved ones still
  /// stores its constraints' width, not its text's. Before, at `wR hR` (where its trailing
  /// constraint is uninstalled) its stored 374 pt were taken as the intrinsic width of
  /// "Title", which the regular-width box then "truncated" to 207 pt.
  @Test func otherTraitsMeasureWithTheSavedTraitsConstraints() throws {
    let saved = try Self.read("regular-title.storyboard")
    let regular = try Self.read(
      "regular-title.storyboard", traits: InterfaceBuilderTraits(width: .regular, height: .regular))
    for document in [saved, regular] {
      let title = try #require(
        document.roots.first?.document.hierarchy.views.first { $0.id == "rt-title" })
      #expect(title.estimatedIntrinsicAxes.contains(.horizontal))
      let width = try #require(title.intrinsicContentSize.width)
      #expect(width < 60, "\(width)")
    }
    // Uninstalled at wR hR, the trailing constraint is still not analysed there.
    #expect(regular.roots.first?.document.constraints.contains { $0.identifier == "rt-c3" } != true)
  }
}

extension InterfaceBuilderReaderTests {
  /// `--traits` takes the names findings print ("It occurs in traits wC hC"): before, only
  /// `compact-compact` and the variation keys were read, and `--traits "wR hR"` was refused.
  @Test func traitsReadTheCanvasNames() {
    let regular = InterfaceBuilderTraits(width: .regular, height: .regular)
    for text in ["wR hR", "wR-hR", "wrhr", "WR HR", "regular-regular"] {
      #expect(InterfaceBuilderTraits(parsing: text) == regular, "\(text)")
    }
    #expect(
      InterfaceBuilderTraits(parsing: "wAny hC") == InterfaceBuilderTraits(height: .compact))
    #expect(InterfaceBuilderTraits(parsing: "wC hR")?.canvasName == "wC hR")
    for text in ["wX hR", "w hR", "hR wC", "wC", "wide"] {
      #expect(InterfaceBuilderTraits(parsing: text) == nil, "\(text)")
    }
  }
}

extension InterfaceBuilderReaderTests {
  /// An AppKit text field with a border (`borderStyle="bezel"` or `"border"` on its cell) is
  /// drawn to its frame, as its border is its edge; a label (no border) has its 2-pt inset
  /// left and right. Before, both had the inset, and realib 37's two 33- and 35-pt fields,
  /// held to exactly those widths, were "misplaced" to 37 and 39 pt.
  @Test func aBorderedTextFieldIsDrawnToItsFrame() throws {
    func field(_ id: String, border: String, y: Int) -> String {
      """
      <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="120" height="21"/>
        <textFieldCell key="cell" \(border) title="Name" id="\(id)-c">
          <font key="font" metaFont="system"/>
        </textFieldCell>
      </textField>
      """
    }
    let views = try Self.appKitViews([
      field("bzl-tf-002", border: "editable=\"YES\" borderStyle=\"bezel\"", y: 10),
      field("brd-tf-003", border: "borderStyle=\"border\"", y: 50),
      field("lbl-tf-004", border: "", y: 90),
    ])
    #expect(views.view("bzl-tf-002")?.storedFrameForm?.alignmentInsets == .zero)
    #expect(views.view("brd-tf-003")?.storedFrameForm?.alignmentInsets == .zero)
    #expect(
      views.view("lbl-tf-004")?.storedFrameForm?.alignmentInsets
        == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
  }
}
