import LayoutEngine
import LayoutModel
import LayoutParsing

/// One layout of an input, built and solved: a layout listing or JSON dump, or one console
/// report read as a layout (`ConsoleReportLayout`). What `solve`, `ambiguity`, `why` and
/// `graph` work on, whatever the input was.
public struct LayoutAnalysis {
  /// Which report of a console log the layout is.
  public struct Report: Hashable, Sendable {
    /// 1-based, in line order among the log's reports.
    public var number: Int
    /// How many such reports the log holds.
    public var count: Int
    /// The 1-based line of the report's header (or first line).
    public var line: Int
  }

  /// Which layout root of an Interface Builder document the layout is.
  public struct Root: Hashable, Sendable {
    /// 1-based, in document order among the document's roots.
    public var number: Int
    /// How many roots the document has.
    public var count: Int
    /// The root view's object id.
    public var id: String
    /// The scene's id, for a storyboard.
    public var sceneID: String?
    /// The scene's name (`View Controller`) or the root view's display name.
    public var name: String
    /// The 1-based line of the root view's start tag.
    public var line: Int
    /// The screen the root was laid out on in size classes its saved device does not have
    /// (`InputAnalysis.screens(inTraits:)`, `ipad (820x1180)`); `nil` at its own size.
    public var screen: String? = nil
  }

  /// The file as the user named it.
  public var file: String
  /// For a console report, which one; `nil` for a listing or dump.
  public var report: Report?
  /// For an Interface Builder document, which root; `nil` otherwise.
  public var root: Root?
  /// The built constraint system.
  public var engine: LayoutEngine
  /// Its solution.
  public var solution: LayoutSolution
  /// The names explanations print for some items of a console report
  /// (`ConsoleReportLayout.displayNames`); empty for a listing or dump.
  public var displayNames: [LayoutItem: String] = [:]
  /// The addresses a console report printed for the document's constraints, by index.
  public var constraintAddresses: [Int: String] = [:]
  /// In a text sweep (`--content-sizes`, `--text-scale`, `--rtl`), the variant of the text
  /// this layout was laid out in (its own one too); `nil` outside a text sweep.
  public var textVariant: TextVariant?
  /// Whether the layout is laid out with the text the input gives (its stored frames, where
  /// the input has design-time ones, were drawn for it); `false` after `laidOut(in:)` with
  /// another variant.
  public var hasOwnText: Bool { ownTextVariant == nil }
  /// The variant of the text the input gives, where the layout was laid out in another
  /// (`laidOut(in:)`); `nil` for a layout in its own text.
  public var ownTextVariant: TextVariant?
  /// How far the text views reach past the root with the text the input gives, where the
  /// layout was laid out in another (`laidOut(in:)`): what `clipped-content` compares with.
  public var ownContentOverflow: ContentOverflow?
  /// In a sweep (`--size`, `--sizes`, `--device`), the root size the layout was laid out at
  /// when it took it whole, with the catalogue device it stands for; `nil` otherwise.
  public var sweptSize: RootSize?

  /// The layout.
  public var document: LayoutDocument { engine.document }
  /// `file`, or `file:LINE` for a console report or an Interface Builder root.
  public var place: String {
    if let line = report?.line ?? root?.line { return "\(file):\(line)" }
    return file
  }

  /// Builds and solves `document`.
  /// - Throws: `AnalysisInputError` with the engine's one-line message when the document breaks
  ///   a model rule or the root size is out of range.
  public init(
    document: LayoutDocument, file: String, report: Report? = nil,
    options: LayoutEngineOptions = LayoutEngineOptions()
  ) throws(AnalysisInputError) {
    do {
      engine = try LayoutEngine(document: document, options: options)
    } catch {
      let place = report.map { "\(file):\($0.line)" } ?? file
      throw AnalysisInputError(
        error.description.hasPrefix(file) ? error.description : "\(place): \(error.description)")
    }
    self.file = file
    self.report = report
    solution = engine.solve()
  }

