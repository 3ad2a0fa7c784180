import LayoutModel

extension LayoutEngine {
  /// The frames that views computing their own content size (`View.selfSizingKind`) give
  /// what they hold, and their content size; made by UIKit or AppKit (origin `otherSystem`).
  ///
  /// A table or collection sets its cells' frames itself (`UITableView` lays out each row at
  /// the table's width, one below the other, and sizes a self-sizing cell by fitting its
  /// content view at that width; Apple's "Self-Sizing Table View Cells"), so no constraint of
  /// the app places them:
  /// - each cell, row, header or footer that does not translate its autoresizing mask and
  ///   that the input's constraints do not place is put at the left of the content area,
  ///   at its captured frame's `y`, or below the previous one (at the top for the first);
  ///   a table's is as wide as the table (required), a collection's item as wide as its
  ///   captured frame or else the collection, at `fittingSizeLevel`; its height comes from its
  ///   own constraints, or else its captured frame's height at `fittingSizeLevel` (UIKit's
  ///   fitting pass holds the height at that priority);
  /// - a cell's content view (`View.isCellContentView`) fills the cell;
  /// - AppKit's `NSClipView` fills its `NSScrollView`, and a self-sizing document view in it
  ///   starts at the clip view's origin, as wide and at least as tall as the clip view (at
  ///   `fittingSizeLevel`, taller for its rows), or as its captured frame.
  ///
  /// A UIKit self-sizing scroll view's content size (its content layout guide) is the
  /// captured `contentSize` when the dump has one (required); else its content is as wide as
  /// the view and, for a table or collection, reaches the bottom of its last cell (at
  /// `SelfSizingPlacement.contentFitPriority`, below the cells' own heights).
  func selfSizingConstraints() -> [LayoutConstraint] {
    let hierarchy = document.hierarchy
    guard
      hierarchy.views.contains(where: { $0.selfSizingKind != nil || $0.className == "NSClipView" })
    else { return [] }
    var placement = SelfSizingPlacement(document: document)
    for (index, view) in hierarchy.views.enumerated() {
      if view.className == "NSClipView" { placement.placeClipView(at: index) }
      guard let kind = view.selfSizingKind else { continue }
      placement.placeContents(ofViewAt: index, kind: kind)
      if let parent = hierarchy.superviewIndices[index],
        hierarchy.views[parent].className == "NSClipView"
      {
        placement.placeDocumentView(at: index, in: parent)
      }
    }
    return placement.constraints
  }
}

/// The work behind `LayoutEngine.selfSizingConstraints()`.
struct SelfSizingPlacement {
  let document: LayoutDocument
  /// The views the input's constraints place: named by a constraint together with their
  /// superview or a sibling.
  let placedByInput: Set<String>
  var constraints: [LayoutConstraint] = []

  init(document: LayoutDocument) {
    self.document = document
    let hierarchy = document.hierarchy
    var placed = Set<String>()
    for constraint in document.constraints where constraint.isActive {
      let views = constraint.anchors.compactMap { anchor -> String? in
        switch anchor.item {
        case .view(let id), .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
          return id
        case .guide(let id): return hierarchy.guide(id)?.owningView
        }
      }
      for id in Set(views) {
        let parent = hierarchy.view(id)?.superview
        if views.contains(where: {
          $0 != id && ($0 == parent || hierarchy.view($0)?.superview == parent)
        }) {
          placed.insert(id)
        }
      }
    }
    placedByInput = placed
  }

  /// Whether the container, not the input, places `view`.
  func isPlacedByContainer(_ view: View) -> Bool {
    !view.translatesAutoresizingMaskIntoConstraints && !placedByInput.contains(view.id)
  }

  mutating func add(
    _ item: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    to other: LayoutItem?, _ otherAttribute: LayoutAttribute? = nil, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String, at view: View
  ) {
    constraints.append(
      LayoutConstraint(
        LayoutAnchor(.view(item), attribute), relation,
        other.map { LayoutAnchor($0, otherAttribute ?? attribute) }, constant: constant,
        priority: priority, identifier: identifier,
        provenance: Provenance(location: view.location, origin: .otherSystem)))
  }

