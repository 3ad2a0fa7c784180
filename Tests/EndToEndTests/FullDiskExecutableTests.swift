import Foundation
import LayoutTestSupport
import Testing

/// Standard output on a full disk (`> /dev/full`, Linux's device that refuses every write):
/// every command ends with one line on standard error and exit status 2, never a trap.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/dev/full"),
    "no /dev/full on this system (a device whose every write fails with ENOSPC)"))
struct FullDiskExecutableTests {
  static let log = "fixtures/console-logs/021.log"

  @Test(arguments: [
    ["explain", log], ["check", log], ["solve", log], ["ambiguity", log], ["graph", log],
    ["why", log, "UIView:0x7fcdaff031e0.height"], ["explain", log, "--format", "html"],
    ["check", log, "--format", "sarif"], ["--help"],
  ])
  func standardOutputOnAFullDisk(arguments: [String]) throws {
    let process = Process()
    process.executableURL = Executable.binary
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = full
    process.standardError = error
    try process.run()
    let stderr = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "\(arguments): \(stderr)")
    #expect(process.terminationStatus == 2, "\(arguments): \(stderr)")
    #expect(
      stderr.hasSuffix("error: standard output cannot be written (No space left on device)\n"),
      "\(arguments): \(stderr)")
  }
}