  /// This layout with its text in `variant` (`TextVariant.applied(to:)`), built afresh at
  /// the same root size, with its file, report, root and names.
  /// - Throws: `AnalysisInputError` as `init(document:file:report:options:)`.
  public func laidOut(in variant: TextVariant) throws(AnalysisInputError) -> LayoutAnalysis {
    var result = self
    let own = ownTextVariant ?? TextVariant(of: document)
    let hasOwnText = variant == own
    let applied = variant.applied(to: document)
    let varied = try LayoutAnalysis(
      document: hasOwnText ? applied : applied.fittingTableCellHeight, file: file,
      report: report, options: engine.options)
    result.engine = varied.engine
    result.solution = varied.solution
    result.textVariant = variant
    result.ownTextVariant = hasOwnText ? nil : own
    result.ownContentOverflow =
      hasOwnText
      ? nil
      : ownContentOverflow ?? ContentOverflow(document: document, solution: solution)
    return result
  }

  /// Finds the anchors people name in this layout (`why`'s `ITEM.ATTR`).
  public var anchorLookup: AnchorLookup {
    AnchorLookup(document: document, displayNames: displayNames)
  }

  /// Which view frames the constraints do not determine (exact, from the optimal tableau).
  ///
  /// A document with design-time constraints (Interface Builder's placeholders, which stand in
  /// for what the app's code adds) keeps an axis ambiguous only where it is ambiguous with them
  /// in place too, as Interface Builder checks it: a view stacked under a view the code places
  /// is not ambiguous for want of the code's constraints.
  public func ambiguity() -> AmbiguityReport {
    ambiguity(design: designTimeEngine())
  }

  /// `ambiguity()` with the design-time layout (`designTimeEngine()`) already built.
  func ambiguity(design: LayoutEngine?) -> AmbiguityReport {
    let report = AmbiguityReport(engine: engine, solution: solution)
    guard !report.ambiguousViews.isEmpty, let design else { return report }
    return report.keepingAxes(ambiguousIn: AmbiguityReport(engine: design))
  }

  /// The layout with its document's design-time constraints in place
  /// (`LayoutDocument.withDesignTimeConstraints`), as Interface Builder's canvas lays it out;
  /// `nil` when it has none (or they cannot be built).
  func designTimeEngine() -> LayoutEngine? {
    guard !document.designTimeConstraints.isEmpty else { return nil }
    return try? LayoutEngine(document: document.withDesignTimeConstraints, options: engine.options)
  }

  /// The frames Interface Builder's canvas lays out: the solution with the document's
  /// design-time constraints in place (`designTimeEngine()`), which are the frames a document
  /// stores; `solution` when it has none.
  public func designTimeSolution() -> LayoutSolution {
    designTimeEngine()?.solve() ?? solution
  }

  /// The minimal conflicts among the required constraints, as `check` and `explain` find
  /// them.
  public func conflicts() -> ConflictAnalysis {
    Finding.layoutConflictAnalysis(engine: engine, solution: solution)
  }
}

extension LayoutAnalysis {
  /// Every finding read off the one solve: the required constraints the engine had to break,
  /// as minimal conflicts (`Finding.layoutConflicts`), the views laid out smaller than their
  /// intrinsic size (`Finding.truncations`; only its search for the root size at which a view
  /// fits solves again), the ambiguous views (`Finding.ambiguities`) and the scroll views whose
  /// content size is ambiguous (`Finding.scrollableContentAmbiguities`), and, for design-time
  /// frames, the views the constraints move from their stored frame (`Finding.misplacedViews`).
  public func findings() -> [Finding] {
    let conflicts = Finding.layoutConflicts(in: engine, solution: solution)
    let truncations = Finding.truncations(
      in: document, frames: Self.frames(of: solution), solve: solveVariantFrames)
    let design = designTimeEngine()
    let report = ambiguity(design: design)
    let ambiguities = Finding.ambiguities(report, engine: engine)
    return conflicts + Finding.feedbackLoops(in: engine) + truncations + ambiguities
      + Finding.scrollableContentAmbiguities(in: engine)
      + Finding.canvasAmbiguousClipViews(in: engine, solution: solution)
      + misplacedViewFindings(ambiguity: report, design: design)
  }

