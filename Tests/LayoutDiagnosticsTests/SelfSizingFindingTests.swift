import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Views that compute their own content size (tables, collections, text views, and AppKit's
/// tables, outlines, collections and text views in a clip view) get no
/// `scrollable-content-ambiguity`, and place their cells, rows and headers themselves.
@Suite struct SelfSizingFindingTests {
  static func findings(_ document: LayoutDocument) throws -> [Finding] {
    try LayoutAnalysis(document: document, file: document.source).findings()
  }

  static func frames(_ document: LayoutDocument) throws -> [String: LayoutRect] {
    let solution = try LayoutEngine(document: document).solve()
    return Dictionary(uniqueKeysWithValues: solution.views.map { ($0.id, $0.frame) })
  }

  /// The trial's table: one ordinary cell, nothing placing it. Before, 6 errors (2 content
  /// sizes, 4 positions and sizes) and a fix that would stop the table scrolling.
  @Test(arguments: ["self-sizing-table-cell.layout", "self-sizing-table-cell.json"])
  func aTableWithOneCellHasNoFinding(_ name: String) throws {
    let document = try layoutFixture(name)
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let frames = try Self.frames(document)
    #expect(frames["cell"] == LayoutRect(x: 0, y: 0, width: 375, height: 36.5))
    #expect(frames["cellContent"] == LayoutRect(x: 0, y: 0, width: 375, height: 36.5))
    let engine = try LayoutEngine(document: document)
    _ = engine.solve()
    let size = try #require(engine.contentSize(ofScrollView: "table"))
    #expect(size.width == 375 && size.height == 36.5)
  }

  /// The trial's text view with a placeholder label: no finding, and no content size made up.
  @Test(arguments: ["self-sizing-text-view.layout", "self-sizing-text-view.json"])
  func aTextViewWithAPlaceholderHasNoFinding(_ name: String) throws {
    let document = try layoutFixture(name)
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let engine = try LayoutEngine(document: document)
    #expect(engine.scrollViewIDs.isEmpty)
  }

  /// Rows without frames follow each other down the table, each as wide as the table; a
  /// header's height comes from its own constraint; a row with a captured frame keeps its
  /// `y` and, with nothing inside to size it, its height. A subclass named after its class
  /// (`FeedTableView`, `OrderCell`) is recognised.
  @Test func rowsStackDownTheTableAtItsWidth() throws {
    let document = try listing(
      """
      view root frame=0,0,320,480
      view table class=Feed.FeedTableView in=root
      view header class=UITableViewHeaderFooterView in=table
      view first class=OrderCell in=table
      view firstContent class=UITableViewCellContentView in=first
      view label class=UILabel in=firstContent intrinsic=100x20
      view second class=UITableViewCell in=table frame=0,200,320,60
      table.leading == root.leading
      table.trailing == root.trailing
      table.top == root.top
      table.bottom == root.bottom
      header.height == 30
      label.leading == firstContent.leading + 16
      label.top == firstContent.top + 12
      label.bottom == firstContent.bottom - 12

      """)
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let frames = try Self.frames(document)
    #expect(frames["header"] == LayoutRect(x: 0, y: 0, width: 320, height: 30))
    #expect(frames["first"] == LayoutRect(x: 0, y: 30, width: 320, height: 44))
    #expect(frames["firstContent"] == LayoutRect(x: 0, y: 0, width: 320, height: 44))
    #expect(frames["second"] == LayoutRect(x: 0, y: 200, width: 320, height: 60))
  }

  /// A collection's items keep their captured frames, which their own constraints override.
  @Test func collectionItemsKeepTheirCapturedFrames() throws {
    let document = try listing(
      """
      view root frame=0,0,320,480
      view grid class=UICollectionView in=root
      view a class=UICollectionViewCell in=grid frame=10,10,100,100
      view b class=UICollectionViewCell in=grid frame=120,10,100,100
      view bContentView class=UIView in=b
      grid.leading == root.leading
      grid.trailing == root.trailing
      grid.top == root.top
      grid.bottom == root.bottom
      b.width == 150

      """)
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let frames = try Self.frames(document)
    #expect(frames["a"] == LayoutRect(x: 10, y: 10, width: 100, height: 100))
    #expect(frames["b"] == LayoutRect(x: 120, y: 10, width: 150, height: 100))
  }

  /// A captured dump's `contentSize` is the content size; the class chain makes an app's
  /// subclass a table.
  @Test func aCapturedContentSizeIsUsed() throws {
    let json = """
      {"format":"layout-dump","version":2,"platform":"iOS","osVersion":"18.2","screenScale":3,
       "rootSize":{"width":375,"height":667},
      "views":[
      {"id":"root","address":"0x1","classChain":["UIView"],"subviews":["feed"],
       "frame":{"x":0,"y":0,"width":375,"height":667}},
      {"id":"feed","address":"0x2","classChain":["App.FeedList","UITableView","UIScrollView","UIView"],
       "superview":"root","subviews":["row"],"frame":{"x":0,"y":0,"width":375,"height":667},
       "scroll":{"contentSize":{"width":375,"height":1320}}},
      {"id":"row","address":"0x3","classChain":["App.Row","UITableViewCell","UIView"],
       "superview":"feed","frame":{"x":0,"y":88,"width":375,"height":44}}],
      "guides":[],
      "constraints":[
      {"address":"0x10","isActive":true,"firstItem":"feed","firstAttribute":"leading",
       "relation":"==","secondItem":"root","secondAttribute":"leading"},
      {"address":"0x11","isActive":true,"firstItem":"feed","firstAttribute":"trailing",
       "relation":"==","secondItem":"root","secondAttribute":"trailing"},
      {"address":"0x12","isActive":true,"firstItem":"feed","firstAttribute":"top",
       "relation":"==","secondItem":"root","secondAttribute":"top"},
      {"address":"0x13","isActive":true,"firstItem":"feed","firstAttribute":"bottom",
       "relation":"==","secondItem":"root","secondAttribute":"bottom"}]}
      """
    let document = try LayoutFileParser.parse(Array(json.utf8), file: "feed.json").document
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let engine = try LayoutEngine(document: document)
    let solution = engine.solve()
    #expect(engine.scrollViewIDs == ["feed"])
    let size = try #require(engine.contentSize(ofScrollView: "feed"))
    #expect(size.width == 375 && size.height == 1320)
    #expect(
      solution.views.first { $0.id == "row" }?.frame
        == LayoutRect(x: 0, y: 88, width: 375, height: 44))
  }

  /// AppKit: an outline view in the clip view of a scroll view, its rows and their cell views,
  /// and a text view in another: placed by the clip view and the table, nothing ambiguous.
  @Test func appKitTablesAndTextViewsInAClipViewHaveNoFinding() throws {
    let document = try listing(
      """
      view window class=NSView frame=0,0,480,300
      view scroll class=NSScrollView in=window
      view clip class=NSClipView in=scroll
      view outline class=NSOutlineView in=clip
      view row class=NSTableRowView in=outline
      view cellView class=NSTableCellView in=row
      view name class=NSTextField in=cellView intrinsic=80x17
      view notesScroll class=NSScrollView in=window
      view notesClip class=NSClipView in=notesScroll
      view notes class=NSTextView in=notesClip
      scroll.leading == window.leading
      scroll.top == window.top
      scroll.bottom == window.bottom
      scroll.width == 240
      notesScroll.leading == scroll.trailing
      notesScroll.trailing == window.trailing
      notesScroll.top == window.top
      notesScroll.bottom == window.bottom
      name.leading == cellView.leading + 4
      name.centerY == cellView.centerY
      row.height == 24

      """)
    #expect(try Self.findings(document).map(\.ruleID) == [])
    let frames = try Self.frames(document)
    #expect(frames["clip"] == LayoutRect(x: 0, y: 0, width: 240, height: 300))
    #expect(frames["outline"] == LayoutRect(x: 0, y: 0, width: 240, height: 300))
    #expect(frames["row"] == LayoutRect(x: 0, y: 0, width: 240, height: 24))
    #expect(frames["notes"] == LayoutRect(x: 0, y: 0, width: 240, height: 300))
  }

  /// A plain scroll view with content still gets the finding: only self-sizing views are
  /// exempt.
  @Test func aPlainScrollViewStillGetsTheFinding() throws {
    let document = try layoutFixture("ambiguity-scroll-content.layout")
    #expect(
      try Self.findings(document).map(\.ruleID).filter {
        $0 == "scrollable-content-ambiguity"
      } == ["scrollable-content-ambiguity"])
  }
}

extension SelfSizingFindingTests {
  /// A table's content size follows its rows, never the other way round: a self-sizing row
  /// whose content has no constraints (a built-in Value1 cell: two labels with autoresizing
  /// masks) keeps its 44-pt height, and the content ends below it. Before, the content
  /// height's pull to 0 and the row's height were both at `fittingSizeLevel`, so the row and
  /// its content view were ambiguous, two false errors (realib 19's "Scores" table).
  @Test func aTablesContentSizeNeverSqueezesItsRows() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/value1-cell.storyboard").first)
    #expect(layout.findings().map(\.message) == [])
    #expect(
      layout.solution.frame(of: "Cel-00-001") == LayoutRect(x: 0, y: 28, width: 375, height: 44))
    let size = try #require(layout.engine.contentSize(ofScrollView: "Tbl-00-001"))
    #expect(size.width == 375 && size.height == 72)
  }
}
