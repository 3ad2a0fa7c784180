import Foundation
import LayoutDiagnostics
import LayoutTestSupport

extension AnalysisInput {
  /// The layouts of the fixture at `path` (under `fixtures/`), read as `check` reads a file
  /// named by its last component: one per layout root.
  /// - Throws: when the fixture is missing or is not an input the tool reads.
  static func fixtureLayouts(_ path: String) throws -> [LayoutAnalysis] {
    let url = Fixtures.url(path)
    return try AnalysisInput.read(
      Array(try Data(contentsOf: url)), name: url.lastPathComponent, path: url.path
    ).layouts()
  }
}
