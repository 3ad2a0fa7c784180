import LayoutModel
import Testing

@testable import LayoutParsing

/// Which root safe-area readings the reader takes from stored frames
/// (`InterfaceBuilderCanvasInsets`), with exact values.
@Suite struct InterfaceBuilderCanvasInsetsTests {
  /// An iPhone 11 scene (`retina6_1`: 48 top, 34 bottom) without bars.
  static let phone = InterfaceBuilderCanvasInsets(
    root: "root", device: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
    screen: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), bars: .zero, corroborated: [])

  static func inset(_ edge: InterfaceBuilderInset.Edge, view: String = "root")
    -> InterfaceBuilderInset
  {
    InterfaceBuilderInset(view: view, kind: .safeArea, edge: edge)
  }

  @Test func aStripPlusABarIsWhatACanvasShows() {
    let canvas = Self.phone
    // Hidden status bar, an older notch, a notch and navigation bar, a sheet's bar, a large
    // title's, the table's.
    for value in [0.0, 44, 48, 92, 56, 96, 48.4] {
      #expect(canvas.plausible(value, at: .top), "\(value)")
    }
    for value in [84.0, 28, 40, 51] { #expect(!canvas.plausible(value, at: .top), "\(value)") }
    // Home indicator, tab bar on it, toolbar without it.
    for value in [0.0, 34, 83, 44] { #expect(canvas.plausible(value, at: .bottom), "\(value)") }
    for value in [74.0, 68, 10] { #expect(!canvas.plausible(value, at: .bottom), "\(value)") }
    #expect(canvas.plausible(44, at: .left))
    #expect(!canvas.plausible(16, at: .right))
  }

  @Test func theExpectedReadingWinsThenTheMostFrequentPlausibleOne() {
    let canvas = Self.phone
    #expect(canvas.choose([84, 48], for: Self.inset(.top)).value == 48)
    #expect(canvas.choose([84, 48], for: Self.inset(.top)).rejected == [])
    let stale = canvas.choose([84, 44, 20, 20, 84], for: Self.inset(.top))
    #expect(stale.value == 20)
    #expect(stale.rejected == [.init(edge: .top, value: 84)])
    let alone = canvas.choose([74], for: Self.inset(.bottom))
    #expect(alone.value == nil)
    #expect(alone.rejected == [.init(edge: .bottom, value: 74)])
    // Shared by another root: taken.
    var shared = canvas
    shared.corroborated = [.init(edge: .bottom, value: 68)]
    #expect(shared.choose([68], for: Self.inset(.bottom)).value == 68)
    // Another view's inset and margins: the most frequent reading, unchecked.
    #expect(canvas.choose([7, 0, 0], for: Self.inset(.top, view: "panel")).value == 0)
    #expect(canvas.choose([84], for: Self.inset(.top, view: "panel")).value == 84)
    #expect(InterfaceBuilderCanvasInsets.mostFrequent([3, 5, 5.2, 3.4]) == 3)
    #expect(InterfaceBuilderCanvasInsets.mostFrequent([]) == nil)
  }

  /// With the controller's bars: a navigation and a tab bar on the strips.
  @Test func theInferredBarsCount() {
    var canvas = Self.phone
    canvas.bars = EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
    #expect(canvas.expected(at: .top) == 92)
    #expect(canvas.expected(at: .bottom) == 83)
    #expect(canvas.choose([92], for: Self.inset(.top)).value == 92)
  }
}
