import Foundation
import LayoutDiagnostics

/// Turns `check`'s arguments into the files to read: folders walked recursively, paths made
/// relative to the working directory for display, repeats dropped.
enum CheckInputFiles {
  /// The extensions a folder walk picks up; files named explicitly are read whatever their
  /// name.
  static let extensions: Set<String> = [
    "layout", "json", "log", "txt", "xib", "storyboard",
  ]

  /// A file to read: the path to open, the name to display, and whether it was named on the
  /// command line (then content that is not a layout input is an error, not a skip).
  struct Entry: Hashable {
    var path: String
    var name: String
    var isExplicit: Bool

    /// Whether no output of the run may replace this input: one named on the command line,
    /// or a layout document a walk found (a `.layout`, `.xib` or `.storyboard`). A log, text
    /// or JSON file a walk found may be the report of an earlier run (`check . -o
    /// report.txt`), which the next run replaces.
    var isSource: Bool {
      isExplicit
        || ["layout", "xib", "storyboard"].contains((path as NSString).pathExtension.lowercased())
    }
  }

  /// What a folder walk leaves out besides hidden entries: the default skipped folders and the
  /// configuration's `excluded`, and, when `included` is given, everything it does not match.
  /// Globs match paths relative to `folder` (absolute); files outside it are only subject to
  /// the default skipped folders.
  struct WalkRules {
    /// The folder the globs are relative to, `RelativePath.normalized(_:)` once here rather
    /// than on every path a walk meets.
    let folder: String
    var included: [PathGlob]
    var excluded: [PathGlob]
    var skippedFolders: Set<String>

    init(
      folder: String, included: [PathGlob] = [], excluded: [PathGlob] = [],
      skippedFolders: Set<String> = Set(CheckConfiguration.defaultSkippedFolders)
    ) {
      self.folder = RelativePath.normalized(folder)
      self.included = included
      self.excluded = excluded
      self.skippedFolders = skippedFolders
    }

    /// `absolute` relative to `folder`, or `nil` outside it.
    func relative(_ absolute: String) -> String? {
      RelativePath.relative(RelativePath.normalized(absolute), to: folder)
    }

    /// Whether a folder met in a walk is entered; `relative` is its path from `folder`.
    func enters(folderNamed name: String, relative: String?) -> Bool {
      if let relative, excluded.contains(where: { $0.matches(relative) }) { return false }
      guard skippedFolders.contains(name) else { return true }
      // `included` can reach into a skipped folder: `Pods/MyKit/**`.
      guard let relative else { return false }
      return included.contains { $0.mayMatch(inside: relative) }
    }

    /// The rules for walking a folder named on the command line: these, unless the folder
    /// itself is excluded or outside every `included` path (then only the default skipped
    /// folders apply, since a named path is always checked).
    func forNamedFolder(_ absolute: String) -> WalkRules {
      guard let relative = relative(absolute), relative != "." else { return self }
      let isExcluded = excluded.contains { $0.matches(relative) }
      let isIncluded =
        included.isEmpty
        || included.contains { $0.mayMatch(inside: relative) }
      guard isExcluded || !isIncluded else { return self }
      return WalkRules(folder: folder, skippedFolders: skippedFolders)
    }

    /// Whether a file met in a walk is checked; `relative` is its path from `folder`.
    func takes(file relative: String?) -> Bool {
      guard let relative else { return true }
      if excluded.contains(where: { $0.matches(relative) }) { return false }
      return included.isEmpty || included.contains { $0.matches(relative) }
    }
  }

  /// What a walk left out, for the note that says so.
  struct Left: Equatable {
    /// Input files inside default skipped folders and hidden folders (`.git` aside), and
    /// hidden input files.
    var inSkippedFolders = 0
    /// The default skipped and hidden folders met that hold input files, by name (`hidden
    /// files` for hidden files outside them).
    var skippedFolderNames: Set<String> = []
    /// Input files left out by `excluded` or not matched by `included`.
    var byConfiguration = 0
    /// Symbolic links with an input extension leading out of the walked folder, not
    /// followed: a folder walk reads only what the folder holds (a link to `/etc/passwd` had
    /// its first line printed in an error).
    var outsideLinks = 0
  }

