import Foundation
import LayoutParsing
import LayoutTestSupport
import Testing

/// `InputText`, the one judge of what an input's bytes are: images and compressed files are
/// not text; UTF-16 and UTF-32 with or without a byte-order mark are decoded to the same
/// UTF-8 as the original; an empty input is empty.
@Suite struct InputTextTests {
  static let log = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x1 UILabel:0x2'Résumé ✓ 𝄞'.width == 100   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0x2'Résumé ✓ 𝄞'.width == 200   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x3 UILabel:0x2'Résumé ✓ 𝄞'.width == 200   (active)>

    """

  @Test func imagesAndCompressedFilesAreNotText() {
    #expect(InputText.judge(head: InputSamples.png, isWhole: true) == .notText("a PNG image"))
    #expect(
      InputText.judge(head: InputSamples.gzip, isWhole: true) == .notText("gzip-compressed data"))
    var random = SplitMix64(seed: 30)
    let noise = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    #expect(InputText.judge(head: noise, isWhole: true) == .notText("binary data"))
    #expect(throws: InputTextError(file: "shot.png", what: "a PNG image")) {
      try InputText.utf8(InputSamples.png, file: "shot.png")
    }
    #expect(
      InputTextError(file: "shot.png", what: "a PNG image").description
        == "shot.png: not a text file (a PNG image); give a console log, a layout listing or a"
        + " JSON layout dump")
  }

  @Test(arguments: InputSamples.Encoding.allCases, [true, false])
  func wideEncodingsAreDecoded(encoding: InputSamples.Encoding, byteOrderMark: Bool) throws {
    let bytes = InputSamples.encode(Self.log, encoding, byteOrderMark: byteOrderMark)
    let decoded = try InputText.utf8(bytes, file: "log")
    #expect(String(decoding: decoded, as: UTF8.self) == Self.log)
  }

  /// A log whose text is mostly not ASCII (Chinese and Japanese labels, accents), as
  /// Console.app saves it in UTF-16 or UTF-32 without a byte-order mark: told by where its
  /// NUL bytes fall (the high byte of each line break and ASCII character), not by a share of
  /// ASCII characters.
  static let wideLog =
    String(repeating: "2026-12-02 控制台日志：视图布局约束冲突检测 é 日本語のテキストを表示する\n", count: 40)
      + """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UILabel:0x2'简体中文标题文本很长很长很长'.width == 100   (active)>",
          "<NSLayoutConstraint:0x3 UILabel:0x2'简体中文标题文本很长很长很长'.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x3 UILabel:0x2'简体中文标题文本很长很长很长'.width == 200   (active)>

