import Foundation
import LayoutTestSupport
import Testing

/// `make install` puts the tool, both manual pages and the three completion scripts in the
/// conventional places under DESTDIR and PREFIX, and `make uninstall` removes exactly those.
/// The install uses the binary these tests run (`LAYOUT_DOCTOR=`), so no release build is
/// needed.
@Suite struct InstallTests {
  /// The files an install writes, relative to the prefix.
  static let installed = [
    "bin/layout-doctor",
    "share/man/man1/layout-doctor.1",
    "share/man/man5/layout-dump.5",
    "share/man/man5/layout-doctor.yml.5",
    "share/bash-completion/completions/layout-doctor",
    "share/zsh/site-functions/_layout-doctor",
    "share/fish/vendor_completions.d/layout-doctor.fish",
  ]

  /// Runs `make TARGET ARGUMENTS...` in the package root, outside any make that runs the
  /// tests (its flags would otherwise reach this one).
  static func make(_ target: String, _ arguments: [String]) throws -> Executable.Result {
    try Executable.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["make", "-s", target] + arguments,
      environment: ["MAKEFLAGS": "", "MFLAGS": "", "MAKELEVEL": ""])
  }

  /// Every regular file under `folder`, as paths relative to it, sorted.
  static func files(under folder: URL) -> [String] {
    let root = folder.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let full = root + "/" + path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        files.append(path)
      }
    }
    return files.sorted()
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Staged into DESTDIR with the usual PREFIX, and straight into a PREFIX of its own.
  @Test(arguments: [true, false])
  func installAndUninstall(staged: Bool) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let prefix = staged ? "/usr/local" : folder.appendingPathComponent("prefix").path
    let arguments =
      ["PREFIX=\(prefix)", "LAYOUT_DOCTOR=\(Executable.binary.path)"]
      + (staged ? ["DESTDIR=\(folder.path)"] : [])
    let root = staged ? folder.appendingPathComponent("usr/local") : URL(fileURLWithPath: prefix)

    let install = try Self.make("install", arguments)
    #expect(install.status == 0, "make install: \(install.stderr)")
    let expected = Self.installed.map { (staged ? "usr/local/" : "prefix/") + $0 }.sorted()
    #expect(Self.files(under: folder) == expected)

    // The binary is the one built, executable, and runs.
    let binary = root.appendingPathComponent("bin/layout-doctor")
    #expect(try Data(contentsOf: binary) == Data(contentsOf: Executable.binary))
    #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    let version = try Executable.run(binary, ["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("layout-doctor "))
    // The pages are the repository's, the completions what the tool prints for each shell.
    for page in ["man1/layout-doctor.1", "man5/layout-dump.5", "man5/layout-doctor.yml.5"] {
      let source = Fixtures.packageRoot.appendingPathComponent(
        "man/" + page.split(separator: "/")[1])
      #expect(
        try Data(contentsOf: root.appendingPathComponent("share/man/" + page))
          == Data(contentsOf: source), "\(page)")
    }
    let completions = [
      ("bash", "share/bash-completion/completions/layout-doctor"),
      ("zsh", "share/zsh/site-functions/_layout-doctor"),
      ("fish", "share/fish/vendor_completions.d/layout-doctor.fish"),
    ]
    for (shell, path) in completions {
      let script = try Executable.run(["completion", shell])
      #expect(script.status == 0)
      #expect(!script.stdout.isEmpty)
      let installed = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(installed == script.stdout, "\(shell) completion")
    }

    // Uninstall removes those files and nothing else.
    let other = root.appendingPathComponent("bin/other-tool")
    try Data("#!/bin/sh\n".utf8).write(to: other)
    let uninstall = try Self.make("uninstall", arguments)
    #expect(uninstall.status == 0, "make uninstall: \(uninstall.stderr)")
    #expect(Self.files(under: folder) == [(staged ? "usr/local/" : "prefix/") + "bin/other-tool"])
  }
}
