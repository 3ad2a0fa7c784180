/// An ordered attribute list, written as `[name="value", ...]`.
struct DotAttributes: Sendable {
  private(set) var pairs: [(DotAttribute, DotValue)] = []

  init(_ pairs: [(DotAttribute, DotValue)] = []) { self.pairs = pairs }

  /// Sets `attribute`, replacing an earlier value.
  mutating func set(_ attribute: DotAttribute, _ value: DotValue) {
    if let index = pairs.firstIndex(where: { $0.0 == attribute }) {
      pairs[index].1 = value
    } else {
      pairs.append((attribute, value))
    }
  }

  /// `[a="1", b="2"]`, or an empty string when there are none.
  var dot: String {
    pairs.isEmpty
      ? "" : "[" + pairs.map { "\($0.0.rawValue)=\($0.1.dot)" }.joined(separator: ", ") + "]"
  }
}
