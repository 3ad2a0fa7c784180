import LayoutModel

/// One block of constraints found in a console log: an "Unable to simultaneously satisfy
/// constraints" report, a list posted without its header, or a dump of descriptions.
///
/// Line numbers are 1-based lines of the input. `constraints` keeps every entry in printed
/// order, duplicates included (`duplicateOf` points at the first copy); entries that could not
/// be read are in `unparsed`, never dropped.
public struct ConsoleLogReport: Hashable, Sendable {
  /// What kind of block this is.
  public var kind: Kind
  /// The platform the header or the classes name.
  public var platform: ConsoleLogPlatform
  /// The header's shape, if there is a header line. `nil` for lists and dumps, and for a report
  /// pasted from its explanation on (`Probably at least one ...`), which is still
  /// `.unsatisfiableConstraints`.
  public var header: HeaderStyle?
  /// The line of the header, or of the first line of the block when there is none.
  public var line: Int
  /// The last line that belongs to the block.
  public var endLine: Int
  /// The log prefix before the header (`2017-12-10 14:43:56.185084-0800 App[29643:1101268]`),
  /// if any.
  public var prefix: String?
  /// The debugger command that printed a dump (`(lldb) po [0x14664e5a0 constraints]`), if
  /// it is in the log.
  public var command: String?
  /// The constraints of the list, in printed order.
  public var constraints: [ConsoleLogConstraint]
  /// Lines inside the block that could not be read, with their line numbers.
  public var unparsed: [ConsoleLogUnparsedLine]
  /// The lines of the list that could not be read: `unparsed` without the recovery section's
  /// broken constraint, which is not one of the listed constraints.
  public var listedUnparsed: [ConsoleLogUnparsedLine] {
    unparsed.filter { !$0.isBrokenConstraint }
  }
  /// What the "Will attempt to recover by breaking constraint" section holds.
  public var recovery: Recovery
  /// The constraint UIKit broke, as printed in the recovery section.
  public var brokenConstraint: ConsoleLogConstraint?
  /// Whether the list was replaced by `<private>` (unified-logging redaction).
  public var isRedacted: Bool
  /// Whether the list was replaced by `...` (elided by whoever posted the log).
  public var isElided: Bool
  /// Whether the list's closing `)` was seen (always `true` for lists printed without
  /// parentheses and for dumps that end cleanly).
  public var isListClosed: Bool
  /// Whether the trailer ("Make a symbolic breakpoint ..." / "Set the NSUserDefault ...") was
  /// printed.
  public var hasTrailer: Bool
  /// The reports that followed this one as a cascade, in log order: each lists the constraints
  /// of the one before it less the constraint UIKit had just broken, so together they are one
  /// conflict and the constraints UIKit broke in turn to get out of it (see `brokenInTurn`).
  /// Empty for a report no cascade followed.
  public var cascade: [ConsoleLogCascadeStep]
  /// Whether the block is the layout engine's own description (`<NSISEngine: 0x…>{ …`, with
  /// its rows and `Marker:…{id: N}` variables), kept as a dump of the constraint descriptions it
  /// holds (`kind` is `.constraintPrintout`): not a conflict report.
  public var isEngineDump: Bool

  /// The kind of a block.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// "Unable to simultaneously satisfy constraints" (UIKit `.`, AppKit `:`) or the macOS 14
    /// "Conflicting constraints detected" form.
    case unsatisfiableConstraints
    /// A quoted list (`"<...>",`) without the header: a report posted in part.
    case constraintList
    /// Unquoted descriptions: `po view.constraints`, `constraintsAffectingLayout`,
    /// `print(constraint)`, NSLog lines, Swift's `N elements` form.
    case constraintPrintout
  }

  /// The shape of a report header.
  public enum HeaderStyle: String, Hashable, Sendable, Codable {
    /// UIKit, iOS 10 and later: explanation on several lines.
    case uikitMultiLine
    /// UIKit, iOS 7 to 9: explanation on one line.
    case uikitOneLine
    /// UIKit header whose explanation was not seen (the list follows directly).
    case uikit
    /// AppKit: `Unable to simultaneously satisfy constraints:`.
    case appKit
    /// macOS 14: `Conflicting constraints detected: (`.
    case appKitConflicting
  }

  /// What the recovery section held.
  public enum Recovery: String, Hashable, Sendable, Codable {
    /// The broken constraint was printed and read (see `brokenConstraint`).
    case broken
    /// The broken constraint was `<private>`.
    case redacted
    /// "Will attempt to recover ..." was printed but the constraint line is missing or cut off.
    case cutOff
    /// The recovery section was not printed.
    case missing
  }

  /// Creates an empty block of `kind` starting at `line`.
  public init(kind: Kind, line: Int) {
    self.kind = kind
    self.platform = .unknown
    self.header = nil
    self.line = line
    self.endLine = line
    self.prefix = nil
    self.command = nil
    self.constraints = []
    self.unparsed = []
    self.recovery = .missing
    self.brokenConstraint = nil
    self.isRedacted = false
    self.isElided = false
    self.isListClosed = true
    self.hasTrailer = false
    self.cascade = []
    self.isEngineDump = false
  }

  /// The index in `constraints` of the broken constraint (matched by address, or by text when
  /// there is no address), if it is in the list.
  public var brokenConstraintIndex: Int? { brokenConstraint.flatMap(index(of:)) }

  /// The constraints UIKit broke for this report and the cascade after it (`cascade`), in the
  /// order it broke them: each one's index in `constraints` and the line of the recovery section
  /// that named it. A broken constraint the list does not hold is left out.
  public var brokenInTurn: [(index: Int, line: Int)] {
    var result: [(index: Int, line: Int)] = []
    if let index = brokenConstraintIndex, let line = brokenConstraint?.line {
      result.append((index, line))
    }
    for step in cascade {
      guard let broken = step.brokenConstraint, let index = index(of: broken) else { continue }
      result.append((index, broken.line))
    }
    return result
  }

  /// The report UIKit printed for step `step` of the cascade: its list (the listed constraints
  /// with their lines in this report's list) and its broken constraint.
  public func cascadeReport(_ step: Int) -> ConsoleLogReport {
    var copy = self
    let entry = cascade[step]
    copy.line = entry.line
    copy.endLine = entry.endLine
    copy.constraints = entry.listed.map { constraints[$0] }
    copy.brokenConstraint = entry.brokenConstraint
    copy.recovery = entry.brokenConstraint == nil ? .missing : .broken
    copy.cascade = []
    return copy
  }

  /// The index in `constraints` of `constraint` (by address, or by text when it has none).
  public func index(of constraint: ConsoleLogConstraint) -> Int? {
    if let address = constraint.parsed.address {
      return constraints.firstIndex { $0.parsed.address == address }
    }
    return constraints.firstIndex { $0.text == constraint.text }
  }

  /// Whether `line`, one of `unparsed`, is where the source of the log stopped: the last line
  /// of a list that was never closed, stopping before its closing `>`.
  public func isCutBySource(_ line: ConsoleLogUnparsedLine) -> Bool {
    line.isCutOff && !line.isBrokenConstraint && !isListClosed && listedUnparsed.last == line
  }

  /// Whether the list is all there: not redacted, not elided, closed, and every entry read.
  public var isComplete: Bool {
    !isRedacted && !isElided && isListClosed && unparsed.isEmpty && !constraints.isEmpty
  }
}

