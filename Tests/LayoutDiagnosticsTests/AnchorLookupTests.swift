import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `why`'s ITEM.ATTR: items named as a listing names them, as a console log prints them, by
/// address or shown text; a miss answered with the nearest names.
@Suite struct AnchorLookupTests {
  static let card = """
    view root class=UIView frame=0,0,320,100
    view titleLabel class=UILabel in=root intrinsic=180x20
    view subtitleLabel class=UILabel in=root intrinsic=150x20
    view badge class=UIImageView in=root intrinsic=20x20
    titleLabel.leading == root.leading + 16
    titleLabel.top == root.top + 12
    """

  /// Report 1 of 013.log: `UIButton:0x10f755100'Text1'` in `UIView:0x10f754f20`, whose
  /// margins guide the log prints as `UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'`.
  static func logLookup() throws -> AnchorLookup {
    let input = try AnalysisInput.read(
      Array(Fixtures.text("console-logs/013.log").utf8), name: "013.log", path: "013.log")
    return try #require(try input.layouts().first).anchorLookup
  }

  static let button = LayoutItem.view("UIButton:0x10f755100")
  static let margins = LayoutItem.layoutMarginsGuide(of: "UIView:0x10f754f20")

  @Test func listingNamesWorkAsBefore() throws {
    let lookup = AnchorLookup(document: try listing(Self.card))
    #expect(try lookup.anchor("titleLabel.width") == LayoutAnchor(.view("titleLabel"), .width))
    #expect(try lookup.anchor("badge.Height") == LayoutAnchor(.view("badge"), .height))
    #expect(
      try lookup.anchor("root.safeAreaLayoutGuide.top")
        == LayoutAnchor(.safeAreaLayoutGuide(of: "root"), .top))
  }

  @Test(arguments: [
    "UIButton:0x10f755100'Text1'.top",
    "UIButton:0x10f755100.top",
    "0x10f755100.top",
    "0x00010F755100.top",
    "<UIButton: 0x10f755100; frame = (0 0; 320 52); opaque = NO; layer = <CALayer: 0x1>>.top",
    "<UIButton: 0x10f755100>.top",
    "'Text1'.top",
    " UIButton:0x10f755100'Text1' .top",
  ])
  func anItemAsTheLogPrintsIt(_ text: String) throws {
    #expect(try Self.logLookup().anchor(text) == LayoutAnchor(Self.button, .top))
  }

  @Test(arguments: [
    "UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom",
    "0x2826f9880.bottom",
    "<UILayoutGuide: 0x2826f9880 - \"UIViewLayoutMarginsGuide\", layoutFrame = {{0, 0}, {0, 0}},"
      + " owningView = <UIView: 0x10f754f20; frame = (0 0; 320 86)>>.bottom",
    "UIView:0x10f754f20.layoutMarginsGuide.bottom",
  ])
  func aBoundMarginsGuideAsTheLogPrintsIt(_ text: String) throws {
    #expect(try Self.logLookup().anchor(text) == LayoutAnchor(Self.margins, .bottom))
  }

  @Test func aPrintedNameMustAgreeWithTheItem() throws {
    let lookup = try Self.logLookup()
    for text in ["UILabel:0x10f755100.top", "UIButton:0x10f755100'Other'.top"] {
      #expect(throws: AnchorLookupError.self) { try lookup.anchor(text) }
    }
  }

  @Test func aMissListsTheNearestNames() throws {
    let lookup = AnchorLookup(document: try listing(Self.card))
    func suggestions(_ text: String) -> [String] {
      do {
        _ = try lookup.anchor(text)
        return ["found"]
      } catch {
        guard case .noSuchItem(_, _, let names) = error else { return ["\(error)"] }
        return names
      }
    }
    #expect(suggestions("titelLabel.top") == ["titleLabel"])
    #expect(suggestions("title.top") == ["titleLabel", "subtitleLabel"])
    #expect(suggestions("Label.top") == ["titleLabel", "subtitleLabel"])
    #expect(suggestions("bdge.top") == ["badge"])
    #expect(suggestions("zzzzzz.top") == [])
    do {
      _ = try lookup.anchor("titelLabel.top")
    } catch {
      #expect(
        error.description
          == "t.layout: no view or guide named 'titelLabel'; did you mean titleLabel?")
    }
  }

  @Test func aMistypedAddressFindsTheItem() throws {
    let lookup = try Self.logLookup()
    do {
      _ = try lookup.anchor("0x10f755101.top")
      Issue.record("found a mistyped address")
    } catch {
      guard case .noSuchItem(_, _, let names) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(names.first == "UIButton:0x10f755100")
      #expect(names.count <= AnchorLookup.suggestionLimit)
    }
  }

  @Test(arguments: [
    ("titleLabel", AnchorLookupError.notItemAttribute("titleLabel")),
    ("titleLabel.wide", .unknownAttribute("wide")),
  ])
  func badAttributes(_ text: String, _ expected: AnchorLookupError) throws {
    let lookup = AnchorLookup(document: try listing(Self.card))
    #expect(throws: expected) { try lookup.anchor(text) }
  }

  @Test func theDidYouMeanList() {
    #expect(AnchorLookupError.didYouMean([]) == "")
    #expect(AnchorLookupError.didYouMean(["a"]) == "; did you mean a?")
    #expect(AnchorLookupError.didYouMean(["a", "b", "c"]) == "; did you mean a, b or c?")
  }

  @Test func anItemOfTheTraceIsFoundByItsLine() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/036.log"), file: "036.log")
    #expect(AnchorLookup.traceLine(of: "UIWindow:0x7fadc950a2e0", in: log.traces) == 1)
    #expect(
      AnchorLookup.traceLine(
        of: "<_UILayoutSpacer: 0x600000ab4960 - \"UISV-alignment-spanner\", layoutFrame = {{0, 0},"
          + " {374, 0}}>", in: log.traces) == 9)
    #expect(AnchorLookup.traceLine(of: "UILabel:0x7fadc950a2e0", in: log.traces) == nil)
    #expect(AnchorLookup.traceLine(of: "titleLabel", in: log.traces) == nil)
  }
}
