import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// A sweep's sizes (`--sizes`, `--device`) on Interface Builder roots: a screen's size is a
/// scene's, but a collection cell keeps its item size, a table cell takes only the width, and
/// an AppKit window is never laid out on an iPhone screen. Before, every root was given the
/// whole screen: the fixed cell of realib 05 got two false conflicts with two devices.
@Suite struct InterfaceBuilderSweepTests {
  static func findings(_ name: String, devices: [String]) throws -> [Finding] {
    let url = try Fixtures.shared("realib/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    let sizes = try devices.map { try #require(DeviceCatalogue.device(named: $0)) }
      .map(RootSize.init(device:))
    return try InputAnalysis.standard.sweeping(sizes)
      .findings(name: name, text: text, kind: .interfaceBuilder).findings
  }

  @Test func aCollectionCellKeepsItsItemSize() throws {
    let found = try Self.findings(
      "05-pc-large-list-cell-after-fix.xib", devices: ["iphone-se", "iphone-16"])
    #expect(found.filter { $0.severity == .error }.isEmpty, "\(found.map(\.message))")
    let broken = try Self.findings(
      "04-pc-large-list-cell-before-fix.xib", devices: ["iphone-se", "iphone-16"])
    #expect(broken.contains { $0.ruleID == "unsatisfiable-constraints" })
  }

  /// An empty text field (no text, no placeholder) cuts nothing when a narrower screen makes
  /// it narrower than its stored width: realib 18's form on an iPhone SE gave 36 false
  /// truncations of its 197-pt fields. Nor does its note of four lines between the scroll
  /// view's edges, which wraps onto a fifth (it was "39 pt narrower than its intrinsic
  /// width": its `<string key="text">` was not read, so its stored width was taken as one
  /// line of text).
  @Test func anEmptyTextFieldIsNotTruncated() throws {
    let found = try Self.findings(
      "18-iq-scrollview-demo-ambiguous.storyboard", devices: ["iphone-se"])
    let truncated = found.filter { $0.ruleID == "truncation" }
    #expect(truncated.map(\.message) == [])
  }

  /// ... and says so: the root a device's screen does not apply to is named in a note.
  /// Before, `--device iphone-se` on a macOS document passed over it in silence.
  @Test func anAppKitRootOnAPhoneIsNoted() throws {
    let text = try String(
      contentsOf: Fixtures.shared("realib/34-sparkle-update-alert.xib"), encoding: .utf8)
    let device = try #require(DeviceCatalogue.device(named: "iphone-se"))
    let swept = try InputAnalysis.standard.sweeping([RootSize(device: device)])
      .findings(name: "34.xib", text: text, kind: .interfaceBuilder)
    #expect(
      swept.warnings.contains {
        $0.hasPrefix(
          "34.xib: note: the sizes given do not apply to an AppKit layout root, never laid out on"
            + " an iPhone or iPad screen (")
          && $0.hasSuffix("); it is checked at its saved size")
      }, "\(swept.warnings)")
    // A size (`--size`) does apply to an AppKit window: no note.
    let sized = try InputAnalysis.standard.sweeping([RootSize(width: 700, height: 400)])
      .findings(name: "34.xib", text: text, kind: .interfaceBuilder)
    #expect(!sized.warnings.contains { $0.contains("do not apply") })
  }

  @Test func anAppKitWindowIsNotLaidOutOnAPhone() throws {
    let plain = try InputAnalysis.standard.findings(
      name: "34",
      text: String(
        contentsOf: Fixtures.shared("realib/34-sparkle-update-alert.xib"),
        encoding: .utf8), kind: .interfaceBuilder
    ).findings
    let swept = try Self.findings("34-sparkle-update-alert.xib", devices: ["iphone-se"])
    #expect(swept.map(\.ruleID) == plain.map(\.ruleID))
    #expect(!swept.contains { $0.message.contains("Encapsulated") })
  }

  @Test func aSceneAndATableCellTakeTheScreen() throws {
    // 14's runtime conflict shows only with the device's bottom inset.
    let scene = try Self.findings("14-pc-sleep-timer-before-fix.xib", devices: ["iphone-16"])
    #expect(scene.filter { $0.ruleID == "unsatisfiable-constraints" }.count == 2)
    // 08's 320-pt image in a cell as wide as a 375-pt screen.
    let cell = try Self.findings("08-dice-table-cell-issue-conflict.xib", devices: ["iphone-se"])
    #expect(cell.contains { $0.severity == .error && $0.message.contains("conflict") })
  }
}

