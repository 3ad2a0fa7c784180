import ConstraintSolver
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing

/// The answers of one analysed layout, checked without the code that produced them.
enum AnalysisChecks {
  /// `|a - b|` small relative to the numbers involved.
  static func close(_ a: Double, _ b: Double) -> Bool {
    (a - b).magnitude <= 1e-6 * max(1, a.magnitude, b.magnitude)
  }

  /// Every solved frame is finite and every required constraint the solver did not break holds
  /// (`verifySolution()`).
  static func requireSolved(_ layout: LayoutAnalysis) {
    for view in layout.solution.views {
      for value in [view.frame.x, view.frame.y, view.frame.width, view.frame.height] {
        FuzzCheck.requireFinite(value, "solved frame of \(view.id)")
      }
    }
    let check = layout.engine.solver.verifySolution()
    FuzzCheck.require(
      check.isFeasible,
      "solution fails required constraints \(check.violatedRequired), residual "
        + "\(check.maxRequiredResidual), negative \(check.negativeVariables)")
  }

  /// The residual of `form` at `values` and the scale it is measured against.
  static func holds(_ form: LinearForm<LayoutVariable>, _ values: [LayoutVariable: Double])
    -> Bool
  {
    var sum = 0.0
    var scale = max(1, form.rhs.magnitude)
    for term in form.terms {
      let product = term.coefficient * (values[term.variable] ?? 0)
      sum += product
      scale = max(scale, product.magnitude)
    }
    let r = sum - form.rhs
    let tolerance = 1e-6 * scale
    switch form.relation {
    case .equal: return r.magnitude <= tolerance
    case .lessThanOrEqual: return r <= tolerance
    case .greaterThanOrEqual: return r >= -tolerance
    }
  }

  /// Every conflict's Farkas certificate checks by plain arithmetic on the members' rebuilt
  /// forms, and the conflict is irreducible: without any one member, its witness satisfies the
  /// rest.
  static func requireConflicts(_ analysis: ConflictAnalysis) {
    for conflict in analysis.conflicts where conflict.document == nil {
      let subject = analysis.subject
      let system = LayoutSystem(document: subject.document)
      let forms = conflict.members.compactMap { try? system.form(of: subject.constraints[$0]) }
      FuzzCheck.require(forms.count == conflict.members.count, "member without a linear form")
      let used = Set(forms.flatMap { $0.terms.map(\.variable) })
      let assumed = system.assumptions(among: used).filter { assumption in
        conflict.assumptions.contains {
          if case .defaultValue(let unknown, _) = $0 {
            return unknown == subject.document.unknowns[assumption.unknown]
          }
          return false
        }
      }.map(\.form)
      let all = forms + assumed
      let nonNegative = Set(
        all.flatMap { $0.terms.map(\.variable) }.filter(system.isNonNegative))
      guard let certificate = conflict.certificate else {
        FuzzCheck.require(false, "conflict \(conflict.members) has no certificate")
        return
      }
      FuzzCheck.require(
        certificate.multipliers.count == all.count,
        "certificate has \(certificate.multipliers.count) multipliers for \(all.count) forms")
      var combined: [LayoutVariable: Double] = [:]
      var scale: [LayoutVariable: Double] = [:]
      var total = 0.0
      var totalScale = 0.0
      for (form, lambda) in zip(all, certificate.multipliers) {
        FuzzCheck.requireFinite(lambda, "certificate multiplier")
        let sign: Double = form.relation == .greaterThanOrEqual ? -1 : 1
        if form.relation != .equal {
          FuzzCheck.require(lambda >= -1e-9, "λ = \(lambda) < 0 on an inequality")
        }
        for term in form.terms {
          let part = lambda * sign * term.coefficient
          combined[term.variable, default: 0] += part
          scale[term.variable, default: 0] += part.magnitude
        }
        total += lambda * sign * form.rhs
        totalScale += (lambda * form.rhs).magnitude
      }
      for (variable, coefficient) in combined {
        let tolerance = 1e-6 * max(1, scale[variable] ?? 0)
        if nonNegative.contains(variable) {
          FuzzCheck.require(coefficient >= -tolerance, "Σλa = \(coefficient) < 0 on \(variable)")
        } else {
          FuzzCheck.require(coefficient.magnitude <= tolerance, "Σλa = \(coefficient) ≠ 0")
        }
      }
      FuzzCheck.require(
        total < -1e-9 * max(1, totalScale), "Σλb = \(total) is not negative: no contradiction")
      FuzzCheck.require(
        conflict.witnesses.count == all.count,
        "\(conflict.witnesses.count) witnesses for \(all.count) members")
      for (k, witness) in conflict.witnesses.enumerated() {
        for (j, form) in all.enumerated() where j != k {
          FuzzCheck.require(
            holds(form, witness), "member \(j) fails without member \(k): not irreducible")
        }
        for variable in nonNegative {
          FuzzCheck.require((witness[variable] ?? 0) >= -1e-6, "witness makes \(variable) < 0")
        }
      }
    }
  }

  /// Every ambiguity witness is a solution with the same per-priority errors as the solved one.
  static func requireWitnesses(_ report: AmbiguityReport, _ layout: LayoutAnalysis) {
    let solver = layout.engine.solver
    let levels = solver.levelErrors()
    for view in report.ambiguousViews {
      for axis in view.axes {
        for value in [
          axis.witnessFrame.x, axis.witnessFrame.y, axis.witnessFrame.width,
          axis.witnessFrame.height,
        ] {
          FuzzCheck.requireFinite(value, "witness frame of \(view.id)")
        }
        let check = solver.verifySolution(axis.witness)
        FuzzCheck.require(check.isFeasible, "witness of \(view.id) \(axis.axis) is infeasible")
        FuzzCheck.require(
          check.levelErrors.count == levels.count
            && zip(check.levelErrors, levels).allSatisfy {
              $0.priority == $1.priority && close($0.error, $1.error)
            },
          "witness of \(view.id) has errors \(check.levelErrors), the solution \(levels)")
      }
    }
  }
}
