import Foundation

/// Locates the repository's `fixtures/` folder and reads fixture files.
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

  /// The text of `fixtures/<relativePath>`, or an empty string when it is missing.
  public static func text(_ relativePath: String) -> String {
    (try? String(contentsOf: url(relativePath), encoding: .utf8)) ?? ""
  }

  /// The file names (not paths) in `fixtures/<folder>` with one of `extensions`, sorted.
  public static func files(in folder: String, extensions: Set<String>) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
    return names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
  }
}
