extension RuleDescriptor {
  /// Every rule, in the order the manual and SARIF's `tool.driver.rules` list them.
  public static let all: [RuleDescriptor] = [
    .unsatisfiableConstraints, .systemInternalConflict, .autoresizingConflict,
    .ambiguousLayout, .contentPriorityAmbiguity, .truncation, .redundantConstraint,
    .unparsedLogLine, .scrollableContentAmbiguity, .layoutFeedbackLoop, .misplacedView,
    .fixedDirection, .clippedContent,
  ]

  /// A minimal set of required constraints that cannot all hold.
  public static let unsatisfiableConstraints = RuleDescriptor(
    id: "unsatisfiable-constraints", defaultSeverity: .error,
    summary: "Required constraints cannot all be satisfied, so UIKit or AppKit breaks one of them"
      + " at run time.",
    rationale: "When required (priority 1000) constraints contradict each other the engine"
      + " breaks one of them, chosen by an order the app does not control, and logs \"Unable to"
      + " simultaneously satisfy constraints\". The layout that results may look right on one"
      + " device and wrong on another. Each finding is one conflict: a minimal one where it"
      + " can be computed (removing any member makes the rest satisfiable, so lowering one app"
      + " constraint of it to 999, or making it an inequality, resolves it), otherwise the"
      + " list UIKit printed. In a layout (a listing, dump or Interface Builder document) a"
      + " constraint the engine breaks is one finding, as UIKit logs it once: the first"
      + " minimal conflict through it, with a note naming the constraints of the others."
      + " Repeated reports of the same conflict are one finding with an occurrence count.",
    triggeringFixtures: ["check/conflicting-widths.layout", "console-logs/024.log"],
    nonTriggeringFixtures: [
      "check/clean.layout", "check/ambiguous-position.layout", "console-logs/048.log",
    ])

  /// A conflict made only of UIKit/AppKit-internal constraints.
  public static let systemInternalConflict = RuleDescriptor(
    id: "system-internal-conflict", defaultSeverity: .warning,
    summary: "Constraints that UIKit or AppKit made for its own views conflict, which the app"
      + " usually cannot fix itself.",
    rationale: "Some conflicts involve only framework-made constraints (navigation bar"
      + " buttons, stack-view internals, keyboard containers, encapsulated or temporary layout"
      + " sizes). They are real, but none of the app's own constraints is among them, so they"
      + " are reported as warnings: check whether the app configures the system view unusually"
      + " (for example a custom bar button view without a size), and otherwise baseline them.",
    triggeringFixtures: ["console-logs/048.log"],
    nonTriggeringFixtures: ["check/clean.layout", "console-logs/024.log"])

  /// A conflict that involves constraints made from an autoresizing mask.
  public static let autoresizingConflict = RuleDescriptor(
    id: "autoresizing-conflict", defaultSeverity: .error,
    summary: "A conflict involves constraints that UIKit made from a view's autoresizing mask,"
      + " so the view probably needs translatesAutoresizingMaskIntoConstraints set to false.",
    rationale: "A view created in code has translatesAutoresizingMaskIntoConstraints = true, so"
      + " UIKit adds required constraints (NSAutoresizingMaskLayoutConstraint, shown as"
      + " h=--& v=--&) that fix its frame. Adding Auto Layout constraints to such a view"
      + " almost always conflicts with them. The finding names the view; setting its"
      + " translatesAutoresizingMaskIntoConstraints to false removes the generated constraints.",
    triggeringFixtures: ["console-logs/021.log"],
    nonTriggeringFixtures: ["check/clean.layout", "console-logs/024.log"])

