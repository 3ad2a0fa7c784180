/// The one output policy for lengths: every reported value is rounded to this many points
/// (1e-6) and -0 is written 0, so solver noise never reaches a report, in any format.
public let pointsResolution = 1e-6  // roundedPoints scales by its inverse, 1e6

/// `value` rounded to `pointsResolution` (half away from zero), without -0; values beyond
/// 1e9 in magnitude and non-finite values unchanged.
public func roundedPoints(_ value: Double) -> Double {
  guard value.isFinite, value.magnitude < 1e9 else { return value }
  // Scale by the exact 1e6 and divide back: an integer over 1e6 is the double nearest the
  // decimal, with no binary dust.
  let scaled = value * 1e6
  let result = Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 1e6
  return result == 0 ? 0 : result
}

/// Whether a length is 0 once rounded to `pointsResolution`.
public func isNegligiblePoints(_ value: Double) -> Bool { roundedPoints(value) == 0 }

/// A length or factor as listings write it: `16`, `-0.5`, `94.33333333333333`; the shortest text
/// that reads back as the same `Double`, except binary dust, which is dropped (`15.6` for the
/// `15.600000000000001` that 12 × 1.3 gives), so that a constraint's constant does not read
/// "15.600000000000001" in a report; it reads back within 8 units in the last place.
public func formatPoints(_ value: Double) -> String {
  // Integral values below 1e15 (exact in a Double and in an Int64) print without a fraction.
  if abs(value) < 1e15, value.rounded(.towardZero) == value {
    return String(Int64(value))
  }
  // Binary dust (15.600000000000001 for 12 × 1.3, 45.599999999999994): the decimal of at most
  // 9 places within a few units in the last place prints instead; it reads back to within
  // those units. A true fraction (96.47058823529412) keeps every digit.
  if value.isFinite, abs(value) < 1e6 {
    let decimal = (value * 1e9).rounded() / 1e9
    if decimal != value, abs(decimal - value) <= 8 * value.ulp { return formatPoints(decimal) }
  }
  return String(value)
}

/// A number as UIKit's console prints it: at most 6 significant digits (`%g`), so
/// `94.33333333` is `94.3333`.
public func formatConsoleNumber(_ value: Double) -> String {
  guard value.isFinite, value != 0 else { return formatPoints(value) }
  var scaled = abs(value)
  var exponent = 0
  while scaled >= 1e6 {
    scaled /= 10
    exponent -= 1
  }
  while scaled < 1e5 {
    scaled *= 10
    exponent += 1
  }
  var power = 1.0
  for _ in 0..<abs(exponent) { power *= 10 }
  // Six significant digits, half away from zero: `scaled` is in [1e5, 1e6).
  let digits = scaled.rounded(.toNearestOrAwayFromZero)
  let magnitude = exponent >= 0 ? digits / power : digits * power
  return formatPoints(value < 0 ? -magnitude : magnitude)
}
