import LayoutEngine
import LayoutModel

/// A minimal conflict as the numbers that do not add up, read off its Farkas certificate: the
/// other members' constants, each taken as often as the certificate's combination takes it,
/// add up to what they need of one member's quantity, and that member sets it to something
/// else ("8 + 320 + 8 = 336 pt needed; the cell gives 375 pt").
///
/// It needs no frames, so it pictures a console report as well as a layout. With the members
/// normalized to `aᵢ·x (<= | ==) bᵢ` and multipliers λ, the stated member `k` is bounded by
/// `Σᵢ≠ₖ wᵢ·bᵢ` with `wᵢ = -λᵢ / λₖ` (negated when `k` is a `>=` form), so each term's share
/// is `wᵢ·bᵢ` and the shares add up to `needed` (see `ConflictBound`).
public struct ConflictDiagram: Hashable, Sendable {
  /// One member, or one assumed default, and its share of the total.
  public struct Term: Hashable, Sendable {
    /// The constraint, as an index into `ConflictSubject.constraints` (a console analysis's
    /// listed conflicts renumber it to the report's list); `nil` for an assumed default, or
    /// a constraint the engine generated that the report does not list.
    public var constraint: Int?
    /// The default held when the input does not give the value (a layout margin); `nil` for
    /// a constraint.
    public var assumption: LayoutUnknown?
    /// The constraint's identifier and equation with its items named as the input prints them
    /// (`'UISV-hiding' UILabel:0x1.width == 0`; `autoresizing ...` for a mask's), or the
    /// assumed value (`UIView:0x1's left layout margin = 8 pt`).
    public var text: String
    /// The constraint's line in the input, if it has one.
    public var line: Int?
    /// How many times the combination takes `constant` (1 for most chains; 1.25 for a
    /// `0.2 × height` proportion), signed so that `share` adds to the total.
    public var weight: Double
    /// The member's constant as its normalized form holds it (`bᵢ`), in points.
    public var constant: Double
    /// Whether this is the constraint that was broken (by UIKit, or predicted).
    public var isBroken: Bool
    /// Whether the member is a domain the engine holds, not a constraint of the input (a
    /// built-in guide's width or height ≥ 0: `ConflictSubject.isDomainConstraint`); it has no
    /// line.
    public var isDomain = false

    /// `weight × constant`: what the term adds to the total, in points.
    public var share: Double { weight * constant }
    /// Whether the term is an assumption rather than a constraint the input gives.
    public var isAssumption: Bool { assumption != nil }
    /// Whether the input does not give the term: an assumed default or a domain.
    public var isNotInTheInput: Bool { isAssumption || isDomain }
  }

  /// The axis the conflict lies on, if only one.
  public var axis: LayoutAxis?
  /// The quantity the stated member sets, as the input names it (`App.ViewA:0x1.height`,
  /// `A.leading − B.trailing`).
  public var quantity: String
  /// The other members, then the assumed defaults, in member order.
  public var terms: [Term]
  /// What the terms force on the quantity: `.equal` exactly `needed`, `.greaterThanOrEqual`
  /// at least, `.lessThanOrEqual` at most.
  public var neededRelation: LayoutRelation
  /// The sum of the terms' shares, in points.
  public var needed: Double
  /// The member that sets the quantity otherwise (`weight` 1, `constant` as written).
  public var stated: Term
  /// How the stated member sets it: `==` fixes it, `>=` requires at least, `<=` at most.
  public var statedRelation: LayoutRelation
  /// The items the members name, as the input prints them, in order of first mention.
  public var items: [String]
  /// Whether the broken term is a prediction (`ConflictSubject.isBrokenPredicted`: a layout, or
  /// a report whose recovery line is missing) rather than the constraint the log says UIKit broke.
  public var isBrokenPredicted = false
}

