import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// What every reader must do with any bytes: return a model, or throw an error whose text is
/// one line naming the file.
enum ReaderChecks {
  /// The name harness inputs go by in messages.
  static let file = "fuzz-input"

  /// `message` is one line that starts with the file's name.
  static func requireOneLine(_ message: String) {
    FuzzCheck.require(!message.contains("\n"), "error spans lines: \(message)")
    FuzzCheck.require(message.hasPrefix(file), "error does not name the file: \(message)")
  }

  /// Every number in `document` is finite.
  static func requireFinite(_ document: LayoutDocument) {
    for constraint in document.constraints {
      FuzzCheck.requireFinite(constraint.constant, "constant of \(constraint)")
      FuzzCheck.requireFinite(constraint.multiplier, "multiplier of \(constraint)")
    }
    for view in document.hierarchy.views {
      if let frame = view.frame {
        for value in [frame.x, frame.y, frame.width, frame.height] {
          FuzzCheck.requireFinite(value, "frame of \(view.id)")
        }
      }
    }
  }

  /// Reads `bytes` with `LayoutFileParser` and checks the result or the error.
  static func layoutDump(_ bytes: [UInt8], json: Bool) {
    do {
      let result =
        json
        ? try LayoutFileParser.parseJSON(bytes, file: file)
        : try LayoutFileParser.parse(bytes, file: file)
      requireFinite(result.document)
      for warning in result.warnings { requireOneLine(warning.description) }
    } catch {
      requireOneLine(error.description)
    }
  }

  /// Reads `bytes` as a console log and checks that every line number lies in the text.
  static func consoleLog(_ bytes: [UInt8]) -> ConsoleLog {
    let text = String(decoding: bytes, as: UTF8.self)
    let log = ConsoleLog(parsing: text, file: file)
    var lines = 1
    for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
    for report in log.reports {
      FuzzCheck.require((1...lines).contains(report.line), "report line \(report.line) of \(lines)")
    }
    for trace in log.traces {
      FuzzCheck.require(
        1 <= trace.line && trace.line <= trace.endLine && trace.endLine <= lines,
        "trace lines \(trace.line)...\(trace.endLine) of \(lines)")
    }
    for line in log.allUnparsed {
      FuzzCheck.require((1...lines).contains(line.line), "unparsed line \(line.line) of \(lines)")
    }
    return log
  }
}
