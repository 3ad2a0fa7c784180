import LayoutDiagnostics

extension CheckConfiguration {
  /// The effective configuration of a run as `.layout-doctor.yml` text (`check
  /// --print-config`): every key, its value, and after `#` where the value came from (`command
  /// line`, `FILE:LINE:COLUMN`, or `default`). The command line wins over the file, the file
  /// over the defaults.
  /// - Parameters:
  ///   - merged: the command line's options over the file's.
  ///   - commandLine: the command line alone.
  ///   - options: the command's declared options.
  ///   - defaults: the value each option has when neither gives it, by long name, as text.
  func printout(
    merged: Invocation, commandLine: Invocation, options: [OptionSpec], defaults: [String: String]
  ) -> String {
    var lines = [
      "# Effective configuration of check: command line, then "
        + (path ?? "no \(Self.fileName) found") + ", then defaults.",
      "# Paths and patterns are relative to \(path == nil ? "the working directory" : "the file's folder").",
    ]
    func add(_ key: String, _ value: String, _ source: String) {
      lines.append("\(key): \(value)  # \(source)")
    }
    func list(_ items: [String]) -> String {
      "[" + items.map(Self.quotedIfNeeded).joined(separator: ", ") + "]"
    }
    add(
      "included", list(included?.value.map(\.pattern) ?? []),
      included?.source ?? "default: every file with an input extension")
    add(
      "excluded", list(excluded?.value.map(\.pattern) ?? []),
      (excluded?.source ?? "default: nothing") + "; never entered: "
        + Self.defaultSkippedFolders.map { $0 + "/" }.joined(separator: ", ")
        + " and hidden folders, unless named or included")
    add(
      "disabled_rules", list(rules.disabled.sorted()),
      ruleSources["disabled_rules"] ?? "default: every rule on")
    for spec in options where Self.configurableOptions.contains(spec.name) {
      let key = Self.key(for: spec.name)
      if let text = commandLine.texts[spec.name]?.joined(separator: ",") {
        add(key, Self.quotedIfNeeded(text), "command line")
      } else if let text = merged.texts[spec.name]?.joined(separator: ",") {
        add(key, Self.quotedIfNeeded(text), optionSources[spec.name] ?? "")
      } else if let value = defaults[spec.name] {
        add(key, Self.quotedIfNeeded(value), "default")
      } else {
        lines.append("# \(key): not set")
      }
    }
    for rule in RuleDescriptor.all.map(\.id) {
      var settings: [String] = []
      if let severity = rules.severities[rule] { settings.append("severity: \(severity.rawValue)") }
      if let globs = rules.excluded[rule] {
        settings.append("excluded: " + list(globs.map(\.pattern)))
      }
      if !settings.isEmpty {
        add(rule, "{" + settings.joined(separator: ", ") + "}", ruleSources[rule] ?? "")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a YAML flow scalar: plain when it is safe, in single quotes otherwise.
  static func quotedIfNeeded(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) }
      && !["~", "null", "true", "false", "yes", "no"].contains(text.lowercased())
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
