/// How a baseline names input files: relative to the folder that holds the baseline file, so
/// that its fingerprints do not depend on the directory `check` runs from.
///
/// A finding names its file as the user did (`Logs/run.log` from the repository's root,
/// `run.log` from `Logs/`, or an absolute path); the baseline names it relative to its own
/// folder whatever the working directory was. With the baseline at the repository's root
/// (`.layout-doctor-baseline.json`), `check Logs/run.log` run from the root and `check run.log`
/// run from `Logs/` give the same fingerprints. A file outside the baseline's folder is named
/// by its last component, as an absolute path was in version 1, so that no machine-specific
/// folder gets in.
public struct BaselinePaths: Sendable {
  /// The folder that holds the baseline file: absolute, `.` and `..` folded, links resolved.
  public var folder: String
  /// The directory the finding's relative paths are relative to: absolute.
  public var currentDirectory: String
  /// Resolves symbolic links in an absolute path (identity where the caller cannot or need
  /// not): the same file reached through a link and through its real path gets one name.
  public var resolve: @Sendable (String) -> String

  /// The paths of a baseline stored at `baselineFile` (as given on the command line, relative
  /// to `currentDirectory` or absolute; `-` for standard input, whose folder is taken to be
  /// `currentDirectory`).
  public init(
    baselineFile: String, currentDirectory: String,
    resolve: @escaping @Sendable (String) -> String = { $0 }
  ) {
    let directory = BaselinePaths.absolute(currentDirectory, in: "/")
    self.currentDirectory = directory
    self.resolve = resolve
    if baselineFile == "-" {
      folder = BaselinePaths.absolute(resolve(directory), in: "/")
    } else {
      let file = BaselinePaths.absolute(baselineFile, in: directory)
      let parent = file.split(separator: "/").dropLast().joined(separator: "/")
      folder = BaselinePaths.absolute(resolve("/" + parent), in: "/")
    }
  }

  /// The paths relative to `folder` (absolute; `resolve` already applied to it), such as a
  /// repository's root.
  public init(
    folder: String, currentDirectory: String,
    resolve: @escaping @Sendable (String) -> String = { $0 }
  ) {
    self.folder = BaselinePaths.absolute(folder, in: "/")
    self.currentDirectory = BaselinePaths.absolute(currentDirectory, in: "/")
    self.resolve = resolve
  }

  /// `file` (a finding's `location.file`) relative to `folder`, normalised as
  /// `Fingerprint.normalizedPath(_:)` does; its last component when it lies outside `folder`;
  /// a name in angle brackets (`<stdin>`) as it is.
  public func path(of file: String) -> String {
    if file.hasPrefix("<") && file.hasSuffix(">") { return file }
    let absolute = BaselinePaths.absolute(
      resolve(BaselinePaths.absolute(file, in: currentDirectory)), in: "/")
    let relative = RelativePath.relative(absolute, to: folder).flatMap { $0 == "." ? nil : $0 }
    return Fingerprint.normalizedPath(relative ?? absolute)
  }

  /// `path` made absolute against `directory` (itself absolute), `/` separators, with `.`,
  /// empty components and `..` folded (`..` at the root stays at the root).
  static func absolute(_ path: String, in directory: String) -> String {
    RelativePath.absolute(String(path.map { $0 == "\\" ? "/" : $0 }), in: directory)
  }
}
