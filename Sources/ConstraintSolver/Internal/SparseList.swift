/// A small unordered map from 32-bit keys to doubles, with a hash index once it grows.
///
/// Tableau rows (symbol → coefficient) and columns (row slots) are mostly a handful of entries
/// long, where a linear scan beats hashing; a few (rows near a widely shared variable, columns
/// of a shared dummy) reach thousands, where it does not. Entries stay in insertion order except
/// that removal moves the last entry into the gap, so iteration order depends only on the
/// sequence of operations (deterministic). Deliberately not generic: unspecialized generic code
/// is slow in debug builds, where the randomized tests run.
struct SparseList {
  struct Entry {
    var key: UInt32
    var value: Double

    /// The key read as a symbol (in a row).
    var symbol: Symbol { Symbol(raw: key) }
    /// The key read as a row slot (in a column).
    var slot: Int32 { Int32(bitPattern: key) }
  }

  private(set) var entries: [Entry] = []
  private var positions: PositionTable?

  /// Capacity of the first allocation.
  private static let initialCapacity = 4

  /// Length above which lookups go through a hash index.
  private static let indexThreshold = 12

  /// Length up to which ``value(for:)`` scans the entries even with a hash index: a scan reads
  /// consecutive memory, a probe three scattered arrays (this matters when a constant change
  /// reads one coefficient from each of thousands of rows).
  private static let scanLimit = 64

  init() {}

  /// An empty list with room for `capacity` entries.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }

  /// The position of `key` in `entries`, if present.
  func position(of key: UInt32) -> Int? {
    if let positions {
      return positions.position(of: key)
    }
    for index in entries.indices where entries[index].key == key {
      return index
    }
    return nil
  }

  /// The value of `key`, if present.
  func value(for key: UInt32) -> Double? {
    if entries.count > Self.scanLimit, let positions {
      return positions.position(of: key).map { entries[$0].value }
    }
    return entries.withUnsafeBufferPointer { buffer in
      for entry in buffer where entry.key == key {
        return entry.value
      }
      return nil
    }
  }

  /// Appends an entry; the key must not be present.
  mutating func append(_ key: UInt32, _ value: Double) {
    if entries.capacity == 0 {
      // Rows and columns mostly hold 2 to 6 entries: one allocation instead of growing 1, 2, 4.
      entries.reserveCapacity(Self.initialCapacity)
    }
    entries.append(Entry(key: key, value: value))
    if positions != nil {
      positions?.set(key, Int32(entries.count - 1))
    } else if entries.count > Self.indexThreshold {
      var index = PositionTable(minimumCapacity: entries.count * 2)
      for (offset, entry) in entries.enumerated() {
        index.set(entry.key, Int32(offset))
      }
      positions = index
    }
  }

  /// Removes the entry at `index`, moving the last entry into its place.
  mutating func remove(at index: Int) {
    let last = entries.count - 1
    if positions != nil {
      positions?.remove(entries[index].key)
      if index != last {
        positions?.set(entries[last].key, Int32(index))
      }
    }
    if index != last {
      entries[index] = entries[last]
    }
    entries.removeLast()
    if positions != nil && entries.count < Self.indexThreshold / 2 {
      positions = nil
    }
  }

  /// Removes `key` if present; returns whether it was.
  @discardableResult
  mutating func remove(_ key: UInt32) -> Bool {
    guard let index = position(of: key) else { return false }
    remove(at: index)
    return true
  }

  /// Reads or writes the value at `index`.
  subscript(valueAt index: Int) -> Double {
    get { entries[index].value }
    set { entries[index].value = newValue }
  }
}

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

/// An open-addressing hash table from 32-bit keys (never `UInt32.max`) to `Int32` positions.
///
/// Linear probing with a multiplicative hash; deletion shifts later members of the probe run
/// back, so there are no tombstones. Several times cheaper than `Dictionary`'s seeded hashing
/// for the tableau's integer keys.
struct PositionTable {
  private static let empty = UInt32.max
  private var keys: [UInt32]
  private var values: [Int32]
  private var mask: Int
  private var count = 0

  init(minimumCapacity: Int) {
    var capacity = 16
    while capacity < minimumCapacity * 2 {
      capacity *= 2
    }
    keys = Array(repeating: Self.empty, count: capacity)
    values = Array(repeating: 0, count: capacity)
    mask = capacity - 1
  }

  private func home(_ key: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  func position(of key: UInt32) -> Int? {
    var index = home(key)
    while true {
      let stored = keys[index]
      if stored == key { return Int(values[index]) }
      if stored == Self.empty { return nil }
      index = (index + 1) & mask
    }
  }

  mutating func set(_ key: UInt32, _ value: Int32) {
    if (count + 1) * 2 > keys.count {
      grow()
    }
    var index = home(key)
    while true {
      let stored = keys[index]
      if stored == key {
        values[index] = value
        return
      }
      if stored == Self.empty {
        keys[index] = key
        values[index] = value
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  mutating func remove(_ key: UInt32) {
    var index = home(key)
    while keys[index] != key {
      if keys[index] == Self.empty { return }
      index = (index + 1) & mask
    }
    keys[index] = Self.empty
    count -= 1
    var gap = index
    var next = (index + 1) & mask
    while keys[next] != Self.empty {
      let wanted = home(keys[next])
      if (gap - wanted) & mask < (next - wanted) & mask {
        keys[gap] = keys[next]
        values[gap] = values[next]
        keys[next] = Self.empty
        gap = next
      }
      next = (next + 1) & mask
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    count = 0
    for index in oldKeys.indices where oldKeys[index] != Self.empty {
      set(oldKeys[index], oldValues[index])
    }
  }
}