  /// The `misplaced-view` findings of `findings()` alone (`Finding.misplacedViews`).
  /// - Parameters: ambiguity, design: the layout's `ambiguity()` and `designTimeEngine()`,
  ///   when already made.
  func misplacedViewFindings(ambiguity report: AmbiguityReport? = nil, design: LayoutEngine??)
    -> [Finding]
  {
    let design = design ?? designTimeEngine()
    return Finding.misplacedViews(
      misplacements(ambiguity: report ?? ambiguity(design: design), design: design),
      in: document, lengthsBehind: Finding.lengthsBehind(engine: design ?? engine))
  }

  /// The views whose design-time frame the constraints do not give
  /// (`FrameMisplacement.misplacements`); empty unless `document.framesAreDesignTime`, and
  /// empty for the layout laid out with other text (`laidOut(in:)`), which the stored frames
  /// were never drawn for. The stored frames are compared with the frames the canvas lays out,
  /// with the document's design-time constraints in place (`designTimeEngine()`): a view
  /// placed relative to one the app's code places is where the placeholders put it.
  /// - Parameter ambiguity: the layout's `ambiguity()`, when already decided.
  public func misplacements(ambiguity: AmbiguityReport? = nil) -> [FrameMisplacement] {
    guard document.framesAreDesignTime, hasOwnText else { return [] }
    let design = designTimeEngine()
    return misplacements(ambiguity: ambiguity ?? self.ambiguity(design: design), design: design)
  }

  /// `misplacements(ambiguity:)` with the report and the design-time layout already made.
  func misplacements(ambiguity report: AmbiguityReport, design: LayoutEngine?)
    -> [FrameMisplacement]
  {
    guard document.framesAreDesignTime, hasOwnText else { return [] }
    return FrameMisplacement.misplacements(
      in: document, solution: design?.solve() ?? solution,
      ambiguous: FrameMisplacement.ambiguousComponents(in: report),
      rootSize: (engine.options.rootWidth, engine.options.rootHeight))
  }

  /// Frames by view id of a variant of this layout's document, solved as this layout is
  /// (its engine's options: root size, text), with the root size overridden when given; `nil`
  /// when the engine cannot be built. The truncation search re-solves with it, so that a
  /// layout laid out at another size (`--size`, `--device`, a sweep) is searched at that size:
  /// at the document's own, every constraint touching the view "took the space" the view had
  /// there.
  public var solveVariantFrames: TruncationAnalysis.Solve {
    let options = engine.options
    return { document, width, height in
      var variant = options
      if let width { variant.rootWidth = width }
      if let height { variant.rootHeight = height }
      guard let engine = try? LayoutEngine(document: document, options: variant) else {
        return nil
      }
      return Self.frames(of: engine.solve())
    }
  }

  /// The solved frames by view id (the first view of an id wins).
  static func frames(of solution: LayoutSolution) -> [String: LayoutRect] {
    Dictionary(
      solution.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }
}

/// An input that cannot be analysed, in one line naming the file (and line or JSON path) and,
/// where another command fits, which.
public struct AnalysisInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line.
  public var description: String

  /// Creates the error; line breaks and control characters in `description` are escaped
  /// (`MessageLine`).
  public init(_ description: String) { self.description = MessageLine.escaping(description) }
}

/// An input file read once, as every command sees it: its kind (`InputKind.detect`, the one
/// detector), then the layout of a listing or dump, or the console log.
public struct AnalysisInput: Sendable {
  /// The name as the user gave it (`<stdin>` for `-`).
  public var name: String
  /// What the input is.
  public var kind: InputKind
  /// The layout of a listing or dump, and the reader's warnings (one line each).
  public var layout: (document: LayoutDocument, warnings: [String])?
  /// The console log.
  public var log: ConsoleLog?
  /// The Interface Builder document, one layout per root.
  public var interfaceBuilder: InterfaceBuilderDocument?
  /// Whether the input holds nothing but blanks.
  public var isBlank = false
  /// An Interface Builder document's text, to read it again for other size classes
  /// (`inTraits(_:)`).
  var interfaceBuilderText: [UInt8]?

