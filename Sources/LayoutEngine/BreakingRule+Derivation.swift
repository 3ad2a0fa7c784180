extension BreakingRule {
  /// One conflict whose broken constraint a log names: the keys of its members, each with a
  /// value for every `Criterion` (in `Criterion.allCases` order), and the index UIKit broke.
  public struct Case: Sendable {
    /// Where the case comes from (`309.log#0`); the part before `#` names the file.
    public var name: String
    /// The members' keys, values in `Criterion.allCases` order.
    public var keys: [Key]
    /// The index (a key's `index`) of the constraint UIKit broke.
    public var broken: Int

    /// Creates a case.
    public init(name: String, keys: [Key], broken: Int) {
      self.name = name
      self.keys = keys
      self.broken = broken
    }

    /// The file the case comes from.
    public var file: Substring { name.prefix { $0 != "#" } }

    /// The member `criteria` break first (the list order breaks the last ties).
    public func predicted(by criteria: [Criterion]) -> Int? { outcome(criteria).predicted }

    /// The member `criteria` break first, and whether a criterion decided it (rather than
    /// the list order, which stands for the engine's internal order).
    public func outcome(_ criteria: [Criterion]) -> (predicted: Int?, isDecided: Bool) {
      let positions = criteria.compactMap { Criterion.allCases.firstIndex(of: $0) }
      let keys = self.keys.map { key in
        Key(values: positions.map { key.values[$0] }, text: key.text, index: key.index)
      }
      guard let first = keys.min(by: { $0.breaksBefore($1) }) else { return (nil, false) }
      let decided = keys.allSatisfy { $0.index == first.index || $0.values != first.values }
      return (first.index, decided)
    }
  }

  /// The criteria order that names UIKit's choice in most of `cases`: every order of every
  /// subset of `Criterion.allCases` is tried. Of the orders with the most matches, the one
  /// whose criteria decide the most cases themselves wins (a rule that says why beats one that
  /// leans on the list order: a listing or dump has no UIKit order to lean on), then the
  /// shortest, then the first in enumeration order (by length, then by `Criterion.allCases`
  /// positions).
  /// - Complexity: O(m · n) for the m = 326 orders of five criteria and n members in all.
  public static func derive(from cases: [Case]) -> [Criterion] {
    let orders = candidateOrders()
    let best = bestOrder(orders.map { order in cases.map { score($0, order) } }) { _ in true }
    return orders[best]
  }

  /// The order `derive(from:)` and `leaveOneOut(_:)` consider: none, then every order of every
  /// non-empty subset of `Criterion.allCases`, shortest first.
  static func candidateOrders() -> [[Criterion]] {
    var result: [[Criterion]] = [[]]
    var layer: [[Criterion]] = [[]]
    for _ in Criterion.allCases {
      layer = layer.flatMap { prefix in
        Criterion.allCases.filter { !prefix.contains($0) }.map { prefix + [$0] }
      }
      result += layer
    }
    return result
  }

  /// Whether `order` names UIKit's choice in `item`, and whether it did so by a criterion.
  static func score(_ item: Case, _ order: [Criterion]) -> (hit: Bool, decided: Bool) {
    let outcome = item.outcome(order)
    return (outcome.predicted == item.broken, outcome.predicted == item.broken && outcome.isDecided)
  }

  /// The index of the best row of `matrix` (one row per candidate order, one score per case),
  /// counting the cases `counts` keeps.
  static func bestOrder(
    _ matrix: [[(hit: Bool, decided: Bool)]], counting counts: (Int) -> Bool
  ) -> Int {
    var best = (index: 0, hits: -1, decided: -1)
    for (index, row) in matrix.enumerated() {
      var hits = 0
      var decided = 0
      for (position, score) in row.enumerated() where counts(position) {
        if score.hit { hits += 1 }
        if score.decided { decided += 1 }
      }
      if hits > best.hits || (hits == best.hits && decided > best.decided) {
        best = (index, hits, decided)
      }
    }
    return best.index
  }

  /// Leave-one-out: for each file, the order `derive(from:)` finds on every other file's cases,
  /// and whether it names UIKit's choice in each of that file's cases.
  /// - Returns: per case, in `cases`' order, its name and whether the prediction matched.
  /// - Complexity: O(m · n + m · c · f) for m orders, n members, c cases and f files: each
  ///   order is scored on each case once.
  public static func leaveOneOut(_ cases: [Case]) -> [(name: String, hit: Bool)] {
    let matrix = candidateOrders().map { order in cases.map { score($0, order) } }
    var chosen: [Substring: Int] = [:]
    return cases.enumerated().map { position, item in
      let best =
        chosen[item.file]
        ?? {
          let best = bestOrder(matrix) { cases[$0].file != item.file }
          chosen[item.file] = best
          return best
        }()
      return (item.name, matrix[best][position].hit)
    }
  }
}
