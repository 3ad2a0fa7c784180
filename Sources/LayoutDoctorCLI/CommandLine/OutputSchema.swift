/// Where the manual page points for the shape of a command's JSON: the JSON Schema (draft 4)
/// `fixtures/schemas/<command>.schema.json`, which every JSON golden of the command is
/// validated against (`OutputSchemaTests`).
enum OutputSchema {
  /// The manual's sentence (mdoc) naming the schema of `command`'s JSON.
  static func manual(_ command: String) -> String {
    """
    Its shape is the JSON Schema (draft 4)
    .Pa fixtures/schemas/\(command).schema.json
    of the source distribution.
    """
  }
}
