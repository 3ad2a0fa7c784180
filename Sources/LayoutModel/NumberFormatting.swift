/// A length or factor as listings write it: `16`, `-0.5`, `94.33333333333333`; the shortest text
/// that reads back as the same `Double`.
public func formatPoints(_ value: Double) -> String {
  // Integral test by conversion, not `rounded()`, which would need libm on Linux.
  if abs(value) < 1e15, Double(Int64(value)) == value {
    return String(Int64(value))
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
  // Round half away from zero without libm: `scaled` is in [1e5, 1e6).
  let digits = Double(Int64(scaled + 0.5))
  let magnitude = exponent >= 0 ? digits / power : digits * power
  return formatPoints(value < 0 ? -magnitude : magnitude)
}
