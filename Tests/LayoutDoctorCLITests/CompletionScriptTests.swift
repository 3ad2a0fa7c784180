import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `layout-doctor completion bash|zsh|fish`: every command and option is offered, and each
/// script is valid for its shell (checked with `SHELL -n` when the shell is installed).
@Suite struct CompletionScriptTests {
  static func installed(_ shell: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)")
      || FileManager.default.isExecutableFile(atPath: "/bin/\(shell)")
  }

  /// Why a shell's syntax check is skipped, as the test run prints it.
  static func skipped(_ shell: String) -> Comment {
    "\(shell) is not installed (/usr/bin/\(shell), /bin/\(shell)); `make setup` installs it"
  }

  /// Runs `shell` with `arguments`, `script` on standard input; returns the status and
  /// everything it printed.
  static func run(_ shell: String, _ arguments: [String], script: String) throws -> (
    Int32, String
  ) {
    let result = try Executable.run(
      URL(fileURLWithPath: "/usr/bin/env"), [shell] + arguments, stdin: script)
    return (result.status, result.stdout + result.stderr)
  }

  @Test(arguments: CompletionScript.Shell.allCases)
  func everyCommandAndOptionAppears(_ shell: CompletionScript.Shell) {
    let script = CompletionScript.script(for: shell)
    for command in LayoutDoctorCLI.commands {
      #expect(script.contains(command.name), "\(shell) \(command.name)")
      for option in command.allOptions {
        let long = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
        #expect(script.contains(long), "\(shell) \(command.name) \(option.name)")
        if let short = option.short {
          let word = shell == .fish ? "-s \(short.dropFirst())" : short
          #expect(script.contains(word), "\(shell) \(command.name) \(short)")
        }
        for value in option.allowedValues ?? [] {
          #expect(script.contains(value), "\(shell) \(command.name) \(option.name) \(value)")
        }
      }
    }
  }

  @Test(arguments: CompletionScript.Shell.allCases)
  func completionCommandPrintsTheScript(_ shell: CompletionScript.Shell) {
    let io = CommandIO()
    #expect(LayoutDoctorCLI.run(["completion", shell.rawValue], io: io) == .success)
    #expect(io.stdout.text == CompletionScript.script(for: shell))
  }

  @Test func unknownShellIsAUsageError() {
    let io = CommandIO()
    #expect(LayoutDoctorCLI.run(["completion", "tcsh"], io: io) == .usageOrInputError)
    #expect(io.stderr.text.hasPrefix("error: unknown shell 'tcsh'; use bash, zsh, fish\n"))
  }

  @Test func bashSyntax() throws {
    let (status, output) = try Self.run("bash", ["-n"], script: CompletionScript.script(for: .bash))
    #expect(status == 0, "\(output)")
  }

  @Test(.enabled(if: installed("zsh"), skipped("zsh"))) func zshSyntax() throws {
    let (status, output) = try Self.run("zsh", ["-n"], script: CompletionScript.script(for: .zsh))
    #expect(status == 0, "\(output)")
  }

  @Test(.enabled(if: installed("fish"), skipped("fish"))) func fishSyntax() throws {
    let (status, output) = try Self.run(
      "fish", ["--no-execute"], script: CompletionScript.script(for: .fish))
    #expect(status == 0, "\(output)")
  }

  /// What bash offers for the words typed so far (the last one being completed).
  static func bashCompletions(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let script =
      CompletionScript.script(for: .bash)
      + "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _layout_doctor\n"
      + "printf '%s\\n' \"${COMPREPLY[@]}\"\n"
    let (status, output) = try run("bash", [], script: script)
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  @Test func bashOffersCommandsOptionsAndValues() throws {
    #expect(try Self.bashCompletions(["layout-doctor", "am"]) == ["ambiguity"])
    #expect(try Self.bashCompletions(["layout-doctor", "solve", "--fo"]) == ["--format"])
    #expect(
      try Self.bashCompletions(["layout-doctor", "graph", "--format", ""])
        == ["dot", "svg", "png", "pdf"])
    #expect(try Self.bashCompletions(["layout-doctor", "check", "--fail-on", "w"]) == ["warning"])
    #expect(try Self.bashCompletions(["layout-doctor", "help", "ex"]) == ["explain"])
    #expect(try Self.bashCompletions(["layout-doctor", "solve", "--width", ""]).isEmpty)
  }
}