/// A report that continued a cascade (`ConsoleLogReport.cascade`): UIKit reported the
/// conflict again, listing the constraints of the report before it less the one it had broken.
public struct ConsoleLogCascadeStep: Hashable, Sendable {
  /// The 1-based line of its header (or first line).
  public var line: Int
  /// Its last line.
  public var endLine: Int
  /// The constraints it listed, as indices into the first report's `constraints`, in its
  /// order.
  public var listed: [Int]
  /// The constraint UIKit broke for it, as its recovery section printed it.
  public var brokenConstraint: ConsoleLogConstraint?

  /// Creates a step.
  public init(line: Int, endLine: Int, listed: [Int], brokenConstraint: ConsoleLogConstraint?) {
    self.line = line
    self.endLine = endLine
    self.listed = listed
    self.brokenConstraint = brokenConstraint
  }
}

/// The platform a report came from.
public enum ConsoleLogPlatform: String, Hashable, Sendable, Codable {
  case iOS, macOS, unknown

  /// The framework that printed the report: AppKit for macOS, UIKit otherwise (a report of
  /// unknown platform reads as UIKit's, the usual case).
  public var framework: LayoutFramework { self == .macOS ? .appKit : .uiKit }
}

/// One constraint of a report, with where it was printed.
public struct ConsoleLogConstraint: Hashable, Sendable {
  /// The 1-based line it was printed on.
  public var line: Int
  /// The description `<...>` as printed, after undoing quoting (`\"`, `\Uxxxx`) and markdown
  /// escapes (`\<`).
  public var text: String
  /// The description read into values.
  public var parsed: ConstraintDescription
  /// The index of the first identical entry in the same list, when the log repeats a line.
  public var duplicateOf: Int?

  /// Creates an entry.
  public init(line: Int, text: String, parsed: ConstraintDescription, duplicateOf: Int? = nil) {
    self.line = line
    self.text = text
    self.parsed = parsed
    self.duplicateOf = duplicateOf
  }

  /// Who made the constraint (see `ConstraintDescription.origin`).
  public var origin: ConstraintOrigin { parsed.origin }
}

/// A line that looked like part of a report or a constraint but could not be read.
public struct ConsoleLogUnparsedLine: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The line's text as printed.
  public var text: String
  /// Why it could not be read.
  public var reason: String
  /// Whether the description stops before its closing `>` (the poster's copy was cut there).
  public var isCutOff: Bool
  /// Whether the line is the broken constraint of a report's recovery section ("Will attempt
  /// to recover by breaking constraint"), which is not one of the listed constraints.
  public var isBrokenConstraint: Bool

  /// Creates an entry.
  public init(
    line: Int, text: String, reason: String, isCutOff: Bool = false,
    isBrokenConstraint: Bool = false
  ) {
    self.line = line
    self.text = text
    self.reason = reason
    self.isCutOff = isCutOff
    self.isBrokenConstraint = isBrokenConstraint
  }

  /// `12: expected ' == ', ' <= ' or ' >= ' (column 40)`.
  public var description: String { "\(line): \(reason)" }
}

extension ConsoleLogReport {
  /// Groups of listed constraints (indices, in list order) that state the same equation at the
  /// same priority under different addresses: one constraint added twice. The same address
  /// listed twice (`duplicateOf`) is one object printed twice, not a repeat.
  public var repeatedConstraints: [[Int]] {
    var groups: [[Int]] = []
    var groupOf: [String: Int] = [:]
    for (index, constraint) in constraints.enumerated() where constraint.duplicateOf == nil {
      let parsed = constraint.parsed
      let active = parsed.isActive.map(String.init) ?? ""
      let key = "\(parsed.equation) @\(parsed.priority.rawValue) \(active)"
      if let group = groupOf[key] {
        groups[group].append(index)
      } else {
        groupOf[key] = groups.count
        groups.append([index])
      }
    }
    return groups.filter { group in
      group.count > 1 && Set(group.map { constraints[$0].parsed.address ?? "" }).count > 1
    }
  }
}
