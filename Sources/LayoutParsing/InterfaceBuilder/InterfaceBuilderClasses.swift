import LayoutModel

/// What an element's tag says about the view: its framework class, its alignment rectangle,
/// its text and its coordinate system.
enum InterfaceBuilderClasses {
  /// The framework class of a tag: `UI` or `NS` and the tag capitalised (`label` → `UILabel`,
  /// `textField` → `NSTextField`); `view` and AppKit's `customView` are `UIView`/`NSView`;
  /// a collection cell's id-less `<view key="contentView">` is its content view.
  static func className(tag: String, key: String?, platform: InterfaceBuilderDocument.Platform)
    -> String
  {
    let prefix = platform == .iOS ? "UI" : "NS"
    switch tag {
    case "view" where key == "contentView" && platform == .iOS:
      return "UICollectionViewCellContentView"
    case "view", "customView": return prefix + "View"
    case "tableViewCellContentView": return "UITableViewCellContentView"
    default:
      guard let first = tag.first else { return prefix + "View" }
      return prefix + first.uppercased() + tag.dropFirst()
    }
  }

  /// The insets from a control's frame to its alignment rectangle, on which constraints act
  /// (Apple, `NSView.alignmentRectInsets`, `UIView.alignmentRectInsets`). AppKit: text fields
  /// without a border 2 points left and right (a label's frame x 106, width 494 is placed by
  /// constraints at 108 and 598), none for one with a border (`borderStyle`); push buttons (`bezelStyle="rounded"`) 7 left and right, 4 top and 7 bottom
  /// (realib 34: a 134 × 32 frame placed by a trailing 600 at frame x 473 and a bottom 19 at
  /// frame y 12, and 12 pt between two buttons' sides stored as frames overlapping by 2: 475
  /// and 473, so the two insets add to 14); separator boxes 2 on each side of their thin axis
  /// (a 5-pt frame, a 1-pt line); horizontal sliders 2 left and right. UIKit: a switch 2 on
  /// its right (its frame is 2 pt wider than the width its constraints give: realib 16 stores
  /// a switch held 49 pt wide by a width constraint with a 51-pt frame at the constraint's x,
  /// 18 two 63-pt switches whose constraints span 61 pt from their frame's x); a segmented
  /// control 1 at its bottom. Zero for other views and controls (Interface Builder format
  /// notes, section 4).
  static func alignmentInsets(
    tag: String, element: Int, xml: InterfaceBuilderXML, platform: InterfaceBuilderDocument.Platform
  ) -> EdgeInsets {
    guard platform == .macOS else {
      switch tag {
      case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
      // Realib 16: a 32-pt segmented control in a stack with 10-pt spacing, the next view
      // stored 41 pt below its top; the 18 views below all sat 1 pt higher than a 32-pt
      // alignment rectangle puts them.
      case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
      default: return .zero
      }
    }
    switch tag {
    case "textField":
      // A text field with a border is drawn to its frame: realib 37's two bezeled fields are
      // stored exactly as wide as their width constraints, 33 and 35 pt.
      if let cell = xml.child(of: element, named: "textFieldCell", key: "cell"),
        xml.elements[cell]["borderStyle"] != nil
      {
        return .zero
      }
      return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    case "button":
      // A rounded push button's frame holds its bezel with room around it; a bevel button
      // (`type="bevel"`, whatever its bezel style) is drawn to its frame: realib 37's 37 × 43
      // and 38's 110 × 38 image buttons are stored at exactly their size constraints.
      guard let cell = xml.child(of: element, named: "buttonCell", key: "cell"),
        xml.elements[cell]["bezelStyle"] == "rounded", xml.elements[cell]["type"] != "bevel"
      else { return .zero }
      return EdgeInsets(top: 4, left: 7, bottom: 7, right: 7)
    case "slider":
      // A horizontal slider's frame is 2 pt wider on each side than the width its
      // constraints give (realib 41: a mini slider held 70 pt wide in a 74-pt frame at x 26,
      // a regular one 400 pt between neighbours 2 pt away in a 404-pt frame at x 48). No
      // document shows a vertical one: its frame is taken as it is.
      guard let size = storedSize(of: element, xml: xml), size.width > size.height else {
        return .zero
      }
      return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    case "box" where xml.elements[element]["boxType"] == "separator":
      // A separator's 5-pt frame holds a 1-pt line 2 pt in from each side across its thin
      // axis: realib 43's separator (frame 432-437, y-up) is pinned at its bottom to a stack
      // whose bottom is at 434, and 41's sits 8 pt (the default spacing) from its neighbours.
      guard let (width, height) = storedSize(of: element, xml: xml) else { return .zero }
      return width <= height
        ? EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        : EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
    default:
      return .zero
    }
  }

  /// The width and height of the `<rect key="frame">` element `element` stores, as written;
  /// `nil` without one or without both numbers.
  static func storedSize(of element: Int, xml: InterfaceBuilderXML)
    -> (width: Double, height: Double)?
  {
    guard let rect = xml.child(of: element, named: "rect", key: "frame"),
      let width = InterfaceBuilderContext.number(xml.elements[rect]["width"]),
      let height = InterfaceBuilderContext.number(xml.elements[rect]["height"])
    else { return nil }
    return (width, height)
  }

  /// The text the view shows: a label's or field's `text` (an attribute, or a
  /// `<string key="text">` child), a button's normal title, an AppKit cell's `title`; `nil`
  /// without one.
  static func text(of index: Int, xml: InterfaceBuilderXML) -> String? {
    let element = xml.elements[index]
    if let text = element["text"], !text.isEmpty { return text }
    if let title = element["title"], !title.isEmpty { return title }
    for child in element.children {
      let name = xml.elements[child].name
      if name == "state", xml.elements[child]["key"] == "normal",
        let title = xml.elements[child]["title"], !title.isEmpty
      {
        return title
      }
      if name.hasSuffix("Cell"), xml.elements[child]["key"] == "cell",
        let title = xml.elements[child]["title"], !title.isEmpty
      {
        return title
      }
      if name == "string", xml.elements[child]["key"] == "text" {
        let text = xml.elements[child].text ?? ""
        return text.isEmpty ? nil : text
      }
    }
    return nil
  }

  /// Whether an AppKit view's subviews' frames are stored y-down (`isFlipped`): tables,
  /// outlines, text views and collection views, and a clip view holding one.
  static func isFlipped(tag: String, element: Int, xml: InterfaceBuilderXML) -> Bool {
    let flipped: Set<String> = ["tableView", "outlineView", "textView", "collectionView", "matrix"]
    if flipped.contains(tag) { return true }
    if tag == "clipView" {
      for list in xml.children(of: element, named: "subviews") {
        if xml.elements[list].children.contains(where: { flipped.contains(xml.elements[$0].name) })
        {
          return true
        }
      }
    }
    return false
  }
}
