/// Help texts built from the command table.
enum Help {
  /// `layout-doctor --help`.
  static func overview() -> String {
    var text = """
      layout-doctor: debug Auto Layout without a device.

      Reads UIKit/AppKit console output ("Unable to simultaneously satisfy constraints") or a
      layout listing / JSON dump, rebuilds the constraint system, solves it and says what is
      wrong and how to fix it.

      USAGE: layout-doctor COMMAND [OPTIONS]

      COMMANDS:

      """
    let width = (LayoutDoctorCLI.commands.map { $0.name.count }.max() ?? 0) + 2
    for command in LayoutDoctorCLI.commands {
      text += "  " + pad(command.name, width) + command.abstract + "\n"
    }
    text += "\nOPTIONS:\n" + rows(LayoutDoctorCLI.options)
    text += """

      EXIT STATUS: 0 success; 1 findings at or above the failure level (check); 2 usage error,
      unreadable or unparsable input.

      """
    return text
  }

  /// `layout-doctor COMMAND --help`.
  static func commandHelp(_ command: any Command.Type) -> String {
    var text = "layout-doctor \(command.name): \(command.abstract)\n\n"
    text += "USAGE: layout-doctor \(command.name) \(command.usage)\n"
    if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
    return text + "\nOPTIONS:\n" + rows(command.allOptions)
  }

  /// One row per option: `-o, --output FILE` and its help, aligned (an option wider than 28
  /// columns has its help on the next line).
  static func rows(_ options: [OptionSpec]) -> String {
    let rows = options.map { option -> (String, String) in
      var left = option.short.map { "\($0), " } ?? ""
      left += option.name
      if let value = option.valueName { left += " \(value)" }
      return (left, option.help)
    }
    let width = min((rows.map { $0.0.count }.max() ?? 0) + 2, 30)
    var text = ""
    for (left, help) in rows {
      if left.count + 2 > width {
        text += "  \(left)\n  " + pad("", width) + help + "\n"
      } else {
        text += "  " + pad(left, width) + help + "\n"
      }
    }
    return text
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

/// `layout-doctor help [COMMAND]`.
enum HelpCommand: Command {
  static let name = "help"
  static let abstract = "Show the list of commands, or one command's options."
  static let arguments = [Positional("COMMAND", optional: true, completion: .command)]
  static let options: [OptionSpec] = []

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    guard let name = invocation.arguments.first else {
      io.stdout.write(Help.overview())
      return .success
    }
    guard let command = LayoutDoctorCLI.commands.first(where: { $0.name == name }) else {
      throw CLIError.usage("unknown command '\(name)'")
    }
    io.stdout.write(Help.commandHelp(command))
    return .success
  }
}
