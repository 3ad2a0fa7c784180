import Foundation
import Testing

@testable import GraphvizRendering

/// Tests that need a fresh process: Graphviz's context and message handler are process-wide.
@Suite struct GraphvizProcessTests {
  @Test func graphvizWritesNothingToStandardError() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      do {
        _ = try GraphvizRenderer.render(dot: "digraph { a -> ; }", format: .svg)
        exit(1)
      } catch {
        guard case .syntax = error as? GraphvizError else { exit(2) }
      }
      let warned = try? GraphvizRenderer.render(dot: "digraph { a [shape=nope] }", format: .svg)
      exit(warned?.warnings.isEmpty == false ? 0 : 3)
    }
    // The test library itself leaves a few bytes of its own on the child's standard error, so
    // look for Graphviz's words rather than for an empty stream.
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    for word in ["Error", "Warning", "syntax", "shape"] {
      #expect(!stderr.contains(word), "standard error: \(stderr)")
    }
  }

  @Test func aMissingPluginConfigurationIsNamed() async {
    await #expect(processExitsWith: .success) {
      let empty = FileManager.default.temporaryDirectory
        .appendingPathComponent("graphviz-empty-\(getpid())")
      try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      setenv("GVBINDIR", empty.path, 1)
      do {
        _ = try GraphvizRenderer.render(dot: "digraph { a -> b }", format: .svg)
        exit(1)
      } catch {
        guard case .pluginsNotConfigured(let message) = error as? GraphvizError else { exit(2) }
        let named = message.contains("Layout type: \"dot\" not recognized")
        exit(named && "\(error)".contains("dot -c") ? 0 : 3)
      }
    }
  }
}
