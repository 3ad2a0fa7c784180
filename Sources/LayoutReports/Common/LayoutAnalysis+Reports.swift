import LayoutDiagnostics

// The reports of one analysed layout (`LayoutAnalysis`), for commands that do not build
// engines themselves.

extension SolveReport {
  /// The text report of `layout` (see `text(_:engine:ambiguity:judgesFrames:)`): stored
  /// frames are judged with the layout's own text on its own screen only, as `check` judges
  /// them (`solve --content-sizes ax5` marked views misplaced that `check` rightly did not
  /// report).
  public static func text(_ layout: LayoutAnalysis, ambiguity: AmbiguityReport? = nil) -> String {
    text(
      layout.solution, engine: layout.engine, ambiguity: ambiguity,
      judgesFrames: layout.hasOwnText && layout.root?.screen == nil)
  }

  /// The JSON report of `layout` (see `json(_:engine:ambiguity:)`).
  public static func json(_ layout: LayoutAnalysis, ambiguity: AmbiguityReport? = nil) -> String {
    json(
      layout.solution, engine: layout.engine, ambiguity: ambiguity,
      addresses: layout.constraintAddresses)
  }
}

extension AmbiguityTextReport {
  /// The text report of `report` on `layout`.
  public static func text(_ report: AmbiguityReport, layout: LayoutAnalysis) -> String {
    text(report, engine: layout.engine)
  }
}

extension AmbiguityJSONReport {
  /// The JSON report of `report` on `layout`.
  public static func json(_ report: AmbiguityReport, layout: LayoutAnalysis) -> String {
    json(report, engine: layout.engine)
  }
}

extension WhyTextReport {
  /// The text of `explanation` on `layout`.
  public static func text(_ explanation: WhyExplanation, layout: LayoutAnalysis) -> String {
    text(explanation, engine: layout.engine)
  }
}

extension WhyJSONReport {
  /// The JSON of `explanation` on `layout`.
  public static func json(_ explanation: WhyExplanation, layout: LayoutAnalysis) -> String {
    json(explanation, engine: layout.engine)
  }
}

extension ConstraintGraph {
  /// The graph of `layout` (see `init(engine:solution:ambiguity:title:)`).
  public init(layout: LayoutAnalysis, ambiguity: AmbiguityReport? = nil, title: String? = nil) {
    self.init(
      engine: layout.engine, solution: layout.solution, ambiguity: ambiguity, title: title)
  }
}
