import LayoutEngine
import LayoutModel
import LayoutParsing

/// Issue 14's goals, on generated listings (no workload file):
///
/// - `fixed-point`: 10,000 views in a vertical chain, every tenth a wrapping label
///   (`wrap=700x20`, 1,000 labels), built and solved to the height-for-width fixed point,
///   against one build and solve of the same listing with the labels' one-line size as a plain
///   intrinsic size. Goal: ratio <= 3.
/// - `sweep`: a 1,000-view chain (100 wrapping labels) built once and laid out at 10 root
///   widths with `LayoutEngine.setRootSize` (incremental), against one build and solve. Goal:
///   ratio <= 2.
///
/// Prints one JSON line per run with both times in seconds and their ratio.
struct WrappingBenchmark {
  var views: Int
  var sizes: Int

  /// A chain of `count` views under a 375-wide root, every tenth a wrapping label
  /// (`wrapping`) or a label with the one-line size as its intrinsic size.
  static func listing(_ count: Int, wrapping: Bool) -> String {
    var text = "view root frame=0,0,375,\(count * 60)\n"
    var previous = "root"
    for index in 1..<count {
      let id = "v\(index)"
      let content =
        index % 10 == 0
        ? (wrapping ? "class=UILabel wrap=700x20" : "class=UILabel intrinsic=700x20")
        : "intrinsic=-x44"
      text += "view \(id) in=root \(content)\n"
      text += "\(id).leading == root.leading + 16\n"
      text += "\(id).trailing == root.trailing - 16\n"
      text +=
        previous == "root"
        ? "\(id).top == root.top + 8\n" : "\(id).top == \(previous).bottom + 8\n"
      previous = id
    }
    return text
  }

  static func document(_ text: String) throws(BenchmarkError) -> LayoutDocument {
    do {
      return try LayoutListingParser.parse(Array(text.utf8), file: "generated.layout")
    } catch {
      throw .input("generated listing: \(error)")
    }
  }

  static func solve(_ document: LayoutDocument) throws(BenchmarkError) -> LayoutEngine {
    do {
      let engine = try LayoutEngine(document: document)
      _ = engine.solve()
      return engine
    } catch {
      throw .input("generated listing: \(error)")
    }
  }

  func fixedPoint() throws(BenchmarkError) -> String {
    let plain = try Self.document(Self.listing(views, wrapping: false))
    let wrapped = try Self.document(Self.listing(views, wrapping: true))
    var start = Clock.now()
    _ = try Self.solve(plain)
    let once = Clock.now() - start
    start = Clock.now()
    let engine = try Self.solve(wrapped)
    let settled = Clock.now() - start
    var line = JSONLine()
    line.add("benchmark", "fixed-point")
    line.add("views", views)
    line.add("wrapping", views / 10)
    line.add("passes", engine.heightForWidth.passes)
    line.add("one_solve", once)
    line.add("fixed_point", settled)
    line.add("ratio", settled / once)
    return line.text
  }

  func sweep() throws(BenchmarkError) -> String {
    let document = try Self.document(Self.listing(views, wrapping: true))
    var start = Clock.now()
    _ = try Self.solve(document)
    let once = Clock.now() - start
    let widths = (0..<sizes).map { 320 + Double($0) * 12.5 }
    var fallbacks = 0
    start = Clock.now()
    let engine = try Self.solve(document)
    for width in widths {
      do {
        if try !engine.setRootSize(width: width, height: Double(views * 60)) { fallbacks += 1 }
      } catch {
        throw .input("setRootSize: \(error)")
      }
      _ = engine.solve()
    }
    let swept = Clock.now() - start
    var line = JSONLine()
    line.add("benchmark", "sweep")
    line.add("views", views)
    line.add("sizes", sizes)
    line.add("fallbacks", fallbacks)
    line.add("one_solve", once)
    line.add("sweep", swept)
    line.add("ratio", swept / once)
    return line.text
  }
}
