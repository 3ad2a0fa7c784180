import LayoutEngine
import LayoutModel

extension LayoutAnalysis {
  /// The findings of `document` laid out at each of `sizes` (`findings()` per size; its own
  /// size when `sizes` is empty) and in each variant of `text`, merged:
  /// one finding per fingerprint (rule, file and anchor), as first found, listing in `sizes`
  /// the sizes where it occurs in the order given, with a note naming them when it does not
  /// occur at every size. Each conflict, truncation and ambiguity finding also gets its
  /// `thresholds`: the root widths (at the height of the first size where it occurs) and root
  /// heights (at that width) over which it occurs, from a parametric walk (`SizeWalk`), and a
  /// note saying them when they are not the whole range walked.
  ///
  /// A size with safe-area insets (a catalogue device) lays out the document with its first
  /// root's insets replaced (`RootSize.applied(to:)`), or as `layoutAt` lays it out at that
  /// size when given (an Interface Builder root, whose views' insets follow the screen:
  /// `InterfaceBuilderRoot.document(screenSafeArea:rootWidth:)`), and its walks keep them.
  ///
  /// One engine is built and moved from size to size (`LayoutEngine.setRootSize`); a size at
  /// which a required constraint breaks, or whose views' safe areas or margins differ from the
  /// last one's, is built afresh, as `setRootSize` asks.
  ///
  /// With a text sweep, each size is also laid out in every variant of `text` besides the
  /// layout's own (`textVariantFindings(of:variants:)`, the engine moved from category to
  /// category), each finding lists in `textVariants` those where it occurs, with a note saying
  /// where among the categories checked (`TextSweep.note`); the threshold walks run only for
  /// findings that occur with the layout's own text.
  ///
  /// - Throws: `AnalysisInputError` when the document breaks a model rule.
  /// - Complexity: one build, then one incremental re-solve and the findings' solves per size;
  ///   wrapping views settle again from their one-line size at each size. The walks cost a
  ///   re-solve per piece of the root size's range, and run only when such findings occur.
  public static func findings(
    of document: LayoutDocument, file: String, sizes: [RootSize], text: TextSweep = TextSweep(),
    layoutAt: ((RootSize) -> LayoutDocument)? = nil
  ) throws(AnalysisInputError) -> [Finding] {
    let sized = { (size: RootSize?) in
      size.map { layoutAt?($0) ?? $0.applied(to: document) } ?? document
    }
    var order: [Fingerprint] = []
    var merged: [Fingerprint: Finding] = [:]
    var first: [Fingerprint: (size: RootSize?, variant: TextVariant)] = [:]
    var distinct: [RootSize] = []
    for size in sizes where !distinct.contains(size) { distinct.append(size) }
    let own = TextVariant(of: document)
    let variants = text.variants(from: own)
    let sweepsText = variants.count > 1
    // The layout last built or moved, and the insets of the document it was built from.
    var layout: (analysis: LayoutAnalysis, insets: [EdgeInsets])?
    for size in distinct.isEmpty ? [nil] : distinct.map(Optional.some) {
      let current: LayoutAnalysis
      let laidOut = sized(size)
      let insets = Self.insets(of: laidOut)
      if let size, var moving = layout?.analysis, layout?.insets == insets, moving.moved(to: size) {
        current = moving
      } else {
        let options = LayoutEngineOptions(rootWidth: size?.width, rootHeight: size?.height)
        current = try LayoutAnalysis(document: laidOut, file: file, options: options)
      }
      layout = (current, insets)
      var found = try Self.canvasFramesOnly(
        current.findings(), size: size, insets: insets, of: document, file: file
      ).map { ($0, own) }
      if sweepsText {
        let (variantFound, restored) = try current.otherTextFindings(
          of: laidOut, variants: Array(variants.dropFirst()))
        found += variantFound
        layout = restored.map { ($0, insets) }
      }
      for (finding, variant) in found {
        let key = finding.fingerprint
        let varies = sweepsText && TextSweep.variedRules.contains(finding.ruleID)
        if var known = merged[key] {
          if let size, known.sizes?.last != size { known.sizes = (known.sizes ?? []) + [size] }
          if varies, known.textVariants?.contains(variant) != true {
            known.textVariants = (known.textVariants ?? []) + [variant]
          }
          // Words and walks of the first size where it occurs with the layout's own text.
          if variant == own, first[key]?.variant != own {
            first[key] = (size, variant)
            (known.message, known.notes, known.fixes) = (
              finding.message, finding.notes, finding.fixes
            )
          }
          merged[key] = known
        } else {
          var entry = finding
          entry.sizes = size.map { [$0] }
          entry.textVariants = varies ? [variant] : nil
          merged[key] = entry
          first[key] = (size, variant)
          order.append(key)
        }
      }
    }
    var walks: [[EdgeInsets]: SizeThresholds] = [:]  // one set per set of the views' insets
    let names = sweepsText ? ItemNames(document: document) : nil
    let found = order.compactMap { key in
      merged[key].map {
        annotated(
          $0, first: first[key], sizes: distinct, variants: variants, own: own,
          walks: &walks, document: document, names: names, file: file, sized: sized)
      }
    }
    return found + (try canvasMisplacements(of: document, file: file, sizes: distinct))
  }