  /// What the reader noted, one line each: a listing's or dump's warnings, an Interface
  /// Builder document's notes (a variation that names no size class); every command prints
  /// them on standard error.
  public var readerNotes: [String] { (layout?.warnings ?? []) + (interfaceBuilder?.notes ?? []) }

  /// Creates an input already read.
  public init(
    name: String, kind: InputKind, layout: (document: LayoutDocument, warnings: [String])?,
    log: ConsoleLog?
  ) {
    self.name = name
    self.kind = kind
    self.layout = layout
    self.log = log
  }

  /// Reads `bytes`, named `name` in messages and opened from `path` (for the extension);
  /// UTF-16 and UTF-32 are decoded (`InputText.utf8(_:file:)`).
  /// - Throws: `AnalysisInputError` for bytes that are not text, for JSON that is not a layout
  ///   dump and for a listing or dump that cannot be read (the reader's line, with file and
  ///   line or JSON path).
  /// - Parameter traits: the size classes an Interface Builder document's variations are
  ///   resolved for; its device's by default.
  public static func read(
    _ bytes: [UInt8], name: String, path: String, traits: InterfaceBuilderTraits? = nil
  ) throws(AnalysisInputError) -> AnalysisInput {
    let decoded: [UInt8]
    do {
      decoded = try InputText.utf8(bytes, file: name)
    } catch {
      throw AnalysisInputError(error.description)
    }
    let text = String(decoding: decoded, as: UTF8.self)
    guard let kind = InputKind.detect(text, path: path) else {
      throw AnalysisInputError(
        "\(name): JSON that is not a layout dump (no \"format\": \"layout-dump\")")
    }
    switch kind {
    case .consoleLog:
      var input = AnalysisInput(
        name: name, kind: kind, layout: nil, log: ConsoleLog(parsing: text, file: name))
      input.isBlank = text.allSatisfy { $0.isWhitespace || $0 == "\u{FEFF}" }
      return input
    case .interfaceBuilder:
      do {
        let document = try InterfaceBuilderReader.read(decoded, file: name, traits: traits)
        var input = AnalysisInput(name: name, kind: kind, layout: nil, log: nil)
        input.interfaceBuilder = document
        input.interfaceBuilderText = decoded
        return input
      } catch {
        throw AnalysisInputError(error.description)
      }
    case .layoutListing, .jsonDump:
      do {
        let parsed = try LayoutFileParser.parse(decoded, file: name)
        return AnalysisInput(
          name: name, kind: kind,
          layout: (parsed.document, parsed.warnings.map(\.description)), log: nil)
      } catch {
        throw AnalysisInputError(error.description)
      }
    }
  }

  /// The Interface Builder document read again for the size classes `traits` names (`wR hR`,
  /// as findings print them), as `check` reads it for them; `nil` for another input, a name
  /// that is not size classes, or the classes it was read for.
  public func inTraits(_ traits: String) -> AnalysisInput? {
    guard let document = interfaceBuilder, let text = interfaceBuilderText,
      let parsed = InterfaceBuilderTraits(parsing: traits), parsed != document.traits
    else { return nil }
    return try? Self.read(text, name: name, path: name, traits: parsed)
  }

  /// The console reports (conflict reports, headerless lists and constraint dumps), in line
  /// order; one whose list was redacted or elided is an empty layout.
  public var reports: [ConsoleLogReport] { log?.reports ?? [] }

  /// What the input holds, for messages: `a console log with 2 conflict reports and 1 layout
  /// trace`, `a layout listing`.
  public var summary: String {
    switch kind {
    case .layoutListing, .jsonDump: return InputWording.layoutFile(kind)
    case .interfaceBuilder:
      return InputWording.interfaceBuilder(roots: interfaceBuilder?.roots.count ?? 0)
    case .consoleLog where isBlank: return InputWording.empty
    case .consoleLog:
      let log = log ?? ConsoleLog(file: name, reports: [], traces: [], unparsed: [])
      let conflicts = log.reports.filter { $0.kind != .constraintPrintout }.count
      return InputWording.consoleLog(
        conflictReports: conflicts, constraintDumps: log.reports.count - conflicts,
        layoutTraces: log.traces.count)
    }
  }

