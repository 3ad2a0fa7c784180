/// The names nearest to a name that matched nothing, for "did you mean …?".
///
/// Compared without regard to case, a name is near when it starts with the wanted one, when
/// one contains the other, or when the edit distance (Levenshtein: insertions, deletions and
/// substitutions of one character) is at most a third of the longer one's length, and at
/// least 2. When the wanted name carries an address (`UILabel:0x7fa1c2d0a031`, `0x7fa1…`),
/// addresses are compared instead, at most 2 edits apart, so that a mistyped digit finds the
/// item whatever its class is called.
public enum NearestNames {
  /// A name that can be suggested and the names it is known by (itself included).
  public struct Candidate: Hashable, Sendable {
    /// What the suggestion prints.
    public var name: String
    /// What is compared with the wanted name: `name` and the item's other names.
    public var aliases: [String]

    public init(_ name: String, aliases: [String] = []) {
      self.name = name
      self.aliases = [name] + aliases.filter { $0 != name }
    }
  }

  /// At most `limit` of `names` nearest to `text`, closest first (see `nearest(to:among:limit:)`
  /// for candidates).
  public static func nearest(to text: String, among names: [String], limit: Int = 3)
    -> [String]
  {
    nearest(to: text, among: names.map { Candidate($0) }, limit: limit)
  }

  /// At most `limit` names of `candidates` nearest to `text`, closest first: those that start
  /// with it, then those that contain it or that it contains, then the others by edit
  /// distance; ties in `candidates` order. A candidate counts by its nearest alias.
  public static func nearest(to text: String, among candidates: [Candidate], limit: Int = 3)
    -> [String]
  {
    let byAddress = PrintedItemName(text) != nil
    let wanted = key(text, byAddress: byAddress)
    guard !wanted.isEmpty else { return [] }
    var scored: [(score: Score, index: Int, name: String)] = []
    var seen = Set<String>()
    for (index, candidate) in candidates.enumerated() where seen.insert(candidate.name).inserted {
      let best = candidate.aliases.compactMap { alias -> Score? in
        let key = key(alias, byAddress: byAddress)
        return key.isEmpty ? nil : score(wanted, key)
      }.min()
      if let best { scored.append((best, index, candidate.name)) }
    }
    scored.sort { ($0.score, $0.index) < ($1.score, $1.index) }
    return scored.prefix(max(0, limit)).map(\.name)
  }

  /// How near a candidate is: the tier (0 starts with the wanted name, 1 contains it or is
  /// contained, 2 near by edit distance) and the edit distance.
  struct Score: Comparable {
    var tier: Int
    var distance: Int
    static func < (lhs: Score, rhs: Score) -> Bool {
      (lhs.tier, lhs.distance) < (rhs.tier, rhs.distance)
    }
  }

  /// The score of `candidate` for `wanted` (both keys), or `nil` when it is not near.
  static func score(_ wanted: String, _ candidate: String) -> Score? {
    let distance = editDistance(wanted, candidate)
    let long = wanted.count >= 3 && candidate.count >= 3
    if long && candidate.hasPrefix(wanted) { return Score(tier: 0, distance: distance) }
    if long && (candidate.contains(wanted) || wanted.contains(candidate)) {
      return Score(tier: 1, distance: distance)
    }
    let limit = isAddress(wanted) ? 2 : max(2, max(wanted.count, candidate.count) / 3)
    guard distance <= limit else { return nil }
    return Score(tier: 2, distance: distance)
  }

  /// Whether `key` is an address (`0x…`), whose digits of one heap are alike: at most two
  /// mistyped digits make it near.
  static func isAddress(_ key: String) -> Bool {
    key.hasPrefix("0x") && key.dropFirst(2).allSatisfy(\.isHexDigit)
  }

  /// What is compared: with `byAddress`, the address of a printed item (empty for a name
  /// without one); else the lower-cased name.
  static func key(_ name: String, byAddress: Bool) -> String {
    guard byAddress else { return name.lowercased() }
    return PrintedItemName(name)?.address ?? ""
  }

  /// The Levenshtein distance between `a` and `b`, over characters.
  /// - Complexity: O(*mn*) time, O(*n*) space.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
