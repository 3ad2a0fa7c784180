/// The simplex tableau of the Cassowary algorithm (Badros, Borning & Stuckey, ACM TOCHI 2001),
/// with a lexicographic objective and a column index.
///
/// Storage:
/// - `rows[slot]` defines `rowBasic[slot] = constant + Σ cells`; `slotOf[symbol]` is the slot of
///   a basic symbol (-1 when parametric).
/// - `columns[symbol]` lists the slots of the rows that contain the symbol, so substituting a
///   symbol touches only those rows (Kiwi walks every row).
/// - Restricted rows (basic symbol restricted) are kept in parametric symbols only. A row whose
///   basic symbol is a free external may also contain other basic free externals ("references"),
///   acyclically (`depth` strictly decreases along references). A chain of views then costs
///   O(1) per constraint instead of rows that grow with the chain; values are read through the
///   references (`Tableau+Values`) and rows are expanded only where a ratio test needs them.
/// - Invariant: no restricted row and no objective term mentions a parametric free external.
///
/// Operations are split by concern: constraints (`+Constraints`), pivoting (`+Pivoting`), dual
/// simplex and constant changes (`+DualSimplex`), explanations (`+Explanation`), values
/// (`+Values`), ranging (`+Ranging`), checks (`+Invariants`) and text (`+Description`).
struct Tableau {
  let options: SolverOptions

  // Symbols, by id.
  var symbols: [Symbol] = []
  var slotOf: [Int32] = []
  var columns: [SlotSet] = []
  /// Raw id of the constraint owning a marker or error symbol, -1 otherwise.
  var owner: [Int32] = []
  /// Reference depth of a free external's row: every reference points to a row of smaller
  /// depth. A lazily added row gets one more than its deepest reference; a row without
  /// references that other rows may already mention gets `lowestDepth`, which only decreases.
  var depth: [Int32] = []
  var lowestDepth: Int32 = -1
  /// Variable id of an external symbol, -1 otherwise.
  var variableOf: [Int32] = []

  // Rows, by slot.
  var rows: [Row] = []
  var rowBasic: [Symbol] = []
  var freeSlots: [Int32] = []

  var objective = Objective()
  /// The phase-one objective of ``addWithArtificialVariable(_:for:)`` while it runs.
  var artificialObjective: Row?
  /// Restricted basic symbols whose row constant went negative (dual simplex work list).
  var infeasibleRows: [Symbol] = []

  var records: [ConstraintRecord?] = []
  var pivotCount = 0
  /// ``Solver/version``: counted by the solver's public operations that change the tableau.
  var version = 0
  /// Farkas multipliers of the conflict that made each broken constraint break.
  var brokenConflicts: [Int: [(ConstraintID, multiplier: Double)]] = [:]

  // Variables, by variable id.
  var variableSymbols: [Symbol] = []
  var variableNames: [String] = []
  /// Whether the variable was made non-negative (its symbol may be free while the bound is
  /// implied, see `Tableau+ImpliedBounds`).
  var isNonNegative: [Bool] = []
  /// By constraint raw id: the symbol (free) of the variable whose bound that required equality
  /// implies, and the variable's coefficient in it (an array, as `records`: no hashing per add).
  var impliedBounds: [(symbol: Symbol, coefficient: Double)?] = []

  // Values of externals, by symbol id (see Tableau+Values).
  var valueStates: [ValueState] = []
  var touched: [Symbol] = []
  /// A reusable work stack for value reads and invalidation (avoids an allocation per call).
  var scratchSymbols: [Symbol] = []

  init(options: SolverOptions) {
    self.options = options
  }

  /// A symbol that is no symbol, marking free row slots.
  static let noSymbol = Symbol(raw: 0x0FFF_FFFF)

  // MARK: Symbols

  /// Creates a symbol with the next id.
  mutating func makeSymbol(_ kind: Symbol.Kind, restricted: Bool = true) -> Symbol {
    let symbol = Symbol(id: Int32(symbols.count), kind: kind, isRestricted: restricted)
    symbols.append(symbol)
    slotOf.append(-1)
    columns.append(SlotSet())
    owner.append(-1)
    depth.append(0)
    variableOf.append(-1)
    valueStates.append(ValueState())
    objective.appendSymbol()
    return symbol
  }

  /// Creates an external symbol for a new variable and returns the variable id.
  mutating func makeVariable(named name: String, nonNegative: Bool) -> Int {
    let symbol = makeSymbol(.external, restricted: nonNegative)
    let id = variableSymbols.count
    variableSymbols.append(symbol)
    variableNames.append(name)
    isNonNegative.append(nonNegative)
    variableOf[symbol.index] = Int32(id)
    return id
  }

