import LayoutEngine
import LayoutModel

extension Finding {
  /// The `ambiguous-layout` and `content-priority-ambiguity` findings of a layout listing or
  /// JSON dump, for `layout-doctor check`.
  ///
  /// Builds the layout's constraint system, decides the ambiguity of every view
  /// (`AmbiguityReport`) and turns it into findings: one `content-priority-ambiguity` warning
  /// per group of views whose equal content priorities compete (whatever attributes that moves;
  /// saying which of their intrinsic lengths are estimates, `estimateNotes`),
  /// and one `ambiguous-layout` error per view and axis ambiguous for any other reason; none
  /// for a view's axis whose every ambiguous attribute the input says is not verified
  /// (`View.unverifiedAttributes`). A
  /// document the engine cannot build gives no findings (reading it is the reader's job).
  public static func ambiguities(in document: LayoutDocument) -> [Finding] {
    guard let engine = try? LayoutEngine(document: document) else { return [] }
    return ambiguities(AmbiguityReport(engine: engine), engine: engine)
  }

  /// The findings of an ambiguity report of `engine`'s layout (see `ambiguities(in:)`).
  public static func ambiguities(_ report: AmbiguityReport, engine: LayoutEngine) -> [Finding] {
    let hierarchy = engine.document.hierarchy
    let file = engine.document.source
    let names = ItemNames(document: engine.document)
    let detached = engine.document.detachedViewIDs()
    func location(of id: String) -> SourceLocation {
      hierarchy.view(id)?.location ?? SourceLocation(file: file)
    }
    var findings: [Finding] = []
    var groups = Set<[String]>()
    for view in report.ambiguousViews {
      // What the input says is not to be verified (Xcode's "Ambiguity" menu) gives no
      // finding; what placeholders place is decided by `LayoutAnalysis.ambiguity()`.
      let unverified = hierarchy.view(view.id)?.unverifiedAttributes ?? []
      for axis in view.axes
      where !axis.attributes.allSatisfy({ unverified.contains($0.attribute) }) {
        guard case .contentPriority(let kind, let priority) = axis.cause else {
          findings.append(
            ambiguousLayout(
              view, axis, engine: engine, names: names, detached: detached,
              at: location(of: view.id)))
          continue
        }
        let views = AmbiguityWording.competingViews(axis, engine: engine)
        let key = views + [axis.axis.rawValue, kind.rawValue]
        guard groups.insert(key).inserted, let first = views.first else { continue }
        let verb = AmbiguityWording.verb(kind)
        let notes =
          views.dropFirst().map { other in
            Note(
              AmbiguityWording.samePriority(names.view(other), verb, priority),
              at: location(of: other))
          }
          + estimateNotes(
            views.map { ($0, axis.axis) }, in: engine.document, names: names)
        var finding = Finding(
          rule: .contentPriorityAmbiguity,
          message: AmbiguityWording.competition(
            views.map(names.view), axis.axis, kind, priority, shared: axis.sharedError),
          location: location(of: first), notes: notes,
          anchor: Fingerprint.anchor(views + ["\(axis.axis.rawValue) \(kind.rawValue)"]))
        finding.fixes = [Fix("\(axis.fix.description(names: names)).")]
        findings.append(finding)
      }
    }
    return findings
  }

  /// The `ambiguous-layout` finding of one view's axis, saying which competing intrinsic
  /// lengths are estimates (`estimateNotes`).
  private static func ambiguousLayout(
    _ view: ViewAmbiguity, _ axis: AxisAmbiguity, engine: LayoutEngine, names: ItemNames,
    detached: Set<String>, at location: SourceLocation
  ) -> Finding {
    let name = names.view(view.id)
    var notes = [
      Note(
        AmbiguityWording.rangesAndWitness(
          axis, view: names.name(of: .view(view.id)), solved: view.frame))
    ]
    notes.append(Note(AmbiguityWording.cause(axis, view: name, engine: engine, names: names)))
    if axis.cause == .missingConstraints {
      notes += removedWithDetachedViews(
        view.id, axis.axis, detached: detached, document: engine.document, names: names)
    }
    if axis.cause != .missingConstraints {
      let constraints = axis.constraints.map { engine.constraints[$0] }
      for constraint in constraints {
        notes.append(
          Note(AmbiguityWording.constraint(constraint, names: names), at: constraint.location))
      }
      // A competing intrinsic length that is an estimate makes the ambiguity rest on it.
      notes += estimateNotes(
        contentLengths(of: constraints), in: engine.document, names: names)
    }
    var finding = Finding(
      rule: .ambiguousLayout,
      message: AmbiguityWording.headline(axis, view: name), location: location, notes: notes,
      anchor: Fingerprint.anchor([view.id] + axis.attributes.map(\.attribute.rawValue)))
    finding.fixes = [Fix("\(axis.fix.description(names: names)).")]
    return finding
  }

  /// One note per constraint on `axis` of the view `id` that AppKit removes because it ties
  /// the view to one its NSStackView detaches (`LayoutDocument.isCut(_:detached:)`): the
  /// reason a view placed by a hidden stack item has nothing left to place it. `detached` is
  /// `document.detachedViewIDs()`, found once for all the findings.
  private static func removedWithDetachedViews(
    _ id: String, _ axis: LayoutAxis, detached: Set<String>, document: LayoutDocument,
    names: ItemNames
  ) -> [Note] {
    guard !detached.isEmpty else { return [] }
    let hierarchy = document.hierarchy
    return document.constraints.compactMap { constraint -> Note? in
      let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
      guard constraint.firstAttribute.axis == axis, items.contains(.view(id)),
        document.isCut(constraint, detached: detached),
        let inside = items.first(where: { $0 != .view(id) })
      else { return nil }
      // The arranged view the stack detached: the outermost detached view around `inside`.
      var arranged = hierarchy.guide(inside.id)?.owningView ?? inside.id
      while let superview = hierarchy.view(arranged)?.superview, detached.contains(superview) {
        arranged = superview
      }
      let stack = hierarchy.view(arranged)?.superview
      return Note(
        AmbiguityWording.removedWithDetached(
          names.line(constraint), view: names.view(arranged),
          stack: stack.map { names.view($0) } ?? "",
          isHidden: hierarchy.view(arranged)?.isHidden == true),
        at: constraint.location)
    }
  }
}
