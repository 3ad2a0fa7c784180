import Foundation
import LayoutTestSupport
import Testing

/// The package builds on macOS as well as on Linux, where it is developed: every use of an
/// API that exists only on Linux (glibc, `/proc`, the Linux-only Foundation modules) sits in a
/// branch of `#if os(Linux)`, `#if canImport(Glibc)` or the like, and a branch that does more
/// than import has an `#else` that works elsewhere. The places are listed here, so that a new
/// one is a decision; standard-library calls that need a newer macOS or iOS than the package's
/// deployment targets (which Linux never checks) are refused outright.
@Suite struct PortabilityTests {
  /// The folders of Swift and C code that the package, its tests, benchmarks and fuzz
  /// harnesses build from.
  static let folders = ["Sources", "Tests", "Benchmarks/Sources", "fuzz"]

  /// What only Linux has.
  static let linuxOnly = [
    "import Glibc", "import Musl", "import FoundationEssentials", "import FoundationXML",
    "import FoundationNetworking", "import CMalloc", "mallopt(", "M_TRIM_THRESHOLD",
    "M_MMAP_THRESHOLD", "malloc_trim(", "mallinfo", "malloc_usable_size(", "sched_getaffinity(",
    "get_nprocs(", "/proc/", "epoll_", "inotify_", "#include <malloc.h>",
  ]

  /// Standard-library and Foundation calls that need macOS 15 / iOS 18 or later (above the
  /// deployment targets in Package.swift), with the portable way to say it.
  static let newerThanTheDeploymentTargets = [
    "String(validating:": "String(decoding:as:) and a check that the bytes decode to themselves",
    "import Synchronization": "NSLock",
    "Mutex<": "NSLock", "Atomic<": "NSLock", "InlineArray<": "an array", "UInt128": "two UInt64",
    "Int128": "two 64-bit integers", "UTF8Span": "the string's utf8 view",
  ]

  /// The guarded places as `folder/file: API`, each once per file.
  static let guardedPlaces: Set<String> = [
    "Benchmarks/Sources/layout-doctor-bench/Measurement.swift: /proc/",
    "Sources/CMalloc/shim.h: #include <malloc.h>",
    "Sources/LayoutParsing/InterfaceBuilder/InterfaceBuilderXML.swift: import FoundationXML",
    "Sources/ProcessHeap/HeapTuning.swift: import CMalloc",
    "Sources/ProcessHeap/HeapTuning.swift: import Glibc",
    "Sources/ProcessHeap/HeapTuning.swift: mallopt(",
    "Sources/ProcessHeap/HeapTuning.swift: M_TRIM_THRESHOLD",
    "Sources/ProcessHeap/HeapTuning.swift: M_MMAP_THRESHOLD",
    "Sources/layout-doctor/main.swift: import Glibc",
    "Tests/EndToEndTests/GraphExecutableTests.swift: import FoundationXML",
    "Tests/GraphvizRenderingTests/GraphvizRendererTests.swift: import FoundationXML",
    "Tests/LayoutDoctorCLITests/GraphCommandTests.swift: import FoundationXML",
    "Tests/LayoutReportsTests/DotWriterHostileTests.swift: import FoundationXML",
    "Tests/LayoutReportsTests/DotWriterTests.swift: import FoundationXML",
    "Tests/LayoutReportsTests/JUnitReporterTests.swift: import FoundationXML",
    "fuzz/Support/FuzzCheck.swift: import FoundationXML",
  ]

  /// A conditional-compilation branch: whether its condition names Linux, and whether it
  /// holds more than imports.
  struct Branch {
    var linux: Bool
    var line: Int
    var code = false
  }

  /// One file's findings.
  struct Scan {
    var guarded: [String] = []
    var unguarded: [String] = []
    var withoutFallback: [String] = []
  }

  /// Whether a `#if`/`#elseif` condition selects Linux.
  static func namesLinux(_ condition: Substring) -> Bool {
    [
      "os(Linux)", "canImport(Glibc)", "canImport(Musl)", "canImport(FoundationXML)",
      "canImport(FoundationNetworking)", "canImport(FoundationEssentials)", "__linux__",
    ]
    .contains { condition.contains($0) } && !condition.contains("!")
  }

