import Testing

@testable import LayoutDiagnostics

/// A baseline names inputs relative to its own folder, whatever directory `check` ran from.
@Suite struct BaselinePathsTests {
  /// The repository at `/work/repo`, the baseline at its root, a log in `Logs/`.
  static let fromRoot = BaselinePaths(
    baselineFile: ".layout-doctor-baseline.json", currentDirectory: "/work/repo")
  static let fromLogs = BaselinePaths(
    baselineFile: "../.layout-doctor-baseline.json", currentDirectory: "/work/repo/Logs/")
  static let fromElsewhere = BaselinePaths(
    baselineFile: "/work/repo/.layout-doctor-baseline.json", currentDirectory: "/tmp")

  @Test func oneFileHasOneNameFromEveryDirectory() {
    #expect(Self.fromRoot.folder == "/work/repo")
    #expect(Self.fromLogs.folder == "/work/repo")
    #expect(Self.fromRoot.path(of: "Logs/run.log") == "Logs/run.log")
    #expect(Self.fromRoot.path(of: "./Logs//run.log") == "Logs/run.log")
    #expect(Self.fromLogs.path(of: "run.log") == "Logs/run.log")
    #expect(Self.fromElsewhere.path(of: "/work/repo/Logs/run.log") == "Logs/run.log")
    #expect(Self.fromElsewhere.path(of: "../work/repo/Logs/a/../run.log") == "Logs/run.log")
  }

  @Test func aFileOutsideTheFolderIsNamedByItsFileName() {
    #expect(Self.fromRoot.path(of: "/home/ci/DerivedData/x/run.log") == "run.log")
    #expect(Self.fromLogs.path(of: "../../other/run.log") == "run.log")
    // A folder whose name starts with the baseline folder's is not inside it.
    #expect(Self.fromRoot.path(of: "/work/repository/Logs/run.log") == "run.log")
    #expect(Self.fromRoot.path(of: "<stdin>") == "<stdin>")
  }

  @Test func linksAreResolvedOnBothSides() {
    // `/var` a link to `/private/var`, as on macOS.
    let resolve: @Sendable (String) -> String = { path in
      path.hasPrefix("/var/") ? "/private" + path : path
    }
    let paths = BaselinePaths(
      baselineFile: "/var/ci/repo/b.json", currentDirectory: "/private/var/ci/repo/Logs",
      resolve: resolve)
    #expect(paths.folder == "/private/var/ci/repo")
    #expect(paths.path(of: "run.log") == "Logs/run.log")
    #expect(paths.path(of: "/var/ci/repo/Logs/run.log") == "Logs/run.log")
  }

  @Test func aBaselineOnStandardInputIsInTheWorkingDirectory() {
    let paths = BaselinePaths(baselineFile: "-", currentDirectory: "/work/repo")
    #expect(paths.folder == "/work/repo")
    #expect(paths.path(of: "Logs/run.log") == "Logs/run.log")
  }

  @Test func aBaselineWrittenFromOneDirectoryHidesTheFindingsFromAnother() throws {
    let written = Baseline(
      findings: [finding(file: "Logs/run.log", anchor: "a"), finding(file: "b.log", anchor: "b")],
      paths: Self.fromRoot)
    #expect(written.version == 2)
    #expect(written.entries.map(\.file) == ["Logs/run.log", "b.log"])
    let decoded = try Baseline(decoding: written.encoded(), file: "b.json")
    let outcome = decoded.apply(
      to: [
        finding(file: "run.log", line: 40, anchor: "a"), finding(file: "../b.log", anchor: "b"),
      ],
      paths: Self.fromLogs)
    #expect(outcome.reported.isEmpty)
    #expect(outcome.suppressed.count == 2)
    #expect(outcome.stale.isEmpty)
    // From elsewhere, an absolute path; another file of the same name is another finding.
    let elsewhere = decoded.apply(
      to: [
        finding(file: "/work/repo/Logs/run.log", anchor: "a"),
        finding(file: "/work/repo/Other/b.log", anchor: "b"),
      ], paths: Self.fromElsewhere)
    #expect(elsewhere.suppressed.map(\.location.file) == ["/work/repo/Logs/run.log"])
    #expect(elsewhere.reported.map(\.location.file) == ["/work/repo/Other/b.log"])
    #expect(elsewhere.stale.map(\.file) == ["b.log"])
  }

  @Test func aVersionOneBaselineIsStillRead() throws {
    // Written by an earlier release from `/work/repo/Logs`: paths relative to that directory.
    let legacy = Baseline(
      entries: Baseline(findings: [finding(file: "run.log", anchor: "a")]).entries, version: 1)
    let bytes = legacy.encoded()
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\" : 1"))
    let decoded = try Baseline(decoding: bytes, file: "b.json")
    #expect(decoded.version == 1)
    // Run again from where it was written: matched by the old recipe.
    let again = decoded.apply(to: [finding(file: "run.log", anchor: "a")], paths: Self.fromLogs)
    #expect(again.suppressed.count == 1 && again.stale.isEmpty)
    // Written from the baseline's own folder (the usual case), it serves every directory.
    let atRoot = try Baseline(
      decoding: Baseline(
        entries: Baseline(findings: [finding(file: "Logs/run.log", anchor: "a")]).entries,
        version: 1
      ).encoded(), file: "b.json")
    let fromLogs = atRoot.apply(to: [finding(file: "run.log", anchor: "a")], paths: Self.fromLogs)
    #expect(fromLogs.suppressed.count == 1 && fromLogs.stale.isEmpty)
    // One finding uses up one count, whichever recipe matched it.
    let twice = atRoot.apply(
      to: [finding(file: "run.log", anchor: "a"), finding(file: "run.log", line: 9, anchor: "a")],
      paths: Self.fromLogs)
    #expect(twice.suppressed.count == 1 && twice.reported.count == 1)
  }
}
