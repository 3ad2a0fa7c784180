import Foundation
import LayoutModel
import Testing

@testable import LayoutDoctorCLI

/// Error messages quote input; the terminal must never receive its control characters (an
/// escape sequence in a view id could retitle the window or clear the screen).
@Suite struct ErrorLineTests {
  /// Writes `text` as `name` in a fresh folder; returns its path.
  static func listing(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("error-line-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Removes the folder `listing(_:_:)` made for `path`.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  @Test func controlCharactersAreShownAsEscapes() {
    #expect(
      MessageLine.oneLine("found '\u{1B}]0;TITLE\u{07}\u{1B}[2J'")
        == "found '\\u{1B}]0;TITLE\\u{07}\\u{1B}[2J'")
    #expect(MessageLine.oneLine("a\u{7F}b\u{9B}c\u{0}d") == "a\\u{7F}b\\u{9B}c\\u{00}d")
  }

  @Test func lineBreaksAreFoldedAndOtherTextKept() {
    #expect(MessageLine.oneLine("one\ntwo\r\nthree") == "one two three")
    #expect(MessageLine.oneLine("tab\there — é → ok") == "tab here — é → ok")
    #expect(MessageLine.oneLine("\nlead\u{2028}\u{2029}para\u{0B}feed\n") == "lead para feed")
  }

  @Test func aLocatedErrorIsNotPrefixedTwice() throws {
    let path = try Self.listing("dup.layout", "view box\nview box\n")
    defer { Self.remove(path) }
    for command in ["check", "graph", "solve"] {
      let io = CommandIO()
      let status = LayoutDoctorCLI.run([command, path], io: io)
      #expect(status == .usageOrInputError)
      #expect(io.stderr.text.hasPrefix(path + ":2:6: error: duplicate"), "\(command)")
    }
  }

  @Test func aListingWithAnEscapeSequenceGivesAPlainErrorLine() throws {
    let path = try Self.listing("esc.layout", "view \u{1B}]0;TITLE\u{07}\u{1B}[2J\n")
    defer { Self.remove(path) }
    for command in ["check", "graph", "solve"] {
      let io = CommandIO()
      _ = LayoutDoctorCLI.run([command, path], io: io)
      #expect(!io.stderr.text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
      #expect(io.stderr.text.contains("\\u{1B}"), "\(command)")
    }
  }
}
