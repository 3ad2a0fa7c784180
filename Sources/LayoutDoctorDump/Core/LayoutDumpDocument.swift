import LayoutModel

/// A captured layout, as JSON dump version 2 writes it (`layout-dump(5)`): where it was taken,
/// the views in depth-first order (a view before its subviews, subviews back to front), the
/// app's and scroll views' layout guides, the active constraints with their items, and the
/// inactive ones without.
///
/// Example: `let document = LayoutDump.capture(root, environment: .unspecified);
/// print(document.views.count)`.
public struct LayoutDumpDocument: Sendable, Hashable {
  /// Where and how it was captured.
  public var environment: CaptureEnvironment
  /// The root view's layout direction (the direction `leading`/`trailing` follow).
  public var direction: LayoutDirection
  /// The views, each with its `capture` record.
  public var views: [View]
  /// The app's guides and scroll views' content and frame guides
  /// (`SCROLL.contentLayoutGuide`), each with its `capture` record; a view's safe-area and
  /// margins guides are in the view's record.
  public var guides: [LayoutGuide]
  /// The active constraints, each with its `capture` record, in capture order.
  public var constraints: [LayoutConstraint]
  /// The inactive constraints (items never read).
  public var inactiveConstraints: [InactiveConstraint]
  /// The stack configuration, wrapping text and height-for-width samples of the views that
  /// have them, by view id; written in version 2 as a view's `"stack"`, `"wrap"` and
  /// `"heightForWidth"` (layout-dump(5)).
  public var layoutExtras: [String: LayoutDumpExtras]
  /// How many active constraints were left out because the analysis rebuilds them from the
  /// views' own properties (autoresizing masks, intrinsic sizes, margins and safe-area guides).
  public var rebuiltConstraintCount: Int
  /// How many active constraints were left out because an item is not in the dump (under a
  /// SwiftUI hosting view, or outside the captured tree).
  public var uncapturedItemConstraintCount: Int

  /// Creates a document.
  public init(
    environment: CaptureEnvironment, direction: LayoutDirection = .leftToRight,
    views: [View] = [], guides: [LayoutGuide] = [], constraints: [LayoutConstraint] = [],
    inactiveConstraints: [InactiveConstraint] = [], layoutExtras: [String: LayoutDumpExtras] = [:],
    rebuiltConstraintCount: Int = 0, uncapturedItemConstraintCount: Int = 0
  ) {
    self.environment = environment
    self.direction = direction
    self.views = views
    self.guides = guides
    self.constraints = constraints
    self.inactiveConstraints = inactiveConstraints
    self.layoutExtras = layoutExtras
    self.rebuiltConstraintCount = rebuiltConstraintCount
    self.uncapturedItemConstraintCount = uncapturedItemConstraintCount
  }

  /// The document a version 2 dump was read into, ready to write again: what `LayoutDocument`
  /// carries, the views' stack, wrap and height-for-width values included. `nil` when the layout has no capture
  /// environment (a listing, a version 1 dump, a console report).
  ///
  /// Example: `LayoutDumpDocument(reading: try LayoutFileParser.parseJSON(bytes, file: "s.json").document)`.
  public init?(reading document: LayoutDocument) {
    guard let environment = document.environment else { return nil }
    self.init(
      environment: environment, direction: document.direction, views: document.hierarchy.views,
      guides: document.hierarchy.guides, constraints: document.constraints,
      inactiveConstraints: document.inactiveConstraints)
    for view in document.hierarchy.views {
      let extras = LayoutDumpExtras(reading: view)
      if !extras.isEmpty { layoutExtras[view.id] = extras }
    }
  }
}

extension LayoutDumpExtras {
  /// The stack configuration (`View.stack`) and the wrapping text and measured heights
  /// (`View.wrapping`) a document read from a dump holds for `view`, as the dump writes them.
  init(reading view: View) {
    self.init(
      wrap: view.wrapping?.text.map {
        LayoutDumpWrap(naturalWidth: $0.naturalWidth, lineHeight: $0.lineHeight, lines: $0.lines)
      })
    heightForWidth =
      view.wrapping?.samples.map { LayoutDumpSizeSample(width: $0.width, height: $0.height) } ?? []
    stack = view.stack
  }
}

/// A view's stack configuration, wrapping text and height-for-width samples, as a version 2
/// dump writes them (`"stack"`, `"wrap"`, `"heightForWidth"`; layout-dump(5)).
public struct LayoutDumpExtras: Sendable, Hashable {
  /// `"stack"`: the model's configuration, arranged subviews by id.
  public var stack: StackConfiguration?
  /// `"wrap"`.
  public var wrap: LayoutDumpWrap?
  /// `"heightForWidth"`.
  public var heightForWidth: [LayoutDumpSizeSample] = []

  /// Whether there is nothing to write.
  public var isEmpty: Bool { stack == nil && wrap == nil && heightForWidth.isEmpty }
}

extension CaptureEnvironment {
  /// An environment for captures outside an app (tests, fake trees): platform `unspecified`,
  /// scale 1, root size 0 × 0 (the capture fills in the root's size).
  public static let unspecified = CaptureEnvironment(
    platform: "unspecified", osVersion: "unspecified", screenScale: 1, rootWidth: 0,
    rootHeight: 0)
}
