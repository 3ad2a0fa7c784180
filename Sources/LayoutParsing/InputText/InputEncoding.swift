/// The Unicode encodings an input may be saved in: UTF-8, and UTF-16 and UTF-32 in either byte
/// order, as Console.app and some CI systems save logs, with or without a byte-order mark.
public enum InputEncoding: String, Hashable, Sendable, CaseIterable {
  /// UTF-8 (ASCII included).
  case utf8 = "UTF-8"
  /// UTF-16, least significant byte first.
  case utf16LittleEndian = "UTF-16LE"
  /// UTF-16, most significant byte first.
  case utf16BigEndian = "UTF-16BE"
  /// UTF-32, least significant byte first.
  case utf32LittleEndian = "UTF-32LE"
  /// UTF-32, most significant byte first.
  case utf32BigEndian = "UTF-32BE"

  /// The size of one code unit, in bytes.
  public var unitSize: Int {
    switch self {
    case .utf8: return 1
    case .utf16LittleEndian, .utf16BigEndian: return 2
    case .utf32LittleEndian, .utf32BigEndian: return 4
    }
  }

  /// Whether the most significant byte of a code unit comes first.
  var isBigEndian: Bool { self == .utf16BigEndian || self == .utf32BigEndian }

  /// The byte-order mark that opens text in this encoding (U+FEFF encoded).
  var byteOrderMark: [UInt8] {
    switch self {
    case .utf8: return [0xEF, 0xBB, 0xBF]
    case .utf16LittleEndian: return [0xFF, 0xFE]
    case .utf16BigEndian: return [0xFE, 0xFF]
    case .utf32LittleEndian: return [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BigEndian: return [0x00, 0x00, 0xFE, 0xFF]
    }
  }
}
