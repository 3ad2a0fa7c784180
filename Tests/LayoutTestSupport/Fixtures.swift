import Foundation

/// Locates the repository's `fixtures/` folder and the `shared/` folder beside the package, and
/// reads their files.
///
/// Tests read nothing else outside the repository: what they cannot find here fails them,
/// naming the path, rather than leaving them to pass on empty input.
public enum Fixtures {
  /// The package root: the nearest ancestor of this source file that holds `Package.swift`.
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// `fixtures/` under the package root.
  public static var root: URL { packageRoot.appendingPathComponent("fixtures") }

  /// The URL of `fixtures/<relativePath>`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The text of `fixtures/<relativePath>`.
  /// - Throws: `MissingFileError` naming the path when the file is missing; Foundation's error
  ///   when it cannot be read as UTF-8.
  public static func text(_ relativePath: String) throws -> String {
    let url = url(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw MissingFileError(path: url.path, hint: "a fixture of this repository")
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The file names (not paths) in `fixtures/<folder>` with one of `extensions`, sorted.
  public static func files(in folder: String, extensions: Set<String>) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
    return names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
  }

  /// `shared/` beside the package root (`../shared` from the folder holding `Package.swift`):
  /// data kept outside the repository, such as the benchmark workloads in `bench/workloads`.
  ///
  /// This is the one place that knows where that folder is.
  public static var sharedRoot: URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
  }

  /// The URL of `../shared/<relativePath>`, a file or folder that must exist.
  /// - Throws: `MissingFileError` naming the path when it is missing.
  public static func shared(_ relativePath: String) throws -> URL {
    let url = sharedRoot.appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw MissingFileError(
        path: url.path, hint: "tests read ../shared/\(relativePath) from the package root")
    }
    return url
  }

  /// The names (not paths) of the files in `../shared/<folder>` that end with one of
  /// `suffixes`, sorted; never empty.
  /// - Throws: `MissingFileError` naming the folder when it is missing or holds no such file.
  public static func sharedFiles(in folder: String, suffixes: [String]) throws -> [String] {
    let url = try shared(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted()
    guard !names.isEmpty else {
      throw MissingFileError(
        path: url.appendingPathComponent("*" + suffixes.joined(separator: " or *")).path)
    }
    return names
  }
}
