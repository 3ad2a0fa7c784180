import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Lines that could not be read are "could not be read (line N)", never "the log hides them
/// (<private>)" unless the log says `<private>`, and the recovery line is not one of the listed
/// constraints; another solver's "Conflicting constraints detected" is no AppKit report.
@Suite struct UnreadableInputTests {
  static func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
    InputHonestyTests.run(arguments)
  }

  @Test func linesThatCouldNotBeReadAreNotPrivate() {
    let garbled = "fixtures/input/garbled-list.log"
    let explain = Self.run(["explain", garbled])
    // The file's summary first, then the report.
    #expect(
      explain.stdout.hasPrefix(
        "\(garbled): 1 report, 1 list that could not be read, 4 unreadable lines.\n\n"
          + "\(garbled):1: UIKit could not satisfy the 3 constraints it listed together (3 of them"
          + " could not be read); the one it broke is cut off in the log.\n"))
    #expect(explain.stdout.contains("None of the 3 listed lines could be read"))
    let check = Self.run(["check", garbled])
    #expect(
      check.stdout.contains(
        "UIKit could not satisfy its constraints, but the listed constraints could not be read"
          + " (lines 7, 8, 9). [unsatisfiable-constraints]"))
    // The recovery line is the broken constraint, not a listed one.
    #expect(
      check.stdout.contains(
        "13:1  warning  The constraint UIKit broke by the report at line 1 could not be read"
          + " (column 36: expected ' == ', ' <= ' or ' >= '), so which one it broke is not"
          + " known."))
    #expect(
      !check.stdout.contains(
        "so the report at line 1 may be incomplete. [unparsed-log-line]\n        note     Line: <NSLayoutConstraint:0x600001a0c999"
      ))
    for output in [explain.stdout, check.stdout] {
      #expect(!output.contains("<private>"))
      #expect(!output.contains("hidden"))
    }
    let redacted = Self.run(["check", "fixtures/input/private-list.log"])
    #expect(redacted.stdout.contains("but the log hides them (<private>)"))
  }

  @Test(arguments: ["kiwisolver-traceback.log", "kiwisolver-conflicting.log"])
  func anotherSolversMessageIsNotAnAppKitReport(file: String) {
    let path = "fixtures/input/\(file)"
    let explain = Self.run(["explain", path])
    #expect(explain.status == .success)
    #expect(
      explain.stdout
        == "\(path): no \"Unable to simultaneously satisfy constraints\" report found.\n")
    let check = Self.run(["check", path, "--fail-on", "warning"])
    #expect(check.status == .success)
    #expect(check.stdout == "No problems found in 1 file.\n")
  }
}
