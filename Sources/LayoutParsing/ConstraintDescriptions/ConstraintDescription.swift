import LayoutModel

/// One constraint description `<...>` as UIKit and AppKit print it, read into exact values.
///
/// The grammar (see `fixtures/console-logs/README.md` for where each form occurs):
///
///     "<" CLASS ( ":0x" HEX | ":" LABEL ) [ "@" FILE "#" LINE ] " " [ MASK " " ] [ "'" IDENT "' " ] BODY
///         [ " " SYSTEM-SPACE ] [ " priority:" NUM ] [ " Hug:" N " CompressionResistance:" N ]
///         [ "   (active)" | "   (inactive)" | "   (active, names: ... )" | " (Names: ... )" ] ">"
///
/// the shortened form `<'IDENT' BODY [priority:N]>` without class and address, and the form a
/// third-party library rewrites, `<CLASS: 0xADDR> BODY [(TAG)]` (a space after the colon, the
/// body after the `>`, an optional tag; see `annotation`). The body
/// is an equation (`UIView:0x1.height == 0.2*App.ViewA:0x2.height + 8`) or visual-format
/// text (`H:|-(8)-[UILabel:0x3]`); `equation` gives both as one equation.
public struct ConstraintDescription: Hashable, Sendable {
  /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
  /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, ...); `nil` in the shortened form.
  public var className: String?
  /// The constraint's address, lowercase with `0x` (`0x600003220a50`); `nil` in the
  /// shortened form.
  public var address: String?
  /// The text a library printed where the address stands: SnapKit's `.labeled("…")` label
  /// (`Min dodgy constraint` in `<SnapKit.LayoutConstraint:Min dodgy
  /// constraint@FileA.swift#107 …>`) or Masonry's `mas_key`; `nil` when an address is printed.
  public var label: String?
  /// SnapKit's `@File.swift#line` tag, if printed.
  public var sourceTag: SnapKitSourceTag?
  /// The autoresizing mask (`h=--& v=--&`) of an `NSAutoresizingMaskLayoutConstraint`;
  /// `nil` when not printed (some dumps omit it).
  public var autoresizingMask: AutoresizingMaskNotation?
  /// The identifier between single quotes (`UIView-Encapsulated-Layout-Width`), if any.
  public var identifier: String?
  /// The body as printed: an equation or a visual-format string.
  public var body: Body
  /// The value of `priority:N`, if printed (`priority:999.5` reads as 999.5).
  public var printedPriority: LayoutPriority?
  /// `Hug:N CompressionResistance:N` of an `NSContentSizeLayoutConstraint`, if printed.
  public var contentPriorities: ContentSizePriorities?
  /// The activation suffix: `true` for `(active)`, `false` for `(inactive)`, `nil` if absent.
  public var isActive: Bool?
  /// The `names:` (or old `Names:`) bindings, in printed order.
  public var names: [NameBinding]
  /// Whether the final `>` was missing (the text was cut off).
  public var isMissingClosingBracket: Bool
  /// The tag a third-party library printed after the body, without its parentheses
  /// (`Panel 1, (null)`); only in the rewritten form `<CLASS: 0xADDR> BODY (TAG)`.
  public var annotation: String?

  /// The body of a description.
  public enum Body: Hashable, Sendable {
    /// `ITEM.ATTR REL [M*]ITEM.ATTR [+ C] [* M] [SPACE]` or `ITEM.ATTR REL C`.
    case equation(ConstraintEquation)
    /// `H:|-(8)-[X]`, `V:[X(44)]`, `H:[A]-(>=8)-[B](LTR)`, ...
    case visualFormat(VisualFormatBody)
  }

  /// Creates a description from its parts.
  public init(
    className: String?, address: String?, sourceTag: SnapKitSourceTag? = nil,
    autoresizingMask: AutoresizingMaskNotation? = nil, identifier: String? = nil, body: Body,
    printedPriority: LayoutPriority? = nil, contentPriorities: ContentSizePriorities? = nil,
    isActive: Bool? = nil, names: [NameBinding] = [], isMissingClosingBracket: Bool = false,
    annotation: String? = nil, label: String? = nil
  ) {
    self.label = label
    self.className = className
    self.address = address
    self.sourceTag = sourceTag
    self.autoresizingMask = autoresizingMask
    self.identifier = identifier
    self.body = body
    self.printedPriority = printedPriority
    self.contentPriorities = contentPriorities
    self.isActive = isActive
    self.names = names
    self.isMissingClosingBracket = isMissingClosingBracket
    self.annotation = annotation
  }

  /// The body as one equation `first.attr REL multiplier × second.attr + constant` (visual
  /// format translated as `VisualFormatBody.equation` explains).
  public var equation: ConstraintEquation {
    switch body {
    case .equation(let equation): return equation
    case .visualFormat(let format): return format.equation
    }
  }

  /// The priority: `priority:N` if printed, else a priority inside visual-format parentheses
  /// (`(137@251)`), else required (1000).
  public var priority: LayoutPriority {
    if let printedPriority { return printedPriority }
    if case .visualFormat(let format) = body, let priority = format.printedPriority {
      return priority
    }
    return .required
  }

  /// The superview named by the `'|'` entry of `names:`, if any.
  public var superview: ConstraintDescriptionItem? {
    names.first { $0.isSuperview }?.item
  }

  /// Whether the class is `NSAutoresizingMaskLayoutConstraint`.
  public var isAutoresizingMaskConstraint: Bool {
    className == "NSAutoresizingMaskLayoutConstraint"
  }

  /// Whether the class is `NSContentSizeLayoutConstraint`.
  public var isContentSizeConstraint: Bool { className == "NSContentSizeLayoutConstraint" }
}

