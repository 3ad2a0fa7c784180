import LayoutDiagnostics

/// The analyses `check` runs: the one analysis entry point of `LayoutDiagnostics`
/// (`InputAnalysis`), under the name `check`'s seams and tests use.
public typealias CheckAnalyses = InputAnalysis

extension InputAnalysis {
  /// The findings of one input of `check`, repeats merged, in report order, and the reader's
  /// warnings (`InputAnalysis.findings(name:text:kind:)`).
  /// - Throws: what that throws.
  public func findings(for input: CheckInput) throws -> (findings: [Finding], warnings: [String]) {
    try findings(name: input.name, text: input.text, kind: input.kind)
  }
}