  /// The constraint stored under `id`, or nil for an id never issued or removed.
  func record(_ id: ConstraintID) -> ConstraintRecord? {
    guard id.raw >= 0, id.raw < records.count else { return nil }
    return records[id.raw]
  }

  /// The ids of the constraints present, in increasing order.
  func constraintIDs() -> [ConstraintID] {
    records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(raw: $0) }
  }

  /// The counters of ``SolverStatistics``.
  ///
  /// - Complexity: O(row slots).
  func statistics() -> SolverStatistics {
    var rowCount = 0
    var cellCount = 0
    var largestRow = 0
    for slot in rows.indices where rowBasic[slot] != Tableau.noSymbol {
      rowCount += 1
      cellCount += rows[slot].cells.count
      largestRow = max(largestRow, rows[slot].cells.count)
    }
    return SolverStatistics(
      pivots: pivotCount, rows: rowCount, cells: cellCount, largestRow: largestRow,
      symbols: symbols.count)
  }

  /// The variables made with `nonNegative: true`.
  func nonNegativeVariables() -> Set<Variable> {
    Set(isNonNegative.indices.filter { isNonNegative[$0] }.map(Variable.init(id:)))
  }

  func isBasic(_ symbol: Symbol) -> Bool {
    slotOf[symbol.index] >= 0
  }

  /// The row slot of a basic symbol.
  func slot(of symbol: Symbol) -> Int32? {
    let slot = slotOf[symbol.index]
    return slot >= 0 ? slot : nil
  }

  /// A symbol that appears in no row, is parametric and has no objective terms.
  func isFresh(_ symbol: Symbol) -> Bool {
    slotOf[symbol.index] < 0 && columns[symbol.index].isEmpty
      && !objective.hasTerms(symbol)
  }

  // MARK: Rows with the column index

  /// Stores `row` as the definition of `basic`; returns its slot.
  @discardableResult
  mutating func storeRow(_ row: Row, basic: Symbol) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
      rowBasic[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      rowBasic.append(basic)
    }
    slotOf[basic.index] = slot
    for cell in row.cells.entries {
      columns[cell.symbol.index].insert(slot)
    }
    invalidate(basic)
    objective.substitute(basic, by: row)
    return slot
  }

  /// Removes the row in `slot` and returns it; its basic symbol becomes parametric.
  @discardableResult
  mutating func deleteRow(_ slot: Int32) -> Row {
    let row = rows[Int(slot)]
    rows[Int(slot)] = Row()
    for cell in row.cells.entries {
      columns[cell.symbol.index].remove(slot)
    }
    let basic = rowBasic[Int(slot)]
    rowBasic[Int(slot)] = Tableau.noSymbol
    slotOf[basic.index] = -1
    freeSlots.append(slot)
    invalidate(basic)
    return row
  }

  /// Adds `coefficient` to the cell of `symbol` in the row in `slot`.
  mutating func addToCell(_ coefficient: Double, _ symbol: Symbol, inRow slot: Int32) {
    switch rows[Int(slot)].add(coefficient, to: symbol) {
    case .inserted: columns[symbol.index].insert(slot)
    case .removed: columns[symbol.index].remove(slot)
    case .updated, .unchanged: break
    }
  }

  /// Removes the cell of `symbol` from the row in `slot`, returning its coefficient.
  mutating func removeCell(_ symbol: Symbol, inRow slot: Int32) -> Double {
    let coefficient = rows[Int(slot)].remove(symbol)
    if coefficient != 0 {
      columns[symbol.index].remove(slot)
    }
    return coefficient
  }

  /// Changes the constant of the row in `slot`, queueing it if it becomes infeasible.
  mutating func addToConstant(_ delta: Double, inRow slot: Int32) {
    rows[Int(slot)].constant += delta
    rowDidChange(slot)
  }

  /// Replaces `symbol` by `definition` in every stored row that contains it.
  mutating func substituteInRows(_ symbol: Symbol, by definition: Row) {
    for slot in columns[symbol.index].slots {
      let factor = removeCell(symbol, inRow: slot)
      rows[Int(slot)].constant += definition.constant * factor
      for cell in definition.cells.entries {
        addToCell(cell.value * factor, cell.symbol, inRow: slot)
      }
      rowDidChange(slot)
    }
  }

  /// Records that the row in `slot` changed: stale values, and the dual simplex work list.
  mutating func rowDidChange(_ slot: Int32) {
    let basic = rowBasic[Int(slot)]
    invalidate(basic)
    if Tableau.isInfeasible(basic, constant: rows[Int(slot)].constant) {
      infeasibleRows.append(basic)
    }
  }

  /// Whether the row in `slot` violates its basic symbol's restriction: a restricted symbol
  /// below zero, or a dummy (a redundant required equality) away from zero.
  func isInfeasible(_ slot: Int32) -> Bool {
    Tableau.isInfeasible(rowBasic[Int(slot)], constant: rows[Int(slot)].constant)
  }

  /// Whether a row defining `basic` with `constant` violates the basic symbol's restriction.
  static func isInfeasible(_ basic: Symbol, constant: Double) -> Bool {
    basic.isRestricted
      && (constant < -Tolerance.nearZero || (basic.isDummy && constant > Tolerance.nearZero))
  }

  /// Replaces the row in `slot` by its expansion in parametric symbols; returns the new slot.
  mutating func expandRow(_ slot: Int32) -> Int32 {
    let basic = rowBasic[Int(slot)]
    let expanded = expandedRow(rows[Int(slot)])
    deleteRow(slot)
    return storeRow(expanded, basic: basic)
  }

  // MARK: Reading rows

  /// `row` with every reference to a basic symbol replaced by its definition, recursively, so
  /// that only parametric symbols remain.
  ///
  /// - Complexity: O(k log k) for an expansion that touches k cells: references are expanded
  ///   deepest first, so each basic symbol is substituted once.
  func expandedRow(_ row: consuming Row) -> Row {
    var result = consume row
    var heap = ReferenceHeap()
    for cell in result.cells.entries where isBasic(cell.symbol) {
      heap.push(cell.symbol, depth: depth[cell.symbol.index])
    }
    while let symbol = heap.pop() {
      let coefficient = result.remove(symbol)
      guard coefficient != 0, let slot = slot(of: symbol) else { continue }
      let definition = rows[Int(slot)]
      result.constant += definition.constant * coefficient
      for cell in definition.cells.entries {
        if result.add(cell.value * coefficient, to: cell.symbol) == .inserted, isBasic(cell.symbol)
        {
          heap.push(cell.symbol, depth: depth[cell.symbol.index])
        }
      }
    }
    return result
  }

  /// The order in which rows can be evaluated from parametric values: `first`'s row before
  /// `second`'s. Restricted rows hold parametric symbols only and come first; a free external's
  /// row reads shallower rows only, so those follow by depth; ties by symbol id.
  func referenceOrder(_ first: Symbol, _ second: Symbol) -> Bool {
    let firstDepth = first.isFreeExternal ? Int64(depth[first.index]) : Int64.min
    let secondDepth = second.isFreeExternal ? Int64(depth[second.index]) : Int64.min
    return (firstDepth, first.id) < (secondDepth, second.id)
  }

  /// The definition of a basic symbol in parametric symbols only (nil when parametric).
  func expandedRow(of symbol: Symbol) -> Row? {
    slot(of: symbol).map { expandedRow(rows[Int($0)]) }
  }
}

