import ConstraintSolver
import LayoutEngine
import LayoutModel

/// A parametric walk over one dimension of the root view's size, from 0 to `limit` points,
/// that finds exactly where each conflict, truncation and ambiguity finding occurs.
///
/// The walk starts at the size where the finding was met and goes down to 0, then up. Each
/// step lays the layout out just past the last breakpoint and asks the solver for the
/// root sizes over which its basis stays optimal (`LayoutEngine.rootSizeRange`, ranging on the
/// root's `UIView-Encapsulated-Layout-Width`/`-Height` constant). Inside that piece every frame
/// is linear in the root size, so a truncation starts or ends where the view's size crosses its
/// intrinsic size (solved exactly from two points of the piece), and the conflicts and
/// ambiguities found at its middle hold over the piece. Past the piece the dual simplex pivots
/// to the neighbouring basis. Wrapping views change their intrinsic height at line breaks, and
/// where a required constraint breaks the one a fresh build breaks depends on the order of
/// adding: a piece also ends where either changes (`signature`), located by bisection to
/// `resolution` points (the one place the walk searches rather than reads the tableau).
///
/// One engine is moved from size to size (`LayoutEngine.setRootSize`); where a required
/// constraint breaks, each step builds afresh, as a fresh layout at that size would break.
/// Pieces narrower than `step` are not told apart; the walk stops after `stepLimit` pieces and
/// then says how far it got.
struct SizeWalk {
  /// The largest root size walked to, in points.
  static let limit = 10_000.0
  /// At most this many pieces each way from where a walk starts.
  static let stepLimit = 100
  /// How far past a breakpoint the next piece is laid out, in points.
  static let step = Tolerance.sizeWalkStep
  /// The resolution of a breakpoint found by bisection (a line break, a change of conflict),
  /// in points.
  static let resolution = Tolerance.bisection

  let document: LayoutDocument
  let file: String
  let axis: LayoutAxis
  /// The other dimension, in points.
  let fixedSize: Double

  /// What a walk found: the occurrence of every conflict, truncation and ambiguity finding
  /// met on the way by `key(of:)`, ascending and disjoint, within `from...upTo` points (the
  /// part of 0...`limit` the walk covered).
  typealias Result = (
    occurrences: [Fingerprint: [SizeThreshold.Interval]], from: Double, upTo: Double
  )

