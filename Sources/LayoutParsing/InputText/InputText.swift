import LayoutModel

/// What an input's bytes are: text in one of the `InputEncoding`s, or not text at all (an
/// image, a compressed file, an executable). The one place that judges and decodes inputs:
/// every command reads its files through `utf8(_:file:)` or, when it streams a log,
/// `InputTextDecoder`, and `check`'s folder walk skips what `judge(head:isWhole:)` calls not
/// text.
public enum InputText {
  /// What the first bytes of an input show.
  public enum Content: Hashable, Sendable {
    /// No bytes at all.
    case empty
    /// Text in this encoding (a byte-order mark, if any, is part of the text).
    case text(InputEncoding)
    /// Not text: what it is (`a PNG image`, `gzip-compressed data`, `binary data`).
    case notText(String)
  }

  /// How many bytes of an input `judge(head:isWhole:)` looks at (8 KiB).
  public static let headSize = 1 << 13

  /// The signatures of common files that are not text, with what they are.
  static let signatures: [(bytes: [UInt8], offset: Int, what: String)] = [
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], 0, "a PNG image"),
    ([0xFF, 0xD8, 0xFF], 0, "a JPEG image"),
    (Array("GIF87a".utf8), 0, "a GIF image"),
    (Array("GIF89a".utf8), 0, "a GIF image"),
    ([0x49, 0x49, 0x2A, 0x00], 0, "a TIFF image"),
    ([0x4D, 0x4D, 0x00, 0x2A], 0, "a TIFF image"),
    (Array("WEBP".utf8), 8, "a WebP image"),
    (Array("ftyp".utf8), 4, "an HEIC image or a movie"),
    (Array("%PDF-".utf8), 0, "a PDF document"),
    ([0x1F, 0x8B], 0, "gzip-compressed data"),
    (Array("BZh".utf8), 0, "bzip2-compressed data"),
    ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], 0, "xz-compressed data"),
    ([0x28, 0xB5, 0x2F, 0xFD], 0, "zstd-compressed data"),
    ([0x50, 0x4B, 0x03, 0x04], 0, "a ZIP archive"),
    ([0x50, 0x4B, 0x05, 0x06], 0, "a ZIP archive"),
    (Array("bplist0".utf8), 0, "a binary property list"),
    (Array("SQLite format 3".utf8) + [0], 0, "an SQLite database"),
    ([0x7F, 0x45, 0x4C, 0x46], 0, "an ELF executable"),
    ([0xCF, 0xFA, 0xED, 0xFE], 0, "a Mach-O executable"),
    ([0xCE, 0xFA, 0xED, 0xFE], 0, "a Mach-O executable"),
    ([0xCA, 0xFE, 0xBA, 0xBE], 0, "a Mach-O universal binary"),
  ]

  /// Judges an input from its first bytes (`headSize` of them are enough).
  ///
  /// A byte-order mark decides the encoding; without one, the signatures of common binary
  /// files (PNG, JPEG, gzip, ZIP, Mach-O, ...) make it not text, then the pattern of zero
  /// bytes tells UTF-32 and UTF-16 in either byte order, whatever the script (see
  /// `wideEncoding(_:)`); what remains is UTF-8 unless it holds a NUL byte or more than one byte
  /// in ten is a control character or not UTF-8 (a Latin-1 log with a few accents stays text).
  /// - Parameters:
  ///   - head: the input's first bytes.
  ///   - isWhole: whether `head` is the whole input (then a character cut at its end counts
  ///     as not UTF-8).
  public static func judge(head: some Collection<UInt8>, isWhole: Bool) -> Content {
    let bytes = Array(head.prefix(headSize))
    guard !bytes.isEmpty else { return .empty }
    for encoding in [InputEncoding.utf32LittleEndian, .utf32BigEndian, .utf8]
    where bytes.starts(with: encoding.byteOrderMark) {
      return .text(encoding)
    }
    for encoding in [InputEncoding.utf16LittleEndian, .utf16BigEndian]
    where bytes.starts(with: encoding.byteOrderMark) {
      return .text(encoding)
    }
    for signature in signatures
    where bytes.count >= signature.offset + signature.bytes.count
      && bytes[signature.offset..<signature.offset + signature.bytes.count]
        .elementsEqual(signature.bytes)
    {
      return .notText(signature.what)
    }
    if let wide = wideEncoding(bytes) { return .text(wide) }
    return looksLikeUTF8(bytes, isWhole: isWhole && bytes.count == head.count)
      ? .text(.utf8) : .notText("binary data")
  }

  /// UTF-32 or UTF-16 without a byte-order mark, told by where the NUL bytes fall rather than
  /// by how much of the text is ASCII, so that a log of Chinese or accented text reads too.
  ///
  /// UTF-32: every unit a scalar (top byte zero, at most 0x10FFFF, no surrogate, never zero).
  /// UTF-16 (as Console.app saves it): NUL bytes only or mostly at the high byte of units
  /// (odd offsets little-endian, even big-endian: every line break and ASCII character has
  /// one), in at least one unit in `minimumHighZeroShare`, none of the units zero,
  /// surrogates paired. For either, at most one unit in ten is a
  /// control character (C0 but TAB, line breaks, form feed and ESC; DEL; C1) or a
  /// noncharacter, so that binary data with NULs is not taken for text.
  static func wideEncoding(_ bytes: [UInt8]) -> InputEncoding? {
    for encoding in [InputEncoding.utf32LittleEndian, .utf32BigEndian]
    where fitsWideEncoding(bytes, encoding) {
      return encoding
    }
    // NUL bytes at the high and at the low byte of little-endian units.
    var oddZeros = 0
    var evenZeros = 0
    for (index, byte) in bytes.enumerated() where byte == 0 {
      if index % 2 == 1 { oddZeros += 1 } else { evenZeros += 1 }
    }
    let byHighZeros: [(InputEncoding, high: Int, low: Int)] = [
      (.utf16LittleEndian, oddZeros, evenZeros), (.utf16BigEndian, evenZeros, oddZeros),
    ]
    // Text in UTF-16 has a NUL at the high byte of every ASCII character and line break: at
    // least one unit in `minimumHighZeroShare` (a log of Chinese text still has its
    // timestamps, spaces and line breaks). A few NULs in UTF-8 text are not that.
    let units = bytes.count / 2
    for (encoding, high, low) in byHighZeros
    where high > 0 && high > low && high * Self.minimumHighZeroShare >= units
      && fitsWideEncoding(bytes, encoding)
    {
      return encoding
    }
    return nil
  }

  /// UTF-16 without a byte-order mark needs a NUL high byte in at least one unit in this many.
  static let minimumHighZeroShare = 8

  /// Whether `bytes` read as text in the UTF-16 or UTF-32 `encoding` (see `wideEncoding`): at
  /// least two units, none zero or beyond Unicode, surrogates paired (a high one may end a
  /// cut head), and at most one unit in ten a control character or noncharacter.
  static func fitsWideEncoding(_ bytes: [UInt8], _ encoding: InputEncoding) -> Bool {
    let size = encoding.unitSize
    let units = bytes.count / size
    guard units >= 2 else { return false }
    var odd = 0
    var pendingHigh = false
    for unit in 0..<units {
      var value: UInt32 = 0
      for index in 0..<size {
        let byte = bytes[unit * size + (encoding.isBigEndian ? index : size - 1 - index)]
        value = value << 8 | UInt32(byte)
      }
      if value == 0 || value > 0x10FFFF { return false }
      let isHigh = (0xD800...0xDBFF).contains(value)
      let isLow = (0xDC00...0xDFFF).contains(value)
      if size == 4, isHigh || isLow { return false }
      if pendingHigh != isLow { return false }
      pendingHigh = isHigh
      let isControl =
        (value < 0x20 && ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(value))
        || (0x7F...0x9F).contains(value)
      let isNoncharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
      if isControl || isNoncharacter { odd += 1 }
    }
    return odd * 10 <= units
  }

  /// Whether `bytes` read as UTF-8 text: no NUL, and at most one byte in ten a control
  /// character (other than TAB, line breaks, form feed and ESC, which colours a terminal
  /// log) or part of a sequence that is not UTF-8.
  static func looksLikeUTF8(_ bytes: [UInt8], isWhole: Bool) -> Bool {
    var odd = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0 { return false }
      if byte < 0x80 {
        if (byte < 0x20 && ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(byte)) || byte == 0x7F {
          odd += 1
        }
        index += 1
        continue
      }
      let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
      let available = min(length, bytes.count - index)
      let continues = length > 0 && (1..<available).allSatisfy { bytes[index + $0] & 0xC0 == 0x80 }
      if length > 0, continues, available == length || !isWhole {
        index += available
      } else {
        odd += 1
        index += 1
      }
    }
    return odd * 10 <= bytes.count
  }

  /// Whether UTF-8 `text` holds nothing but blanks (spaces, TABs, line breaks and a
  /// byte-order mark): an empty input, which commands note rather than pass over in silence.
  public static func isBlank(_ text: some Collection<UInt8>) -> Bool {
    var rest = text[...]
    if rest.starts(with: InputEncoding.utf8.byteOrderMark) { rest = rest.dropFirst(3) }
    return rest.allSatisfy { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }
  }

  /// The UTF-8 bytes of a whole input: UTF-8 as it is, UTF-16 and UTF-32 converted (their
  /// byte-order mark dropped, an unpaired surrogate or a cut unit as U+FFFD).
  /// - Parameters:
  ///   - bytes: the input.
  ///   - file: its name, for the error.
  /// - Throws: `InputTextError` naming the file when it is not text.
  public static func utf8(_ bytes: [UInt8], file: String) throws(InputTextError) -> [UInt8] {
    switch judge(head: bytes.prefix(headSize), isWhole: bytes.count <= headSize) {
    case .empty, .text(.utf8): return bytes
    case .notText(let what): throw InputTextError(file: file, what: what)
    case .text(let encoding):
      var decoder = InputTextDecoder(encoding)
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      bytes.withUnsafeBufferPointer { decoder.decode($0, into: &output) }
      decoder.finish(into: &output)
      return output
    }
  }
}

extension InputText {
  /// The line and column (counted in bytes) of the first byte of `bytes` that does not
  /// begin valid UTF-8, or `nil` when all of it is. Layout listings, JSON dumps and
  /// Interface Builder documents are UTF-8; a reader handed text decoded with replacement
  /// characters would read another document than the file's.
  public static func firstInvalidUTF8Location(_ bytes: [UInt8], file: String) -> SourceLocation? {
    guard !isUTF8(bytes) else { return nil }
    return InterfaceBuilderXML.firstInvalidUTF8(bytes).map {
      LineStarts(bytes).location($0, file: file)
    }
  }
}

extension InputText {
  /// Whether `bytes` are valid UTF-8, in one fast pass: decoded with replacement characters,
  /// valid bytes decode to themselves. (`String(validating:as:)` needs a newer system than
  /// the deployment targets.)
  public static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var text = String(decoding: bytes, as: UTF8.self)
    return text.withUTF8 { decoded in
      decoded.count == bytes.count
        && bytes.withUnsafeBufferPointer { decoded.elementsEqual($0) }
    }
  }
}
