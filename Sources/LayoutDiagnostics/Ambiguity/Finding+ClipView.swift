import LayoutEngine
import LayoutModel

extension Finding {
  /// One `ambiguous-layout` warning per AppKit clip view of a design-time layout (an Interface
  /// Builder document) that does not translate its autoresizing mask and that no constraint
  /// places: the views the engine places with `NSScrollView-clipView` constraints.
  ///
  /// Interface Builder's canvas flags such a clip view `ambiguous="YES"` (realib 39 and 43,
  /// whose clip views say `translatesAutoresizingMaskIntoConstraints="NO"`; their siblings
  /// that say nothing carry no flag), while at run time `NSScrollView` tiles its clip view to
  /// fill its content area whatever its constraints, so the app is not affected: a warning,
  /// not an ambiguity error, with the frame the scroll view gives.
  public static func canvasAmbiguousClipViews(in engine: LayoutEngine, solution: LayoutSolution)
    -> [Finding]
  {
    guard engine.document.framesAreDesignTime else { return [] }
    let hierarchy = engine.document.hierarchy
    let names = ItemNames(document: engine.document)
    var seen = Set<String>()
    var findings: [Finding] = []
    for constraint in engine.constraints where constraint.identifier == "NSScrollView-clipView" {
      guard case .view(let id) = constraint.first.item, seen.insert(id).inserted,
        let clip = hierarchy.view(id), let scroll = clip.superview
      else { continue }
      let frame = solution.frame(of: id).map { AmbiguityWording.rounded($0) }
      var finding = Finding(
        rule: .ambiguousLayout, severity: .warning,
        message: AmbiguityWording.clipView(names.view(id), in: names.view(scroll)),
        location: clip.location ?? SourceLocation(file: engine.document.source),
        notes: [
          Note(AmbiguityWording.clipViewAtRunTime(frame: frame))
        ],
        anchor: Fingerprint.anchor([id, AmbiguityWording.clipViewAnchor]))
      finding.fixes = [Fix(AmbiguityWording.clipViewFix)]
      findings.append(finding)
    }
    return findings
  }
}
