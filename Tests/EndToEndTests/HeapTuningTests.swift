import ProcessHeap
import Testing

/// `HeapTuning`: `LAYOUT_DOCTOR_HEAP=system` leaves the allocator alone. (What applying it
/// changes is tested through the executable, `HeapTuningExecutableTests`: a test process keeps
/// its own allocator.)
@Suite struct HeapTuningTests {
  @Test func systemInTheEnvironmentLeavesTheAllocatorAlone() {
    #expect(!HeapTuning.apply(environment: ["LAYOUT_DOCTOR_HEAP": "system"]))
  }

  @Test func itAppliesOnLinuxOnly() {
    #if os(Linux)
      #expect(HeapTuning.apply(environment: [:]))
    #else
      #expect(!HeapTuning.apply(environment: [:]))
    #endif
  }
}
