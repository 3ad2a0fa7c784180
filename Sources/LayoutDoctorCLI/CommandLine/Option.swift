/// A typed command-line option: its name, short name, value name, help text, what the manual
/// adds to it (`discussion`), completion and the function that reads its value, declared
/// once. `Invocation` returns its value already parsed and checked (`invocation[option]`).
///
/// Adding an option is one declaration and one list entry:
///
///     static let size = Option<LayoutSize>(
///       "--size", value: "WxH", help: "Lay the root view out at W by H points.",
///       discussion: "...mdoc...") { text in
///         guard let size = LayoutSize(text) else {
///           throw CLIError.usage("option --size needs WxH in points, not '\(text)'")
///         }
///         return size
///       }
///
/// then `size.spec` in the command's `options` (or in `LayoutCommandInput.options` for
/// `solve`, `ambiguity` and `why`), and `invocation[size]` where it is used (`repeatable: true`
/// and `invocation.all(size)` for an option given several times). `--help`, the usage line and
/// the completions follow; `RECORD_SNAPSHOTS=1 swift test --filter ManualPageTests` rewrites
/// the man page's SYNOPSIS and option lists, which a test keeps current. `.path`, `.flag`,
/// `.choice`, `.integer` and `.number` declare the common kinds with their error messages.
public struct Option<Value: Sendable>: Sendable {
  /// The declaration without the value type.
  public let spec: OptionSpec

  /// An option with a value read by `parse`.
  /// - Parameters:
  ///   - parse: reads the text; throws `CLIError.usage` (one line naming the option) when the
  ///     text is not acceptable.
  public init(
    _ name: String, short: String? = nil, value valueName: String, help: String,
    discussion: String? = nil, repeatable: Bool = false, completion: CompletionKind = .none,
    parse: @escaping @Sendable (String) throws -> Value
  ) {
    spec = OptionSpec(
      name: name, short: short, valueName: valueName, help: help, discussion: discussion,
      repeatable: repeatable, completion: completion, parse: { try parse($0) })
  }
}
