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
    let appItem = nearestAppItem(members)
    var conflict = ConsoleConflict(
      members: members, certificate: certificate, witnesses: witnesses,
      axis: axis(of: memberForms),
      isSystemOnly: origins.allSatisfy { $0 != .user && $0 != .autoresizingMask },
      includesBrokenConstraint: broken.map(members.contains) ?? false,
      nearestAppItem: appItem, explanation: "", suggestions: [])
    conflict.explanation = explanation(of: conflict, forms: memberForms)
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
        if appKeys.contains(key) { return key }
      }
    }
    return nil
  }

  /// The members' combination, when one member bounds a single variable: the bound the
  /// others imply for that variable (see `FarkasCertificate`).
  func limit(of forms: [ConstraintLinearForm], certificate: FarkasCertificate, members: [Int])
    -> (position: Int, variable: String, demand: Double, atLeast: Bool)?
  {
    let candidates = forms.indices.filter { forms[$0].terms.count == 1 }
    let preferred = candidates.sorted { a, b in
      let systemA = report.constraints[members[a]].origin != .user
      let systemB = report.constraints[members[b]].origin != .user
      return systemA != systemB ? systemA : a < b
    }
    for position in preferred {
      let normalized = certificate.forms[position]
      let lambda = certificate.multipliers[position]
      guard let term = normalized.terms.first, lambda != 0 else { continue }
      let slope = lambda * term.coefficient
      var others = 0.0
      for (index, form) in certificate.forms.enumerated() where index != position {
        others += certificate.multipliers[index] * form.rhs
      }
      return (position, term.variable, -others / slope, slope > 0)
    }
    return nil
  }

  // MARK: Fixes

  func fixes(for members: [Int], oracle: some LinearFeasibilityChecking) -> [ConflictFix] {
    var fixes: [ConflictFix] = []
    var autoresizingItems = Set<String>()
    for member in members {
      let constraint = report.constraints[member]
      guard let position = considered.firstIndex(of: member) else { continue }
      let form = forms[position]
      var others = forms
      others.remove(at: position)
      switch constraint.origin {
      case .user:
        let values = oracle.solve(
          required: others, preferences: [(form, 999)], nonNegative: nonNegative)
        let residual = values.map { Self.residual(of: form, values: $0) } ?? 0
        let error = Self.error(residual: residual, relation: form.relation)
        fixes.append(
          ConflictFix(
            kind: .lowerPriority(to: LayoutPriority(999)), constraint: member,
            isVerified: values != nil,
            message: Wording.lowerPriority(constraint.text),
            effect: values.map { effect(of: form, values: $0, error: error) }
              ?? Wording.otherConflictsRemain,
            resultingError: error))
        if form.relation == .equal, let values, error > 1e-9 {
          let relation: LayoutRelation = residual > 0 ? .greaterThanOrEqual : .lessThanOrEqual
          var relaxed = form
          relaxed.relation = relation
          let holds: Bool
          if case .feasible = oracle.check(others + [relaxed], nonNegative: nonNegative) {
            holds = true
          } else {
            holds = false
          }
          fixes.append(
            ConflictFix(
              kind: .makeInequality(relation), constraint: member, isVerified: holds,
              message: Wording.makeInequality(constraint.text, relation),
              effect: holds
                ? effect(of: form, values: values, error: error) : Wording.otherConflictsRemain,
              resultingError: error))
        }
      case .autoresizingMask:
        guard let item = autoresizedItem(constraint) else { continue }
        let key = system.key(of: item, other: nil)
        guard autoresizingItems.insert(key).inserted else { continue }
        let kept = considered.indices.filter { index in
          let other = report.constraints[considered[index]]
          return
            !(other.origin == .autoresizingMask
            && autoresizedItem(other).map { system.key(of: $0, other: nil) } == key)
        }
        let holds: Bool
        if case .feasible = oracle.check(kept.map { forms[$0] }, nonNegative: nonNegative) {
          holds = true
        } else {
          holds = false
        }
        fixes.append(
          ConflictFix(
            kind: .disableAutoresizingMask(item: key), constraint: member, isVerified: holds,
            message: Wording.disableAutoresizing(key),
            effect: holds ? Wording.autoresizingEffect(key) : Wording.otherConflictsRemain,
            resultingError: 0))
      default:
        continue
      }
    }
    let broken = report.brokenConstraintIndex
    return fixes.sorted { a, b in
      if a.isVerified != b.isVerified { return a.isVerified }
      if a.resultingError != b.resultingError { return a.resultingError < b.resultingError }
      if (a.constraint == broken) != (b.constraint == broken) { return a.constraint == broken }
      if a.constraint != b.constraint { return a.constraint < b.constraint }
      return Self.kindRank(a.kind) < Self.kindRank(b.kind)
    }
  }

  static func kindRank(_ kind: ConflictFix.Kind) -> Int {
    switch kind {
    case .disableAutoresizingMask: return 0
    case .lowerPriority: return 1
    case .makeInequality: return 2
    }
  }

  /// The view an autoresizing constraint is about: its item that is not the superview `|`.
  func autoresizedItem(_ constraint: ConsoleLogConstraint) -> ConstraintDescriptionItem? {
    constraint.parsed.equation.items.first { !$0.isSuperview }
  }

  static func residual(of form: ConstraintLinearForm, values: [String: Double]) -> Double {
    form.terms.reduce(0) { $0 + $1.coefficient * (values[$1.variable] ?? 0) } - form.rhs
  }

  static func error(residual: Double, relation: LayoutRelation) -> Double {
    let error: Double
    switch relation {
    case .equal: error = abs(residual)
    case .lessThanOrEqual: error = max(0, residual)
    case .greaterThanOrEqual: error = max(0, -residual)
    }
    return (error * 1e6).rounded() / 1e6
  }

  func effect(of form: ConstraintLinearForm, values: [String: Double], error: Double) -> String {
    if form.terms.count == 1, let term = form.terms.first, term.coefficient != 0 {
      let value = (values[term.variable] ?? 0)
      let wanted = form.rhs / term.coefficient
      return Wording.singleVariableEffect(term.variable, value: value, wanted: wanted)
    }
    return error > 1e-9 ? Wording.offBy(error) : Wording.holdsAnyway
  }

  // MARK: Explanation

  func explanation(of conflict: ConsoleConflict, forms: [ConstraintLinearForm]) -> String {
    var sentences: [String] = []
    if let certificate = conflict.certificate,
      let limit = limit(of: forms, certificate: certificate, members: conflict.members)
    {
      let member = report.constraints[conflict.members[limit.position]]
      let own = forms[limit.position]
      let coefficient = own.terms.first?.coefficient ?? 1
      var relation = own.relation
      if coefficient < 0, relation != .equal {
        relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
      }
      sentences.append(
        Wording.limit(
          axis: conflict.axis, others: conflict.members.count - 1, variable: limit.variable,
          demand: limit.demand, atLeast: limit.atLeast, member: describe(member),
          relation: relation, value: own.rhs / coefficient))
    } else if let certificate = conflict.certificate {
      sentences.append(
        Wording.combination(
          axis: conflict.axis, count: conflict.members.count, total: certificate.combinedRHS))
    } else {
      sentences.append(Wording.unproven(count: conflict.members.count))
    }
    if conflict.isSystemOnly {
      sentences.append(Wording.systemOnly(framework))
    } else if let item = conflict.nearestAppItem {
      sentences.append(Wording.nearestAppView(item))
    }
    if let broken = report.brokenConstraint {
      sentences.append(
        Wording.broken(framework, broken.text, member: conflict.includesBrokenConstraint))
    }
    return sentences.joined(separator: " ")
  }

  func describe(_ constraint: ConsoleLogConstraint) -> String {
    let origin = constraint.origin
    if let identifier = constraint.parsed.identifier {
      return "'\(identifier)'" + (origin == .user ? "" : " (\(framework)'s)")
    }
    return constraint.parsed.equation.description
      + (origin == .user
        ? "" : origin == .autoresizingMask ? " (autoresizing mask)" : " (\(framework)'s)")
  }

  func notReproducedReason(oracle: some LinearFeasibilityChecking) -> (
    String, values: [String: Double]?
  ) {
    if report.constraints.isEmpty {
      return (
        report.isRedacted ? Wording.redacted : report.isElided ? Wording.elided : Wording.empty,
        nil
      )
    }
    if case .feasible(let values) = oracle.check(forms, nonNegative: nonNegative) {
      let shown = values.keys.sorted().prefix(3).map {
        "\($0) = \(Wording.points(values[$0] ?? 0))"
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
        Wording.satisfiable(
          count: forms.count, excluded: report.constraints.count - forms.count, example: shown,
          free: free), values
      )
    }
    return (Wording.searchIncomplete, nil)
  }
}

