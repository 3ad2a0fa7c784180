import Foundation
import LayoutParsing

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public final class TextSink: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  private let handle: FileHandle?
  private var failure: String?
  /// Whether the sink is a terminal (for colour and progress lines).
  public let isTerminal: Bool

  /// A sink that collects text in memory (`text` reads it back).
  public init() {
    handle = nil
    isTerminal = false
  }

  /// A sink that writes to a file descriptor (1 for stdout, 2 for stderr).
  public init(fileDescriptor: Int32) {
    handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
    isTerminal = isatty(fileDescriptor) == 1
  }

  /// Writes `text` as UTF-8.
  public func write(_ text: String) {
    write(bytes: Array(text.utf8))
  }

  /// Writes raw bytes (e.g. a PNG). When the file descriptor refuses them (a full disk,
  /// `> /dev/full`), the reason is kept in `writeFailure` and nothing more is written.
  public func write(bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    if let handle {
      guard failure == nil else { return }
      do {
        try handle.write(contentsOf: bytes)
      } catch {
        failure = CommandIO.reason(error)
      }
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Why a write to the file descriptor failed (`No space left on device`), or `nil`.
  public var writeFailure: String? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  /// Everything written to an in-memory sink, as UTF-8 text.
  public var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// Everything written to an in-memory sink.
  public var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return buffer
  }
}

/// The files a run reads, by device and inode, so that none is overwritten by an output of
/// the same run (`-o` naming the input, `--write-baseline` naming the baseline read).
public final class InputFileSet: @unchecked Sendable {
  private let lock = NSLock()
  private var files: Set<[UInt64]> = []

  public init() {}

  /// The identity of the file at `path` (links followed), or `nil` when there is none.
  static func identity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }

  /// Records the regular file at `path` as read.
  func insert(_ path: String) {
    guard let identity = Self.identity(path) else { return }
    lock.lock()
    defer { lock.unlock() }
    files.insert(identity)
  }

  /// Whether the file at `path` is one recorded.
  func contains(_ path: String) -> Bool {
    guard let identity = Self.identity(path) else { return false }
    lock.lock()
    defer { lock.unlock() }
    return files.contains(identity)
  }
}

/// The world a command sees: output streams, standard input, environment and files.
///
/// Tests build one with in-memory sinks and a fixed environment; `main` builds the real one.
public struct CommandIO: @unchecked Sendable {
  /// Results.
  public var stdout: TextSink
  /// Errors, warnings and progress about the tool itself.
  public var stderr: TextSink
  /// Standard input's bytes, read on demand.
  /// - Throws: `CLIError.input` when standard input cannot be read (closed, a folder).
  public var readStandardInput: () throws(CLIError) -> [UInt8]
  /// The environment (`NO_COLOR`, `GITHUB_STEP_SUMMARY`, ...).
  public var environment: [String: String]
  /// Whether standard input is a terminal (then a command that reads it by default asks for
  /// an input instead of waiting for typing).
  public var standardInputIsTerminal: Bool
  /// Whether what a command built is kept until the process exits rather than freed when the
  /// command returns (`ProcessLifetime`): true for the process's own IO, false by default.
  public var keepsResultsUntilExit: Bool
  /// The files this run reads (`noteInput(_:)`, `readInput(_:)`), which no output replaces.
  public let inputFiles = InputFileSet()

  public init(
    stdout: TextSink = TextSink(), stderr: TextSink = TextSink(),
    readStandardInput: @escaping () throws(CLIError) -> [UInt8] = { [] },
    environment: [String: String] = [:], standardInputIsTerminal: Bool = false,
    keepsResultsUntilExit: Bool = false
  ) {
    self.stdout = stdout
    self.stderr = stderr
    self.readStandardInput = readStandardInput
    self.environment = environment
    self.standardInputIsTerminal = standardInputIsTerminal
    self.keepsResultsUntilExit = keepsResultsUntilExit
  }

  /// Called by a command with what it built, once its output is written: kept until the
  /// process exits when `keepsResultsUntilExit`, else left to be freed as usual.
  func doneWith(_ value: Any) {
    if keepsResultsUntilExit { ProcessLifetime.keep(value) }
  }

  /// The process's real streams and environment.
  public static func process() -> CommandIO {
    CommandIO(
      stdout: TextSink(fileDescriptor: 1), stderr: TextSink(fileDescriptor: 2),
      readStandardInput: { () throws(CLIError) -> [UInt8] in
        // `readDataToEndOfFile()` stops the process on a read error (a closed descriptor,
        // a folder given as standard input); `readToEnd()` throws it.
        do {
          return Array(try FileHandle.standardInput.readToEnd() ?? Data())
        } catch {
          throw .input("<stdin>: cannot be read (\(reason(error)))")
        }
      },
      environment: ProcessInfo.processInfo.environment,
      standardInputIsTerminal: isatty(0) == 1, keepsResultsUntilExit: true)
  }

