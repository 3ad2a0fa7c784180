import Foundation
import LayoutDiagnostics

/// `layout-doctor explain --format json`, written one report at a time so that a long log is
/// never held whole in memory; its shape is `fixtures/schemas/explain.schema.json`.
///
/// Each report is `ConsoleExplanation.Report`, encoded with sorted keys and two-space
/// indentation; the text is the same as encoding the whole `ConsoleExplanation` at once.
/// Call `begin()`, then `report(_:first:)` for each report, then `end(empty:traces:)`.
public struct ExplainJSONReport: Sendable {
  public init() {}

  /// The opening of the document.
  public func begin() -> String { "{\n  \"reports\" : [" }

  /// One report, preceded by the separator it needs (`first` for the first one).
  public func report(_ report: ConsoleExplanation.Report, first: Bool) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The report holds only strings, numbers, booleans, nulls and arrays of them (numbers are
    // finite: forms with a non-finite number are left without one), which always encode.
    let text = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    let indented = Self.compactingEmptyContainers(
      text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 })
    return (first ? "\n" : ",\n") + indented.joined(separator: "\n")
  }

  /// The lines with every empty array or object on one line (`[]`): some Foundation versions
  /// print them over three lines, the middle one blank.
  static func compactingEmptyContainers(_ lines: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if index + 2 < lines.count, line.hasSuffix("[") || line.hasSuffix("{"),
        lines[index + 1].allSatisfy({ $0 == " " })
      {
        let closing = lines[index + 2].drop { $0 == " " }
        if closing.hasPrefix("]") || closing.hasPrefix("}") {
          result.append(line + closing)
          index += 3
          continue
        }
      }
      result.append(line)
      index += 1
    }
    return result
  }

  /// The closing of the document, with the traces read; `empty` when no report was written.
  public func end(empty: Bool, traces: [ConsoleExplanation.Trace] = []) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var list = "[]"
    if !traces.isEmpty, let data = try? encoder.encode(traces) {
      list = Self.compactingEmptyContainers(
        String(decoding: data, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
      ).joined(separator: "\n  ")
    }
    return (empty ? "]" : "\n  ]") + ",\n  \"traces\" : " + list + "\n}\n"
  }
}