  /// Walks down from `origin` (points) to 0, then up to `limit`, each way at most `stepLimit`
  /// pieces; `nil` when the root has no size to vary there.
  func run(from origin: Double) -> Result? {
    var mover = Mover(walk: self)
    var parts: [Fingerprint: [SizeThreshold.Interval]] = [:]
    var conflicts = Set<Fingerprint>()
    var reached: [Double] = []
    for direction in [-1.0, 1.0] {
      var start = min(max(origin, 0), Self.limit)
      var steps = 0
      while direction < 0 ? start > 0 : start < Self.limit, steps < Self.stepLimit {
        steps += 1
        let point = min(max(start + direction * Self.step, 0), Self.limit)
        guard let here = mover.lay(at: point),
          let range = here.engine.rootSizeRange(axis, upward: direction > 0)
        else {
          if steps == 1, direction < 0, origin > 0 { return nil }
          break
        }
        let sizes = Self.truncationSizes(here, axis: axis)
        let signature = Self.signature(here)
        let reach =
          direction < 0
          ? min(max(range.lower ?? 0, 0), point)
          : max(min(range.upper ?? Self.limit, Self.limit), point)
        let end = reach == point ? point : mover.firstChange(from: point, to: reach, signature)
        let middle = (start + end) / 2
        var other = (point: point, sizes: sizes)
        var constant: [Fingerprint] = []
        if end != point, let there = mover.lay(at: middle) {
          other = (middle, Self.truncationSizes(there, axis: axis))
          let found = Self.pieceFindings(there)
          constant = found.keys
          conflicts.formUnion(found.conflicts)
        }
        let piece = SizeThreshold.Interval(lower: min(start, end), upper: max(start, end))
        for key in constant { parts[key, default: []].append(piece) }
        for (key, size) in sizes {
          let slope =
            other.point != point
            ? ((other.sizes[key]?.size ?? size.size) - size.size) / (other.point - point) : 0
          if let part = Self.truncated(size, slope: slope, at: point, within: piece) {
            parts[key, default: []].append(part)
          }
        }
        start = end
      }
      reached.append(start)
    }
    let (from, upTo) = (roundedPoints(reached[0]), roundedPoints(reached[1]))
    // Which ends a finding has: laid out at the end itself, between `from` and `upTo`.
    var found: [Double: Set<Fingerprint>] = [:]
    func occurs(_ key: Fingerprint, at size: Double) -> Bool {
      guard size > from, size < upTo else { return true }
      if found[size] == nil { found[size] = mover.findings(at: size) }
      return found[size]?.contains(key) ?? true
    }
    // A conflict of equations holds at the one size where they agree, a breakpoint between
    // two pieces where it occurs: "exactly 580 pt wide" does not occur at 580. Only the
    // conflicts are looked for there.
    var conflictsAt: [Double: Set<Fingerprint>] = [:]
    func isApart(_ key: Fingerprint, at size: Double) -> Bool {
      guard conflicts.contains(key), size > from, size < upTo else { return false }
      if conflictsAt[size] == nil {
        conflictsAt[size] = mover.lay(at: size).map(Self.conflictKeys) ?? [key]
      }
      return conflictsAt[size]?.contains(key) == false
    }
    var occurrences: [Fingerprint: [SizeThreshold.Interval]] = [:]
    for (key, intervals) in parts {
      occurrences[key] = Self.merged(intervals) { isApart(key, at: $0) }
    }
    for (key, intervals) in occurrences {
      occurrences[key] = intervals.map { interval in
        var interval = interval
        interval.includesLower = occurs(key, at: interval.lower)
        interval.includesUpper = occurs(key, at: interval.upper)
        return interval
      }
    }
    return (occurrences, from, upTo)
  }

  /// The root size of the walk at `size` along its axis.
  func rootSize(_ size: Double) -> RootSize {
    axis == .horizontal
      ? RootSize(width: size, height: fixedSize) : RootSize(width: fixedSize, height: size)
  }

  /// The keys of the conflicts and ambiguities of a layout, found at the middle of a piece (and
  /// at its ends, for whether they are in it):
  /// conflicts hold over the whole piece (its broken constraints are the same throughout);
  /// an ambiguous range's extent is linear over it, so it is wider than the solver's tolerance
  /// at the middle exactly when it is on all but a negligible end of the piece.
  /// The conflicts' keys are also given apart.
  static func pieceFindings(_ layout: LayoutAnalysis) -> (
    keys: [Fingerprint], conflicts: Set<Fingerprint>
  ) {
    let conflicts = conflictKeys(layout)
    let others =
      Finding.ambiguities(layout.ambiguity(), engine: layout.engine)
      + Finding.scrollableContentAmbiguities(in: layout.engine)
    return (Array(conflicts) + others.map(key(of:)), conflicts)
  }

  /// The keys of the conflicts of a layout (`pieceFindings`' first part).
  static func conflictKeys(_ layout: LayoutAnalysis) -> Set<Fingerprint> {
    Set(Finding.layoutConflicts(in: layout.engine, solution: layout.solution).map(key(of:)))
  }

  /// The size and intrinsic size (points) along `axis` of every view that `TruncationAnalysis`
  /// would check, by the fingerprint its truncation finding would have.
  static func truncationSizes(_ layout: LayoutAnalysis, axis: LayoutAxis)
    -> [Fingerprint: (size: Double, intrinsic: Double)]
  {
    let frames = LayoutAnalysis.frames(of: layout.solution)
    var result: [Fingerprint: (size: Double, intrinsic: Double)] = [:]
    let hidden = layout.document.hierarchy.hiddenFlags()
    for (index, view) in layout.document.hierarchy.views.enumerated()
    where !hidden[index] && view.cutsContent {
      for viewAxis in LayoutAxis.allCases {
        if viewAxis == .horizontal, view.wrapping != nil { continue }
        guard let intrinsic = view.intrinsicContentSize[viewAxis], let frame = frames[view.id]
        else { continue }
        let key = Fingerprint(
          ruleID: RuleDescriptor.truncation.id, file: layout.document.source,
          anchor: "\(view.id) \(viewAxis.rawValue)")
        result[key] = (TruncationAnalysis.size(frame, viewAxis), intrinsic)
      }
    }
    return result
  }

