import Foundation

/// Inputs that are not UTF-8 text, made from bytes written here: a PNG, gzip-compressed data,
/// and a text in UTF-16 or UTF-32 of either byte order, with or without a byte-order mark.
public enum InputSamples {
  /// A 1×1 PNG image (signature, IHDR, IDAT, IEND with their CRCs).
  public static let png: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
    0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90,
    0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8,
    0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0xC9, 0xFE, 0x92, 0xEF, 0x00, 0x00, 0x00,
    0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// `hello\n`, gzip-compressed.
  public static let gzip: [UInt8] = [
    0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xCB, 0x48, 0xCD, 0xC9, 0xC9,
    0xE7, 0x02, 0x00, 0x20, 0x30, 0x3A, 0x36, 0x06, 0x00, 0x00, 0x00,
  ]

  /// A Unicode encoding form and byte order.
  public enum Encoding: String, CaseIterable, Sendable {
    case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian
  }

  /// `text` in `encoding`, opened by its byte-order mark when `byteOrderMark`.
  public static func encode(_ text: String, _ encoding: Encoding, byteOrderMark: Bool) -> [UInt8] {
    let scalars = (byteOrderMark ? "\u{FEFF}" : "") + text
    var bytes: [UInt8] = []
    func append(_ unit: UInt32, size: Int, bigEndian: Bool) {
      let order = bigEndian ? Array((0..<size).reversed()) : Array(0..<size)
      for index in order { bytes.append(UInt8(truncatingIfNeeded: unit >> (8 * index))) }
    }
    switch encoding {
    case .utf16LittleEndian, .utf16BigEndian:
      for unit in scalars.utf16 {
        append(UInt32(unit), size: 2, bigEndian: encoding == .utf16BigEndian)
      }
    case .utf32LittleEndian, .utf32BigEndian:
      for scalar in scalars.unicodeScalars {
        append(scalar.value, size: 4, bigEndian: encoding == .utf32BigEndian)
      }
    }
    return bytes
  }

  /// A new empty folder under the temporary directory, for files a test writes.
  public static func temporaryFolder(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
