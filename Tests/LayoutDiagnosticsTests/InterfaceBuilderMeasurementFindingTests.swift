import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

/// Documents whose stored frames are their constraints' solution once the reader measures
/// what Interface Builder measured: baseline-aligned push buttons, UIButton heights, an AppKit
/// separator's line, a label in a view its stack sizes, an AppKit slider's 2-pt sides
/// ("x 26 → 28, width 74 → 70" before) and a vertical one's width (its thickness, which was
/// taken for a length: "the width of 'Level' is ambiguous"), and a custom view whose
/// placeholder intrinsic size is larger than its constraints (two truncation warnings
/// before: what it draws is its code's), and a segmented control's frame 1 pt below its
/// alignment rectangle ("y 41 → 42" for the view under it before). None gives a finding
/// (each gave a misplaced-view warning, an ambiguity or a truncation before).
@Suite struct InterfaceBuilderMeasurementFindingTests {
  @Test(arguments: [
    "baseline-buttons", "estimates", "separator", "container-sized", "slider", "placeholder-size",
    "segmented",
  ])
  func storedFramesAreTheSolution(_ name: String) throws {
    for layout in try AnalysisInput.fixtureLayouts("interface-builder/\(name).xib") {
      #expect(layout.findings().map(\.message) == [])
    }
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A title the canvas squeezed to 3 pt needs its estimated 37 pt: the 34 pt it lacks are
  /// shared by its compression resistance and two 40-pt heights, all at 750, so the three
  /// views are ambiguous, as Xcode flags realib 01's squeezed rows, and each finding says it
  /// rests on the title's estimated height (read as a 3-pt measurement, nothing was found).
  @Test func aSqueezedTitleMakesAnEqualPriorityTie() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/squeezed-title.xib").first)
    let findings = layout.findings()
    #expect(findings.map(\.ruleID) == Array(repeating: "ambiguous-layout", count: 3))
    #expect(
      findings.map(\.anchor) == [
        "Sqz-00-002\nheight", "Sqz-00-004\nminY\nheight", "Sqz-00-005\nminY\nheight",
      ])
    for finding in findings {
      #expect(
        finding.notes.map(\.message).contains(
          "It rests on an estimated intrinsic height of 'Title' (Sqz-00-002) (no measurement in"
            + " the document)."), "\(finding.notes.map(\.message))")
    }
    let title = try #require(layout.ambiguity().view("Sqz-00-002")?.axis(.vertical))
    #expect(title.attributes.map(\.lowerBound) == [3])
    #expect(title.attributes.map(\.upperBound) == [37])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A fill stack of known width stretches its one free view: "Custom"'s stored 225 pt are the
  /// stack's, not its title's, so its intrinsic width is the title's estimate and a narrower
  /// row cuts nothing. Before, 225 pt were read as its text, "truncated" below 320 pt (realib
  /// 15's button on an iPhone 16).
  @Test func aStretchedArrangedViewIsNotMeasuredByItsStoredLength() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/stretched-button.xib").first)
    let button = try #require(layout.document.hierarchy.view("Str-00-003"))
    #expect(button.intrinsicContentSize.width == 66)
    #expect(button.estimatedIntrinsicAxes == [.horizontal])
    #expect(layout.findings().map(\.message) == [])
    let narrow = try LayoutAnalysis.findings(
      of: layout.document, file: "stretched-button.xib",
      sizes: [RootSize(width: 250, height: 50)])
    #expect(!narrow.contains { $0.ruleID == "truncation" })
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// The one finding of `stale-and-empty.xib`: the label Xcode marked misplaced, its stale
  /// 200-pt width against its text's estimate, saying it rests on it. The image view without
  /// an image is sized by its constraints and the measured and stretched labels keep their
  /// frames. Before, the stale width was read as the text's and nothing was found.
  @Test func aStaleFrameIsReportedOnTheEstimate() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/stale-and-empty.xib").first)
    let findings = layout.findings()
    #expect(
      findings.map(\.message) == [
        "Frame for 'Name' (Nam-00-003) will be different at run time: width 200 → 46.5."
      ])
    #expect(
      findings.first?.notes.map(\.message).contains(
        "It rests on an estimated intrinsic width of 'Name' (Nam-00-003) (no measurement in the"
          + " document).") == true)
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// The tall cell's caption sits 8 pt above the content view's bottom (y 971 of 999.5) and
  /// the photo without an image takes the 963 pt above it: the caption is only misplaced, as
  /// Xcode flagged it. Before, a 369-pt bottom margin left the photo's height ambiguous.
  @Test func aTallCellIsLaidOutWithinItsMargins() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/tall-cell.storyboard").first)
    let solution = layout.designTimeSolution()
    #expect(solution.frame(of: "Img-00-011") == LayoutRect(x: 0, y: 0, width: 375, height: 963))
    #expect(solution.frame(of: "Cap-00-011")?.y == 971)
    #expect(layout.findings().map(\.ruleID) == ["misplaced-view"])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A window grows to fit its content's required constraints (it keeps its size only at
  /// `windowSizeStayPut`, 500): `window-grows.xib`'s 300-pt content view holding a 320-pt
  /// field 20 pt inside both edges is 360 pt wide, the content view and field misplaced and
  /// no conflict. Laid out at another size (`--size`), nothing is judged. Before, the field's
  /// width conflicted with `NSView-Encapsulated-Layout-Width`.
  @Test func aWindowGrowsToItsContent() throws {
    let url = Fixtures.url("interface-builder/window-grows.xib")
    let input = try AnalysisInput.read(
      Array(try Data(contentsOf: url)), name: "window-grows.xib", path: url.path)
    let layout = try #require(try input.layouts().first)
    #expect(layout.document.rootSizePriority == .windowSizeStayPut)
    #expect(layout.solution.frame(of: "cnt-gr-002")?.width == 360)
    #expect(
      layout.findings().map(\.message) == [
        "Frame for 'Content' (cnt-gr-002) will be different at run time: width 300 → 360.",
        "Frame for 'Field' (fld-gr-003) will be different at run time: width 260 → 320.",
      ])
    let wide = try #require(try input.layouts(rootWidth: 500, rootHeight: 300).first)
    #expect(wide.findings().isEmpty)
    // A view that is not a window's content keeps its size, required.
    let sheet = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/appkit-conflict.xib").first)
    #expect(sheet.document.rootSizePriority == .required)
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// The misplaced two-line label of `notch-symbol-wrap.storyboard` is 200 × 41 (two lines of
  /// its estimated text), reported misplaced and not truncated; the banner under the notch
  /// is not in conflict; the symbol keeps its stored size. Before, the label was one 252.5-pt
  /// line "truncated" to 200 and the star "misplaced" to 128 × 124.
  @Test func aStaleLabelOfSeveralLinesWraps() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/notch-symbol-wrap.storyboard").first)
    #expect(
      layout.solution.frame(of: "Wel-00-021") == LayoutRect(x: 20, y: 150, width: 200, height: 41))
    #expect(
      layout.findings().map(\.message) == [
        "Frame for 'Welcome' (Wel-00-021) will be different at run time: width 300 → 200, height"
          + " 20.5 → 41."
      ])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// Text scaled past the model's bounds (a 3e8-pt label × 4: an intrinsic width of 3.2e9
  /// points) fails the input in a text sweep, located at the label, as it fails `solve`.
  /// Before, the sweep moved its engine to the scaled text without the model's check, found
  /// nothing there, and `check --text-scale 4` passed.
  @Test func aTextVariantPastTheBoundsFailsTheInput() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
          <view contentMode="scaleToFill" id="roo-bd-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
              <label opaque="NO" misplaced="YES" text="Name" \
      translatesAutoresizingMaskIntoConstraints="NO" id="lbl-bd-002">
                <rect key="frame" x="16" y="10" width="1" height="1"/>
                <fontDescription key="fontDescription" type="system" pointSize="3e8"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="lbl-bd-002" firstAttribute="leading" secondItem="roo-bd-001" \
      secondAttribute="leading" constant="16" id="c01-bd-001"/>
              <constraint firstItem="lbl-bd-002" firstAttribute="top" secondItem="roo-bd-001" \
      secondAttribute="top" constant="10" id="c02-bd-002"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let input = try AnalysisInput.read(Array(text.utf8), name: "bounds.xib", path: "bounds.xib")
    let layout = try #require(try input.layouts().first)
    #expect(!layout.findings().isEmpty)
    #expect(throws: AnalysisInputError.self) {
      _ = try LayoutAnalysis.findings(
        of: layout.document, file: "bounds.xib", sizes: [], text: TextSweep(textScales: [4]))
    }
  }

  /// A misplaced view whose differing frame another view's estimate decides says so:
  /// `estimate-neighbour.xib`'s badge hangs 8 after "Hi", whose stale frame is no measurement
  /// (width estimated 16): the badge's x 224 → 40 rests on that width. The footer, pinned to
  /// the card alone, rests on nothing. Before, only a view's own estimate was noted.
  @Test func aNeighboursEstimateIsNoted() throws {
    let url = Fixtures.url("interface-builder/estimate-neighbour.xib")
    let input = try AnalysisInput.read(
      Array(try Data(contentsOf: url)), name: "estimate-neighbour.xib", path: url.path)
    let layout = try #require(try input.layouts().first)
    let findings = layout.findings()
    let estimate =
      "It rests on an estimated intrinsic width of 'Hi' (Enb-00-002) (no measurement in the"
      + " document)."
    let badge = try #require(findings.first { $0.anchor == "Enb-00-003" })
    #expect(
      badge.message == "Frame for 'Badge' (Enb-00-003) will be different at run time: x 224 → 40.")
    #expect(badge.notes.map(\.message).filter { $0.hasPrefix("It rests") } == [estimate])
    #expect(badge.notes.first?.location?.line == 14)
    let footer = try #require(findings.first { $0.anchor == "Enb-00-004" })
    #expect(!footer.notes.contains { $0.message.hasPrefix("It rests") })
    let label = try #require(findings.first { $0.anchor == "Enb-00-002" })
    #expect(label.notes.map(\.message).filter { $0.hasPrefix("It rests") } == [estimate])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A note of several lines between the panel's edges wraps at other widths from what the
  /// canvas measured (three 12-pt lines at 374 pt): four lines at 280 pt, two at 560, the
  /// button under it following; nothing is cut, and the saved layout is its stored frames.
  /// The short two-line caption keeps its 36 pt. Before, the note's 374 pt were read as its
  /// text on one line: "94 pt narrower than its intrinsic width" at 320 pt.
  @Test func aNoteOfSeveralLinesWrapsAtOtherWidths() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/wrapped-note.xib").first)
    #expect(layout.findings().map(\.message) == [])
    let findings = try LayoutAnalysis.findings(
      of: layout.document, file: "wrapped-note.xib",
      sizes: [RootSize(width: 320, height: 200), RootSize(width: 600, height: 200)])
    #expect(findings.map(\.message) == [])
    let url = Fixtures.url("interface-builder/wrapped-note.xib")
    let input = try AnalysisInput.read(
      Array(try Data(contentsOf: url)), name: "wrapped-note.xib", path: url.path)
    let narrow = try #require(try input.layouts(rootWidth: 320, rootHeight: 200).first)
    let note = try #require(narrow.solution.frame(of: "Wrp-00-002"))
    #expect(note.width == 280)
    #expect(abs(note.height - 4 * 43.0 / 3) < 1e-9)
    let done = try #require(narrow.solution.frame(of: "Wrp-00-003"))
    #expect(abs(done.y - (20 + 4 * 43.0 / 3 + 8 + 20.5 + 8)) < 1e-9)
    #expect(narrow.solution.frame(of: "Wrp-00-004")?.height == 36)
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A one-line note too long for a 320-pt panel is cut by the two constraints that hold it
  /// between the panel's edges, and only by them: the search re-solves each candidate at the
  /// size the layout was laid out at. Before, it re-solved at the document's 414 pt, where
  /// the note always fitted, so the button and hint aligned to it and the caption's edges
  /// also "took the space" (six notes for two), and the fit search was at the stored height.
  @Test func theSpaceTakersAreSearchedAtTheLaidOutSize() throws {
    let url = Fixtures.url("interface-builder/wrapped-note.xib")
    let text = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: "numberOfLines=\"0\" ", with: "")
      .replacingOccurrences(of: "height=\"43\"", with: "height=\"14.5\"")
    let input = try AnalysisInput.read(Array(text.utf8), name: "one-line.xib", path: url.path)
    let layout = try #require(try input.layouts(rootWidth: 320, rootHeight: 300).first)
    let truncation = try #require(layout.findings().first { $0.ruleID == "truncation" })
    #expect(
      truncation.notes.map(\.message).filter { $0.hasSuffix("(a required constraint).") } == [
        "'Note'.leading == 'Panel'.leading + 20 takes the space (a required constraint).",
        "'Panel'.trailing == 'Note'.trailing + 20 takes the space (a required constraint).",
      ])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A label with an empty text and a button without a title or image, each stretched
  /// between the panel's edges, cut nothing on a narrower panel: what they draw is their
  /// code's. A label with a text, stretched alike, still is cut. Before, all three were
  /// "truncated" (realib 01's empty label and 12's skip buttons on an iPhone SE).
  @Test func viewsWithoutTextOrImageCutNothing() throws {
    func row(_ id: String, _ element: String, _ y: Int) -> (view: String, constraints: String) {
      (
        """
        \(element.replacingOccurrences(of: "ID", with: id))
        """,
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="Emp-00-001" secondAttribute="leading" constant="20" id="\(id)-l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="Emp-00-001" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        """
      )
    }
    let rows = [
      row(
        "Emp-00-002",
        """
        <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="ID" userLabel="Empty">
          <rect key="frame" x="20" y="20" width="374" height="0.0"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </label>
        """, 20),
      row(
        "Emp-00-003",
        """
        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ID" userLabel="Skip">
          <rect key="frame" x="20" y="40" width="374" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
        </button>
        """, 40),
      row(
        "Emp-00-004",
        """
        <label opaque="NO" text="A title long enough to be cut on a narrower panel, surely" translatesAutoresizingMaskIntoConstraints="NO" id="ID" userLabel="Title">
          <rect key="frame" x="20" y="80" width="374" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """, 80),
    ]
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
          <view contentMode="scaleToFill" id="Emp-00-001" userLabel="Panel">
            <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
            <subviews>
              \(rows.map(\.view).joined(separator: "\n"))
            </subviews>
            <constraints>
              \(rows.map(\.constraints).joined(separator: "\n"))
            </constraints>
          </view>
        </objects>
      </document>
      """
    let input = try AnalysisInput.read(Array(text.utf8), name: "empty.xib", path: "empty.xib")
    let layout = try #require(try input.layouts(rootWidth: 320, rootHeight: 200).first)
    let truncated: [String] = layout.findings().filter { $0.ruleID == "truncation" }.map {
      String($0.anchor.prefix { $0 != "\n" })
    }
    #expect(truncated == ["Emp-00-004 horizontal"])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// Views their container places are not misplaced of their own: a table's cell and its
  /// content view (600 pt wide, as the table was stored, in a table its constraints make 375)
  /// follow the table, which is; a hidden row its stack collapses keeps the 50 pt the canvas
  /// showed. Before, four misplaced views for the one Xcode flagged.
  @Test func viewsTheirContainerPlacesAreNotMisplaced() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/placed-by-container.xib").first)
    #expect(
      layout.findings().map(\.message) == [
        "Frame for 'List' (Pbc-00-005) will be different at run time: width 600 → 375."
      ])
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A label of several lines stored on one line between the panel's edges wraps where the
  /// panel gets narrower: two 20.5-pt lines at 160 pt, nothing cut. Before, its stored 374 pt
  /// were its text's on one line: "127 pt narrower than its intrinsic width" at 200 pt.
  @Test func aLabelOfSeveralLinesStoredOnOneLineWraps() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
          <view contentMode="scaleToFill" id="One-00-001" userLabel="Panel">
            <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
            <subviews>
              <label opaque="NO" text="Tap here to continue to the next step" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="One-00-002" userLabel="Hint">
                <rect key="frame" x="20" y="100" width="374" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="One-00-002" firstAttribute="leading" secondItem="One-00-001" secondAttribute="leading" constant="20" id="One-c0-001"/>
              <constraint firstAttribute="trailing" secondItem="One-00-002" secondAttribute="trailing" constant="20" id="One-c0-002"/>
              <constraint firstItem="One-00-002" firstAttribute="top" secondItem="One-00-001" secondAttribute="top" constant="100" id="One-c0-003"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let input = try AnalysisInput.read(Array(text.utf8), name: "one.xib", path: "one.xib")
    #expect(try input.layouts().first?.findings().map(\.message) == [])
    let narrow = try #require(try input.layouts(rootWidth: 200, rootHeight: 200).first)
    #expect(narrow.findings().map(\.message) == [])
    #expect(
      narrow.solution.frame(of: "One-00-002")
        == LayoutRect(x: 20, y: 100, width: 160, height: 41))
  }
}

extension InterfaceBuilderMeasurementFindingTests {
  /// A one-line label in the system font stored far narrower than its text (118 pt for
  /// "Average rating this month", 17-pt semibold, estimated 208.5 pt) was squeezed on the
  /// canvas, where Xcode draws it truncated: its width is the text's estimate and it is
  /// truncated. Before, the 118 pt were taken as the text's measured width: no finding. The
  /// same label in a condensed custom font, whose width the estimate does not know, keeps its
  /// stored width.
  @Test func aLabelSqueezedOnTheCanvasIsTruncated() throws {
    let layouts = try AnalysisInput.fixtureLayouts("interface-builder/squeezed-label.xib")
    #expect(
      layouts.map { $0.findings().map(\.message) } == [
        [
          "'Average rating this month' (sql-lb-002) is laid out 90.5 pt narrower than its"
            + " intrinsic width (118 pt instead of 208.5 pt), so its content is clipped or"
            + " truncated."
        ],
        [],
      ])
  }
}
