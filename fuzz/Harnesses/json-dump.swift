/// JSON layout dumps, v1 and v2: a document with finite numbers, or a one-line error naming
/// the JSON path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONDump(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ReaderChecks.layoutDump(FuzzCheck.bytes(data, size), json: true)
  return 0
}
