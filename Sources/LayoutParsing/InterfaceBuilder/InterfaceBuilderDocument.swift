import LayoutModel

/// An Interface Builder document (`.xib` or `.storyboard`) read into one `LayoutDocument` per
/// layout root, with what the file says about itself.
///
/// Layout roots: each storyboard scene's root view, each top-level view, cell or window of a
/// xib (a window's content view). The format is described in the project's notes on the
/// Interface Builder format (no schema is published by Apple).
public struct InterfaceBuilderDocument: Sendable {
  /// The platform the document is for (`targetRuntime`).
  public enum Platform: String, Sendable, Hashable {
    /// `iOS.CocoaTouch`: UIKit, y grows downwards.
    case iOS
    /// `MacOSX.Cocoa`: AppKit, frames stored y-up (converted to y-down when read).
    case macOS
  }

  /// The file as the user named it.
  public var file: String
  /// UIKit or AppKit.
  public var platform: Platform
  /// Whether it is a storyboard (scenes) rather than a xib (top-level objects).
  public var isStoryboard: Bool
  /// `toolsVersion`: the Interface Builder build that saved it (`13196`, `32700.99.1234`).
  public var toolsVersion: String?
  /// `useAutolayout="YES"`: without it the document lays out with autoresizing masks only.
  public var usesAutoLayout: Bool
  /// The "View as" device (`<device id="retina4_7" orientation="portrait">`), if any.
  public var device: InterfaceBuilderDevice?
  /// The size classes variations were resolved for.
  public var traits: InterfaceBuilderTraits
  /// The keys of the document's `<variation>` elements (`default`, `heightClass=compact`),
  /// each once, sorted.
  public var variationKeys: [String] = []
  /// The layout roots, in document order.
  public var roots: [InterfaceBuilderRoot]
  /// What was read past, one line each (`FILE:LINE:COLUMN: note: ...`).
  public var notes: [String]

  /// The size-class combinations the document's variations tell apart, in groups that resolve
  /// alike (the same variations apply), the group holding `traits` first.
  ///
  /// Each size class a variation key names (`widthClass`, `heightClass`) takes both values,
  /// compact and regular; one it never names keeps `traits`' value. A document whose variations
  /// name no size class gives `[[traits]]`. So a phone document (compact-regular) with a
  /// `heightClass=regular-widthClass=regular` variation gives `[[compact-regular,
  /// compact-compact, regular-compact], [regular-regular]]`.
  public var traitCombinations: [[InterfaceBuilderTraits]] {
    let conditions = variationKeys.compactMap(InterfaceBuilderTraits.conditions(ofVariation:))
    let named = Set(conditions.joined().map(\.0))
    let both: [InterfaceBuilderTraits.SizeClass?] = [.compact, .regular]
    let widths = named.contains("widthClass") ? both : [traits.width]
    let heights = named.contains("heightClass") ? both : [traits.height]
    var candidates = [traits]
    for width in widths {
      for height in heights {
        let combination = InterfaceBuilderTraits(width: width, height: height)
        if !candidates.contains(combination) { candidates.append(combination) }
      }
    }
    var groups: [(keys: [String], members: [InterfaceBuilderTraits])] = []
    for candidate in candidates {
      let keys = variationKeys.filter { candidate.specificity(ofVariation: $0) != nil }
      if let index = groups.firstIndex(where: { $0.keys == keys }) {
        groups[index].members.append(candidate)
      } else {
        groups.append((keys, [candidate]))
      }
    }
    return groups.map(\.members)
  }
}

/// One layout root of an Interface Builder document: a scene's root view, or a top-level view,
/// cell or window content view of a xib.
public struct InterfaceBuilderRoot: Sendable {
  /// The root view's object id (the model's view id).
  public var id: String
  /// The scene's id (`sceneID`), for a storyboard.
  public var sceneID: String?
  /// The name shown for the root: the scene's name as Interface Builder writes it in the
  /// comment before the scene (`View Controller`), else the root's display name.
  public var name: String
  /// Where the root view's start tag is.
  public var location: SourceLocation
  /// The layout, with `framesAreDesignTime` set: views' frames are the stored frames.
  public var document: LayoutDocument
  /// The problems Xcode saved on the root's views (`ambiguous="YES"`, `misplaced="YES"`), for
  /// comparison; they describe the device and size class shown when the file was saved.
  public var savedFlags: InterfaceBuilderFlags
  /// The names of the object that holds the root view (a scene's view controller, a window):
  /// its object id, `customClass` and `storyboardIdentifier`, those it has; empty for a
  /// top-level view or cell.
  public var controllerNames: [String] = []
  /// Whether the root is a view controller's view: a storyboard scene's, or a xib's top-level
  /// view that the File's Owner's `view` outlet names. It fills what shows it (a screen, a
  /// sheet); another top-level view of a xib is placed by code (a header, a control).
  public var isControllerView = false
  /// How the views' safe-area insets and layout margins follow the screen.
  var insetPlan = InterfaceBuilderInsetPlan()

  /// The root's layout on a screen whose safe area is `screenSafeArea` (points; `nil`: the
  /// saved device's) with the root `rootWidth` points wide (`nil`: its stored width): every
  /// view's safe-area insets and layout margins as UIKit would give them there
  /// (`InterfaceBuilderInsetPlan`), not the saved device's. A scene's root view takes the
  /// screen's safe area and its bars'; a xib's root takes none. Frames and constraints are
  /// unchanged: the root's size is the engine's option.
  public func document(screenSafeArea: EdgeInsets?, rootWidth: Double?) -> LayoutDocument {
    var document = self.document
    let hierarchy = document.hierarchy
    for (entry, insets) in zip(
      insetPlan.entries,
      insetPlan.insets(
        screen: screenSafeArea, rootWidth: rootWidth))
    {
      guard let index = hierarchy.viewIndex(of: entry.id) else { continue }
      document.hierarchy.setInsets(
        safeArea: insets.safeArea, margins: insets.margins, ofViewAt: index)
    }
    return document
  }
}

