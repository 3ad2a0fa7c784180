import LayoutModel

/// A document read from a listing or JSON dump, with anything that was read past.
public struct LayoutFileParseResult: Sendable {
  /// The layout.
  public var document: LayoutDocument
  /// Unknown keys in a JSON dump's views, guides and constraints (a listing has none).
  public var warnings: [LayoutDumpWarning]
  /// Which format the input was in: `.layoutListing` or `.jsonDump`.
  public var format: InputKind

  /// Creates a result.
  public init(document: LayoutDocument, warnings: [LayoutDumpWarning], format: InputKind) {
    self.document = document
    self.warnings = warnings
    self.format = format
  }
}

/// Reads a layout from either format, documented in `layout-dump(5)`.
public enum LayoutFileParser {
  /// The format of `bytes`: a JSON dump when they start as JSON does
  /// (`InputKind.startsAsJSON`: `{`, or `[` then a JSON value), otherwise a listing.
  public static func format(of bytes: [UInt8]) -> InputKind {
    InputKind.startsAsJSON(bytes) ? .jsonDump : .layoutListing
  }

  /// Reads a listing or a JSON dump, telling them apart with `format(of:)`.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents, UTF-8.
  ///   - file: the name to use in locations, as the user gave it.
  /// - Throws: `LayoutFileError` at the first problem (see `LayoutListingParser.parse` and
  ///   `parseJSON`).
  public static func parse(_ bytes: [UInt8], file: String) throws(LayoutFileError)
    -> LayoutFileParseResult
  {
    guard format(of: bytes) == .layoutListing else { return try parseJSON(bytes, file: file) }
    return LayoutFileParseResult(
      document: try LayoutListingParser.parse(bytes, file: file), warnings: [],
      format: .layoutListing)
  }

  /// Reads a JSON dump.
  ///
  /// - Throws: `LayoutFileError`: syntax errors and truncation at their line and column (with
  ///   the JSON path being read); wrong types, missing keys, invalid values, unknown or
  ///   duplicate ids, cycles, invalid pairings and priorities at the value's JSON path; an
  ///   empty file or a dump with neither views nor constraints as `.emptyInput`.
  public static func parseJSON(_ bytes: [UInt8], file: String) throws(LayoutFileError)
    -> LayoutFileParseResult
  {
    if bytes.allSatisfy({ [.space, .tab, .newline, .carriageReturn].contains($0) }) {
      throw LayoutFileError(.emptyInput, at: SourceLocation(file: file, line: 1, column: 1))
    }
    let root = try LayoutDumpJSONReader.read(bytes, file: file)
    var decoder = LayoutDumpJSONDecoder(file: file)
    let document = try decoder.document(root)
    return LayoutFileParseResult(document: document, warnings: decoder.warnings, format: .jsonDump)
  }
}
