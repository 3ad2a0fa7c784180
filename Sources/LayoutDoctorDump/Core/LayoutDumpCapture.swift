import LayoutModel

/// The platform-independent capture: walks a tree of `LayoutDumpNode`s and builds a
/// `LayoutDumpDocument`. It only reads; ids are derived, never assigned to the app's views.
@MainActor
enum LayoutDumpCapture {
  /// The longest text excerpt written, in characters; longer texts end in `…`.
  static let textLimit = 40

  /// Classes and identifiers of constraints UIKit makes from a view's own properties, which
  /// the analysis rebuilds from those properties: writing them too would count them twice.
  static func isRebuilt(_ header: LayoutDumpConstraintHeader) -> Bool {
    if header.className == "NSAutoresizingMaskLayoutConstraint"
      || header.className == "NSContentSizeLayoutConstraint"
    {
      return true
    }
    guard let identifier = header.identifier else { return false }
    return (identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint"))
      || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
  }

  private struct Visit {
    var node: any LayoutDumpNode
    var properties: LayoutDumpNodeProperties
    var parent: Int?
    /// The index path from the root as id text (`-0-2-1`; empty for the root).
    var path: String
  }

  static func capture(
    _ root: any LayoutDumpNode, environment: CaptureEnvironment
  ) -> LayoutDumpDocument {
    let visits = Self.visits(from: root)
    let ids = viewIDs(visits.map { ($0.properties, $0.path) })
    var items: [ObjectIdentifier: LayoutItem] = [:]
    for (index, visit) in visits.enumerated() {
      items[ObjectIdentifier(visit.node)] = .view(ids[index])
    }
    var document = LayoutDumpDocument(environment: environment)
    document.environment.rootWidth = visits[0].properties.bounds.width
    document.environment.rootHeight = visits[0].properties.bounds.height
    document.direction = visits[0].properties.effectiveLayoutDirection
    var usedIDs = Set(ids)
    var captures: [CapturedView] = []
    for (index, visit) in visits.enumerated() {
      var capture = viewCapture(visit.properties)
      var customCount = 0
      for guide in visit.node.layoutDumpGuides {
        let record = CapturedGuide(
          address: address(guide.address), identifier: guide.identifier,
          layoutFrame: guide.layoutFrame)
        switch guide.kind {
        case .safeArea:
          capture.safeAreaGuide = record
          items[ObjectIdentifier(guide.object)] = .safeAreaLayoutGuide(of: ids[index])
        case .layoutMargins:
          capture.layoutMarginsGuide = record
          items[ObjectIdentifier(guide.object)] = .layoutMarginsGuide(of: ids[index])
        case .scrollContent, .scrollFrame, .custom:
          var id = "\(ids[index]).\(guide.kind.rawValue)"
          if guide.kind == .custom {
            customCount += 1
            id = usableID(guide.identifier) ?? "\(ids[index])-guide\(customCount)"
            while !usedIDs.insert(id).inserted { id += "$" }
          }
          var layoutGuide = LayoutGuide(
            id: id, owningView: ids[index], frame: guide.layoutFrame)
          layoutGuide.capture = record
          document.guides.append(layoutGuide)
          items[ObjectIdentifier(guide.object)] = .guide(id)
        }
      }
      captures.append(capture)
    }
    for (index, visit) in visits.enumerated() {
      document.views.append(
        view(
          visit, id: ids[index], superview: visit.parent.map { ids[$0] },
          capture: captures[index]))
      let extras = Self.extras(of: visit.properties, items: items)
      if !extras.isEmpty { document.layoutExtras[ids[index]] = extras }
    }
    for visit in visits {
      for constraint in visit.node.layoutDumpConstraints {
        add(constraint, items: items, to: &document)
      }
    }
    return document
  }

  /// Every view from `root` down, depth first in subview order, each with its parent's index
  /// and index path; a SwiftUI hosting view's subviews are not visited. An explicit stack
  /// keeps a deep tree from growing the call stack.
  private static func visits(from root: any LayoutDumpNode) -> [Visit] {
    var visits: [Visit] = []
    var pending: [(node: any LayoutDumpNode, parent: Int?, path: String)] = [(root, nil, "")]
    while let next = pending.popLast() {
      let (node, parent, path) = next
      let properties = node.layoutDumpProperties
      visits.append(Visit(node: node, properties: properties, parent: parent, path: path))
      guard !properties.isSwiftUIHostingView else { continue }
      let index = visits.count - 1
      for (offset, child) in node.layoutDumpSubviews.enumerated().reversed() {
        pending.append((child, index, path + "-" + String(offset)))
      }
    }
    return visits
  }

  /// A view's stack configuration (arranged subviews and custom spacing by id, those not
  /// captured left out),
  /// wrapping text and measured heights.
  private static func extras(
    of properties: LayoutDumpNodeProperties, items: [ObjectIdentifier: LayoutItem]
  ) -> LayoutDumpExtras {
    var extras = LayoutDumpExtras(wrap: properties.wrap)
    extras.heightForWidth = properties.heightForWidth
    if let stack = properties.stack {
      func id(_ object: ObjectIdentifier) -> String? {
        items[object].flatMap { if case .view(let id) = $0 { id } else { nil } }
      }
      var configuration = StackConfiguration(
        axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
        spacing: stack.spacing,
        arrangedSubviews: stack.arrangedSubviews.compactMap { id(ObjectIdentifier($0)) },
        isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement,
        isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement)
      for (object, spacing) in stack.customSpacing {
        if let id = id(object) { configuration.customSpacing[id] = spacing }
      }
      configuration.huggingPriority = stack.huggingPriority
      extras.stack = configuration
    }
    return extras
  }

  /// Adds one constraint: inactive ones without reading their items; active ones the
  /// analysis rebuilds, or whose items are not in the dump, are counted and left out.
  private static func add(
    _ constraint: any LayoutDumpConstraint, items: [ObjectIdentifier: LayoutItem],
    to document: inout LayoutDumpDocument
  ) {
    let header = constraint.layoutDumpHeader
    let record = CapturedConstraint(address: address(header.address), className: header.className)
    guard header.isActive else {
      document.inactiveConstraints.append(
        InactiveConstraint(
          capture: record, identifier: header.identifier, firstAttribute: header.firstAttribute,
          secondAttribute: header.secondAttribute, relation: header.relation,
          multiplier: header.multiplier, constant: header.constant,
          priority: LayoutPriority(header.priority)))
      return
    }
    if isRebuilt(header) {
      document.rebuiltConstraintCount += 1
      return
    }
    let (firstObject, secondObject) = constraint.layoutDumpItems()
    guard let firstObject, let first = items[ObjectIdentifier(firstObject)] else {
      document.uncapturedItemConstraintCount += 1
      return
    }
    var second: LayoutAnchor?
    if let secondObject {
      guard let item = items[ObjectIdentifier(secondObject)] else {
        document.uncapturedItemConstraintCount += 1
        return
      }
      second = LayoutAnchor(item, header.secondAttribute)
    }
    var captured = record
    captured.description = constraint.layoutDumpDescription
    var result = LayoutConstraint(
      LayoutAnchor(first, header.firstAttribute), header.relation, second,
      multiplier: header.multiplier, constant: header.constant,
      priority: LayoutPriority(header.priority), identifier: header.identifier)
    result.provenance.origin = origin(header)
    result.capture = captured
    document.constraints.append(result)
  }

  /// Who made a constraint, from UIKit's identifiers.
  static func origin(_ header: LayoutDumpConstraintHeader) -> ConstraintOrigin {
    guard let identifier = header.identifier else { return .user }
    if identifier.hasPrefix("UISV-") { return .stackView }
    if identifier.hasPrefix("UIView-Encapsulated-Layout-") { return .encapsulatedLayout }
    return .user
  }

  private static func view(
    _ visit: Visit, id: String, superview: String?, capture: CapturedView
  ) -> View {
    let properties = visit.properties
    var view = View(
      id: id, className: properties.classChain.first ?? "UIView", superview: superview,
      frame: properties.frame, intrinsicContentSize: properties.intrinsicContentSize,
      contentHuggingPriority: properties.contentHuggingPriority,
      contentCompressionResistancePriority: properties.contentCompressionResistancePriority,
      layoutMargins: properties.layoutMargins, safeAreaInsets: properties.safeAreaInsets,
      translatesAutoresizingMaskIntoConstraints:
        properties.translatesAutoresizingMaskIntoConstraints,
      autoresizingMask: properties.autoresizingMask,
      firstBaselineOffset: properties.firstBaselineOffset,
      lastBaselineOffset: properties.lastBaselineOffset, isHidden: properties.isHidden,
      text: properties.text.map(excerpt))
    view.font = properties.font
    view.measuredTextSizes = properties.measuredSizes
    view.capture = capture
    return view
  }

  private static func viewCapture(_ properties: LayoutDumpNodeProperties) -> CapturedView {
    CapturedView(
      address: address(properties.address), classChain: properties.classChain,
      bounds: properties.bounds, alpha: properties.alpha,
      directionalLayoutMargins: properties.directionalLayoutMargins,
      preservesSuperviewLayoutMargins: properties.preservesSuperviewLayoutMargins,
      insetsLayoutMarginsFromSafeArea: properties.insetsLayoutMarginsFromSafeArea,
      effectiveLayoutDirection: properties.effectiveLayoutDirection,
      hasAmbiguousLayout: properties.hasAmbiguousLayout,
      numberOfLines: properties.numberOfLines,
      preferredMaxLayoutWidth: properties.preferredMaxLayoutWidth, scroll: properties.scroll,
      subviewsNotCaptured: properties.isSwiftUIHostingView
        ? "SwiftUI hosting view: its content is laid out by SwiftUI, not Auto Layout" : nil)
  }

  /// `0x7fcdaff03e10`, as `%p` and console logs print an address.
  static func address(_ value: UInt) -> String { "0x" + String(value, radix: 16) }

  /// A text on one line, at most `textLimit` characters.
  static func excerpt(_ text: String) -> String {
    // Most texts are short printable ASCII: no character work for them.
    if text.utf8.count <= textLimit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return text
    }
    let line = String(text.map { $0.isNewline ? " " : $0 })
    guard line.count > textLimit else { return line }
    return String(line.prefix(textLimit - 1)) + "…"
  }

