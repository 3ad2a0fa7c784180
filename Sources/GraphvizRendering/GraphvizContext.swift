import CGraphviz
import Foundation

/// Graphviz's process-wide state: one `GVC_t`, one lock, one message buffer.
///
/// Graphviz is not thread-safe, not even with one context per thread (measured on 2.42: two
/// threads with their own contexts crashed in 5 of 6 runs), so every job runs inside `lock`, and
/// there is one context per process (each `gvContext()` leaks its 3.6 KB plugin configuration
/// text). The message handler is a C function pointer and cannot capture, so it appends to
/// `capturedText`, which is only touched while `lock` is held: Graphviz calls the handler
/// synchronously from inside a job.
final class GraphvizContext: @unchecked Sendable {
  /// The one instance.
  static let shared = GraphvizContext()

  private let lock = NSLock()
  private var context: OpaquePointer?

  private init() {}

  /// Runs `body` with the context while holding the process-wide lock; Graphviz's messages from
  /// inside `body` are available through `messages()`.
  ///
  /// - Throws: `GraphvizError.contextUnavailable` when `gvContext()` fails, or what `body` throws.
  func withContext<T>(
    _ body: (OpaquePointer) throws(GraphvizError) -> T
  ) throws(GraphvizError) -> T {
    lock.lock()
    defer { lock.unlock() }
    let context: OpaquePointer
    if let existing = self.context {
      context = existing
    } else {
      cgv_set_message_handler { piece in
        if let piece { graphvizCapturedText += String(cString: piece) }
        return 0
      }
      guard let created = gvContext() else { throw .contextUnavailable }
      self.context = created
      context = created
    }
    graphvizCapturedText = ""
    cgv_reset_error_level()
    return try body(context)
  }

  /// The messages captured since the job started; call only inside `withContext`.
  func messages() -> GraphvizMessages {
    GraphvizMessages(captured: graphvizCapturedText)
  }

  /// Whether Graphviz reported an error (not only warnings) since the job started; call only
  /// inside `withContext`.
  func sawError() -> Bool {
    cgv_saw_error() != 0
  }
}

/// Text Graphviz's message handler received; guarded by `GraphvizContext`'s lock.
nonisolated(unsafe) private var graphvizCapturedText = ""
