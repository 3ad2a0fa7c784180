import ConstraintSolver
import Foundation
import LayoutModel

/// Times one run of a workload listing (W1–W4) in this process, phase by phase, the way
/// `kiwi_baseline.py` times Kiwi on the same file:
///
/// - `parse`: `LayoutListingParser` on the file's bytes (timed apart; Kiwi's is not timed);
/// - `build`: variables and linear constraints from the document (Kiwi: `build`);
/// - `add`: `Solver.add` for every constraint, then the edit variables with their starting
///   values (Kiwi: `add`, which also re-optimizes on every add);
/// - `solve`: `Solver.updateVariables()` (Kiwi: `update`);
/// - `read`: every view's frame read into an array;
/// - `edit`: per suggestion, `suggestValue` + `updateVariables` + reading the frames that
///   changed (the array then holds every frame); the median over all suggestions;
/// - `change`: the first `changes` suggestions again as the constant of a required
///   `width == c` (`Solver.setConstant`; Kiwi removes and re-adds the constraint); the median.
///
/// The final frames (after the changes, else the suggestions, else the solve) are checked
/// against every required constraint and can be written for comparison with Kiwi's.
struct WorkloadBenchmark {
  var editSetup = ListingSystem.EditSetup.pin
  var editLimit: Int?
  var changes = 200
  var framesPath: String?

  /// Runs the workload once and returns its JSON line.
  func run(_ path: String) throws(BenchmarkError) -> String {
    let input = try WorkloadInput.load(path)
    let (system, buildSeconds) = try measureBuild(input)
    let solver = system.solver
    let count = system.constraints.count

    let addStart = Clock.now()
    try system.addAll(editSetup: editSetup)
    let addSeconds = Clock.now() - addStart

    let (_, solveSeconds) = Clock.measure { solver.updateVariables() }
    var values = [Double](repeating: 0, count: system.variables.count)
    let (_, readSeconds) = Clock.measure {
      for (index, variable) in system.variables.enumerated() {
        values[index] = solver.value(of: variable)
      }
    }

    let editSeconds = try runEdits(system, input, &values)
    let (changeSeconds, fixed) = try runChanges(system, input, &values)
    let verified = verify(system, values, extra: fixed)
    if let framesPath { try writeFrames(system, values, to: framesPath) }

    var line = JSONLine()
    line.add("bench", "workload")
    line.add("workload", input.name)
    line.add("views", input.document.hierarchy.views.count)
    line.add("constraints", count)
    line.add("read_s", input.readSeconds)
    line.add("parse_s", input.parseSeconds)
    line.add("build_s", buildSeconds)
    line.add("add_s", addSeconds)
    line.add("solve_s", solveSeconds)
    line.add("frames_s", readSeconds)
    line.add("total_s", buildSeconds + addSeconds + solveSeconds + readSeconds)
    line.add("edit_setup", system.edits.isEmpty ? "none" : editSetup.rawValue)
    line.add("edits", editSeconds.count)
    line.add("edit_s", median(editSeconds))
    line.add("edit_max_s", editSeconds.max())
    line.add("changes", changeSeconds.count)
    line.add("change_s", median(changeSeconds))
    line.add("change_max_s", changeSeconds.max())
    line.add("verified", verified)
    line.add("peak_rss_mb", peakResidentMegabytes())
    return line.text
  }

  private func measureBuild(_ input: WorkloadInput) throws(BenchmarkError) -> (
    ListingSystem, Double
  ) {
    let start = Clock.now()
    let system = try ListingSystem(document: input.document)
    return (system, Clock.now() - start)
  }

