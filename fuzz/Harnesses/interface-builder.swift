import LayoutModel
import LayoutParsing

/// Interface Builder documents (`.xib`, `.storyboard`): every root's document with finite
/// numbers, ids unique per root, every location inside the text and naming the file, and on
/// another screen the same views with finite, non-negative safe-area insets; the same answer
/// when read twice; or a one-line error naming the file. Entity declarations are refused
/// before parsing, so no input expands or reads anything.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzCheck.bytes(data, size)
  var lines = 1
  for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
  func requireInside(_ location: SourceLocation?, _ what: String) {
    guard let location else { return }
    FuzzCheck.require(location.file == ReaderChecks.file, "\(what) names \(location.file)")
    if let line = location.line {
      FuzzCheck.require((1...lines).contains(line), "\(what) at line \(line) of \(lines)")
    }
    if let column = location.column {
      FuzzCheck.require(column >= 0, "\(what) at column \(column)")
    }
  }
  let first: InterfaceBuilderDocument
  do {
    first = try InterfaceBuilderReader.read(bytes, file: ReaderChecks.file)
  } catch {
    ReaderChecks.requireOneLine(error.description)
    return 0
  }
  for note in first.notes {
    FuzzCheck.require(!note.contains("\n"), "note spans lines: \(note)")
  }
  for root in first.roots {
    requireInside(root.location, "root \(root.id)")
    ReaderChecks.requireFinite(root.document)
    var ids = Set<String>()
    for view in root.document.hierarchy.views {
      FuzzCheck.require(ids.insert(view.id).inserted, "view id \(view.id) twice in \(root.id)")
      requireInside(view.location, "view \(view.id)")
    }
    for constraint in root.document.constraints {
      requireInside(constraint.location, "constraint \(constraint)")
    }
    // On another screen: the same views, every inset finite and no safe-area inset negative.
    let moved = root.document(
      screenSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), rootWidth: 393)
    FuzzCheck.require(
      moved.hierarchy.views.map(\.id) == root.document.hierarchy.views.map(\.id),
      "another screen gave other views")
    ReaderChecks.requireFinite(moved)
    for view in moved.hierarchy.views {
      let safe = view.safeAreaInsets
      let margins = view.layoutMargins
      for value in [
        safe.top, safe.left, safe.bottom, safe.right, margins.top, margins.left, margins.bottom,
        margins.right,
      ] {
        FuzzCheck.requireFinite(value, "inset of \(view.id) on another screen")
      }
      FuzzCheck.require(
        [safe.top, safe.left, safe.bottom, safe.right].allSatisfy { $0 >= 0 },
        "view \(view.id) has a negative safe-area inset \(safe) on another screen")
    }
  }
  do {
    let second = try InterfaceBuilderReader.read(bytes, file: ReaderChecks.file)
    FuzzCheck.require(
      second.roots.map(\.id) == first.roots.map(\.id)
        && second.roots.map(\.document.constraints.count)
          == first.roots.map(\.document.constraints.count),
      "a second read gave other roots")
  } catch {
    FuzzCheck.require(false, "a second read failed: \(error.description)")
  }
  return 0
}
