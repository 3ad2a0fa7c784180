// Between blocks: the cheap byte test that lets the reader skip the lines of a log that are
// about something else (a build log's compiler lines, other subsystems' os_log lines).
extension ConsoleLogReader {
  /// Whether no block is open: no report, list, dump or trace, nothing waiting for a closing
  /// line. A line read then can only start a block; one that cannot (`isInert`) changes
  /// nothing.
  var isQuiet: Bool {
    guard report == nil, trace == nil, closingHeader == nil else { return false }
    if case .idle = state { return true }
    return false
  }

  /// Whether `bytes[range]`, a repaired line, cannot start a block (`handleIdle`): it holds no
  /// `<` (a description, `<__NSArray`), no `0x` (a trace's tree line), none of the phrases
  /// that open a report or tail (`constraint` in any header, explanation or trailer, `Will
  /// attempt`), no `(lldb)`, `po ` or ` element` (a dump's command), and does not end with
  /// `(` (a list's opening line). Blank lines are inert. One pass over the bytes, no copy.
  static func isInert(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    var upper = range.upperBound
    while upper > range.lowerBound, B.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    if upper > range.lowerBound, bytes[upper - 1] == B.openParen { return false }
    var index = range.lowerBound
    while index < upper {
      switch bytes[index] {
      case B.less:
        return false
      case 0x30 where index + 1 < upper && bytes[index + 1] == 0x78:  // 0x
        return false
      case 0x6F where B.hasPrefix(bytes, onstraint, at: index, end: upper):
        return false
      case 0x57 where B.hasPrefix(bytes, willAttempt, at: index, end: upper):
        return false
      case B.openParen where B.hasPrefix(bytes, lldb, at: index, end: upper):
        return false
      case 0x70 where B.hasPrefix(bytes, poCommand, at: index, end: upper):
        return false
      case B.space where B.hasPrefix(bytes, elements[1], at: index, end: upper):
        return false
      default:
        break
      }
      index += 1
    }
    return true
  }

  /// In `constraint`, `Constraint` and `constraints`: every header, explanation and trailer.
  static let onstraint = B.bytes("onstraint")
}
