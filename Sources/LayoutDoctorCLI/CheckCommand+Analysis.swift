import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing

extension CheckCommand {
  /// What became of one input.
  enum Outcome {
    /// Analysed: its display name, kind, findings, and the reader's warnings.
    case findings(String, CheckInput.Kind, [Finding], warnings: [String])
    /// Could not be read or parsed: its display name and the one-line message.
    case failed(String, String)
    /// Found by a folder walk but not a layout input (JSON of another kind).
    case skipped
    /// Found by a folder walk but not text (an image, a compressed file): its display name
    /// and what it is; skipped and counted in the summary.
    case notText(String, what: String)
  }

  /// Analyses `entries` on up to `jobs` threads; the outcomes are in `entries` order whatever
  /// the threads' timing.
  static func analyse(
    _ entries: [CheckInputFiles.Entry], io: CommandIO, analyses: CheckAnalyses, jobs: Int
  ) -> [Outcome] {
    let standardInput: Result<[UInt8], CLIError> =
      entries.contains { $0.path == "-" }
      ? Result { () throws(CLIError) in try io.readStandardInput() } : .success([])
    let results = OutcomeSlots(count: entries.count)
    let progress = CheckProgress(total: entries.count, sink: io.stderr)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, entries.count))) { _ in
      while let index = results.nextIndex() {
        let entry = entries[index]
        results[index] = analyse(
          entry, standardInput: standardInput, io: io, analyses: analyses)
        progress.step()
      }
    }
    progress.finish()
    return results.outcomes
  }

  /// Reads, recognises and analyses one input.
  static func analyse(
    _ entry: CheckInputFiles.Entry, standardInput raw: Result<[UInt8], CLIError>, io: CommandIO,
    analyses: CheckAnalyses
  ) -> Outcome {
    var standardInput: [UInt8] = []
    if entry.path == "-" {
      do {
        standardInput = try InputText.utf8(try raw.get(), file: entry.name)
      } catch let error as CLIError {
        return .failed(entry.name, error.description)
      } catch {
        return .failed(entry.name, "\(error)")
      }
    }
    if let streamed = streamedLog(entry, standardInput: standardInput, analyses: analyses) {
      return streamed
    }
    // The file's bytes live only while they become the text, so that a long log is held
    // once, not twice.
    let text: String
    var invalid: SourceLocation?
    do {
      let bytes = entry.path == "-" ? standardInput : try io.readInput(entry.path).bytes
      // One fast check; the slow search for the place only when it fails.
      invalid = InputText.firstInvalidUTF8Location(bytes, file: entry.name)
      text = String(decoding: bytes, as: UTF8.self)
    } catch {
      return .failed(entry.name, "\(error)")
    }
    guard let kind = CheckInput.detectKind(of: text, path: entry.path) else {
      if !entry.isExplicit { return .skipped }
      return .failed(
        entry.name, "\(entry.name): JSON that is not a layout dump (no \"format\": \"layout-dump\")"
      )
    }
    // A console log may hold stray bytes; a layout document is read as the other commands
    // read it, whole, and refused where it is not UTF-8 (decoded with replacement
    // characters it passed).
    if kind != .consoleLog, let invalid {
      return .failed(entry.name, LayoutFileError(.notUTF8, at: invalid).description)
    }
    do {
      let input = CheckInput(name: entry.name, text: text, kind: kind)
      let (findings, warnings) = try analyses.findings(for: input)
      return .findings(entry.name, kind, findings, warnings: warnings)
    } catch {
      return .failed(entry.name, String(describing: error))
    }
  }
}

extension CheckCommand {
  /// The size of the head a file's kind is judged from before it is streamed (64 KiB).
  static let headSize = 1 << 16

