import LayoutModel

extension InterfaceBuilderDevice {
  /// Portrait sizes in points of Interface Builder's device ids, as root views of documents
  /// saved for them measure (the project's Interface Builder format notes, section 1).
  static let portraitSizes: [String: (width: Double, height: Double)] = [
    "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667),
    "retina5_5": (414, 736), "retina5_9": (375, 812), "retina6_1": (414, 896),
    "retina6_5": (414, 896), "retina6_12": (393, 852), "retina6_3": (402, 874),
    "retina6_7": (428, 926), "retina6_72": (430, 932), "retina6_9": (440, 956),
    "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
    "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
  ]

  /// The device's size in its orientation, in points; `nil` for an unknown id.
  public var size: (width: Double, height: Double)? {
    guard let size = Self.portraitSizes[id] else { return nil }
    return isLandscape ? (size.height, size.width) : size
  }

  /// Whether the device is an iPad.
  public var isPad: Bool { id.hasPrefix("ipad") }

  /// Whether the phone has a sensor housing (no home button): safe-area insets at the top
  /// and bottom, as the `retina5_9` and later ids.
  var hasSensorHousing: Bool {
    [
      "retina5_9", "retina6_1", "retina6_5", "retina6_12", "retina6_3", "retina6_7", "retina6_72",
      "retina6_9",
    ].contains(id)
  }

  /// The size classes a device shows (Apple's Human Interface Guidelines, "Layout", size
  /// classes table): iPad regular × regular; phone portrait compact × regular; phone landscape
  /// compact height, with a regular width on the large phones (`retina5_5`, `retina6_1`,
  /// `retina6_5`, `retina6_7`, `retina6_72`, `retina6_9`).
  public var traits: InterfaceBuilderTraits {
    if isPad { return InterfaceBuilderTraits(width: .regular, height: .regular) }
    if !isLandscape { return InterfaceBuilderTraits(width: .compact, height: .regular) }
    let large = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"]
    return InterfaceBuilderTraits(width: large.contains(id) ? .regular : .compact, height: .compact)
  }

  /// The safe-area insets of a storyboard scene's root view on this device when the document
  /// does not determine them (`InterfaceBuilderMeasurements` reads them off the stored frames
  /// first). Values read back from unflagged views pinned to the guide in the wider corpus of
  /// the Interface Builder format notes (section 9): a status bar of 20 points on phones with
  /// a home button and on iPads; `retina5_9` top 50, bottom 34; `retina6_1` top 48 (44 before
  /// Xcode 12), bottom 34; `retina6_12` top 59, bottom 34; `retina6_7` top 44, bottom 34.
  /// Landscape phones: no status bar, 44 on the sides with a sensor housing, bottom 21.
  var sceneSafeAreaInsets: EdgeInsets {
    if isLandscape && !isPad {
      return hasSensorHousing ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : .zero
    }
    switch id {
    case "retina5_9": return EdgeInsets(top: 50, left: 0, bottom: 34, right: 0)
    case "retina6_1", "retina6_5": return EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
    case "retina6_12", "retina6_72", "retina6_3", "retina6_9":
      return EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    case "retina6_7": return EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    default: return EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
  }
}
