import Foundation
import LayoutDiagnostics
import YAMLReading

/// `check`'s configuration file, `.layout-doctor.yml`: the paths a folder walk takes and
/// leaves, the rules a team turned off or changed, and values for `check`'s own options.
///
/// A key named like an option (`fail_on` for `--fail-on`, `sizes` for `--sizes`, `devices`
/// for `--device`) takes what the option takes and means what it means: its value is read by
/// the option's own parser, so the two cannot drift. The command line wins over the file, and
/// the file over the defaults. Paths and globs in the file are relative to its folder.
struct CheckConfiguration {
  /// The file name looked for.
  static let fileName = ".layout-doctor.yml"
  /// Folders a walk does not enter unless a path names them or `included` reaches into them:
  /// dependency managers' checkouts and build products (hidden folders are not entered
  /// either).
  static let defaultSkippedFolders = ["Pods", "Carthage", "DerivedData", ".build"]
  /// The options a key may set, by long name: the ones that say what to check and how to
  /// report it, not where to write.
  static let configurableOptions = [
    "--format", "--fail-on", "--baseline", "--sizes", "--device", "--content-sizes", "--jobs",
    "--color",
  ]

  /// A value and the place it came from.
  struct Sourced<Value> {
    var value: Value
    /// `FILE:LINE:COLUMN` of its key in the file.
    var source: String
  }

  /// The file as named in messages, or `nil` when there is none.
  var path: String?
  /// The absolute folder that globs and paths are relative to: the file's, or the working
  /// directory's without a file.
  var folder: String
  /// `included` globs; empty means everything.
  var included: Sourced<[PathGlob]>?
  /// `excluded` globs.
  var excluded: Sourced<[PathGlob]>?
  /// `disabled_rules`, per-rule `severity` and `excluded`.
  var rules = RuleSettings()
  /// Where each rule setting came from, by rule id (and `disabled_rules`).
  var ruleSources: [String: String] = [:]
  /// Option values from the file, as the scanner would have read them from the command line.
  var options = Invocation()
  /// Where each option's value came from, by long name.
  var optionSources: [String: String] = [:]

  /// No file: defaults only, relative to `currentDirectory`.
  init(folder: String) { self.folder = folder }

  /// The configuration file for a run in `currentDirectory`: `.layout-doctor.yml` there or in
  /// the nearest folder above that has one, not looking above the repository's root (the
  /// first folder, walking up, that holds `.git`); `nil` when there is none.
  static func find(from currentDirectory: String) -> String? {
    var folder = URL(fileURLWithPath: currentDirectory).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let isRepositoryRoot = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".git").path)
      let parent = folder.deletingLastPathComponent()
      if isRepositoryRoot || parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// Reads the file at `path` against `options`, the command's declared options.
  /// - Throws: `CLIError.input` naming `FILE:LINE:COLUMN` of the key for a file that cannot be
  ///   read, YAML that cannot be parsed, an unknown key, a value of the wrong type, an unknown
  ///   rule, a bad glob or a value the option refuses.
  static func load(
    _ path: String, name: String, bytes: [UInt8], options: [OptionSpec], currentDirectory: String
  ) throws -> CheckConfiguration {
    let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory))
      .standardizedFileURL
    var configuration = CheckConfiguration(folder: absolute.deletingLastPathComponent().path)
    configuration.path = name
    let root: YAMLNode?
    do {
      root = try YAMLReader.read(bytes)
    } catch {
      throw CLIError.input("\(name):\(error.line):\(error.column): \(error.message)")
    }
    guard let root, !root.isNull else { return configuration }
    guard case .mapping(let entries) = root.value else {
      throw CLIError.input(
        "\(name):\(root.line):\(root.column): expected a mapping of keys, found \(root.kindName)")
    }
    var reader = KeyReader(file: name, options: options, folder: configuration.folder)
    for (key, value) in entries {
      try reader.read(
        key: key, value: value, into: &configuration, currentDirectory: currentDirectory)
    }
    return configuration
  }

  /// The configuration for a run: the `--config` file, else the file `find` finds, else the
  /// defaults.
  /// - Throws: `CLIError.input` for a file that cannot be read or is not a good configuration
  ///   (see `load`).
  static func forRun(_ invocation: Invocation, currentDirectory: String, options: [OptionSpec])
    throws -> CheckConfiguration
  {
    let path: String
    if let given = invocation[CheckCommand.Options.config] {
      path = given
    } else if let found = find(from: currentDirectory) {
      path = found
    } else {
      return CheckConfiguration(folder: currentDirectory)
    }
    let name = relativeName(path, from: currentDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw CLIError.input("\(name): no such configuration file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError.input("\(name): the configuration file cannot be read")
    }
    return try load(
      path, name: name, bytes: Array(data), options: options, currentDirectory: currentDirectory)
  }

  /// `path` as messages name it: relative to `currentDirectory`, with `..` when it lies above
  /// (`../.layout-doctor.yml` from a subfolder), absolute when that is shorter to read.
  static func relativeName(_ path: String, from currentDirectory: String) -> String {
    let here = RelativePath.absolute(currentDirectory, in: "/")
    let target = RelativePath.absolute(path, in: here)
    return RelativePath.relative(target, to: here, climbing: 3) ?? target
  }

  /// What a folder walk takes and leaves under this configuration.
  var walkRules: CheckInputFiles.WalkRules {
    CheckInputFiles.WalkRules(
      folder: folder, included: included?.value ?? [], excluded: excluded?.value ?? [])
  }

  /// The command line's option values over the file's.
  func merged(over commandLine: Invocation) -> Invocation {
    var result = commandLine
    for (name, values) in options.values where result.values[name] == nil {
      result.values[name] = values
      result.texts[name] = options.texts[name]
    }
    return result
  }
}
