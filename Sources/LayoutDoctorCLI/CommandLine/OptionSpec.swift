/// An option a command accepts, without its value type: what the scanner, `--help`, the
/// manual page and the completions read. Declared through `Option<Value>`, whose `spec` it is.
public struct OptionSpec: Sendable {
  /// The long name with its dashes, e.g. `--format`.
  public var name: String
  /// A short alias with its dash, e.g. `-o`, or `nil`.
  public var short: String?
  /// The value's placeholder (`FILE`, `FORMAT`) for an option that takes a value; `nil` for a
  /// flag.
  public var valueName: String?
  /// One or two sentences for `--help`; the option's entry in `man/layout-doctor.1` starts
  /// with them.
  public var help: String
  /// What the manual page says after `help` (mdoc text), when it says more: never `help`
  /// again, so that no option is described twice.
  public var discussion: String?
  /// Whether the option may be given more than once.
  public var repeatable: Bool
  /// What the shell offers for the value.
  public var completion: CompletionKind
  /// Reads one value; the result has the type of the `Option<Value>` that declared it.
  /// - Throws: `CLIError.usage` naming the option when the value is not acceptable.
  let parse: @Sendable (String) throws -> any Sendable

  /// The accepted values, if the set is closed.
  public var allowedValues: [String]? {
    if case .choices(let values) = completion { return values }
    return nil
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// `--format text|json`, `-o FILE` or `--only-conflicts`, as the usage line shows it.
  public var usage: String {
    guard let valueName else { return short ?? name }
    let value =
      allowedValues.map { $0.count <= Usage.spelledOutChoices ? $0.joined(separator: "|") : nil }
      ?? nil
    return "\(short ?? name) \(value ?? valueName)"
  }
}
