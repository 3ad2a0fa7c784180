extension Fingerprint {
  /// The path as it goes into a fingerprint: `/` separators, no `./` or empty components,
  /// `..` folded where it can be; an absolute path (one outside the directory `check` ran in)
  /// keeps only its last component, so that no machine-specific folder gets in.
  ///
  /// `./Logs//run.log` and `Logs/run.log` give `Logs/run.log`; `/home/ci/x/Logs/run.log` gives
  /// `run.log`.
  public static func normalizedPath(_ path: String) -> String {
    let unified = path.replacingAll("\\", with: "/")
    var components: [Substring] = []
    for component in unified.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
        continue
      }
      components.append(component)
    }
    if unified.hasPrefix("/") || isWindowsDrive(unified) {
      return components.last.map(String.init) ?? ""
    }
    return components.joined(separator: "/")
  }

  /// The anchor as it goes into a fingerprint: each line with memory addresses replaced by
  /// `0x` (`UIView:0x7fcdaff031e0` becomes `UIView:0x`) and runs of white space folded to one
  /// space, empty lines dropped, and the lines sorted, so that neither addresses nor the order
  /// in which an analysis listed the parts matter.
  public static func normalizedAnchor(_ anchor: String) -> String {
    anchor.split(whereSeparator: { $0.isNewline })
      .map { foldWhitespace(withoutAddresses(String($0))) }
      .filter { !$0.isEmpty }
      .sorted()
      .joined(separator: "\n")
  }

  /// Builds an anchor from parts whose order carries no meaning (a conflict's constraints):
  /// one part a line, line breaks inside a part folded to spaces.
  public static func anchor(_ parts: [String]) -> String {
    parts.map { foldWhitespace($0) }.joined(separator: "\n")
  }

  /// `text` with every hexadecimal literal `0x…` that does not continue a word (an address)
  /// cut to `0x`.
  public static func withoutAddresses(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    guard appendWithoutAddresses(text, to: &bytes) else { return text }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `withoutAddresses(text)` to `bytes`, as UTF-8, in one pass over `text`'s bytes
  /// (no string is built); whether an address was cut.
  ///
  /// Byte for byte the same as a pass over Unicode scalars: an address is ASCII, and a byte of
  /// a multi-byte scalar (≥ 0x80) is no word character, as the scalar is not.
  @discardableResult
  static func appendWithoutAddresses(_ text: String, to bytes: inout [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      var cut = false
      let count = utf8.count
      var index = 0
      var copied = 0
      while index < count {
        // An address starts at a `0` that does not continue a word, with `x` or `X` and a hex
        // digit after it.
        guard utf8[index] == 0x30, index + 2 < count,
          utf8[index + 1] | 0x20 == 0x78, isHexDigit(utf8[index + 2]),
          index == 0 || !isWordCharacter(utf8[index - 1])
        else {
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
        bytes.append(0x30)
        bytes.append(0x78)  // `0X…` too becomes `0x`
        index += 2
        while index < count, isHexDigit(utf8[index]) { index += 1 }
        copied = index
        cut = true
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<count]))
      return cut
    }
  }

  static func foldWhitespace(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x61...0x66, 0x41...0x46: return true
    default: return false
    }
  }

  private static func isWordCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x61...0x7A, 0x41...0x5A, 0x5F: return true
    default: return false
    }
  }

  private static func isWindowsDrive(_ path: String) -> Bool {
    let scalars = Array(path.unicodeScalars.prefix(3))
    guard scalars.count == 3, scalars[1] == ":", scalars[2] == "/" else { return false }
    switch scalars[0] {
    case "a"..."z", "A"..."Z": return true
    default: return false
    }
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (without Foundation).
  fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
