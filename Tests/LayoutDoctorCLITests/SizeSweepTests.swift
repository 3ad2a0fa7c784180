import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `--size WxH` (repeatable) and `--sizes W1xH1,...` on `solve`, `ambiguity`, `explain` and
/// `check`.
@Suite struct SizeSweepTests {
  static func run(_ arguments: [String]) -> CheckCommandTests.Run {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return CheckCommandTests.Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  @Test func rootSizeReadsWxH() {
    #expect(RootSize("320x568") == RootSize(width: 320, height: 568))
    #expect(RootSize("375.5x0") == RootSize(width: 375.5, height: 0))
    #expect(RootSize("320x568").map(String.init(describing:)) == "320x568")
    for bad in ["320", "320x", "x568", "320x568x1", "-1x2", "1e10x2", "nanx2", "a x b"] {
      #expect(RootSize(bad) == nil, "\(bad)")
    }
  }

  /// A root 0 pt long on an axis: the search for the root size at which a truncated view fits
  /// doubled 0 for ever (`check --size 0x200` never finished). Found by a helper.
  @Test func aZeroLengthRootFinishes() throws {
    let listing = """
      view root class=UIView frame=0,0,375,200
      view a class=UILabel in=root intrinsic=100x20
      a.leading == root.leading + 20
      a.trailing == root.trailing - 20
      a.top == root.top

      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "zero-root-\(UUID().uuidString).layout")
    try listing.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = Self.run(["check", url.path, "--size", "0x200"])
    #expect(result.status == .findings, "\(result.stderr)")
    #expect(
      result.stdout.contains("It fits once the root view is at least 140 pt wide."),
      "\(result.stdout)")
  }

  @Test func solvePrintsEachSizeOfTheIssuesExample() {
    let result = Self.run([
      "solve", "fixtures/layout-dumps/wrap-label.layout", "--size", "375x200", "--sizes",
      "300x200,375x200",
    ])
    #expect(result.status == .success)
    #expect(
      result.stdout == """
        fixtures/layout-dumps/wrap-label.layout: root size 375x200

        <UIView: root; frame = {{0, 0}, {375, 200}}>
           | <UILabel: label; frame = {{105, 20}, {250, 41}}>

        Height for width, settled in 2 passes:
           label: intrinsic size 250x41 for a width of 250 (pass 2)

        fixtures/layout-dumps/wrap-label.layout: root size 300x200

        <UIView: root; frame = {{0, 0}, {300, 200}}>
           | <UILabel: label; frame = {{105, 20}, {175, 61.5}}>

        Height for width, settled in 2 passes:
           label: intrinsic size 175x61.5 for a width of 175 (pass 2)


        """)
  }

  @Test func solveJSONHasOneReportPerSize() throws {
    let result = Self.run([
      "solve", "fixtures/layout-dumps/wrap-label.json", "--sizes", "375x200,300x200", "--format",
      "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let reports = try #require(object["reports"] as? [[String: Any]])
    #expect(reports.map { $0["size"] as? String } == ["375x200", "300x200"])
    let frames = reports.map { report -> [String: Double]? in
      let views = (report["result"] as? [String: Any])?["views"] as? [[String: Any]]
      return views?.last?["frame"] as? [String: Double]
    }
    #expect(
      frames == [
        ["x": 105, "y": 20, "width": 250, "height": 41],
        ["x": 105, "y": 20, "width": 175, "height": 61.5],
      ])
  }

  @Test func checkListsTheSizesWhereAFindingOccurs() throws {
    let arguments = [
      "check", "fixtures/check/truncated-detail.layout", "--size", "320x100", "--size",
      "400x100", "--sizes", "250x100,320x100",
    ]
    let text = Self.run(arguments)
    #expect(text.status == .success)
    #expect(
      text.stdout.contains("note     It occurs at root sizes 320x100, 250x100 of the 3 checked.\n"))
    #expect(text.stdout.hasSuffix("1 warning in 1 file.\n"))
    let json = Self.run(arguments + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["truncation"])
    #expect(findings.first?["sizes"] as? [String] == ["320x100", "250x100"])
    // Where it occurs, exactly: below a 390-pt wide root at the first size's height; at
    // every root height.
    #expect(
      text.stdout.contains(
        "note     It occurs below a 390-pt wide root view (root height 100 pt).\n"))
    let thresholds = try #require(findings.first?["thresholds"] as? [[String: Any]])
    #expect(thresholds.map { $0["axis"] as? String } == ["horizontal", "vertical"])
    #expect(thresholds.map { $0["fixedSize"] as? Double } == [100, 320])
    let intervals = thresholds.map { ($0["occursFor"] as? [[String: Any]]) ?? [] }
    #expect(
      intervals.map { $0.map { [$0["lower"] as? Double, $0["upper"] as? Double] } } == [
        [[0, 390]], [[0, 10_000]],
      ])
    // Not at 390 pt itself, where the row fits exactly.
    #expect(intervals.first?.first?["includesUpper"] as? Bool == false)
    #expect(thresholds.map { $0["checkedFrom"] as? Double } == [0, 0])
    #expect(thresholds.map { $0["checkedUpTo"] as? Double } == [10_000, 10_000])
    for format in ["sarif", "junit", "xcode", "github"] {
      let other = Self.run(arguments + ["--format", format])
      #expect(other.stdout.contains("320x100, 250x100"), "\(format)")
    }
  }

  @Test func aFindingAtEverySizeHasNoNote() throws {
    let result = Self.run([
      "check", "fixtures/layout-dumps/wrap-feedback-loop.layout", "--sizes", "375x200,320x200",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["sizes"] as? [String] } == [["375x200", "320x200"]])
    #expect(!result.stdout.contains("It occurs at"))
  }

  @Test func explainExplainsAListingAtEachSize() {
    let result = Self.run([
      "explain", "fixtures/layout-dumps/conflicting-widths.layout", "--sizes", "375x812,200x812",
    ])
    #expect(result.status == .success)
    let headers = result.stdout.split(separator: "\n").filter { $0.contains(": root size ") }
    #expect(
      headers == [
        "fixtures/layout-dumps/conflicting-widths.layout: root size 375x812",
        "fixtures/layout-dumps/conflicting-widths.layout: root size 200x812",
      ])
  }

  /// A layout laid out at a catalogue device is headed with the device's name, as its
  /// findings name it. Before, only the size: "root size 375x667".
  @Test func aDeviceSweepNamesTheDevice() {
    let file = "fixtures/interface-builder/device-insets.storyboard"
    for command in ["solve", "explain"] {
      let result = Self.run([command, file, "--device", "iphone-se,iphone-16"])
      let headers = result.stdout.split(separator: "\n").filter { $0.contains(": root size ") }
      #expect(
        headers == [
          "\(file): root size iphone-se (375x667)", "\(file): root size iphone-16 (393x852)",
        ], "\(command)")
    }
  }

  @Test func ambiguityTakesSizesToo() {
    let result = Self.run([
      "ambiguity", "fixtures/layout-dumps/ambiguity-equal-hugging.layout", "--sizes",
      "320x568,414x896",
    ])
    #expect(result.status == .success || result.status == .findings)
    #expect(result.stdout.contains(": root size 320x568\n"))
    #expect(result.stdout.contains(": root size 414x896\n"))
  }

  @Test func badSizesAreUsageErrors() {
    let bad = Self.run(["solve", "fixtures/layout-dumps/wrap-label.layout", "--size", "37x"])
    #expect(bad.status == .usageOrInputError)
    #expect(
      bad.stderr.hasPrefix(
        "error: '37x' is not a size WxH in points (e.g. 320x568), each in 0...1000000000\n"))
    let both = Self.run([
      "solve", "fixtures/layout-dumps/wrap-label.layout", "--size", "37x20", "--width", "3",
    ])
    #expect(both.status == .usageOrInputError)
    #expect(
      both.stderr.hasPrefix(
        "error: --size, --sizes and --device cannot be combined with --width or --height\n"))
    let check = Self.run(["check", "fixtures/check/clean.layout", "--sizes", "1x2,,3x4"])
    #expect(check.status == .usageOrInputError)
    #expect(check.stderr.hasPrefix("error: '' is not a size WxH"))
  }

  /// `--device`: each device's portrait screen and safe area; the card fits the iPhone 16 Pro
  /// Max's safe area (860 pt) and not the iPhone 16's (759 pt).
  @Test func checkAtDevicesAppliesTheirSafeArea() throws {
    let arguments = [
      "check", "fixtures/devices/safe-area-card.layout", "--device",
      "iphone-16,iphone-16-pro-max", "--format", "json",
    ]
    let result = Self.run(arguments)
    #expect(result.status == .findings)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["unsatisfiable-constraints"])
    #expect(findings.first?["sizes"] as? [String] == ["iphone-16 (393x852)"])
    let bare = Self.run(["check", "fixtures/devices/safe-area-card.layout", "--size", "393x852"])
    #expect(bare.status == .success)
  }

  @Test func solveAtADeviceGivesTheRootItsInsets() {
    let result = Self.run([
      "solve", "fixtures/devices/safe-area-card.layout", "--device", "iphone-16-pro-max",
    ])
    #expect(result.status == .success)
    #expect(result.stdout.contains("<UIView: card; frame = {{0, 62}, {440, 780}}>"))
  }

  @Test func anUnknownDeviceIsAUsageErrorNamingTheDevices() {
    let result = Self.run(["check", "fixtures/check/clean.layout", "--device", "iphone-99"])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr.hasPrefix(
        "error: unknown device 'iphone-99' (known: iphone-se-1, iphone-se, iphone-8-plus,"))
    #expect(result.stderr.contains("iphone-16, iphone-16-plus, "))
    #expect(result.stderr.contains(", ipad-pro-13)\n"))
    for command in ["solve", "ambiguity", "explain"] {
      let other = Self.run([command, "fixtures/check/clean.layout", "--device", "nope"])
      #expect(other.status == .usageOrInputError, "\(command)")
    }
  }
}