  /// The layouts to analyse: the listing's or dump's, one per console report (`report`
  /// picks the 1-based one), or one per Interface Builder root (`scene` picks one by scene
  /// name, scene id, root id or 1-based number), each built and solved with the root view
  /// `rootWidth` × `rootHeight` points when given (the first root's frame otherwise) and,
  /// except for a console report (whose root is not the app's), the root's safe-area insets
  /// replaced by `rootSafeAreaInsets` when given (a catalogue device's screen).
  /// - Throws: `AnalysisInputError` when `report` is out of range or `scene` names no root,
  ///   when a log holds no report to lay out (naming what it holds) or a document no root, or
  ///   when a layout breaks a model rule.
  public func layouts(
    rootWidth: Double? = nil, rootHeight: Double? = nil, rootSafeAreaInsets: EdgeInsets? = nil,
    report: Int? = nil, scene: String? = nil
  ) throws(AnalysisInputError) -> [LayoutAnalysis] {
    let options = LayoutEngineOptions(rootWidth: rootWidth, rootHeight: rootHeight)
    if let interfaceBuilder {
      // A document that holds no layout root has nothing to lay out, as a log without a report.
      guard !interfaceBuilder.roots.isEmpty else {
        throw AnalysisInputError("\(name): \(InputWording.noRoots); nothing to lay out")
      }
      return try interfaceBuilderLayouts(
        interfaceBuilder, options: options, rootSafeAreaInsets: rootSafeAreaInsets, scene: scene)
    }
    if let layout {
      if let report, report != 1 {
        throw AnalysisInputError("--report \(report): \(name) is \(summary), one layout")
      }
      let document = rootSafeAreaInsets.map { layout.document.withFirstRootSafeAreaInsets($0) }
      return [
        try LayoutAnalysis(document: document ?? layout.document, file: name, options: options)
      ]
    }
    let reports = self.reports
    if let report, !(1...max(reports.count, 1)).contains(report) || reports.isEmpty {
      throw AnalysisInputError(
        "--report \(report): \(name) is \(summary); reports are numbered 1...\(reports.count)")
    }
    var result: [LayoutAnalysis] = []
    for (offset, entry) in reports.enumerated() where report == nil || report == offset + 1 {
      result.append(
        try LayoutAnalysis(
          consoleReport: entry, file: name,
          report: LayoutAnalysis.Report(number: offset + 1, count: reports.count, line: entry.line),
          options: options))
    }
    return result
  }
}

extension AnalysisInput {
  /// The layouts of a sweep: for each of `sizes` in order, the layouts at that size (its
  /// width, height and, for a catalogue device, safe-area insets; see `layouts(rootWidth:…)`);
  /// with no sizes, one entry at `rootWidth` × `rootHeight` when given, else at the layouts'
  /// own size.
  /// - Throws: what `layouts(rootWidth:rootHeight:rootSafeAreaInsets:report:scene:)` throws.
  ///
  /// With a text sweep (`text`), each layout other than a console report's (whose text the
  /// log does not give) is followed at each size by itself in every variant of `text` besides
  /// its own (`TextSweep.variants(from:)`); each is marked with its `textVariant`.
  public func layouts(
    at sizes: [RootSize], rootWidth: Double? = nil, rootHeight: Double? = nil,
    report: Int? = nil, scene: String? = nil, text: TextSweep = TextSweep()
  ) throws(AnalysisInputError) -> [[LayoutAnalysis]] {
    var result: [[LayoutAnalysis]] = []
    if sizes.isEmpty {
      result.append(
        try layouts(rootWidth: rootWidth, rootHeight: rootHeight, report: report, scene: scene))
    }
    for size in sizes {
      var laidOut = try layouts(
        rootWidth: size.width, rootHeight: size.height, rootSafeAreaInsets: size.safeAreaInsets,
        report: report, scene: scene)
      for index in laidOut.indices {
        let options = laidOut[index].engine.options
        if options.rootWidth == size.width, options.rootHeight == size.height {
          laidOut[index].sweptSize = size
        }
      }
      result.append(laidOut)
    }
    guard !text.isEmpty else { return result }
    return try result.map { (layouts) throws(AnalysisInputError) in
      var swept: [LayoutAnalysis] = []
      for layout in layouts {
        guard layout.report == nil else {
          swept.append(layout)
          continue
        }
        let variants = text.variants(from: TextVariant(of: layout.document))
        var own = layout
        own.textVariant = variants.first
        swept.append(own)
        for variant in variants.dropFirst() { swept.append(try layout.laidOut(in: variant)) }
      }
      return swept
    }
  }