  /// The `misplaced-view` findings of `document` laid out on its canvas (its stored root size,
  /// its own insets), each with a note saying so, when no size of `sizes` is the canvas's:
  /// the stored frames are the canvas's, and only there are they judged. Before, `--device
  /// iphone-16` on a document saved for an iPhone 11 judged no frame at all, and its stale
  /// frames passed in silence.
  /// - Throws: `AnalysisInputError` when the canvas layout cannot be built.
  static func canvasMisplacements(of document: LayoutDocument, file: String, sizes: [RootSize])
    throws(AnalysisInputError) -> [Finding]
  {
    guard document.framesAreDesignTime, !sizes.isEmpty,
      let root = document.hierarchy.views.first(where: { $0.superview == nil })?.frame,
      !sizes.contains(where: { $0.width == root.width && $0.height == root.height })
    else { return [] }
    let canvas = try LayoutAnalysis(document: document, file: file)
    let note = Finding.Note(FindingWording.judgedOnCanvas(width: root.width, height: root.height))
    return canvas.misplacedViewFindings(design: nil).map {
      var finding = $0
      finding.notes.append(note)
      return finding
    }
  }

  /// `finding`, merged over a sweep, with the notes saying where it occurs among the root
  /// `sizes` and text `variants` checked, and its `thresholds` from the walks at the size
  /// where it was `first` found (`sized` lays the document out there; kept in `walks`, one set
  /// per set of the views' insets). Root sizes are
  /// walked only for a finding that occurs with the layout's `own` text: for one the text
  /// sweep brings, the first category (or scale, or direction) is its threshold, and a walk
  /// per variant would cost a build and a walk per finding and variant. In a text sweep, a
  /// finding about one view also says how its font was treated (`TextSweep.fontNote`, the
  /// view named by `names`).
  private static func annotated(
    _ finding: Finding, first: (size: RootSize?, variant: TextVariant)?, sizes: [RootSize],
    variants: [TextVariant], own: TextVariant, walks: inout [[EdgeInsets]: SizeThresholds],
    document: LayoutDocument, names: ItemNames?, file: String,
    sized: (RootSize?) -> LayoutDocument
  ) -> Finding {
    var finding = finding
    let occurs = finding.sizes ?? []
    if !sizes.isEmpty, occurs.count < sizes.count {
      finding.notes.append(
        Finding.Note(FindingWording.occursAtSizes(occurs, of: sizes.count)))
    } else if sizes.count > 1, let size = first?.size, size.device != nil {
      // Which of the devices the message's numbers are at.
      finding.notes.append(
        Finding.Note(FindingWording.occursAtEverySize(sizes.count, numbersAt: size)))
    }
    if let occurs = finding.textVariants,
      let note = TextSweep.note(occurs: occurs, checked: variants)
    {
      finding.notes.append(note)
      // How the view's font was treated, for a finding about one view.
      let id = String(finding.anchor.prefix { $0 != " " })
      if let view = document.hierarchy.view(id), let names,
        let font = TextSweep.fontNote(for: view, names: names)
      {
        finding.notes.append(font)
      }
    }
    if SizeThresholds.applies(to: finding), let first, first.variant == own,
      let size = first.size
    {
      let laidOut = sized(size)
      let insets = Self.insets(of: laidOut)
      var walk = walks[insets] ?? SizeThresholds(document: laidOut, file: file)
      let found = walk.thresholds(of: finding, at: size)
      walks[insets] = walk
      if !found.isEmpty {
        finding.thresholds = found
        finding.notes += found.compactMap(SizeThresholds.note)
      }
    }
    return finding
  }

  /// Every view's safe-area insets and layout margins, in order: what decides whether an engine
  /// built from one document can be moved to another's size.
  static func insets(of document: LayoutDocument) -> [EdgeInsets] {
    document.hierarchy.views.flatMap { [$0.safeAreaInsets, $0.layoutMargins] }
  }

