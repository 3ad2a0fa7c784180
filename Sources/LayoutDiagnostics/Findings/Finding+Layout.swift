import LayoutModel

extension Finding {
  /// Every finding of one layout, as `check` reports it: what the one solve shows
  /// (`LayoutAnalysis.findings()`: conflicts, truncation, ambiguity) and what the written
  /// constraints show alone (`constraintFindings(in:)`), repeats folded (`mergingRepeats`), in
  /// report order.
  ///
  /// - Throws: `AnalysisInputError` with the engine's one line when the layout breaks a model
  ///   rule.
  public static func layoutFindings(in document: LayoutDocument) throws(AnalysisInputError)
    -> [Finding]
  {
    let analysis = try LayoutAnalysis(document: document, file: document.source)
    return (analysis.findings() + constraintFindings(in: document)).mergingRepeats()
  }

  /// The findings read off the written constraints alone, the same at every root size:
  /// repeated constraints (`redundantConstraints(in:)`) and constraints that do not flip with
  /// their neighbours under right-to-left (`fixedDirectionConstraints(in:)`).
  public static func constraintFindings(in document: LayoutDocument) -> [Finding] {
    redundantConstraints(in: document) + fixedDirectionConstraints(in: document)
  }
}