/// The wording of conflict explanations and fixes.
enum Wording {
  static func points(_ value: Double) -> String {
    formatPoints((value * 10_000).rounded() / 10_000) + " pt"
  }

  static func variablePhrase(_ variable: String) -> String {
    guard let dot = variable.lastIndex(of: ".") else { return variable }
    let key = variable[..<dot]
    let name = variable[variable.index(after: dot)...]
    let what: String
    switch name {
    case "width": what = "width"
    case "height": what = "height"
    case "minX": what = "left edge"
    case "minY": what = "top edge"
    default: what = String(name)
    }
    return "the \(what) of \(key)"
  }

  static func limit(
    axis: LayoutAxis?, others: Int, variable: String, demand: Double, atLeast: Bool,
    member: String, relation: LayoutRelation, value: Double
  ) -> String {
    let prefix =
      axis.map { $0 == .horizontal ? "Horizontal conflict: " : "Vertical conflict: " } ?? ""
    let need = atLeast ? "at least" : "at most"
    let verb: String
    switch relation {
    case .equal: verb = "fixes it at"
    case .lessThanOrEqual: verb = "limits it to at most"
    case .greaterThanOrEqual: verb = "requires at least"
    }
    let subject =
      others == 1 ? "the other constraint needs" : "the other \(others) constraints need"
    return "\(prefix)\(subject) \(variablePhrase(variable)) to be \(need) \(points(demand)),"
      + " but \(member) \(verb) \(points(value))."
  }

