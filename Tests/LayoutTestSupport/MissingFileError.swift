/// A file or folder that a test reads is not where the test looks for it.
///
/// Thrown by `Fixtures` so that a missing input fails the test that needs it, naming the path,
/// instead of leaving the test with an empty string or an empty argument list to pass on.
public struct MissingFileError: Error, CustomStringConvertible {
  /// The absolute path that was looked for.
  public var path: String
  /// What the missing file is and where it comes from, or an empty string.
  public var hint: String

  /// A missing `path`, with an optional `hint`.
  public init(path: String, hint: String = "") {
    self.path = path
    self.hint = hint
  }

  /// `missing <path>`, then the hint after a colon.
  public var description: String {
    hint.isEmpty ? "missing \(path)" : "missing \(path): \(hint)"
  }
}
