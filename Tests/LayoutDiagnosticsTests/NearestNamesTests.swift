import Testing

@testable import LayoutDiagnostics

@Suite struct NearestNamesTests {
  @Test func editDistance() {
    #expect(NearestNames.editDistance("", "abc") == 3)
    #expect(NearestNames.editDistance("kitten", "sitting") == 3)
    #expect(NearestNames.editDistance("titelLabel", "titleLabel") == 2)
    #expect(NearestNames.editDistance("same", "same") == 0)
  }

  @Test func nearestByPrefixThenDistanceAtMostThree() {
    let names = ["titleLabel", "subtitleLabel", "titleView", "badge", "root", "detailLabel"]
    #expect(NearestNames.nearest(to: "titleLabl", among: names) == ["titleLabel", "subtitleLabel"])
    #expect(
      NearestNames.nearest(to: "title", among: names)
        == ["titleView", "titleLabel", "subtitleLabel"])
    #expect(
      NearestNames.nearest(to: "TITLELABEL", among: names) == ["titleLabel", "subtitleLabel"])
    #expect(NearestNames.nearest(to: "rot", among: names) == ["root"])
    #expect(NearestNames.nearest(to: "qqqqqqqq", among: names).isEmpty)
    #expect(NearestNames.nearest(to: "titleL", among: names, limit: 1) == ["titleLabel"])
  }

  @Test func aCandidateCountsByItsNearestAlias() {
    let candidates = [
      NearestNames.Candidate(
        "UIView:0x1.layoutMarginsGuide",
        aliases: ["UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'"]),
      NearestNames.Candidate("UIView:0x1"),
    ]
    #expect(
      NearestNames.nearest(to: "0x2826f9881", among: candidates) == [
        "UIView:0x1.layoutMarginsGuide"
      ])
  }

  @Test func addressesAreComparedByAddress() {
    let names = ["UILabel:0x7fa1c2d0a030", "UIView:0x7fa1c2d0b000", "titleLabel"]
    #expect(
      NearestNames.nearest(to: "0x7fa1c2d0a031", among: names).first == "UILabel:0x7fa1c2d0a030")
    #expect(
      NearestNames.nearest(to: "UIButton:0x7fa1c2d0a030", among: names).first
        == "UILabel:0x7fa1c2d0a030")
  }
}
