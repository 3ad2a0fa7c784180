import Foundation
import LayoutDoctorDump
import LayoutDumpFakes

/// The capture core on a fake tree of list cells (`FakeTrees.cells`): the time to capture it
/// into a `LayoutDumpDocument`, the time to write its JSON, and the JSON's size. Goal (issue 15):
/// 10,000 views captured in at most 200 ms, JSON at most 10 MB.
@MainActor
enum CaptureBenchmark {
  /// Runs `runs` times on a fresh tree of `views` views; one JSON line per run.
  static func run(views: Int, runs: Int) {
    let root = FakeTrees.cells(views)
    for _ in 0..<runs {
      let (document, capture) = Clock.measure {
        LayoutDump.capture(root, environment: .unspecified)
      }
      let (json, write) = Clock.measure { LayoutDump.json(document) }
      var line = JSONLine()
      line.add("benchmark", "capture")
      line.add("views", document.views.count)
      line.add("constraints", document.constraints.count)
      line.add("capture_s", capture)
      line.add("json_s", write)
      line.add("json_bytes", json.utf8.count)
      line.add("json_mb", Double(json.utf8.count) / 1_000_000)
      FileHandle.standardOutput.write(Data((line.text + "\n").utf8))
    }
  }
}
