/// Converts UTF-16 or UTF-32 text to UTF-8 block by block, so that a long log in a wide
/// encoding streams like a UTF-8 one: a code unit or surrogate pair cut between two blocks is
/// completed from the next. The byte-order mark that opens the text is dropped; an unpaired
/// surrogate, a value past U+10FFFF or a unit cut by the end of the input becomes U+FFFD.
public struct InputTextDecoder: Sendable {
  /// The encoding read.
  public let encoding: InputEncoding
  /// Bytes of a code unit not complete at the end of the last block.
  private var pending: [UInt8] = []
  /// A high surrogate waiting for its low half.
  private var highSurrogate: UInt32?
  /// Whether no character has been written yet (a leading U+FEFF is the byte-order mark).
  private var atStart = true

  /// A decoder of `encoding`.
  public init(_ encoding: InputEncoding) { self.encoding = encoding }

  /// Appends the UTF-8 of the next block of the input to `output`.
  public mutating func decode(_ block: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    let size = encoding.unitSize
    guard size > 1 else {
      output.append(contentsOf: block)
      return
    }
    var index = 0
    if !pending.isEmpty {
      while pending.count < size, index < block.count {
        pending.append(block[index])
        index += 1
      }
      guard pending.count == size else { return }
      let unit = Self.unit(pending[...], bigEndian: encoding.isBigEndian)
      pending.removeAll(keepingCapacity: true)
      add(unit, into: &output)
    }
    while index + size <= block.count {
      var unit: UInt32 = 0
      for offset in 0..<size {
        let byte = block[index + (encoding.isBigEndian ? offset : size - 1 - offset)]
        unit = unit << 8 | UInt32(byte)
      }
      add(unit, into: &output)
      index += size
    }
    pending.append(contentsOf: block[index...])
  }

  /// Appends what is left at the end of the input: U+FFFD for a cut unit or a lone high
  /// surrogate.
  public mutating func finish(into output: inout [UInt8]) {
    if highSurrogate != nil || !pending.isEmpty { Self.append(0xFFFD, to: &output) }
    highSurrogate = nil
    pending.removeAll()
  }

  /// One code unit from `bytes`, in the byte order given.
  private static func unit(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> UInt32 {
    let ordered = bigEndian ? Array(bytes) : bytes.reversed()
    return ordered.reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Adds one code unit: a scalar, or half of a UTF-16 surrogate pair.
  private mutating func add(_ unit: UInt32, into output: inout [UInt8]) {
    var scalar = unit
    if encoding.unitSize == 2 {
      if let high = highSurrogate {
        highSurrogate = nil
        if (0xDC00...0xDFFF).contains(unit) {
          scalar = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
        } else {
          Self.append(0xFFFD, to: &output)
        }
      }
      if (0xD800...0xDBFF).contains(scalar) {
        highSurrogate = scalar
        return
      }
    }
    if (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { scalar = 0xFFFD }
    defer { atStart = false }
    if atStart, scalar == 0xFEFF { return }
    Self.append(scalar, to: &output)
  }

  /// Appends the UTF-8 bytes of `scalar` (a valid scalar value).
  private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      output.append(UInt8(scalar))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | scalar >> 6))
      output.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | scalar >> 12))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    default:
      output.append(UInt8(0xF0 | scalar >> 18))
      output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}
