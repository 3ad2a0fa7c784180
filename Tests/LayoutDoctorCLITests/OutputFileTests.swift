import Foundation
import Testing

@testable import LayoutDoctorCLI

/// `-o` and `--write-baseline` replace ordinary files atomically, but never turn a symbolic
/// link, a device or a named pipe into an ordinary file.
@Suite struct OutputFileTests {
  private func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-file-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The file type bits of `path` itself (`lstat`: a link is not followed).
  private func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/report.txt"
    let link = folder + "/latest.txt"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try CommandIO().writeAtomically(Array("new".utf8), to: link)
    #expect(fileType(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
  }

  @Test func aNamedPipeIsWrittenInPlace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pipe = folder + "/pipe"
    #expect(mkfifo(pipe, 0o600) == 0)
    // Held open for reading and writing, the pipe accepts the bytes without a reader thread.
    let descriptor = open(pipe, O_RDWR | O_NONBLOCK)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    try CommandIO().writeAtomically(Array("report".utf8), to: pipe)
    #expect(fileType(pipe) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &buffer, buffer.count)
    #expect(count == 6)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "report")
  }

  @Test func anOrdinaryFileIsReplaced() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/report.txt"
    try Data("a much longer old report".utf8).write(to: URL(fileURLWithPath: path))
    try CommandIO().writeAtomically(Array("new".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(fileType(path) == S_IFREG)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
  }
}
