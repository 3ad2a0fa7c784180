// Provenance read off marker symbols (Cassowary's explanation mode).
//
// Every tableau row, as an equation, is a linear combination Σ yᵢ·Rᵢ of the constraints'
// original rows Rᵢ = expressionᵢ + markerSignᵢ·markerᵢ (+ errors). A marker occurs in no other
// original row, so its coefficient in a row is yᵢ·markerSignᵢ: the multiplier of constraint i is
// the marker's coefficient divided by its sign. For a row that proves a constraint cannot be
// added, those multipliers are a Farkas certificate.

extension Tableau {
  /// The Farkas multipliers of the already-present required constraints in `row`, a
  /// combination of original rows in which the rejected constraint (`raw`) has a non-zero
  /// multiplier, scaled so that the rejected constraint's multiplier is 1.
  private func certificate(in row: Row, rejectedMarker: Symbol, rejectedSign: Double)
    -> [(ConstraintID, multiplier: Double)]
  {
    let scale = row.coefficient(for: rejectedMarker) / rejectedSign
    guard scale != 0 else { return [] }
    var result: [(ConstraintID, multiplier: Double)] = []
    for cell in row.cells.entries {
      let raw = Int(owner[cell.symbol.index])
      guard raw >= 0, raw < records.count, let record = records[raw],
        record.level == nil, record.marker == cell.symbol
      else { continue }
      let multiplier = cell.value / record.markerSign / scale
      if !Tolerance.isNearZero(multiplier) {
        result.append((ConstraintID(raw: raw), multiplier))
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// The certificate of a required equality whose expanded row has only dummies and a non-zero
  /// constant: the row itself is the combination.
  func conflicts(inDummyRow row: Row, marker: Symbol, markerSign: Double)
    -> [(ConstraintID, multiplier: Double)]
  {
    certificate(in: row, rejectedMarker: marker, rejectedSign: markerSign)
  }

  /// The certificate of a constraint whose artificial variable stayed positive: the artificial
  /// row's right-hand side is the combination.
  func conflicts(inArtificialRow row: Row, marker: Symbol, markerSign: Double)
    -> [(ConstraintID, multiplier: Double)]
  {
    certificate(in: row, rejectedMarker: marker, rejectedSign: markerSign)
  }

  /// The constraints whose marker or error symbols appear in the expanded row of `symbol`: what
  /// currently determines its value. Empty for a parametric symbol.
  func determiningConstraints(of symbol: Symbol) -> [Int] {
    guard let row = expandedRow(of: symbol) else { return [] }
    var result = Set<Int>()
    for cell in row.cells.entries {
      let raw = Int(owner[cell.symbol.index])
      if raw >= 0 {
        result.insert(raw)
      }
    }
    return result.sorted()
  }
}