  /// A view whose frame is not determined by its constraints.
  public static let ambiguousLayout = RuleDescriptor(
    id: "ambiguous-layout", defaultSeverity: .error,
    summary: "A view's position or size is not determined by its constraints, so the engine"
      + " may place it differently on another run or device.",
    rationale: "An ambiguous layout satisfies every constraint in more than one way; it looks"
      + " right by coincidence and breaks when anything changes (UIKit's hasAmbiguousLayout,"
      + " _autolayoutTrace's AMBIGUOUS LAYOUT). The finding names the view, the axis and the"
      + " ambiguous attributes with their range, and the constraint that would pin them. An"
      + " AppKit clip view of an Interface Builder document that does not translate its"
      + " autoresizing mask and that no constraint places is a warning: Interface Builder flags"
      + " it ambiguous, but its scroll view tiles it at run time. Ambiguity an Interface"
      + " Builder document says it expects is no finding: a view's sizes under \"Verify Position"
      + " Only\", everything under \"Never Verify\", and an axis on which placeholder"
      + " constraints (removed at build time) place the view, since the app's code places it.",
    triggeringFixtures: ["check/ambiguous-position.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "check/equal-hugging.layout"])

  /// Equal content priorities competing for the same space.
  public static let contentPriorityAmbiguity = RuleDescriptor(
    id: "content-priority-ambiguity", defaultSeverity: .warning,
    summary: "Views with equal content hugging or compression-resistance priorities compete for"
      + " the same space, so which one grows or shrinks is undefined.",
    rationale: "When two views on one axis have the same hugging priority and there is extra"
      + " space, or the same compression-resistance priority and there is too little, the"
      + " engine may give the difference to either of them (Interface Builder warns about"
      + " this). Raising one view's priority by one, for example hugging 251 on a title label,"
      + " makes the layout deterministic.",
    triggeringFixtures: ["check/equal-hugging.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "check/ambiguous-position.layout"])

  /// A view solved smaller than its intrinsic content size.
  public static let truncation = RuleDescriptor(
    id: "truncation", defaultSeverity: .warning,
    summary: "A view with an intrinsic content size is laid out smaller than it on an axis, so"
      + " its content is clipped or truncated.",
    rationale: "A label whose compression resistance loses to another constraint is laid out"
      + " narrower than its text and shows an ellipsis (\"Cli...\"). The finding names the view,"
      + " the axis, by how many points it is short, the constraint that won, and the largest"
      + " root size at which it happens, so the fix (a higher compression resistance, a lower"
      + " priority on the winning constraint, or more room) can be chosen knowingly. A label"
      + " of several lines narrower than its text wraps instead (only a height below its lines"
      + " cuts), and a view whose content is its code's (a placeholder intrinsic size; in an"
      + " Interface Builder document, a text view with no text or image) cuts nothing.",
    triggeringFixtures: ["check/truncated-detail.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "findings/hidden-ancestor.layout"])

  /// A constraint implied by others or duplicated.
  public static let redundantConstraint = RuleDescriptor(
    id: "redundant-constraint", defaultSeverity: .warning,
    summary: "A constraint duplicates another one or is implied by others, so removing it"
      + " changes nothing.",
    rationale: "Redundant constraints cost solving time and hide intent; worse, when one copy"
      + " is later edited the two start to conflict. Remove the duplicate, or keep only the"
      + " constraints that determine the layout.",
    triggeringFixtures: ["check/redundant-duplicate.layout"],
    nonTriggeringFixtures: ["check/clean.layout"])

  /// A constraint line in a console log that could not be read.
  public static let unparsedLogLine = RuleDescriptor(
    id: "unparsed-log-line", defaultSeverity: .warning,
    summary: "A constraint line in a console log could not be read, so the analysis of its"
      + " report may be incomplete.",
    rationale: "Logs get damaged on the way (truncated lines, markdown escaping, redaction as"
      + " <private>). A line that cannot be parsed is kept and reported with its line number"
      + " rather than dropped, because a conflict found without it may be incomplete or"
      + " missing.",
    triggeringFixtures: ["check/unparsed-line.log"],
    nonTriggeringFixtures: ["console-logs/024.log"])

  /// A scroll view whose content size its constraints do not determine.
  public static let scrollableContentAmbiguity = RuleDescriptor(
    id: "scrollable-content-ambiguity", defaultSeverity: .error,
    summary: "A scroll view's content width or height is not determined by its constraints, so"
      + " how far it scrolls is undefined.",
    rationale: "A scroll view's content size is the size of its contentLayoutGuide; Auto Layout"
      + " sets it only from constraints between the content and the scroll view's edges or"
      + " content guide (Apple's \"Working with Scroll Views\"). When nothing fixes it on an"
      + " axis the engine picks any value, and Interface Builder reports \"Scrollable content"
      + " size is ambiguous\". A scroll view whose content no constraint places (empty, or"
      + " holding views laid out by their autoresizing masks) has the contentSize its code"
      + " sets, and one whose sizes Interface Builder is told not to verify is not checked."
      + " The finding names the scroll view, the axis and the range; for"
      + " vertical scrolling the usual fix ties the content width to the scroll view's"
      + " frameLayoutGuide width.",
    triggeringFixtures: ["layout-dumps/ambiguity-scroll-content.layout"],
    nonTriggeringFixtures: [
      "check/clean.layout", "layout-dumps/scroll-content.layout",
      "layout-dumps/self-sizing-table-cell.layout", "layout-dumps/self-sizing-text-view.layout",
    ])
  /// Height-for-width passes that do not settle.
  public static let layoutFeedbackLoop = RuleDescriptor(
    id: "layout-feedback-loop", defaultSeverity: .error,
    summary: "A wrapping view's height feeds back into its width, so the layout passes never"
      + " settle.",
    rationale: "UIKit lays out, gives a multi-line label its width, asks for its height and"
      + " lays out again. When the width depends on that height (an aspect ratio on a wrapping"
      + " label), the passes alternate or keep growing: the app hangs or UIKit stops it with"
      + " UIViewLayoutFeedbackLoopDebuggingThreshold. The finding names the views, the sizes"
      + " they went through and the constraints in the cycle; break the cycle by making the"
      + " width independent of the height.",
    triggeringFixtures: ["layout-dumps/wrap-feedback-loop.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "layout-dumps/wrap-label.layout"])

  /// A design-time frame that the constraints do not give.
  public static let misplacedView = RuleDescriptor(
    id: "misplaced-view", defaultSeverity: .warning,
    summary: "A view's stored design-time frame is not the frame its constraints give, so it"
      + " will be laid out elsewhere at run time.",
    rationale: "A layout editor stores the frames it last drew (Interface Builder saves them in"
      + " the document and marks such a view misplaced=\"YES\"); when the constraints have"
      + " changed since, the canvas shows a layout the app never will (\"Frame for 'Title' will"
      + " be different at run time\"). The finding names the view and each of x, y, width and"
      + " height that differs by more than 0.5 pt, stored and solved. Either the constraints"
      + " are right and the stored frames are stale (Update Frames), or the stored frame is the"
      + " intended one and the constraints need changing. Only frames marked as design-time"
      + " are judged, at their stored root size; the ambiguous components of a view (an x"
      + " nothing fixes), the size of a switch (drawn at its own size), views inside hidden"
      + " ones, and views their container places (an autoresizing mask, a table's cells, a"
      + " hidden arranged view its stack collapses) are not. An AppKit window keeps its size only at priority 500"
      + " (windowSizeStayPut): required constraints that need another size resize the window,"
      + " so its content view is reported misplaced, not in conflict.",
    triggeringFixtures: ["findings/misplaced-title.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "check/truncated-detail.layout"])

  /// A constraint written with left/right among neighbours written with leading/trailing.
  public static let fixedDirection = RuleDescriptor(
    id: "fixed-direction", defaultSeverity: .warning,
    summary: "A constraint is written with left or right where the constraints around it use"
      + " leading or trailing, so it does not flip under right-to-left while they do.",
    rationale: "Under a right-to-left language (Arabic, Hebrew) leading and trailing mean the"
      + " right and left edges, and a layout written with them is mirrored; left and right stay"
      + " where they are (Apple's Auto Layout Guide recommends leading and trailing). One"
      + " constraint written with left or right among neighbours (the same view, its superview"
      + " or its siblings) written with leading or trailing leaves its view behind when the rest"
      + " flips: a badge on the wrong side of its title, a field overlapping its label. The"
      + " finding is at the constraint and names a neighbour that flips; write it with leading"
      + " and trailing, which gives the same layout left-to-right. A layout written with left"
      + " and right throughout, or a row of views ordered among themselves with left and right"
      + " throughout beside others that flip (media controls that keep their order in every"
      + " language), is consistent and is not a finding. Layouts are judged (listings, dumps, Interface"
      + " Builder documents), not console reports, which list only a conflict's constraints.",
    triggeringFixtures: [
      "findings/fixed-direction.layout", "interface-builder/fixed-direction.xib",
    ],
    nonTriggeringFixtures: [
      "check/clean.layout", "findings/all-left.layout", "interface-builder/card.xib",
    ])

  /// Text that fits the screen with the layout's own text and no longer does at a larger
  /// content size category or with longer text, outside any scroll view.
  public static let clippedContent = RuleDescriptor(
    id: "clipped-content", defaultSeverity: .warning,
    summary: "With larger or longer text, a text view reaches past the root view where no"
      + " scroll view holds it, so part of it is off the screen.",
    rationale: "Dynamic Type lets a user choose text up to three times the default size (body"
      + " 17 pt at Large, 53 pt at accessibility XXXL), and translations run 30-40% longer than"
      + " English. A layout that fits at the default pushes its text past the bottom or the"
      + " side of the screen, where nobody can scroll to it. The rule compares each category,"
      + " text length and direction a text sweep checks (--content-sizes, --text-scale,"
      + " --rtl) with the layout's own text: a text view inside the root view there and past"
      + " its edge in the variant is a finding, named with the first category where it happens"
      + " and the one before it. Content in a scroll view, or already past the edge with the"
      + " layout's own text, is not.",
    triggeringFixtures: ["findings/clipped-content.layout"],
    nonTriggeringFixtures: ["check/clean.layout", "findings/clipped-content-scrolls.layout"])
}
