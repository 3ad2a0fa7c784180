import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `solve`, `check` and `--scene` on Interface Builder documents, in process.
@Suite struct InterfaceBuilderCommandTests {
  static func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, io.stdout.text, io.stderr.text)
  }

  @Test func solveNamesViewsByObjectID() {
    let run = Self.run(["solve", "fixtures/interface-builder/scene.storyboard", "--format", "json"])
    #expect(run.status == .success)
    #expect(run.stdout.contains("\"id\" : \"wid-aa-006\""))
    let text = Self.run(["solve", "fixtures/interface-builder/card.xib"])
    #expect(text.status == .success)
    #expect(text.stdout.contains("<UILabel: ttl-00-002 'Title'; frame = {{16, 12}, {40, 21}}>"))
  }

  @Test func anAppKitStacksCustomSpacingIsTheGapAfterItsView() {
    // 40 + 24 + 40 + 8 + 40 = 152, the frames Xcode stored: check finds nothing misplaced.
    let solve = Self.run(["solve", "fixtures/interface-builder/custom-spacing.xib"])
    #expect(solve.status == .success)
    #expect(
      solve.stdout.contains("<NSStackView: stk-cs-002 'Buttons'; frame = {{20, 10}, {152, 40}}>"))
    #expect(solve.stdout.contains("<NSView: btn-cs-004 'Play'; frame = {{64, 0}, {40, 40}}>"))
    let check = Self.run(["check", "fixtures/interface-builder/custom-spacing.xib"])
    #expect(check.status == .success)
  }

  /// An NSStackView keeps a hidden view's place unless it detaches hidden views; a detached
  /// view is out of the stack, so its own width conflicts with nothing and, free, is not
  /// ambiguous. Before, both stacks collapsed the hidden view as UIKit's does: two false
  /// conflicts and four false misplaced frames.
  @Test func anAppKitStackDetachesHiddenViewsOnlyWhenItSaysSo() throws {
    let file = "fixtures/interface-builder/appkit-hidden.xib"
    let solve = Self.run(["solve", file])
    #expect(solve.status == .success)
    for line in [
      "<NSStackView: stk-hd-002 'Detaching'; frame = {{20, 70}, {88, 40}}>",
      "<NSView: vwc-hd-005 'Next'; frame = {{48, 0}, {40, 40}}>",
      "<NSStackView: stk-hd-006 'Keeping'; frame = {{20, 10}, {136, 40}}>",
      "<NSView: vwe-hd-008 'Pause'; frame = {{48, 0}, {40, 40}}>",
      "<NSView: vwf-hd-009 'Forward'; frame = {{96, 0}, {40, 40}}>",
    ] {
      #expect(solve.stdout.contains(line), "\(line) not in \(solve.stdout)")
    }
    #expect(!solve.stdout.contains("UISV-hiding"))
    let check = Self.run(["check", file])
    #expect(check.status == .success, "\(check.stdout)")
    #expect(check.stdout.contains("No problems found"))
    // The detached view without a width of its own.
    let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: "<constraint firstAttribute=\"width\" constant=\"40\" id=\"w02-hd-002\"/>", with: "")
    let free = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appkit-hidden-free-\(UUID().uuidString).xib")
    try text.write(to: free, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: free) }
    let freeCheck = Self.run(["check", free.path])
    #expect(freeCheck.status == .success, "\(freeCheck.stdout)")
  }

  /// The xib of `anAppKitStackDetachesHiddenViewsOnlyWhenItSaysSo` changed by `edit`, in a
  /// temporary file, checked with `command`.
  static func runEdited(
    _ command: String, _ edit: (String) -> String
  ) throws -> (status: ExitCode, stdout: String, stderr: String) {
    let text = try String(
      contentsOfFile: "fixtures/interface-builder/appkit-hidden.xib", encoding: .utf8)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appkit-hidden-\(UUID().uuidString).xib")
    try edit(text).write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return run([command, url.path])
  }

  /// AppKit removes a detached view's constraints to views outside it with the view: one
  /// pinning it 200 pt into the toolbar is no conflict (it was, with its stack's gaps), and
  /// `solve` says the view is not laid out rather than give it a frame as if it were.
  @Test func aDetachedViewsConstraintsToOthersAreGone() throws {
    let pin =
      "<constraint firstItem=\"vwb-hd-004\" firstAttribute=\"leading\" secondItem=\"bar-hd-001\""
      + " secondAttribute=\"leading\" constant=\"200\" id=\"c09-hd-009\"/>"
    let edit: (String) -> String = {
      $0.replacingOccurrences(
        of: "<constraint firstItem=\"stk-hd-002\" firstAttribute=\"leading\"",
        with: pin + "\n<constraint firstItem=\"stk-hd-002\" firstAttribute=\"leading\"")
    }
    let check = try Self.runEdited("check", edit)
    #expect(check.status == .success, "\(check.stdout)")
    let solve = try Self.runEdited("solve", edit)
    #expect(solve.stdout.contains("'Stop'; frame = "))
    #expect(solve.stdout.contains("- DETACHED: out of its NSStackView, not laid out"))
    #expect(!solve.stdout.contains("Unable to simultaneously satisfy"))
  }

  /// A view placed only by constraints to a view its NSStackView detaches loses them with
  /// it: it is ambiguous at run time, and the finding says why, naming each constraint that
  /// went (it said only "nothing fixes the horizontal position").
  @Test func aViewPlacedByADetachedViewIsToldWhy() throws {
    let badge =
      "<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bdg-hd-010\""
      + " userLabel=\"Badge\"><rect key=\"frame\" x=\"68\" y=\"56\" width=\"10\""
      + " height=\"10\"/><constraints><constraint firstAttribute=\"width\" constant=\"10\""
      + " id=\"bw1-hd-010\"/><constraint firstAttribute=\"height\" constant=\"10\""
      + " id=\"bh1-hd-010\"/></constraints></customView>\n"
    let ties =
      "<constraint firstItem=\"bdg-hd-010\" firstAttribute=\"leading\" secondItem=\"vwb-hd-004\""
      + " secondAttribute=\"leading\" id=\"bt1-hd-011\"/>\n<constraint firstItem=\"bdg-hd-010\""
      + " firstAttribute=\"top\" secondItem=\"bar-hd-001\" secondAttribute=\"top\" constant=\"54\""
      + " id=\"bt2-hd-012\"/>\n"
    let run = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of: "            </subviews>\n            <constraints>\n",
        with: badge + "            </subviews>\n            <constraints>\n" + ties)
    }
    #expect(
      run.stdout.contains("The horizontal position of 'Badge' (bdg-hd-010) is ambiguous"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "'Badge'.leading == 'Stop'.leading does not hold at run time: the NSStackView 'Detaching'"
          + " (stk-hd-002) detaches 'Stop' (vwb-hd-004), which is hidden, and removes with it the"
          + " constraints that tie it to views outside it."), "\(run.stdout)")
    #expect(!run.stdout.contains("vertical position of 'Badge'"), "\(run.stdout)")
  }

  /// A view at visibility priority 0 (`notVisible`) is detached whether hidden or not; a
  /// `detachesHiddenViews` other than YES or NO, or a visibility priority per view missing,
  /// is an input error, as a wrong `<customSpacing>` is.
  @Test func visibilityPriorityZeroDetachesAndBadValuesAreErrors() throws {
    // 'Pause' shown but not visible: the keeping stack is then 88 pt wide, as stored here.
    let notVisible = try Self.runEdited("solve") { text in
      var parts = text.components(separatedBy: "<visibilityPriorities>")
      parts[2] = parts[2].replacingOccurrences(
        of: "<integer value=\"1000\"/>\n                        <integer value=\"1000\"/>",
        with: "<integer value=\"1000\"/>\n                        <integer value=\"0\"/>")
      return parts.joined(separator: "<visibilityPriorities>")
        .replacingOccurrences(
          of: "hidden=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"vwe",
          with: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"vwe")
    }
    #expect(
      notVisible.stdout.contains("'Keeping'; frame = {{20, 10}, {88, 40}}>"), "\(notVisible.stdout)"
    )
    #expect(notVisible.stdout.contains("'Forward'; frame = {{48, 0}, {40, 40}}"))
    let maybe = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of: "detachesHiddenViews=\"YES\"", with: "detachesHiddenViews=\"maybe\"")
    }
    #expect(maybe.status == .usageOrInputError)
    #expect(
      maybe.stdout.contains("invalid detachesHiddenViews 'maybe' (expected YES or NO)")
        || maybe.stderr.contains("invalid detachesHiddenViews 'maybe' (expected YES or NO)"),
      "\(maybe)")
    let fewer = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of:
          "<integer value=\"1000\"/>\n                        <integer value=\"1000\"/>\n                        <integer value=\"1000\"/>",
        with: "<integer value=\"1000\"/>")
    }
    #expect(fewer.status == .usageOrInputError)
    #expect((fewer.stdout + fewer.stderr).contains("invalid visibilityPriorities '1 value'"))
  }

  /// NSStackView's default distribution, gravity areas: a 300-pt stack with a view in each
  /// area holds its views at the edges and the centre, the gaps between areas taking the room
  /// left. Read as `fill`, its exact spacing was a false conflict (the stack "must be exactly
  /// 136 pt wide") and stretched a view. An area's views keep exact spacing between them.
  @Test func anAppKitStacksGravityAreasTakeTheRoomLeft() throws {
    let file = "fixtures/interface-builder/gravity-areas.xib"
    let check = Self.run(["check", file])
    #expect(check.status == .success, "\(check.stdout)")
    let solve = Self.run(["solve", file])
    for line in [
      "'Menu'; frame = {{0, 0}, {40, 40}}>", "'Play'; frame = {{130, 0}, {40, 40}}>",
      "'Volume'; frame = {{260, 0}, {40, 40}}>",
    ] {
      #expect(solve.stdout.contains(line), "\(line) not in \(solve.stdout)")
    }
    // Two views in the beginning area: 8 pt apart, whatever room the stack has.
    let two = try Self.runEdited("solve") { _ in
      let text =
        (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      return text.replacingOccurrences(
        of: "</beginningViews>\n                    <middleViews>", with: ""
      ).replacingOccurrences(of: "</middleViews>", with: "</beginningViews>")
    }
    #expect(two.stdout.contains("'Play'; frame = {{48, 0}, {40, 40}}>"), "\(two.stdout)")
  }

  /// realib 41 (IINA's main window), where Xcode flagged nothing: its empty NSStackView with
  /// `height >= 8` hugs itself to 8 pt at its stack hugging priority, so neither it nor the
  /// header it sits in is ambiguous (two false errors before NSStackView hugged).
  @Test func anAppKitStackHugsAsAppKitDoes() throws {
    let path = try Fixtures.shared("realib/41-iina-main-window-stacks-placeholder.xib").path
    let check = Self.run(["check", path])
    #expect(!check.stdout.contains("[ambiguous-layout]"), "\(check.stdout)")
  }

  @Test func sceneChoosesOneRoot() {
    let run = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--scene", "Settings",
    ])
    #expect(run.status == .success)
    #expect(run.stdout.contains("rt1-aa-001"))
    let missing = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--scene", "Nope",
    ])
    #expect(missing.status == .usageOrInputError)
    #expect(missing.stderr.contains("--scene Nope"))
    #expect(missing.stderr.contains("'Settings' (rt1-aa-001)"))
  }

  /// `--scene` also takes the view controller's object id, custom class or storyboard
  /// identifier.
  @Test(arguments: [
    ["fixtures/interface-builder/scene.storyboard", "vc1-aa-001", "rt1-aa-001"],
    ["fixtures/interface-builder/scene.storyboard", "SettingsViewController", "rt1-aa-001"],
  ])
  func sceneTakesTheViewControllersNames(_ case: [String]) {
    let run = Self.run(["solve", `case`[0], "--scene", `case`[1]])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.contains(`case`[2]))
  }

  @Test func sceneTakesAStoryboardIdentifier() throws {
    let path = try Fixtures.shared("realib/18-iq-scrollview-demo-ambiguous.storyboard").path
    let all = Self.run(["solve", path])
    let one = Self.run(["solve", path, "--scene", "TableViewInContainerViewController"])
    #expect(one.status == .success, "\(one.stderr)")
    #expect(one.stdout.count < all.stdout.count)
    let byID = Self.run(["solve", path, "--scene", "M0Y-Zn-cGg"])
    #expect(byID.stdout == one.stdout)
  }

  /// `why` takes a view's Interface Builder name (its user label or text) as well as its id;
  /// a miss suggests the nearest names.
  @Test(arguments: [
    "Title Label.top", "'Title Label'.top", "'Title Label' (ttl-nm-002).top", "'Title'.top",
    "ttl-nm-002.top",
  ])
  func whyTakesInterfaceBuilderNames(_ target: String) {
    let run = Self.run(["why", "fixtures/interface-builder/named-views.xib", target])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.contains("'Title Label'.top"), "\(run.stdout)")
  }

  @Test func whyAnswersAMissWithNearestNames() {
    let miss = Self.run(["why", "fixtures/interface-builder/named-views.xib", "Titel Label.top"])
    #expect(miss.status == .usageOrInputError)
    #expect(miss.stderr.contains("did you mean "), "\(miss.stderr)")
    #expect(miss.stderr.contains("'Title Label' (ttl-nm-002)?"), "\(miss.stderr)")
    let shared = Self.run(["why", "fixtures/interface-builder/named-views.xib", "Label.top"])
    #expect(shared.status == .usageOrInputError)
    #expect(shared.stderr.contains("'Label' (lba-nm-003)"), "\(shared.stderr)")
    #expect(shared.stderr.contains("'Label' (lbb-nm-004)"), "\(shared.stderr)")
  }

  /// A document of several roots: the miss names the roots, not a log's reports.
  @Test func whyMissesAcrossRootsSayRoots() throws {
    let path = try Fixtures.shared("realib/19-alt-debugging-auto-layout-ambiguous.storyboard").path
    let found = Self.run(["why", path, "Header.height"])
    #expect(found.stdout.hasPrefix("'Header'.height = 100\n"), "\(found.stdout)")
    let miss = Self.run(["why", path, "Heder.height"])
    #expect(miss.status == .usageOrInputError)
    #expect(
      miss.stderr == "error: \(path): no layout root names 'Heder'; did you mean 'Header'"
        + " (wQ0-6p-Z5o)?\n")
  }

  @Test func solveAndAmbiguityShowTheNames() {
    let text = Self.run(["solve", "fixtures/interface-builder/named-views.xib"])
    #expect(text.stdout.contains("<UILabel: ttl-nm-002 'Title Label'; frame = "), "\(text.stdout)")
    let json = Self.run(["solve", "fixtures/interface-builder/named-views.xib", "--format", "json"])
    #expect(json.stdout.contains("\"id\" : \"ttl-nm-002\""))
    #expect(json.stdout.contains("\"name\" : \"Title Label\""))
    let ambiguity = Self.run(["ambiguity", "fixtures/interface-builder/named-views.xib"])
    #expect(
      ambiguity.stdout.contains("'UIImageView img-nm-005' (UIImageView)"), "\(ambiguity.stdout)")
    #expect(ambiguity.stdout.contains("*UILabel:ttl-nm-002'Title Label'"))
  }

  @Test func traitsChooseTheSizeClassVariations() {
    let regular = Self.run(["solve", "fixtures/interface-builder/scene.storyboard"])
    #expect(
      regular.stdout.contains("<UIView: wid-aa-006 'Wide Only'; frame = {{20, 200}, {374, 10}}>"))
    let compact = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--traits", "compact-compact",
    ])
    #expect(compact.status == .success)
    // Compact height is a phone in landscape: an iPhone 16's 852 × 393 pt with its 59-pt
    // sides (it was laid out on the saved portrait iPhone, 414 pt wide).
    #expect(
      compact.stdout.contains("<UIView: wid-aa-006 'Wide Only'; frame = {{79, 180}, {694, 30}}>"),
      "\(compact.stdout)")
    let bad = Self.run(["solve", "fixtures/interface-builder/scene.storyboard", "--traits", "x"])
    #expect(bad.status == .usageOrInputError)
  }

  @Test func checkReadsAFolderOfDocuments() {
    let clean = Self.run([
      "check", "fixtures/interface-builder/card.xib", "fixtures/interface-builder/scene.storyboard",
      "fixtures/interface-builder/window.xib",
    ])
    #expect(clean.status == .success, "\(clean.stdout)\(clean.stderr)")
    let folder = Self.run(["check", "fixtures/interface-builder", "--format", "xcode"])
    #expect(folder.status == .usageOrInputError)
    #expect(folder.stdout.contains("ambiguous.xib:7:17: error:"))
    #expect(folder.stderr.contains("truncated.xib:"))
  }

  /// `check` analyses every size-class combination a document's variations tell apart: the
  /// 600-pt banner installed only in regular-regular conflicts there alone, and the finding
  /// says so; the banner's shorter compact-height frame is no misplaced-view (its stored frame
  /// is the device's).
  @Test func checkAnalysesEveryTraitCombination() throws {
    let path = "fixtures/interface-builder/size-classes.storyboard"
    let text = Self.run(["check", path])
    #expect(text.status == .findings, "\(text.stderr)")
    #expect(text.stdout.components(separatedBy: "[unsatisfiable-constraints]").count == 2)
    #expect(
      text.stdout.contains(
        "It occurs in traits wR hR of the 4 size-class combinations the document's variations"
          + " tell apart."))
    #expect(!text.stdout.contains("misplaced-view"))
    let json = Self.run(["check", path, "--format", "json"])
    #expect(json.stdout.contains("\"traits\" : [\n        \"wR hR\"\n      ]"), "\(json.stdout)")
    let solve = Self.run(["solve", path, "--traits", "regular-regular"])
    #expect(solve.stdout.contains("600"))
  }

  /// A size-class combination the saved device does not have is laid out on a screen that has
  /// it: `regular-form.storyboard`, saved on a 375-pt iPhone, centres a 540-pt form in `wR hR`
  /// (it fits an 820-pt iPad) and a 900-pt one (it does not). Before, both were laid out 375
  /// pt wide and both "conflicted", the fitting form a false error.
  @Test func otherSizeClassesAreLaidOutOnTheirScreens() {
    let run = Self.run(["check", "fixtures/interface-builder/regular-form.storyboard"])
    #expect(run.status == .findings, "\(run.stderr)")
    #expect(run.stdout.components(separatedBy: "[unsatisfiable-constraints]").count == 2)
    #expect(
      run.stdout.contains(
        "  66:37  error    Horizontal conflict: 'UIView rf2-rt-001' must be at least 932 pt wide for"
          + " the other 3 constraints to hold, but UIKit's 'UIView-Encapsulated-Layout-Width'"
          + " (line 58: the size its container imposes) fixes it at 820 pt."), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "In traits wR hR the root was laid out on ipad (820x1180), a screen with those size"
          + " classes (the saved device has others)."))
    // `explain --traits` and `solve --traits` lay out on the same screen.
    let explain = Self.run([
      "explain", "fixtures/interface-builder/regular-form.storyboard", "--traits", "wR hR",
    ])
    #expect(
      explain.stdout.hasPrefix(
        "fixtures/interface-builder/regular-form.storyboard: 2 layout roots, 1 minimal conflict."),
      "\(explain.stdout)")
    #expect(
      explain.stdout.components(
        separatedBy:
          "  Laid out on ipad (820x1180), a screen with these size classes (the saved device has"
          + " others).\n\n"
      ).count == 3)
    // Without --traits, explain says which size classes it left to --traits.
    let saved = Self.run(["explain", "fixtures/interface-builder/regular-form.storyboard"])
    #expect(
      saved.stderr
        == "note: fixtures/interface-builder/regular-form.storyboard: explained in its saved size"
        + " classes (wC hR); its variations also give wR hR, which check analyses too: explain"
        + " them with --traits \"wR hR\"\n", "\(saved.stderr)")
    let solve = Self.run([
      "solve", "fixtures/interface-builder/regular-form.storyboard", "--traits", "wR hR",
      "--scene", "1",
    ])
    #expect(solve.stdout.hasPrefix("<UIView: rf1-rt-001; frame = {{0, 0}, {820, 1180}}>"))
  }

  /// Stored frames are judged with the document's own text only, as `check` judges them:
  /// `solve --content-sizes ax5` marked three views of `dynamic-type.storyboard` misplaced
  /// (their frames are for the Large text they were stored with), which `check` rightly does
  /// not report. A stale frame at the document's own text is still marked.
  @Test func solveJudgesStoredFramesWithTheirOwnTextOnly() {
    let larger = Self.run([
      "solve", "fixtures/interface-builder/dynamic-type.storyboard", "--content-sizes", "ax5",
    ])
    #expect(!larger.stdout.contains("MISPLACED"), "\(larger.stdout)")
    #expect(!larger.stdout.contains("misplaced"))
    let stale = Self.run(["solve", "fixtures/interface-builder/moved-button.storyboard"])
    #expect(stale.stdout.contains(" - MISPLACED: stored frame "), "\(stale.stdout)")
  }

  /// One root laid out at every content size is one root: `explain --content-sizes all` said
  /// "12 layout roots" for one scene.
  @Test func explainCountsARootOnceWhateverItsLayouts() {
    let run = Self.run([
      "explain", "fixtures/interface-builder/dynamic-type.storyboard", "--content-sizes", "all",
    ])
    #expect(
      run.stdout.hasPrefix(
        "fixtures/interface-builder/dynamic-type.storyboard: 1 layout root (12 layouts: each size"
          + " and text checked)"), "\(run.stdout.prefix(300))")
  }

  /// A size class's own font (`<variation>` with a `fontDescription`) is the view's font
  /// there: `font-variation.storyboard`'s 44-pt banner holds its bold 17-pt title on the
  /// saved iPhone, not the 34-pt one of `wR hR`. Before, the variation's font was ignored and
  /// the title's stored 17-pt height was taken there too: no finding.
  @Test func aSizeClassFontIsTheViewsFontThere() {
    let run = Self.run(["check", "fixtures/interface-builder/font-variation.storyboard"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "is laid out 5 pt shorter than its intrinsic height (36 pt instead of 41 pt), so its"
          + " content is clipped or truncated. [truncation]"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "It occurs in traits wR hR of the 4 size-class combinations the document's variations"
          + " tell apart."))
    let solve = Self.run([
      "solve", "fixtures/interface-builder/font-variation.storyboard", "--traits", "wR hR",
    ])
    #expect(solve.stdout.contains("; frame = {{16, 4}, {788, 36}}>"), "\(solve.stdout)")
  }

  /// A finding that rests on an estimated intrinsic length says so, in text and JSON: the
  /// title's width is pinned between the header's edge and the badge, so its stored 288 pt
  /// measure nothing and its intrinsic width is estimated from its font and text.
  @Test func findingsSayWhenTheyRestOnAnEstimate() {
    let path = "fixtures/interface-builder/estimated-title.xib"
    let note =
      "It rests on an estimated intrinsic width of 'Title' (Ttl-00-002) (no measurement in the"
      + " document)."
    let text = Self.run(["check", path])
    #expect(text.stdout.contains("[truncation]"), "\(text.stdout)")
    #expect(text.stdout.contains("[misplaced-view]"))
    #expect(text.stdout.components(separatedBy: note).count == 3, "\(text.stdout)")
    let json = Self.run(["check", path, "--format", "json"])
    #expect(json.stdout.contains("\"message\" : \"\(note)\""))
    let card = Self.run(["check", "fixtures/interface-builder/card.xib"])
    #expect(!card.stdout.contains("rests on an estimated"))
  }

  @Test func checkLocatesFindingsAtTheElement() {
    let run = Self.run(["check", "fixtures/interface-builder/ambiguous.xib", "--format", "xcode"])
    #expect(run.status == .findings)
    #expect(
      run.stdout.contains(
        "fixtures/interface-builder/ambiguous.xib:7:17: error: The horizontal position of"))
  }

  @Test func badDocumentsExitWithStatus2() {
    let run = Self.run(["solve", "fixtures/interface-builder/truncated.xib"])
    #expect(run.status == .usageOrInputError)
    #expect(
      run.stderr.hasPrefix("fixtures/interface-builder/truncated.xib:8:71: error: XML ends early"))
  }

  /// `solve` writes a misplaced view's stored frame as it writes every frame, origin top left:
  /// an AppKit document's stored frame (y up) was printed as stored, so a stack whose width
  /// alone differed read as moved too.
  @Test func aMisplacedAppKitFrameIsWrittenAsTheSolvedOnesAre() throws {
    let run = try Self.runEdited("solve") {
      $0.replacingOccurrences(
        of: "<rect key=\"frame\" x=\"20\" y=\"70\" width=\"136\" height=\"40\"/>",
        with: "<rect key=\"frame\" x=\"20\" y=\"70\" width=\"88\" height=\"40\"/>")
    }
    #expect(
      run.stdout.contains(
        "'Keeping'; frame = {{20, 10}, {136, 40}}> - MISPLACED: stored frame {{20, 10}, {88, 40}}"),
      "\(run.stdout)")
  }

  /// A stack's direction is read from its platform's own attribute: an NSStackView's
  /// `orientation`, never UIStackView's `axis`, and the other way round.
  @Test func aStacksDirectionIsItsPlatformsAttribute() throws {
    let run = try Self.runEdited("solve") {
      $0.replacingOccurrences(
        of: "orientation=\"horizontal\" alignment=\"centerY\" spacing=\"8\" translates",
        with:
          "orientation=\"horizontal\" axis=\"vertical\" alignment=\"centerY\" spacing=\"8\" translates"
      )
    }
    #expect(run.stdout.contains("'Forward'; frame = {{96, 0}, {40, 40}}>"), "\(run.stdout)")
  }

  /// A stack's or view's enumerated attribute holds one of the framework's values, or the
  /// document is an input error where the value is: `hidden="maybe"` was read as not hidden,
  /// a distribution or alignment the reader did not know as the default.
  @Test func anUnknownEnumeratedValueIsAnInputError() throws {
    for (from, to, message) in [
      ("hidden=\"YES\"", "hidden=\"maybe\"", "invalid hidden 'maybe' (expected YES or NO)"),
      (
        "distribution=\"fill\" orientation", "distribution=\"spread\" orientation",
        "invalid distribution 'spread' (expected one of fill, fillEqually"
      ),
      (
        "alignment=\"centerY\" spacing=\"8\" detaches",
        "alignment=\"middle\" spacing=\"8\" detaches",
        "invalid alignment 'middle' (expected one of leading"
      ),
      ("orientation=\"horizontal\"", "orientation=\"diagonal\"", "invalid orientation 'diagonal'"),
    ] {
      let run = try Self.runEdited("check") { $0.replacingOccurrences(of: from, with: to) }
      #expect(run.status == .usageOrInputError, "\(to)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
  }

  /// Every YES/NO attribute the reader consults is YES or NO, or the document is a located
  /// input error: `translatesAutoresizingMaskIntoConstraints="no"` was read as YES (the mask
  /// translated), `placeholder="true"` as a constraint kept, `useAutolayout="true"` as a
  /// document without Auto Layout (skipped: a silent pass).
  @Test func aFlagThatIsNeitherYesNorNoIsAnInputError() throws {
    for (from, to, key, line) in [
      (
        "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"vwa-hd-003\"",
        "translatesAutoresizingMaskIntoConstraints=\"no\" id=\"vwa-hd-003\"",
        "translatesAutoresizingMaskIntoConstraints 'no'", 17
      ),
      (
        "constant=\"40\" id=\"w01-hd-001\"",
        "constant=\"40\" placeholder=\"true\" id=\"w01-hd-001\"",
        "placeholder 'true'", 20
      ),
      ("useAutolayout=\"YES\"", "useAutolayout=\"true\"", "useAutolayout 'true'", 7),
      // A constraint's variation (found by a helper: "yes" there turned the constraint on).
      (
        "constant=\"40\" id=\"w01-hd-001\"/>",
        "constant=\"40\" id=\"w01-hd-001\">\n<variation key=\"default\" placeholder=\"yes\"/>\n"
          + "</constraint>", "placeholder 'yes'", 21
      ),
      ("flexibleMaxX=\"YES\"", "flexibleMaxX=\"1\"", "flexibleMaxX '1'", 12),
      ("id=\"vwc-hd-005\"", "fixedFrame=\"yes\" id=\"vwc-hd-005\"", "fixedFrame 'yes'", 31),
      ("id=\"vwc-hd-005\"", "misplaced=\"\" id=\"vwc-hd-005\"", "misplaced ''", 31),
    ] {
      let run = try Self.runEdited("check") { $0.replacingOccurrences(of: from, with: to) }
      #expect(run.status == .usageOrInputError, "\(to)")
      #expect(run.stderr.contains(".xib:\(line):"), "\(run.stderr)")
      #expect(run.stderr.contains("invalid \(key) (expected YES or NO)"), "\(run.stderr)")
    }
  }

  /// Content priorities and an NSStackView's hugging priorities are numbers in 1...1000, and
  /// `verifyAmbiguity` one of Xcode's values, or a located input error: "abc" was read as the
  /// default, "2000" clamped to 1000 and "0" to 1, "OFF" as verifying. Found by a helper.
  @Test func aPriorityOrAmbiguitySettingOutOfItsValuesIsAnInputError() throws {
    for (attribute, message) in [
      ("horizontalHuggingPriority=\"abc\"", "invalid horizontalHuggingPriority 'abc'"),
      (
        "verticalCompressionResistancePriority=\"0\"",
        "invalid verticalCompressionResistancePriority '0'"
      ),
      ("horizontalStackHuggingPriority=\"2000\"", "invalid horizontalStackHuggingPriority '2000'"),
      ("verifyAmbiguity=\"OFF\"", "invalid verifyAmbiguity 'OFF' (expected ignoreSizes or off)"),
    ] {
      let run = try Self.runEdited("check") {
        $0.replacingOccurrences(of: "id=\"stk-hd-002\"", with: attribute + " id=\"stk-hd-002\"")
      }
      #expect(run.status == .usageOrInputError, "\(attribute)")
      #expect(run.stderr.contains(".xib:14:"), "\(run.stderr)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
    let off = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of: "id=\"stk-hd-002\"", with: "verifyAmbiguity=\"ignoreSizes\" id=\"stk-hd-002\"")
    }
    #expect(off.status == .success, "\(off.stderr)")
  }

  /// A text field's placeholder is its text, not the constraint flag of the same name.
  @Test func aTextFieldsPlaceholderIsText() throws {
    let run = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of: "<customObject id=\"-2\" userLabel=\"File's Owner\"/>",
        with: "<customObject id=\"-2\" userLabel=\"File's Owner\"/>\n"
          + "        <textField placeholder=\"Search\" id=\"txt-hd-099\"/>")
    }
    #expect(run.status != .usageOrInputError, "\(run.stderr)")
  }

  /// A repeated attribute is an error where it is: the parser read on to the end of the file
  /// before it stopped, and the error was placed there as "XML ends early".
  @Test func aRepeatedAttributeIsAnErrorWhereItIs() throws {
    let run = try Self.runEdited("check") {
      $0.replacingOccurrences(
        of: "detachesHiddenViews=\"YES\"",
        with: "detachesHiddenViews=\"YES\" detachesHiddenViews=\"NO\"")
    }
    #expect(run.status == .usageOrInputError)
    #expect(run.stderr.contains(".xib:14:"), "\(run.stderr)")
    #expect(run.stderr.contains("error: XML is not well-formed"))
  }

  /// Views nested deeper than a document ever nests are refused where the nesting passes the
  /// limit, in every command: 700 levels crashed the reader (its recursion ran out of stack,
  /// on a worker thread already at 200 in a debug build), and 20,000 levels were called "XML
  /// ends early".
  @Test func nestingDeeperThanAnyDocumentIsALocatedError() throws {
    let folder = try CheckCommandTests.temporaryFolder()
    for depth in [150, 700, 20_000] {
      let text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document"
        + " type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\""
        + " useAutolayout=\"YES\">\n<objects>\n"
        + (0..<depth).map { "<view id=\"v\($0)\"><subviews>" }.joined()
        + String(repeating: "</subviews></view>", count: depth) + "\n</objects>\n</document>\n"
      let path = folder.appendingPathComponent("deep\(depth).xib").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      for command in ["check", "solve", "graph"] {
        let io = CommandIO()
        let status = LayoutDoctorCLI.run([command, path], io: io)
        #expect(status == .usageOrInputError, "\(command) \(depth)")
        #expect(
          io.stderr.text.contains(
            "deep\(depth).xib:4:2466: error: elements nested more than 200 deep;"),
          "\(command) \(depth): \(io.stderr.text)")
      }
    }
  }

  /// A document without a layout root (no scene with a view) has nothing to lay out: an error
  /// in the commands that lay one out, a note in `check`, which skips it. Before, solve, graph
  /// and the rest printed nothing and exited 0.
  @Test func aDocumentWithoutARootIsNothingToLayOut() throws {
    let folder = try CheckCommandTests.temporaryFolder()
    let path = folder.appendingPathComponent("empty.storyboard").path
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    useAutolayout="YES">
        <scenes/>
    </document>

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let what = "no layout root (no scene with a view, no top-level view, cell or window)"
    for arguments in [
      ["solve", path], ["ambiguity", path], ["explain", path], ["graph", path],
      ["why", path, "a.width"],
    ] {
      let io = CommandIO()
      #expect(LayoutDoctorCLI.run(arguments, io: io) == .usageOrInputError, "\(arguments[0])")
      #expect(
        io.stderr.text == "error: \(path): \(what); nothing to lay out\n",
        "\(arguments[0]): \(io.stderr.text)")
    }
    let io = CommandIO()
    #expect(LayoutDoctorCLI.run(["check", path], io: io) == .success)
    #expect(io.stderr.text.contains("\(path): note: \(what); skipped\n"), "\(io.stderr.text)")
  }
}
