import LayoutEngine
import LayoutModel

/// What a conflict analysis looks at: a layout (a listing, a dump, or a console report read as
/// one), every constraint the engine builds from it, and the facts the explanation needs.
///
/// Listings and console reports are analysed by the same code; only these facts differ.
public struct ConflictSubject: Sendable {
  /// The layout.
  public var document: LayoutDocument {
    didSet { names = ItemNames(document: document, displayNames: names.displayNames) }
  }
  /// Every constraint: the document's (same indices), then the ones UIKit would generate
  /// (`LayoutEngine.constraints`).
  public var constraints: [LayoutConstraint]
  /// The index in `constraints` of the constraint UIKit broke (for a console report) or the
  /// engine breaks (for a layout), if known.
  public var brokenIndex: Int?
  /// The other constraints the engine breaks in a layout (it breaks one per independent
  /// conflict): a conflict through one of them and not through `brokenIndex` is described
  /// with it as the broken one.
  public var alsoBroken: [Int] = []
  /// Every constraint the engine breaks: `brokenIndex`, then `alsoBroken`.
  public var allBroken: [Int] { (brokenIndex.map { [$0] } ?? []) + alsoBroken }
  /// The broken constraint as printed, when the report printed one that is not in its list.
  public var brokenText: String?
  /// Whether `brokenIndex` is `BreakingRule`'s prediction (a layout, or a report whose recovery
  /// line is missing) rather than what UIKit printed.
  public var isBrokenPredicted: Bool
  /// `UIKit` or `AppKit`.
  public var framework: String
  /// How items are named (`ItemNames`): a console report's bound names, a layout editor's
  /// view names, else the input's own.
  public var names: ItemNames
  /// Names items are printed with when they differ from their description (console reports:
  /// margins guides and placeholder superviews).
  public var displayNames: [LayoutItem: String] {
    get { names.displayNames }
    set { names.displayNames = newValue }
  }
  /// The views the app made, by id; `nil` when every view is the app's (listings and dumps).
  public var appDefinedViews: Set<String>?
  /// How the input showed its list, for the words said when nothing conflicts.
  public var listing: Listing
  /// The library that made each constraint and where, by index into `constraints`, when the
  /// input shows it (a console log's SnapKit and Masonry classes); fixes name the library's
  /// own calls.
  public var sources: [Int: ConstraintSource] = [:]
  /// Whether a console report's assumed domains (`LayoutUnknown.isDomainAssumedInReports`:
  /// layout margins ≥ 0) are held as facts, as in a whole layout: the model `BreakingRule`'s
  /// candidates are found in (`ConsoleReportAnalysis.predictionCandidates`), where margins
  /// are what apps almost always have; the findings leave them assumptions.
  public var holdsAssumedDomains = false

  /// How complete the list behind the subject is.
  public struct Listing: Hashable, Sendable {
    /// The list was `<private>`.
    public var isRedacted: Bool
    /// The list was `...`.
    public var isElided: Bool
    /// Lines of the list that could not be read.
    public var unreadableLines: Int
    /// Whether the list stops in the middle of a line, where the log was cut (its last
    /// unreadable line stops before its closing `>`, and nothing of the list follows).
    public var isCutOff: Bool
    /// Constraints the input listed (before any was left out).
    public var count: Int
    /// Whether the input is a console report (else a whole layout).
    public var isReport: Bool

    /// Creates the facts.
    public init(
      isRedacted: Bool = false, isElided: Bool = false, unreadableLines: Int = 0,
      isCutOff: Bool = false, count: Int, isReport: Bool
    ) {
      self.isCutOff = isCutOff
      self.isRedacted = isRedacted
      self.isElided = isElided
      self.unreadableLines = unreadableLines
      self.count = count
      self.isReport = isReport
    }
  }

  /// Creates a subject from a built engine; `framework` names the framework in the findings'
  /// words, the document's own (`LayoutDocument.framework`) by default.
  public init(
    engine: LayoutEngine, brokenIndex: Int?, brokenText: String? = nil,
    framework: String? = nil, displayNames: [LayoutItem: String] = [:],
    appDefinedViews: Set<String>? = nil, listing: Listing? = nil
  ) {
    self.init(
      document: engine.document, brokenIndex: brokenIndex, brokenText: brokenText,
      framework: framework ?? engine.document.framework.name, displayNames: displayNames,
      appDefinedViews: appDefinedViews,
      listing: listing ?? Listing(count: engine.document.constraints.count, isReport: false))
    constraints = engine.constraints
  }

  /// Creates a subject from a document whose engine could not be built: its own constraints
  /// only; `framework` as for `init(engine:...)`.
  public init(
    document: LayoutDocument, brokenIndex: Int?, brokenText: String? = nil,
    framework: String? = nil, displayNames: [LayoutItem: String] = [:],
    appDefinedViews: Set<String>? = nil, listing: Listing
  ) {
    self.document = document
    constraints = document.constraints
    self.brokenIndex = brokenIndex
    self.brokenText = brokenText
    self.isBrokenPredicted = !listing.isReport
    self.framework = framework ?? document.framework.name
    names = ItemNames(document: document, displayNames: displayNames)
    self.appDefinedViews = appDefinedViews
    self.listing = listing
  }

