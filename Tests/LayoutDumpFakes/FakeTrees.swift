import LayoutDoctorDump
import LayoutModel

/// Generated fake trees.
@MainActor
public enum FakeTrees {
  /// A list of cells under a 375-pt wide root, each cell 9 views (cell, content view, icon,
  /// title, detail, accessory, separator, badge, badge label) with 22 constraints, until
  /// `count` views (the root included); each cell is 60 pt tall and placed below the
  /// previous one; exactly `count` views when `count - 1` is a multiple of 9, else up to one
  /// more.
  public static func cells(_ count: Int) -> FakeView {
    var address: UInt = 0x7f00_0000_0000
    func next() -> UInt {
      address += 0x10
      return address
    }
    func view(_ parent: FakeView, _ classes: [String], _ frame: LayoutRect) -> FakeView {
      let view = FakeView(next(), classes)
      view.frame(frame.x, frame.y, frame.width, frame.height)
      parent.add(view)
      return view
    }
    func pin(
      _ holder: FakeView, _ a: FakeView, _ attribute: LayoutAttribute, _ b: FakeView?,
      _ other: LayoutAttribute = .notAnAttribute, _ constant: Double = 0
    ) {
      let address = next()
      let sign = constant < 0 ? "-" : "+"
      let right =
        b.map {
          "\($0.properties.classChain[0]):0x\(String($0.properties.address, radix: 16)).\(other)"
        }
      let description =
        "<NSLayoutConstraint:0x\(String(address, radix: 16)) "
        + "\(a.properties.classChain[0]):0x\(String(a.properties.address, radix: 16)).\(attribute)"
        + " == "
        + (right.map { "\($0) \(sign) \(formatPoints(abs(constant)))" } ?? formatPoints(constant))
        + "   (active)>"
      holder.constraints.append(
        FakeConstraint(
          address, a, attribute, .equal, b, other, constant: constant, description: description))
    }
    let label = ["UILabel", "UIView", "UIResponder", "NSObject"]
    let plain = ["UIView", "UIResponder", "NSObject"]
    let root = FakeView(next(), plain).frame(0, 0, 375, 60 * Double(count / 9 + 1))
    var made = 1
    var previous: FakeView?
    var row = 0
    while made < count {
      let y = 60 * Double(row)
      let cell = view(
        root, ["UITableViewCell", "UIView", "UIResponder", "NSObject"],
        LayoutRect(x: 0, y: y, width: 375, height: 60))
      cell.properties.accessibilityIdentifier = "cell-\(row)"
      made += 1
      pin(root, cell, .leading, root, .leading)
      pin(root, cell, .width, root, .width)
      pin(root, cell, .height, nil, .notAnAttribute, 60)
      if let previous {
        pin(root, cell, .top, previous, .bottom)
      } else {
        pin(root, cell, .top, root, .top)
      }
      previous = cell
      let parts: [(FakeView) -> Void] = [
        { content in
          let icon = view(
            content, ["UIImageView", "UIView", "UIResponder", "NSObject"],
            LayoutRect(x: 16, y: 8, width: 44, height: 44))
          icon.properties.intrinsicContentSize = IntrinsicContentSize(width: 44, height: 44)
          pin(content, icon, .leading, content, .leading, 16)
          pin(content, icon, .centerY, content, .centerY)
        },
        { content in
          let title = view(content, label, LayoutRect(x: 72, y: 8, width: 200, height: 20.5))
          title.properties.text = "Title \(row)"
          title.properties.intrinsicContentSize = IntrinsicContentSize(width: 60, height: 20.5)
          pin(content, title, .leading, content, .leading, 72)
          pin(content, title, .top, content, .top, 8)
        },
        { content in
          let detail = view(content, label, LayoutRect(x: 72, y: 32, width: 200, height: 18))
          detail.properties.text = "Detail \(row)"
          detail.properties.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 18)
          pin(content, detail, .leading, content, .leading, 72)
          pin(content, detail, .bottom, content, .bottom, -8)
        },
        { content in
          let accessory = view(content, plain, LayoutRect(x: 343, y: 22, width: 16, height: 16))
          pin(content, accessory, .trailing, content, .trailing, -16)
          pin(content, accessory, .centerY, content, .centerY)
          pin(accessory, accessory, .width, nil, .notAnAttribute, 16)
          pin(accessory, accessory, .height, nil, .notAnAttribute, 16)
        },
        { content in
          let separator = view(content, plain, LayoutRect(x: 72, y: 59.5, width: 303, height: 0.5))
          pin(content, separator, .leading, content, .leading, 72)
          pin(content, separator, .bottom, content, .bottom)
          pin(content, separator, .trailing, content, .trailing)
          pin(separator, separator, .height, nil, .notAnAttribute, 0.5)
        },
        { content in
          let badge = view(content, plain, LayoutRect(x: 300, y: 20, width: 30, height: 20))
          let badgeLabel = view(badge, label, LayoutRect(x: 4, y: 2, width: 22, height: 16))
          badgeLabel.properties.text = "\(row % 100)"
          badgeLabel.properties.intrinsicContentSize = IntrinsicContentSize(width: 22, height: 16)
          pin(content, badge, .trailing, content, .trailing, -45)
          pin(content, badge, .centerY, content, .centerY)
          pin(badge, badgeLabel, .centerX, badge, .centerX)
          pin(badge, badgeLabel, .centerY, badge, .centerY)
        },
      ]
      guard made < count else { break }
      let content = view(cell, plain, LayoutRect(x: 0, y: 0, width: 375, height: 60))
      content.properties.translatesAutoresizingMaskIntoConstraints = true
      content.properties.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      made += 1
      for part in parts where made < count {
        let before = content.children.count + content.children.reduce(0) { $0 + $1.children.count }
        part(content)
        made +=
          content.children.count + content.children.reduce(0) { $0 + $1.children.count } - before
      }
      row += 1
    }
    return root
  }
}