/// The view ids Interface Builder flagged when it saved the document.
public struct InterfaceBuilderFlags: Sendable, Hashable {
  /// Views with `ambiguous="YES"` ("Missing Constraints").
  public var ambiguous: [String] = []
  /// Views with `misplaced="YES"` ("Frame will be different at run time").
  public var misplaced: [String] = []

  /// No flags.
  public init(ambiguous: [String] = [], misplaced: [String] = []) {
    self.ambiguous = ambiguous
    self.misplaced = misplaced
  }
}

/// The "View as" device of a document: Interface Builder's id (`retina4_7`) and orientation.
public struct InterfaceBuilderDevice: Sendable, Hashable {
  /// Interface Builder's device id.
  public var id: String
  /// Whether the canvas shows it in landscape.
  public var isLandscape: Bool

  /// Creates a device.
  public init(id: String, isLandscape: Bool = false) {
    self.id = id
    self.isLandscape = isLandscape
  }
}

/// Size classes, as `UITraitCollection` has them; `nil` is "Any".
public struct InterfaceBuilderTraits: Sendable, Hashable, CustomStringConvertible {
  /// A size class.
  public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
  }

  /// The horizontal size class.
  public var width: SizeClass?
  /// The vertical size class.
  public var height: SizeClass?

  /// Creates traits; `nil` is "Any".
  public init(width: SizeClass? = nil, height: SizeClass? = nil) {
    self.width = width
    self.height = height
  }

  /// The size classes of a canvas name (`wC hR`; a space, `-` or nothing between, any
  /// case), `nil` when `text` is not one.
  static func canvasClasses(_ text: String) -> (width: SizeClass?, height: SizeClass?)? {
    let compact = text.lowercased().filter { $0 != " " && $0 != "-" }
    guard compact.hasPrefix("w"), let h = compact.firstIndex(of: "h") else { return nil }
    func sizeClass(_ letters: Substring) -> SizeClass?? {
      switch letters {
      case "c": .some(.compact)
      case "r": .some(.regular)
      case "any": .some(nil)
      default: nil
      }
    }
    guard let width = sizeClass(compact[compact.index(after: compact.startIndex)..<h]),
      let height = sizeClass(compact[compact.index(after: h)...])
    else { return nil }
    return (width, height)
  }

  /// The size classes as Xcode's canvas names them, width then height: `wC hR`, `wAny hR`.
  public var canvasName: String {
    func letter(_ sizeClass: SizeClass?) -> String {
      switch sizeClass {
      case .compact: "C"
      case .regular: "R"
      case nil: "Any"
      }
    }
    return "w\(letter(width)) h\(letter(height))"
  }

  /// The value of `--traits` that chooses these size classes: `compact-regular`, `any`, or
  /// the variation key form when one size class is Any (`heightClass=compact`).
  public var argument: String {
    if let width, let height { return "\(width.rawValue)-\(height.rawValue)" }
    return description
  }

  /// `widthClass=compact-heightClass=regular`, `any`.
  public var description: String {
    let parts =
      (width.map { ["widthClass=\($0.rawValue)"] } ?? [])
      + (height.map { ["heightClass=\($0.rawValue)"] } ?? [])
    return parts.isEmpty ? "any" : parts.joined(separator: "-")
  }

  /// Reads `--traits`' value: `compact-regular` (width, then height), `any`, Interface
  /// Builder's variation key (`widthClass=compact-heightClass=regular`), or the canvas name
  /// findings print (`wC hR`, `wR-hAny`, `wChR`, any case); `nil` if none of these.
  public init?(parsing text: String) {
    if text == "any" {
      self.init()
      return
    }
    if let canvas = Self.canvasClasses(text) {
      self.init(width: canvas.width, height: canvas.height)
      return
    }
    let parts = text.split(separator: "-").map(String.init)
    if parts.count == 2, let w = SizeClass(rawValue: parts[0]),
      let h = SizeClass(rawValue: parts[1])
    {
      self.init(width: w, height: h)
      return
    }
    guard let conditions = Self.conditions(ofVariation: text) else { return nil }
    self.init()
    for (key, value) in conditions {
      guard let sizeClass = SizeClass(rawValue: value) else { return nil }
      if key == "widthClass" {
        width = sizeClass
      } else if key == "heightClass" {
        height = sizeClass
      } else {
        return nil
      }
    }
  }

  /// The conditions of a variation key (`heightClass=compact-widthClass=regular`), `[]` for
  /// `default`; `nil` when it is not in that shape.
  static func conditions(ofVariation key: String) -> [(String, String)]? {
    if key == "default" { return [] }
    var result: [(String, String)] = []
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return nil }
      result.append((pair[0], pair[1]))
    }
    return result
  }

  /// How specific the variation `key` is when it applies to these traits (0 for `default`,
  /// one per condition), or `nil` when it does not apply. The most specific wins, as UIKit's
  /// trait matching does.
  func specificity(ofVariation key: String) -> Int? {
    guard let conditions = Self.conditions(ofVariation: key) else { return nil }
    for (name, value) in conditions {
      switch name {
      case "widthClass": if width?.rawValue != value { return nil }
      case "heightClass": if height?.rawValue != value { return nil }
      default: return nil
      }
    }
    return conditions.count
  }
}
