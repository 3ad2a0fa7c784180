import LayoutModel

/// The text keys of one view line, gathered before the font is made (they may come in any
/// order): `text=`, `font=SIZE[,WEIGHT]`, `style=STYLE`, `scales=yes|no`.
struct ListingTextKeys {
  var pointSize: Double?
  var weight: FontWeight?
  var style: TextStyle?
  var scales: Bool?

  /// The font the keys give (`man/layout-dump.5`, TEXT AND FONTS): `font=`'s size, else the
  /// style's size at Large; `nil` when neither `font=` nor `style=` was given.
  var font: TextFont? {
    guard let size = pointSize ?? style?.defaultPointSize else { return nil }
    return TextFont(
      pointSize: size, weight: weight ?? style?.weight ?? .regular, textStyle: style,
      scalesWithContentSize: scales)
  }
}

extension LayoutListingState {
  /// Reads the value of `text=WORD` or `text="..."` (with `\"` and `\\`), `font=SIZE[,WEIGHT]`,
  /// `style=STYLE` (`body` or `UICTFontTextStyleBody`), `scales=yes|no` or
  /// `measured=CATEGORY:WxH[,...]` (the text's intrinsic size the app measured at each content
  /// size category named, `xs` … `ax5`; `View.measuredTextSizes`).
  func readText(
    _ key: ViewKey, _ scanner: inout LayoutListingScanner, into view: inout View,
    keys: inout ListingTextKeys
  ) throws(LayoutListingFailure) {
    let start = scanner.position
    switch key {
    case .text:
      view.text = try quotedText(&scanner)
    case .font:
      let size = try scanner.number("a point size (font=SIZE[,WEIGHT])")
      guard size >= 0 else {
        throw LayoutListingFailure(.model(.negativeSize(size, what: "font size")), at: start)
      }
      keys.pointSize = size
      if scanner.take(UInt8(ascii: ",")) {
        keys.weight = try choice(&scanner, key: "font", FontWeight.init(named:))
      }
    case .style:
      keys.style = try choice(&scanner, key: "style", TextStyle.init(named:))
    case .measured:
      view.measuredTextSizes = try measuredSizes(&scanner)
    default:
      keys.scales = try yesOrNo(&scanner, key: "scales")
    }
  }

  /// `CATEGORY:WxH[,CATEGORY:WxH...]`, each category once.
  private func measuredSizes(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> [ContentSizeCategory: IntrinsicContentSize]
  {
    var sizes: [ContentSizeCategory: IntrinsicContentSize] = [:]
    repeat {
      let start = scanner.position
      while let byte = scanner.current, byte.isLetter || byte.isDigit { scanner.position += 1 }
      let name = scanner.string(start..<scanner.position)
      guard let category = ContentSizeCategory(named: name), sizes[category] == nil else {
        let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        throw LayoutListingFailure(
          .invalidValue(name, key: "measured", expected: "each of \(names) at most once"),
          at: start)
      }
      guard scanner.take(UInt8(ascii: ":")) else {
        throw scanner.expected("':' between a content size category and its size (CATEGORY:WxH)")
      }
      sizes[category] = try intrinsicSize(&scanner)
    } while scanner.take(UInt8(ascii: ","))
    return sizes
  }

  /// The case of `Choice` that the next word names (`lookup`), or a failure at the word listing
  /// the cases' raw values.
  func choice<Choice: CaseIterable & RawRepresentable>(
    _ scanner: inout LayoutListingScanner, key: String, _ lookup: (String) -> Choice?
  ) throws(LayoutListingFailure) -> Choice where Choice.RawValue == String {
    let start = scanner.position
    let name = scanner.string(scanner.word())
    guard let found = lookup(name) else {
      throw LayoutListingFailure(
        .invalidValue(
          name, key: key, expected: Choice.allCases.map(\.rawValue).joined(separator: ", ")),
        at: start)
    }
    return found
  }

  /// `yes` (true) or `no` (false) as the next word, or a failure at the word.
  func yesOrNo(
    _ scanner: inout LayoutListingScanner, key: String
  ) throws(LayoutListingFailure) -> Bool {
    let start = scanner.position
    let text = scanner.string(scanner.word())
    guard text == "yes" || text == "no" else {
      throw LayoutListingFailure(.invalidValue(text, key: key, expected: "yes or no"), at: start)
    }
    return text == "yes"
  }

  /// A word, or a double-quoted text with `\"` and `\\` escaped.
  private func quotedText(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> String
  {
    guard scanner.take(UInt8(ascii: "\"")) else { return scanner.string(scanner.word()) }
    var bytes: [UInt8] = []
    while scanner.position < scanner.end {
      let byte = scanner.bytes[scanner.position]
      scanner.position += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\\"), scanner.position < scanner.end {
        bytes.append(scanner.bytes[scanner.position])
        scanner.position += 1
      } else {
        bytes.append(byte)
      }
    }
    throw scanner.expected("a closing '\"' after the text")
  }
}
