import Foundation

/// Locates the repository's `fixtures/` folder and reads fixture files.
///
/// A fixture that is not there fails the test that reads it, naming the path, rather than
/// leaving it to pass on empty input.
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
}
