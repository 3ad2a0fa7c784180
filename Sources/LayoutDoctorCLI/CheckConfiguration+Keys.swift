import Foundation
import LayoutDiagnostics
import YAMLReading

extension CheckConfiguration {
  /// The keys of the file that are not options, in the order the manual lists them.
  static let pathAndRuleKeys = ["included", "excluded", "disabled_rules"]
  /// The keys a rule's own mapping takes.
  static let ruleKeys = ["severity", "excluded"]

  /// The file's key for an option: `--fail-on` is `fail_on`; `--device` is `devices`, since a
  /// list of devices reads better plural.
  static func key(for option: String) -> String {
    let key = option.dropFirst(2).replacingOccurrences(of: "-", with: "_")
    return key == "device" ? "devices" : key
  }

  /// Reads one key after another into a configuration, failing at the first bad one.
  struct KeyReader {
    var file: String
    var options: [OptionSpec]
    var folder: String

    /// The options a key may set, by key.
    var optionsByKey: [String: OptionSpec] {
      var result: [String: OptionSpec] = [:]
      for spec in options where CheckConfiguration.configurableOptions.contains(spec.name) {
        result[CheckConfiguration.key(for: spec.name)] = spec
      }
      return result
    }

    func place(_ node: YAMLNode) -> String { "\(file):\(node.line):\(node.column)" }

    func fail(_ node: YAMLNode, _ message: String) -> CLIError {
      .input("\(place(node)): \(message)")
    }

    /// Reads `key: value`.
    mutating func read(
      key: YAMLNode, value: YAMLNode, into configuration: inout CheckConfiguration,
      currentDirectory: String
    ) throws {
      guard let name = key.scalar else { throw fail(key, "a key must be a single word") }
      let ruleIDs = RuleDescriptor.all.map(\.id)
      switch name {
      case "included":
        configuration.included = Sourced(value: try globs(value, key: name), source: place(key))
      case "excluded":
        configuration.excluded = Sourced(value: try globs(value, key: name), source: place(key))
      case "disabled_rules":
        for node in try list(value, key: name) {
          let rule = try ruleID(node, known: ruleIDs)
          configuration.rules.disabled.insert(rule)
        }
        configuration.ruleSources["disabled_rules"] = place(key)
      case _ where ruleIDs.contains(name):
        try readRule(name, value, into: &configuration)
        configuration.ruleSources[name] = place(key)
      default:
        guard let spec = optionsByKey[name] else {
          let known = Array(optionsByKey.keys) + CheckConfiguration.pathAndRuleKeys + ruleIDs
          let nearest = NearestNames.nearest(to: name, among: known, limit: 1)
          throw fail(
            key,
            "unknown key '\(name)'"
              + (nearest.first.map { " (did you mean '\($0)'?)" } ?? "")
              + "; keys are \(CheckConfiguration.pathAndRuleKeys.joined(separator: ", ")), "
              + "\(optionsByKey.keys.sorted().joined(separator: ", ")) and rule ids")
        }
        var text = try optionText(value, key: name, spec: spec)
        if spec.completion == .file, !text.hasPrefix("/") {
          // Paths in the file are relative to its folder; messages name them from the
          // working directory.
          let absolute = URL(fileURLWithPath: text, relativeTo: URL(fileURLWithPath: folder + "/"))
            .standardizedFileURL.path
          text = CheckInputFiles.displayName(absolute, currentDirectory: currentDirectory)
        }
        if case .sequence(let items) = value.value {
          // A bad item is named where it stands, not at the list.
          for item in items {
            _ = try parse(item.scalar ?? "", with: spec, key: name, at: item)
          }
        }
        configuration.options.values[spec.name] = [
          try parse(text, with: spec, key: name, at: value)
        ]
        configuration.options.texts[spec.name] = [text]
        configuration.optionSources[spec.name] = place(key)
      }
    }

    /// `text` read by the option's own parser; its refusal is located at `node` and names
    /// the key instead of the option (`fail_on: must be one of ...`).
    func parse(_ text: String, with spec: OptionSpec, key: String, at node: YAMLNode) throws
      -> any Sendable
    {
      do {
        return try spec.parse(text)
      } catch {
        let message = String(describing: error)
        throw fail(
          node, "\(key): " + message.replacingOccurrences(of: "option \(spec.name) ", with: ""))
      }
    }

    /// A rule's mapping: `severity` and `excluded`.
    func readRule(_ rule: String, _ value: YAMLNode, into configuration: inout CheckConfiguration)
      throws
    {
      guard case .mapping(let entries) = value.value else {
        throw fail(
          value, "\(rule): expected a mapping with severity or excluded, found \(value.kindName)")
      }
      for (key, setting) in entries {
        switch key.scalar {
        case "severity":
          guard let word = setting.scalar, let severity = Finding.Severity(rawValue: word) else {
            throw fail(
              setting,
              "\(rule).severity: expected one of "
                + Finding.Severity.allCases.map(\.rawValue).joined(separator: ", ")
                + (setting.scalar.map { ", not '\($0)'" } ?? ", found \(setting.kindName)"))
          }
          configuration.rules.severities[rule] = severity
        case "excluded":
          configuration.rules.excluded[rule] = try globs(setting, key: "\(rule).excluded")
        default:
          throw fail(
            key,
            "unknown key '\(key.scalar ?? "")' for rule \(rule); a rule takes "
              + CheckConfiguration.ruleKeys.joined(separator: " and "))
        }
      }
    }

    /// A list of single values (one value alone counts as a list of one).
    func list(_ node: YAMLNode, key: String) throws -> [YAMLNode] {
      switch node.value {
      case .scalar where node.isNull: return []
      case .scalar: return [node]
      case .sequence(let items):
        for item in items where item.scalar == nil {
          throw fail(item, "\(key): expected a list of single values, found \(item.kindName)")
        }
        return items
      case .mapping: throw fail(node, "\(key): expected a list, found a mapping")
      }
    }

    func globs(_ node: YAMLNode, key: String) throws -> [PathGlob] {
      try list(node, key: key).map { item in
        let glob: PathGlob
        do {
          glob = try PathGlob(item.scalar ?? "")
        } catch let error as PathGlob.Error {
          throw fail(item, "\(key): bad pattern '\(item.scalar ?? "")': \(error.reason)")
        }
        return glob
      }
    }

    func ruleID(_ node: YAMLNode, known: [String]) throws -> String {
      let name = node.scalar ?? ""
      guard known.contains(name) else {
        let nearest = NearestNames.nearest(to: name, among: known, limit: 1)
        throw fail(
          node,
          "unknown rule '\(name)'" + (nearest.first.map { " (did you mean '\($0)'?)" } ?? ""))
      }
      return name
    }

    /// The option's argument text: a single value, or a list joined with commas for an
    /// option that takes a comma-separated list (`--sizes`, `--device`).
    func optionText(_ node: YAMLNode, key: String, spec: OptionSpec) throws -> String {
      if let text = node.scalar, !node.isNull { return text }
      let takesList = spec.valueName?.contains(",") ?? false
      if case .sequence = node.value, takesList {
        return try list(node, key: key).compactMap(\.scalar).joined(separator: ",")
      }
      throw fail(
        node,
        "\(key): expected \(takesList ? "a value or a list" : "a single value"), found "
          + (node.isNull ? "nothing" : node.kindName))
    }
  }
}
