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
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let startsWord = index == 0 || !isWordCharacter(scalars[index - 1])
      if scalar == "0", startsWord, index + 2 < scalars.count,
        scalars[index + 1] == "x" || scalars[index + 1] == "X", isHexDigit(scalars[index + 2])
      {
        result.append("0")
        result.append("x")
        index += 2
        while index < scalars.count, isHexDigit(scalars[index]) { index += 1 }
        continue
      }
      result.append(scalar)
      index += 1
    }
    return String(result)
  }

  static func foldWhitespace(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "0"..."9", "a"..."f", "A"..."F": return true
    default: return false
    }
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "0"..."9", "a"..."z", "A"..."Z", "_": return true
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
