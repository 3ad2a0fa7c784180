import LayoutEngine
import LayoutModel
import LayoutParsing
import Testing

@testable import LayoutReports

@Suite struct SolveReportTests {
  @Test func roundsSolverNoiseAndNegativeZero() {
    let frame = LayoutRect(x: -0.0, y: 342.99999999999994, width: 94.33333333333333, height: -1e-12)
    #expect(SolveReport.rounded(frame) == LayoutRect(x: 0, y: 343, width: 94.333333, height: 0))
    #expect(SolveReport.rounded(frame).height.sign == .plus)
  }

  @Test func indentsLikeRecursiveDescription() throws {
    let listing = """
      view root class=UIWindow frame=0,0,100,100
      view a in=root frame=0,0,10,10 autoresizing=none
      view b in=a frame=1,2,3,4 autoresizing=none
      view c in=root frame=5,5,5,5 autoresizing=none
      """
    let document = try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout")
    let engine = try LayoutEngine(document: document)
    #expect(
      SolveReport.text(engine.solve(), engine: engine) == """
        <UIWindow: root; frame = {{0, 0}, {100, 100}}>
           | <UIView: a; frame = {{0, 0}, {10, 10}}>
           |    | <UIView: b; frame = {{1, 2}, {3, 4}}>
           | <UIView: c; frame = {{5, 5}, {5, 5}}>

        """)
  }
}
