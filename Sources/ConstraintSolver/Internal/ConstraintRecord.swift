/// What the tableau keeps about one constraint: the constraint itself and its symbols.
///
/// Each constraint owns a marker symbol (its slack, dummy or positive error) that appears only in
/// the constraint's own original row with coefficient `markerSign`; a preference also owns a
/// second error symbol, `other`. The marker's column in the tableau says how much of the
/// constraint every row contains, which is what removal, constant changes and explanations read.
struct ConstraintRecord {
  var constraint: LinearConstraint
  let marker: Symbol
  let markerSign: Double
  let other: Symbol?
  /// The objective level of a preference (nil when required and not broken).
  let level: Int32?
  /// The error symbols counted in the objective at `level`.
  let errorSymbols: [Symbol]
  /// Kept at ``Priority/broken`` because it could not hold as a required constraint.
  let isBroken: Bool
  /// Issued by ``Solver/addEditVariable(_:priority:)``.
  let isEdit: Bool
}
