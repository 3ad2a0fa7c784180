import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// `ReferenceHeap`, the work list of a row expansion: deepest first, each symbol at most once
/// while it is in the heap, whether duplicates are found by scanning or, past its scan limit,
/// by a hash set.
struct ReferenceHeapTests {
  static func symbol(_ id: Int32) -> Symbol { Symbol(id: id, kind: .external, isRestricted: false) }

  @Test func popsTheDeepestFirstAndSkipsDuplicates() {
    var heap = ReferenceHeap()
    for (id, depth) in [(1, 3), (2, 7), (1, 3), (3, 5), (2, 7)] as [(Int32, Int32)] {
      heap.push(Self.symbol(id), depth: depth)
    }
    #expect(heap.pop() == Self.symbol(2))
    // Popped, so it may come back.
    heap.push(Self.symbol(2), depth: 7)
    #expect(heap.pop() == Self.symbol(2))
    #expect(heap.pop() == Self.symbol(3))
    #expect(heap.pop() == Self.symbol(1))
    #expect(heap.pop() == nil)
  }

  /// Against a model (the set of symbols in the heap and their depths): pops come out deepest
  /// first, each once, on either side of the scan limit.
  @Test(arguments: [0x4EA9_0001, 0x4EA9_0002, 0x4EA9_0003] as [UInt64])
  func agreesWithASetOfMembers(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var heap = ReferenceHeap()
    var members: [Int32: Int32] = [:]
    for step in 0..<4_000 {
      if generator.next() % 3 != 0 {
        let id = Int32(generator.next() % 60)
        let depth = Int32(id % 11)
        heap.push(Self.symbol(id), depth: depth)
        members[id] = depth
      } else {
        let popped = heap.pop()
        guard let deepest = members.values.max() else {
          #expect(popped == nil, "seed \(seed) step \(step)")
          continue
        }
        guard let popped else {
          Issue.record("seed \(seed) step \(step): empty with \(members.count) members")
          return
        }
        #expect(members[popped.id] == deepest, "seed \(seed) step \(step)")
        members[popped.id] = nil
      }
    }
    while let popped = heap.pop() {
      #expect(members.removeValue(forKey: popped.id) != nil)
    }
    #expect(members.isEmpty)
  }
}
