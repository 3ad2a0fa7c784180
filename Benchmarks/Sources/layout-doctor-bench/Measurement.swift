import Foundation

/// Monotonic time in seconds, for phase timings.
enum Clock {
  /// Seconds on a monotonic clock with an arbitrary origin.
  @inline(__always)
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) * 1e-9
  }

  /// Runs `body` and returns its result with the seconds it took.
  @inline(__always)
  static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = now()
    let result = try body()
    return (result, now() - start)
  }
}

/// The median of `values` (the mean of the middle two for an even count), or nil when empty.
func median(_ values: [Double]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The peak resident set, in MB; 0 where unavailable: `VmHWM` from `/proc/self/status` on
/// Linux, `ru_maxrss` from `getrusage` (in bytes there) elsewhere.
func peakResidentMegabytes() -> Double {
  #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return kilobytes / 1024
  #else
    var usage = rusage()
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return Double(usage.ru_maxrss) / 1_048_576
  #endif
}

/// One JSON object on one line, keys in insertion order, for the bench script to read.
struct JSONLine {
  private var fields: [String] = []

  /// Adds a string field.
  mutating func add(_ key: String, _ value: String) {
    fields.append("\(Self.quoted(key)):\(Self.quoted(value))")
  }

  /// Adds a number field (`null` when nil or not finite).
  mutating func add(_ key: String, _ value: Double?) {
    guard let value, value.isFinite else {
      fields.append("\(Self.quoted(key)):null")
      return
    }
    fields.append("\(Self.quoted(key)):\(value)")
  }

  /// Adds an integer field.
  mutating func add(_ key: String, _ value: Int) {
    fields.append("\(Self.quoted(key)):\(value)")
  }

  /// Adds a boolean field.
  mutating func add(_ key: String, _ value: Bool) {
    fields.append("\(Self.quoted(key)):\(value)")
  }

  /// Adds an array of strings.
  mutating func add(_ key: String, _ values: [String]) {
    fields.append("\(Self.quoted(key)):[\(values.map(Self.quoted).joined(separator: ","))]")
  }

  /// The object as one line of JSON.
  var text: String { "{" + fields.joined(separator: ",") + "}" }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
