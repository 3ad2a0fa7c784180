import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `solve`, `check` and `--scene` on Interface Builder documents, in process.
@Suite struct InterfaceBuilderCommandTests {
  static func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, io.stdout.text, io.stderr.text)
  }

  @Test func solveNamesViewsByObjectID() {
    let run = Self.run(["solve", "fixtures/interface-builder/scene.storyboard", "--format", "json"])
    #expect(run.status == .success)
    #expect(run.stdout.contains("\"id\" : \"wid-aa-006\""))
    let text = Self.run(["solve", "fixtures/interface-builder/card.xib"])
    #expect(text.status == .success)
    #expect(text.stdout.contains("<UILabel: ttl-00-002; frame = {{16, 12}, {40, 21}}>"))
  }

  @Test func sceneChoosesOneRoot() {
    let run = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--scene", "Settings",
    ])
    #expect(run.status == .success)
    #expect(run.stdout.contains("rt1-aa-001"))
    let missing = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--scene", "Nope",
    ])
    #expect(missing.status == .usageOrInputError)
    #expect(missing.stderr.contains("--scene Nope"))
    #expect(missing.stderr.contains("'Settings' (rt1-aa-001)"))
  }

  @Test func traitsChooseTheSizeClassVariations() {
    let regular = Self.run(["solve", "fixtures/interface-builder/scene.storyboard"])
    #expect(regular.stdout.contains("<UIView: wid-aa-006; frame = {{20, 200}, {374, 10}}>"))
    let compact = Self.run([
      "solve", "fixtures/interface-builder/scene.storyboard", "--traits", "compact-compact",
    ])
    #expect(compact.status == .success)
    #expect(compact.stdout.contains("<UIView: wid-aa-006; frame = {{20, 228}, {374, 30}}>"))
    let bad = Self.run(["solve", "fixtures/interface-builder/scene.storyboard", "--traits", "x"])
    #expect(bad.status == .usageOrInputError)
  }

  @Test func checkReadsAFolderOfDocuments() {
    let clean = Self.run([
      "check", "fixtures/interface-builder/card.xib", "fixtures/interface-builder/scene.storyboard",
      "fixtures/interface-builder/window.xib",
    ])
    #expect(clean.status == .success, "\(clean.stdout)\(clean.stderr)")
    let folder = Self.run(["check", "fixtures/interface-builder", "--format", "xcode"])
    #expect(folder.status == .usageOrInputError)
    #expect(folder.stdout.contains("ambiguous.xib:7:17: error:"))
    #expect(folder.stderr.contains("truncated.xib:"))
  }

  @Test func checkLocatesFindingsAtTheElement() {
    let run = Self.run(["check", "fixtures/interface-builder/ambiguous.xib", "--format", "xcode"])
    #expect(run.status == .findings)
    #expect(
      run.stdout.contains(
        "fixtures/interface-builder/ambiguous.xib:7:17: error: The horizontal position of"))
  }

  @Test func badDocumentsExitWithStatus2() {
    let run = Self.run(["solve", "fixtures/interface-builder/truncated.xib"])
    #expect(run.status == .usageOrInputError)
    #expect(
      run.stderr.hasPrefix("fixtures/interface-builder/truncated.xib:8:71: error: XML ends early"))
  }
}
