import LayoutModel

/// An input that is not text (an image, a compressed file, an executable): what every command
/// says of a file it is given that it cannot read as a log, listing or dump.
public struct InputTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it (`<stdin>` for standard input).
  public var file: String
  /// What its first bytes show it to be: `a PNG image`, `gzip-compressed data`, `binary data`.
  public var what: String

  /// Creates the error.
  public init(file: String, what: String) {
    self.file = file
    self.what = what
  }

  /// `shot.png: not a text file (a PNG image); give a console log, a layout listing or a JSON
  /// layout dump`, one line.
  public var description: String {
    MessageLine.escaping(
      "\(file): not a text file (\(what)); give a console log, a layout listing or a JSON"
        + " layout dump")
  }
}
