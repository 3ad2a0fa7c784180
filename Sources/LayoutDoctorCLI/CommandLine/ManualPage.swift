import Foundation
import LayoutDiagnostics
import LayoutModel

/// The generated parts of `man/layout-doctor.1` (mdoc(7)): the SYNOPSIS, each command's usage
/// and option list, the RULES list and the DEVICES table, built from the command and rule
/// declarations and the device catalogue.
///
/// Each part sits between a `.\" BEGIN KEY` and a `.\" END KEY` comment line in the page;
/// `regenerate(_:)` rewrites them all, and a test checks that the checked-in page is current
/// (`RECORD_SNAPSHOTS=1 swift test --filter ManualPageTests` rewrites it).
public enum ManualPage {
  /// A marked part of the page that the page does not have.
  public struct MissingMarker: Error, CustomStringConvertible {
    /// The marker's key, e.g. `OPTIONS solve`.
    public var key: String
    public var description: String { "man/layout-doctor.1: no '.\\\" BEGIN \(key)' … END line" }
  }

  /// Every generated part, by marker key, in page order.
  public static func parts(
    commands: [any Command.Type] = LayoutDoctorCLI.commands,
    rules: [RuleDescriptor] = RuleDescriptor.all
  ) -> [(key: String, text: String)] {
    var parts = [("SYNOPSIS", synopsis(commands))]
    for command in commands {
      parts.append(("USAGE \(command.name)", usage(command)))
      parts.append(("OPTIONS \(command.name)", options(command)))
    }
    parts.append(("RULES", self.rules(rules)))
    parts.append(("DEVICES", devices(DeviceCatalogue.devices)))
    return parts
  }

  /// The DEVICES list: each catalogue name with its portrait size, safe-area top and bottom
  /// (points) and the models it stands for.
  static func devices(_ devices: [DeviceCatalogue.Device]) -> String {
    var text = ".Bl -tag -width \"iphone-16-pro-max\"\n"
    for device in devices {
      text += ".It Cm \(device.name)\n"
      text += "\(formatPoints(device.width)) \\(mu \(formatPoints(device.height)),"
      text += " safe area \(formatPoints(device.safeAreaInsets.top)) top,"
      text += " \(formatPoints(device.safeAreaInsets.bottom)) bottom;"
      text += "\n\(device.model)" + (device.interfaceBuilderIDs.isEmpty ? "." : ";") + "\n"
      if !device.interfaceBuilderIDs.isEmpty {
        text += "Interface Builder's\n"
        text += device.interfaceBuilderIDs.map { ".Ql \($0)" }.joined(separator: " ,\n") + " .\n"
      }
    }
    return text + ".El\n"
  }

  /// `page` with every generated part rewritten.
  /// - Throws: `MissingMarker` when a part's BEGIN or END line is missing.
  public static func regenerate(_ page: String) throws -> String {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (key, text) in parts() {
      let begin = ".\\\" BEGIN \(key)"
      let end = ".\\\" END \(key)"
      guard let start = lines.firstIndex(where: { $0 == begin || $0.hasPrefix(begin + " ") }),
        let stop = lines[start...].firstIndex(of: end)
      else { throw MissingMarker(key: key) }
      let generated = text.split(separator: "\n").map(String.init)
      lines.replaceSubrange((start + 1)..<stop, with: generated)
    }
    return lines.joined(separator: "\n")
  }

  /// The SYNOPSIS: one line per command with its options and arguments, then `--help` and
  /// `--version`.
  static func synopsis(_ commands: [any Command.Type]) -> String {
    var text = ""
    for command in commands {
      text += ".Nm\n.Cm \(command.name)\n"
      for option in command.options {
        text += ".Op " + flag(option.short ?? option.name)
        if let value = option.valueName { text += " Ar \(value)" }
        text += "\n"
      }
      text += arguments(command.arguments)
    }
    return text + ".Nm\n.Ar COMMAND\n.Fl -help\n.Nm\n.Fl -version\n"
  }

  /// The first lines of a command's subsection: `layout-doctor NAME [options] ARGUMENTS`.
  static func usage(_ command: any Command.Type) -> String {
    ".Nm\n.Cm \(command.name)\n" + (command.options.isEmpty ? "" : ".Op Ar options\n")
      + arguments(command.arguments)
  }

  /// A command's option list, `--help` last: each option's names and value, then its help as
  /// a paragraph, the values of a closed set, and its discussion.
  static func options(_ command: any Command.Type) -> String {
    var text = ".Bl -tag -width Ds\n"
    for option in command.allOptions {
      let value = option.valueName.map { " Ar \($0)" } ?? ""
      text += ".It " + (option.short.map { flag($0) + value + " , " } ?? "")
      text += flag(option.name) + value + "\n"
      text += paragraph(option.help) + "\n"
      if let values = option.allowedValues {
        text += "Values:\n" + values.map { ".Cm \($0)" }.joined(separator: " ,\n") + " .\n"
      }
      text += option.discussion.map { $0 + "\n" } ?? ""
    }
    return text + ".El\n"
  }

  /// `Fl -format` for `--format`, `Fl o` for `-o`.
  static func flag(_ name: String) -> String { "Fl " + name.dropFirst() }

  /// `.Ar FILE`, `.Ar PATH ...` or `.Op Ar FILE ...`, one line per argument.
  static func arguments(_ arguments: [Positional]) -> String {
    arguments.map { argument in
      let word = "Ar \(argument.name)" + (argument.repeating ? " ..." : "")
      return (argument.optional ? ".Op " : ".") + word + "\n"
    }.joined()
  }

  /// The RULES list: each rule's id and default severity, summary and rationale.
  static func rules(_ rules: [RuleDescriptor]) -> String {
    var text = ".Bl -tag -width Ds\n"
    for rule in rules {
      text += ".It Sy \(rule.id) Pq \(rule.defaultSeverity.rawValue)\n"
      text += paragraph(rule.summary) + "\n.Pp\n" + paragraph(rule.rationale) + "\n"
    }
    return text + ".El\n"
  }

  /// Prose as mdoc text lines: a new line for each sentence, wrapped at 80 columns, backslashes
  /// escaped and lines that would start with a control character protected.
  static func paragraph(_ prose: String) -> String {
    var lines: [String] = []
    for sentence in sentences(prose) {
      var line = ""
      for word in sentence.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > 80 {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      if !line.isEmpty { lines.append(line) }
    }
    return lines.map { line in
      let escaped = line.replacingOccurrences(of: "\\", with: "\\e")
      return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }.joined(separator: "\n")
  }

  /// Sentences end at `.`, `?` or `!` followed by a space and a capital, a quote, a dot or
  /// an opening parenthesis.
  static func sentences(_ prose: String) -> [String] {
    let characters = Array(prose)
    var sentences: [String] = []
    var current = ""
    var index = 0
    while index < characters.count {
      current.append(characters[index])
      if ".?!".contains(characters[index]), index + 2 < characters.count,
        characters[index + 1] == " ",
        characters[index + 2].isUppercase || "'\"(.".contains(characters[index + 2])
      {
        sentences.append(current)
        current = ""
        index += 2
        continue
      }
      index += 1
    }
    if !current.isEmpty { sentences.append(current) }
    return sentences
  }
}
