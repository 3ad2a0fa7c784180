import LayoutDiagnostics

/// `--size WxH` (repeatable) and `--sizes W1xH1,W2xH2,...`: the root sizes of a sweep, shared
/// by `solve`, `ambiguity`, `why`, `explain` and `check`.
enum SizeOptions {
  /// `--size WxH`, repeatable.
  static let size = Option<RootSize>(
    "--size", value: "WxH",
    help: "Lay the root view out at this size in points (320x568);"
      + " repeat for several.", repeatable: true, parse: parse)

  /// `--sizes WxH,...`.
  static let sizes = Option<[RootSize]>(
    "--sizes", value: "WxH,...",
    help: "Lay the root view out at each of these sizes, comma-separated (320x568,375x667)."
  ) { text in
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parse(String($0)) }
  }

  /// The two declarations, for a command's option list.
  static let options = [size.spec, sizes.spec]

  /// One `WxH`.
  /// - Throws: `CLIError.usage` for a value that is not `WxH` with both in 0...1000000000.
  @Sendable static func parse(_ text: String) throws -> RootSize {
    guard let size = RootSize(text) else {
      throw CLIError.usage(
        "'\(text)' is not a size WxH in points (e.g. 320x568), each in 0...1000000000")
    }
    return size
  }

  /// The sizes given, in order (`--size` values, then `--sizes`), without repeats; empty when
  /// neither option was given.
  static func sizes(_ invocation: Invocation) -> [RootSize] {
    var result: [RootSize] = []
    for size in invocation.all(size) + (invocation[sizes] ?? []) where !result.contains(size) {
      result.append(size)
    }
    return result
  }
}