  /// Each view's id: its accessibility identifier when that is unique in the tree and usable
  /// as an id, else its class (last component, unusable characters as `_`) and index path
  /// (`UILabel-0-2-1`; the root is its class alone); `$` is appended on a clash.
  static func viewIDs(_ views: [(LayoutDumpNodeProperties, String)]) -> [String] {
    var counts: [String: Int] = [:]
    for (properties, _) in views {
      if let id = properties.accessibilityIdentifier.flatMap(usableID) {
        counts[id, default: 0] += 1
      }
    }
    var used = Set(counts.filter { $0.value == 1 }.keys)
    var classIDs: [String: String] = [:]
    return views.map { properties, path in
      if let id = properties.accessibilityIdentifier.flatMap(usableID), counts[id] == 1 {
        return id
      }
      let className = properties.classChain.first ?? "UIView"
      let base: String
      if let known = classIDs[className] {
        base = known
      } else {
        let name = className.split(separator: ".").last.map(String.init) ?? "UIView"
        base = usableID(sanitized(name)) ?? "View"
        classIDs[className] = base
      }
      var id = base + path
      while !used.insert(id).inserted { id += "$" }
      return id
    }
  }

  /// `text` when it is a valid id (letters, digits, `_`, `$`, `-`, not starting with a digit
  /// or `-`), else `nil`.
  static func usableID(_ text: String) -> String? {
    guard let first = text.utf8.first, !isDigit(first), first != UInt8(ascii: "-"),
      text.utf8.allSatisfy(isIDByte)
    else { return nil }
    return text
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isIDByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-")
  }

  /// `name` with every byte that cannot be in an id (and every non-ASCII character) as `_`.
  private static func sanitized(_ name: String) -> String {
    var bytes: [UInt8] = []
    for scalar in name.unicodeScalars {
      let byte = scalar.isASCII ? UInt8(scalar.value) : 0
      bytes.append(isIDByte(byte) ? byte : UInt8(ascii: "_"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