      """

  @Test(arguments: InputSamples.Encoding.allCases)
  func mostlyNonASCIITextWithoutAByteOrderMarkIsDecoded(encoding: InputSamples.Encoding) throws {
    let ascii = Self.wideLog.unicodeScalars.filter(\.isASCII).count
    #expect(ascii * 2 < Self.wideLog.unicodeScalars.count)
    let bytes = InputSamples.encode(Self.wideLog, encoding, byteOrderMark: false)
    let decoded = try InputText.utf8(bytes, file: "log")
    #expect(String(decoding: decoded, as: UTF8.self) == Self.wideLog)
    let log = ConsoleLog(parsing: String(decoding: decoded, as: UTF8.self), file: "log")
    #expect(log.reports.count == 1)
  }

  /// UTF-8 Chinese text with no NUL byte stays UTF-8, and random bytes with NULs are not
  /// taken for UTF-16.
  @Test func utf8CJKStaysUTF8AndNoiseWithNULsIsNotUTF16() {
    #expect(InputText.judge(head: Array(Self.wideLog.utf8), isWhole: true) == .text(.utf8))
    var random = SplitMix64(seed: 7)
    let noise = (0..<4096).map { index in
      index % 2 == 1 ? 0 : UInt8(truncatingIfNeeded: random.next() | 0x80)
    }
    #expect(InputText.judge(head: noise, isWhole: true) == .notText("binary data"))
  }

  /// A stray NUL in UTF-8 text fell at an odd offset and made the whole listing UTF-16, read
  /// as CJK nonsense with its error at 1:1.
  @Test func aStrayNULInUTF8TextDoesNotMakeItUTF16() {
    for offset in [20, 21] {
      var bytes = Array("view root frame=0,0,375,200\nview a in=root\na.top == root.top\n".utf8)
      bytes[offset] = 0
      let judged = InputText.judge(head: bytes, isWhole: true)
      #expect(judged != .text(.utf16LittleEndian) && judged != .text(.utf16BigEndian))
    }
  }

  @Test func utf8StaysAsItIsAndLatin1WithAFewAccentsIsStillText() throws {
    let bytes = Array(Self.log.utf8)
    #expect(try InputText.utf8(bytes, file: "log") == bytes)
    var latin1 = Array("2024-01-01 Caf".utf8) + [0xE9] + Array(" started\n".utf8)
    latin1 += Array(Self.log.utf8)
    #expect(InputText.judge(head: latin1, isWhole: true) == .text(.utf8))
  }

  @Test func anEmptyOrBlankInputIsEmpty() {
    #expect(InputText.judge(head: [UInt8](), isWhole: true) == .empty)
    #expect(InputText.isBlank([UInt8]()))
    #expect(InputText.isBlank(Array("\u{FEFF} \n\t\r\n".utf8)))
    #expect(!InputText.isBlank(Array(" x\n".utf8)))
  }

  /// A surrogate pair or a code unit cut between two blocks is completed from the next.
  @Test(arguments: [1, 2, 3, 5, 7, 64])
  func theDecoderReadsBlocksCutAnywhere(size: Int) {
    for encoding in [InputEncoding.utf16LittleEndian, .utf16BigEndian, .utf32BigEndian] {
      let sample: InputSamples.Encoding =
        switch encoding {
        case .utf16LittleEndian: .utf16LittleEndian
        case .utf16BigEndian: .utf16BigEndian
        default: .utf32BigEndian
        }
      let bytes = InputSamples.encode(Self.log, sample, byteOrderMark: true)
      var decoder = InputTextDecoder(encoding)
      var output: [UInt8] = []
      var start = 0
      while start < bytes.count {
        let end = min(start + size, bytes.count)
        bytes[start..<end].withUnsafeBufferPointer { decoder.decode($0, into: &output) }
        start = end
      }
      decoder.finish(into: &output)
      #expect(String(decoding: output, as: UTF8.self) == Self.log, "\(encoding) in \(size)s")
    }
  }

  @Test func aLoneSurrogateAndACutUnitBecomeReplacementCharacters() {
    var decoder = InputTextDecoder(.utf16LittleEndian)
    var output: [UInt8] = []
    [0x41, 0x00, 0x00, 0xD8, 0x42, 0x00, 0x43].withUnsafeBufferPointer {
      decoder.decode($0, into: &output)
    }
    decoder.finish(into: &output)
    #expect(String(decoding: output, as: UTF8.self) == "A\u{FFFD}B\u{FFFD}")
  }

  /// A streamed file is judged by its first block: UTF-16 reads as its UTF-8 original, a PNG
  /// is `ConsoleLogError.notText` before any entry.
  @Test func streamingDecodesAndRefuses() throws {
    let folder = try InputSamples.temporaryFolder("input-text")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let wide = folder + "/wide.log"
    try Data(InputSamples.encode(Self.log, .utf16BigEndian, byteOrderMark: false))
      .write(to: URL(fileURLWithPath: wide))
    let read = try ConsoleLog(contentsOfFile: wide, name: "wide.log")
    #expect(read == ConsoleLog(parsing: Self.log, file: "wide.log"))
    #expect(read.reports.count == 1)
    let png = folder + "/shot.log"
    try Data(InputSamples.png).write(to: URL(fileURLWithPath: png))
    var entries = 0
    #expect(
      throws: ConsoleLogError.notText(InputTextError(file: "shot.log", what: "a PNG image"))
    ) {
      try ConsoleLog.forEachEntry(inFileAt: png, name: "shot.log") { _ in entries += 1 }
    }
    #expect(entries == 0)
  }
}
