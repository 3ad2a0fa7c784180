/// Why a YAML text could not be read, and where: libyaml's own problem, or one of the reader's
/// limits (aliases, more than one document, duplicate keys, nesting deeper than 32).
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in a few words.
  public var message: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates an error.
  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(line):\(column): \(message)" }
}
