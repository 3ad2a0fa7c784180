/// A positional argument of a command.
public struct Positional: Sendable {
  /// The placeholder, e.g. `FILE`.
  public var name: String
  /// Whether the argument may be left out.
  public var optional: Bool
  /// Whether the argument may be given several times.
  public var repeating: Bool
  /// Whether the usage line shows `-` (standard input) as an alternative.
  public var showsStandardInput: Bool
  /// What the shell offers for it.
  public var completion: CompletionKind

  public init(
    _ name: String, optional: Bool = false, repeating: Bool = false,
    showsStandardInput: Bool = false, completion: CompletionKind = .file
  ) {
    self.name = name
    self.optional = optional
    self.repeating = repeating
    self.showsStandardInput = showsStandardInput
    self.completion = completion
  }

  /// `FILE`, `PATH ...` or `[FILE ...|-]`.
  public var usage: String {
    let word = name + (repeating ? " ..." : "") + (showsStandardInput ? "|-" : "")
    return optional ? "[\(word)]" : word
  }
}
