import Foundation

/// The progress line `check` keeps on standard error during long runs: `checked 120 of 1000
/// inputs`, rewritten in place, and erased at the end.
///
/// It appears only when standard error is a terminal, there is more than one input, and the
/// run has taken longer than `delay`; it is redrawn at most every `interval`.
final class CheckProgress: @unchecked Sendable {
  private let lock = NSLock()
  private let sink: TextSink
  private let total: Int
  private let enabled: Bool
  private let now: @Sendable () -> Double
  private let start: Double
  private let delay: Double
  private let interval: Double
  private var done = 0
  private var lastDrawn: Double?

  /// - Parameters:
  ///   - total: the number of inputs.
  ///   - sink: standard error.
  ///   - now: seconds on a monotonic clock (injected by tests).
  init(
    total: Int, sink: TextSink, enabled: Bool? = nil, delay: Double = 1, interval: Double = 0.1,
    now: @escaping @Sendable () -> Double = CheckProgress.monotonicSeconds
  ) {
    self.total = total
    self.sink = sink
    self.enabled = (enabled ?? sink.isTerminal) && total > 1
    self.now = now
    self.start = now()
    self.delay = delay
    self.interval = interval
  }

  /// Counts one finished input and redraws the line when due.
  func step() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let time = now()
    guard time - start >= delay, lastDrawn.map({ time - $0 >= interval }) ?? true else { return }
    lastDrawn = time
    sink.write("\r\u{1B}[Kchecked \(done) of \(total) inputs")
  }

  /// Erases the line if it was drawn.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if lastDrawn != nil { sink.write("\r\u{1B}[K") }
    lastDrawn = nil
  }

  @Sendable static func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}
