import LayoutDiagnostics

/// Baseline files: a baseline that encodes and decodes to itself, or a one-line error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  do {
    let baseline = try Baseline(decoding: FuzzCheck.bytes(data, size), file: ReaderChecks.file)
    let again = try Baseline(decoding: baseline.encoded(), file: ReaderChecks.file)
    FuzzCheck.require(again == baseline, "baseline does not survive encoding")
  } catch {
    ReaderChecks.requireOneLine(error.description)
  }
  return 0
}
