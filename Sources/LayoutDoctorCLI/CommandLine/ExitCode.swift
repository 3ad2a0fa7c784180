/// The exit status of `layout-doctor`, as CI gates expect it.
public enum ExitCode: Int32, Sendable {
  /// Success: the input was read and nothing at or above the failure level was found.
  case success = 0
  /// Findings at or above the failure level (`check`).
  case findings = 1
  /// Usage error, unreadable or unparsable input.
  case usageOrInputError = 2
}
