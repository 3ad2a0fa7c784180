import LayoutModel
import Testing

@Suite struct LayoutAttributeTests {
  @Test func relatesPositionsOnOneAxisAndAnySizes() {
    #expect(LayoutAttribute.canRelate(.leading, .trailing))
    #expect(LayoutAttribute.canRelate(.centerX, .leadingMargin))
    #expect(LayoutAttribute.canRelate(.top, .firstBaseline))
    #expect(LayoutAttribute.canRelate(.width, .height))  // aspect ratio
    #expect(LayoutAttribute.canRelate(.minX, .left))
  }

  @Test func refusesWhatUIKitRefuses() {
    #expect(!LayoutAttribute.canRelate(.left, .top))
    #expect(!LayoutAttribute.canRelate(.width, .left))
    #expect(!LayoutAttribute.canRelate(.centerY, .height))
    #expect(!LayoutAttribute.canRelate(.leading, .left))
    #expect(!LayoutAttribute.canRelate(.rightMargin, .trailing))
    #expect(!LayoutAttribute.canRelate(.notAnAttribute, .width))
  }

  @Test func directionalAttributesResolvePerDirection() {
    #expect(LayoutAttribute.leading.resolved(for: .leftToRight) == .left)
    #expect(LayoutAttribute.leading.resolved(for: .rightToLeft) == .right)
    #expect(LayoutAttribute.trailingMargin.resolved(for: .rightToLeft) == .leftMargin)
    #expect(LayoutAttribute.centerX.resolved(for: .rightToLeft) == .centerX)
  }
}