extension ConflictContext {
  /// The diagram of a conflict whose members (then assumed defaults) have `forms`, stated
  /// against the member the summary names (`stated`, from `statedBound`); `nil` without a
  /// certificate or a bound.
  func diagram(
    of conflict: LayoutConflict, forms: [LinearForm<LayoutVariable>],
    stated: (position: Int, bound: ConflictBound)?
  ) -> ConflictDiagram? {
    guard let certificate = conflict.certificate, certificate.forms.count == forms.count,
      let (position, bound) = stated
    else { return nil }
    let lambda = certificate.multipliers[position]
    let sign: Double = forms[position].relation == .greaterThanOrEqual ? -1 : 1
    // The assumptions in the order of their forms (after the members'), each as a row's text.
    let assumed: [(LayoutUnknown, String)] = conflict.assumptions.compactMap {
      switch $0 {
      case .defaultValue(let unknown, let value):
        return (unknown, ConflictWording.assumed(unknown, value, view: viewName(unknown.view)))
      case .nonNegative(let unknown):
        return (unknown, ConflictWording.assumedNonNegative(unknown, view: viewName(unknown.view)))
      case .superview: return nil
      }
    }
    func term(_ index: Int) -> ConflictDiagram.Term {
      let weight = index == position ? 1 : sign * -certificate.multipliers[index] / lambda
      let constant = index == position ? forms[index].rhs : certificate.forms[index].rhs
      if index < conflict.members.count {
        let member = conflict.members[index]
        let constraint = subject.constraints[member]
        let isDomain = subject.isDomainConstraint(member)
        var term = ConflictDiagram.Term(
          constraint: member, assumption: nil,
          text: (constraint.origin == .autoresizingMask ? "autoresizing " : "")
            + (constraint.identifier.map { "'\($0)' " } ?? "") + equation(of: constraint),
          line: isDomain ? nil : constraint.location?.line, weight: weight == 0 ? 0 : weight,
          constant: constant, isBroken: member == subject.brokenIndex)
        term.isDomain = isDomain
        return term
      }
      let slot = index - conflict.members.count
      let (unknown, text): (LayoutUnknown?, String) =
        assumed.indices.contains(slot) ? assumed[slot] : (nil, ConflictWording.anAssumedValue)
      return ConflictDiagram.Term(
        constraint: nil, assumption: unknown, text: text,
        line: nil, weight: weight, constant: constant, isBroken: false)
    }
    let terms = forms.indices.filter { $0 != position }.map(term)
      .filter { $0.weight != 0 || $0.constraint != nil }
    let constraint = subject.constraints[conflict.members[position]]
    var items: [String] = []
    for member in conflict.members {
      for item in subject.constraints[member].items {
        let name = subject.name(of: item)
        if !items.contains(name) { items.append(name) }
      }
    }
    return ConflictDiagram(
      axis: conflict.axis, quantity: quantity(of: constraint).text, terms: terms,
      neededRelation: bound.relation, needed: bound.value, stated: term(position),
      statedRelation: forms[position].relation, items: items,
      isBrokenPredicted: subject.isBrokenPredicted)
  }

  /// The member the explanation states the conflict against and the bound the others put on
  /// its quantity: the first in `statementOrder` with one.
  func statedBound(
    of conflict: LayoutConflict, forms: [LinearForm<LayoutVariable>],
    oracle: some LinearFeasibilityChecking
  ) -> (position: Int, bound: ConflictBound)? {
    guard let certificate = conflict.certificate else { return nil }
    for position in statementOrder(members: conflict.members, forms: forms)
    where !subject.isDomainConstraint(conflict.members[position]) {
      if let bound = bound(of: position, forms: forms, certificate: certificate, oracle: oracle) {
        return (position, bound)
      }
    }
    return nil
  }
}

extension ConflictQuantity {
  /// The quantity as one expression of the input's names (`A.height`, `A.top − B.bottom`).
  var text: String {
    switch shape {
    case .size(let item, let attribute): return item + "." + attribute.rawValue
    case .offset(let first, let second, _, _): return first + " − " + second
    case .sizeDifference(let first, let second, _): return first + " − " + second
    case .general(let first, let multiplier, let second):
      guard let second else { return first }
      return first + " − " + (multiplier == 1 ? "" : formatConsoleNumber(multiplier) + " × ")
        + second
    }
  }
}
