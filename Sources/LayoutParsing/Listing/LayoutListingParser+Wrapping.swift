import LayoutModel

extension LayoutListingState {
  /// Reads the value of `wrap=NATURALxLINE[,lines=N]` or `heights=W1:H1,W2:H2,...` into the
  /// view's `wrapping` (`TextWrapping`); both keys may be given.
  func readWrapping(
    _ key: ViewKey, _ scanner: inout LayoutListingScanner, into view: inout View
  ) throws(LayoutListingFailure) {
    var wrapping = view.wrapping ?? TextWrapping()
    if key == .wrap {
      wrapping.text = try wrapText(&scanner)
    } else {
      wrapping = TextWrapping(text: wrapping.text, samples: try heightSamples(&scanner))
    }
    view.wrapping = wrapping
  }

  private func wrapText(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> TextWrapping.Text
  {
    let naturalStart = scanner.position
    let natural = try scanner.number("the text's one-line width (NATURALxLINE)")
    guard scanner.take(UInt8(ascii: "x")) else {
      throw scanner.expected("'x' between the one-line width and the line height (NATURALxLINE)")
    }
    let lineStart = scanner.position
    let line = try scanner.number("a line height (NATURALxLINE)")
    var text = TextWrapping.Text(naturalWidth: natural, lineHeight: line)
    for (value, start, what) in [
      (natural, naturalStart, "one-line width"), (line, lineStart, "line height"),
    ] where value < 0 {
      throw LayoutListingFailure(.model(.negativeSize(value, what: what)), at: start)
    }
    guard scanner.take(UInt8(ascii: ",")) else { return text }
    let keyStart = scanner.position
    let isLines =
      scanner.position + 6 <= scanner.end
      && scanner.matches(keyStart..<keyStart + 6, "lines=")
    guard isLines else { throw scanner.expected("lines=N after the line height") }
    scanner.position += 6
    let countStart = scanner.position
    let count = try scanner.number("a line count (0 for no limit)")
    guard count >= 0, count <= 1_000_000, count == count.rounded() else {
      throw LayoutListingFailure(
        .invalidValue(
          scanner.string(countStart..<scanner.position), key: "lines",
          expected: "a whole number of lines, 0 for no limit"),
        at: countStart)
    }
    text.lines = Int(count)
    return text
  }

  private func heightSamples(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> [TextWrapping.Sample]
  {
    var samples: [TextWrapping.Sample] = []
    repeat {
      let widthStart = scanner.position
      let width = try scanner.number("a width (W:H)")
      guard scanner.take(UInt8(ascii: ":")) else {
        throw scanner.expected("':' between a width and its height (W:H)")
      }
      let heightStart = scanner.position
      let height = try scanner.number("a height (W:H)")
      if width < 0 {
        throw LayoutListingFailure(
          .model(.negativeSize(width, what: "sample width")), at: widthStart)
      }
      if height < 0 {
        throw LayoutListingFailure(
          .model(.negativeSize(height, what: "sample height")), at: heightStart)
      }
      if samples.contains(where: { $0.width == width }) {
        throw LayoutListingFailure(
          .invalidValue(
            scanner.string(widthStart..<heightStart - 1), key: "heights",
            expected: "one height per width"),
          at: widthStart)
      }
      samples.append(TextWrapping.Sample(width: width, height: height))
    } while scanner.take(UInt8(ascii: ","))
    return samples
  }
}

extension LayoutListingState {
  /// Reads the value of `contentmode=MODE` (UIKit's `UIView.ContentMode` case names:
  /// `scaleAspectFit`, `center`, ...) or `truncates=yes|no` into the view.
  func readContent(
    _ key: ViewKey, _ scanner: inout LayoutListingScanner, into view: inout View
  ) throws(LayoutListingFailure) {
    if key == .contentMode {
      view.contentMode = try choice(&scanner, key: "contentmode", ContentMode.init(rawValue:))
    } else {
      view.truncatesContent = try yesOrNo(&scanner, key: "truncates")
    }
  }
}