/// SnapKit's source tag `@FileA.swift#88`: where the constraint was made.
public struct SnapKitSourceTag: Hashable, Sendable, CustomStringConvertible {
  /// The file name as printed (`FileA.swift`, `PViewController+Ext.swift`).
  public var file: String
  /// The 1-based line in that file.
  public var line: Int

  /// Creates a tag.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `@FileA.swift#88`.
  public var description: String { "@\(file)#\(line)" }
}

/// The autoresizing-mask notation `h=XYZ v=XYZ` of an `NSAutoresizingMaskLayoutConstraint`.
///
/// Each of X, Y, Z is `-` (fixed) or `&` (flexible): for `h` the left margin, width and right
/// margin, for `v` the top margin, height and bottom margin.
public struct AutoresizingMaskNotation: Hashable, Sendable, CustomStringConvertible {
  /// The three characters after `h=` (`--&`).
  public var horizontal: String
  /// The three characters after `v=` (`--&`).
  public var vertical: String

  /// Creates a mask from its two three-character parts.
  public init(horizontal: String, vertical: String) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Whether the width (`h`, middle) or height (`v`, middle) is flexible.
  public var isWidthFlexible: Bool { horizontal.dropFirst().first == "&" }
  /// Whether the height is flexible.
  public var isHeightFlexible: Bool { vertical.dropFirst().first == "&" }

  /// `h=--& v=--&`.
  public var description: String { "h=\(horizontal) v=\(vertical)" }
}

/// `Hug:N CompressionResistance:N` of an `NSContentSizeLayoutConstraint`.
public struct ContentSizePriorities: Hashable, Sendable {
  /// The content hugging priority.
  public var hugging: LayoutPriority
  /// The content compression resistance priority.
  public var compressionResistance: LayoutPriority

  /// Creates the pair.
  public init(hugging: LayoutPriority, compressionResistance: LayoutPriority) {
    self.hugging = hugging
    self.compressionResistance = compressionResistance
  }
}

/// One entry of a description's `names:` list: `title_label:0x7fa4d0e9e480` or
/// `'|':UIView:0x7fb7bb413950`.
public struct NameBinding: Hashable, Sendable {
  /// The name (`title_label`, `bar background`, `AppCellImages-a...`), or `|`.
  public var name: String
  /// The item the name stands for: the class token (for `'|'`) or `nil`, and the address.
  public var item: ConstraintDescriptionItem

  /// Creates a binding.
  public init(name: String, item: ConstraintDescriptionItem) {
    self.name = name
    self.item = item
  }

  /// Whether this is the superview entry `'|':Class:0xADDR`.
  public var isSuperview: Bool { name == "|" }
}
