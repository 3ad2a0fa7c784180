/// What a value or a positional argument completes to in a shell.
public enum CompletionKind: Sendable, Equatable {
  /// Free text (a number, `ITEM.ATTR`): nothing to offer.
  case none
  /// A path to a file or folder.
  case file
  /// One of a closed set of words.
  case choices([String])
  /// The name of a `layout-doctor` command.
  case command
}
