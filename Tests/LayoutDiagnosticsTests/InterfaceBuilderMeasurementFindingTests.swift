import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

/// Documents whose stored frames are their constraints' solution once the reader measures
/// what Interface Builder measured: baseline-aligned push buttons, UIButton heights, an AppKit
/// separator's line, a label in a view its stack sizes. None gives a finding (each gave a
/// misplaced-view warning or an ambiguity before).
@Suite struct InterfaceBuilderMeasurementFindingTests {
  @Test(arguments: ["baseline-buttons", "estimates", "separator", "container-sized"])
  func storedFramesAreTheSolution(_ name: String) throws {
    let url = try Fixtures.url("interface-builder/\(name).xib")
    let input = try AnalysisInput.read(
      Array(try Data(contentsOf: url)), name: "\(name).xib", path: url.path)
    for layout in try input.layouts() {
      #expect(layout.findings().map(\.message) == [])
    }
  }
}