  /// What a root size of a sweep (`--size`, `--sizes`, `--device`) sets on an Interface
  /// Builder root: a screen's size is a scene's or a top-level view's, but a table cell only
  /// takes its width from the screen (its height is its row's), a collection cell keeps its item
  /// size, and an AppKit root is never laid out on an iPhone or iPad screen (`--device`).
  enum RootSweep: Equatable { case wholeRoot, widthOnly, none }

  /// How a sweep's root size applies to `root` of `document`. A view controller's view
  /// (`InterfaceBuilderRoot.isControllerView`) takes the whole screen, as what shows it fills
  /// it (realib 14's 469-pt sheet meets the device's bottom inset). Another iOS top-level view
  /// follows the screen as far as it filled its saved device's: whole when its stored size is
  /// the screen's (in either orientation), its width only when only its width is (a header
  /// view, 414 x 112), not at all when neither is (a control, 340 x 620). Before, every such
  /// view took the whole screen: a 112-pt header whose avatar is pinned 16 pt from its top and
  /// bottom "conflicted" on every device. A document without a device: whole.
  static func sweep(
    of root: InterfaceBuilderRoot, in document: InterfaceBuilderDocument, isDevice: Bool
  ) -> RootSweep {
    if document.platform == .macOS { return isDevice ? .none : .wholeRoot }
    let rootView = root.document.hierarchy.views.first { $0.superview == nil }
    switch rootView?.className {
    case "UITableViewCell": return .widthOnly
    case "UICollectionViewCell": return .none
    default:
      guard !root.isControllerView, let screen = document.device?.size,
        let frame = rootView?.frame
      else { return .wholeRoot }
      func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }
      for (width, height) in [(screen.width, screen.height), (screen.height, screen.width)]
      where near(frame.width, width) {
        return near(frame.height, height) ? .wholeRoot : .widthOnly
      }
      return .none
    }
  }

  /// The sizes of a sweep as they apply to `root` (`sweep(of:in:isDevice:)`): whole, a
  /// table cell's width with its stored height, or none; repeats dropped.
  static func rootSizes(
    _ sizes: [RootSize], for root: InterfaceBuilderRoot, in document: InterfaceBuilderDocument
  ) -> [RootSize] {
    let height = root.document.hierarchy.views.first { $0.superview == nil }?.frame?.height
    var result: [RootSize] = []
    for size in sizes {
      let applied: RootSize?
      switch sweep(of: root, in: document, isDevice: size.safeAreaInsets != nil) {
      case .wholeRoot: applied = size
      case .widthOnly: applied = height.map { RootSize(width: size.width, height: $0) }
      case .none: applied = nil
      }
      if let applied, !result.contains(applied) { result.append(applied) }
    }
    return result
  }

  /// One layout per root of `document` (only the root `scene` names, when given: a scene
  /// name, scene id, root view id, 1-based number, or the view controller's object id, custom
  /// class or storyboard identifier), each root with the safe-area insets
  /// `rootSafeAreaInsets` when given.
  func interfaceBuilderLayouts(
    _ document: InterfaceBuilderDocument, options: LayoutEngineOptions,
    rootSafeAreaInsets: EdgeInsets? = nil, scene: String?
  ) throws(AnalysisInputError) -> [LayoutAnalysis] {
    let roots = document.roots
    var result: [LayoutAnalysis] = []
    let screen =
      options.rootWidth == nil && options.rootHeight == nil && rootSafeAreaInsets == nil
        && document.device.map({ $0.traits != document.traits }) == true
      ? InputAnalysis.screens(inTraits: [document.traits]).first : nil
    for (offset, root) in roots.enumerated() {
      if let scene,
        !([root.name, root.id, root.sceneID, String(offset + 1)] + root.controllerNames).contains(
          scene)
      {
        continue
      }
      // Size classes the saved device does not have, without a size: a screen that has them.
      let screen = screen.flatMap { InputAnalysis.fillsScreen(root, of: document) ? $0 : nil }
      let insets = screen?.safeAreaInsets ?? rootSafeAreaInsets
      let sweep = Self.sweep(of: root, in: document, isDevice: insets != nil)
      var rootOptions =
        screen.map { LayoutEngineOptions(rootWidth: $0.width, rootHeight: $0.height) } ?? options
      if sweep != .wholeRoot { rootOptions.rootHeight = nil }
      if sweep == .none { rootOptions.rootWidth = nil }
      // On another screen the insets follow it: the device's safe area, and margins that
      // depend on the root's width.
      let layout =
        sweep == .none || (insets == nil && rootOptions.rootWidth == nil)
        ? root.document
        : root.document(
          screenSafeArea: sweep == .wholeRoot ? insets : nil, rootWidth: rootOptions.rootWidth)
      var analysis = try LayoutAnalysis(
        document: rootOptions.rootWidth != nil ? layout.fittingTableCellHeight : layout,
        file: name, options: rootOptions)
      analysis.root = LayoutAnalysis.Root(
        number: offset + 1, count: roots.count, id: root.id, sceneID: root.sceneID,
        name: root.name, line: root.location.line ?? 1,
        screen: sweep == .none ? nil : screen?.description)
      result.append(analysis)
    }
    if let scene, result.isEmpty {
      let names = roots.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
      throw AnalysisInputError(
        "--scene \(scene): \(name) has no such scene or root; its roots: \(names)")
    }
    return result
  }
}

