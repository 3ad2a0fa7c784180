import LayoutModel

extension InterfaceBuilderContext {
  private typealias Reading = InterfaceBuilderCanvasInsets.Reading

  /// The layout roots in document order, each mapped into its `LayoutDocument`.
  /// - Throws: `LayoutFileError` for the first problem of any root.
  ///
  /// A root safe-area reading no canvas shows (`InterfaceBuilderCanvasInsets`) is taken when
  /// another root read it too: such roots are built again with the readings they share.
  mutating func readRoots() throws(LayoutFileError) -> [InterfaceBuilderRoot] {
    var roots: [InterfaceBuilderRoot] = []
    let measuring = measuringContext()
    let elements = rootElements()
    let context = self
    func build(_ rootIndex: Int, _ scene: Int?, _ name: String?, sharing: Set<Reading> = [])
      throws(LayoutFileError) -> (
        root: InterfaceBuilderRoot, notes: [String], rejected: Set<Reading>
      )
    {
      var builder = InterfaceBuilderRootBuilder(context: context, rootIndex: rootIndex)
      builder.measuring = measuring
      builder.corroboratedRootReadings = sharing
      let root = try builder.build(sceneIndex: scene, sceneName: name)
      return (root, builder.notes, Set(builder.rejectedRootReadings))
    }
    var built: [(root: InterfaceBuilderRoot, notes: [String], rejected: Set<Reading>)] = []
    for (rootIndex, scene, name, _) in elements { built.append(try build(rootIndex, scene, name)) }
    var rootsReading: [Reading: Int] = [:]
    for reading in built.flatMap(\.rejected) { rootsReading[reading, default: 0] += 1 }
    let shared = Set(rootsReading.filter { $0.value > 1 }.keys)
    // The views a xib's File's Owner shows as its `view`.
    let ownersViews = Set(
      xml.elements.indices.filter {
        xml.elements[$0].name == "outlet" && xml.elements[$0]["property"] == "view"
          && xml.elements[$0].parent.flatMap { xml.elements[$0].parent }.map {
            xml.elements[$0]["placeholderIdentifier"] == "IBFilesOwner"
          } == true
      }.compactMap { xml.elements[$0]["destination"] })
    for (position, (rootIndex, scene, name, owner)) in elements.enumerated() {
      var (root, rootNotes, rejected) = built[position]
      if !shared.isDisjoint(with: rejected) {
        (root, rootNotes, rejected) = try build(rootIndex, scene, name, sharing: shared)
      }
      root.isControllerView =
        owner != nil || xml.elements[rootIndex]["id"].map(ownersViews.contains) == true
      root.document.rootSizeIsScreens = root.isControllerView && platform == .iOS
      if let owner {
        let element = xml.elements[owner]
        root.controllerNames = [
          element["id"], element["customClass"], element["storyboardIdentifier"],
        ]
        .compactMap { $0 }
      }
      notes += rootNotes
      roots.append(root)
    }
    return roots
  }

  /// The root views: element index, the scene's element (storyboards), the scene's name and
  /// the object that holds the view (a scene's view controller), if any.
  func rootElements() -> [(Int, Int?, String?, Int?)] {
    var result: [(Int, Int?, String?, Int?)] = []
    for (index, element) in xml.elements.enumerated() {
      if element.name == "scene" {
        for objects in xml.children(of: index, named: "objects") {
          for object in xml.elements[objects].children {
            if let view = rootView(ofObject: object) {
              let owner = xml.elements[object]
              let name =
                element.comment ?? owner["title"] ?? owner["customClass"] ?? element["sceneID"]
              result.append((view, index, name, object))
            }
          }
        }
      } else if element.name == "objects", element.parent == 0 {
        for object in element.children {
          let name = xml.elements[object].name
          if ["placeholder", "customObject", "menu", "userDefaultsController", "arrayController"]
            .contains(name)
          {
            continue
          }
          if let view = rootView(ofObject: object) {
            result.append((view, nil, nil, object))
          } else if xml.child(of: object, named: "rect", key: "frame") != nil {
            result.append((object, nil, nil, nil))
          }
        }
      }
    }
    return result
  }

  /// The root view a scene object or top-level object holds: a view controller's
  /// `key="view"`, a window's content view (also through a window controller).
  func rootView(ofObject object: Int) -> Int? {
    if let view = xml.child(of: object, key: "view"),
      xml.child(of: view, named: "rect", key: "frame") != nil
    {
      return view
    }
    if let content = xml.child(of: object, key: "contentView"),
      ["window", "panel"].contains(xml.elements[object].name)
    {
      return content
    }
    if let window = xml.child(of: object, named: "window", key: "window") {
      return xml.child(of: window, key: "contentView")
    }
    return nil
  }
}
