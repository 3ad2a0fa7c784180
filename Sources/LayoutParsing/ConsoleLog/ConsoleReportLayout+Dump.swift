import LayoutModel

/// How a console report matched a captured dump (JSON version 2) by address.
public struct ConsoleReportDumpMatch: Hashable, Sendable {
  /// The dump as the user named it.
  public var dumpFile: String
  /// The report's items found in the dump: report key (`UILabel:0x7f…`) → the dump's id.
  public var matched: [String: String]
  /// Addresses of the report's items that are not in the dump, sorted.
  public var missing: [String]
  /// The report's constraints found in the dump by address.
  public var matchedConstraints: Int

  /// Whether every item of the report is in the dump: only then is the report read with the
  /// dump's layout.
  public var isComplete: Bool { missing.isEmpty && !matched.isEmpty }
}

extension ConsoleReportLayout {
  /// The report read with a captured dump of the same run: its items matched to the dump's
  /// views and guides by address, so that the dump gives everything the log does not show
  /// (frames, margins, baselines, superviews, intrinsic sizes, and the constraints UIKit did
  /// not list); items are named by the dump's ids (the app's accessibility identifiers).
  ///
  /// The joined document is the dump's hierarchy with the report's constraints first, in
  /// report order (items remapped, lines kept), then the dump's other active constraints.
  /// Constraints UIKit makes from a view's own properties (autoresizing masks, intrinsic
  /// sizes, margins and safe-area guides) are left out of the list, with the reason, since
  /// the engine rebuilds them from the dump.
  ///
  /// - Returns: the joined layout and the match; `nil` layout when some item of the report is
  ///   not in the dump (a dump from another run), with the missing addresses in the match.
  /// - Parameters:
  ///   - dump: the dump's layout (JSON version 2: views and guides carry addresses).
  ///   - dumpFile: the dump's name, for messages.
  ///   - report: the report this layout was read from (for its constraints' addresses).
  public func joined(
    with dump: LayoutDocument, dumpFile: String, report: ConsoleLogReport
  ) -> (layout: ConsoleReportLayout?, match: ConsoleReportDumpMatch) {
    var (items, match) = matchedItems(Self.itemsByAddress(in: dump), dumpFile: dumpFile)
    guard match.isComplete else { return (nil, match) }
    // A placeholder superview is the dump's superview of the view it stands above.
    for view in document.hierarchy.views where view.id.hasPrefix("superview(") {
      let child = String(view.id.dropFirst("superview(".count).dropLast())
      if case .view(let id)? = items[.view(child)], let parent = dump.hierarchy.view(id)?.superview
      {
        items[.view(view.id)] = .view(parent)
      }
    }
    func mapped(_ anchor: LayoutAnchor) -> LayoutAnchor? {
      items[anchor.item].map { LayoutAnchor($0, anchor.attribute) }
    }
    let dumpAddresses = Dictionary(
      dump.constraints.enumerated().compactMap { index, constraint in
        constraint.capture.map { ($0.address, index) }
      }, uniquingKeysWith: { first, _ in first })
    var joined = dump
    joined.source = document.source
    joined.constraints = []
    var documentIndices: [Int?] = []
    var reportIndices: [Int] = []
    var exclusions = self.exclusions
    var listedDumpIndices = Set<Int>()
    for (reportIndex, documentIndex) in self.documentIndices.enumerated() {
      guard let documentIndex else {
        documentIndices.append(nil)
        continue
      }
      var constraint = document.constraints[documentIndex]
      if let reason = Self.rebuiltReason(constraint.origin) {
        exclusions[reportIndex] = reason
        documentIndices.append(nil)
        continue
      }
      guard let first = mapped(constraint.first),
        constraint.second.map({ mapped($0) != nil }) ?? true
      else {
        exclusions[reportIndex] = "an item of it is not in the dump"
        documentIndices.append(nil)
        continue
      }
      constraint.first = first
      constraint.second = constraint.second.flatMap(mapped)
      if report.constraints.indices.contains(reportIndex),
        let address = report.constraints[reportIndex].parsed.address,
        let dumpIndex = dumpAddresses[address]
      {
        listedDumpIndices.insert(dumpIndex)
        match.matchedConstraints += 1
      }
      documentIndices.append(joined.constraints.count)
      reportIndices.append(reportIndex)
      joined.constraints.append(constraint)
    }
    for (index, constraint) in dump.constraints.enumerated()
    where !listedDumpIndices.contains(index) {
      joined.constraints.append(constraint)
    }
    let appDefined = Set(
      appDefinedViews.compactMap { key -> String? in
        if case .view(let id)? = items[.view(key)] { return id }
        return nil
      })
    let layout = ConsoleReportLayout(
      document: joined, documentIndices: documentIndices, reportIndices: reportIndices,
      exclusions: exclusions, appDefinedViews: appDefined, displayNames: [:], marginGuides: [:],
      tokens: [:])
    return (layout, match)
  }

