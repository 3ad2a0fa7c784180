/// A whole layout as read from a listing or a JSON dump: the hierarchy, the constraints, the
/// layout direction, and the edit variables and suggested values of an interactive session.
public struct LayoutDocument: Sendable {
  /// The file as the user named it, or `-` for standard input.
  public var source: String
  /// The direction `leading` and `trailing` follow; left-to-right by default.
  public var direction: LayoutDirection
  /// The views and guides.
  public var hierarchy: ViewHierarchy
  /// The constraints written in the input, in input order (generated ones are added by the
  /// engine).
  public var constraints: [LayoutConstraint]
  /// Edit variables (Cassowary sense), in input order.
  public var editVariables: [EditVariable]
  /// Suggested values for edit variables, in input order: suggest, re-solve, read frames.
  public var suggestions: [SuggestedValue]
  /// What the input does not give (a console report's layout margins, baselines and unnamed
  /// superviews), sorted; empty for listings and dumps, which give everything.
  public var unknowns: [LayoutUnknown]
  /// Where a captured dump (JSON version 2) was taken; `nil` for other inputs.
  public var environment: CaptureEnvironment?
  /// A captured dump's inactive constraints, whose items were not read; outside the layout.
  public var inactiveConstraints: [InactiveConstraint] = []
  /// Constraints the document keeps only at design time, outside the layout: an Interface
  /// Builder document's placeholder constraints ("remove at build time") other than a size
  /// constant, which stand in for what the app's code adds. Ambiguity is decided with them in
  /// place, as Interface Builder decides it (`withDesignTimeConstraints`); frames are solved
  /// without them. Empty for other inputs.
  public var designTimeConstraints: [LayoutConstraint] = []

  /// The document with `designTimeConstraints` taking part in the layout: what Interface
  /// Builder's canvas checks for ambiguity.
  public var withDesignTimeConstraints: LayoutDocument {
    var copy = self
    copy.constraints += designTimeConstraints
    copy.designTimeConstraints = []
    return copy
  }
  /// Whether the input shows only part of the layout: a console report read on its own lists
  /// only the constraints of its conflict, so what they leave open is not determined by what
  /// the log shows, which says nothing of the app's own layout. `false` for listings and dumps.
  public var isPartial = false
  /// Whether the views' `frame`s are design-time frames, stored by a layout editor (Interface
  /// Builder saves the frames of its own last solve, for its canvas device, which the
  /// constraints may no longer give: a "misplaced" view), rather than frames captured from a
  /// running app. `false` for listings, dumps and console reports.
  public var framesAreDesignTime = false
  /// The framework that lays the layout out: AppKit for a macOS Interface Builder document or
  /// a dump captured on macOS, UIKit otherwise. Findings name it, and the engine names the
  /// root-frame constraints after it.
  public var framework: LayoutFramework = .uiKit
  /// The priority of the roots' size constraints (`UIView-Encapsulated-Layout-Width` and
  /// `-Height`): required, as a window or container fixes a view's size, except an AppKit
  /// window's content view, whose window resizes to satisfy constraints stronger than its
  /// wish to stay the size it is (`NSLayoutConstraint.Priority.windowSizeStayPut`, 500).
  public var rootSizePriority: LayoutPriority = .required
  /// The priority of the roots' height constraint (`UIView-Encapsulated-Layout-Height`) where
  /// it differs from `rootSizePriority`: `fittingSizeLevel` (50) for a table view cell laid
  /// out at another width or text than its stored ones, whose table fits its height to its
  /// content (`UITableView.automaticDimension`, UIKit's default `rowHeight`; Apple's
  /// "Self-Sizing Table View Cells"), so that the stored height (points) holds only where the
  /// content leaves the height open. `nil`: `rootSizePriority`.
  public var rootHeightPriority: LayoutPriority?
  /// The object ids of the table view cells whose table sizes rows to their content (an
  /// Interface Builder table whose `rowHeight` is automatic, -1): the row height their
  /// `UIView-Encapsulated-Layout-Height` holds them at is the canvas's, and at another width
  /// or text the table fits them instead. Empty for other inputs.
  public var rowsFitContent: Set<String> = []
  /// Whether the first root's size is a screen's, which the app does not choose: an iOS view
  /// controller's view (Interface Builder), laid out at the size of the screen or container
  /// that shows it. A conflict with that size is not fixed by giving the root another size
  /// ("Give the view 969 pt of height" was offered for an iPhone's 667-pt screen). `false` for
  /// other inputs, and for cells and windows, whose size the app sets.
  public var rootSizeIsScreens = false

  /// Creates a document.
  public init(
    source: String,
    direction: LayoutDirection = .leftToRight,
    hierarchy: ViewHierarchy = ViewHierarchy(),
    constraints: [LayoutConstraint] = [],
    editVariables: [EditVariable] = [],
    suggestions: [SuggestedValue] = [],
    unknowns: [LayoutUnknown] = []
  ) {
    self.source = source
    self.direction = direction
    self.hierarchy = hierarchy
    self.constraints = constraints
    self.editVariables = editVariables
    self.suggestions = suggestions
    self.unknowns = unknowns
  }
}

/// An attribute whose value the user drags (`edit ID.attr @P VALUE`): a Cassowary edit
/// variable with a non-required priority and an optional starting value in points.
public struct EditVariable: Hashable, Sendable {
  /// The attribute being edited.
  public var anchor: LayoutAnchor
  /// The priority of the edit, below required.
  public var priority: LayoutPriority
  /// The value suggested first, in points, if any.
  public var initialValue: Double?
  /// Where it was declared.
  public var location: SourceLocation?

  /// Creates an edit variable.
  public init(
    anchor: LayoutAnchor, priority: LayoutPriority, initialValue: Double? = nil,
    location: SourceLocation? = nil
  ) {
    self.anchor = anchor
    self.priority = priority
    self.initialValue = initialValue
    self.location = location
  }
}

/// A value suggested for an edit variable (`suggest ID.attr VALUE`), in points.
public struct SuggestedValue: Hashable, Sendable {
  /// The edited attribute; an edit variable must be declared for it.
  public var anchor: LayoutAnchor
  /// The suggested value, in points.
  public var value: Double
  /// Where it was written.
  public var location: SourceLocation?

  /// Creates a suggestion.
  public init(anchor: LayoutAnchor, value: Double, location: SourceLocation? = nil) {
    self.anchor = anchor
    self.value = value
    self.location = location
  }
}

extension LayoutDocument {
  /// The item as a console log prints it: its description, with the view's text when the log
  /// showed one (`UILabel:0x1'Title'`; only for items keyed by class and address).
  public func printedName(of item: LayoutItem) -> String {
    if case .view(let id) = item, let text = hierarchy.view(id)?.text,
      id.contains(":0x") || id.contains(":0X")
    {
      return id + "'\(text)'"
    }
    return item.description
  }
}
