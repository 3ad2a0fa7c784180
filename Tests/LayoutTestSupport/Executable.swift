import Foundation

/// Runs the built `layout-doctor` executable, for end-to-end tests.
public enum Executable {
  /// The result of one run.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The built binary: `$LAYOUT_DOCTOR_BIN`, else `layout-doctor` beside the test bundle
  /// (SwiftPM puts both in the same build folder).
  public static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["LAYOUT_DOCTOR_BIN"] {
      return URL(fileURLWithPath: path)
    }
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("layout-doctor")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      url = url.deletingLastPathComponent()
    }
    let debug = Fixtures.packageRoot.appendingPathComponent(".build/debug/layout-doctor")
    return debug
  }

  /// Runs the binary with `arguments` in `directory` (default: the package root), feeding
  /// `stdin`.
  public static func run(
    _ arguments: [String], stdin: String = "", directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    var environment = environment
    if environment["NO_COLOR"] == nil { environment["NO_COLOR"] = "1" }
    return try run(
      binary, arguments, stdin: stdin, directory: directory, environment: environment)
  }

  /// Runs `executable` with `arguments` in `directory` (default: the package root), feeding
  /// `stdin`, with `environment` added to this process's.
  public static func run(
    _ executable: URL, _ arguments: [String], stdin: String = "", directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? Fixtures.packageRoot
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
    // Read both pipes concurrently so a large output cannot block the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
