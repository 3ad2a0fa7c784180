import Foundation
import LayoutTestSupport
import Testing

/// Runs `Support/browser_check.py` once over every HTML golden and keeps what it found.
enum Browser {
  /// What the browser saw on one page.
  struct Result: Decodable {
    var console: [String]
    var exceptions: [String]
    var requests: [String]
    var failedRequests: [String]
    var counts: [String: Int]
    var pwned: String { rawCounts["pwned"] ?? "" }
    var differingPixels: Int?
    var pixels: Int
    private var rawCounts: [String: String]

    enum Keys: String, CodingKey {
      case console, exceptions, requests, failedRequests, counts, differingPixels, pixels
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      console = try container.decode([String].self, forKey: .console)
      exceptions = try container.decode([String].self, forKey: .exceptions)
      requests = try container.decode([String].self, forKey: .requests)
      failedRequests = try container.decode([String].self, forKey: .failedRequests)
      differingPixels = try container.decodeIfPresent(Int.self, forKey: .differingPixels)
      pixels = try container.decodeIfPresent(Int.self, forKey: .pixels) ?? 0
      let raw = try container.decode([String: CountValue].self, forKey: .counts)
      counts = raw.compactMapValues(\.number)
      rawCounts = raw.compactMapValues(\.text)
    }

    /// A probe's value: a number, or text (`pwned`).
    struct CountValue: Decodable {
      var number: Int?
      var text: String?
      init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        number = try? value.decode(Int.self)
        text = try? value.decode(String.self)
      }
    }
  }

  /// The Chromium binary, if one is installed.
  static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Whether the tests run: Chromium is installed, or it is required (then they fail).
  static var isUsable: Bool {
    chromium != nil || ProcessInfo.processInfo.environment["LAYOUT_DOCTOR_REQUIRE_BROWSER"] == "1"
  }

  /// Why the tests are skipped.
  static let skipReason = Comment(
    rawValue: "Chromium is not installed (Debian package chromium; make setup installs it):"
      + " the browser tests are skipped")

  static let folder = Fixtures.url("expected/html")
  static let script = Fixtures.packageRoot.appendingPathComponent(
    "Tests/BrowserTests/Support/browser_check.py")

  /// Every golden's result, from one browser run.
  static let results: Swift.Result<[String: Result], any Error> = Swift.Result {
    guard chromium != nil else { throw MissingFileError(path: "chromium", hint: "make setup") }
    let names = Fixtures.files(in: "expected/html", extensions: ["html"])
    let arguments = names.map { name -> String in
      let page = folder.appendingPathComponent(name).path
      let stem = String(name.dropLast(".html".count))
      guard let selector = BrowserTests.screenshots[stem] else { return page }
      return page + "=" + folder.appendingPathComponent(stem + ".png").path
        + (selector.isEmpty ? "" : "@" + selector)
    }
    let output = try python(file: script.path, arguments: arguments)
    let decoded = try JSONDecoder().decode([String: Result].self, from: Data(output.utf8))
    return Dictionary(
      uniqueKeysWithValues: decoded.map {
        (URL(fileURLWithPath: $0.key).deletingPathExtension().lastPathComponent, $0.value)
      })
  }

  /// The result for the golden `name`.
  static func result(_ name: String) throws -> Result {
    guard let result = try results.get()[name] else {
      throw MissingFileError(path: "fixtures/expected/html/\(name).html")
    }
    return result
  }

  /// Runs Python on `code` (or `file` with `arguments`), with `input` on standard input.
  static func python(
    _ code: String? = nil, file: String? = nil, arguments: [String] = [], input: String = ""
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + (code.map { ["-c", $0] } ?? [file ?? ""]) + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
