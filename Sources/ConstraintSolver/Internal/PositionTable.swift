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
