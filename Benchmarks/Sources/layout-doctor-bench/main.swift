import Foundation

// layout-doctor-bench console-log [FILE]: streams a console log (generated, 50 MB with 1,000
// reports, when FILE is missing).
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "console-log" {
  let path = arguments.dropFirst().first ?? "/tmp/layout-doctor-bench-console.log"
  do {
    if arguments.count < 2 {
      try ConsoleLogBenchmark.generate(
        path: path, fixtures: "fixtures/console-logs", reports: 1_000, megabytes: 50)
    }
    try ConsoleLogBenchmark.run(path: path)
  } catch {
    print("error: \(error)")
  }
} else {
  print("layout-doctor-bench: not yet implemented")
}
