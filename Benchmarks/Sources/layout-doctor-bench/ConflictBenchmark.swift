import ConstraintSolver
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing

/// Times W5: how long after the failing add the certified minimal conflict is known.
///
/// Constraints are added in listing order until one is rejected. The rejection carries the
/// solver's explanation (Farkas multipliers read off marker symbols); the conflict is then
/// certified in two parts: the multipliers are checked by arithmetic (`FarkasCertificate`), and
/// irreducibility by one feasibility check per member with that member left out (each must be
/// feasible; `SolverFeasibility`, a fresh solver over the few members). If a check fails, the
/// explanation was not minimal and `MinimalConflictFinder`'s deletion filter shrinks it. The
/// members are compared with the `# expected-iis` header.
struct ConflictBenchmark {
  /// Runs once and returns the JSON line.
  func run(_ path: String) throws(BenchmarkError) -> String {
    let input = try WorkloadInput.load(path)
    let system = try ListingSystem(document: input.document)
    let solver = system.solver
    var addedIndex: [Int] = []
    addedIndex.reserveCapacity(system.constraints.count)
    var failure: (index: Int, conflicts: [(ConstraintID, multiplier: Double)])?

    let addStart = Clock.now()
    var failStart = addStart
    for (index, constraint) in system.constraints.enumerated() {
      failStart = Clock.now()
      do {
        try solver.add(constraint)
        addedIndex.append(index)
      } catch SolverError.unsatisfiable(_, let conflicts) {
        failure = (index, conflicts)
        break
      } catch {
        throw .solver("adding constraint \(index) (\(system.describe(index))): \(error)")
      }
    }
    let detected = Clock.now()
    guard let failure else {
      var line = JSONLine()
      line.add("bench", "conflict")
      line.add("workload", input.name)
      line.add("status", "no conflict: every constraint was added")
      return line.text
    }

    // Members as indices into system.constraints, the rejected one last, with multipliers.
    var members = failure.conflicts.map { addedIndex[$0.0.raw] }
    var multipliers = failure.conflicts.map(\.multiplier)
    members.append(failure.index)
    multipliers.append(1)
    let certification = certify(system, members: members, multipliers: multipliers)
    let done = Clock.now()

    let expected = (input.header("expected-iis") ?? "").split(separator: ";")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let found = certification.members.map { text(system, input, $0) }
    var line = JSONLine()
    line.add("bench", "conflict")
    line.add("workload", input.name)
    line.add("views", input.document.hierarchy.views.count)
    line.add("constraints", system.constraints.count)
    line.add("added_before_failure", addedIndex.count)
    line.add("parse_s", input.parseSeconds)
    line.add("add_s", failStart - addStart)
    line.add("detect_s", detected - failStart)
    line.add("certify_s", done - detected)
    line.add("conflict_s", done - failStart)
    line.add("explanation_size", members.count)
    line.add("iis_size", found.count)
    line.add("farkas_verified", certification.farkasVerified)
    line.add("irreducible", certification.irreducible)
    line.add("feasibility_checks", certification.checks)
    line.add("expected_size", expected.count)
    line.add("matches_expected", !expected.isEmpty && found.sorted() == expected.sorted())
    line.add("iis", found.sorted())
    return line.text
  }

  struct Certification {
    var members: [Int]
    var farkasVerified: Bool
    var irreducible: Bool
    var checks: Int
  }

  /// Checks the solver's explanation: Farkas multipliers, then one-out feasibility per member.
  func certify(_ system: ListingSystem, members: [Int], multipliers: [Double]) -> Certification {
    let (forms, nonNegative) = linearForms(system, members)
    let oracle = SolverFeasibility()
    var checks = 0
    var irreducible = true
    for left in members.indices {
      var rest = forms
      rest.remove(at: left)
      checks += 1
      if case .infeasible = oracle.check(rest, nonNegative: nonNegative) {
        irreducible = false
        break
      }
    }
    if irreducible {
      return Certification(
        members: members,
        farkasVerified: verifyFarkas(system, members, forms, multipliers, nonNegative),
        irreducible: true, checks: checks)
    }
    let finder = MinimalConflictFinder(forms: forms, nonNegative: nonNegative, oracle: oracle)
    let result = finder.minimalConflicts()
    guard let first = result.conflicts.first else {
      return Certification(
        members: members, farkasVerified: false, irreducible: false, checks: checks)
    }
    let smaller = first.map { forms[$0] }
    let certificate = FarkasCertificate.find(for: smaller, nonNegative: nonNegative, oracle: oracle)
    return Certification(
      members: first.map { members[$0] }, farkasVerified: certificate != nil,
      irreducible: result.isExhaustive, checks: checks + result.checks + 1)
  }

  /// Whether the solver's multipliers, for the forms as written, prove infeasibility. The
  /// solver's combination may be the negated one; both signs are tried.
  private func verifyFarkas(
    _ system: ListingSystem, _ members: [Int], _ forms: [LinearForm<Int>],
    _ multipliers: [Double], _ nonNegative: Set<Int>
  ) -> Bool {
    for sign in [1.0, -1.0] {
      let lambdas = zip(forms, multipliers).map { form, multiplier in
        sign * multiplier * (form.relation == .greaterThanOrEqual ? -1 : 1)
      }
      let certificate = FarkasCertificate(
        forms: forms, multipliers: lambdas, nonNegativeVariables: nonNegative)
      if certificate.verify() { return true }
    }
    return false
  }

  /// The members as linear forms over the solver's variable ids (typed keys, as the product's
  /// own forms are over `LayoutVariable`), and the ids kept non-negative.
  func linearForms(_ system: ListingSystem, _ members: [Int]) -> (
    [LinearForm<Int>], Set<Int>
  ) {
    var nonNegative = Set<Int>()
    let forms = members.map { index in
      let constraint = system.constraints[index]
      var coefficients: [Int: Double] = [:]
      for term in constraint.expression.terms {
        let id = Int(term.variable.id)
        coefficients[id, default: 0] += term.coefficient
        if id % 4 >= 2 { nonNegative.insert(id) }
      }
      let relation: LayoutRelation
      switch constraint.relation {
      case .equal: relation = .equal
      case .lessThanOrEqual: relation = .lessThanOrEqual
      case .greaterThanOrEqual: relation = .greaterThanOrEqual
      }
      return LinearForm<Int>(
        coefficients: coefficients, relation: relation, rhs: -constraint.expression.constant)
    }
    return (forms, nonNegative)
  }

  /// The listing line of a constraint (intrinsic ones described).
  private func text(_ system: ListingSystem, _ input: WorkloadInput, _ index: Int) -> String {
    if case .listing(let position) = system.sources[index],
      let line = input.document.constraints[position].location?.line
    {
      return input.line(line)
    }
    return system.describe(index)
  }
}
