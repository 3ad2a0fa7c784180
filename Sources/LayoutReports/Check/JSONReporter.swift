import LayoutDiagnostics
import LayoutModel

/// LayoutDoctor's own JSON report, a stable schema for scripts: `{"format":
/// "layout-doctor-check", "version": 1, ...}`, whose shape, with when each optional key is
/// written, is `fixtures/schemas/check.schema.json` (JSON Schema draft 4; every check golden
/// is validated against it).
///
/// Keys are sorted; findings are in report order. New keys may be added within version 1; none
/// is removed or changes meaning.
public struct JSONReporter: Reporter {
  public static let format = ReportFormat.json

  public init() {}

  public func render(_ report: CheckReport) -> String {
    var writer = JSONWriter(capacity: 1024 + 600 * report.findings.count)
    writer.object { writer in
      writer.key("findings")
      writer.array(report.findings) { writer, finding in Self.write(finding, to: &writer) }
      writer.key("format")
      writer.string("layout-doctor-check")
      writer.key("inputErrors")
      writer.array(report.inputErrors) { writer, error in
        writer.object { writer in
          writer.key("file")
          writer.string(error.file)
          writer.key("message")
          writer.string(error.message)
        }
      }
      writer.key("inputs")
      writer.array(strings: report.inputs)
      if !report.skipped.isEmpty {
        writer.key("skipped")
        writer.array(report.skipped) { writer, skipped in
          writer.object { writer in
            writer.key("file")
            writer.string(skipped.file)
            writer.key("reason")
            writer.string(skipped.reason)
          }
        }
      }
      writer.key("summary")
      Self.writeSummary(report, to: &writer)
      writer.key("tool")
      writer.object { writer in
        writer.key("name")
        writer.string(report.toolName)
        writer.key("version")
        writer.string(report.toolVersion)
      }
      writer.key("version")
      writer.number(1)
    }
    writer.newlineAtEnd()
    return writer.text
  }

  /// One finding: its fixes, location, message, notes, occurrences and rule, with the
  /// optional keys its kind has (`farkasMultipliers`, `misplacement`, `repeatLines`, `sizes`,
  /// `textVariants`, `thresholds`).
  static func write(_ finding: Finding, to writer: inout JSONWriter) {
    writer.object { writer in
      if let variants = finding.textVariants {
        writer.key("contentSizes")
        var categories: [String] = []
        for variant in variants where !categories.contains(variant.category.rawValue) {
          categories.append(variant.category.rawValue)
        }
        writer.array(strings: categories)
      }
      if let multipliers = finding.farkasMultipliers {
        writer.key("farkasMultipliers")
        writer.array(multipliers) { writer, value in writer.number(value) }
      }
      writer.key("fingerprint")
      writer.string(finding.fingerprint.value)
      writer.key("fixes")
      writer.array(finding.fixes) { writer, fix in Self.write(fix, to: &writer) }
      writer.key("location")
      Self.write(finding.location, to: &writer)
      writer.key("message")
      writer.string(finding.message)
      if let misplacement = finding.misplacement {
        writer.key("misplacement")
        Self.write(misplacement, to: &writer)
      }
      writer.key("notes")
      writer.array(finding.notes) { writer, note in
        writer.object { writer in
          if let location = note.location {
            writer.key("location")
            Self.write(location, to: &writer)
          }
          writer.key("message")
          writer.string(note.message)
        }
      }
      writer.key("occurrences")
      writer.number(finding.occurrences)
      if !finding.repeatLines.isEmpty {
        writer.key("repeatLines")
        writer.array(finding.repeatLines) { writer, line in writer.number(line) }
      }
      writer.key("rule")
      writer.string(finding.ruleID)
      writer.key("severity")
      writer.string(finding.severity.rawValue)
      if let sizes = finding.sizes {
        writer.key("sizes")
        writer.array(strings: sizes.map(\.description))
      }
      if let variants = finding.textVariants {
        writer.key("textVariants")
        writer.array(variants) { writer, variant in Self.write(variant, to: &writer) }
      }
      if let thresholds = finding.thresholds {
        writer.key("thresholds")
        writer.array(thresholds) { writer, threshold in Self.write(threshold, to: &writer) }
      }
      if let traits = finding.traits {
        writer.key("traits")
        writer.array(strings: traits)
      }
    }
  }