  /// The item as explanations print it (`ItemNames.name(of:)`): its display name, else its
  /// description with the text a console log showed (`UILabel:0x1'Title'`).
  public func name(of item: LayoutItem) -> String { names.name(of: item) }

  /// Whether the constraint at `index` only states a domain: a built-in guide's width or
  /// height is never negative (generated by the engine, not UIKit's).
  public func isDomainConstraint(_ index: Int) -> Bool {
    guard index >= document.constraints.count, constraints.indices.contains(index) else {
      return false
    }
    let origin = constraints[index].origin
    return origin == .layoutMargins || origin == .safeArea
  }

  /// Whether the search holds `variable` non-negative as a fact: widths, heights and the
  /// unknowns `LayoutSystem.isNonNegative` keeps so, except, in a console report, an unknown
  /// whose domain is an assumption there (`LayoutUnknown.isDomainAssumedInReports`: a layout
  /// margin), as the engine holds it; `domainAssumptions(among:)` states it instead.
  func isHeldNonNegative(_ variable: LayoutVariable, in system: LayoutSystem) -> Bool {
    guard system.isNonNegative(variable) else { return false }
    return !isDomainAssumed(variable)
  }

  /// Whether `variable` is an unknown whose `>= 0` is an assumption here (a console report's
  /// layout margin).
  func isDomainAssumed(_ variable: LayoutVariable) -> Bool {
    guard listing.isReport, !holdsAssumedDomains, case .unknown(let index) = variable,
      document.unknowns.indices.contains(index)
    else { return false }
    return document.unknowns[index].isDomainAssumedInReports
  }

  /// The assumed domains (`unknown >= 0`) of the unknowns in `used` whose domain is an
  /// assumption here (`isDomainAssumed(_:)`), with each unknown's index in `document.unknowns`.
  func domainAssumptions(among used: Set<LayoutVariable>) -> [(
    unknown: Int, form: LinearForm<LayoutVariable>
  )] {
    document.unknowns.indices.compactMap { index in
      let variable = LayoutVariable.unknown(index)
      guard used.contains(variable), isDomainAssumed(variable) else { return nil }
      return (index, LinearForm(coefficients: [variable: 1], relation: .greaterThanOrEqual, rhs: 0))
    }
  }

  /// Whether the app made `item` (a view of the app, or any item of a listing).
  public func isAppDefined(_ item: LayoutItem) -> Bool {
    guard let appDefinedViews else { return true }
    return appDefinedViews.contains(item.id)
  }

  /// Whether the item is one of the framework's private views (`_NSTextContentView`,
  /// `UIKeyboardAssistantBar`; see `View.isFrameworkPrivate(className:)`), whose mask is not
  /// the app's to change.
  public func isPrivate(_ item: LayoutItem) -> Bool {
    View.isFrameworkPrivate(className: document.hierarchy.view(item.id)?.className ?? item.id)
  }

  /// Whether the item is a view whose frame its container sets (a cell's content view, a
  /// scroll view's clip view, a box's content view: `View.frameIsSetByContainer`, else
  /// `View.isSizedByContainer(className:)`), whose mask is the framework's, not the app's.
  public func isSizedByContainer(_ item: LayoutItem) -> Bool {
    let view = document.hierarchy.view(item.id)
    return view?.frameIsSetByContainer == true
      || View.isSizedByContainer(className: view?.className ?? item.id)
  }

  /// The view an autoresizing constraint is about: its item that is not the superview of the
  /// other.
  public func autoresizedItem(_ constraint: LayoutConstraint) -> LayoutItem {
    guard let second = constraint.second?.item else { return constraint.first.item }
    if document.hierarchy.view(second.id)?.superview == constraint.first.item.id { return second }
    return constraint.first.item
  }

  /// Whether the constraint is the autoresizing mask of a view whose frame is not its
  /// container's to set (`isSizedByContainer`), so that turning
  /// `translatesAutoresizingMaskIntoConstraints` off removes it; `isAppsMask` adds whether the
  /// app can do so.
  public func isMaskOfAPlacedView(_ constraint: LayoutConstraint) -> Bool {
    constraint.origin == .autoresizingMask && !isSizedByContainer(autoresizedItem(constraint))
  }

  /// Whether the constraint is an autoresizing mask the app can act on: the mask of a view
  /// that is not one of the framework's private views (`isPrivate`) and whose frame is not
  /// its container's to set (`isSizedByContainer`: a cell's content view); the app sets
  /// `translatesAutoresizingMaskIntoConstraints` on the public views it places (an
  /// `NSTextView` in a scroll view), never on UIKit's private ones (the keyboard's assistant
  /// bar) nor on the content view a cell sizes. A superview the log does not name does not
  /// count.
  public func isAppsMask(_ constraint: LayoutConstraint) -> Bool {
    guard isMaskOfAPlacedView(constraint) else { return false }
    return ([constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])).contains {
      !isPrivate($0) && !$0.id.hasPrefix("superview(")
    }
  }

  /// Whether the app can change the constraint: it wrote it, or it is the autoresizing mask of
  /// one of its views (`isAppsMask`). A conflict with no such member is the framework's own:
  /// `explain` calls it internal and offers no fix, `check` reports it as
  /// `system-internal-conflict`.
  public func isAppsToChange(_ constraint: LayoutConstraint) -> Bool {
    constraint.origin == .user || isAppsMask(constraint)
  }
}
