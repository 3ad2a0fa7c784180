/// The minimum-ratio test of the simplex method, as an accumulator over the rows of one column
/// (Cassowary paper, section 3; ties by Bland's rule).
///
/// A row `basic = constant + coefficient·entering + ...` with a negative coefficient stops
/// `entering` from growing past `max(0, constant) / -coefficient`, where `basic` reaches 0 (a
/// constant within the tolerance below 0 counts as 0). The row offered with the smallest ratio
/// is the leaving row. Ratios within ``Tolerance/nearZero`` of each other tie, and a tie goes
/// to the lowest basic symbol id, so rows whose ratios differ only by rounding are told apart
/// by the rule rather than by the rounding, which keeps Bland's guarantee against cycling.
/// Rows whose coefficient is not below `-nearZero` do not limit `entering` and are ignored.
///
/// Used by every ratio test: the tableau's primal simplex (`Tableau.leavingRow(for:)`), the
/// removal of a constraint (`Tableau.markerLeavingRow(for:)`) and the ranging simplex over
/// the optimal face (`FaceProgram`).
struct MinimumRatio {
  /// The slot of the row with the least ratio offered so far, nil while none limits.
  private(set) var slot: Int32?
  private var ratio = 0.0
  private var basic = Tableau.noSymbol

  /// Offers the row in `slot` that defines `basic` with `constant` and in which the entering
  /// symbol has `coefficient`.
  mutating func offer(slot: Int32, basic: Symbol, constant: Double, coefficient: Double) {
    guard coefficient < -Tolerance.nearZero else { return }
    let ratio = max(0, constant) / -coefficient
    if self.slot != nil {
      let difference = ratio - self.ratio
      let isLess =
        difference < -Tolerance.nearZero
        || (difference <= Tolerance.nearZero && basic < self.basic)
      guard isLess else { return }
    }
    self.slot = slot
    self.ratio = ratio
    self.basic = basic
  }
}
