import Foundation
import LayoutTestSupport
import Testing

/// `check --format github` as a CI step prints it (issue 30's acceptance): over every file of
/// `../shared/realcases` and `fixtures/`, no annotation is longer than a screen (15 lines) and
/// none carries a certificate.
@Suite struct GitHubAnnotationTests {
  /// The workflow commands of `output`: each command's message, its `%0A`-joined lines apart.
  static func annotations(_ output: String) -> [[String]] {
    output.split(separator: "\n").filter { $0.hasPrefix("::") }.map { line in
      let body = line.dropFirst(2)
      guard let separator = body.range(of: "::") else { return [String(line)] }
      return body[separator.upperBound...].components(separatedBy: "%0A")
    }
  }

  @Test func everyAnnotationFitsOnAScreenWithoutACertificate() throws {
    let realcases = try Fixtures.shared("realcases")
    let result = try Executable.run([
      "check", "--format", "github", "--fail-on", "never", realcases.path, "fixtures",
    ])
    // Some files of fixtures/ are not inputs (schemas): input errors, exit 2, never a crash.
    #expect(result.status == 0 || result.status == 2, "\(result.stderr)")
    let annotations = Self.annotations(result.stdout)
    // Every real log with a conflict, and the fixtures' findings: hundreds of annotations.
    #expect(annotations.count > 200)
    for lines in annotations {
      let text = lines.joined(separator: "\n")
      #expect(lines.count <= 15, "\(lines.count) lines: \(text)")
      #expect(!text.contains("Farkas"), "\(text)")
      #expect(!text.contains("multiplier"), "\(text)")
      #expect(!text.contains("λ"), "\(text)")
      #expect(lines.filter { $0.hasPrefix("note: Fix: ") }.count <= 3, "\(text)")
    }
    // The longest conflicts are shortened, and say where the rest is.
    #expect(annotations.contains { $0.contains { $0.contains("left out here") } })
  }
}
