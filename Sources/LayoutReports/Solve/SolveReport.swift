import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// What `layout-doctor solve` prints: the solved view tree and the constraints that had to be
/// broken, as text or JSON.
///
/// Text lists the views depth-first, indented like `-[UIView recursiveDescription]`
/// (`<UILabel: title; frame = {{16, 59}, {343, 120}}>`; a view a layout editor names apart
/// from its id adds the name, `<UILabel: 2wE-0A-zrE 'Author'; ...>`), each level prefixed by `   | `, at most
/// ``TreeIndentation/maximumDepth`` levels and the depth as a number beyond), then
/// one "Unable to simultaneously satisfy constraints" block per broken constraint, in UIKit's
/// words. Given an ambiguity report, an ambiguous view's line ends with
/// ` - AMBIGUOUS LAYOUT for minX [0, 220]` (its ambiguous attributes with their ranges) and a
/// line after the tree counts them. With design-time frames (`LayoutDocument.framesAreDesignTime`),
/// a view the constraints move from its stored frame ends with
/// ` - MISPLACED: stored frame {{16, 40}, {120, 20.5}}` and a line counts them; each scroll
/// view's content size is a `Content size of ID: {W, H}` line after the tree.
///
/// The JSON's shape is `fixtures/schemas/solve.schema.json` (JSON Schema draft 4; every solve
/// golden is validated against it). Nothing but the constraints' places depends on the input's
/// format or file name, so a listing and a JSON dump of one layout give the same report with
/// `line` for `jsonPath`.
public enum SolveReport {
  /// The text report; `ambiguity` marks the ambiguous views, and views whose stored frame
  /// the constraints do not give are marked misplaced unless `judgesFrames` is off (a layout
  /// with other text, or on a screen of other size classes, than the frames were stored for).
  public static func text(
    _ solution: LayoutSolution, engine: LayoutEngine, ambiguity: AmbiguityReport? = nil,
    judgesFrames: Bool = true
  ) -> String {
    var text = ""
    let isPartial = engine.document.isPartial
    let names = ItemNames(document: engine.document)
    let misplacements =
      judgesFrames
      ? FrameMisplacement.misplacements(
        in: engine.document, solution: solution,
        ambiguous: FrameMisplacement.ambiguousComponents(in: ambiguity),
        rootSize: (engine.options.rootWidth, engine.options.rootHeight)) : []
    let misplaced = Dictionary(
      misplacements.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
    let detached = engine.document.detachedViewIDs()
    for (index, depth) in engine.document.hierarchy.depthFirstOrder() {
      let view = solution.views[index]
      text += TreeIndentation.prefix("   | ", depth: depth)
      text += "<"
      text += view.className
      text += ": "
      text += ReportWording.describedItem(className: view.className, id: view.id)
      if let label = names.label(of: view.id) { text += " " + ItemNames.quoted(label) }
      text += "; frame = "
      text += rounded(view.frame).description
      text += ">"
      if let ambiguous = ambiguity?.views[index], ambiguous.isAmbiguous {
        let ranges = ambiguous.ambiguousAttributes.map {
          "\($0.attribute.rawValue) \(AmbiguityWording.range($0))"
        }
        text +=
          (isPartial ? " - \(ReportWording.notShownByLog): " : " - AMBIGUOUS LAYOUT for ")
          + ranges.joined(separator: ", ")
      }
      if let misplacement = misplaced[view.id] {
        // In the frames' own terms (origin top left, as every frame here): the misplacement's
        // is the document's (an AppKit frame rectangle, y up).
        let stored = engine.document.hierarchy.view(view.id)?.frame ?? misplacement.stored
        text += " - MISPLACED: stored frame " + rounded(stored).description
      }
      if detached.contains(view.id) {
        text += " - DETACHED: out of its NSStackView, not laid out"
      }
      text += "\n"
    }
    text += scrollViewsText(engine)
    if let count = ambiguity?.ambiguousViews.count, count > 0, isPartial {
      text += "\n" + ReportWording.notShown(count) + "\n"
    } else if let count = ambiguity?.ambiguousViews.count, count > 0 {
      text += "\n" + (count == 1 ? "1 view is" : "\(count) views are") + " ambiguous;"
      text += " 'layout-doctor ambiguity' gives the causes and fixes.\n"
    }
    if !misplaced.isEmpty {
      text +=
        misplaced.count == 1
        ? "\n1 view is misplaced: its stored frame is not the one its constraints give;"
          + " 'layout-doctor check' reports it.\n"
        : "\n\(misplaced.count) views are misplaced: their stored frames are not the ones"
          + " their constraints give; 'layout-doctor check' reports them.\n"
    }
    text += heightForWidthText(engine.heightForWidth)
    for broken in solution.brokenConstraints {
      text += "\nUnable to simultaneously satisfy constraints.\n"
      text += "\tProbably at least one of the constraints in the following list is one you don't"
      text += " want.\n(\n"
      let members = (broken.conflictingWith + [broken.index]).sorted()
      text += members.map { "    \"\(engine.constraints[$0])\"" }.joined(separator: ",\n")
      text += "\n)\n\nWill attempt to recover by breaking constraint \n"
      text += "\(broken.constraint)\n"
    }
    return text
  }

  /// The JSON report; with `ambiguity`, every view has an `ambiguous` object. Each broken or
  /// conflicting constraint gives its place in the input (`line`, or `jsonPath` for a JSON
  /// dump) and its address in `addresses` (a console report's), by index in
  /// `engine.constraints`.
  public static func json(
    _ solution: LayoutSolution, engine: LayoutEngine, ambiguity: AmbiguityReport? = nil,
    addresses: [Int: String] = [:]
  ) -> String {
    let written = engine.document.constraints.count
    func writeAddress(_ index: Int, to writer: inout JSONWriter) {
      guard let address = addresses[index] else { return }
      writer.key("address")
      writer.string(address)
    }
    // `constraint`, `jsonPath` or `line`, and `origin`, after `address` and
    // `conflictingWith` (sorted keys).
    func write(_ index: Int, to writer: inout JSONWriter) {
      let constraint = engine.constraints[index]
      writer.key("constraint")
      writer.string(constraint.description)
      let location = index < written ? constraint.location : nil
      if let path = location?.jsonPath {
        writer.key("jsonPath")
        writer.string(path)
      } else {
        writer.key("line")
        if let line = location?.line { writer.number(line) } else { writer.null() }
      }
      writer.key("origin")
      writer.string(constraint.origin.rawValue)
    }
    // About 200 bytes a view, so that the buffer rarely grows.
    var writer = JSONWriter(capacity: 256 + 220 * solution.views.count)
    writer.object { writer in
      writer.key("brokenConstraints")
      writer.array(solution.brokenConstraints) { writer, broken in
        writer.object { writer in
          writeAddress(broken.index, to: &writer)
          writer.key("conflictingWith")
          writer.array(broken.conflictingWith) { writer, index in
            writer.object { writer in
              writeAddress(index, to: &writer)
              write(index, to: &writer)
            }
          }
          write(broken.index, to: &writer)
        }
      }
      writeHeightForWidth(engine.heightForWidth, to: &writer)
      writeScrollViews(engine, to: &writer)
      writer.key("views")
      writer.array(solution.views.indices) { writer, index in
        let view = solution.views[index]
        writer.object { writer in
          if let ambiguity {
            writer.key("ambiguous")
            AmbiguityJSONReport.writeBounds(ambiguity.views[index], to: &writer)
          }
          writer.key("class")
          writer.string(view.className)
          writer.key("frame")
          writeFrame(rounded(view.frame), to: &writer)
          writer.key("id")
          writer.string(view.id)
          // A layout editor's name (Interface Builder's), beside the object id.
          if let name = engine.document.hierarchy.views[index].displayName {
            writer.key("name")
            writer.string(name)
          }
          writer.key("superview")
          writer.string(orNull: view.superview)
        }
      }
    }
    writer.newlineAtEnd()
    return writer.text
  }

  /// A frame's object: `height`, `width`, `x`, `y` in points, as given.
  static func writeFrame(_ frame: LayoutRect, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("height")
      writer.number(frame.height)
      writer.key("width")
      writer.number(frame.width)
      writer.key("x")
      writer.number(frame.x)
      writer.key("y")
      writer.number(frame.y)
    }
  }

  /// The frame with every value rounded to 1e-6 points and -0 written as 0, so that solver
  /// noise (`342.99999999999994`) does not reach the output.
  static func rounded(_ frame: LayoutRect) -> LayoutRect {
    func clean(_ value: Double) -> Double { roundedPoints(value) }
    return LayoutRect(
      x: clean(frame.x), y: clean(frame.y), width: clean(frame.width),
      height: clean(frame.height))
  }
}
