import LayoutModel

/// The text a sweep lays a layout out with besides its own: content size categories
/// (`--content-sizes`), longer text (`--text-scale`) and right-to-left (`--rtl`).
///
/// Every combination is checked: each direction (the layout's own, then right-to-left when
/// asked), each text length (as given, then each scale) and each category, ascending, with the
/// layout's own variant among them (`TextVariant(of:)`), so that a finding can be placed
/// between two neighbouring categories.
public struct TextSweep: Hashable, Sendable {
  /// The categories to lay out at besides the layout's own; empty for its own only.
  public var categories: [ContentSizeCategory]
  /// How many times longer the text is in the other text lengths (1.4 for 40% longer); the text
  /// as given is always checked.
  public var textScales: [Double]
  /// Whether right-to-left is checked too.
  public var rightToLeft: Bool

  /// Creates a sweep; by default the layout's own text only.
  public init(
    categories: [ContentSizeCategory] = [], textScales: [Double] = [], rightToLeft: Bool = false
  ) {
    self.categories = categories
    self.textScales = textScales
    self.rightToLeft = rightToLeft
  }

  /// The rules a sweep judges in every variant, whose findings list the variants where they
  /// occur: what the text's size decides (conflicts, feedback loops, truncation, clipped
  /// content). The others (ambiguity, misplaced frames, the written constraints) are judged
  /// with the layout's own text only.
  public static let variedRules: Set<String> = [
    RuleDescriptor.unsatisfiableConstraints.id, RuleDescriptor.autoresizingConflict.id,
    RuleDescriptor.layoutFeedbackLoop.id, RuleDescriptor.truncation.id,
    RuleDescriptor.clippedContent.id,
  ]

  /// Whether the sweep checks anything besides the layout's own text.
  public var isEmpty: Bool {
    categories.isEmpty && textScales.allSatisfy { $0 == 1 } && !rightToLeft
  }

  /// The variants to check for a layout given in `own`, `own` first, then by direction, text
  /// length and ascending category, without repeats.
  public func variants(from own: TextVariant) -> [TextVariant] {
    var directions = [own.direction]
    if rightToLeft, own.direction != .rightToLeft { directions.append(.rightToLeft) }
    var scales = [1.0]
    for scale in textScales where !scales.contains(scale) { scales.append(scale) }
    let categories = Set(categories + [own.category]).sorted()
    var result = [own]
    for direction in directions {
      for scale in scales {
        for category in categories {
          let variant = TextVariant(category: category, textScale: scale, direction: direction)
          if !result.contains(variant) { result.append(variant) }
        }
      }
    }
    return result
  }

  /// The note that says where among `checked` a finding occurring in `occurs` does, or `nil`
  /// when it occurs in all of them. One clause per text length and direction in which it
  /// occurs; within one, the categories as a threshold when they are the upper or lower part of
  /// those checked, naming the neighbouring category where it does not occur ("from
  /// accessibility M (body 28 pt) up; not at XXXL (body 23 pt)"), else listed.
  public static func note(occurs: [TextVariant], checked: [TextVariant]) -> Finding.Note? {
    guard Set(occurs) != Set(checked) else { return nil }
    struct Group: Hashable {
      var scale: Double
      var direction: LayoutDirection
    }
    var groups: [Group] = []
    for variant in checked {
      let group = Group(scale: variant.textScale, direction: variant.direction)
      if !groups.contains(group) { groups.append(group) }
    }
    let clauses = groups.compactMap { group -> String? in
      let inGroup = { (variant: TextVariant) in
        variant.textScale == group.scale && variant.direction == group.direction
      }
      let all = checked.filter(inGroup).map(\.category).sorted()
      let found = Set(occurs.filter(inGroup).map(\.category))
      guard !found.isEmpty else { return nil }
      return SweepWording.textQualifier(scale: group.scale, direction: group.direction)
        + SweepWording.categories(found, among: all)
    }
    return Finding.Note(SweepWording.occurs(clauses))
  }
}

extension TextSweep {
  /// How a sweep treated the font of the view a finding is about (`view`), so that a reader
  /// knows why its text grew or did not: a text style follows Apple's size for the style at
  /// each category, a point-size font scaled with `UIFontMetrics` follows body text, any other
  /// font keeps its size; where the input measured the text at categories, the note says that
  /// the measurements were used. `nil` for a view without a font or a measurement.
  public static func fontNote(for view: View, names: ItemNames) -> Finding.Note? {
    SweepWording.font(of: view, named: names.view(view.id)).map { Finding.Note($0) }
  }
}
