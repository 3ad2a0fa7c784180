/// Help texts built from the command table.
enum Help {
  /// `layout-doctor --help`.
  static func overview() -> String {
    var text = "layout-doctor: debug Auto Layout without a device.\n\n"
    text += wrap(
      """
      Reads UIKit/AppKit console output ("Unable to simultaneously satisfy constraints") or a
      layout listing / JSON dump, rebuilds the constraint system, solves it and says what is
      wrong and how to fix it.
      """, indent: 0)
    text += "\nUSAGE: layout-doctor COMMAND [OPTIONS]\n\nCOMMANDS:\n"
    let width = (LayoutDoctorCLI.commands.map { $0.name.count }.max() ?? 0) + 2
    for command in LayoutDoctorCLI.commands {
      text += wrap(command.abstract, indent: 2 + width, first: "  " + pad(command.name, width))
    }
    text += "\nOPTIONS:\n" + rows(LayoutDoctorCLI.options)
    text +=
      "\n"
      + wrap(
        """
        EXIT STATUS: 0 success; 1 findings at or above the failure level (check); 2 usage error,
        unreadable or unparsable input.
        """, indent: 0)
    return text
  }

  /// `layout-doctor COMMAND --help`.
  static func commandHelp(_ command: any Command.Type) -> String {
    var text = wrap("layout-doctor \(command.name): \(command.abstract)", indent: 0) + "\n"
    // The usage line breaks between arguments and bracketed options, never inside one.
    let usage =
      ["layout-doctor", command.name]
      + Usage.words(arguments: command.arguments, options: command.options)
    text += wrap(words: usage, indent: 7, first: "USAGE: ")
    for paragraph in paragraphs(command.discussion) {
      text += "\n" + wrap(paragraph, indent: 0)
    }
    return text + "\nOPTIONS:\n" + rows(command.allOptions)
  }

  /// The column every help text is wrapped at.
  static let width = 80

  /// `text`'s paragraphs (separated by blank lines), each with its line breaks and runs of
  /// spaces made single spaces, so that the source's own line breaks never show.
  static func paragraphs(_ text: String) -> [String] {
    var paragraphs: [String] = []
    var words: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lineWords = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if lineWords.isEmpty {
        if !words.isEmpty { paragraphs.append(words.joined(separator: " ")) }
        words = []
      } else {
        words += lineWords
      }
    }
    if !words.isEmpty { paragraphs.append(words.joined(separator: " ")) }
    return paragraphs
  }

  /// `text` filled greedily into lines of at most `width` columns: `first` starts the first
  /// line (default: `indent` spaces), later lines start with `indent` spaces, and each line
  /// takes every word that fits, so no line could have taken the next line's first word. A
  /// word longer than a line has a line of its own. Each line ends with a newline.
  static func wrap(_ text: String, indent: Int, first: String? = nil) -> String {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    return wrap(words: words.map(String.init), indent: indent, first: first)
  }

  /// `words` filled as `wrap(_:indent:first:)` fills a text's words; a word may hold spaces
  /// (`[--axis horizontal|vertical|both]`) and is never broken.
  static func wrap(words: [String], indent: Int, first: String? = nil) -> String {
    let margin = String(repeating: " ", count: indent)
    var result = ""
    var line = first ?? margin
    var lineHasWord = false
    for word in words {
      if lineHasWord && line.count + 1 + word.count > width {
        result += line + "\n"
        line = margin
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    return result + line + "\n"
  }

  /// One row per option: `-o, --output FILE` and its help, aligned and wrapped at `width` (an
  /// option wider than 28 columns has its help on the next line).
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
        text += "  \(left)\n" + wrap(help, indent: 2 + width)
      } else {
        text += wrap(help, indent: 2 + width, first: "  " + pad(left, width))
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
