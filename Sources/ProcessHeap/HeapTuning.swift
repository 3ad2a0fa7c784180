#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// How an executable sets up glibc's allocator before its work (Linux only; a no-op elsewhere).
///
/// A command on a large layout touches its heap once and exits, and much of that is arrays
/// that grow by doubling: each new buffer is written once and the old one freed. With the
/// allocator's defaults a block above 128 KB is a fresh `mmap` and is unmapped when freed, so
/// every doubling of a large array page-faults its whole new size in again. The process
/// instead keeps what it frees (`M_TRIM_THRESHOLD` at its maximum) and serves blocks up to
/// 32 MB, the largest `M_MMAP_THRESHOLD` glibc accepts, from the heap, where a freed buffer is
/// reused by the next. A process of a few seconds gives nothing back to the system before it
/// exits either way. Transparent huge pages for the heap are not used. The measurements behind
/// both choices are in `Benchmarks/README.md` ("Page faults, columns and expansions").
///
/// Setting `LAYOUT_DOCTOR_HEAP=system` in the environment leaves the allocator as it is, for
/// comparing the two in one benchmark run.
public enum HeapTuning {
  /// The largest block served from the heap rather than its own mapping, in bytes (32 MB).
  public static let mmapThreshold: Int32 = 32 << 20

  /// Applies the settings above unless `environment["LAYOUT_DOCTOR_HEAP"] == "system"`.
  /// - Returns: whether the settings were applied (false there and on systems other than
  ///   glibc's).
  @discardableResult
  public static func apply(environment: [String: String]) -> Bool {
    if environment["LAYOUT_DOCTOR_HEAP"] == "system" { return false }
    #if canImport(Glibc)
      // Each returns 1 on success; a glibc that refuses a value keeps its default, which is
      // only slower.
      _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
      _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
      return true
    #else
      return false
    #endif
  }
}
