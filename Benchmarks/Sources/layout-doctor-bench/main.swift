import Foundation
import ProcessHeap

// layout-doctor-bench: release-mode benchmarks. Each command prints JSON lines on stdout
// (one per run) for Benchmarks/bench.sh to collect; errors go to stderr with exit status 2.

let usage = """
  usage: layout-doctor-bench COMMAND [OPTIONS] FILE...

  Commands (each prints one JSON line per file and run; times in seconds):
    workload FILE...     W1-W4 listings: parse (apart), build, add, solve, read all frames;
                         with edit variables also the median edit per suggestion and the
                         median change of a required constant (Solver.setConstant).
    conflict FILE...     W5: time from the failing add to the certified minimal conflict.
    ambiguity FILE...    W6: time from the solved layout to every ambiguous variable with
                         its range and witness (solver ranging; the report is not on main).
    console-log [FILE]   streams a console log (a generated 50 MB one without FILE).
    graph                writes and renders a large constraint graph (DOT, then Graphviz):
                         --shape hierarchy|hierarchy-edges|random, --engine dot|neato|fdp|
                         sfdp|auto, --format svg|png|pdf|..., --views N, --constraints N,
                         --write PATH (also save the DOT text).
    capture [VIEWS]      LayoutDoctorDump's capture core on a fake tree of list cells
                         (default 10000 views): capture time, JSON time and JSON size.
    fixed-point [N]      issue 14: N views (default 10000), every tenth a wrapping label,
                         solved to the height-for-width fixed point, against one solve.
    sweep [N]            issue 14: N views (default 1000) laid out at 10 root widths
                         incrementally (LayoutEngine.setRootSize), against one solve.

  Options:
    --runs N             repeat each file N times in this process (default 1; the script
                         uses fresh processes instead).
    --edits N            time only the first N suggestions (default: all).
    --changes N          constant changes after the suggestions (default 200, 0 for none).
    --edit-setup WHEN    pin (default; as kiwi_baseline.py: a required pin while adding),
                         first (edit variables before the constraints) or last (after).
    --frames PATH        workload: write the final frames as JSON to PATH (one file only).
    -h, --help           print this help.
  """

/// The parsed command line.
struct Invocation {
  var command = ""
  var files: [String] = []
  var runs = 1
  var edits: Int?
  var changes = 200
  var frames: String?
  var editSetup = ListingSystem.EditSetup.pin
  var graph = GraphBenchmark()

  init(_ arguments: [String]) throws(BenchmarkError) {
    var rest = arguments[...]
    guard let command = rest.popFirst() else { throw .usage("missing command") }
    self.command = command
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs": runs = try Self.count(argument, rest.popFirst(), minimum: 1)
      case "--edits": edits = try Self.count(argument, rest.popFirst(), minimum: 0)
      case "--changes": changes = try Self.count(argument, rest.popFirst(), minimum: 0)
      case "--edit-setup":
        guard let text = rest.popFirst(), let value = ListingSystem.EditSetup(rawValue: text)
        else { throw .usage("--edit-setup needs pin, first or last") }
        editSetup = value
      case "--shape", "--engine", "--format", "--write":
        guard let text = rest.popFirst() else { throw .usage("\(argument) needs a value") }
        switch argument {
        case "--shape": graph.shape = text
        case "--engine": graph.engine = text
        case "--format": graph.format = text
        default: graph.writePath = text
        }
      case "--views": graph.views = try Self.count(argument, rest.popFirst(), minimum: 2)
      case "--constraints":
        graph.constraints = try Self.count(argument, rest.popFirst(), minimum: 0)
      case "--frames":
        guard let path = rest.popFirst() else { throw .usage("--frames needs a PATH") }
        frames = path
      default:
        guard !argument.hasPrefix("--") else { throw .usage("unknown option \(argument)") }
        files.append(argument)
      }
    }
  }

  private static func count(_ option: String, _ text: String?, minimum: Int) throws(BenchmarkError)
    -> Int
  {
    guard let text, let value = Int(text), value >= minimum else {
      throw .usage("\(option) needs a whole number >= \(minimum)")
    }
    return value
  }
}

func runBenchmarks(_ arguments: [String]) throws(BenchmarkError) {
  if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    return
  }
  let invocation = try Invocation(arguments)
  let runOne: (String) throws(BenchmarkError) -> String
  switch invocation.command {
  case "workload":
    if invocation.frames != nil && invocation.files.count != 1 {
      throw .usage("--frames takes exactly one FILE")
    }
    let benchmark = WorkloadBenchmark(
      editSetup: invocation.editSetup, editLimit: invocation.edits, changes: invocation.changes,
      framesPath: invocation.frames)
    runOne = { path throws(BenchmarkError) in try benchmark.run(path) }
  case "conflict":
    runOne = { path throws(BenchmarkError) in try ConflictBenchmark().run(path) }
  case "ambiguity":
    runOne = { path throws(BenchmarkError) in try AmbiguityBenchmark().run(path) }
  case "graph":
    let line = try invocation.graph.run() + "\n"
    FileHandle.standardOutput.write(Data(line.utf8))
    return
  case "capture":
    let views =
      try invocation.files.first.map { text throws(BenchmarkError) in
        guard let count = Int(text), count >= 1 else { throw .usage("capture needs a view count") }
        return count
      } ?? 10_000
    MainActor.assumeIsolated { CaptureBenchmark.run(views: views, runs: invocation.runs) }
    return
  case "fixed-point", "sweep":
    let count = invocation.files.first.flatMap { Int($0) }
    let views = count ?? (invocation.command == "sweep" ? 1_000 : 10_000)
    guard views >= 10 else { throw .usage("\(invocation.command) needs N >= 10 views") }
    let benchmark = WrappingBenchmark(views: views, sizes: 10)
    for _ in 0..<invocation.runs {
      print(
        invocation.command == "sweep" ? try benchmark.sweep() : try benchmark.fixedPoint())
    }
    return
  case "console-log":
    let path = invocation.files.first ?? "/tmp/layout-doctor-bench-console.log"
    do {
      if invocation.files.isEmpty {
        try ConsoleLogBenchmark.generate(
          path: path, fixtures: "fixtures/console-logs", reports: 1_000, megabytes: 50)
      }
      try ConsoleLogBenchmark.run(path: path)
    } catch {
      throw .input("console-log: \(error)")
    }
    return
  default:
    throw .usage("unknown command '\(invocation.command)'")
  }
  guard !invocation.files.isEmpty else { throw .usage("\(invocation.command) needs a FILE") }
  for file in invocation.files {
    for _ in 0..<invocation.runs {
      let line = try runOne(file) + "\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
  }
}

// The heap set up as the `layout-doctor` executable sets up its own, so that the library's times
// are the ones a user's run sees; LAYOUT_DOCTOR_HEAP=system keeps the allocator's defaults.
HeapTuning.apply(environment: ProcessInfo.processInfo.environment)
do {
  try runBenchmarks(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
