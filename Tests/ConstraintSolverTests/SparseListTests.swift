import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// `SparseList` against a dictionary, through its first allocation, the hash index threshold and
/// back, with the entry order its removal rule promises.
struct SparseListTests {
  @Test func firstAppendReservesRoomForSeveralEntries() {
    var list = SparseList()
    #expect(list.entries.capacity == 0)
    list.append(7, 1.5)
    #expect(list.entries.capacity >= 4)
    #expect(list.entries.map(\.key) == [7])
    #expect(list.position(of: 7) == 0)
    #expect(list.position(of: 8) == nil)
  }

  @Test func removalMovesTheLastEntryIntoTheGap() {
    var list = SparseList()
    for key: UInt32 in [3, 1, 4, 5] { list.append(key, Double(key)) }
    list.remove(at: 1)
    #expect(list.entries.map(\.key) == [3, 5, 4])
    #expect(list.entries.map(\.value) == [3, 5, 4])
    #expect(list.position(of: 5) == 1)
  }

  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func agreesWithADictionaryAcrossTheIndexThreshold(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var list = SparseList()
    var model: [UInt32: Double] = [:]
    for step in 0..<2_000 {
      let key = UInt32(generator.next() % 40)
      if model[key] == nil, generator.next() % 3 != 0 {
        list.append(key, Double(step))
        model[key] = Double(step)
      } else if model[key] != nil {
        let removed = list.remove(key)
        #expect(removed, "seed \(seed) step \(step)")
        model[key] = nil
      }
      #expect(list.count == model.count, "seed \(seed) step \(step)")
    }
    for (key, value) in model {
      let position = list.position(of: key)
      #expect(position.map { list[valueAt: $0] } == value, "seed \(seed) key \(key)")
    }
    #expect(Set(list.entries.map(\.key)) == Set(model.keys))
  }
}
