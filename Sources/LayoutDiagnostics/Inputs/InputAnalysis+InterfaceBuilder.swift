import LayoutEngine
import LayoutModel
import LayoutParsing

extension InputAnalysis {
  /// The findings of the Interface Builder document `name` in every size-class combination its
  /// variations tell apart (`InterfaceBuilderDocument.traitCombinations`), merged: one finding
  /// per fingerprint, as first found, listing in `traits` the combinations where it occurs
  /// (Xcode's names, `wR hR`) with a note naming them when not all; a document without
  /// variations is analysed once, for its device's size classes, and its findings list none.
  ///
  /// Every combination is laid out at the document's root sizes (its device, or the sweep's
  /// sizes). `misplaced-view` is judged in the document's own size classes only: the stored
  /// frames are those Interface Builder drew for them.
  ///
  /// - Returns: the findings, repeats merged, and the reader's notes; a document without Auto
  ///   Layout or without a layout root gives no findings and a note saying it was skipped.
  /// - Throws: `AnalysisInputError` with the reader's one-line error, or an analysis's error.
  func interfaceBuilderFindings(name: String, bytes: [UInt8]) throws
    -> (findings: [Finding], warnings: [String])
  {
    let document = try Self.readInterfaceBuilder(bytes, name: name, traits: nil)
    guard document.usesAutoLayout else {
      return ([], [InputWording.skippedWithoutAutoLayout(name)])
    }
    guard !document.roots.isEmpty else {
      return ([], document.notes + [InputWording.skippedWithoutRoots(name)])
    }
    let notes =
      document.notes + unsweptRootNotes(of: document, name: name)
      + fittedCellNotes(of: document, name: name)
    let groups = document.traitCombinations
    guard groups.count > 1 else {
      return (try rootFindings(of: document, name: name), notes)
    }
    var checked = 0
    var order: [Fingerprint] = []
    var merged: [Fingerprint: Finding] = [:]
    for (index, group) in groups.enumerated() {
      // A device of the sweep is laid out in its own size classes only.
      var sizes: [RootSize]?
      var screens: [RootSize] = []
      if let sweep, !sweep.sizes.isEmpty {
        let held = Self.sizes(sweep.sizes, inTraits: group)
        guard !held.isEmpty || !sweep.text.isEmpty else { continue }
        sizes = held
      } else if index > 0 {
        screens = Self.screens(inTraits: group)
      }
      checked += group.count
      let resolved =
        index == 0 ? document : try Self.readInterfaceBuilder(bytes, name: name, traits: group[0])
      for finding in try rootFindings(
        of: resolved, name: name, sizes: sizes, screens: (screens, group.map(\.canvasName)))
      where index == 0 || finding.ruleID != RuleDescriptor.misplacedView.id {
        let key = finding.fingerprint
        if merged[key] == nil { order.append(key) }
        var known = merged[key] ?? finding
        // A stored frame is judged in the traits it was stored for (the first of the first
        // group, the saved ones), not in the others that share their constraints.
        let isFrame = finding.ruleID == RuleDescriptor.misplacedView.id
        known.traits = (known.traits ?? []) + (isFrame ? [group[0]] : group).map(\.canvasName)
        merged[key] = known
      }
    }
    let findings = order.compactMap { key -> Finding? in
      guard var finding = merged[key] else { return nil }
      let traits = finding.traits ?? []
      // A stored frame is judged in the saved traits only, which its `traits` say.
      if traits.count < checked, finding.ruleID != RuleDescriptor.misplacedView.id {
        finding.notes.append(
          Finding.Note(
            FindingWording.occursInTraits(traits, of: checked, apart: groups.joined().count)))
      }
      return finding
    }
    return (findings, notes)
  }

  /// A note naming the roots a sweep's sizes do not apply to (`AnalysisInput.rootSizes`: an
  /// AppKit root on an iPhone or iPad screen, a collection view cell), which are checked at
  /// their saved size only; none without a sweep of sizes or when every root takes them.
  /// Before, `--device iphone-se` on a macOS document passed over it in silence.
  func unsweptRootNotes(of document: InterfaceBuilderDocument, name: String) -> [String] {
    guard let sweep, !sweep.sizes.isEmpty else { return [] }
    let roots = document.roots.filter {
      AnalysisInput.rootSizes(sweep.sizes, for: $0, in: document).isEmpty
    }
    guard !roots.isEmpty else { return [] }
    return [
      InputWording.unsweptRoots(
        name, roots: roots.map(\.name), isAppKit: document.platform == .macOS)
    ]
  }

  /// A note naming the table cell roots (a cell xib's) that a sweep of sizes or text lays out
  /// with their height fitting their content (`LayoutDocument.fittingTableCellHeight`): the
  /// document does not say which table shows them, so that is an assumption (UIKit's default
  /// `rowHeight`), and a table of fixed rows would hold them at their stored height. None
  /// without a sweep.
  func fittedCellNotes(of document: InterfaceBuilderDocument, name: String) -> [String] {
    guard let sweep, !sweep.sizes.isEmpty || !sweep.text.isEmpty else { return [] }
    let cells = document.roots.filter(\.document.isTableCellRoot)
    guard !cells.isEmpty else { return [] }
    return [InputWording.fittedCells(name, cells: cells.map(\.name))]
  }

  /// Reads an Interface Builder document for `traits` (its device's when `nil`).
  /// - Throws: `AnalysisInputError` with the reader's one-line error.
  static func readInterfaceBuilder(
    _ bytes: [UInt8], name: String, traits: InterfaceBuilderTraits?
  ) throws -> InterfaceBuilderDocument {
    do {
      return try InterfaceBuilderReader.read(bytes, file: name, traits: traits)
    } catch {
      throw AnalysisInputError(error.description)
    }
  }

