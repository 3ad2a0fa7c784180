/// A column of the tableau: an id plus a kind (Cassowary paper, section 3).
///
/// - `external`: a caller's ``Variable``. Unrestricted unless made with `nonNegative: true`.
/// - `slack`: the marker of an inequality, `>= 0` (also used for artificial variables).
/// - `error`: how far a preference is violated, `>= 0`, summed into the objective.
/// - `dummy`: the marker of a required equality, always 0; never enters the basis by pivoting.
///
/// Restricted symbols (slack, error, dummy, non-negative externals) must keep non-negative values;
/// rows whose basic symbol is restricted take part in the simplex ratio tests.
/// The three fields are packed in 32 bits (id in bits 0–27, kind in 28–29, restriction in 31) so
/// that a row cell is a plain integer key.
struct Symbol: Hashable, Comparable {
  enum Kind: UInt32 {
    case external, slack, error, dummy
  }

  let raw: UInt32

  init(id: Int32, kind: Kind, isRestricted: Bool) {
    raw =
      UInt32(bitPattern: id) & Symbol.idMask | kind.rawValue << 28
      | (isRestricted ? 1 << 31 : 0)
  }

  init(raw: UInt32) {
    self.raw = raw
  }

  private static let idMask: UInt32 = 0x0FFF_FFFF

  var id: Int32 { Int32(bitPattern: raw & Symbol.idMask) }
  var index: Int { Int(raw & Symbol.idMask) }
  var kind: Kind { Kind(rawValue: kindBits) ?? .dummy }
  var isRestricted: Bool { raw & (1 << 31) != 0 }
  var isExternal: Bool { kindBits == Kind.external.rawValue }
  var isDummy: Bool { kindBits == Kind.dummy.rawValue }
  /// An external that may take any sign; the only kind a row may reference while it is basic.
  var isFreeExternal: Bool { raw & (3 << 28 | 1 << 31) == 0 }

  private var kindBits: UInt32 { (raw >> 28) & 3 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
