import Foundation
import LayoutDoctorDump
import LayoutDumpFakes
import LayoutModel
import LayoutTestSupport
import Testing

/// The fake capture behind `fixtures/dump-join/order-card.json`: an order cell whose card sets
/// 12-pt layout margins and a fixed 80-pt height, with a 64-pt thumbnail pinned to the card's
/// top and bottom margins (64 + 2 × 12 = 88, not 80). `order-card.log` is the console report
/// of the same run; alone it is satisfiable with UIKit's default 8-pt margins, with the dump
/// it is a conflict.
@MainActor
enum OrderCard {
  static let environment = CaptureEnvironment(
    platform: "iOS", osVersion: "18.2", screenScale: 3, rootWidth: 0, rootHeight: 0,
    userInterfaceIdiom: "phone", horizontalSizeClass: "compact", verticalSizeClass: "regular",
    contentSizeCategory: "UICTContentSizeCategoryL")

  static func cell() -> FakeView {
    let cell = FakeView(
      0x7f9e_3c40_c600,
      ["Orders.OrderCell", "UITableViewCell", "UIView", "UIResponder", "NSObject"])
    cell.frame(0, 0, 375, 96)
    cell.properties.accessibilityIdentifier = "orderCell"
    cell.properties.translatesAutoresizingMaskIntoConstraints = true
    let content = FakeView(
      0x7f9e_3c40_d8b0, ["UITableViewCellContentView", "UIView", "UIResponder", "NSObject"])
    content.frame(0, 0, 375, 96)
    content.properties.translatesAutoresizingMaskIntoConstraints = true
    content.properties.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.properties.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let card = FakeView(
      0x7f9e_3c40_e010, ["Orders.OrderCardView", "UIView", "UIResponder", "NSObject"])
    card.frame(16, 8, 343, 80)
    card.properties.accessibilityIdentifier = "orderCard"
    card.properties.layoutMargins = EdgeInsets(all: 12)
    card.properties.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 12, leading: 12, bottom: 12, trailing: 12)
    let thumbnail = FakeView(
      0x7f9e_3c40_e2a0, ["UIImageView", "UIView", "UIResponder", "NSObject"])
    thumbnail.frame(12, 12, 64, 56)
    thumbnail.properties.accessibilityIdentifier = "thumbnail"
    let title = FakeView(0x7f9e_3c40_e5c0, ["UILabel", "UIView", "UIResponder", "NSObject"])
    title.frame(88, 29.75, 243, 20.5)
    title.properties.accessibilityIdentifier = "titleLabel"
    title.properties.text = "Order #1042 · 3 items"
    title.properties.intrinsicContentSize = IntrinsicContentSize(width: 163.5, height: 20.5)
    title.properties.firstBaselineOffset = 16.5
    title.properties.lastBaselineOffset = 4
    title.properties.numberOfLines = 1
    title.properties.preferredMaxLayoutWidth = 0
    cell.add(content)
    content.add(card)
    card.add(thumbnail)
    card.add(title)
    let cardName = "Orders.OrderCardView:0x7f9e3c40e010"
    let image = "UIImageView:0x7f9e3c40e2a0"
    let label = "UILabel:0x7f9e3c40e5c0'Order #1042 · 3 items'"
    let contentView = "UITableViewCellContentView:0x7f9e3c40d8b0"
    func described(_ address: UInt, _ body: String, _ identifier: String? = nil) -> String {
      "<NSLayoutConstraint:0x\(String(address, radix: 16)) "
        + (identifier.map { "'\($0)' " } ?? "") + body + "   (active)>"
    }
    card.constraints = [
      FakeConstraint(
        0x6000_0211_8a50, thumbnail, .height, constant: 64,
        description: described(0x6000_0211_8a50, "\(image).height == 64")),
      FakeConstraint(
        0x6000_0211_8b40, thumbnail, .top, .equal, card, .topMargin,
        description: described(0x6000_0211_8b40, "\(image).top == \(cardName).topMargin")),
      FakeConstraint(
        0x6000_0211_8c30, card, .bottomMargin, .equal, thumbnail, .bottom,
        description: described(0x6000_0211_8c30, "\(cardName).bottomMargin == \(image).bottom")),
      FakeConstraint(
        0x6000_0211_8d20, thumbnail, .leading, .equal, card, .leadingMargin,
        description: described(0x6000_0211_8d20, "\(image).leading == \(cardName).leadingMargin")),
      FakeConstraint(
        0x6000_0211_8e10, thumbnail, .width, constant: 64,
        description: described(0x6000_0211_8e10, "\(image).width == 64")),
      FakeConstraint(
        0x6000_0211_8f00, title, .leading, .equal, thumbnail, .trailing, constant: 12,
        description: described(0x6000_0211_8f00, "H:[\(image)]-(12)-[\(label)]")),
      FakeConstraint(
        0x6000_0211_9000, title, .trailing, .equal, card, .trailingMargin,
        description: described(0x6000_0211_9000, "\(label).trailing == \(cardName).trailingMargin")),
      FakeConstraint(
        0x6000_0211_90f0, title, .centerY, .equal, thumbnail, .centerY,
        description: described(0x6000_0211_90f0, "\(label).centerY == \(image).centerY")),
    ]
    content.constraints = [
      FakeConstraint(
        0x6000_0211_91e0, card, .leading, .equal, content, .leadingMargin,
        description: described(
          0x6000_0211_91e0, "\(cardName).leading == \(contentView).leadingMargin")),
      FakeConstraint(
        0x6000_0211_92d0, content, .trailingMargin, .equal, card, .trailing,
        description: described(
          0x6000_0211_92d0, "\(contentView).trailingMargin == \(cardName).trailing")),
      FakeConstraint(
        0x6000_0211_93c0, card, .top, .equal, content, .topMargin,
        description: described(0x6000_0211_93c0, "\(cardName).top == \(contentView).topMargin")),
      FakeConstraint(
        0x6000_0211_94b0, card, .height, constant: 80, identifier: "card-height",
        description: described(0x6000_0211_94b0, "\(cardName).height == 80", "card-height")),
    ]
    return cell
  }
}

@MainActor @Suite struct OrderCardFixtureTests {
  /// The fixture is exactly what the capture core writes for the fake cell
  /// (`RECORD_SNAPSHOTS=1` rewrites it).
  @Test func theDumpFixtureIsTheCoreOutput() throws {
    let json = LayoutDump.json(of: OrderCard.cell(), environment: OrderCard.environment)
    let url = Fixtures.url("dump-join/order-card.json")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try json.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(try Fixtures.text("dump-join/order-card.json") == json)
  }
}
