/// Why a benchmark could not run; printed as one `error:` line, exit status 2.
enum BenchmarkError: Error, CustomStringConvertible {
  /// Bad command-line arguments; the text says which and how to fix them.
  case usage(String)
  /// A file could not be read or parsed (the text names the file and, for parse errors, the
  /// line and column).
  case input(String)
  /// The listing uses something the benchmark's own translation does not handle.
  case unsupported(String)
  /// The solver refused the workload; the text names the constraint.
  case solver(String)

  var description: String {
    switch self {
    case .usage(let text): "\(text) (see layout-doctor-bench --help)"
    case .input(let text): text
    case .unsupported(let what): "the benchmark's listing translation does not handle \(what)"
    case .solver(let text): "solver: \(text)"
    }
  }
}