  /// The sizes of `sizes` that can have one of `traits`: a catalogue device's only in its
  /// size classes in portrait (an iPhone's compact width and regular height, an iPad's regular
  /// both, as UIKit gives a full-screen app); a plain size in any. Before, a sweep laid every
  /// device out in every combination the document varies, and realib 21's portrait iPhones
  /// were "squeezed" in traits where they never are.
  public static func sizes(_ sizes: [RootSize], inTraits traits: [InterfaceBuilderTraits])
    -> [RootSize]
  {
    sizes.filter { size in
      guard let name = size.device, let device = DeviceCatalogue.device(named: name) else {
        return true
      }
      let width: InterfaceBuilderTraits.SizeClass = device.idiom == .pad ? .regular : .compact
      return traits.contains { ($0.width ?? width) == width && ($0.height ?? .regular) == .regular }
    }
  }

  /// The findings of every root of `document`, at the sweep's sizes (or `sizes`, some of
  /// them) when there is a sweep, repeats merged. Without one, a root that fills its saved
  /// device's screen (`fillsScreen(_:of:)`) is laid out on `screens` when given, each of its
  /// findings with a note naming them and the `traits` they stand for.
  func rootFindings(
    of document: InterfaceBuilderDocument, name: String, sizes chosen: [RootSize]? = nil,
    screens: (sizes: [RootSize], traits: [String]) = ([], [])
  ) throws -> [Finding] {
    try document.roots.flatMap { root -> [Finding] in
      let onScreens =
        chosen == nil && (sweep?.sizes ?? []).isEmpty && Self.fillsScreen(root, of: document)
        ? AnalysisInput.rootSizes(screens.sizes, for: root, in: document) : []
      let text = sweep?.text ?? TextSweep()
      let sizes =
        onScreens.isEmpty
        ? AnalysisInput.rootSizes(chosen ?? sweep?.sizes ?? [], for: root, in: document)
        : onScreens
      guard !sizes.isEmpty || !text.isEmpty else {
        return try (sweep?.unswept ?? layoutAnalyses).flatMap { try $0(root.document) }
      }
      // A table cell's row fits it at another width (`fittingTableCellHeight`).
      let layoutAt = { (size: RootSize) in
        root.document(screenSafeArea: size.safeAreaInsets, rootWidth: size.width)
          .fittingTableCellHeight
      }
      // The screens of other size classes each once, as at the saved size: no walk of the
      // root size (they stand for size classes, not sizes to sweep; `--device` walks).
      let findings =
        try
        (onScreens.isEmpty || !text.isEmpty
        ? LayoutAnalysis.findings(
          of: root.document, file: name, sizes: sizes, text: text, layoutAt: layoutAt)
        : onScreens.flatMap { size in
          try LayoutAnalysis(
            document: layoutAt(size), file: name,
            options: LayoutEngineOptions(rootWidth: size.width, rootHeight: size.height)
          ).findings()
        }) + Finding.constraintFindings(in: root.document)
      guard !onScreens.isEmpty else { return findings }
      let note = Finding.Note(
        FindingWording.laidOutOnScreens(onScreens.map(\.description), traits: screens.traits))
      return findings.map {
        var finding = $0
        finding.notes.append(note)
        return finding
      }
    }.mergingRepeats()
  }
}

extension InputAnalysis {
  /// The screens a full-screen iOS app shows in the size classes of `traits` (Apple's Human
  /// Interface Guidelines, "Layout", size classes): an iPad (10th generation) in portrait for
  /// regular width and height, an iPhone 16 in portrait for compact width and regular height,
  /// in landscape for compact both, an iPhone 16 Plus in landscape for regular width and
  /// compact height; each with its safe-area insets (`DeviceCatalogue`). None when a size
  /// class is Any. `check` lays a document's screen-filling roots out there in the size-class
  /// combinations its saved device does not have: before, it laid them out at the saved
  /// device's size, and a form 540 pt wide in `wR hR` "conflicted" in a 375-pt iPhone.
  static func screens(inTraits traits: [InterfaceBuilderTraits]) -> [RootSize] {
    var result: [RootSize] = []
    for combination in traits {
      let screen: (String, DeviceCatalogue.Device.Orientation)
      switch (combination.width, combination.height) {
      case (.regular, .regular): screen = ("ipad", .portrait)
      case (.compact, .regular): screen = ("iphone-16", .portrait)
      case (.compact, .compact): screen = ("iphone-16", .landscape)
      case (.regular, .compact): screen = ("iphone-16-plus", .landscape)
      default: return []
      }
      guard let device = DeviceCatalogue.device(named: screen.0) else { return [] }
      let size = device.size(screen.1)
      var root = RootSize(width: size.width, height: size.height)
      root.safeAreaInsets = device.safeAreaInsets(screen.1)
      root.device = device.name
      if !result.contains(root) { result.append(root) }
    }
    return result
  }

  /// Whether `root` fills its document's saved device's screen, at least across: an iOS
  /// root that a screen's size applies to (`AnalysisInput.sweep(of:in:isDevice:)`), in a
  /// document saved for a device; a freeform view (a control in a xib, 340 x 620) does not.
  static func fillsScreen(_ root: InterfaceBuilderRoot, of document: InterfaceBuilderDocument)
    -> Bool
  {
    document.platform == .iOS && document.device?.size != nil
      && AnalysisInput.sweep(of: root, in: document, isDevice: true) != .none
  }
}