  /// A path that cannot be read as an input, and why, as one line naming it.
  struct Problem: Hashable {
    var name: String
    var message: String
  }

  /// The files for `arguments`; `-` stays `-`.
  /// - Returns: the entries in argument order (each folder's files sorted), and as input errors
  ///   the arguments that name nothing, subfolders that cannot be listed and links with an
  ///   input extension that lead nowhere.
  static func expand(
    _ arguments: [String], currentDirectory: String, rules: WalkRules? = nil
  ) -> (entries: [Entry], problems: [Problem], left: Left) {
    let rules = rules ?? WalkRules(folder: currentDirectory)
    var entries: [Entry] = []
    var problems: [Problem] = []
    var left = Left()
    var seen: Set<String> = []
    func add(_ entry: Entry) {
      if seen.insert(entry.name).inserted { entries.append(entry) }
    }
    for argument in arguments {
      if argument == "-" {
        add(Entry(path: "-", name: "<stdin>", isExplicit: true))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        let reason = argument.contains("\u{FFFD}") ? notUTF8Name : "no such file or folder"
        problems.append(Problem(name: argument, message: "\(argument): \(reason)"))
        continue
      }
      if !isDirectory.boolValue {
        add(
          Entry(
            path: argument, name: displayName(argument, currentDirectory: currentDirectory),
            isExplicit: true))
        continue
      }
      let root = URL(
        fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: currentDirectory + "/")
      ).standardizedFileURL.path
      let found = walk(argument, root: root, rules: rules.forNamedFolder(root), left: &left)
      func path(_ relative: String) -> String {
        argument.hasSuffix("/") ? argument + relative : argument + "/" + relative
      }
      for relative in found.files {
        let name = displayName(path(relative), currentDirectory: currentDirectory)
        add(Entry(path: path(relative), name: name, isExplicit: false))
      }
      for (relative, reason) in found.unreadable {
        let name = displayName(path(relative), currentDirectory: currentDirectory)
        problems.append(Problem(name: name, message: "\(name): \(reason)"))
      }
    }
    return (entries, problems, left)
  }

  /// The files under `folder` with an input extension, as paths relative to it, sorted;
  /// hidden files and folders (`.git`, `.build`) are skipped. Subfolders that cannot be
  /// listed, and links with an input extension that lead nowhere, come back apart with the
  /// reason, so that nothing is skipped without a word.
  /// `walk(_:root:rules:left:)` with the default rules and nothing counted.
  static func walk(_ folder: String) -> (files: [String], unreadable: [(String, String)]) {
    var left = Left()
    return walk(folder, left: &left)
  }

  /// `rules` decide which folders are entered and which files taken (`root` is `folder` made
  /// absolute, for their globs); what they leave out is counted in `left`.
  static func walk(
    _ folder: String, root: String? = nil, rules: WalkRules? = nil, left: inout Left
  ) -> (files: [String], unreadable: [(String, String)]) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
    let rules = rules ?? WalkRules(folder: root ?? folder)
    let root = root ?? folder
    func fromRules(_ relative: String) -> String? {
      rules.relative(root == "/" ? "/" + relative : root + "/" + relative)
    }
    var files: [String] = []
    var unreadable: [(String, String)] = []
    let realRoot = realPath(folder)
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        // Not checked, but counted for the note: the input files a hidden folder holds, or
        // the hidden file itself (`.git` holds none of the project's files and is not read).
        if name != ".git" {
          let path = (folder as NSString).appendingPathComponent(relative)
          var isDirectory: ObjCBool = false
          _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
          let count =
            isDirectory.boolValue
            ? countInputs(in: path)
            : extensions.contains((name as NSString).pathExtension.lowercased()) ? 1 : 0
          if count > 0 {
            left.inSkippedFolders += count
            left.skippedFolderNames.insert(isDirectory.boolValue ? name : "hidden files")
          }
        }
        continue
      }
      var isDirectory: ObjCBool = false
      let path = (folder as NSString).appendingPathComponent(relative)
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists && isDirectory.boolValue {
        guard rules.enters(folderNamed: name, relative: fromRules(relative)) else {
          enumerator.skipDescendants()
          if rules.skippedFolders.contains(name) {
            let count = countInputs(in: path)
            if count > 0 { left.skippedFolderNames.insert(name) }
            left.inSkippedFolders += count
          } else {
            left.byConfiguration += countInputs(in: path)
          }
          continue
        }
        if !FileManager.default.isReadableFile(atPath: path)
          || !FileManager.default.isExecutableFile(atPath: path)
        {
          unreadable.append((relative, "folder cannot be read"))
        }
        continue
      }
      guard extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
      guard rules.takes(file: fromRules(relative)) else {
        left.byConfiguration += 1
        continue
      }
      switch fileKind(path, inside: realRoot) {
      case .regular: files.append(relative)
      case .outsideLink: left.outsideLinks += 1
      case .unreadable(let reason): unreadable.append((relative, reason))
      }
    }
    return (files.sorted(), unreadable.sorted { $0.0 < $1.0 })
  }

  /// What a folder walk makes of a file it found.
  enum FileKind: Equatable {
    /// A regular file, or a link to one inside the walked folder: read.
    case regular
    /// A link to a file outside the walked folder: not followed (`Left.outsideLinks`).
    case outsideLink
    /// Not read, for this reason: a link that leads nowhere or in a loop, or something that
    /// is not a regular file (a named pipe, which would block the walk until written to; a
    /// socket; a device).
    case unreadable(String)
  }

  /// The kind of the file at `path`, found in the folder whose real path is `root`.
  static func fileKind(_ path: String, inside root: String?) -> FileKind {
    var own = stat()
    guard lstat(path, &own) == 0 else {
      return .unreadable(path.contains("\u{FFFD}") ? notUTF8Name : "cannot be read")
    }
    var target = own
    if own.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realPath(path) else {
        return .unreadable(
          errno == ELOOP
            ? "symbolic link in a loop" : "symbolic link to a file that does not exist")
      }
      if let root, resolved != root, !resolved.hasPrefix(root == "/" ? "/" : root + "/") {
        return .outsideLink
      }
      guard stat(path, &target) == 0 else {
        return .unreadable("symbolic link to a file that does not exist")
      }
    }
    switch target.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFIFO: return .unreadable("not a regular file (a named pipe); not read")
    case S_IFSOCK: return .unreadable("not a regular file (a socket); not read")
    default: return .unreadable("not a regular file (a device); not read")
    }
  }

  /// Why a path whose name is not UTF-8 is not read: Foundation gives its name with
  /// replacement characters, which name no file.
  static let notUTF8Name = "its name is not UTF-8, so it cannot be opened here; rename it"

  /// `path` with every link resolved (POSIX `realpath`), or `nil` (`errno` says why).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The files with an input extension under `folder`, hidden ones included: what a note
  /// counts as not checked.
  /// Stops after `limit` entries (a build folder can hold hundreds of thousands), so the count
  /// is then a lower bound.
  static func countInputs(in folder: String, limit: Int = 100_000) -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var count = 0
    var visited = 0
    while let relative = enumerator.nextObject() as? String, visited < limit {
      visited += 1
      let name = (relative as NSString).lastPathComponent
      if extensions.contains((name as NSString).pathExtension.lowercased()) { count += 1 }
    }
    return count
  }

  /// `path` as reports show it: `.` and empty components dropped, `..` folded where it can be,
  /// and relative to `currentDirectory` when it lies inside it, so that reports and
  /// fingerprints are the same on every machine.
  static func displayName(_ path: String, currentDirectory: String) -> String {
    let cleaned = RelativePath.normalized(path)
    guard cleaned.hasPrefix("/") else { return cleaned }
    let relative = RelativePath.relative(
      cleaned, to: RelativePath.absolute(currentDirectory, in: "/"))
    return relative.flatMap { $0 == "." ? nil : $0 } ?? cleaned
  }

}