extension InterfaceBuilderSweepTests {
  /// A device is laid out in its own size classes only: an iPhone in portrait is compact
  /// wide and regular tall, never `wR hR`. Before, `--device iphone-se` laid the document's
  /// `wR hR` variation (a box at least 300 pt wide, half the root) out on the iPhone's 375
  /// pt and reported a conflict there (realib 21's portrait iPhones in landscape traits).
  @Test func aDeviceIsCheckedInItsOwnSizeClassesOnly() throws {
    let text = try Fixtures.text("interface-builder/regular-title.storyboard")
    let sizes = try ["iphone-se", "ipad-pro-13"].map {
      RootSize(device: try #require(DeviceCatalogue.device(named: $0)))
    }
    let swept = try InputAnalysis.standard.sweeping(sizes)
      .findings(name: "t.storyboard", text: text, kind: .interfaceBuilder)
    #expect(swept.findings.map(\.message) == [])
    // The iPad alone, in wR hR, has room for the box; the iPhone alone is checked in wC hR.
    let phones = InputAnalysis.sizes(
      sizes, inTraits: [InterfaceBuilderTraits(width: .compact, height: .regular)])
    #expect(phones.map(\.device) == ["iphone-se"])
    let pads = InputAnalysis.sizes(
      sizes, inTraits: [InterfaceBuilderTraits(width: .regular, height: .regular)])
    #expect(pads.map(\.device) == ["ipad-pro-13"])
  }
}

extension InterfaceBuilderSweepTests {
  /// One error per constraint the engine breaks, as UIKit logs each once: realib 28 on a
  /// 13-inch iPad breaks three 1:1 ratios (lines 29, 47 and 38, as `solve` shows). Before,
  /// the third had no error: every minimal conflict through it holds one of the first two,
  /// and was folded into theirs (2 errors for 3 breaks).
  @Test func eachBrokenConstraintHasItsError() throws {
    let text = try String(
      contentsOf: Fixtures.shared("realib/28-matt-contextual-menu-ratio.storyboard"),
      encoding: .utf8)
    let root = try #require(
      try InterfaceBuilderReader.read(Array(text.utf8), file: "28.storyboard").roots.first)
    let pad = try #require(DeviceCatalogue.device(named: "ipad-pro-13"))
    let document = root.document(screenSafeArea: pad.safeAreaInsets, rootWidth: pad.width)
    let engine = try LayoutEngine(
      document: document,
      options: LayoutEngineOptions(rootWidth: pad.width, rootHeight: pad.height))
    let solution = engine.solve()
    let broken = solution.brokenConstraints.compactMap {
      document.constraints[$0.index].location?.line
    }
    #expect(broken.sorted() == [29, 38, 47])
    let errors = Finding.layoutConflicts(in: engine, solution: solution)
    #expect(errors.compactMap(\.location.line).sorted() == [29, 38, 47])
  }
}

extension InterfaceBuilderSweepTests {
  /// Realib 29 was saved on a 4.7-inch canvas that hid the status bar (its labels pinned to
  /// the safe area's top are stored as if it were 0 pt). On an iPhone SE, the same screen
  /// with its 20-pt status bar, every such view sits 20 pt lower: that is the device, not a
  /// stale frame (Update Frames would store the canvas's again), so the misplaced frames
  /// judged there are the canvas's, as without a device. Before, the canvas's missing status
  /// bar was carried to the device; with it counted, and misplacement judged with the
  /// device's insets, every label read "y 48 → 68".
  @Test func aDeviceWhoseInsetsAreNotTheCanvasJudgesTheCanvasFrames() throws {
    let name = "29-matt-dynamic-type-baseline.storyboard"
    let onDevice = try Self.findings(name, devices: ["iphone-se"])
    let text = try String(contentsOf: Fixtures.shared("realib/\(name)"), encoding: .utf8)
    let saved = try InputAnalysis.standard.findings(name: name, text: text, kind: .interfaceBuilder)
      .findings
    let misplaced = { (found: [Finding]) in
      found.filter { $0.ruleID == "misplaced-view" }.map(\.message).sorted()
    }
    #expect(misplaced(onDevice) == misplaced(saved))
    #expect(!misplaced(onDevice).isEmpty)
  }
}

