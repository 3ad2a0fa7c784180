/// W6: the time to the full ambiguity report (ambiguous variables with ranges and witnesses).
///
/// Not yet measurable: the ambiguity analysis is not on main. Until it is, the benchmark
/// reads the file (so a missing or malformed file is still reported) and prints a line with
/// `"status":"not yet"` and the variables the header expects.
struct AmbiguityBenchmark {
  /// Runs once and returns the JSON line.
  func run(_ path: String) throws(BenchmarkError) -> String {
    let input = try WorkloadInput.load(path)
    var line = JSONLine()
    line.add("bench", "ambiguity")
    line.add("workload", input.name)
    line.add("views", input.document.hierarchy.views.count)
    line.add("status", "not yet")
    line.add("reason", "the ambiguity analysis (LayoutDiagnostics, Solver.optimalRange) is not on main")
    let expected = (input.header("expected-ambiguous") ?? "").split(separator: " ").map(String.init)
    line.add("expected", expected)
    return line.text
  }
}
