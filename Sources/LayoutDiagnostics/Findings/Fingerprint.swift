/// The stable identity of a finding, for baselines and SARIF `partialFingerprints`.
///
/// It hashes the rule id, the file path normalised by `normalizedPath(_:)` and the anchor
/// normalised by `normalizedAnchor(_:)`, and nothing else: not the line (edits elsewhere in a
/// file must not resurrect a baselined finding), not the message wording, not a memory address
/// (`0x600003220a50` changes on every run), not an absolute path (it differs between machines)
/// and not the finding's position among others. The hash is 64-bit FNV-1a, written as 16
/// lower-case hexadecimal digits; it is the same on every platform and in every release that
/// keeps `version`.
public struct Fingerprint: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The version of the fingerprint recipe; part of the hashed text, so that a change of recipe
  /// changes every fingerprint instead of silently matching wrong ones.
  public static let version = "v1"

  /// 16 lower-case hexadecimal digits.
  public let value: String

  /// A fingerprint from its text (as read from a baseline file); the text is kept as given.
  public init(value: String) { self.value = value }

  /// The fingerprint of a finding of rule `ruleID` in `file` identified by `anchor`.
  public init(ruleID: String, file: String, anchor: String) {
    let text = [
      Fingerprint.version, ruleID, Fingerprint.normalizedPath(file),
      Fingerprint.normalizedAnchor(anchor),
    ].joined(separator: "\u{0}")
    value = Fingerprint.hex(Fingerprint.fnv1a64(text))
  }

  public var description: String { value }

  public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.value < rhs.value }

  public init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// 64-bit FNV-1a over the UTF-8 bytes of `text` (offset basis 0xcbf29ce484222325, prime
  /// 0x100000001b3).
  static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  static func hex(_ number: UInt64) -> String {
    let digits = String(number, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
