import LayoutEngine
import LayoutModel

extension LayoutAnalysis {
  /// The findings of `document` laid out at each of `sizes` (`findings()` per size), merged:
  /// one finding per fingerprint (rule, file and anchor), as first found, listing in `sizes`
  /// the sizes where it occurs in the order given, with a note naming them when it does not
  /// occur at every size. Each conflict, truncation and ambiguity finding also gets its
  /// `thresholds`: the root widths (at the height of the first size where it occurs) and root
  /// heights (at that width) over which it occurs, from a parametric walk (`SizeWalk`), and a
  /// note saying them when they are not the whole range walked.
  ///
  /// A size with safe-area insets (a catalogue device) lays out the document with its first
  /// root's insets replaced (`RootSize.applied(to:)`), and its walks keep them.
  ///
  /// One engine is built and moved from size to size (`LayoutEngine.setRootSize`); a size at
  /// which a required constraint breaks, or whose safe area differs from the last one's, is
  /// built afresh, as `setRootSize` asks.
  ///
  /// - Throws: `AnalysisInputError` when the document breaks a model rule.
  /// - Complexity: one build, then one incremental re-solve and the findings' solves per size;
  ///   wrapping views settle again from their one-line size at each size. The walks cost a
  ///   re-solve per piece of the root size's range, and run only when such findings occur.
  public static func findings(
    of document: LayoutDocument, file: String, sizes: [RootSize]
  ) throws(AnalysisInputError) -> [Finding] {
    var order: [Fingerprint] = []
    var merged: [Fingerprint: Finding] = [:]
    var firstSize: [Fingerprint: RootSize] = [:]
    var distinct: [RootSize] = []
    for size in sizes where !distinct.contains(size) { distinct.append(size) }
    // The layout last built or moved, and the safe-area insets it was built with.
    var layout: (analysis: LayoutAnalysis, safeAreaInsets: EdgeInsets?)?
    for size in distinct {
      let current: LayoutAnalysis
      if var moving = layout?.analysis, layout?.safeAreaInsets == size.safeAreaInsets,
        moving.moved(to: size)
      {
        current = moving
      } else {
        let options = LayoutEngineOptions(rootWidth: size.width, rootHeight: size.height)
        current = try LayoutAnalysis(
          document: size.applied(to: document), file: file, options: options)
      }
      layout = (current, size.safeAreaInsets)
      for finding in current.findings() {
        let key = finding.fingerprint
        if var known = merged[key] {
          known.sizes = (known.sizes ?? []) + [size]
          merged[key] = known
        } else {
          var first = finding
          first.sizes = [size]
          merged[key] = first
          firstSize[key] = size
          order.append(key)
        }
      }
    }
    // One set of walks per safe area the sizes give the root.
    var thresholds: [EdgeInsets?: SizeThresholds] = [:]
    return order.compactMap { key in
      guard var finding = merged[key] else { return nil }
      let sizes = finding.sizes ?? []
      if sizes.count < distinct.count {
        finding.notes.append(
          Finding.Note(
            "It occurs at root size\(sizes.count == 1 ? "" : "s") "
              + sizes.map(\.description).joined(separator: ", ")
              + " of the \(distinct.count) checked."))
      }
      if SizeThresholds.applies(to: finding), let size = firstSize[key] {
        var walks =
          thresholds[size.safeAreaInsets]
          ?? SizeThresholds(document: size.applied(to: document), file: file)
        let found = walks.thresholds(of: finding, at: size)
        thresholds[size.safeAreaInsets] = walks
        if !found.isEmpty {
          finding.thresholds = found
          finding.notes += found.compactMap(SizeThresholds.note)
        }
      }
      return finding
    }
  }

  /// Lays the same layout out at `size` in place (`LayoutEngine.setRootSize`) and solves it;
  /// `false`, with the engine in an unspecified state, when it must be built afresh instead.
  mutating func moved(to size: RootSize) -> Bool {
    guard (try? engine.setRootSize(width: size.width, height: size.height)) == true else {
      return false
    }
    solution = engine.solve()
    return true
  }
}
