import LayoutParsing

/// Layout listings (`layout-dump(5)`): a document with finite numbers, or a one-line error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzCheck.bytes(data, size)
  do {
    ReaderChecks.requireFinite(try LayoutListingParser.parse(bytes, file: ReaderChecks.file))
  } catch {
    ReaderChecks.requireOneLine(error.description)
  }
  return 0
}