  /// Suggests each value in turn; returns the seconds of each suggestion. Not inlined, for
  /// `valgrind --toggle-collect='*runEdits*'`.
  @inline(never)
  private func runEdits(
    _ system: ListingSystem, _ input: WorkloadInput, _ values: inout [Double]
  ) throws(BenchmarkError) -> [Double] {
    let suggestions = input.document.suggestions.prefix(editLimit ?? Int.max)
    guard !suggestions.isEmpty else { return [] }
    let targets = try suggestions.map { suggestion throws(BenchmarkError) in
      try editTarget(system, suggestion.anchor)
    }
    var seconds: [Double] = []
    seconds.reserveCapacity(suggestions.count)
    for (suggestion, variable) in zip(suggestions, targets) {
      let start = Clock.now()
      do {
        try system.solver.suggestValue(variable, suggestion.value)
      } catch {
        throw .solver("suggest \(suggestion.anchor) \(suggestion.value): \(error)")
      }
      for changed in system.solver.updateVariables() {
        values[changed.id] = system.solver.value(of: changed)
      }
      seconds.append(Clock.now() - start)
    }
    return seconds
  }

  /// Replaces the first edit variable by a required `variable == initial` and sets its constant
  /// to the first `changes` suggested values; returns the seconds of each change and the
  /// constraint as it is at the end. Not inlined, for `--toggle-collect='*runChanges*'`.
  @inline(never)
  private func runChanges(
    _ system: ListingSystem, _ input: WorkloadInput, _ values: inout [Double]
  ) throws(BenchmarkError) -> ([Double], LinearConstraint?) {
    let suggestions = input.document.suggestions.prefix(changes)
    guard let edit = system.edits.first, !suggestions.isEmpty else { return ([], nil) }
    let solver = system.solver
    let fixed = LinearConstraint(
      LinearExpression(edit.variable) - (edit.initial ?? values[edit.variable.id]), .equal)
    let id: ConstraintID
    do {
      try solver.removeEditVariable(edit.variable)
      id = try solver.add(fixed)
    } catch {
      throw .solver("replacing the edit variable by a required constant: \(error)")
    }
    for changed in solver.updateVariables() {
      values[changed.id] = solver.value(of: changed)
    }
    var seconds: [Double] = []
    seconds.reserveCapacity(suggestions.count)
    for suggestion in suggestions {
      let start = Clock.now()
      do {
        try solver.setConstant(id, -suggestion.value)
      } catch {
        throw .solver("setConstant \(suggestion.value): \(error)")
      }
      for changed in solver.updateVariables() {
        values[changed.id] = solver.value(of: changed)
      }
      seconds.append(Clock.now() - start)
    }
    var current = fixed
    current.expression.constant = -(suggestions.last?.value ?? 0)
    return (seconds, current)
  }

  private func editTarget(_ system: ListingSystem, _ anchor: LayoutAnchor) throws(BenchmarkError)
    -> Variable
  {
    let expression = try system.expression(for: anchor)
    guard let term = expression.terms.first, expression.terms.count == 1 else {
      throw .unsupported("suggestion on a derived attribute (\(anchor))")
    }
    return term.variable
  }

  /// Whether `values` (by variable id) satisfy every required constraint within 1e-6 points
  /// (relative to the constraint's magnitude), and every width and height is non-negative.
  func verify(_ system: ListingSystem, _ values: [Double], extra: LinearConstraint?) -> Bool {
    var required = system.constraints.filter(\.isRequired)
    if let extra { required.append(extra) }
    for constraint in required {
      let value = constraint.expression.value { values[$0.id] }
      let scale = max(1, constraint.expression.constant.magnitude)
      if constraint.error(atExpressionValue: value) > 1e-6 * scale { return false }
    }
    for view in 0..<(system.variables.count / 4) {
      if values[view * 4 + 2] < -1e-9 || values[view * 4 + 3] < -1e-9 { return false }
    }
    return true
  }

  /// Writes `{"view": [left, top, width, height], ...}` in view order.
  private func writeFrames(_ system: ListingSystem, _ values: [Double], to path: String)
    throws(BenchmarkError)
  {
    var text = "{"
    for (index, view) in system.document.hierarchy.views.enumerated() {
      if index > 0 { text += ",\n" }
      let frame = (0..<4).map { "\(values[index * 4 + $0])" }.joined(separator: ",")
      text += "\(JSONLine.quoted(view.id)):[\(frame)]"
    }
    text += "}\n"
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .input("\(path): cannot write the frames (\(error.localizedDescription))")
    }
  }
}
