import LayoutDiagnostics
import LayoutModel
import LayoutParsing

extension ExplainTextReport {
  /// The wording of `explain`'s text report.
  enum Wording {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    static func headline(_ report: ConsoleLogReport, framework: String) -> String {
      let count = report.constraints.count
      let constraints = count == 1 ? "1 constraint" : "\(count) constraints"
      switch report.kind {
      case .constraintList:
        return "a list of \(constraints) posted without \(framework)'s report header."
      case .constraintPrintout:
        return "a dump of \(constraints)."
      case .unsatisfiableConstraints:
        if report.isRedacted {
          return "\(framework) could not satisfy its constraints, but the log redacted the list"
            + " (<private>)."
        }
        if report.isElided {
          return "\(framework) could not satisfy its constraints, but whoever posted the log"
            + " left the list out (...)."
        }
        // The broken constraint's line, if unreadable, is not one of the listed constraints.
        let unreadable = report.listedUnparsed.count
        if let last = report.listedUnparsed.last, report.isCutBySource(last) {
          // The source stopped inside the list: how many it listed is not known.
          let read = count == 1 ? "1 constraint" : "\(count) constraints"
          return "\(framework) could not satisfy the constraints it listed together; the log is"
            + " cut off after \(read)"
            + (unreadable > 1 ? " (\(unreadable - 1) more could not be read)." : ".")
        }
        let listed = count + unreadable
        var text =
          listed == 1
          ? "\(framework) could not satisfy the 1 constraint it listed"
          : "\(framework) could not satisfy the \(listed) constraints it listed together"
        if unreadable > 0 {
          text +=
            listed == 1 ? " (it could not be read)" : " (\(unreadable) of them could not be read)"
        }
        switch report.recovery {
        case .broken: text += listed == 1 ? " and broke it" : " and broke one of them"
        case .cutOff: text += "; the one it broke is cut off in the log"
        case .redacted, .missing: break
        }
        return text + "."
      }
    }

    static func header(_ report: ConsoleLogReport) -> String {
      switch report.header {
      case .appKit: return "Unable to simultaneously satisfy constraints:"
      case .appKitConflicting: return "Conflicting constraints detected:"
      case .uikit, .uikitOneLine, .uikitMultiLine:
        return "Unable to simultaneously satisfy constraints."
      case nil: return "(no header)"
      }
    }

    static func repeatMark(line: Int) -> String { "repeats line \(line)" }

    static func leftOut(_ reason: String) -> String { "left out: \(reason)" }

    static func unreadable(_ reason: String) -> String { "could not be read (\(reason))" }

    static func ambiguityHint(count: Int, named: Bool) -> String {
      let which = count == 1 ? "this view" : "these views"
      let what =
        named
        ? "the constraints that fix the variables listed"
        : "the constraints it lacks (this form of the trace does not name the variables)"
      return "Auto Layout can place \(which) in more than one way: give "
        + (count == 1 ? "it " : "each ") + what + ", or a lower-priority preference."
    }
    /// Said when the breaking rule, from the listed constraints alone, picks another member
    /// than the one UIKit broke.
    static func predictionDiffers(_ framework: String, predicted: String, line: Int) -> String {
      "From the listed constraints alone, layout-doctor would have predicted that \(framework)"
        + " breaks \(predicted) (line \(line)) instead; \(framework)'s own choice is kept."
    }

    /// A cascade (`ConsoleLogReport.cascade`): the later reports and the constraints broken
    /// in turn.
    static func cascade(_ report: ConsoleLogReport, framework: String) -> String {
      let lines = report.cascade.map(\.line)
      let times =
        lines.count == 1
        ? "once more (line \(lines[0])), listing the same constraints less the one it had just"
          + " broken"
        : "\(lines.count) more times (lines \(lines.map(String.init).joined(separator: ", "))),"
          + " each time listing the constraints of the report before less the one it had just"
          + " broken"
      let broken = report.brokenInTurn.map { turn in
        let constraint = report.constraints[turn.index]
        let identifier = constraint.parsed.identifier.map { "'\($0)' " } ?? ""
        return "\(identifier)\(constraint.parsed.equation) (line \(constraint.line))"
      }
      let list =
        broken.count < 2
        ? broken.joined()
        : broken.dropLast().joined(separator: ", ") + " and " + (broken.last ?? "")
      return "\(framework) reported this conflict \(times): to get out of it, it broke \(list),"
        + " in that order."
    }

