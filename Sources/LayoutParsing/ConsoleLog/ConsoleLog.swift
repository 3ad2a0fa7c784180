import Foundation
import LayoutModel

/// Everything found in one console log: reports, dumps, traces and unreadable lines.
public struct ConsoleLog: Hashable, Sendable {
  /// The file as the user named it, or `-` for standard input.
  public var file: String
  /// Reports, headerless lists and dumps, in input order.
  public var reports: [ConsoleLogReport]
  /// `_autolayoutTrace` trees, in input order.
  public var traces: [AutolayoutTrace]
  /// Recovery sections whose report is not in the input, in input order.
  public var recoveryTails: [ConsoleLogRecoveryTail]
  /// Lines outside any report that held a description that could not be read.
  public var unparsed: [ConsoleLogUnparsedLine]

  /// Creates a log.
  public init(
    file: String, reports: [ConsoleLogReport] = [], traces: [AutolayoutTrace] = [],
    recoveryTails: [ConsoleLogRecoveryTail] = [], unparsed: [ConsoleLogUnparsedLine] = []
  ) {
    self.file = file
    self.reports = reports
    self.traces = traces
    self.recoveryTails = recoveryTails
    self.unparsed = unparsed
  }

  /// Every unreadable line: those inside reports and tails and those outside, by line number.
  public var allUnparsed: [ConsoleLogUnparsedLine] {
    (unparsed + reports.flatMap(\.unparsed) + recoveryTails.flatMap(\.unparsed))
      .sorted { $0.line < $1.line }
  }

  /// Creates the log holding `entry` alone (what a streaming analysis is given of each entry).
  public init(file: String, entry: ConsoleLogEntry) {
    self.init(file: file)
    append(entry)
  }

  mutating func append(_ entry: ConsoleLogEntry) {
    switch entry {
    case .report(let report): reports.append(report)
    case .trace(let trace): traces.append(trace)
    case .recoveryTail(let tail): recoveryTails.append(tail)
    case .unparsed(let line): unparsed.append(line)
    }
  }

  /// Reads console text held in memory.
  /// - Parameters:
  ///   - text: the log; lines end with `\n` or `\r\n`.
  ///   - file: the name reports carry (`-` for standard input).
  public init(parsing text: String, file: String = "-") {
    self.init(file: file)
    var copy = text
    copy.withUTF8 { buffer in
      ConsoleLog.forEachEntry(inBytes: buffer) { self.append($0) }
    }
  }

  /// Reads a console log file whole (see `forEachEntry(inFileAt:_:)` to stream).
  /// - Throws: `ConsoleLogError.unreadable` when the file cannot be opened or read.
  public init(contentsOfFile path: String, name: String? = nil) throws(ConsoleLogError) {
    var log = ConsoleLog(file: name ?? path)
    try ConsoleLog.forEachEntry(inFileAt: path) { log.append($0) }
    self = log
  }

  /// Calls `body` with each entry of `bytes`, in order.
  public static func forEachEntry(
    inBytes bytes: UnsafeBufferPointer<UInt8>, _ body: (ConsoleLogEntry) -> Void
  ) {
    var reader = ConsoleLogReader()
    reader.consume(chunk: bytes, body)
    reader.finish(body)
  }

  /// The size of the blocks `forEachEntry(inFileAt:_:)` reads, in bytes (4 MiB).
  public static let blockSize = 1 << 22

  /// Streams a console log file: reads it in blocks of `blockSize` bytes into one buffer and
  /// calls `body` with each entry as soon as it is complete, so memory stays bounded by the
  /// block and the largest report, whatever the file's size. The first block decides what the
  /// file is (`InputText.judge(head:isWhole:)`): UTF-16 and UTF-32 are converted block by
  /// block (`InputTextDecoder`).
  /// - Parameters:
  ///   - path: the file to open.
  ///   - name: the file as the user named it, for `ConsoleLogError.notText`; `path` when `nil`.
  /// - Throws: `ConsoleLogError.unreadable` when the file cannot be opened or read,
  ///   `ConsoleLogError.notText` when it is not text (then `body` is never called).
  public static func forEachEntry(
    inFileAt path: String, name: String? = nil, _ body: (ConsoleLogEntry) -> Void
  ) throws(ConsoleLogError) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadable(file: path, reason: "cannot open the file") }
    defer { close(descriptor) }
    var reader = ConsoleLogReader()
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockSize)
    defer { buffer.deallocate() }
    var decoder: InputTextDecoder?
    var decoded: [UInt8] = []
    var isFirst = true
    while true {
      let count = read(descriptor, buffer.baseAddress, blockSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(file: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      let block = UnsafeBufferPointer(rebasing: buffer[..<count])
      if isFirst {
        isFirst = false
        switch InputText.judge(head: block, isWhole: count < blockSize) {
        case .notText(let what): throw .notText(InputTextError(file: name ?? path, what: what))
        case .text(let encoding) where encoding != .utf8: decoder = InputTextDecoder(encoding)
        case .text, .empty: break
        }
      }
      if decoder != nil {
        decoded.removeAll(keepingCapacity: true)
        decoder?.decode(block, into: &decoded)
        decoded.withUnsafeBufferPointer { reader.consume(chunk: $0, body) }
      } else {
        reader.consume(chunk: block, body)
      }
    }
    if decoder != nil {
      decoded.removeAll(keepingCapacity: true)
      decoder?.finish(into: &decoded)
      decoded.withUnsafeBufferPointer { reader.consume(chunk: $0, body) }
    }
    reader.finish(body)
  }
}

/// Why a console log could not be read at all (a log whose content is unusual is still read;
/// its odd lines are reported as unparsed).
public enum ConsoleLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(file: String, reason: String)
  /// The file is not text (an image, a compressed file).
  case notText(InputTextError)

  /// `cannot read log.txt: cannot open the file`, or `shot.png: not a text file (a PNG
  /// image); ...`.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return MessageLine.escaping("cannot read \(file): \(reason)")
    case .notText(let error):
      return error.description
    }
  }
}
