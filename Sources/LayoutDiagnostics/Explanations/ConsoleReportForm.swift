import LayoutParsing

/// A console report up to its addresses and line numbers (see `ConsoleReportRepeats`).
///
/// Addresses are the `0x` tokens of the constraints' text (`0x` after a character that is not
/// a letter, digit or `_`, then lowercase hex digits): every one is replaced by a placeholder
/// of its own length, `0x`, its rank in the addresses' sorted order as `rankDigits` hex digits,
/// then zeros (`0x1000`, the second of up to 16 addresses, for a 6-byte address). Placeholders
/// of one width of rank differ within it, so any comparison the analysis makes between texts
/// holding them comes out as between the addresses, whatever their lengths, as long as no
/// address begins another (`0x6000` and `0x60001`). Line numbers are replaced by
/// `placeholderLineBase` plus their rank among the report's lines, so that the analysis's
/// words (`line N`) name them apart from any other number.
struct ConsoleReportForm {
  /// The report's distinct addresses, sorted: an address's placeholder is numbered by its
  /// place here.
  let addresses: [String]
  /// How many hex digits after `0x` a placeholder's rank takes: enough for the last rank, at
  /// least one.
  let rankDigits: Int
  /// The report's distinct line numbers, sorted.
  let lines: [Int]
  /// The constraints' text with placeholders.
  let texts: [String]
  /// The broken constraint's text with placeholders.
  let brokenText: String?
  /// Everything the analysis reads of the report, with placeholders: reports with the same
  /// key have the same outcome up to addresses and lines.
  let key: String

  /// The first placeholder line number (placeholders are `7770000000`, `7770000001`, ...).
  static let placeholderLineBase = 7_770_000_000
  /// What every placeholder line number starts with, looked for in relabelled words.
  static let placeholderLinePrefix = Array("777000".utf8)

  /// The form of `report`; `nil` when its addresses hold capital hex digits, one begins
  /// another, or the shortest is too short for its rank.
  init?(_ report: ConsoleLogReport) {
    var texts = report.constraints.map { Array($0.text.utf8) }
    if let broken = report.brokenConstraint { texts.append(Array(broken.text.utf8)) }
    var ranges: [[Range<Int>]] = []
    var found: Set<ArraySlice<UInt8>> = []
    var shortest = Int.max
    for text in texts {
      guard let addresses = Self.addressRanges(in: text) else { return nil }
      for range in addresses {
        shortest = min(shortest, range.count)
        found.insert(text[range])
      }
      ranges.append(addresses)
    }
    let sorted = found.sorted { $0.lexicographicallyPrecedes($1) }
    let rankDigits = String(max(0, sorted.count - 1), radix: 16).utf8.count
    guard sorted.isEmpty || shortest - 2 >= rankDigits else { return nil }
    // An address that begins another sorts just before it or before addresses that also
    // begin with it, so neighbours are the only pairs to look at.
    for (first, second) in zip(sorted, sorted.dropFirst()) where second.starts(with: first) {
      return nil
    }
    self.rankDigits = rankDigits
    addresses = sorted.map { String(decoding: $0, as: UTF8.self) }
    var lineSet: Set<Int> = [report.line, report.endLine]
    lineSet.formUnion(report.constraints.map(\.line))
    lineSet.formUnion(report.unparsed.map(\.line))
    if let broken = report.brokenConstraint { lineSet.insert(broken.line) }
    lines = lineSet.sorted()
    var rank: [ArraySlice<UInt8>: Int] = [:]
    for (index, address) in sorted.enumerated() { rank[address] = index }
    let canonical = zip(texts, ranges).map { text, ranges in
      String(
        decoding: Self.replacing(ranges, in: text) { address in
          Self.placeholder(rank[address] ?? 0, rankDigits: rankDigits, length: address.count)
        }, as: UTF8.self)
    }
    self.texts = Array(canonical.prefix(report.constraints.count))
    brokenText = report.brokenConstraint == nil ? nil : canonical.last
    let lineRank = Dictionary(uniqueKeysWithValues: lines.enumerated().map { ($1, $0) })
    // Raw values rather than interpolated enums and arrays, which go through reflection.
    let unparsed = report.unparsed.map {
      String(lineRank[$0.line] ?? 0) + ($0.isBrokenConstraint ? "b" : "")
    }
    var key =
      "\(report.kind.rawValue)|\(report.platform.rawValue)|\(report.header?.rawValue ?? "-")"
      + "|\(report.recovery.rawValue)|\(report.isRedacted)|\(report.isElided)"
      + "|\(report.isListClosed)|\(report.hasTrailer)|\(rankDigits)|\(lineRank[report.line] ?? 0)"
      + "|\(lineRank[report.endLine] ?? 0)|\(unparsed.joined(separator: ","))"
    for (constraint, text) in zip(report.constraints, self.texts) {
      key += "\n\(lineRank[constraint.line] ?? 0) \(constraint.duplicateOf ?? -1) \(text)"
    }
    if let broken = report.brokenConstraint, let brokenText {
      key += "\nbroken \(lineRank[broken.line] ?? 0) \(brokenText)"
    }
    self.key = key
  }

