// A stable, readable text form of the tableau for debugging. The button of INTERNALS.md after
// its step 5 (InternalsExampleTests checks that this is what it prints):
//
//   levels: 750 (1 constraints)
//   objective:
//     e8(c4): [750] 1
//     e9(c4): [750] 1
//   rows:
//     button.minX = 20 + 1·super.minX - 1·d6(c2)
//     button.width = 100 + 1·e8(c4) - 1·e9(c4)
//     super.minX = 0 - 1·d4(c0)
//     super.width = 320 - 1·d5(c1)
//     s7(c3) = 56 + 1·e8(c4) - 1·e9(c4)
//
// The levels, highest priority first, with their constraint counts; each symbol's reduced cost
// at every level where it has one; one line per row. Externals print as their variable names,
// other symbols as kind letter + id (s slack, e error, d dummy) followed by the owning
// constraint id, e.g. `s7(c3)`. Rows list externals first, by name, then the rest by id; cells
// are ordered the same way.

extension Tableau {
  /// The printable name of a symbol.
  func name(of symbol: Symbol) -> String {
    if symbol.isExternal, variableOf[symbol.index] >= 0 {
      return variableNames[Int(variableOf[symbol.index])]
    }
    let letter: String
    switch symbol.kind {
    case .external: letter = "x"
    case .slack: letter = "s"
    case .error: letter = "e"
    case .dummy: letter = "d"
    }
    let raw = owner[symbol.index]
    return raw >= 0 ? "\(letter)\(symbol.id)(c\(raw))" : "\(letter)\(symbol.id)"
  }

  /// Sorts externals first by name, then other symbols by id.
  func displayOrder(_ first: Symbol, _ second: Symbol) -> Bool {
    switch (first.isExternal, second.isExternal) {
    case (true, true): return (name(of: first), first.id) < (name(of: second), second.id)
    case (true, false): return true
    case (false, true): return false
    case (false, false): return first.id < second.id
    }
  }

  /// The whole tableau as text (see the file comment for the shape).
  func textDescription() -> String {
    var lines: [String] = []
    let levelText = objective.ranked.map { level in
      let info = objective.levels[Int(level)]
      return "\(formatNumber(info.priority)) (\(info.constraintCount) constraints)"
    }
    lines.append("levels: " + (levelText.isEmpty ? "none" : levelText.joined(separator: ", ")))
    lines.append("objective:")
    for symbol in symbols where objective.hasTerms(symbol) {
      let terms = objective.terms(of: symbol)
        .sorted { objective.rank[Int($0.level)] < objective.rank[Int($1.level)] }
        .map {
          "[\(formatNumber(objective.levels[Int($0.level)].priority))] \(formatNumber($0.coefficient))"
        }
      lines.append("  \(name(of: symbol)): " + terms.joined(separator: " "))
    }
    lines.append("rows:")
    let basics = rowBasic.filter { $0 != Tableau.noSymbol }.sorted(by: displayOrder)
    for basic in basics {
      guard let slot = slot(of: basic) else { continue }
      lines.append("  \(name(of: basic)) = " + format(rows[Int(slot)]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `constant ± coefficient·symbol ...` with cells in display order.
  func format(_ row: Row) -> String {
    var text = formatNumber(row.constant)
    let cells = row.cells.entries.sorted { displayOrder($0.symbol, $1.symbol) }
    for cell in cells {
      text += cell.value < 0 ? " - " : " + "
      text += "\(formatNumber(cell.value.magnitude))·\(name(of: cell.symbol))"
    }
    return text
  }
}

/// A number without a trailing `.0` when it is integral, otherwise Swift's shortest form.
func formatNumber(_ value: Double) -> String {
  if value.magnitude < 1e15, value == Double(Int64(value)) {
    return String(Int64(value))
  }
  return "\(value)"
}
