import Foundation

/// Turns `check`'s arguments into the files to read: folders walked recursively, paths made
/// relative to the working directory for display, repeats dropped.
enum CheckInputFiles {
  /// The extensions a folder walk picks up; files named explicitly are read whatever their
  /// name.
  static let extensions: Set<String> = ["layout", "json", "log", "txt"]

  /// A file to read: the path to open, the name to display, and whether it was named on the
  /// command line (then content that is not a layout input is an error, not a skip).
  struct Entry: Hashable {
    var path: String
    var name: String
    var isExplicit: Bool
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
  static func expand(_ arguments: [String], currentDirectory: String) -> (
    entries: [Entry], problems: [Problem]
  ) {
    var entries: [Entry] = []
    var problems: [Problem] = []
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
        problems.append(Problem(name: argument, message: "\(argument): no such file or folder"))
        continue
      }
      if !isDirectory.boolValue {
        add(
          Entry(
            path: argument, name: displayName(argument, currentDirectory: currentDirectory),
            isExplicit: true))
        continue
      }
      let found = walk(argument)
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
    return (entries, problems)
  }

  /// The files under `folder` with an input extension, as paths relative to it, sorted;
  /// hidden files and folders (`.git`, `.build`) are skipped. Subfolders that cannot be
  /// listed, and links with an input extension that lead nowhere, come back apart with the
  /// reason, so that nothing is skipped without a word.
  static func walk(_ folder: String) -> (files: [String], unreadable: [(String, String)]) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
    var files: [String] = []
    var unreadable: [(String, String)] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      var isDirectory: ObjCBool = false
      let path = (folder as NSString).appendingPathComponent(relative)
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if exists && isDirectory.boolValue {
        if !FileManager.default.isReadableFile(atPath: path)
          || !FileManager.default.isExecutableFile(atPath: path)
        {
          unreadable.append((relative, "folder cannot be read"))
        }
        continue
      }
      guard extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
      if exists {
        files.append(relative)
      } else {
        unreadable.append((relative, "symbolic link to a file that does not exist"))
      }
    }
    return (files.sorted(), unreadable.sorted { $0.0 < $1.0 })
  }

  /// `path` as reports show it: `.` and empty components dropped, `..` folded where it can be,
  /// and relative to `currentDirectory` when it lies inside it, so that reports and
  /// fingerprints are the same on every machine.
  static func displayName(_ path: String, currentDirectory: String) -> String {
    let absolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
        continue
      }
      components.append(component)
    }
    let cleaned = (absolute ? "/" : "") + components.joined(separator: "/")
    guard absolute else { return cleaned.isEmpty ? "." : cleaned }
    let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return cleaned.hasPrefix(base) ? String(cleaned.dropFirst(base.count)) : cleaned
  }
}