  /// The placeholder of the address ranked `rank`: `0x`, `rank` in `rankDigits` hex digits,
  /// then zeros to `length` bytes in all.
  static func placeholder(_ rank: Int, rankDigits: Int, length: Int) -> [UInt8] {
    let number = Array(String(rank, radix: 16).utf8)
    var bytes = Array("0x".utf8)
    bytes.reserveCapacity(length)
    bytes += repeatElement(0x30, count: max(0, rankDigits - number.count))
    bytes += number
    bytes += repeatElement(0x30, count: max(0, length - bytes.count))
    return bytes
  }

  /// The rank a placeholder stands for, `nil` when `token` is not one of this form's.
  func rank(ofPlaceholder token: ArraySlice<UInt8>) -> Int? {
    guard token.count >= 2 + rankDigits else { return nil }
    let digits = token.dropFirst(2).prefix(rankDigits)
    guard let rank = Int(String(decoding: digits, as: UTF8.self), radix: 16),
      addresses.indices.contains(rank), addresses[rank].utf8.count == token.count,
      token.dropFirst(2 + rankDigits).allSatisfy({ $0 == 0x30 })
    else { return nil }
    return rank
  }

  /// The placeholder of line `line` of the report.
  func placeholder(line: Int) -> Int {
    Self.placeholderLineBase + (lines.firstIndex(of: line) ?? 0)
  }

  /// The report the analysis reads: addresses and lines replaced by placeholders, the log
  /// prefix and dump command left out, unreadable lines kept as a count.
  func canonicalReport(of report: ConsoleLogReport) -> ConsoleLogReport {
    var canonical = report
    canonical.line = placeholder(line: report.line)
    canonical.endLine = placeholder(line: report.endLine)
    canonical.prefix = nil
    canonical.command = nil
    canonical.constraints = zip(report.constraints, texts).map { constraint, text in
      var copy = constraint
      copy.line = placeholder(line: constraint.line)
      copy.text = text
      copy.parsed = (try? ConstraintDescription(parsing: text)) ?? constraint.parsed
      return copy
    }
    if var broken = report.brokenConstraint, let brokenText {
      broken.line = placeholder(line: broken.line)
      broken.text = brokenText
      broken.parsed = (try? ConstraintDescription(parsing: brokenText)) ?? broken.parsed
      canonical.brokenConstraint = broken
    }
    canonical.unparsed = report.unparsed.map {
      ConsoleLogUnparsedLine(
        line: placeholder(line: $0.line), text: "", reason: "",
        isBrokenConstraint: $0.isBrokenConstraint)
    }
    return canonical
  }

  /// `outcome`, the outcome of a report with this form's key, with this report's addresses
  /// and lines in its words; `nil` when a placeholder line is left in them (words that name a
  /// line other than as `line N`).
  func relabel(_ outcome: ConsoleReportOutcome) -> ConsoleReportOutcome? {
    var isComplete = true
    let relabelled = outcome.mapText { text in
      let result = relabel(text)
      if Self.contains(result, Self.placeholderLinePrefix) { isComplete = false }
      return result
    }
    return isComplete ? relabelled : nil
  }

  /// `text` with placeholder addresses and `line N` placeholders replaced by this report's.
  func relabel(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let ranges = Self.addressRanges(in: bytes) ?? []
    let withAddresses =
      ranges.isEmpty
      ? text
      : String(
        decoding: Self.replacing(ranges, in: bytes) { placeholder in
          guard let rank = rank(ofPlaceholder: placeholder) else { return Array(placeholder) }
          return Array(addresses[rank].utf8)
        }, as: UTF8.self)
    return Self.replacingLines(in: withAddresses) { number in
      let rank = number - Self.placeholderLineBase
      return lines.indices.contains(rank) ? lines[rank] : number
    }
  }
}
