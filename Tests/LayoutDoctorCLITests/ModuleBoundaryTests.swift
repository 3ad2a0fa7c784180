import Foundation
import LayoutTestSupport
import Testing

/// The command line chooses inputs and reporters only: it never builds constraint systems
/// itself, so it imports neither the solver nor the engine (`LayoutDiagnostics`'
/// `AnalysisInput` and `LayoutAnalysis` do that for every command).
@Suite struct ModuleBoundaryTests {
  @Test func commandsImportNeitherTheSolverNorTheEngine() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("Sources/LayoutDoctorCLI")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for module in ["ConstraintSolver", "LayoutEngine"] {
        #expect(
          !text.split(separator: "\n").contains { $0.hasPrefix("import \(module)") },
          "\(file) imports \(module)")
      }
    }
  }
}