  /// One fix: its `effect` (when re-solving checked it) and `message`.
  static func write(_ fix: Finding.Fix, to writer: inout JSONWriter) {
    writer.object { writer in
      if let effect = fix.effect {
        writer.key("effect")
        writer.string(effect)
      }
      writer.key("message")
      writer.string(fix.message)
    }
  }

  /// One text variant a finding occurs in: its `contentSize` (a category's raw value, `l` for
  /// Large), `direction` and `textScale` (1 for the text as written).
  static func write(_ variant: TextVariant, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("contentSize")
      writer.string(variant.category.rawValue)
      writer.key("direction")
      writer.string(variant.direction.rawValue)
      writer.key("textScale")
      writer.number(variant.textScale)
    }
  }

  /// `summary`: the counts by severity, the files, the suppressed findings and the baseline
  /// entries no finding matched.
  static func writeSummary(_ report: CheckReport, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("errors")
      writer.number(report.count(.error))
      writer.key("files")
      writer.number(report.inputs.count)
      writer.key("notes")
      writer.number(report.count(.note))
      writer.key("staleBaselineEntries")
      writer.array(report.staleBaselineEntries) { writer, entry in
        writer.object { writer in
          writer.key("count")
          writer.number(entry.count)
          writer.key("file")
          writer.string(entry.file)
          writer.key("fingerprint")
          writer.string(entry.fingerprint.value)
          writer.key("message")
          writer.string(entry.message)
          writer.key("rule")
          writer.string(entry.rule)
        }
      }
      writer.key("suppressed")
      writer.number(report.suppressedCount)
      writer.key("warnings")
      writer.number(report.count(.warning))
    }
  }

  /// One `SizeThreshold`: `axis`, `checkedFrom`, `checkedUpTo`, `fixedSize` and `occursFor`
  /// intervals (`lower`, `upper`, in points, and whether each is in it).
  static func write(_ threshold: SizeThreshold, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("axis")
      writer.string(threshold.axis.rawValue)
      writer.key("checkedFrom")
      writer.number(threshold.checkedFrom)
      writer.key("checkedUpTo")
      writer.number(threshold.checkedUpTo)
      writer.key("fixedSize")
      writer.number(threshold.fixedSize)
      writer.key("occursFor")
      writer.array(threshold.occursFor) { writer, interval in
        writer.object { writer in
          writer.key("includesLower")
          writer.bool(interval.includesLower)
          writer.key("includesUpper")
          writer.bool(interval.includesUpper)
          writer.key("lower")
          writer.number(interval.lower)
          writer.key("upper")
          writer.number(interval.upper)
        }
      }
    }
  }

  /// A `misplaced-view` finding's facts: `changes` (`component`, `solved`, `stored`, points),
  /// `solved` and `stored` frames (`x`, `y`, `width`, `height`), and `view`.
  static func write(_ misplacement: FrameMisplacement, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("changes")
      writer.array(misplacement.changes) { writer, change in
        writer.object { writer in
          writer.key("component")
          writer.string(change.component.rawValue)
          writer.key("solved")
          writer.number(change.solved)
          writer.key("stored")
          writer.number(change.stored)
        }
      }
      writer.key("solved")
      SolveReport.writeFrame(misplacement.solved, to: &writer)
      writer.key("stored")
      SolveReport.writeFrame(misplacement.stored, to: &writer)
      writer.key("view")
      writer.string(misplacement.view)
    }
  }

  /// A location's object: `column`, `file`, `jsonPath`, `line`, each only when known.
  private static func write(_ location: SourceLocation, to writer: inout JSONWriter) {
    writer.object { writer in
      if let column = location.column {
        writer.key("column")
        writer.number(column)
      }
      writer.key("file")
      writer.string(location.file)
      if let jsonPath = location.jsonPath {
        writer.key("jsonPath")
        writer.string(jsonPath)
      }
      if let line = location.line {
        writer.key("line")
        writer.number(line)
      }
    }
  }
}