  /// Records `path` as an input of this run, which no output of it may replace.
  public func noteInput(_ path: String) {
    guard path != "-" else { return }
    inputFiles.insert(path)
  }

  /// Reads an input named on the command line; `-` is standard input. UTF-16 and UTF-32 text
  /// comes back as UTF-8 (`InputText.utf8(_:file:)`).
  /// - Returns: the name to use in messages (the path as given, or `<stdin>`) and the bytes.
  /// - Throws: `CLIError.input` naming the file when it cannot be read, is a directory or is
  ///   not text.
  public func readInput(_ path: String) throws -> (name: String, bytes: [UInt8]) {
    let name = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    if path == "-" {
      bytes = try readStandardInput()
    } else {
      noteInput(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError.input("\(path): no such file")
      }
      if isDirectory.boolValue { throw CLIError.input("\(path): is a directory") }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError.input("\(path): cannot be read")
      }
      bytes = Array(data)
    }
    do {
      return (name, try InputText.utf8(bytes, file: name))
    } catch {
      throw CLIError.input(error.description)
    }
  }

  /// Writes `bytes` to `path` atomically (a temporary file in the same folder, then a rename),
  /// so a reader never sees a half-written file and a failure leaves the old file intact.
  ///
  /// Only ordinary files are replaced that way: a symbolic link is followed and the file it
  /// leads to is replaced (the link stays), and a device, named pipe or socket (`/dev/null`,
  /// `/dev/stdout` through its link) is written in place, never turned into an ordinary file.
  /// - Throws: `CLIError.input` naming the path when it cannot be written, or when it is a
  ///   file this run reads (`inputFiles`): an output never replaces an input.
  public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    guard !inputFiles.contains(path) else {
      throw CLIError.input(
        "\(path): is an input of this run; not overwritten (choose another output file)")
    }
    do {
      switch Self.outputTarget(path) {
      case .inPlace:
        guard let handle = FileHandle(forWritingAtPath: path) else {
          throw CLIError.input("\(path): cannot be opened for writing")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(bytes))
      case .replace(let file):
        try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.input("\(path): cannot be written (\(Self.reason(error)))")
    }
  }

  /// The system's words for a failed read or write (`No space left on device`): the POSIX
  /// error's own message where Foundation wraps one, else the error's description.
  static func reason(_ error: any Error) -> String {
    let error = error as NSError
    var code = error.domain == NSPOSIXErrorDomain ? error.code : nil
    if code == nil, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      code = underlying.code
    }
    if code == nil, error.domain == NSCocoaErrorDomain {
      // Foundation's file errors without the POSIX error under them.
      switch CocoaError.Code(rawValue: error.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: code = Int(ENOENT)
      case .fileWriteNoPermission, .fileReadNoPermission: code = Int(EACCES)
      case .fileWriteOutOfSpace: code = Int(ENOSPC)
      case .fileWriteVolumeReadOnly: code = Int(EROFS)
      default: break
      }
    }
    if let code, let message = strerror(Int32(code)) { return String(cString: message) }
    return error.localizedDescription
  }

  /// How an output path is written.
  enum OutputTarget: Equatable {
    /// Not an ordinary file (a device, pipe or socket, perhaps through links): write into it.
    case inPlace
    /// Replace this ordinary file, or create it (the path itself when it does not exist).
    case replace(String)
  }

  /// Where `path` leads (`stat` follows links; `realpath` names the file they end at).
  static func outputTarget(_ path: String) -> OutputTarget {
    var info = stat()
    guard stat(path, &info) == 0 else { return .replace(path) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .inPlace }
    guard let resolved = realpath(path, nil) else { return .replace(path) }
    defer { free(resolved) }
    return .replace(String(cString: resolved))
  }

  /// Whether colour may be used on `sink`: `--color always|never` wins, then `NO_COLOR`
  /// (set and not empty), then `CLICOLOR_FORCE`/`FORCE_COLOR`, then a terminal that is not
  /// `TERM=dumb` (no-color.org; bixense.com/clicolors).
  public func usesColor(on sink: TextSink, option: String?) -> Bool {
    switch option {
    case "always": return true
    case "never": return false
    default: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      if let value = environment[name], !value.isEmpty, value != "0" { return true }
    }
    return sink.isTerminal && environment["TERM"] != "dumb"
  }
}