  /// What must stay the same over a piece besides the solver's basis: the intrinsic heights
  /// of the wrapping views (in view order), then where a fresh build broke required
  /// constraints, which of them it broke (with those the solver found each conflicting with)
  /// and the minimal conflicts (which of them breaks, and the minimal conflict found, depend on
  /// more than the basis), the conflicts as their findings' anchors.
  struct Signature: Equatable {
    var heights: [String]
    var broken: [String]
    var conflicts: [String]
  }

  /// The layout's signature.
  static func signature(_ layout: LayoutAnalysis) -> Signature {
    Signature(heights: heights(layout), broken: broken(layout), conflicts: conflicts(layout))
  }

  /// Whether the layout's signature is `signature`, its parts compared cheapest first: a walk
  /// asks this at every probe of a bisection (some forty), and finding the minimal conflicts
  /// is its dearest part, needed only where the others agree.
  static func has(_ signature: Signature, _ layout: LayoutAnalysis) -> Bool {
    heights(layout) == signature.heights && broken(layout) == signature.broken
      && conflicts(layout) == signature.conflicts
  }

  /// The intrinsic heights of the wrapping views, in view order.
  static func heights(_ layout: LayoutAnalysis) -> [String] {
    layout.document.hierarchy.views.compactMap { view in
      view.wrapping == nil ? nil : view.intrinsicContentSize.height.map(formatPoints) ?? "-"
    }
  }

  /// The required constraints the solve broke, each with those it conflicted with.
  static func broken(_ layout: LayoutAnalysis) -> [String] {
    layout.solution.brokenConstraints.map { broken in
      ([broken.index] + broken.conflictingWith).map(String.init).joined(separator: ",")
    }
  }

  /// The minimal conflicts where the solve broke required constraints, as their findings'
  /// anchors, found without being described (`ConflictAnalysis.init(subject:seeds:oracle:
  /// describes:)`: the words and fixes were most of a walk's time).
  static func conflicts(_ layout: LayoutAnalysis) -> [String] {
    let solution = layout.solution
    guard !solution.brokenConstraints.isEmpty else { return [] }
    let analysis = ConflictAnalysis(
      subject: ConflictSubject(
        engine: layout.engine, brokenIndex: solution.brokenConstraints.first?.index),
      seeds: solution.brokenConstraints.map { [$0.index] + $0.conflictingWith },
      oracle: SolverFeasibility(), describes: false)
    return analysis.conflicts.map { conflict in
      let members = conflict.members.map { analysis.subject.constraints[$0] }
      return normalised(Fingerprint.anchor(members.map(LayoutConflictWording.anchor).sorted()))
    }
  }

  /// The part of `piece` where a view whose size is `size.size` at `point` and changes by
  /// `slope` per point of root size is below its intrinsic size by more than
  /// `TruncationAnalysis.tolerance`; its boundary is where the size reaches the intrinsic one.
  static func truncated(
    _ size: (size: Double, intrinsic: Double), slope: Double, at point: Double,
    within piece: SizeThreshold.Interval
  ) -> SizeThreshold.Interval? {
    let shortfall = size.intrinsic - size.size
    guard abs(slope) > Tolerance.relative else {
      return shortfall > TruncationAnalysis.tolerance ? piece : nil
    }
    let crossing = roundedPoints(point + shortfall / slope)
    let lower = slope > 0 ? piece.lower : max(piece.lower, crossing)
    let upper = slope > 0 ? min(piece.upper, crossing) : piece.upper
    return lower < upper ? SizeThreshold.Interval(lower: lower, upper: upper) : nil
  }