/// A max-heap of basic symbols by reference depth, without duplicates.
///
/// Most expansions hold a few references at a time: duplicates are then found by scanning the
/// heap, and a hash set of its members is made only once it grows past `scanLimit` (hashing
/// a set per expansion was about 8% of adding a 10,000-view layout's constraints).
struct ReferenceHeap {
  private var items: [(depth: Int32, symbol: Symbol)] = []
  /// The ids in `items`, once `items` has held more than `scanLimit` of them.
  private var present: Set<Int32>?
  private static let scanLimit = 16

  mutating func push(_ symbol: Symbol, depth: Int32) {
    if present != nil {
      guard present?.insert(symbol.id).inserted == true else { return }
    } else {
      for item in items where item.symbol.id == symbol.id { return }
      if items.count >= Self.scanLimit {
        present = Set(items.map(\.symbol.id) + [symbol.id])
      }
    }
    items.append((depth, symbol))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent].depth < items[child].depth else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func pop() -> Symbol? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var largest = parent
        if left < items.count && items[left].depth > items[largest].depth { largest = left }
        if right < items.count && items[right].depth > items[largest].depth { largest = right }
        if largest == parent { break }
        items.swapAt(parent, largest)
        parent = largest
      }
    }
    present?.remove(top.symbol.id)
    return top.symbol
  }
}
