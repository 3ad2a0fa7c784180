import LayoutModel

extension Finding {
  /// Every finding of one layout, as `check` reports it: what the one solve shows
  /// (`LayoutAnalysis.findings()`: conflicts, truncation, ambiguity) and repeated
  /// constraints, with repeats folded (`mergingRepeats`), in report order.
  ///
  /// - Throws: `AnalysisInputError` with the engine's one line when the layout breaks a model
  ///   rule.
  public static func layoutFindings(in document: LayoutDocument) throws(AnalysisInputError)
    -> [Finding]
  {
    let analysis = try LayoutAnalysis(document: document, file: document.source)
    return (analysis.findings() + redundantConstraints(in: document)).mergingRepeats()
  }
}