extension InterfaceBuilderSweepTests {
  /// A cell's content view is sized by its cell through an autoresizing mask the framework
  /// sets: not the culprit a conflict is stated against. Before, a label 400 pt wide in a
  /// 375-pt cell read "'UITableViewCellContentView cw-content'.width must be exactly 57 pt
  /// wider than 'Row'.width ..., but its autoresizing mask ... makes it as wide".
  @Test func aCellsContentViewMaskIsNotTheConflictsCulprit() throws {
    let text = try Fixtures.text("interface-builder/cell-wide-label.xib")
    let input = try AnalysisInput.read(Array(text.utf8), name: "cell.xib", path: "cell.xib")
    let conflicts = try input.layouts().flatMap { $0.findings() }.filter {
      $0.ruleID == "unsatisfiable-constraints"
    }
    #expect(
      conflicts.map(\.message) == [
        "Horizontal conflict: 'Row' (cw-cell) must be exactly 432 pt wide for the other 4"
          + " constraints to hold, but UIKit's 'UIView-Encapsulated-Layout-Width' (line 4: the"
          + " size its container imposes) fixes it at 375 pt."
      ])
  }
}

extension InterfaceBuilderSweepTests {
  static func sweptFindings(_ fixture: String, devices: [String]) throws -> [Finding] {
    try cellFindings(
      Fixtures.text("interface-builder/\(fixture)"), name: fixture, devices: devices)
  }

  /// A xib view that did not fill its saved device's screen is not laid out as one: a 414 x
  /// 112 header takes a device's width only, a 340 x 120 control keeps its size. Before, both
  /// took every device's whole screen and their constraints "conflicted" (3 errors).
  @Test func aFreeformViewKeepsTheSizeTheScreenDoesNotGiveIt() throws {
    let findings = try Self.sweptFindings(
      "freeform-header.xib", devices: ["iphone-se", "iphone-16", "ipad-pro-13"])
    #expect(findings.map(\.message) == [])
  }

  /// Stored frames are judged on the canvas they were stored for even when no device checked
  /// is the saved one: `--device iphone-16` on a document saved for an iPhone 11. Before, no
  /// frame was judged and the stale ones passed in silence.
  @Test func misplacedFramesAreJudgedOnTheCanvasWhateverTheDevices() throws {
    let findings = try Self.sweptFindings("stale-safe-area.storyboard", devices: ["iphone-16"])
    let misplaced = findings.filter { $0.ruleID == "misplaced-view" }
    #expect(
      misplaced.map(\.message) == [
        "Frame for 'Button Bar' (ssa-br-001) will be different at run time: y 772 → 812.",
        "Frame for 'Stale Title' (ssa-ta-002) will be different at run time: y 104 → 68.",
      ])
    for finding in misplaced {
      #expect(
        finding.notes.map(\.message).contains(
          "Judged on the canvas the frames were stored for (414 x 896 pt), not at the sizes"
            + " checked."))
    }
  }
}

extension InterfaceBuilderSweepTests {
  /// A stored frame is judged in the traits it was stored for only: realib 19's header, stored
  /// at y 0 where its constraints put it at 20, is misplaced in `wC hR`, its saved traits,
  /// not also in `wR hC` and `wR hR`, which share its constraints but not its frame (the
  /// manual says so; the finding said otherwise).
  @Test func aMisplacedFrameBelongsToTheSavedTraits() throws {
    let text = try String(
      contentsOf: Fixtures.shared("realib/19-alt-debugging-auto-layout-ambiguous.storyboard"),
      encoding: .utf8)
    let findings = try InputAnalysis.standard.findings(
      name: "19.storyboard", text: text, kind: .interfaceBuilder
    ).findings
    let misplaced = try #require(findings.first { $0.ruleID == "misplaced-view" })
    #expect(misplaced.traits == ["wC hR"])
    #expect(!misplaced.notes.contains { $0.message.contains("It occurs in traits") })
  }
}

