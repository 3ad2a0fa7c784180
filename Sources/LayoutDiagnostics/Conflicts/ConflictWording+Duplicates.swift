import LayoutModel

extension ConflictWording {
  /// How two constraints on the same anchors differ: their relations and constants, the
  /// second written in the first's orientation.
  struct DuplicateDifference {
    var relations: (LayoutRelation, LayoutRelation)
    var constants: (Double, Double)

    /// `with constants -30 and -10`, `with relations '>=' and '=='`, or `as '>= 44' and
    /// '== 20'`.
    var text: String {
      let sameRelation = relations.0 == relations.1
      let sameConstant = isNegligiblePoints(constants.0 - constants.1)
      let (a, b) = (formatConsoleNumber(constants.0), formatConsoleNumber(constants.1))
      if sameRelation { return "with constants \(a) and \(b)" }
      if sameConstant {
        return "with relations '\(relations.0.symbol)' and '\(relations.1.symbol)'"
      }
      return "as '\(relations.0.symbol) \(a)' and '\(relations.1.symbol) \(b)'"
    }
  }

  /// `Both line 7 and line 8 pin the same anchors (A.trailing, B.trailing) with constants -30 and
  /// -10: a second constraint was added instead of updating the first. Keep one and change
  /// its constant: with SnapKit, …`; for two constraints of an Interface Builder document
  /// (`inDocument`), `… (delete the other in Interface Builder)`.
  static func keepOneOfDuplicates(
    _ pair: String, anchors: [String], difference: DuplicateDifference,
    library: ConstraintSource.Library?, places: [String], inDocument: Bool = false
  ) -> String {
    var text =
      "\(pair) pin the same anchors (\(anchors.joined(separator: ", "))) \(difference.text):"
      + " a second constraint was added instead of updating the first. Keep one and change its"
      + " constant"
    if let library {
      let calls = library.updateCalls
      text +=
        ": with \(library.rawValue), \(calls.update) (or \(calls.remake)) where"
        + " \(library.makeCall) runs again"
    } else if inDocument {
      // Both are in the Interface Builder document, not made by code.
      text += " (delete the other in Interface Builder)"
    } else {
      text += " (keep a reference to the first and set its constant, or deactivate it first)"
    }
    if places.count == 2, places[0] == places[1] {
      text += " (both made at \(places[0]): the same code ran twice)"
    } else if !places.isEmpty {
      text += " (made at \(places.joined(separator: " and ")))"
    }
    return text + "."
  }

  static let duplicateOutcome =
    "Then the other constraints hold, whichever of the two is kept."

  static func duplicateOutcome(keeping kept: String) -> String {
    "Then the other constraints hold if \(kept) is the one kept (with the other, a conflict"
      + " remains)."
  }
}
