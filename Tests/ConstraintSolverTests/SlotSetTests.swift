import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// `SlotSet`, a tableau column: one or two slots in place, a third spills them all into a
/// `SparseList`; either way the order is the list's (insertion order, the last slot moved
/// into a removed one's place), which pivoting and so every answer depend on.
struct SlotSetTests {
  @Test func oneOrTwoSlotsStayInPlaceAndAThirdSpillsInOrder() {
    var set = SlotSet()
    #expect(set.isEmpty && set.slots == [])
    set.insert(9)
    set.insert(4)
    #expect(set.slots == [9, 4] && set.count == 2)
    #expect(set.contains(4) && !set.contains(5))
    set.insert(7)
    #expect(set.slots == [9, 4, 7] && set.count == 3)
    set.remove(9)
    #expect(set.slots == [7, 4])
    set.remove(4)
    set.remove(7)
    #expect(set.isEmpty && set.slots == [])
  }

  @Test func removingTheFirstOfTwoMovesTheSecondUp() {
    var set = SlotSet()
    set.insert(1)
    set.insert(2)
    set.remove(1)
    #expect(set.slots == [2])
    set.insert(3)
    #expect(set.slots == [2, 3])
    set.remove(3)
    set.remove(8)
    #expect(set.slots == [2])
  }

  /// The same operations on a plain array with the list's removal rule give the same slots in
  /// the same order, through the spill and the list's hash index (more than 12 slots).
  @Test(arguments: [0x5107_0001, 0x5107_0002, 0x5107_0003] as [UInt64])
  func agreesWithAnArrayThatRemovesByMovingTheLast(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var set = SlotSet()
    var model: [Int32] = []
    for step in 0..<3_000 {
      let slot = Int32(generator.next() % 30)
      if let index = model.firstIndex(of: slot) {
        model[index] = model[model.count - 1]
        model.removeLast()
        set.remove(slot)
      } else {
        model.append(slot)
        set.insert(slot)
      }
      #expect(set.slots == model, "seed \(seed) step \(step)")
      #expect(set.count == model.count)
      #expect(set.contains(slot) == model.contains(slot))
    }
  }
}