    /// Said when the broken constraint is predicted and nothing the log shows decides it.
    static func noBasis(_ framework: String, line: Int) -> String {
      "That \(framework) would break the constraint at line \(line) is a guess: nothing the log"
        + " shows tells it from another member of the conflict, so the list's order stands in for"
        + " \(framework)'s internal order."
    }

    static let aliasesTitle = "Below, the items are called by short names:"
    static let listCut = "(the list is cut off here)"
    static let cutOffLine = "cut off in the log: it stops in the middle of this line"
    static let recoveryLine = "Will attempt to recover by breaking constraint"
    static let cutOff = "(cut off in the log)"
    static let nothingFound = "No conflict was found among the listed constraints."
    static let notExhaustive =
      "The search for minimal conflicts stopped at its budget; there may be more."
    /// The title of fixes checked without the constraints the engine breaks (a log's: broke)
    /// in other conflicts (`LayoutConflict.fixesLeaveOut`), at `lines`.
    static func fixesTitle(leavingOut lines: [Int], framework: String, isLog: Bool) -> String {
      let whole = isLog ? "report" : "layout"
      guard !lines.isEmpty else {
        return "Fixes, best first, each checked by solving the \(whole) again with it:"
      }
      let list = lines.map(String.init)
      let named =
        list.count == 1
        ? "line \(list[0])"
        : "lines " + list.dropLast().joined(separator: ", ") + " and \(list.last ?? "")"
      let pronoun = list.count == 1 ? "it" : "them"
      return "Fixes, best first, each checked by solving the \(whole) again"
        + " with it and without \(named) (\(framework) \(isLog ? "broke" : "breaks") \(pronoun) for"
        + " another conflict, as at run time):"
    }
    static let noFix = "No fix to the app's constraints removes this conflict on its own."

    static func noFixSystem(_ framework: String) -> String {
      "No fix is offered: the app cannot change \(framework)'s own constraints, only how it"
        + " configures these views (their content, sizes, spacing or hidden state)."
    }

    static func conflictTitle(_ name: String, conflict: LayoutConflict) -> String {
      let count = conflict.members.count
      return "Conflict \(name): "
        + (count == 1
          ? "1 constraint that cannot hold" : "\(count) constraints that cannot hold together")
    }

    static func moreFixes(_ count: Int) -> String {
      (count == 1 ? "1 more fix" : "\(count) more fixes") + ", on other constraints of the"
        + " conflict, in --format json."
    }

    static let noVerifiedFix =
      "No change to one of the app's constraints alone lets every required constraint hold:"
      + " other conflicts remain."

    static func dump(_ report: ConsoleLogReport) -> String {
      let count = report.constraints.count
      let what = count == 1 ? "1 constraint description" : "\(count) constraint descriptions"
      if report.isEngineDump {
        let held = count == 0 ? "" : ", and \(what)"
        return "the layout engine's description (NSISEngine: its rows and variables\(held)), not"
          + " a conflict report: it says nothing about which constraints could not hold, so it"
          + " is not analysed."
      }
      return "\(what) printed by the app or the debugger: a dump, not a conflict report, so it is"
        + " not analysed."
    }

    /// How a report matched the dump given with `--dump`.
    static func dumpMatch(_ match: ConsoleReportDumpMatch) -> String {
      if match.isComplete {
        let constraints =
          match.matchedConstraints == 0
          ? "" : " and \(match.matchedConstraints) of its constraints"
        let pairs = match.matched.sorted { $0.key < $1.key }.map { "\($0.key) is \($0.value)" }
        return "Read with \(match.dumpFile): all \(match.matched.count) items of this report"
          + "\(constraints) found there by address (\(pairs.joined(separator: ", ")));"
          + " what the log does not show comes from the dump."
      }
      return Finding.notInDumpNote(match)
    }

