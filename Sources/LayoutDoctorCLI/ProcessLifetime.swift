import Foundation

/// Values kept until the process exits instead of being freed when a command returns.
///
/// Otherwise a command's last step would be freeing what it built: on a large layout the
/// document, the engine and the solver's tableau are a few hundred thousand heap blocks,
/// released one by one only for the process to exit next (the measurement is in
/// `Benchmarks/README.md`, "Repeats of any address length, no frees at exit"). The
/// executable's `CommandIO.process()` hands them
/// here, where nothing ever frees them, as compilers do with their whole program at exit (clang
/// runs its front end with `-disable-free`); the system takes the memory back at exit. An IO
/// made in tests drops them at once, so a test process does not grow with each run.
enum ProcessLifetime {
  /// The values kept so far, behind a lock (commands may run on several threads in tests).
  private final class Store: @unchecked Sendable {
    let lock = NSLock()
    var values: [Any] = []
  }

  private static let store = Store()

  /// Keeps `value` (and so everything it references) until the process exits.
  static func keep(_ value: Any) {
    store.lock.lock()
    defer { store.lock.unlock() }
    store.values.append(value)
  }

  /// How many values are kept.
  static var count: Int {
    store.lock.lock()
    defer { store.lock.unlock() }
    return store.values.count
  }
}
