import LayoutModel

/// A console report read as a partial layout: the views, guides and constraints it names, as a
/// `LayoutDocument`, with what the log does not show listed as the document's `unknowns`.
///
/// Items are views keyed by class and address (`UIView:0x7fcdaff031e0`, the class token being
/// the first one the report prints for that address, else the name bound in `names:`), or by
/// name where there is none (`content-view-1`); layout guides and stack-view spacers are
/// views too, since the report shows no owner for them. A `UIViewLayoutMarginsGuide` bound to
/// its view by a `UIView-*Margin-guide-constraint` is that view's `layoutMarginsGuide`.
///
/// The partial hierarchy comes from `names:` (`'|'` is the superview of the other items) and
/// from visual-format `|`. A view whose superview the report needs (a `|` or a frame name such
/// as `minX` without a `'|'` binding) but never names gets a placeholder superview
/// `superview(KEY)` and the unknown `.superview(of:placeholder:)`. Every view a margin
/// attribute names has its four layout margins unknown (never negative, UIKit's default 8);
/// every view a baseline names has that baseline's offset unknown. A private anchor
/// (NSGridView's `row-boundary`) is an unknown of its own, `.privateAnchor`, one per address
/// `names:` binds to it (one per printed name when it binds none); bindings of anchors are not
/// views.
///
/// A compound body (`(A.leading - G.leading) == 0.5*(B.leading - C.trailing)`), or a body with
/// a private anchor, becomes a compound constraint (`LayoutConstraint.compound`) with the sides
/// as printed.
/// Constraints keep their report order, priority, identifier, origin, line and printed
/// autoresizing mask. A constraint that cannot be part of a layout — a repeated entry, an
/// attribute printed `(null)`, a number beyond `LayoutLimits.maxMagnitude`, a pairing UIKit
/// refuses — is left out of the document, with the reason in `exclusions`.
public struct ConsoleReportLayout: Sendable {
  /// The report as a layout.
  public var document: LayoutDocument
  /// For each constraint of the report, its index in `document.constraints`, or `nil` when it
  /// was left out.
  public var documentIndices: [Int?]
  /// For each constraint of the document, its index in the report's `constraints`.
  public var reportIndices: [Int]
  /// Why each left-out constraint of the report was left out, by report index.
  public var exclusions: [Int: String]
  /// Views the app made (see `ConstraintDescriptionItem.isAppDefined`), by id.
  public var appDefinedViews: Set<String>
  /// The names items are printed with in explanations, when they differ from the item's
  /// description: a bound margins guide keeps its own `UIViewLayoutMarginsGuide:0x...`, a
  /// placeholder superview reads `the superview of KEY`.
  public var displayNames: [LayoutItem: String]
  /// Layout-margins guides bound to their owning views: owner key → guide key.
  public var marginGuides: [String: String]
  /// The class token of each address (`0x1` → `UIView`).
  var tokens: [String: String]

  /// Reads `report` as a layout.
  /// - Parameters:
  ///   - file: the name locations carry.
  ///   - direction: how to read `leading`/`trailing` (left-to-right unless the app runs
  ///     right-to-left).
  public init(report: ConsoleLogReport, file: String, direction: LayoutDirection = .leftToRight) {
    var builder = ConsoleReportLayoutBuilder(
      descriptions: report.constraints.map(\.parsed), file: file)
    builder.lines = report.constraints.map(\.line)
    // The same object printed twice, or the same constraint added twice: the first copy only.
    let repeats = Set(report.repeatedConstraints.flatMap { $0.dropFirst() })
    builder.duplicates = report.constraints.indices.map {
      report.constraints[$0].duplicateOf != nil || repeats.contains($0)
    }
    self = builder.layout(direction: direction)
  }

  /// Reads a list of descriptions (a dump, or constraints printed one by one) as a layout;
  /// `lines` are their 1-based lines, if known.
  public init(
    descriptions: [ConstraintDescription], file: String, lines: [Int]? = nil,
    direction: LayoutDirection = .leftToRight
  ) {
    var builder = ConsoleReportLayoutBuilder(descriptions: descriptions, file: file)
    builder.lines = lines ?? []
    self = builder.layout(direction: direction)
  }

  init(
    document: LayoutDocument, documentIndices: [Int?], reportIndices: [Int],
    exclusions: [Int: String], appDefinedViews: Set<String>, displayNames: [LayoutItem: String],
    marginGuides: [String: String], tokens: [String: String]
  ) {
    self.marginGuides = marginGuides
    self.tokens = tokens
    self.document = document
    self.documentIndices = documentIndices
    self.reportIndices = reportIndices
    self.exclusions = exclusions
    self.appDefinedViews = appDefinedViews
    self.displayNames = displayNames
  }

  /// The key of an item as `AmbiguousVariable` and traces name it: `Class:0xADDR`, or the name.
  public static func itemKey(_ item: ConstraintDescriptionItem, superviewKey: String?) -> String {
    if let address = item.address { return "\(item.className ?? item.name ?? "?"):\(address)" }
    if item.isSuperview { return "superview(\(superviewKey ?? "?"))" }
    return item.name ?? item.className ?? "?"
  }

  /// The key of `item` in this layout (a view id or a guide's key); `other` names the other
  /// item, for an unbound `|` (`superview(KEY)`).
  public func key(of item: ConstraintDescriptionItem, other: ConstraintDescriptionItem?) -> String {
    if let address = item.address {
      return "\(tokens[address] ?? item.className ?? item.name ?? "?"):\(address)"
    }
    if item.isSuperview {
      return "superview(\(other.map { key(of: $0, other: nil) } ?? "?"))"
    }
    return item.name ?? item.className ?? "?"
  }

  /// The item as explanations print it: its display name, else its description (with the
  /// view's text, `UILabel:0x1'Title'`, when the report showed one).
  public func name(of item: LayoutItem) -> String {
    displayNames[item] ?? document.printedName(of: item)
  }
}
