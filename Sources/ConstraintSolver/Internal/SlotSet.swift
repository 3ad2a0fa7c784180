/// The row slots that contain one symbol (a column of the tableau).
///
/// Most columns hold one or two slots (a marker's row, an error's), and every symbol has a
/// column: those slots stay in place, without an allocation. A third moves them all into a
/// ``SparseList`` (whose hash index serves the long columns of widely shared symbols), in the
/// same order. Order is a ``SparseList``'s either way: insertion order, except that removal
/// moves the last slot into the gap, so iteration depends only on the sequence of operations.
struct SlotSet: Sequence {
  private var first: Int32 = 0
  private var second: Int32 = 0
  /// How many slots are held in place (0, 1 or 2), or -1 once they are in `spilled`.
  private var inlineCount: Int8 = 0
  private var spilled = SparseList()

  var isEmpty: Bool { count == 0 }
  var count: Int { inlineCount >= 0 ? Int(inlineCount) : spilled.count }

  var underestimatedCount: Int { count }

  /// The slots, in order.
  var slots: [Int32] { Array(self) }

  func contains(_ slot: Int32) -> Bool {
    switch inlineCount {
    case 0: return false
    case 1: return first == slot
    case 2: return first == slot || second == slot
    default: return spilled.position(of: UInt32(bitPattern: slot)) != nil
    }
  }

  /// Adds a slot that is not present.
  mutating func insert(_ slot: Int32) {
    switch inlineCount {
    case 0:
      first = slot
      inlineCount = 1
    case 1:
      second = slot
      inlineCount = 2
    case 2:
      spilled = SparseList(capacity: 4)
      spilled.append(UInt32(bitPattern: first), 0)
      spilled.append(UInt32(bitPattern: second), 0)
      spilled.append(UInt32(bitPattern: slot), 0)
      inlineCount = -1
    default:
      spilled.append(UInt32(bitPattern: slot), 0)
    }
  }

  /// Removes `slot` if present (the last slot takes its place).
  mutating func remove(_ slot: Int32) {
    switch inlineCount {
    case 0:
      return
    case 1:
      if first == slot { inlineCount = 0 }
    case 2:
      if first == slot {
        first = second
        inlineCount = 1
      } else if second == slot {
        inlineCount = 1
      }
    default:
      spilled.remove(UInt32(bitPattern: slot))
    }
  }

  func makeIterator() -> Iterator { Iterator(set: self) }

  /// The slots in order, from a copy of the set (changing the column meanwhile is safe).
  struct Iterator: IteratorProtocol {
    /// The spilled entries (empty while the slots are in place).
    private let entries: [SparseList.Entry]
    private let isSpilled: Bool
    private let first: Int32
    private let second: Int32
    private let count: Int
    private var position = 0

    fileprivate init(set: SlotSet) {
      isSpilled = set.inlineCount < 0
      entries = isSpilled ? set.spilled.entries : []
      count = isSpilled ? entries.count : Int(set.inlineCount)
      first = set.first
      second = set.second
    }

    mutating func next() -> Int32? {
      let index = position
      guard index < count else { return nil }
      position += 1
      if isSpilled { return entries[index].slot }
      return index == 0 ? first : second
    }
  }
}
