import Testing

@testable import LayoutModel

/// The device table: exact sizes and insets, names, and Interface Builder's device ids.
@Suite struct DeviceCatalogueTests {
  typealias Device = DeviceCatalogue.Device

  @Test func theIPhone16IsItsHIGSizeWithItsDynamicIslandInsets() throws {
    let device = try #require(DeviceCatalogue.device(named: "iphone-16"))
    #expect(device.name == "iphone-16")
    #expect(device.model == "iPhone 16")
    #expect(device.idiom == .phone)
    #expect(device.width == 393 && device.height == 852)
    #expect(device.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(device.landscapeSafeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(device.rootLayoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(device.size(.portrait) == (393, 852))
    #expect(device.size(.landscape) == (852, 393))
    #expect(device.safeAreaInsets(.landscape) == device.landscapeSafeAreaInsets)
  }

  @Test(arguments: [
    ("iphone-se", 375.0, 667.0, 20.0, 0.0, 16.0),
    ("iphone-se-1", 320, 568, 20, 0, 16),
    ("iphone-mini", 375, 812, 50, 34, 16),
    ("iphone-16-plus", 430, 932, 59, 34, 20),
    ("iphone-16-pro", 402, 874, 62, 34, 16),
    ("iphone-16-pro-max", 440, 956, 62, 34, 20),
    ("ipad-mini", 744, 1133, 24, 20, 20),
    ("ipad-air-11", 820, 1180, 24, 20, 20),
    ("ipad-pro-13", 1032, 1376, 24, 20, 20),
  ])
  func entry(
    name: String, width: Double, height: Double, top: Double, bottom: Double, margin: Double
  ) throws {
    let device = try #require(DeviceCatalogue.device(named: name))
    #expect(device.width == width && device.height == height)
    #expect(device.safeAreaInsets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    #expect(device.rootLayoutMargins == EdgeInsets(top: 0, left: margin, bottom: 0, right: margin))
  }

  /// The root-view sizes IB-FORMAT section 1 reads off the saved documents, per device id.
  @Test(arguments: [
    ("retina4_0", 320.0, 568.0), ("retina4_7", 375, 667), ("retina5_5", 414, 736),
    ("retina5_9", 375, 812), ("retina6_1", 414, 896), ("retina6_12", 393, 852),
    ("retina6_7", 428, 926), ("ipad9_7", 768, 1024), ("ipad10_5", 834, 1112),
    ("ipad12_9rounded", 1024, 1366),
  ])
  func interfaceBuilderDevice(id: String, width: Double, height: Double) throws {
    let device = try #require(DeviceCatalogue.device(interfaceBuilderID: id))
    #expect(device.width == width && device.height == height)
    #expect(device.interfaceBuilderIDs.contains(id))
  }

  /// Safe-area insets IB-FORMAT section 9 reads back from unflagged views, where one Xcode
  /// version gives them.
  @Test func interfaceBuilderInsetsAreTheDocumentsOwn() throws {
    let top = { (id: String) in DeviceCatalogue.device(interfaceBuilderID: id)?.safeAreaInsets }
    #expect(top("retina4_7") == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(top("retina5_9") == EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
    #expect(top("retina6_1") == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    #expect(top("retina6_12") == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(DeviceCatalogue.device(interfaceBuilderID: "retina9_9") == nil)
  }

  @Test func namesAreUniqueKebabCaseAndFound() {
    let names = DeviceCatalogue.devices.map(\.name)
    #expect(Set(names).count == names.count)
    let ids = DeviceCatalogue.devices.flatMap(\.interfaceBuilderIDs)
    #expect(Set(ids).count == ids.count)
    for device in DeviceCatalogue.devices {
      #expect(device.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(DeviceCatalogue.device(named: device.name) == device)
      #expect(device.width < device.height)
      #expect(device.safeAreaInsets.left == 0 && device.safeAreaInsets.right == 0)
    }
    // Any case, and a model's spaces for the dashes (`--device "iPhone 16"`): before, only
    // the exact kebab-case name was found.
    let sixteen = DeviceCatalogue.device(named: "iphone-16")
    #expect(DeviceCatalogue.device(named: "iPhone-16") == sixteen)
    #expect(DeviceCatalogue.device(named: "iPhone 16") == sixteen)
    #expect(DeviceCatalogue.device(named: "iPad-Pro-13")?.name == "ipad-pro-13")
    #expect(DeviceCatalogue.device(named: "iphone16") == nil)
  }
}
