import LayoutModel
import LayoutParsing

/// What a report's conflicts are described and fixed against.
struct ConsoleConflictContext {
  let report: ConsoleLogReport
  let system: ConsoleLogSystem
  /// Report indices of the analysed constraints; `forms[k]` belongs to `considered[k]`.
  let considered: [Int]
  let forms: [ConstraintLinearForm]
  let nonNegative: Set<String>
  /// The system's items by key, for their printed text.
  let items: [String: ConstraintDescriptionItem]

  init(
    report: ConsoleLogReport, system: ConsoleLogSystem, considered: [Int],
    forms: [ConstraintLinearForm], nonNegative: Set<String>
  ) {
    self.report = report
    self.system = system
    self.considered = considered
    self.forms = forms
    self.nonNegative = nonNegative
    items = Dictionary(system.items.map { ($0.key, $0.item) }, uniquingKeysWith: { a, _ in a })
  }

  var framework: String { report.platform == .macOS ? "AppKit" : "UIKit" }

  func conflict(members positions: [Int], oracle: some LinearFeasibilityChecking)
    -> ConsoleConflict
  {
    let members = positions.map { considered[$0] }
    let memberForms = positions.map { forms[$0] }
    let certificate = FarkasCertificate.find(
      for: memberForms, nonNegative: nonNegative, oracle: oracle)
    let witnesses: [[String: Double]] = positions.indices.map { left in
      let others = positions.indices.filter { $0 != left }.map { memberForms[$0] }
      if case .feasible(let values) = oracle.check(others, nonNegative: nonNegative) {
        return values
      }
      return [:]
    }
    let origins = members.map { report.constraints[$0].origin }
    let broken = report.brokenConstraintIndex
    var conflict = ConsoleConflict(
      members: members, certificate: certificate, witnesses: witnesses,
      axis: axis(of: memberForms),
      isSystemOnly: origins.allSatisfy { $0 != .user && $0 != .autoresizingMask },
      includesBrokenConstraint: broken.map(members.contains) ?? false,
      nearestAppItem: nearestAppItem(members), summary: "", remarks: [], explanation: "",
      suggestions: [])
    conflict.summary = summary(of: conflict, forms: memberForms, oracle: oracle)
    conflict.remarks = remarks(of: conflict)
    conflict.explanation = explanation(of: conflict)
    conflict.suggestions = fixes(for: members, oracle: oracle)
    return conflict
  }

  // MARK: Facts

  func axis(of forms: [ConstraintLinearForm]) -> LayoutAxis? {
    var axes = Set<LayoutAxis>()
    for form in forms {
      for term in form.terms {
        if let axis = Self.axis(ofVariable: term.variable) { axes.insert(axis) }
      }
    }
    return axes.count == 1 ? axes.first : nil
  }

  static func axis(ofVariable name: String) -> LayoutAxis? {
    let suffix = name.split(separator: ".").last.map(String.init) ?? ""
    switch suffix {
    case "minX", "width", "leftMarginInset", "rightMarginInset": return .horizontal
    case "minY", "height", "topMarginInset", "bottomMarginInset", "firstBaseline",
      "lastBaseline":
      return .vertical
    default: return nil
    }
  }

  func nearestAppItem(_ members: [Int]) -> String? {
    let appKeys = Set(system.items.filter(\.isAppDefined).map(\.key))
    for member in members {
      let equation = report.constraints[member].parsed.equation
      for item in equation.items {
        let key = system.key(of: item, other: nil)
        if appKeys.contains(key) { return name(ofKey: key) }
      }
    }
    return nil
  }

  // MARK: Names

  /// An item as the report prints it, with its address and text: `UILabel:0x7f8'Text1'`; the
  /// superview `|` is named after what `names:` binds it to.
  func name(
    of item: ConstraintDescriptionItem, other: ConstraintDescriptionItem?,
    in description: ConstraintDescription
  ) -> String {
    if item.isSuperview, item.address == nil {
      if let superview = description.superview, superview.address != nil {
        return name(of: superview, other: nil, in: description)
      }
      let owner = other.map { name(of: $0, other: nil, in: description) } ?? "?"
      return "the superview of \(owner)"
    }
    return name(ofKey: system.key(of: item, other: other), fallback: item)
  }

  /// The item with key `key` as the report prints it.
  func name(ofKey key: String, fallback: ConstraintDescriptionItem? = nil) -> String {
    let text = items[key]?.text ?? fallback?.text
    guard key.contains(":0x") || key.contains(":0X") else { return key }
    return key + (text.map { "'\($0)'" } ?? "")
  }

  /// A constraint as explanations and fixes name it: its identifier and equation with
  /// addresses, and its line (`UIView:0x7fc.height == 200 (line 9)`).
  func name(of constraint: ConsoleLogConstraint) -> String {
    let identifier = constraint.parsed.identifier.map { "'\($0)' " } ?? ""
    let kind = constraint.origin == .autoresizingMask ? "the autoresizing constraint " : ""
    return kind + identifier + equation(of: constraint).description
      + " (line \(constraint.line))"
  }

  /// The equation of `constraint` with its items named as `name(of:other:in:)` names them
  /// (bare names and `|` resolved to `Class:0xADDR`).
  func equation(of constraint: ConsoleLogConstraint) -> ConstraintEquation {
    let description = constraint.parsed
    var equation = description.equation
    let first = equation.firstItem
    let second = equation.secondItem
    equation.firstItem = ConstraintDescriptionItem(
      name: name(of: first, other: second, in: description))
    if let second {
      equation.secondItem = ConstraintDescriptionItem(
        name: name(of: second, other: first, in: description))
    }
    return equation
  }

  /// The view an autoresizing constraint is about: its item that is not the superview `|`.
  func autoresizedItem(_ constraint: ConsoleLogConstraint) -> ConstraintDescriptionItem? {
    constraint.parsed.equation.items.first { !$0.isSuperview }
  }

  // MARK: Lists that hold

  func notReproducedReason(oracle: some LinearFeasibilityChecking) -> (
    String, values: [String: Double]?
  ) {
    if report.constraints.isEmpty {
      return (
        report.isRedacted
          ? ConflictWording.redacted(framework)
          : report.isElided ? ConflictWording.elided : ConflictWording.empty,
        nil
      )
    }
    if case .feasible(let values) = oracle.check(forms, nonNegative: nonNegative) {
      let sizes = values.keys.filter { $0.hasSuffix(".width") || $0.hasSuffix(".height") }
      let others = values.keys.filter { !($0.hasSuffix(".width") || $0.hasSuffix(".height")) }
      let shown = (sizes.sorted() + others.sorted()).prefix(3).map {
        "\($0) = \(ConflictWording.points(values[$0] ?? 0))"
      }
      let free = Set(
        values.keys.compactMap { name -> String? in
          let suffix = name.split(separator: ".").last.map(String.init) ?? ""
          return suffix.hasSuffix("MarginInset")
            ? "layout margins"
            : suffix.hasSuffix("Baseline") ? "baselines" : nil
        }
      ).sorted()
      return (
        ConflictWording.satisfiable(
          count: forms.count, excluded: report.constraints.count - forms.count,
          unreadable: report.unparsed.count, example: shown, free: free, framework: framework),
        values
      )
    }
    return (ConflictWording.searchIncomplete, nil)
  }
}
