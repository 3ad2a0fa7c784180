import LayoutModel

/// The ids a listing declares, looked up by their bytes in the input (FNV-1a hashing, open
/// addressing), so that resolving tens of thousands of anchors builds no strings.
struct LayoutListingSymbols {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var slots: [Int32]
  private var ranges: [Range<Int>] = []
  private var hashes: [UInt64] = []
  private(set) var items: [LayoutItem] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
    self.bytes = bytes
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
  }

  /// Records that `range` names `item`; the first declaration of an id wins (the hierarchy
  /// reports duplicates).
  mutating func declare(_ range: Range<Int>, as item: LayoutItem) {
    let hash = Self.hash(bytes, range)
    if find(range, hash) != nil { return }
    if (items.count + 1) * 2 > slots.count { grow() }
    insert(Int32(items.count), hash)
    ranges.append(range)
    hashes.append(hash)
    items.append(item)
  }

  /// The item `range` names, or `nil`.
  func item(_ range: Range<Int>) -> LayoutItem? {
    find(range, Self.hash(bytes, range)).map { items[$0] }
  }

  private func find(_ range: Range<Int>, _ hash: UInt64) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(slots[slot])
      if entry < 0 { return nil }
      if hashes[entry] == hash, equal(ranges[entry], range) { return entry }
      slot = (slot + 1) & mask
    }
  }

  private func equal(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where bytes[a.lowerBound + i] != bytes[b.lowerBound + i] { return false }
    return true
  }

  private mutating func insert(_ entry: Int32, _ hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = entry
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for (entry, hash) in hashes.enumerated() { insert(Int32(entry), hash) }
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in range {
      hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
    }
    return hash ^ (hash >> 29)
  }
}
