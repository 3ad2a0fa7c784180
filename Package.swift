// swift-tools-version:6.0
import PackageDescription

/// Standard-library-only modules still need libm on Linux for `rounded()` and friends.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "LayoutDoctor",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .macCatalyst(.v16)],
  products: [
    .executable(name: "layout-doctor", targets: ["layout-doctor"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(
      name: "LayoutDoctorKit",
      targets: [
        "LayoutModel", "LayoutParsing", "LayoutEngine", "LayoutDiagnostics", "LayoutReports",
      ]),
    // For apps: capture a live view hierarchy as a dump, and run the analysis in tests.
    .library(name: "LayoutDoctorDump", targets: ["LayoutDoctorDump"]),
  ],
  targets: [
    // Cassowary-style lexicographic simplex; standard library only.
    .target(name: "ConstraintSolver", exclude: ["INTERNALS.md"], linkerSettings: libm),
    // Auto Layout vocabulary; standard library only.
    .target(name: "LayoutModel", linkerSettings: libm),
    // Text in, model out: layout listings, JSON dumps, console logs.
    .target(name: "LayoutParsing", dependencies: ["LayoutModel"]),
    // Model <-> solver.
    .target(name: "LayoutEngine", dependencies: ["LayoutModel", "ConstraintSolver"]),
    // Conflicts, ambiguity, truncation, "why", as data.
    .target(
      name: "LayoutDiagnostics",
      dependencies: ["LayoutModel", "LayoutParsing", "LayoutEngine", "ConstraintSolver"]),
    // Diagnostics -> bytes: text, JSON, SARIF, JUnit, GitHub, DOT.
    .target(
      name: "LayoutReports",
      dependencies: ["LayoutModel", "LayoutParsing", "LayoutEngine", "LayoutDiagnostics"]),
    // Capture core (a tree through a protocol -> JSON dump version 2), UIKit and AppKit
    // adapters, and the in-process analysis for tests; Foundation only, never Graphviz.
    .target(
      name: "LayoutDoctorDump",
      dependencies: ["LayoutModel", "LayoutParsing", "LayoutDiagnostics"]),
    // Graphviz's C library (Debian libgraphviz-dev, Homebrew graphviz).
    .systemLibrary(
      name: "CGraphviz", pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    // libyaml (Debian libyaml-dev, Homebrew libyaml): `.layout-doctor.yml`.
    .systemLibrary(
      name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    // One YAML document -> nodes with positions; the only importer of CYAML.
    .target(name: "YAMLReading", dependencies: ["CYAML"]),
    // glibc's mallopt (the C library itself, nothing to link); ProcessHeap only.
    .systemLibrary(name: "CMalloc"),
    // How an executable sets up the allocator before its work (Linux); the executables only.
    .target(name: "ProcessHeap", dependencies: ["CMalloc"]),
    // DOT text -> svg/png/pdf in-process; the only importer of CGraphviz.
    .target(name: "GraphvizRendering", dependencies: ["CGraphviz"]),
    // Commands, argument scanning, help, exit codes.
    .target(
      name: "LayoutDoctorCLI",
      dependencies: [
        "LayoutModel", "LayoutParsing", "LayoutDiagnostics", "LayoutReports", "GraphvizRendering",
        "YAMLReading",
      ]),
    .executableTarget(name: "layout-doctor", dependencies: ["LayoutDoctorCLI", "ProcessHeap"]),
    .executableTarget(
      name: "layout-doctor-bench",
      dependencies: [
        "ConstraintSolver", "LayoutModel", "LayoutParsing", "LayoutEngine",
        "LayoutDiagnostics", "LayoutReports", "GraphvizRendering", "LayoutDoctorDump",
        "LayoutDumpFakes", "ProcessHeap",
      ],
      path: "Benchmarks/Sources/layout-doctor-bench"),

    .target(name: "LayoutTestSupport", path: "Tests/LayoutTestSupport"),
    // Fake view trees for the capture core's tests and benchmark.
    .target(
      name: "LayoutDumpFakes", dependencies: ["LayoutDoctorDump", "LayoutModel"],
      path: "Tests/LayoutDumpFakes"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "LayoutTestSupport"]),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
    .testTarget(
      name: "LayoutParsingTests", dependencies: ["LayoutParsing", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: ["LayoutEngine", "LayoutParsing", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutDiagnosticsTests",
      dependencies: ["LayoutDiagnostics", "LayoutParsing", "LayoutEngine", "LayoutTestSupport"]),
    .testTarget(
      name: "LayoutReportsTests",
      dependencies: ["LayoutReports", "LayoutParsing", "LayoutTestSupport", "GraphvizRendering"]),
    .testTarget(
      name: "LayoutDoctorDumpTests",
      dependencies: [
        "LayoutDoctorDump", "LayoutDumpFakes", "LayoutParsing", "LayoutDiagnostics",
        "LayoutTestSupport",
      ]),
    .testTarget(name: "GraphvizRenderingTests", dependencies: ["GraphvizRendering"]),
    .testTarget(name: "YAMLReadingTests", dependencies: ["YAMLReading"]),
    .testTarget(
      name: "LayoutDoctorCLITests", dependencies: ["LayoutDoctorCLI", "LayoutTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["LayoutTestSupport", "ProcessHeap"]),
    // Opens the HTML goldens in headless Chromium through Support/browser_check.py.
    .testTarget(
      name: "BrowserTests", dependencies: ["LayoutReports", "LayoutTestSupport"],
      exclude: ["Support"]),
  ]
)