extension InterfaceBuilderSweepTests {
  /// Expects no finding of `text` at any content size, nor on an iPhone SE, an iPhone 16 or a
  /// 13-inch iPad.
  static func expectNothingAtEverySizeAndText(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      try cellFindings(text, all: true).map(\.message) == [], sourceLocation: sourceLocation)
    #expect(
      try cellFindings(text, devices: ["iphone-se", "iphone-16", "ipad-pro-13"])
        .map(\.message) == [], sourceLocation: sourceLocation)
  }

  /// The findings of the document `text` (named `name`) at the catalogue `devices` and, when
  /// `all`, at every content size.
  static func cellFindings(
    _ text: String, name: String = "cell.xib", devices: [String] = [], all: Bool = false
  ) throws -> [Finding] {
    let sizes = try devices.map {
      RootSize(device: try #require(DeviceCatalogue.device(named: $0)))
    }
    let sweep = all ? TextSweep(categories: ContentSizeCategory.allCases) : TextSweep()
    return try InputAnalysis.standard.sweeping(sizes, text: sweep)
      .findings(name: name, text: text, kind: .interfaceBuilder).findings
  }

  /// A table cell xib is sized by its table: at another width or text size than its stored
  /// one, its height follows its content, as a table that sizes rows to their content
  /// (`UITableView.automaticDimension`, UIKit's default) fits it. Before, the cell kept its
  /// stored 80 pt: its two wrapping labels were "truncated" from content size XL up, and on
  /// an iPad they "shared 16.75 pt of extra space".
  @Test func aSelfSizingCellFollowsItsContent() throws {
    let text = try Fixtures.text("interface-builder/self-sizing-cell.xib")
    try Self.expectNothingAtEverySizeAndText(text)
  }

  /// ... but a fixed height inside the cell stays fixed: a title held at 20.5 pt is truncated
  /// from content size XL up, whatever the row's height.
  @Test func aFixedHeightInASelfSizingCellStillTruncates() throws {
    let text = try Fixtures.text("interface-builder/self-sizing-cell.xib").replacingOccurrences(
      of: "<constraints>\n",
      with: "<constraints>\n<constraint firstItem=\"ssc-tt-003\" firstAttribute=\"height\""
        + " constant=\"20.5\" id=\"ssc-h1-099\"/>\n")
    let truncated = try Self.cellFindings(text, all: true).filter { $0.ruleID == "truncation" }
    #expect(truncated.count == 1, "\(truncated.map(\.message))")
    #expect(truncated.allSatisfy { $0.message.hasPrefix("'Title' (ssc-tt-003) is laid out") })
  }
}

extension InterfaceBuilderSweepTests {
  /// A prototype cell of a table whose rows size to their content (`rowHeight="-1"`) follows
  /// its content at other text sizes and devices, as a cell xib does; a table of fixed rows
  /// (`rowHeight="80"`) holds it at 80 pt, and its labels are truncated from content size XL
  /// up. Before, the automatic table's cell was held at its stored 80 pt too.
  @Test func aPrototypeCellOfAnAutomaticTableFollowsItsContent() throws {
    let text = try Fixtures.text("interface-builder/automatic-rows.storyboard")
    try Self.expectNothingAtEverySizeAndText(text)
    let fixed = text.replacingOccurrences(
      of: "rowHeight=\"-1\" estimatedRowHeight=\"-1\"", with: "rowHeight=\"80\"")
    let truncated = try Self.cellFindings(fixed, all: true).filter { $0.ruleID == "truncation" }
    #expect(truncated.count == 2, "\(truncated.map(\.message))")
  }
}

extension InterfaceBuilderSweepTests {
  /// A xib's top-level view as large as its saved device's screen reads the device's own
  /// insets from its frames (48 top, 34 bottom on an iPhone 11): on another screen those are
  /// that screen's, not added to them. Before, they were taken for bars beyond a screen of no
  /// insets: the toolbar's two bottom constraints "conflicted" at a 68-pt inset on an iPhone 16
  /// and on the saved iPhone 11 itself, passed on an iPhone SE (whose inset is 0), and the
  /// title bar sat 107 pt down an iPhone 16 instead of at its 59-pt safe area.
  @Test func aScreenSizedXibViewTakesEachScreensSafeArea() throws {
    let conflicts = { (devices: [String]) in
      try Self.sweptFindings("screen-view.xib", devices: devices).filter {
        $0.ruleID == "unsatisfiable-constraints"
      }
    }
    #expect(try conflicts(["iphone-16", "iphone-11"]).map(\.message) == [])
    let onSE = try conflicts(["iphone-se"])
    #expect(onSE.count == 1, "\(onSE.map(\.message))")
    let text = try Fixtures.text("interface-builder/screen-view.xib")
    let device = try #require(DeviceCatalogue.device(named: "iphone-16"))
    let input = try AnalysisInput.read(Array(text.utf8), name: "s.xib", path: "s.xib")
    let layout = try #require(
      try input.layouts(at: [RootSize(device: device)]).first?.first)
    let title = try #require(layout.solution.views.first { $0.id == "scv-tt-003" })
    #expect(title.frame.y == 59)
  }
}

