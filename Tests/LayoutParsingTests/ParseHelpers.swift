import LayoutModel
import LayoutParsing

/// Parses `text` as `file` and returns the error's one-line description, or `nil` if it
/// parsed.
func parseError(_ text: String, file: String = "t.layout") -> String? {
  do {
    _ = try LayoutFileParser.parse(Array(text.utf8), file: file)
    return nil
  } catch {
    return error.description
  }
}

/// Parses `text`, which must be valid.
func parse(_ text: String, file: String = "t.layout") throws -> LayoutFileParseResult {
  try LayoutFileParser.parse(Array(text.utf8), file: file)
}