extension LayoutDocument {
  /// This document with its table view cells' heights following their content, as a table
  /// that sizes rows to their content fits a row at another width or text size than the
  /// stored ones: a first root that is a `UITableViewCell` (a cell xib, whose table is made in
  /// code, where `UITableView.rowHeight` defaults to `automaticDimension`) gets its
  /// `rootHeightPriority` at `fittingSizeLevel`, and so does the row height of each of
  /// `rowsFitContent` (`UIView-Encapsulated-Layout-Height`), so that the stored height holds
  /// only where the content leaves it open. Unchanged for a document without design-time
  /// frames. A cell's stored height is its row height on the canvas only: at content size XL,
  /// a cell of two wrapping labels held at its stored 80 pt "truncated" them both.
  var fittingTableCellHeight: LayoutDocument {
    guard framesAreDesignTime else { return self }
    var copy = self
    if isTableCellRoot { copy.rootHeightPriority = .fittingSizeLevel }
    for index in copy.constraints.indices {
      let constraint = copy.constraints[index]
      guard constraint.origin == .encapsulatedLayout, constraint.first.attribute == .height,
        case .view(let id) = constraint.first.item, rowsFitContent.contains(id)
      else { continue }
      copy.constraints[index].priority = .fittingSizeLevel
    }
    return copy
  }

  /// Whether the first root view is a `UITableViewCell` (a cell xib's).
  var isTableCellRoot: Bool {
    hierarchy.rootIndices.first.map { hierarchy.views[$0].className == "UITableViewCell" } ?? false
  }

  /// Whether `other` (this document made `fittingTableCellHeight`) lays any height out
  /// otherwise than this one.
  func fitsOtherwise(_ other: LayoutDocument) -> Bool {
    other.rootHeightPriority != rootHeightPriority
      || zip(other.constraints, constraints).contains { $0.priority != $1.priority }
  }
}