extension InterfaceBuilderSweepTests {
  /// A label of any number of lines that its neighbour narrows wraps, as UIKit's label does
  /// at the width it gets, whatever pins its width: its stored one-line frame is its text
  /// measured on one line. Before, only a label whose constraints fixed its width wrapped:
  /// this one was "5.73529 pt narrower than its intrinsic width" from content size
  /// accessibility L up, and told to take more lines, which it does.
  @Test func aLabelOfSeveralLinesNarrowedByItsNeighbourWraps() throws {
    let text = try Fixtures.text("interface-builder/wrapping-row.xib")
    #expect(try Self.cellFindings(text, all: true).map(\.message) == [])
    let input = try AnalysisInput.read(Array(text.utf8), name: "w.xib", path: "w.xib")
    let own = try #require(try input.layouts().first)
    let largest = try own.laidOut(in: TextVariant(category: .ax5))
    let name = try #require(largest.solution.views.first { $0.id == "wrr-nm-002" })
    // Two lines of 53-pt text at the width the value leaves it.
    #expect(abs(name.frame.width - 235.0588) < 0.001, "\(name.frame)")
    #expect(abs(name.frame.height - 127.8235) < 0.001, "\(name.frame)")
  }
}

extension InterfaceBuilderSweepTests {
  /// A finding at every device checked names the device its numbers are at: a 374-pt banner
  /// between 20-pt insets conflicts on an iPhone SE, an iPhone 16 and an iPad, and its message
  /// gives the SE's 375 pt. Before, no note named a device, though the message's numbers are
  /// one device's.
  @Test func aFindingOnEveryDeviceNamesTheDeviceOfItsNumbers() throws {
    let text = try Fixtures.text("interface-builder/screen-view.xib").replacingOccurrences(
      of: "<constraint firstAttribute=\"height\" constant=\"44\" id=\"scv-c2-012\"/>",
      with: "<constraint firstAttribute=\"height\" constant=\"44\" id=\"scv-c2-012\"/>\n"
        + "<constraint firstAttribute=\"width\" constant=\"500\" id=\"scv-cw-099\"/>")
    let findings = try Self.cellFindings(text, devices: ["iphone-se", "iphone-16", "ipad-pro-13"])
    let conflict = try #require(
      findings.first { $0.ruleID == "unsatisfiable-constraints" && $0.message.contains("500") },
      "\(findings.map(\.message))")
    #expect(
      conflict.notes.map(\.message).contains(
        "It occurs at every root size checked (3); its numbers are those at iphone-se (375x667)."),
      "\(conflict.notes.map(\.message))")
  }
}

extension InterfaceBuilderSweepTests {
  /// A cell xib's table is not in the document: that its rows fit their content is an
  /// assumption, and a sweep says so once, naming the cell. Without a sweep, nothing is
  /// assumed and nothing is said.
  @Test func aSweptCellXibSaysItsRowsAreAssumedToFit() throws {
    let text = try Fixtures.text("interface-builder/self-sizing-cell.xib")
    let note =
      "cell.xib: note: at the sizes and text checked, table cell 'Note Cell' is laid out with"
      + " its height following its content, as a table whose rows size to their content"
      + " (UITableView.automaticDimension, UIKit's default) lays it out; in a table of fixed"
      + " rows it keeps its stored height"
    let swept = try InputAnalysis.standard.sweeping(
      [], text: TextSweep(categories: ContentSizeCategory.allCases)
    ).findings(name: "cell.xib", text: text, kind: .interfaceBuilder)
    #expect(swept.warnings == [note], "\(swept.warnings)")
    let plain = try InputAnalysis.standard.findings(
      name: "cell.xib", text: text, kind: .interfaceBuilder)
    #expect(plain.warnings == [])
  }
}
