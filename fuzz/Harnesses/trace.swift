import LayoutReports

/// `_autolayoutTrace` trees: node depths that nest, and a DOT graph of each trace that sets no
/// attribute from the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let log = ReaderChecks.consoleLog(FuzzCheck.bytes(data, size))
  for trace in log.traces {
    for node in trace.nodes {
      FuzzCheck.require(
        trace.line <= node.line && node.line <= trace.endLine && node.depth >= 0,
        "node at line \(node.line), depth \(node.depth) outside \(trace.line)...\(trace.endLine)")
    }
    FuzzCheck.requireSafeDOT(DotWriter().write(ConstraintGraph(trace: trace)))
  }
  return 0
}