    static func repeated(lines: [Int]) -> String {
      let list = lines.map(String.init).joined(separator: ", ")
      return "Lines \(list) list the same constraint under different addresses: it was added"
        + " \(lines.count == 2 ? "twice" : "\(lines.count) times"); remove"
        + " \(lines.count == 2 ? "one" : "all but one")."
    }

    /// One layout root of an Interface Builder document that has several:
    /// `FILE:LINE (root 2 of 3, 'View Controller')`.
    static func root(_ root: LayoutAnalysis.Root, file: String) -> String {
      "\(file):\(root.line) (root \(root.number) of \(root.count), '\(root.name)')"
    }

    /// A root laid out on a screen with the size classes asked for (`--traits`), which its
    /// saved device does not have.
    static func laidOutOnScreen(_ screen: String) -> String {
      "Laid out on \(screen), a screen with these size classes (the saved device has others)."
    }

    /// After a layout's conflicts, when the search stopped at its budget: how many of the
    /// constraints the engine breaks no conflict shown holds.
    static func notExhaustive(unexplained: Int, framework: String) -> String {
      notExhaustive
        + (unexplained == 0
          ? ""
          : " \(framework) breaks \(unexplained) more constraint\(unexplained == 1 ? "" : "s")"
            + " that no conflict above holds; check lists each with the constraints the solver"
            + " found it conflicting with.")
    }

    static func layoutHeadline(conflicts: Int) -> String {
      switch conflicts {
      case 0: return "the layout's required constraints can all hold together."
      case 1: return "1 minimal set of required constraints cannot hold together."
      default: return "\(conflicts) minimal sets of required constraints cannot hold together."
      }
    }

    static func trace(_ trace: AutolayoutTrace) -> String {
      let count = trace.ambiguousNodes.count
      if count == 0 { return "_autolayoutTrace: no view has an ambiguous layout." }
      return "_autolayoutTrace: " + (count == 1 ? "1 view has" : "\(count) views have")
        + " an ambiguous layout."
    }

    static func summary(file: String, tally: Tally) -> String {
      var parts: [String] = []
      func count(_ number: Int, _ singular: String, _ plural: String) {
        if number > 0 { parts.append(Self.count(number) + " " + (number == 1 ? singular : plural)) }
      }
      count(tally.reports, "report", "reports")
      // One root laid out at several sizes or texts is one root, laid out that many times.
      let roots = tally.rootIDs.isEmpty ? tally.roots : tally.rootIDs.count
      count(roots, "layout root", "layout roots")
      if tally.roots > roots, !parts.isEmpty {
        parts[parts.count - 1] +=
          " (\(Self.count(tally.roots)) layouts: each size and text checked)"
      }
      if let groups = tally.distinctReports, groups < tally.reports, !parts.isEmpty {
        parts[parts.count - 1] += " (\(Self.count(groups)) distinct, each explained once below)"
      }
      if let distinct = tally.distinctConflicts, distinct < tally.conflicts {
        count(distinct, "distinct minimal conflict", "distinct minimal conflicts")
      } else {
        count(tally.conflicts, "minimal conflict", "minimal conflicts")
      }
      count(tally.notReproduced, "list that can hold", "lists that can hold")
      count(tally.hidden, "hidden list", "hidden lists")
      count(tally.unreadableLists, "list that could not be read", "lists that could not be read")
      count(tally.printouts, "dump", "dumps")
      count(tally.traces, "trace", "traces")
      count(tally.unparsed, "unreadable line", "unreadable lines")
      count(tally.cutOff, "line cut off", "lines cut off")
      if tally.reports == 0 && tally.printouts == 0 && tally.traces == 0 && tally.unparsed == 0
        && tally.cutOff == 0 && tally.roots == 0
      {
        return "\(file): no \"Unable to simultaneously satisfy constraints\" report found."
      }
      return "\(file): " + parts.joined(separator: ", ") + "."
    }
  }
}