  /// `findings` with their `misplaced-view` findings judged on the canvas: where the views'
  /// `insets` at `size` are not those the stored frames were drawn with (`document`'s: a
  /// device whose status bar the canvas hid moves every view pinned to the safe area, which
  /// Update Frames would store again as it was), the misplaced frames are those of `document`
  /// laid out at `size` with its own insets, when `size` is its stored root size (at another
  /// size no frame is judged).
  /// - Throws: `AnalysisInputError` when the canvas layout cannot be built.
  static func canvasFramesOnly(
    _ findings: [Finding], size: RootSize?, insets: [EdgeInsets], of document: LayoutDocument,
    file: String
  ) throws(AnalysisInputError) -> [Finding] {
    guard let size, insets != Self.insets(of: document) else { return findings }
    let misplaced = RuleDescriptor.misplacedView.id
    var kept = findings.filter { $0.ruleID != misplaced }
    if let root = document.hierarchy.views.first?.frame, root.width == size.width,
      root.height == size.height
    {
      let canvas = try LayoutAnalysis(
        document: document, file: file,
        options: LayoutEngineOptions(rootWidth: size.width, rootHeight: size.height))
      kept += canvas.misplacedViewFindings(design: nil)
    }
    return kept
  }

  /// The findings of this layout (of `document`, its own text) in each of `variants`: the
  /// findings that text decides (`textFindings()`: conflicts, feedback loops, truncation) and
  /// the text views that no longer fit the root (`Finding.clippedContent`), each with its
  /// variant. One engine per direction is moved from variant to variant
  /// (`LayoutEngine.setTextContent(_:)`), this one for the layout's own direction; a variant
  /// it cannot be moved to is built afresh, and one the model refuses throws its
  /// `AnalysisInputError`. Ambiguity and misplaced frames are judged with
  /// the layout's own text only (the design-time frames are for it).
  ///
  /// A truncation is not searched behind here (what took the space, where it fits: a
  /// search of fresh builds per truncated view, which for a large layout would cost far more
  /// than the sweep): it gets the fix for text that grows (`TruncationWording.growthFix`);
  /// one that also occurs with the layout's own text is explained there.
  func textVariantFindings(of document: LayoutDocument, variants: [TextVariant])
    throws(AnalysisInputError) -> [(Finding, TextVariant)]
  {
    let own = ContentOverflow(document: self.document, solution: solution)
    var movers: [LayoutDirection: LayoutAnalysis] = [document.direction: self]
    var result: [(Finding, TextVariant)] = []
    for variant in variants {
      var here: LayoutAnalysis
      // The engine takes the scaled views; the whole varied document only for a fresh build.
      if var moving = movers[variant.direction],
        (try? moving.engine.setTextContent(
          variant.scaledViews(of: document) ?? document.hierarchy.views)) == true
      {
        moving.solution = moving.engine.solve()
        here = moving
      } else {
        // A variant the model refuses (text scaled past its bounds) fails the input, as it
        // does `solve`: a gate does not pass a layout it could not lay out.
        here = try LayoutAnalysis(
          document: variant.applied(to: document), file: file, options: engine.options)
      }
      movers[variant.direction] = here
      result += here.textFindings().map { ($0, variant) }
      result +=
        Finding.clippedContent(
          in: here.document, solution: here.solution, own: own, variant: variant
        ).map { ($0, variant) }
    }
    return result
  }

  /// `textVariantFindings(of:variants:)` of `document`, this layout, with the layout to move
  /// on from afterwards: this one with its own text again, or `nil` when it must be built
  /// afresh. A table cell on its canvas keeps its stored height, but in other text its row
  /// fits it (`LayoutDocument.fittingTableCellHeight`): the variants are then laid out in a
  /// layout of their own, and this one is left as it is.
  func otherTextFindings(of document: LayoutDocument, variants: [TextVariant])
    throws(AnalysisInputError) -> (found: [(Finding, TextVariant)], restored: LayoutAnalysis?)
  {
    let fitting = document.fittingTableCellHeight
    if document.fitsOtherwise(fitting) {
      let fitted = try LayoutAnalysis(document: fitting, file: file, options: engine.options)
      return (try fitted.textVariantFindings(of: fitting, variants: variants), self)
    }
    let found = try textVariantFindings(of: document, variants: variants)
    // The variants moved the engine: back to the layout's own text.
    var restored = self
    guard (try? restored.engine.setTextContent(document.hierarchy.views)) == true else {
      return (found, nil)
    }
    restored.solution = restored.engine.solve()
    return (found, restored)
  }

  /// The findings that follow from the text's size: conflicts among required constraints,
  /// height-for-width feedback loops and truncated views, the last without the search behind
  /// them (`Finding.truncations(in:frames:solve:explains:)`).
  func textFindings() -> [Finding] {
    Finding.layoutConflicts(in: engine, solution: solution) + Finding.feedbackLoops(in: engine)
      + Finding.truncations(
        in: document, frames: Self.frames(of: solution), solve: solveVariantFrames,
        explains: false)
  }

  /// Lays the same layout out at `size` in place (`LayoutEngine.setRootSize`) and solves it;
  /// `false`, with the engine in an unspecified state, when it must be built afresh instead.
  mutating func moved(to size: RootSize) -> Bool {
    guard (try? engine.setRootSize(width: size.width, height: size.height)) == true else {
      return false
    }
    solution = engine.solve()
    return true
  }
}
