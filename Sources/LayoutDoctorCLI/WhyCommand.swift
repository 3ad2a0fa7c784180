import LayoutDiagnostics
import LayoutModel
import LayoutReports

/// `layout-doctor why FILE ITEM.ATTR` (options and usage line: `options`, `usage`): the chain
/// of constraints that fixes an attribute's value, or its ambiguity.
enum WhyCommand: Command {
  static let name = "why"
  static let abstract =
    "Explain which constraints fix an attribute's value, or why it is ambiguous."
  static let arguments = [Positional("FILE"), Positional("ITEM.ATTR", completion: .none)]
  static let discussion = """
    Solves the layout as 'solve' does and explains ITEM.ATTR, an attribute in the listing's
    syntax: 'title.width', 'badge.minX', 'root.safeAreaLayoutGuide.top'; for a console log,
    an item as the log prints it ('UILabel:0x7f8e4d40.width'), in every report that has it. For a determined
    value it prints the constraints that fix it, read from the solver's provenance, in the
    order that derives it (each with the variable it fixes, its value and its file:line), and
    the preferences that give way and by how much. For an ambiguous value it prints the range
    and the view's ambiguity report. minX and minY are relative to the superview; other
    positions are in the root view's coordinates. Exits 0 when explained, 2 when the file
    cannot be read or names no such item or attribute.
    """
  static let format = LayoutCommandInput.format(
    help: "Print the explanation as text (the default) or JSON.",
    manual: """
      Print
      .Cm text
      (the default) or
      .Cm json .
      """, html: false)
  static let options = LayoutCommandInput.options(format: format)

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    guard invocation.arguments.count == 2 else {
      throw CLIError.usage(
        invocation.arguments.count < 2
          ? "expected FILE and ITEM.ATTR" : "expected FILE and one ITEM.ATTR")
    }
    let path = invocation.arguments[0]
    guard let loaded = try LayoutCommandInput.load(path, invocation, io, command: name) else {
      return .usageOrInputError
    }
    // A console log's reports each name their own items: explain the attribute in every
    // report that has the item.
    var explained: [(LayoutAnalysis, WhyExplanation)] = []
    var firstError: (any Error)?
    for layout in loaded.layouts {
      do {
        let anchor = try Self.anchor(invocation.arguments[1], in: layout.document)
        do {
          explained.append((layout, try WhyExplanation(anchor, layout: layout)))
        } catch {
          throw CLIError.input("\(layout.place): \(error)")
        }
      } catch {
        if firstError == nil { firstError = error }
        if loaded.layouts.count == 1 { throw error }
      }
    }
    guard !explained.isEmpty else {
      throw CLIError.input(
        "\(loaded.input.name): no report names '\(invocation.arguments[1])'"
          + (firstError.map { " (\($0))" } ?? ""))
    }
    let explanations = Dictionary(
      explained.map { ($0.0.place, $0.1) }, uniquingKeysWith: { first, _ in first })
    let layouts = explained.map(\.0)
    let json = invocation[format] == .json
    io.stdout.write(
      json
        ? LayoutAnalysisReport.json(layouts, traces: [], file: loaded.input.name) { layout in
          explanations[layout.place].map { WhyJSONReport.json($0, layout: layout) } ?? "{}"
        }
        : LayoutAnalysisReport.text(layouts, traces: [], file: loaded.input.name) { layout in
          explanations[layout.place].map { WhyTextReport.text($0, layout: layout) } ?? ""
        })
    io.doneWith((loaded, explained))
    return .success
  }

  /// Reads `ITEM.ATTR`: a view or guide id, optionally followed by `.safeAreaLayoutGuide` or
  /// `.layoutMarginsGuide`, then an attribute (UIKit's names, `minX`/`minY`, or the trace's
  /// capitalised `Width`/`Height`).
  /// - Throws: `CLIError.input` naming the unknown item or attribute.
  static func anchor(_ text: String, in document: LayoutDocument) throws -> LayoutAnchor {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
      throw CLIError.input("'\(text)' is not ITEM.ATTR (e.g. title.width)")
    }
    let itemText = String(text[..<dot])
    let attributeText = String(text[text.index(after: dot)...])
    let lowered = attributeText.prefix(1).lowercased() + attributeText.dropFirst()
    guard
      let attribute = LayoutAttribute(rawValue: attributeText)
        ?? LayoutAttribute(rawValue: lowered),
      attribute != .notAnAttribute
    else {
      throw CLIError.input("'\(attributeText)' is not a layout attribute (e.g. width, minX, top)")
    }
    let hierarchy = document.hierarchy
    var item = hierarchy.item(named: itemText)
    for (suffix, guide) in [
      (".safeAreaLayoutGuide", LayoutItem.safeAreaLayoutGuide(of:)),
      (".layoutMarginsGuide", LayoutItem.layoutMarginsGuide(of:)),
    ] where item == nil && itemText.hasSuffix(suffix) {
      let owner = String(itemText.dropLast(suffix.count))
      if hierarchy.view(owner) != nil { item = guide(owner) }
    }
    guard let item else {
      throw CLIError.input("\(document.source): no view or guide named '\(itemText)'")
    }
    if item.isGuide && (attribute.isMarginAttribute || attribute == .minX || attribute == .minY) {
      throw CLIError.input("\(item) is a layout guide and has no \(attribute.rawValue)")
    }
    return LayoutAnchor(item, attribute)
  }
}
