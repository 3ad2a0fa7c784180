import LayoutEngine
import LayoutModel

extension LayoutAnalysis {
  /// The findings of `document` laid out at each of `sizes` (`findings()` per size), merged:
  /// one finding per fingerprint (rule, file and anchor), as first found, listing in `sizes`
  /// the sizes where it occurs in the order given, with a note naming them when it does not
  /// occur at every size.
  ///
  /// - Throws: `AnalysisInputError` when the document breaks a model rule.
  /// - Complexity: one build and the findings' solves per size; wrapping views settle again
  ///   from their one-line size at each size.
  public static func findings(
    of document: LayoutDocument, file: String, sizes: [RootSize]
  ) throws(AnalysisInputError) -> [Finding] {
    var order: [Fingerprint] = []
    var merged: [Fingerprint: Finding] = [:]
    var distinct: [RootSize] = []
    for size in sizes where !distinct.contains(size) { distinct.append(size) }
    for size in distinct {
      let options = LayoutEngineOptions(rootWidth: size.width, rootHeight: size.height)
      let layout = try LayoutAnalysis(document: document, file: file, options: options)
      for finding in layout.findings() {
        let key = finding.fingerprint
        if var known = merged[key] {
          known.sizes = (known.sizes ?? []) + [size.description]
          merged[key] = known
        } else {
          var first = finding
          first.sizes = [size.description]
          merged[key] = first
          order.append(key)
        }
      }
    }
    return order.compactMap { key in
      guard var finding = merged[key] else { return nil }
      let sizes = finding.sizes ?? []
      if sizes.count < distinct.count {
        finding.notes.append(
          Finding.Note(
            "It occurs at root size\(sizes.count == 1 ? "" : "s") "
              + sizes.joined(separator: ", ") + " of the \(distinct.count) checked."))
      }
      return finding
    }
  }
}