  /// Scans one file's text (`#if` for Swift, `#if`/`#ifdef` for C).
  static func scan(_ text: String, path: String) -> Scan {
    var scan = Scan()
    // The open `#if` blocks, each with its branches so far.
    var blocks: [[Branch]] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = line.drop { $0 == " " }
      let number = index + 1
      if code.hasPrefix("#if") {
        blocks.append([Branch(linux: namesLinux(code), line: number)])
        continue
      }
      if code.hasPrefix("#elseif") || code.hasPrefix("#elif") || code.hasPrefix("#else") {
        let linux = !code.hasPrefix("#else ") && code != "#else" && namesLinux(code)
        if !blocks.isEmpty { blocks[blocks.count - 1].append(Branch(linux: linux, line: number)) }
        continue
      }
      if code.hasPrefix("#endif") {
        if let branches = blocks.popLast(), let first = branches.first, first.linux, first.code,
          branches.count == 1
        {
          scan.withoutFallback.append("\(path):\(first.line)")
        }
        continue
      }
      if code.hasPrefix("//") || code.hasPrefix("///") || code.isEmpty { continue }
      if !blocks.isEmpty, !code.hasPrefix("import "), !code.hasPrefix("#include") {
        blocks[blocks.count - 1][blocks[blocks.count - 1].count - 1].code = true
      }
      let inLinuxBranch = blocks.contains { $0.last?.linux == true }
      for api in linuxOnly where code.contains(api) {
        let place = "\(path): \(api)"
        if inLinuxBranch {
          if !scan.guarded.contains(place) { scan.guarded.append(place) }
        } else {
          scan.unguarded.append("\(path):\(number): \(api)")
        }
      }
    }
    return scan
  }

  /// Every Swift, C and header file under the folders, as paths relative to the package.
  static func files() -> [String] {
    var files: [String] = []
    for folder in folders {
      let root = Fixtures.packageRoot.appendingPathComponent(folder).path
      let walker = FileManager.default.enumerator(atPath: root)
      while let path = walker?.nextObject() as? String {
        guard [".swift", ".h", ".c"].contains(where: { path.hasSuffix($0) }) else { continue }
        // This file names the APIs it looks for.
        if path.hasSuffix("PortabilityTests.swift") { continue }
        files.append(folder + "/" + path)
      }
    }
    return files.sorted()
  }

  @Test func linuxOnlyCodeIsGuardedWhereListed() throws {
    let files = Self.files()
    #expect(files.count > 300, "found only \(files.count) source files")
    var guarded: Set<String> = []
    var unguarded: [String] = []
    var withoutFallback: [String] = []
    for path in files {
      let text = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let scan = Self.scan(text, path: path)
      guarded.formUnion(scan.guarded)
      unguarded += scan.unguarded
      withoutFallback += scan.withoutFallback
    }
    #expect(
      unguarded.isEmpty,
      "Linux-only code outside a Linux branch:\n\(unguarded.joined(separator: "\n"))")
    #expect(
      withoutFallback.isEmpty,
      "Linux branches that do more than import, with no #else:\n\(withoutFallback.joined(separator: "\n"))"
    )
    #expect(
      guarded == Self.guardedPlaces,
      """
      guarded places changed; new: \(guarded.subtracting(Self.guardedPlaces).sorted()), \
      gone: \(Self.guardedPlaces.subtracting(guarded).sorted())
      """)
  }

  @Test func nothingNeedsANewerSystemThanTheDeploymentTargets() throws {
    let package = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(package.contains(".macOS(.v13), .iOS(.v16)"), "the deployment targets changed")
    var found: [String] = []
    for path in Self.files() where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.drop(while: { $0 == " " }).hasPrefix("//") {
        for (api, instead) in Self.newerThanTheDeploymentTargets where line.contains(api) {
          found.append("\(path):\(index + 1): \(api) (use \(instead))")
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The scanner itself: a Linux branch guards, its `#else` does not, and a Linux branch that
  /// does work needs a fallback.
  @Test func theScannerTellsGuardedFromUnguarded() {
    let text = """
      #if canImport(Glibc)
        import Glibc
      #endif
      #if os(Linux)
        let x = mallopt(1, 2)
      #else
        let y = mallinfo()
      #endif
      #if os(Linux)
        _ = malloc_trim(0)
      #endif
      let z = "/proc/self/status"
      """
    let scan = Self.scan(text, path: "A.swift")
    #expect(
      scan.guarded == ["A.swift: import Glibc", "A.swift: mallopt(", "A.swift: malloc_trim("])
    #expect(scan.unguarded == ["A.swift:7: mallinfo", "A.swift:12: /proc/"])
    #expect(scan.withoutFallback == ["A.swift:9"])
  }
}
