import LayoutModel
import Testing

@testable import LayoutDiagnostics

/// The truncation analysis against a model of one row (title, 8 pt gap, detail, 16 pt insets):
/// the view with the lower compression resistance gives way when the text does not fit. The
/// real engine runs it in the check tests; here the search logic is pinned.
@Suite struct TruncationAnalysisTests {
  static let file = "row.layout"

  static func document(
    rootWidth: Double = 320, title: (Double, Double) = (200, 1000),
    detail: (Double, Double) = (150, 250)
  ) throws -> LayoutDocument {
    func at(_ line: Int) -> LayoutModel.SourceLocation {
      SourceLocation(file: file, line: line, column: 1)
    }
    let views = [
      View(
        id: "root", frame: LayoutRect(x: 0, y: 0, width: rootWidth, height: 100),
        location: at(1)),
      View(
        id: "title", className: "UILabel", superview: "root",
        intrinsicContentSize: IntrinsicContentSize(width: title.0, height: 20),
        contentCompressionResistancePriority: ContentPriorities(
          horizontal: LayoutPriority(title.1), vertical: .defaultHigh),
        location: at(2)),
      View(
        id: "detail", className: "UILabel", superview: "root",
        intrinsicContentSize: IntrinsicContentSize(width: detail.0, height: 20),
        contentCompressionResistancePriority: ContentPriorities(
          horizontal: LayoutPriority(detail.1), vertical: .defaultHigh),
        location: at(3)),
    ]
    func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
      LayoutAnchor(.view(id), attribute)
    }
    let constraints = [
      LayoutConstraint(
        anchor("title", .leading), .equal, anchor("root", .leading), constant: 16,
        provenance: Provenance(location: at(4))),
      LayoutConstraint(
        anchor("detail", .leading), .equal, anchor("title", .trailing), constant: 8,
        provenance: Provenance(location: at(5))),
      LayoutConstraint(
        anchor("detail", .trailing), .equal, anchor("root", .trailing), constant: -16,
        provenance: Provenance(location: at(6))),
    ]
    return LayoutDocument(
      source: file, hierarchy: try ViewHierarchy(views: views), constraints: constraints)
  }

  /// The row, solved by hand: sizes are intrinsic unless the three constraints make the row
  /// too narrow, and then the lower compression resistance gives way.
  static let rowModel: TruncationAnalysis.Solve = { document, rootWidth, _ in
    let views = Dictionary(uniqueKeysWithValues: document.hierarchy.views.map { ($0.id, $0) })
    guard let root = views["root"], let title = views["title"], let detail = views["detail"]
    else { return nil }
    let width = rootWidth ?? root.frame?.width ?? 0
    var titleWidth = title.intrinsicContentSize.width ?? 0
    var detailWidth = detail.intrinsicContentSize.width ?? 0
    let shortage = titleWidth + detailWidth - (width - 40)
    if shortage > 0 && document.constraints.count == 3 {
      if title.contentCompressionResistancePriority.horizontal
        > detail.contentCompressionResistancePriority.horizontal
      {
        detailWidth = max(0, detailWidth - shortage)
      } else {
        titleWidth = max(0, titleWidth - shortage)
      }
    }
    return [
      "root": LayoutRect(x: 0, y: 0, width: width, height: 100),
      "title": LayoutRect(x: 16, y: 20, width: titleWidth, height: 20),
      "detail": LayoutRect(x: 24 + titleWidth, y: 20, width: detailWidth, height: 20),
    ]
  }

  @Test func detailGivesWayToTheStrongerTitle() throws {
    let document = try Self.document()
    let truncations = TruncationAnalysis.truncations(in: document, solve: Self.rowModel)
    #expect(truncations.count == 1)
    let truncation = try #require(truncations.first)
    #expect(truncation.view == "detail")
    #expect(truncation.axis == .horizontal)
    #expect(truncation.solved == 80)
    #expect(truncation.shortfall == 70)
    #expect(truncation.fitsFromRootSize == 390)
    #expect(
      truncation.winners == [
        .compressionResistance(view: "title", priority: LayoutPriority(1000)),
        .constraint(index: 0), .constraint(index: 1), .constraint(index: 2),
      ])
  }

  @Test func findingNamesTheWinnerTheRootSizeAndAFix() throws {
    let findings = Finding.truncations(in: try Self.document(), solve: Self.rowModel)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "truncation")
    #expect(finding.severity == .warning)
    #expect(finding.location == SourceLocation(file: Self.file, line: 3, column: 1))
    #expect(
      finding.message
        == "detail is laid out 70 pt narrower than its intrinsic width (80 pt instead of"
        + " 150 pt), so its content is clipped or truncated.")
    #expect(
      finding.notes.first
        == Finding.Note(
          "title's horizontal compression resistance (1000) wins over detail's (250).",
          at: SourceLocation(file: Self.file, line: 2, column: 1)))
    #expect(
      finding.notes.map(\.message).contains("It fits once the root view is at least 390 pt wide."))
    #expect(
      finding.fixes
        == [
          Finding.Fix(
            "lower title's horizontal compression resistance below 250, or give the views"
              + " 70 pt more room.")
        ])
  }

  @Test func roomyOrEqualRowsAreNotTruncated() throws {
    #expect(
      TruncationAnalysis.truncations(in: try Self.document(rootWidth: 390), solve: Self.rowModel)
        .isEmpty)
    // Within the tolerance: 0.0005 pt short is noise, not truncation.
    #expect(
      TruncationAnalysis.truncations(
        in: try Self.document(rootWidth: 389.9995), solve: Self.rowModel
      ).isEmpty)
  }

  @Test func theWeakerTitleGivesWayWhenPrioritiesSwap() throws {
    let document = try Self.document(title: (200, 250), detail: (150, 751))
    let truncation = try #require(
      TruncationAnalysis.truncations(in: document, solve: Self.rowModel).first)
    #expect(truncation.view == "title")
    #expect(truncation.solved == 130)
    #expect(
      truncation.winners.first
        == .compressionResistance(view: "detail", priority: LayoutPriority(751)))
    let fix = TruncationWording.fix(truncation, document)
    #expect(
      fix
        == "give title horizontal compression resistance 752, or lower detail's below 250,"
        + " to choose which view gives way.")
  }

  /// The size the view fits from is the constraints' arithmetic (16 + 60 + 8 + 49.5 + 16 =
  /// 149.5), not the search's bracket rounded up (149.51); the same for sizes that are not a
  /// multiple of 0.01 pt.
  @Test(arguments: [(49.5, 149.5), (150.25, 250.25), (49.123, 149.123), (150, 250)])
  func theSizeItFitsFromIsExact(detail: Double, fitsFrom: Double) throws {
    let document = try Self.document(
      rootWidth: fitsFrom - 30, title: (60, 1000), detail: (detail, 250))
    let truncation = try #require(
      TruncationAnalysis.truncations(in: document, solve: Self.rowModel).first)
    #expect(truncation.view == "detail")
    #expect(truncation.fitsFromRootSize == fitsFrom)
  }

  /// Says along which dimension it never fits, so that a reader comparing it with the
  /// thresholds along the other one (`wrap-capped.layout`: cut for root widths up to 346 pt,
  /// never fitting however tall the root) sees why both hold.
  @Test func aViewThatNeverFitsSaysSo() throws {
    let document = try Self.document(title: (200_000, 1000))
    let truncation = try #require(
      TruncationAnalysis.truncations(in: document, solve: Self.rowModel).first)
    #expect(truncation.fitsFromRootSize == nil)
    #expect(
      TruncationWording.fit(truncation)
        == "It does not fit however wide the root view is (checked up to 100000 pt).")
  }
}
