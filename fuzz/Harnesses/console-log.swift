import LayoutParsing

/// Console logs in every form of `FORMAT-NOTES.md`: reports and unparsed lines inside the
/// text, and each report read as a layout without a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let log = ReaderChecks.consoleLog(FuzzCheck.bytes(data, size))
  for report in log.reports {
    ReaderChecks.requireFinite(ConsoleReportLayout(report: report, file: log.file).document)
  }
  return 0
}
