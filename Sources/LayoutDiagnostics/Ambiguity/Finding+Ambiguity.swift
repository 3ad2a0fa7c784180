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
  /// and one `ambiguous-layout` error per view and axis ambiguous for any other reason. A
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
    func location(of id: String) -> SourceLocation {
      hierarchy.view(id)?.location ?? SourceLocation(file: file)
    }
    var findings: [Finding] = []
    var groups = Set<[String]>()
    // "Ambiguity: Never Verify" (Interface Builder's `verifyAmbiguity="off"`): no finding.
    for view in report.ambiguousViews where hierarchy.view(view.id)?.verifiesAmbiguity != false {
      for axis in view.axes {
        guard case .contentPriority(let kind, let priority) = axis.cause else {
          findings.append(
            ambiguousLayout(view, axis, engine: engine, names: names, at: location(of: view.id)))
          continue
        }
        let views = AmbiguityWording.competingViews(axis, engine: engine)
        let key = views + [axis.axis.rawValue, kind.rawValue]
        guard groups.insert(key).inserted, let first = views.first else { continue }
        let verb = AmbiguityWording.verb(kind)
        let notes =
          views.dropFirst().map { other in
            Note("\(names.view(other)) \(verb) at \(priority) too", at: location(of: other))
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

  /// The `ambiguous-layout` finding of one view's axis.
  private static func ambiguousLayout(
    _ view: ViewAmbiguity, _ axis: AxisAmbiguity, engine: LayoutEngine, names: ItemNames,
    at location: SourceLocation
  ) -> Finding {
    let name = names.view(view.id)
    var notes = [
      Note(
        AmbiguityWording.ranges(axis.attributes, view: names.name(of: .view(view.id)))
          + "; a witness frame is "
          + "\(AmbiguityWording.rounded(axis.witnessFrame)) beside the solved "
          + "\(AmbiguityWording.rounded(view.frame)).")
    ]
    notes.append(Note(AmbiguityWording.cause(axis, view: name, engine: engine, names: names)))
    if axis.cause != .missingConstraints {
      for index in axis.constraints {
        let constraint = engine.constraints[index]
        notes.append(
          Note(AmbiguityWording.constraint(constraint, names: names), at: constraint.location))
      }
    }
    var finding = Finding(
      rule: .ambiguousLayout,
      message: AmbiguityWording.headline(axis, view: name), location: location, notes: notes,
      anchor: Fingerprint.anchor([view.id] + axis.attributes.map(\.attribute.rawValue)))
    finding.fixes = [Fix("\(axis.fix.description(names: names)).")]
    return finding
  }
}

/// The wording of ambiguity findings and reports.
public enum AmbiguityWording {

  /// `The horizontal position of badge is ambiguous: its minX can take any value.`
  public static func headline(_ axis: AxisAmbiguity, view: String) -> String {
    let subject = self.subject(axis)
    let verb = axis.attributes.count > 1 ? "are" : "is"
    var text = "The \(subject) of \(view) \(verb) ambiguous"
    if axis.attributes.count == 1, let range = axis.attributes.first {
      if range.lowerBound == nil && range.upperBound == nil {
        text += ": its \(range.attribute.rawValue) can take any value"
      } else {
        text += ": its \(range.attribute.rawValue) can be anywhere in \(self.range(range))"
      }
    }
    return text + "."
  }

  /// `horizontal position`, `width`, or `horizontal position and width`.
  public static func subject(_ axis: AxisAmbiguity) -> String {
    let names = axis.attributes.map { range -> String in
      switch range.attribute {
      case .minX, .minY: return "\(axis.axis.rawValue) position"
      default: return range.attribute.rawValue
      }
    }
    return names.joined(separator: " and ")
  }

  /// `badge.minX ranges over (-∞, +∞)`, or for two attributes
  /// `d.minX ranges over [144, 279] and d.width over [80, 215]`.
  public static func ranges(_ ranges: [AttributeRange], view: String) -> String {
    ranges.enumerated().map { offset, range in
      let verb = offset == 0 ? " ranges over " : " over "
      return "\(view).\(range.attribute.rawValue)\(verb)\(self.range(range))"
    }.joined(separator: " and ")
  }

  /// `[0, 220]`, `(-∞, +∞)`, `[0, +∞)`: a closed bound in brackets, an open side as infinity.
  public static func range(_ range: AttributeRange) -> String {
    let lower = range.lowerBound.map { "[" + number($0) } ?? "(-∞"
    let upper = range.upperBound.map { number($0) + "]" } ?? "+∞)"
    return lower + ", " + upper
  }

  /// The cause as a sentence; the competing views named by `names` when given.
  public static func cause(
    _ axis: AxisAmbiguity, view: String, engine: LayoutEngine, names: ItemNames? = nil
  ) -> String {
    switch axis.cause {
    case .missingConstraints:
      return "Missing constraints: nothing fixes the \(subject(axis)) of \(view)."
    case .contentPriority(let kind, let priority):
      let ids = competingViews(axis, engine: engine)
      let views = names.map { ids.map($0.view) } ?? ids
      return "Content-priority ambiguity: "
        + competition(views, axis.axis, kind, priority, shared: axis.sharedError)
    case .equalPriorityTie(let priority):
      return "Equal-priority tie: \(axis.constraints.count) constraints at priority \(priority)"
        + " pull against each other, and their errors add up to \(number(axis.sharedError)) pt"
        + " wherever \(view) is."
    case .inequalitiesOnly:
      return "Inequalities only: \(view) can slide between its bounds without changing any"
        + " error."
    }
  }

  /// `title and detail have equal horizontal hugging priority 250 and share 135 pt of extra
  /// space, so which one grows is undefined.`
  public static func competition(
    _ views: [String], _ axis: LayoutAxis, _ kind: ContentPriorityKind,
    _ priority: LayoutPriority, shared: Double
  ) -> String {
    let names = list(views)
    switch kind {
    case .hugging:
      return "\(names) have equal \(axis.rawValue) hugging priority \(priority) and share"
        + " \(number(shared)) pt of extra space, so which one grows is undefined."
    case .compressionResistance:
      return "\(names) have equal \(axis.rawValue) compression resistance priority \(priority)"
        + " and share \(number(shared)) pt of shortage, so which one shrinks is undefined."
    case .mixed:
      return "\(names) have equal \(axis.rawValue) content priorities \(priority) and trade"
        + " \(number(shared)) pt, so which one gives way is undefined."
    }
  }

  /// `hugs` or `resists compression`.
  static func verb(_ kind: ContentPriorityKind) -> String {
    kind == .compressionResistance ? "resists compression" : "hugs"
  }

  /// The views whose content priorities compete, in hierarchy order.
  public static func competingViews(_ axis: AxisAmbiguity, engine: LayoutEngine) -> [String] {
    let hierarchy = engine.document.hierarchy
    let ids = Set(axis.constraints.map { engine.constraints[$0].first.item.id })
    return ids.sorted {
      (hierarchy.viewIndex(of: $0) ?? Int.max, $0) < (hierarchy.viewIndex(of: $1) ?? Int.max, $1)
    }
  }

  /// A constraint as a listing line with what made it: `badge.width <= 60 @250 (hugging)`;
  /// items named by `names` when given.
  public static func constraint(_ constraint: LayoutConstraint, names: ItemNames? = nil)
    -> String
  {
    var text = names?.line(constraint) ?? constraint.listingDescription
    switch constraint.origin {
    case .user: break
    case .contentSize:
      text +=
        constraint.relation == .greaterThanOrEqual ? " (compression resistance)" : " (hugging)"
    case .autoresizingMask: text += " (autoresizing mask)"
    case .encapsulatedLayout: text += " (root view size)"
    case .layoutMargins: text += " (layout margins)"
    case .safeArea: text += " (safe area)"
    case .stackView: text += " (stack view)"
    case .otherSystem: text += " (system)"
    }
    return text
  }

  /// `title and detail`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// A number of points as listings write it, rounded to 1e-6.
  public static func number(_ value: Double) -> String {
    formatPoints(AmbiguityAnalysis.rounded(value))
  }

  /// A number of points rounded to 1e-6, without -0, so solver noise never reaches output.
  public static func rounded(_ value: Double) -> Double {
    AmbiguityAnalysis.rounded(value)
  }

  /// A frame with every value rounded to 1e-6.
  public static func rounded(_ frame: LayoutRect) -> LayoutRect {
    LayoutRect(
      x: AmbiguityAnalysis.rounded(frame.x), y: AmbiguityAnalysis.rounded(frame.y),
      width: AmbiguityAnalysis.rounded(frame.width),
      height: AmbiguityAnalysis.rounded(frame.height))
  }
}
