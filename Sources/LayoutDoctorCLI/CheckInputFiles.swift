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

  /// The files for `arguments`; `-` stays `-`.
  /// - Returns: the entries in argument order (each folder's files sorted) and the arguments
  ///   that name nothing, as input errors.
  static func expand(_ arguments: [String], currentDirectory: String) -> (
    entries: [Entry], missing: [String]
  ) {
    var entries: [Entry] = []
    var missing: [String] = []
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
        missing.append(argument)
        continue
      }
      if !isDirectory.boolValue {
        add(
          Entry(
            path: argument, name: displayName(argument, currentDirectory: currentDirectory),
            isExplicit: true))
        continue
      }
      for relative in walk(argument) {
        let path = argument.hasSuffix("/") ? argument + relative : argument + "/" + relative
        add(
          Entry(
            path: path, name: displayName(path, currentDirectory: currentDirectory),
            isExplicit: false))
      }
    }
    return (entries, missing)
  }

  /// The files under `folder` with an input extension, as paths relative to it, sorted;
  /// hidden files and folders (`.git`, `.build`) are skipped.
  static func walk(_ folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      guard extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
      var isDirectory: ObjCBool = false
      let path = (folder as NSString).appendingPathComponent(relative)
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(relative)
      }
    }
    return files.sorted()
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
