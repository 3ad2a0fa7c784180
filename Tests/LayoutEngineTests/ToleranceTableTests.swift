import ConstraintSolver
import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

/// `Tolerance` (`Sources/ConstraintSolver/Tolerance.swift`) is the package's one table of
/// tolerances: no other source file writes a bare `1e-…` literal, except LayoutModel's points
/// resolution, which that module cannot take from the solver and which equals the table's
/// wrapping row.
@Suite struct ToleranceTableTests {
  /// The one file of the table, and LayoutModel's one number.
  static let allowed: Set<String> = [
    "Sources/ConstraintSolver/Tolerance.swift", "Sources/LayoutModel/NumberFormatting.swift",
  ]

  /// `1e-9`, `2.5E-3`, `1.0e-8`: a number with a negative exponent.
  static let literal = try! NSRegularExpression(pattern: #"\b[0-9][0-9_]*(\.[0-9_]+)?[eE]-[0-9]"#)

  /// `path:line: text` for every bare literal outside comments in `Sources`.
  static func literals() throws -> [String] {
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      let relative = "Sources/" + path
      guard path.hasSuffix(".swift"), !allowed.contains(relative) else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = String(line.components(separatedBy: "//")[0])
        let range = NSRange(code.startIndex..., in: code)
        if literal.firstMatch(in: code, range: range) != nil {
          found.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return found.sorted()
  }

  @Test func noBareToleranceLiteralOutsideTheTable() throws {
    let found = try Self.literals()
    #expect(found.isEmpty, "name these in Tolerance.swift:\n\(found.joined(separator: "\n"))")
  }

  @Test func theSearchFindsALiteral() {
    let code = "guard abs(x) > 1e-9 else"
    let range = NSRange(code.startIndex..., in: code)
    #expect(Self.literal.firstMatch(in: code, range: range) != nil)
  }

  /// The values the package has always used (so the table changed no behaviour).
  @Test func theTableHoldsTheValues() {
    #expect(Tolerance.nearZero == 1e-8)
    #expect(Tolerance.feasibility == 1e-9)
    #expect(Tolerance.relative == 1e-9)
    #expect(Tolerance.certificate == 1e-7)
    #expect(Tolerance.zeroMultiplier == 1e-12)
    #expect(Tolerance.fixMargin == 1e-4)
    #expect(Tolerance.truncation == 1e-3)
    #expect(Tolerance.wrapping == 1e-6)
    #expect(Tolerance.pivotNudge == 1e-7)
    #expect(Tolerance.sizeWalkStep == 1e-6)
    #expect(Tolerance.bisection == 1e-9)
    #expect(pointsResolution == Tolerance.wrapping)
    #expect(TextWrapping.tolerance == Tolerance.wrapping)
    #expect(Tolerance.lineBreak == Tolerance.wrapping / 1_000)
    #expect(TextWrapping.lineBreakTolerance == Tolerance.lineBreak)
  }
}
