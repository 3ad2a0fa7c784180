import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// A macOS Interface Builder document lays out with AppKit: its findings name AppKit and the
/// root-frame constraints AppKit makes ('NSView-Encapsulated-Layout-Width'), never UIKit's.
@Suite struct AppKitWordingTests {
  static func errors(_ text: String, name: String) throws -> [Finding] {
    try InputAnalysis.standard.findings(name: name, text: text, kind: .interfaceBuilder).findings
      .filter { $0.severity == .error }
  }

  static func words(_ finding: Finding) -> String {
    ([finding.message] + finding.notes.map(\.message) + finding.fixes.map(\.message))
      .joined(separator: "\n")
  }

  @Test func anAppKitConflictSaysAppKit() throws {
    let found = try Self.errors(
      Fixtures.text("interface-builder/appkit-conflict.xib"), name: "appkit-conflict.xib")
    #expect(found.count == 1)
    let finding = try #require(found.first)
    let text = Self.words(finding)
    #expect(!text.contains("UIKit"), "\(text)")
    #expect(!text.contains("UIView-"), "\(text)")
    #expect(
      text.contains("but AppKit's 'NSView-Encapsulated-Layout-Width' (line 7: the size its"),
      "\(text)")
    #expect(
      finding.fixes.contains {
        $0.message.hasPrefix(
          "Give 'Sheet' (roo-ak-001) 360 pt of width (its container, cell or window sets it):"
            + " AppKit's 'NSView-Encapsulated-Layout-Width' sets it to 300 pt")
      }, "\(finding.fixes.map(\.message))")
  }

  /// The same layout as an iOS document keeps UIKit's words.
  @Test func theSameLayoutInAnIOSDocumentSaysUIKit() throws {
    let text = try Fixtures.text("interface-builder/appkit-conflict.xib")
      .replacingOccurrences(
        of: "com.apple.InterfaceBuilder3.Cocoa.XIB",
        with: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
      )
      .replacingOccurrences(of: "MacOSX.Cocoa", with: "iOS.CocoaTouch")
      .replacingOccurrences(of: "customView", with: "view")
    let finding = try #require(try Self.errors(text, name: "ios.xib").first)
    let words = Self.words(finding)
    #expect(words.contains("UIKit's 'UIView-Encapsulated-Layout-Width' sets it to 300 pt"))
    #expect(!words.contains("AppKit"))
  }

  /// A dump captured on macOS (version 2, `"platform":"macOS"`) is AppKit's too.
  @Test func aDumpCapturedOnMacOSSaysAppKit() throws {
    let json = try Fixtures.text("appkit/sheet.json")
    let found = try InputAnalysis.standard.findings(name: "sheet.json", text: json, kind: .jsonDump)
      .findings.filter { $0.severity == .error }
    let words = try Self.words(#require(found.first))
    #expect(words.contains("AppKit's 'NSView-Encapsulated-Layout-Width'"), "\(words)")
    #expect(!words.contains("UIKit"), "\(words)")
  }

  /// "an AppKit-internal conflict", "a UIKit-internal conflict". Found by a helper.
  @Test func anAppKitInternalConflict() throws {
    let text = try String(
      contentsOfFile: "fixtures/interface-builder/custom-spacing.xib", encoding: .utf8
    ).replacingOccurrences(
      of: "<stackView ", with: "<stackView horizontalStackHuggingPriority=\"1000\" ")
    let findings = try InputAnalysis.standard.findings(
      name: "custom-spacing.xib", text: text, kind: .interfaceBuilder
    ).findings
    let notes = findings.flatMap(\.notes).map(\.message)
    #expect(notes.contains { $0.contains("itself: an AppKit-internal conflict") }, "\(notes)")
  }
}
