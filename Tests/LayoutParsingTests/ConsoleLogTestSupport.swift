import LayoutModel
import LayoutParsing
import Testing

/// Shorthands for the console-log tests.
enum Log {
  /// `Class:0xADDR` (optionally with text).
  static func item(_ className: String, _ address: String, text: String? = nil)
    -> ConstraintDescriptionItem
  {
    ConstraintDescriptionItem(className: className, address: address, text: text)
  }

  /// A name resolved through `names:`.
  static func named(_ name: String, _ address: String?) -> ConstraintDescriptionItem {
    ConstraintDescriptionItem(address: address, name: name)
  }

  /// The superview `|` resolved through `'|':Class:0xADDR`.
  static func superview(_ className: String, _ address: String) -> ConstraintDescriptionItem {
    ConstraintDescriptionItem(className: className, address: address, isSuperview: true)
  }

  static func attr(_ attribute: LayoutAttribute) -> ConstraintDescriptionAttribute {
    .standard(attribute)
  }

  /// Parses one description, recording a test issue on failure.
  static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> ConstraintDescription?
  {
    do {
      return try ConstraintDescription(parsing: text)
    } catch {
      Issue.record("\(error) in \(text)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The parse error for a description that must not parse.
  static func error(_ text: String) -> ConstraintDescriptionError? {
    do {
      _ = try ConstraintDescription(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  /// The single report of `text`.
  static func report(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> ConsoleLogReport?
  {
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.count == 1, sourceLocation: sourceLocation)
    return log.reports.first
  }
}
