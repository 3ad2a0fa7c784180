/// The usage line of a command, built from its declarations.
enum Usage {
  /// Closed value sets up to this size are spelled out in the usage line (`text|json|html`);
  /// larger ones show the value name (`FORMAT`).
  static let spelledOutChoices = 4

  /// The positional arguments, then each option in brackets: `FILE [--format text|json]`.
  static func line(arguments: [Positional], options: [OptionSpec]) -> String {
    words(arguments: arguments, options: options).joined(separator: " ")
  }

  /// The usage line's units, each kept whole when `--help` wraps it: `FILE`, `[-o FILE]`.
  static func words(arguments: [Positional], options: [OptionSpec]) -> [String] {
    arguments.map(\.usage) + options.map { "[\($0.usage)]" }
  }
}