  /// The outcome of `entry` read as a console log without holding its text: streamed from
  /// its file block by block (or from the bytes of standard input), each entry analysed as
  /// it is read (`CheckAnalyses.logFindings`). `nil` unless its head shows that it is console
  /// output whatever follows (`InputKind.isConsoleLog(head:path:isWhole:)`); then it is read
  /// whole as before, and a file that cannot be opened is reported there. A file that is not
  /// text (`InputText.judge(head:isWhole:)`) is an input error when named, and skipped when a
  /// folder walk found it.
  static func streamedLog(
    _ entry: CheckInputFiles.Entry, standardInput: [UInt8], analyses: CheckAnalyses
  ) -> Outcome? {
    if entry.path == "-" {
      if InputText.isBlank(standardInput),
        InputKind.detect(String(decoding: standardInput, as: UTF8.self), path: entry.path)
          == .consoleLog
      {
        return empty(entry)
      }
      let head = String(decoding: standardInput.prefix(headSize), as: UTF8.self)
      guard
        InputKind.isConsoleLog(
          head: head, path: entry.path, isWhole: standardInput.count <= headSize)
      else { return nil }
      let findings = standardInput.withUnsafeBufferPointer { bytes in
        analyses.logFindings(file: entry.name) { ConsoleLog.forEachEntry(inBytes: bytes, $0) }
      }
      return .findings(entry.name, .consoleLog, findings, warnings: [])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: entry.path)
    else { return nil }
    let head: Data
    do {
      // An empty file reads as `nil`, not as no bytes.
      head = try handle.read(upToCount: headSize + 1) ?? Data()
    } catch {
      return nil
    }
    try? handle.close()
    let text: [UInt8]
    do {
      text = try InputText.utf8(Array(head.prefix(headSize)), file: entry.name)
    } catch {
      return entry.isExplicit
        ? .failed(entry.name, error.description) : .notText(entry.name, what: error.what)
    }
    // A blank listing or `.json` file keeps its reader's error.
    if head.count <= headSize, InputText.isBlank(text),
      InputKind.detect(String(decoding: text, as: UTF8.self), path: entry.path) == .consoleLog
    {
      return empty(entry)
    }
    guard
      InputKind.isConsoleLog(
        head: String(decoding: text, as: UTF8.self), path: entry.path,
        isWhole: head.count <= headSize)
    else { return nil }
    do {
      var entries = 0
      let findings = try analyses.logFindings(file: entry.name) { body throws(ConsoleLogError) in
        try ConsoleLog.forEachEntry(inFileAt: entry.path, name: entry.name) {
          entries += 1
          body($0)
        }
      }
      // A file named that is not a log by its name and holds no report, dump or trace (a
      // source file named by mistake) passes, and says why; a clean log passes quietly.
      let extensionName = (entry.path as NSString).pathExtension.lowercased()
      let warnings =
        entries == 0 && entry.isExplicit && !["", "log", "txt", "out"].contains(extensionName)
        ? [String(InputNotes.nothingInLog(entry.name, command: name).dropLast())] : []
      return .findings(entry.name, .consoleLog, findings, warnings: warnings)
    } catch {
      switch error {
      case .notText(let error): return .failed(entry.name, error.description)
      case .unreadable: return .failed(entry.name, "\(entry.path): cannot be read")
      }
    }
  }
}

extension CheckCommand {
  /// An empty or blank console input: read, with nothing to check, and a note that says so.
  static func empty(_ entry: CheckInputFiles.Entry) -> Outcome {
    .findings(
      entry.name, .consoleLog, [],
      warnings: [String(InputNotes.empty(entry.name, command: name).dropLast())])
  }
}

/// Outcome slots filled by several threads, and the shared counter that hands out work.
private final class OutcomeSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [CheckCommand.Outcome?]
  private var next = 0

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// The next input to analyse, or `nil` when all are taken.
  func nextIndex() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < slots.count else { return nil }
    next += 1
    return next - 1
  }

  subscript(index: Int) -> CheckCommand.Outcome? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return slots[index]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      slots[index] = newValue
    }
  }

  var outcomes: [CheckCommand.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0 ?? .skipped }
  }
}
