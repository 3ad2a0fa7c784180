import LayoutModel

/// Reads Interface Builder documents (`.xib`, `.storyboard`) into the model.
///
/// Two passes: the XML becomes an element tree (`InterfaceBuilderXML`), then each layout root
/// is mapped, ids resolved over the whole document (references run forwards). Unknown
/// elements and attributes are ignored: they do not change the layout.
public enum InterfaceBuilderReader {
  /// Reads a document.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents (UTF-8 XML).
  ///   - file: the name used in locations.
  ///   - traits: the size classes to resolve variations for; the device's by default.
  /// - Throws: `LayoutFileError`, one line at file:line:column: `.documentTypeDeclaration`,
  ///   `.invalidXML` (not XML, truncated), `.notInterfaceBuilder`, `.unknownObject` (a
  ///   constraint naming a missing id), `.unknownAttribute`, `.invalidNumber`, and the model's
  ///   rules (`.model`).
  public static func read(
    _ bytes: [UInt8], file: String, traits: InterfaceBuilderTraits? = nil
  ) throws(LayoutFileError) -> InterfaceBuilderDocument {
    let xml = try InterfaceBuilderXML.parse(bytes, file: file)
    let top = xml.elements[0]
    guard top.name == "document", top["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true
    else {
      throw LayoutFileError(
        .notInterfaceBuilder(top.name),
        at: SourceLocation(file: file, line: top.line, column: top.column))
    }
    try checkFlags(xml, file: file)
    try checkTextAttributes(xml, file: file)
    let platform: InterfaceBuilderDocument.Platform =
      top["targetRuntime"]?.hasPrefix("MacOSX") == true || top["type"]?.contains(".Cocoa.") == true
      ? .macOS : .iOS
    let device = xml.children(of: 0, named: "device").first.map { index in
      InterfaceBuilderDevice(
        id: xml.elements[index]["id"] ?? "",
        isLandscape: xml.elements[index]["orientation"] == "landscape")
    }
    let chosen = traits ?? device?.traits ?? InterfaceBuilderTraits()
    var context = InterfaceBuilderContext(
      xml: xml, file: file, platform: platform, device: device, traits: chosen,
      toolsVersion: top["toolsVersion"])
    context.noteUnknownVariations()
    let roots = try context.readRoots()
    return InterfaceBuilderDocument(
      file: file, platform: platform, isStoryboard: top["type"]?.contains("Storyboard") == true,
      toolsVersion: top["toolsVersion"], usesAutoLayout: top.flag("useAutolayout"), device: device,
      traits: chosen,
      variationKeys: Set(xml.elements.filter { $0.name == "variation" }.compactMap { $0["key"] })
        .sorted(),
      roots: roots, notes: context.notes)
  }

  /// Whether `text` (the start of a file) is an Interface Builder document:
  /// `<document type="com.apple.InterfaceBuilder3` near the start.
  public static func looksLikeInterfaceBuilder(_ text: Substring) -> Bool {
    text.prefix(2048).contains("<document type=\"com.apple.InterfaceBuilder")
  }
}

/// What the reader knows about the whole document while it maps roots.
struct InterfaceBuilderContext {
  let xml: InterfaceBuilderXML
  let file: String
  let platform: InterfaceBuilderDocument.Platform
  let device: InterfaceBuilderDevice?
  let traits: InterfaceBuilderTraits
  let toolsVersion: String?
  /// Element index by object id, over the whole document.
  let elementByID: [String: Int]
  /// Objects (views and constraints) that the chosen size classes leave uninstalled.
  let uninstalled: Set<String>
  /// The bars each storyboard view controller shows around its root view, by element index
  /// (`inferredBars`).
  let bars: [Int: EdgeInsets]
  var notes: [String] = []

  init(
    xml: InterfaceBuilderXML, file: String, platform: InterfaceBuilderDocument.Platform,
    device: InterfaceBuilderDevice?, traits: InterfaceBuilderTraits, toolsVersion: String?
  ) {
    self.xml = xml
    self.file = file
    self.platform = platform
    self.device = device
    self.traits = traits
    self.toolsVersion = toolsVersion
    var byID: [String: Int] = [:]
    for (index, element) in xml.elements.enumerated() where element.name != "variation" {
      if let id = element["id"], byID[id] == nil { byID[id] = index }
    }
    elementByID = byID
    uninstalled = Self.uninstalledObjects(xml, traits: traits)
    bars = Self.inferredBars(xml)
  }

  /// The document read at the traits its stored frames were saved at (its device's, or
  /// none), whose constraints the frames measure, when the chosen traits differ and no view
  /// stores a frame of its own for a size class (`<variation>` with a `<rect key="frame">`,
  /// Xcode 6 and 7: its frames are then measurements at every traits); `nil` otherwise. Made
  /// once per document, for every root.
  func measuringContext() -> InterfaceBuilderContext? {
    let saved = device?.traits ?? InterfaceBuilderTraits()
    let framesVary = xml.elements.indices.contains { index in
      xml.elements[index].name == "variation"
        && xml.child(of: index, named: "rect", key: "frame") != nil
    }
    guard saved != traits, !framesVary else { return nil }
    return InterfaceBuilderContext(
      xml: xml, file: file, platform: platform, device: device, traits: saved,
      toolsVersion: toolsVersion)
  }

