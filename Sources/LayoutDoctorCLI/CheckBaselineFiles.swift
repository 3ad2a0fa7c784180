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