  /// The dump's views and their safe-area and layout-margins guides, and its own guides, by
  /// the address each was captured at.
  static func itemsByAddress(in dump: LayoutDocument) -> [String: LayoutItem] {
    var byAddress: [String: LayoutItem] = [:]
    for view in dump.hierarchy.views {
      guard let capture = view.capture else { continue }
      byAddress[capture.address] = .view(view.id)
      if let guide = capture.safeAreaGuide {
        byAddress[guide.address] = .safeAreaLayoutGuide(of: view.id)
      }
      if let guide = capture.layoutMarginsGuide {
        byAddress[guide.address] = .layoutMarginsGuide(of: view.id)
      }
    }
    for guide in dump.hierarchy.guides {
      if let capture = guide.capture { byAddress[capture.address] = .guide(guide.id) }
    }
    return byAddress
  }

  /// This layout's views, and the layout-margins guides of their owners, matched by address
  /// to the dump's items in `byAddress`; the match lists the views whose address is not there
  /// (or who have none), sorted. Placeholder superviews are left to the caller.
  func matchedItems(_ byAddress: [String: LayoutItem], dumpFile: String)
    -> (items: [LayoutItem: LayoutItem], match: ConsoleReportDumpMatch)
  {
    var match = ConsoleReportDumpMatch(
      dumpFile: dumpFile, matched: [:], missing: [], matchedConstraints: 0)
    var items: [LayoutItem: LayoutItem] = [:]
    for view in document.hierarchy.views where !view.id.hasPrefix("superview(") {
      guard let address = Self.address(in: view.id) else {
        match.missing.append(view.id)
        continue
      }
      guard let item = byAddress[address.lowercased()] ?? byAddress[address] else {
        match.missing.append(address)
        continue
      }
      items[.view(view.id)] = item
      match.matched[view.id] = item.description
    }
    for (owner, _) in marginGuides {
      if case .view(let id)? = items[.view(owner)] {
        items[.layoutMarginsGuide(of: owner)] = .layoutMarginsGuide(of: id)
      }
    }
    match.missing.sort()
    return (items, match)
  }

  /// Why a listed constraint is left out of a joined layout: the engine rebuilds it from the
  /// dump's view properties.
  static func rebuiltReason(_ origin: ConstraintOrigin) -> String? {
    switch origin {
    case .autoresizingMask: return "rebuilt from the dump's frame and autoresizing mask"
    case .contentSize: return "rebuilt from the dump's intrinsic content size and priorities"
    case .layoutMargins: return "rebuilt from the dump's layout margins"
    case .safeArea: return "rebuilt from the dump's safe-area insets"
    default: return nil
    }
  }

  /// The address in a report key (`UILabel:0x7f…` → `0x7f…`).
  static func address(in key: String) -> String? {
    guard let last = key.split(separator: ":").last, last.hasPrefix("0x") || last.hasPrefix("0X")
    else { return nil }
    return String(last)
  }
}