  /// Places the cells, rows, headers and footers of the table or collection at `index`, and
  /// fixes its content size.
  mutating func placeContents(ofViewAt index: Int, kind: SelfSizingKind) {
    let hierarchy = document.hierarchy
    let container = hierarchy.views[index]
    let prefix = container.className.hasPrefix("NS") ? "NS" : "UI"
    let name = "\(prefix)\(kind == .rows ? "TableView" : "CollectionView")-cell"
    var previous: String?
    var cells: [View] = []
    for child in hierarchy.subviewIndices[index] where kind != .text {
      let cell = hierarchy.views[child]
      guard cell.isCellClass else { continue }
      cells.append(cell)
      for grandchild in hierarchy.subviewIndices[child] {
        let content = hierarchy.views[grandchild]
        guard content.isCellContentView, isPlacedByContainer(content) else { continue }
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
          add(
            content.id, attribute, to: .view(cell.id),
            identifier:
              "\(prefix)\(kind == .rows ? "TableView" : "CollectionView")Cell-contentView",
            at: content)
        }
      }
      defer { previous = cell.id }
      guard isPlacedByContainer(cell) else { continue }
      let frame = cell.frame
      add(
        cell.id, .left, to: .view(container.id), constant: frame?.x ?? 0, identifier: name, at: cell
      )
      if let frame {
        add(cell.id, .top, to: .view(container.id), constant: frame.y, identifier: name, at: cell)
      } else if let previous {
        add(cell.id, .top, to: .view(previous), .bottom, identifier: name, at: cell)
      } else {
        add(cell.id, .top, to: .view(container.id), identifier: name, at: cell)
      }
      if kind == .rows {
        add(cell.id, .width, to: .view(container.id), identifier: name, at: cell)
      } else if let frame {
        add(
          cell.id, .width, to: nil, constant: frame.width, priority: .fittingSizeLevel,
          identifier: name, at: cell)
      } else {
        add(
          cell.id, .width, to: .view(container.id), priority: .fittingSizeLevel, identifier: name,
          at: cell)
      }
      if let frame {
        add(
          cell.id, .height, to: nil, constant: frame.height, priority: .fittingSizeLevel,
          identifier: name, at: cell)
      }
    }
    contentSize(of: container, cells: cells)
  }

  /// The content size of the UIKit self-sizing scroll view `container`, when it has a content
  /// layout guide: the captured one, or as wide as the view and as tall as its cells reach.
  mutating func contentSize(of container: View, cells: [View]) {
    let guide = LayoutGuide.contentLayoutGuideID(of: container.id)
    guard document.hierarchy.guideIndex(of: guide) != nil else { return }
    let provenance = Provenance(location: container.location, origin: .otherSystem)
    func pin(
      _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutAnchor?,
      _ constant: Double, _ priority: LayoutPriority = .required
    ) {
      constraints.append(
        LayoutConstraint(
          LayoutAnchor(.guide(guide), attribute), relation, second, constant: constant,
          priority: priority, identifier: "UIScrollView-contentSize", provenance: provenance))
    }
    if let captured = container.capture?.scroll {
      pin(.width, .equal, nil, captured.contentWidth)
      pin(.height, .equal, nil, captured.contentHeight)
      return
    }
    pin(.width, .equal, LayoutAnchor(.view(container.id), .width), 0)
    guard !cells.isEmpty else { return }
    for cell in cells {
      pin(.bottom, .greaterThanOrEqual, LayoutAnchor(.view(cell.id), .bottom), 0)
    }
    pin(.height, .equal, nil, 0, Self.contentFitPriority)
  }

  /// The priority at which a table's or collection's content is as short as its cells allow:
  /// one below `fittingSizeLevel`, so that every cell's own height (held at
  /// `fittingSizeLevel` where nothing else sizes it) is settled first and the content then
  /// ends below the last cell. At the same level the two would trade points, and a cell
  /// without constraints inside would be ambiguous (a built-in Value1 cell in a table with
  /// automatic row heights).
  static let contentFitPriority = LayoutPriority(49)

  /// An `NSClipView` that the input does not place fills its `NSScrollView`.
  mutating func placeClipView(at index: Int) {
    let hierarchy = document.hierarchy
    let clip = hierarchy.views[index]
    guard let parent = hierarchy.superviewIndices[index],
      hierarchy.views[parent].className.hasSuffix("ScrollView"), isPlacedByContainer(clip)
    else { return }
    for attribute in [LayoutAttribute.left, .top, .width, .height] {
      add(
        clip.id, attribute, to: .view(hierarchy.views[parent].id),
        identifier: "NSScrollView-clipView", at: clip)
    }
  }

  /// A self-sizing document view of an `NSClipView` that the input does not place: at the
  /// clip view's origin, as wide and at least as tall as the clip view, or its captured frame
  /// (at `fittingSizeLevel`, so that its rows can make it taller).
  mutating func placeDocumentView(at index: Int, in clipIndex: Int) {
    let hierarchy = document.hierarchy
    let view = hierarchy.views[index]
    let clip = hierarchy.views[clipIndex].id
    guard isPlacedByContainer(view) else { return }
    let name = "NSClipView-documentView"
    add(view.id, .left, to: .view(clip), identifier: name, at: view)
    add(view.id, .top, to: .view(clip), identifier: name, at: view)
    if let frame = view.frame {
      add(
        view.id, .width, to: nil, constant: frame.width, priority: .fittingSizeLevel,
        identifier: name, at: view)
      add(
        view.id, .height, to: nil, constant: frame.height, priority: .fittingSizeLevel,
        identifier: name, at: view)
    } else {
      add(view.id, .width, to: .view(clip), priority: .fittingSizeLevel, identifier: name, at: view)
      add(view.id, .height, .greaterThanOrEqual, to: .view(clip), identifier: name, at: view)
      add(
        view.id, .height, to: .view(clip), priority: .fittingSizeLevel, identifier: name, at: view)
    }
    for child in hierarchy.subviewIndices[index] where hierarchy.views[child].isCellClass {
      add(
        view.id, .bottom, .greaterThanOrEqual, to: .view(hierarchy.views[child].id),
        identifier: name, at: view)
    }
  }
}
