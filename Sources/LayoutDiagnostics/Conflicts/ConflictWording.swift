import LayoutModel

/// The wording of conflict explanations and fixes: every sentence names views and
/// constraints as the log prints them and gives the numbers in points.
enum ConflictWording {
  /// `94.3333 pt`: `number(value)` and the unit.
  static func points(_ value: Double) -> String {
    number(value) + " pt"
  }

  /// `94.3333`: a length in points rounded to the points resolution every report uses
  /// (`roundedPoints`), then to at most 6 significant digits, as UIKit prints numbers.
  static func number(_ value: Double) -> String {
    formatConsoleNumber(roundedPoints(value))
  }

  static func isZero(_ value: Double) -> Bool { isNegligiblePoints(value) }

  static func amount(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: return "exactly"
    case .greaterThanOrEqual: return "at least"
    case .lessThanOrEqual: return "at most"
    }
  }

  static func axisPrefix(_ axis: LayoutAxis?) -> String {
    switch axis {
    case .horizontal: return "Horizontal conflict: "
    case .vertical: return "Vertical conflict: "
    case nil: return "Conflict across both axes: "
    }
  }

  static func adjective(_ attribute: LayoutAttribute) -> String {
    attribute == .height ? "tall" : "wide"
  }

  /// `87 pt below X`, `at least 5 pt left of X`, `aligned with X` (`exact` adds `exactly`).
  static func relative(
    _ relation: LayoutRelation, _ value: Double, more: String, less: String, to other: String,
    exact: Bool = true
  ) -> String {
    if isZero(value) {
      switch relation {
      case .equal: return "aligned with \(other)"
      case .greaterThanOrEqual: return "aligned with or \(more) \(other)"
      case .lessThanOrEqual: return "aligned with or \(less) \(other)"
      }
    }
    let relation = value < 0 ? relation.reversed : relation
    let prefix = relation == .equal ? (exact ? "exactly " : "") : amount(relation) + " "
    return "\(prefix)\(points(abs(value))) \(value < 0 ? less : more) \(other)"
  }

  /// `24 pt taller than X`, `at least as wide as X`.
  static func difference(
    _ relation: LayoutRelation, _ value: Double, attribute: LayoutAttribute, than other: String,
    exact: Bool = true
  ) -> String {
    let adjective = adjective(attribute)
    if isZero(value) {
      return (relation == .equal ? "" : amount(relation) + " ") + "as \(adjective) as \(other)"
    }
    let relation = value < 0 ? relation.reversed : relation
    let word =
      attribute == .height
      ? (value < 0 ? "shorter" : "taller") : (value < 0 ? "narrower" : "wider")
    let prefix = relation == .equal ? (exact ? "exactly " : "") : amount(relation) + " "
    return "\(prefix)\(points(abs(value))) \(word) than \(other)"
  }

  /// `0.2 × App.ViewA:0x1.height + 50 pt`, or `50 pt` without a second item.
  static func expression(multiplier: Double, second: String?, constant: Double) -> String {
    guard let second else { return points(constant) }
    let factor = multiplier == 1 ? "" : "\(formatConsoleNumber(multiplier)) × "
    if isZero(constant) { return factor + second }
    return factor + second + (constant < 0 ? " - " : " + ") + points(abs(constant))
  }

  /// What the other members need: `App.ViewA:0x1 must be exactly 250 pt tall`.
  static func need(_ quantity: ConflictQuantity, _ relation: LayoutRelation, _ value: Double)
    -> String
  {
    switch quantity.shape {
    case .size(let item, let attribute):
      return "\(quantity.sentenceName(item)) must be \(amount(relation)) \(points(value))"
        + " \(adjective(attribute))"
    case .offset(let first, let second, let more, let less):
      return "\(first) must be "
        + relative(relation, value, more: more, less: less, to: second)
    case .sizeDifference(let first, let second, let attribute):
      return "\(first) must be "
        + difference(relation, value, attribute: attribute, than: second)
    case .general(let first, let multiplier, let second):
      return "\(first) must be \(amount(relation)) "
        + expression(multiplier: multiplier, second: second, constant: value)
    }
  }

  /// What a member itself sets: `fixes it at 896 pt`, `puts it 87 pt below X`.
  static func statement(_ quantity: ConflictQuantity, _ relation: LayoutRelation, _ value: Double)
    -> String
  {
    let verb = relation == .equal ? "puts it " : "keeps it "
    switch quantity.shape {
    case .size, .general(_, 1, nil):
      // One quantity alone (a size, a content size): what the constraint holds it to.
      switch relation {
      case .equal: return "fixes it at \(points(value))"
      case .lessThanOrEqual: return "limits it to at most \(points(value))"
      case .greaterThanOrEqual: return "requires at least \(points(value))"
      }
    case .offset(_, let second, let more, let less):
      return verb + relative(relation, value, more: more, less: less, to: second, exact: false)
    case .sizeDifference(_, let second, let attribute):
      return (relation == .equal ? "makes it " : "keeps it ")
        + difference(relation, value, attribute: attribute, than: second, exact: false)
    case .general(let first, let multiplier, let second):
      return "says \(first) \(relation.symbol) "
        + expression(multiplier: multiplier, second: second, constant: value)
    }
  }

  /// The conflict in one sentence: `Vertical conflict: App.ViewA:0x1 must be exactly 250 pt
  /// tall for the other 5 constraints to hold, but its autoresizing mask (...) fixes it at
  /// 896 pt.`
  static func conflict(
    axis: LayoutAxis?, quantity: ConflictQuantity, bound: ConflictBound, others: Int,
    who: String, relation: LayoutRelation, constant: Double
  ) -> String {
    // A conflict of one constraint: only the quantity's own domain bounds it (a size or a
    // content size is never negative; a constraint whose terms cancel is `selfContradiction`).
    let why =
      switch others {
      case 0: ", as no size can be negative,"
      case 1: " for the other constraint to hold,"
      default: " for the other \(others) constraints to hold,"
      }
    return axisPrefix(axis) + need(quantity, bound.relation, bound.value) + why
      + " but \(who) " + statement(quantity, relation, constant) + "."
  }

  static func combination(axis: LayoutAxis?, count: Int, total: Double) -> String {
    axisPrefix(axis) + "these \(count) constraints cannot all hold: added up with the"
      + " certificate's multipliers they require 0 ≤ \(points(total))."
  }

  /// `(G.row-boundary - G.row-boundary) == 12 can never hold: its terms cancel out, leaving
  /// 0 = 12 pt.`
  static func selfContradiction(_ equation: String, relation: LayoutRelation, value: Double)
    -> String
  {
    let symbol = relation == .equal ? "=" : relation.symbol
    return "\(equation) can never hold: its terms cancel out, leaving 0 \(symbol) \(points(value))."
  }

  /// `names:` gave private anchors no address, so each printed name was read as one anchor.
  static func oneAnchorPerName(_ names: [String]) -> String {
    let list = names.joined(separator: ", ")
    return "This assumes every mention of \(list) is one anchor: the log's names: gives no"
      + " address to tell several apart."
  }

  static func unproven(count: Int, axis: LayoutAxis?) -> String {
    axisPrefix(axis) + "these \(count) constraints cannot all hold together (no certificate"
      + " could be verified)."
  }

  /// `It also needs the width of G to be 0 pt or more, as every layout guide's size is.`
  static func guideSizes(_ guides: [(name: String, isWidth: Bool)]) -> String {
    let sizes = guides.map { "the \($0.isWidth ? "width" : "height") of \($0.name)" }
    return "It also needs \(sizes.joined(separator: " and ")) to be 0 pt or more, as every"
      + " layout guide's size is."
  }

  /// `Every member was made by UIKit itself: a UIKit-internal conflict, …` (`an AppKit-…`).
  static func systemOnly(_ framework: String) -> String {
    // "an AppKit-…"; "a UIKit-…" (a "you" sound).
    let article = framework.first.map { "AEIO".contains($0) } == true ? "an" : "a"
    return "Every member was made by \(framework) itself: \(article) \(framework)-internal"
      + " conflict, not one in the app's constraints."
  }

  static func nearestAppView(_ item: String) -> String { "Nearest app view: \(item)." }

  /// `'V'.safeAreaLayoutGuide.bottom is 34 pt above 'V'.bottom (its safe-area inset).`, or
  /// `(its layout margin)`: an inset no member states.
  static func guideInset(
    _ anchor: String, edge: String, attribute: LayoutAttribute, inset: Double, isSafeArea: Bool
  ) -> String {
    let side: String
    switch attribute {
    case .top: side = inset > 0 ? "below" : "above"
    case .bottom: side = inset > 0 ? "above" : "below"
    case .left, .leading: side = inset > 0 ? "after" : "before"
    default: side = inset > 0 ? "before" : "after"
    }
    let what = isSafeArea ? "its safe-area inset" : "its layout margin"
    return "\(anchor) is \(number(abs(inset))) pt \(side) \(edge) (\(what))."
  }

  /// `UIKit broke X, one of these 4.`; for a layout (`predicted`), what it would break.
  static func broken(
    _ framework: String, _ text: String, member: Bool, count: Int, predicted: Bool = false
  ) -> String {
    "\(framework) \(predicted ? "would break" : "broke") \(text)"
      + (count == 1
        ? (member ? "." : ", which is not this one.")
        : (member ? ", one of these \(count)." : ", which is not one of these \(count)."))
  }

  // MARK: Fixes

  /// `UIKit's 'UIView-Encapsulated-Layout-Width'` or `its autoresizing mask (h=--& v=--&)`.
  static func who(_ identifier: String?, framework: String) -> String {
    identifier.map { "\(framework)'s '\($0)'" } ?? "\(framework)"
  }

  static func autoresizingSetter(_ mask: String?) -> String {
    "its autoresizing mask" + (mask.map { " (\($0))" } ?? "")
  }

  /// `Make the container give X 86 pt of width: UIKit's '...' sets it to 44 pt, and the
  /// other constraints need 86 pt.`
  ///
  /// With `conflictAlone` (what the conflict's own members need, when the other analysed
  /// constraints ask for more), both numbers: `… need 78 pt (47 pt for this conflict's own
  /// constraints; 78 pt with the others beside them).`
  static func resizeContainer(
    _ container: String, isWidth: Bool, current: Double, needed: Double, bound: LayoutRelation,
    setter: String, conflictAlone: Double? = nil
  ) -> String {
    let size = isWidth ? "width" : "height"
    let need = bound == .equal ? "" : amount(bound) + " "
    let why = conflictAlone.map {
      " (\(points($0)) for this conflict's own constraints; \(points(needed)) with the"
        + " others beside them)"
    }
    return "Give \(container) \(need)\(points(needed)) of \(size) (its container, cell or window"
      + " sets it): \(setter) sets it to \(points(current)), and the other constraints need"
      + " \(need)\(points(needed))\(why ?? "")."
  }

  static let containerOutcome = "Then every other constraint of the conflict holds as written."

  static func lowerPriority(_ text: String) -> String {
    "Lower the priority of \(text) to 999."
  }

  static func makeInequality(_ text: String, _ relation: LayoutRelation) -> String {
    "Make \(text) a '\(relation.symbol)' constraint."
  }

  static func disableAutoresizing(_ item: String, mask: String?, framework: String) -> String {
    "Set translatesAutoresizingMaskIntoConstraints = false on \(item): while it is true,"
      + " \(framework)"
      + " turns the view's frame and autoresizing mask" + (mask.map { " (\($0))" } ?? "")
      + " into required constraints."
  }

  static let otherConflictsRemain =
    "Other required constraints still conflict with this change."

  /// What a member becomes after re-solving: `Then UIView:0x1 becomes 716.8 pt tall, 516.8 pt
  /// taller than this constraint asks (200 pt).`
  static func outcome(
    _ quantity: ConflictQuantity, value: Double, asked: Double, relation: LayoutRelation
  ) -> String {
    switch quantity.shape {
    case .size(let item, let attribute):
      let item = quantity.sentenceName(item)
      let change = value - asked
      let now = "\(points(value)) \(adjective(attribute))"
      if isZero(change) { return "Then \(item) stays \(now)." }
      let word =
        attribute == .height
        ? (change < 0 ? "shorter" : "taller") : (change < 0 ? "narrower" : "wider")
      let ask = relation == .equal ? "" : amount(relation) + " "
      return "Then \(item) becomes \(now), \(points(abs(change))) \(word) than this constraint"
        + " asks (\(ask)\(points(asked)))."
    case .offset(let first, let second, let more, let less):
      return "Then \(first) ends up "
        + relative(.equal, value, more: more, less: less, to: second, exact: false)
        + " instead of " + relative(relation, asked, more: more, less: less, to: "it", exact: false)
        + "."
    case .sizeDifference(let first, let second, let attribute):
      return "Then \(first) ends up "
        + difference(.equal, value, attribute: attribute, than: second, exact: false)
        + " instead of "
        + difference(relation, asked, attribute: attribute, than: "it", exact: false) + "."
    case .general(let first, let multiplier, let second):
      let ask = relation == .equal ? "" : amount(relation) + " "
      return "Then \(first) comes out at "
        + expression(multiplier: multiplier, second: second, constant: value) + " instead of "
        + ask + expression(multiplier: multiplier, second: second, constant: asked) + "."
    }
  }

  /// What an autoresizing member becomes once the mask is off.
  static func autoresizingOutcome(
    _ quantity: ConflictQuantity, value: Double, asked: Double, determined: Bool, item: String
  ) -> String {
    let rest = " Its mask also set the rest of its frame: give it constraints for that too."
    guard determined else {
      return "Then nothing in this report fixes \(name(of: quantity)) any more: give \(item)"
        + " constraints for its whole frame."
    }
    switch quantity.shape {
    case .size(let item, let attribute):
      return "Then the other constraints make \(quantity.sentenceName(item)) \(points(value))"
        + " \(adjective(attribute))"
        + " instead of \(points(asked))." + rest
    default:
      let then = outcome(quantity, value: value, asked: asked, relation: .equal)
      return "Then, as the other constraints require, " + then.dropFirst("Then ".count) + rest
    }
  }

  static func name(of quantity: ConflictQuantity) -> String {
    switch quantity.shape {
    case .size(let item, let attribute):
      return "the \(attribute == .height ? "height" : "width") of \(quantity.sentenceName(item))"
    case .offset(let first, _, _, _), .sizeDifference(let first, _, _),
      .general(let first, _, _):
      return first
    }
  }

  // MARK: Assumptions

  /// `UITableViewCell:0x1's left layout margin = 8 pt`.
  static func assumed(_ unknown: LayoutUnknown, _ value: Double, view: String) -> String {
    switch unknown {
    case .layoutMargin(_, let edge):
      return "\(view)'s \(edge.rawValue) layout margin = \(points(value))"
    case .firstBaselineOffset: return "\(view)'s first-baseline offset = \(points(value))"
    case .lastBaselineOffset: return "\(view)'s last-baseline offset = \(points(value))"
    case .superview: return "\(view)'s superview"
    case .privateAnchor: return "\(unknown) = \(points(value))"
    case .contentSize(_, let axis):
      return "\(view)'s content \(axis == .horizontal ? "width" : "height") = \(points(value))"
    }
  }

  /// The defaults a conflict needs, and what the constraints need of them instead.
  static func assumptions(
    _ named: [String], framework: String, needed: (relation: LayoutRelation, value: Double)?
  ) -> String {
    let list = named.joined(separator: ", ")
    var text =
      "This conflict holds only under \(framework)'s defaults for what the log does not show"
      + " (\(list))"
    if let needed {
      let what = named.count == 1 ? "that value" : "those \(named.count) values"
      let verb = named.count == 1 ? "is" : "add up to"
      text +=
        "; the constraints can all hold if \(what) \(verb) \(amount(needed.relation)) \(points(needed.value))"
    }
    return text + "."
  }

  /// `If UILabel:0x1's superview is UIView:0x2, ...`.
  static func superviewAssumption(_ view: String, _ candidate: String) -> String {
    "The log does not name the superview of \(view); this conflict appears if it is \(candidate)."
  }

  // MARK: Reports without a conflict

  static func redacted(_ framework: String) -> String {
    "The log redacted the report's constraints (<private>), so there is nothing to check; run"
      + " the app from Xcode, or log with a public format, to see them."
  }

  static let elided =
    "The report's list was left out (...) where the log was posted, so there is nothing to check."
  static let empty = "The report lists no constraints."

  /// Said of a list none of whose lines could be read (never `<private>`, which is the log's
  /// own word for a redacted list).
  static func unreadable(_ lines: Int) -> String {
    (lines == 1
      ? "The one listed line could not be read"
      : "None of the \(lines) listed lines could be read")
      + ", so there is nothing to check."
  }
  static let searchIncomplete =
    "The listed constraints cannot all hold, but no minimal conflict was isolated within the"
    + " search budget."

  static func satisfiable(
    count: Int, excluded: Int, unreadable: Int, isCutOff: Bool = false, example: [String],
    free: [String], framework: String
  ) -> String {
    let example = example.isEmpty ? "" : " (for example with \(example.joined(separator: ", ")))"
    var text: String
    if isCutOff, unreadable == 1 {
      // The source stopped in the middle of the list: what follows was never shown.
      text =
        "The log is cut off in the middle of the list, so the rebuilt system lacks the rest of it"
        + (count == 1
          ? ", and the one required constraint before the cut can hold on its own"
          : ", and the \(count) required constraints before the cut can all hold together")
        + example + ": the conflict most likely involves what was cut off."
    } else if unreadable > 0 {
      text =
        (unreadable == 1
          ? "One listed line could not be read, so the rebuilt system lacks it"
          : "\(unreadable) listed lines could not be read, so the rebuilt system lacks them")
        + (count == 1
          ? ", and the one required constraint that was read can hold on its own"
          : ", and the \(count) required constraints that were read can all hold together")
        + example + ": the conflict most likely involves what could not be read."
    } else if count == 1 {
      text =
        "The list holds a single required constraint, which can hold on its own" + example
        + ": \(framework)'s conflict involved constraints missing from what the log shows."
    } else {
      text =
        "The \(count) required constraints of the list can all hold together in the rebuilt"
        + " system" + example + ", so \(framework)'s conflict needed something the log does not"
        + " show: a constraint missing from the list, or a value such as an intrinsic content"
        + " size."
    }
    if !free.isEmpty {
      text +=
        " The log does not give the \(free.joined(separator: " or ")) these constraints use,"
        + " so they were left free."
    }
    if excluded > 0 {
      text +=
        excluded == 1
        ? " One listed constraint was left out (not required, repeated or not expressible)."
        : " \(excluded) listed constraints were left out (not required, repeated or not"
          + " expressible)."
    }
    return text
  }
}
