import LayoutModel

extension LayoutListingState {
  /// Builds the hierarchy and looks up every id, reporting the first problem at its token.
  func makeDocument() throws(LayoutFileError) -> LayoutDocument {
    guard statementCount > 0 else {
      throw LayoutFileError(.emptyInput, at: SourceLocation(file: file, line: 1, column: 1))
    }
    let hierarchy = try ViewHierarchy.checked(
      views: views, guides: guides, superviewLocations: superviewLocations, file: file)
    var symbols = LayoutListingSymbols(bytes, capacity: views.count + guides.count)
    for (view, range) in zip(views, viewIDs) { symbols.declare(range, as: .view(view.id)) }
    for (guide, range) in zip(guides, guideIDs) { symbols.declare(range, as: .guide(guide.id)) }

    var document = LayoutDocument(
      source: file, direction: direction ?? .leftToRight, hierarchy: hierarchy)
    document.framesAreDesignTime = designTimeFrames ?? false
    document.constraints.reserveCapacity(constraints.count)
    for (raw, line) in constraints {
      let first = try resolve(raw.first, symbols, hierarchy, line)
      var constraint = LayoutConstraint(
        first, raw.relation, multiplier: raw.multiplier, constant: raw.constant,
        priority: raw.priority, isActive: raw.isActive,
        provenance: Provenance(location: location(line, raw.first.offset), origin: .user))
      if let second = raw.second {
        constraint.second = try resolve(second, symbols, hierarchy, line)
      }
      if let identifier = raw.identifier {
        constraint.identifier = string(identifier)
        // A constraint named as UIKit names its own (`UISV-hiding`) is UIKit's.
        constraint.provenance.origin =
          ConstraintDescription.madeByUIKit(identifier: string(identifier)) ?? .user
      }
      document.constraints.append(constraint)
    }
    var edited = Set<LayoutAnchor>()
    for (raw, priority, value, line) in edits {
      let anchor = try resolve(raw, symbols, hierarchy, line)
      let location = location(line, raw.offset)
      if priority.isRequired {
        throw LayoutFileError(.model(.requiredEditVariable(anchor.description)), at: location)
      }
      edited.insert(anchor)
      document.editVariables.append(
        EditVariable(anchor: anchor, priority: priority, initialValue: value, location: location))
    }
    for (raw, value, line) in suggestions {
      let anchor = try resolve(raw, symbols, hierarchy, line)
      let location = location(line, raw.offset)
      guard edited.contains(anchor) else {
        throw LayoutFileError(
          .model(.suggestionWithoutEditVariable(anchor.description)), at: location)
      }
      document.suggestions.append(SuggestedValue(anchor: anchor, value: value, location: location))
    }
    return document
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func resolve(
    _ raw: RawAnchor, _ symbols: LayoutListingSymbols, _ hierarchy: ViewHierarchy,
    _ line: LineReference
  ) throws(LayoutFileError) -> LayoutAnchor {
    let base = symbols.item(raw.id)
    let id = base?.id ?? string(raw.id)
    do throws(LayoutResolutionFailure) {
      return try raw.resolved(id: id, base: base, in: hierarchy)
    } catch {
      throw LayoutFileError(.model(error.kind), at: location(line, raw.offset))
    }
  }
}
