import Foundation
import LayoutDiagnostics

/// Reading and naming `check`'s baseline files; the matching itself is `Baseline`'s.
enum CheckBaselineFiles {
  /// Reads the baseline at `path` (`-` for standard input).
  /// - Throws: `CLIError.input` when it cannot be read or is not a baseline.
  static func read(_ path: String, io: CommandIO) throws -> Baseline {
    let (_, bytes) = try io.readInput(path)
    do {
      return try Baseline(decoding: bytes, file: path)
    } catch {
      throw CLIError.input(String(describing: error))
    }
  }

  /// How the baseline at `path` names files: relative to its folder, with links resolved, so
  /// that the working directory `check` runs from does not matter.
  static func paths(of path: String, currentDirectory: String) -> BaselinePaths {
    BaselinePaths(
      baselineFile: path, currentDirectory: currentDirectory, resolve: resolvingLinks)
  }

  /// `findings` with the path their fingerprints name each input by (`Finding.fingerprintPath`),
  /// so that JSON, SARIF and baselines give the same fingerprints from any working directory:
  /// relative to the folder of the baseline file `baselinePath` when there is one; else
  /// relative to the repository's root holding the input (its nearest enclosing folder with a
  /// `.git` entry); else the path as given.
  static func namingFingerprints(
    _ findings: [Finding], baselinePath: String?, currentDirectory: String
  ) -> [Finding] {
    let baseline = baselinePath.map { paths(of: $0, currentDirectory: currentDirectory) }
    var names: [String: String?] = [:]
    func name(_ file: String) -> String? {
      if let known = names[file] { return known }
      let named: String?
      if let baseline {
        named = baseline.path(of: file)
      } else {
        named = repositoryPath(of: file, currentDirectory: currentDirectory)
      }
      names[file] = named
      return named
    }
    return findings.map { finding in
      var named = finding
      named.fingerprintPath = name(finding.location.file)
      return named
    }
  }

  /// `file` (relative to `currentDirectory`) relative to the root of the repository that holds
  /// it (`repositoryRoot`), or `nil` outside any repository.
  static func repositoryPath(of file: String, currentDirectory: String) -> String? {
    guard let root = repositoryRoot(of: file, currentDirectory: currentDirectory) else {
      return nil
    }
    return BaselinePaths(folder: root, currentDirectory: currentDirectory, resolve: resolvingLinks)
      .path(of: file)
  }

  /// The nearest folder enclosing `file` (relative to `currentDirectory`) that holds a `.git`
  /// entry (a folder, or a file in a worktree), links resolved; `nil` for standard input or
  /// outside any repository.
  static func repositoryRoot(of file: String, currentDirectory: String) -> String? {
    if file.hasPrefix("<") && file.hasSuffix(">") { return nil }
    let joined = file.hasPrefix("/") ? file : currentDirectory + "/" + file
    var folder = resolvingLinks(joined)
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      if FileManager.default.fileExists(atPath: (folder.isEmpty ? "" : folder) + "/.git") {
        return folder.isEmpty ? "/" : folder
      }
    }
    return nil
  }

  /// `path` (absolute) with symbolic links resolved: its real path when it exists, else its
  /// deepest existing folder's real path followed by the rest (a baseline not written yet).
  @Sendable static func resolvingLinks(_ path: String) -> String {
    var head = path
    var tail: [Substring] = []
    while !head.isEmpty && head != "/" {
      if let resolved = realpath(head, nil) {
        defer { free(resolved) }
        let real = String(cString: resolved)
        return ([Substring(real)] + tail.reversed()).joined(separator: "/")
      }
      guard let slash = head.lastIndex(of: "/") else { break }
      tail.append(head[head.index(after: slash)...])
      head = String(head[..<slash])
    }
    return path
  }
}
