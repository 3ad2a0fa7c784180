/// An error that stops a command: usage errors print a usage hint, input errors do not.
/// Both exit with status 2.
public enum CLIError: Error, CustomStringConvertible {
  /// The command line is wrong (unknown option, missing argument, bad value).
  case usage(String)
  /// The input could not be read or parsed; the message names the file and line or JSON path.
  case input(String)

  public var description: String {
    switch self {
    case .usage(let message), .input(let message): return message
    }
  }
}