  /// Where element `index` starts.
  func location(_ index: Int) -> SourceLocation {
    SourceLocation(file: file, line: xml.elements[index].line, column: xml.elements[index].column)
  }

  /// The ids that the masks of the variations matching `traits` exclude, applied from the least
  /// to the most specific (`default` first), so that the most specific wins.
  static func uninstalledObjects(_ xml: InterfaceBuilderXML, traits: InterfaceBuilderTraits)
    -> Set<String>
  {
    var masks: [(specificity: Int, order: Int, mask: Int)] = []
    for (index, element) in xml.elements.enumerated() where element.name == "variation" {
      guard let key = element["key"], let specificity = traits.specificity(ofVariation: key)
      else { continue }
      for mask in xml.children(of: index, named: "mask") {
        masks.append((specificity, index, mask))
      }
    }
    var installed: [String: Bool] = [:]
    for entry in masks.sorted(by: { ($0.specificity, $0.order) < ($1.specificity, $1.order) }) {
      for child in xml.elements[entry.mask].children {
        guard let reference = xml.elements[child]["reference"] else { continue }
        if xml.elements[child].name == "exclude" { installed[reference] = false }
        if xml.elements[child].name == "include" { installed[reference] = true }
      }
    }
    return Set(installed.filter { !$0.value }.keys)
  }

  /// The attributes of element `index` with those of its most specific `<variation>` child
  /// matching the traits laid over them (a per-size-class `hidden`, `constant`, flags).
  func attributes(_ index: Int) -> [String: String] {
    var attributes = xml.elements[index].attributes
    if let variation = matchingVariation(index) {
      for (key, value) in xml.elements[variation].attributes where key != "key" {
        attributes[key] = value
      }
    }
    return attributes
  }

  /// The most specific `<variation>` child of `index` that applies to the traits.
  func matchingVariation(_ index: Int) -> Int? {
    var best: (Int, Int)?
    for child in xml.children(of: index, named: "variation") {
      guard let key = xml.elements[child]["key"],
        let specificity = traits.specificity(ofVariation: key)
      else { continue }
      if best == nil || specificity > best!.0 { best = (specificity, child) }
    }
    return best?.1
  }

  /// The `<rect key="frame">` of element `index` (its matching variation's first), y as stored.
  func storedFrame(_ index: Int) -> LayoutRect? {
    let holders = (matchingVariation(index).map { [$0] } ?? []) + [index]
    for holder in holders {
      if let rect = xml.child(of: holder, named: "rect", key: "frame") {
        let element = xml.elements[rect]
        return LayoutRect(
          x: Self.number(element["x"]) ?? 0, y: Self.number(element["y"]) ?? 0,
          width: Self.number(element["width"]) ?? 0, height: Self.number(element["height"]) ?? 0)
      }
    }
    return nil
  }

  /// A decimal attribute, or `nil` when absent or not a finite number.
  static func number(_ text: String?) -> Double? {
    guard let text, let value = decimal(text), value.isFinite else { return nil }
    return value
  }

  /// `text` as Interface Builder writes numbers: an optional sign, then decimal digits with
  /// an optional fraction and exponent, read by the readers' one scanner (`DecimalNumber`);
  /// `nil` for anything else. `Double(_:)` also read `0x10` as 16, `1p4` and `nan`.
  static func decimal(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var start = 0
    var sign = 1.0
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      sign = first == UInt8(ascii: "-") ? -1 : 1
      start = 1
    }
    guard let number = DecimalNumber.scan(bytes, from: start, end: bytes.count),
      number.end == bytes.count, number.missingExponentDigits == nil
    else { return nil }
    return sign * number.value
  }

  /// Notes each `<variation>` whose key names no size class Interface Builder writes
  /// (`default`, or `widthClass`/`heightClass` conditions of `compact` or `regular` joined by
  /// `-`): it applies at no traits, so what it varies is never used.
  mutating func noteUnknownVariations() {
    let classes: Set<String> = ["widthClass", "heightClass"]
    let values: Set<String> = ["compact", "regular"]
    for (index, element) in xml.elements.enumerated() where element.name == "variation" {
      let key = element["key"] ?? ""
      let conditions = InterfaceBuilderTraits.conditions(ofVariation: key)
      guard
        conditions.map({ $0.allSatisfy { classes.contains($0.0) && values.contains($0.1) } })
          != true
      else { continue }
      note("size-class variation '\(key)' names no size class; it is ignored", at: index)
    }
  }

  /// Adds a note at element `index`.
  mutating func note(_ message: String, at index: Int) {
    notes.append(MessageLine.escaping("\(location(index)): note: \(message)"))
  }
}
