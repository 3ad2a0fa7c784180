import LayoutDiagnostics

/// `--size WxH` (repeatable) and `--sizes W1xH1,W2xH2,...`: the root sizes of a sweep, shared
/// by `solve`, `ambiguity`, `explain` and `check`.
enum SizeOptions {
  /// The two options.
  static let options = [
    OptionSpec(
      "--size", value: "WxH", repeatable: true,
      help: "Lay the root view out at this size in points (320x568); repeat for several."),
    OptionSpec(
      "--sizes", value: "WxH,...",
      help: "Lay the root view out at each of these sizes, comma-separated (320x568,375x667)."),
  ]

  /// The sizes given, in order (`--size` values, then `--sizes`), without repeats; empty when
  /// neither option was given.
  /// - Throws: `CLIError.usage` for a value that is not `WxH` with both in 0...1000000000.
  static func sizes(_ invocation: Invocation) throws -> [RootSize] {
    let texts =
      invocation.allValues("--size")
      + (invocation.value("--sizes")?.split(separator: ",", omittingEmptySubsequences: false)
        .map(String.init) ?? [])
    var result: [RootSize] = []
    for text in texts {
      guard let size = RootSize(text) else {
        throw CLIError.usage(
          "'\(text)' is not a size WxH in points (e.g. 320x568), each in 0...1000000000")
      }
      if !result.contains(size) { result.append(size) }
    }
    return result
  }
}
