/// Where a constraint or item came from in the user's input.
///
/// `line` and `column` are 1-based; a JSON dump gives `jsonPath` (`$.constraints[3]`) instead.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file as the user named it (never made absolute), or `-` for standard input.
  public var file: String
  /// 1-based line, if the input is text.
  public var line: Int?
  /// 1-based column, if known.
  public var column: Int?
  /// The JSON path of the value, if the input is a JSON dump.
  public var jsonPath: String?

  /// Creates a location: a line and column for text, a JSON path for a JSON dump.
  public init(file: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.jsonPath = jsonPath
  }

  /// `FILE:LINE:COLUMN`, `FILE:LINE`, `FILE:$.path` or `FILE`.
  public var description: String {
    if let jsonPath { return "\(file):\(jsonPath)" }
    switch (line, column) {
    case (let line?, let column?): return "\(file):\(line):\(column)"
    case (let line?, nil): return "\(file):\(line)"
    default: return file
    }
  }
}

/// Who made a constraint: the app, or UIKit/AppKit on its behalf.
public enum ConstraintOrigin: String, CaseIterable, Sendable, Codable, Hashable {
  /// Written by the app (code, storyboard, SnapKit, Masonry).
  case user
  /// Content hugging or compression resistance (`NSContentSizeLayoutConstraint`).
  case contentSize
  /// `translatesAutoresizingMaskIntoConstraints` (`NSAutoresizingMaskLayoutConstraint`).
  case autoresizingMask
  /// `UIView-Encapsulated-Layout-Width/Height` and similar container sizes.
  case encapsulatedLayout
  /// The layout-margins guide of a view (`UIView-leftMargin-guide-constraint`, ...).
  case layoutMargins
  /// The safe-area guide of a view.
  case safeArea
  /// `UIStackView` arrangement (`UISV-*`).
  case stackView
  /// Any other UIKit/AppKit-internal constraint.
  case otherSystem

  /// Whether the framework made it (every origin but `user`).
  public var isSystem: Bool { self != .user }
}

/// The provenance of a constraint: where it was written and who made it.
public struct Provenance: Hashable, Sendable, Codable {
  /// Where it was written, if it was (generated constraints carry their view's location).
  public var location: SourceLocation?
  /// Who made it.
  public var origin: ConstraintOrigin
  /// The autoresizing mask printed with an autoresizing-mask constraint (`h=--& v=--&`), when
  /// the input showed it.
  public var autoresizingMask: AutoresizingMask?

  /// Creates a provenance; by default the app's, with no location.
  public init(
    location: SourceLocation? = nil, origin: ConstraintOrigin = .user,
    autoresizingMask: AutoresizingMask? = nil
  ) {
    self.location = location
    self.origin = origin
    self.autoresizingMask = autoresizingMask
  }
}