  /// `intervals` sorted and joined where they touch (within `step`), their ends rounded to
  /// `pointsResolution`; two that meet at a size `isApart` says the finding does not occur at
  /// stay apart.
  static func merged(
    _ intervals: [SizeThreshold.Interval], apartAt isApart: (Double) -> Bool = { _ in false }
  ) -> [SizeThreshold.Interval] {
    var result: [SizeThreshold.Interval] = []
    let rounded = intervals.map {
      SizeThreshold.Interval(lower: roundedPoints($0.lower), upper: roundedPoints($0.upper))
    }
    for piece in rounded.sorted(by: { $0.lower < $1.lower }) {
      if let last = result.last, piece.lower <= last.upper + step,
        piece.lower < last.upper || !isApart(last.upper)
      {
        result[result.count - 1].upper = max(last.upper, piece.upper)
      } else {
        result.append(piece)
      }
    }
    return result
  }

  /// The identity of a finding along the walk: its fingerprint, except that the root's size
  /// constant in a conflict's `UIView-Encapsulated-Layout-Width`/`-Height` member (which the
  /// walk varies) is left out, so that one conflict is one finding at every root size.
  static func key(of finding: Finding) -> Fingerprint {
    guard finding.anchor.contains("-Encapsulated-Layout-") else { return finding.fingerprint }
    return Fingerprint(
      ruleID: finding.ruleID, file: finding.location.file, anchor: normalised(finding.anchor))
  }

  /// `anchor` with the numbers of its lines naming a `-Encapsulated-Layout-` constraint as `_`
  /// (the root size they give changes along the walk).
  static func normalised(_ anchor: String) -> String {
    guard anchor.contains("-Encapsulated-Layout-") else { return anchor }
    return anchor.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.contains("-Encapsulated-Layout-") else { return String(line) }
      return line.split(separator: " ", omittingEmptySubsequences: false)
        .map { Double($0) == nil ? String($0) : "_" }.joined(separator: " ")
    }.joined(separator: "\n")
  }
}

extension SizeWalk {
  /// Moves one layout from size to size: in place while no required constraint breaks,
  /// afresh otherwise.
  struct Mover {
    let walk: SizeWalk
    var current: LayoutAnalysis?

    init(walk: SizeWalk) { self.walk = walk }

    /// The layout at `size` along the walk's axis, or `nil` when it cannot be built.
    mutating func lay(at size: Double) -> LayoutAnalysis? {
      let root = walk.rootSize(size)
      if var layout = current, layout.moved(to: root) {
        current = layout
        return layout
      }
      current = try? LayoutAnalysis(
        document: walk.document, file: walk.file,
        options: LayoutEngineOptions(rootWidth: root.width, rootHeight: root.height))
      return current
    }

    /// The keys of the conflicts, ambiguities and truncations of the layout at `size`
    /// (points), or `nil` when it cannot be built.
    mutating func findings(at size: Double) -> Set<Fingerprint>? {
      guard let layout = lay(at: size) else { return nil }
      var keys = Set(SizeWalk.pieceFindings(layout).keys)
      for (key, size) in SizeWalk.truncationSizes(layout, axis: walk.axis)
      where size.intrinsic - size.size > TruncationAnalysis.tolerance {
        keys.insert(key)
      }
      return keys
    }

    /// The first size from `point` towards `end` (points) at which the layout's `signature`
    /// differs from `signature`: `end` itself when it is the same there, otherwise found by
    /// bisection to `SizeWalk.resolution` (it assumes one change at most in between).
    mutating func firstChange(
      from point: Double, to end: Double, _ signature: SizeWalk.Signature
    ) -> Double {
      if let there = lay(at: end), SizeWalk.has(signature, there) { return end }
      var near = point
      var far = end
      while abs(far - near) > SizeWalk.resolution {
        let middle = (near + far) / 2
        guard let there = lay(at: middle) else { break }
        if SizeWalk.has(signature, there) { near = middle } else { far = middle }
      }
      return far
    }
  }
}