  static func combination(axis: LayoutAxis?, count: Int, total: Double) -> String {
    let prefix =
      axis.map { $0 == .horizontal ? "Horizontal conflict: " : "Vertical conflict: " } ?? ""
    return "\(prefix)these \(count) constraints cannot all hold: added up with the certificate's"
      + " multipliers they require 0 ≤ \(points(total))."
  }

  static func unproven(count: Int) -> String {
    "These \(count) constraints cannot all hold together (no certificate could be verified)."
  }

  static func systemOnly(_ framework: String) -> String {
    "Every member was made by \(framework) itself (a \(framework)-internal conflict)."
  }

  static func nearestAppView(_ key: String) -> String { "Nearest app view: \(key)." }

  static func broken(_ framework: String, _ text: String, member: Bool) -> String {
    "\(framework) broke \(text)" + (member ? " (a member)." : " (not a member of this conflict).")
  }

  static func lowerPriority(_ text: String) -> String {
    "Lower the priority of \(text) to 999."
  }

  static func makeInequality(_ text: String, _ relation: LayoutRelation) -> String {
    "Make \(text) a '\(relation.symbol)' constraint."
  }

  static func disableAutoresizing(_ key: String) -> String {
    "Set translatesAutoresizingMaskIntoConstraints = false on \(key) (its frame and autoresizing"
      + " mask currently become required constraints)."
  }

  static func autoresizingEffect(_ key: String) -> String {
    "\(key) is then placed by the remaining constraints only."
  }

  static func singleVariableEffect(_ variable: String, value: Double, wanted: Double) -> String {
    let difference = value - wanted
    let phrase = variablePhrase(variable)
    if abs(difference) < 1e-9 { return "Then \(phrase) stays \(points(value))." }
    let isSize = variable.hasSuffix(".width") || variable.hasSuffix(".height")
    let direction =
      isSize ? (difference < 0 ? "smaller" : "larger") : (difference < 0 ? "less" : "more")
    return
      "Then \(phrase) becomes \(points(value)), \(points(abs(difference))) \(direction) than the"
      + " constraint asks (\(points(wanted)))."
  }

  static func offBy(_ error: Double) -> String {
    "Then that constraint is missed by \(points(error))."
  }

  static let holdsAnyway = "Then that constraint still holds."
  static let otherConflictsRemain =
    "Other required constraints of the report still conflict with this change."
  static let redacted = "The report's list was redacted (<private>), so there is nothing to check."
  static let elided = "The report's list was left out (...), so there is nothing to check."
  static let empty = "The report lists no constraints."
  static let searchIncomplete =
    "The listed constraints cannot all hold, but no minimal conflict was isolated within the"
    + " search budget."

  static func satisfiable(count: Int, excluded: Int, example: [String], free: [String])
    -> String
  {
    var text =
      "The \(count) required constraints of the list can all hold in the rebuilt system"
      + (example.isEmpty ? "" : " (for example \(example.joined(separator: ", ")))")
      + ", so the conflict depended on something the log does not show: a constraint outside"
      + " the list, or a value such as an intrinsic content size."
    if !free.isEmpty {
      text +=
        " The log does not give the \(free.joined(separator: " or ")) its constraints use,"
        + " so they were left free."
    }
    if excluded > 0 {
      text +=
        " \(excluded) listed constraint(s) were left out (not required, repeated or"
        + " not expressible)."
    }
    return text
  }
}
