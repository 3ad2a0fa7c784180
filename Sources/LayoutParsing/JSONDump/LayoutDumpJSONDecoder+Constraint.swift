import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads one element of `constraints`: a string in the listing's constraint syntax, or an
  /// object with `first`, `relation`, `second`, `multiplier`, `constant`, `priority`,
  /// `identifier`, `active`.
  mutating func constraint(
    _ value: LayoutDumpJSON, in hierarchy: ViewHierarchy
  ) throws(LayoutFileError) -> LayoutConstraint {
    let provenance = Provenance(location: location, origin: .user)
    if case .string(let text) = value {
      var constraint = try scan(text, what: "constraint") {
        (scanner) throws(LayoutListingFailure) in
        try scanner.constraint()
      } resolve: { raw, scanner throws(LayoutListingFailure) in
        try Self.resolve(raw, scanner, hierarchy)
      }
      constraint.provenance = provenance
      constraint.provenance.origin = Self.origin(of: constraint)
      return constraint
    }
    var first: LayoutAnchor?
    var second: LayoutAnchor?
    var relation: LayoutRelation?
    var constraint = LayoutConstraint(
      LayoutAnchor(.view(""), .width), .equal, provenance: provenance)
    try members(of: value, required: ["first", "relation"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "first": first = try decoder.anchor(member, in: hierarchy)
      case "second":
        if case .null = member { break }
        let anchor = try decoder.anchor(member, in: hierarchy)
        if let first, !LayoutAttribute.canRelate(first.attribute, anchor.attribute) {
          throw decoder.failure(.model(.invalidPairing(first.attribute, anchor.attribute)))
        }
        second = anchor
      case "relation": relation = try decoder.relation(member)
      case "multiplier": constraint.multiplier = try decoder.number(member)
      case "constant": constraint.constant = try decoder.number(member)
      case "priority": constraint.priority = try decoder.priority(member)
      case "identifier":
        if case .null = member { break }
        constraint.identifier = try decoder.string(member)
      case "active": constraint.isActive = try decoder.bool(member)
      default: decoder.warnUnknownKey(key, in: "a constraint")
      }
    }
    guard let first, let relation else { throw failure(.missingKey("first")) }
    if let second, !LayoutAttribute.canRelate(first.attribute, second.attribute) {
      let kind = LayoutFileError.Kind.model(.invalidPairing(first.attribute, second.attribute))
      throw try at(.key("second")) { (decoder) throws(LayoutFileError) in decoder.failure(kind) }
    }
    constraint.first = first
    constraint.relation = relation
    constraint.second = second
    constraint.provenance.origin = Self.origin(of: constraint)
    return constraint
  }

  /// UIKit's for a constraint named as UIKit names its own (`UISV-hiding`), else the app's.
  static func origin(of constraint: LayoutConstraint) -> ConstraintOrigin {
    constraint.identifier.flatMap(ConstraintDescription.madeByUIKit(identifier:)) ?? .user
  }

  /// A relation: `==`, `<=`, `>=`, or UIKit's names `equal`, `lessThanOrEqual`,
  /// `greaterThanOrEqual`.
  func relation(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutRelation {
    let text = try string(value)
    let relation =
      LayoutRelation(symbol: text)
      ?? LayoutRelation.allCases.first { String(describing: $0) == text }
    guard let relation else {
      throw failure(
        .invalidValue(
          text, key: "relation",
          expected: "==, <=, >=, equal, lessThanOrEqual or greaterThanOrEqual"
        ))
    }
    return relation
  }

  /// An anchor string, `ID.attribute` or `ID.safeAreaLayoutGuide.attribute`, looked up in
  /// `hierarchy`.
  func anchor(
    _ value: LayoutDumpJSON, in hierarchy: ViewHierarchy
  ) throws(LayoutFileError) -> LayoutAnchor {
    let text = try string(value)
    return try scan(text, what: "anchor") { (scanner) throws(LayoutListingFailure) in
      scanner.skipSpaces()
      let anchor = try scanner.anchor()
      guard scanner.isAtEnd else { throw scanner.expected("the end of the anchor") }
      return anchor
    } resolve: { raw, scanner throws(LayoutListingFailure) in
      try Self.resolve(raw, scanner, hierarchy)
    }
  }

  /// Scans `text` with the listing's scanner and resolves what it read; failures are reported
  /// at the current JSON path, with the column inside the string.
  func scan<Raw, Resolved>(
    _ text: String, what: String,
    _ read: (inout LayoutListingScanner) throws(LayoutListingFailure) -> Raw,
    resolve: (Raw, LayoutListingScanner) throws(LayoutListingFailure) -> Resolved
  ) throws(LayoutFileError) -> Resolved {
    let bytes = Array(text.utf8)
    let result: Result<Resolved, LayoutListingFailure> = bytes.withUnsafeBufferPointer {
      buffer in
      var scanner = LayoutListingScanner(buffer, from: 0, to: buffer.count)
      do throws(LayoutListingFailure) {
        return .success(try resolve(try read(&scanner), scanner))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let resolved): return resolved
    case .failure(let error):
      let column = 1 + bytes[..<min(error.offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count
      throw failure(error.kind, context: "column \(column) of the \(what) string")
    }
  }

  private static func resolve(
    _ raw: RawAnchor, _ scanner: LayoutListingScanner, _ hierarchy: ViewHierarchy
  ) throws(LayoutListingFailure) -> LayoutAnchor {
    let id = scanner.string(raw.id)
    do throws(LayoutResolutionFailure) {
      return try raw.resolved(id: id, base: hierarchy.item(named: id), in: hierarchy)
    } catch {
      throw LayoutListingFailure(.model(error.kind), at: raw.offset)
    }
  }

  private static func resolve(
    _ raw: RawConstraint, _ scanner: LayoutListingScanner, _ hierarchy: ViewHierarchy
  ) throws(LayoutListingFailure) -> LayoutConstraint {
    let first = try resolve(raw.first, scanner, hierarchy)
    var constraint = LayoutConstraint(
      first, raw.relation, multiplier: raw.multiplier, constant: raw.constant,
      priority: raw.priority, isActive: raw.isActive)
    if let second = raw.second { constraint.second = try resolve(second, scanner, hierarchy) }
    if let identifier = raw.identifier { constraint.identifier = scanner.string(identifier) }
    return constraint
  }
}
