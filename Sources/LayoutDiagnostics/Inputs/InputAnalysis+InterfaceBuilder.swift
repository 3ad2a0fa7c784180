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
    let notes = document.notes + unsweptRootNotes(of: document, name: name)
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
      if let sweep, !sweep.sizes.isEmpty {
        let held = Self.sizes(sweep.sizes, inTraits: group)
        guard !held.isEmpty || !sweep.text.isEmpty else { continue }
        sizes = held
      }
      checked += group.count
      let resolved =
        index == 0 ? document : try Self.readInterfaceBuilder(bytes, name: name, traits: group[0])
      for finding in try rootFindings(of: resolved, name: name, sizes: sizes)
      where index == 0 || finding.ruleID != RuleDescriptor.misplacedView.id {
        let key = finding.fingerprint
        if merged[key] == nil { order.append(key) }
        var known = merged[key] ?? finding
        known.traits = (known.traits ?? []) + group.map(\.canvasName)
        merged[key] = known
      }
    }
    let findings = order.compactMap { key -> Finding? in
      guard var finding = merged[key] else { return nil }
      let traits = finding.traits ?? []
      if traits.count < checked {
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
      AnalysisInput.rootSizes(sweep.sizes, for: $0, platform: document.platform).isEmpty
    }
    guard !roots.isEmpty else { return [] }
    return [
      InputWording.unsweptRoots(
        name, roots: roots.map(\.name), isAppKit: document.platform == .macOS)
    ]
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
  /// them) when there is a sweep, repeats merged.
  func rootFindings(
    of document: InterfaceBuilderDocument, name: String, sizes chosen: [RootSize]? = nil
  ) throws -> [Finding] {
    try document.roots.flatMap { root -> [Finding] in
      guard let sweep else { return try layoutAnalyses.flatMap { try $0(root.document) } }
      let sizes = AnalysisInput.rootSizes(
        chosen ?? sweep.sizes, for: root, platform: document.platform)
      guard !sizes.isEmpty || !sweep.text.isEmpty else {
        return try sweep.unswept.flatMap { try $0(root.document) }
      }
      return try LayoutAnalysis.findings(
        of: root.document, file: name, sizes: sizes, text: sweep.text,
        layoutAt: { root.document(screenSafeArea: $0.safeAreaInsets, rootWidth: $0.width) })
        + Finding.constraintFindings(in: root.document)
    }.mergingRepeats()
  }
}
