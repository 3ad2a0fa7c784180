import LayoutModel

extension InterfaceBuilderContext {
  /// The bars a storyboard scene's view controller shows around its root view, as Interface
  /// Builder simulates them ("Inferred" top and bottom bars), in points: the extra top and
  /// bottom safe-area insets beyond the status bar, by the controller's element index.
  ///
  /// A controller is under a navigation bar (44 points) when it is a navigation controller's
  /// `rootViewController` or is shown (`show`, `push` segue) from a controller under one, and
  /// above a tab bar (49 points) when it is one of a tab bar controller's `viewControllers`,
  /// the root of a navigation controller that is, or shown from a controller above one,
  /// unless it sets `hidesBottomBarWhenPushed`. A controller's own simulated metrics say
  /// more: `simulatedNavigationBarMetrics` as its top bar, `simulatedTabBarMetrics` (49) or
  /// `simulatedToolbarMetrics` (44) as its bottom bar. Realib 33's scenes in a tab bar and
  /// navigation controller keep their views below a 64-point top (status bar and navigation
  /// bar) and above a 49-point tab bar.
  static func inferredBars(_ xml: InterfaceBuilderXML) -> [Int: EdgeInsets] {
    var controllerByID: [String: Int] = [:]
    for element in xml.elements where element.name == "objects" {
      guard let scene = element.parent, xml.elements[scene].name == "scene" else { continue }
      for object in element.children {
        if let id = xml.elements[object]["id"] { controllerByID[id] = object }
      }
    }
    let controllers = Set(controllerByID.values)
    func owner(_ index: Int) -> Int? {
      var current = xml.elements[index].parent
      while let at = current, !controllers.contains(at) { current = xml.elements[at].parent }
      return current
    }
    enum Link { case navigationRoot, tab, shown }
    var links: [(from: Int, to: Int, link: Link)] = []
    for (index, element) in xml.elements.enumerated() where element.name == "segue" {
      guard let destination = element["destination"].flatMap({ controllerByID[$0] }),
        let source = owner(index)
      else { continue }
      let sourceName = xml.elements[source].name
      switch (element["kind"], element["relationship"]) {
      case ("relationship", "rootViewController") where sourceName == "navigationController":
        links.append((source, destination, .navigationRoot))
      case ("relationship", "viewControllers") where sourceName == "tabBarController":
        links.append((source, destination, .tab))
      case ("show", _), ("push", _):
        links.append((source, destination, .shown))
      default: continue
      }
    }
    var navigation = Set<Int>()
    var tab = Set<Int>()
    var changed = true
    var passes = 0
    while changed, passes <= controllers.count {
      changed = false
      passes += 1
      for (from, to, link) in links {
        let hidesTab = xml.elements[to]["hidesBottomBarWhenPushed"] == "YES"
        var (underBar, aboveTab) = (false, false)
        switch link {
        case .navigationRoot: (underBar, aboveTab) = (true, tab.contains(from))
        case .tab: aboveTab = true
        case .shown:
          guard navigation.contains(from) else { continue }
          (underBar, aboveTab) = (true, tab.contains(from) && !hidesTab)
        }
        if underBar, navigation.insert(to).inserted { changed = true }
        if aboveTab, tab.insert(to).inserted { changed = true }
      }
    }
    var result: [Int: EdgeInsets] = [:]
    for controller in controllers {
      var bars = EdgeInsets(
        top: navigation.contains(controller) ? 44 : 0, left: 0,
        bottom: tab.contains(controller) ? 49 : 0, right: 0)
      if xml.child(
        of: controller, named: "simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
        != nil
      {
        bars.top = 44
      }
      if xml.child(
        of: controller, named: "simulatedTabBarMetrics", key: "simulatedBottomBarMetrics")
        != nil
      {
        bars.bottom = 49
      } else if xml.child(
        of: controller, named: "simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil
      {
        bars.bottom = 44
      }
      if bars != .zero { result[controller] = bars }
    }
    return result
  }
}
