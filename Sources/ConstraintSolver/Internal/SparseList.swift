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
