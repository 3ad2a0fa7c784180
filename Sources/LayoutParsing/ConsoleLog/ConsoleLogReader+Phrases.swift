// The fixed phrases that frame reports, dumps and traces.
extension ConsoleLogReader {
  // MARK: Phrases

  static let unable = B.bytes("Unable to simultaneously satisfy constraints")
  static let conflicting = B.bytes("Conflicting constraints detected:")
  static let willAttempt = B.bytes("Will attempt to recover by breaking")
  static let trailers = [
    B.bytes("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"),
    B.bytes("Break on objc_exception_throw to catch this in the debugger"),
    B.bytes("The methods in the UIConstraintBasedLayoutDebugging category"),
    B.bytes("Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"),
  ]
  static let explanations = [
    B.bytes("Probably at least one of the constraints"), B.bytes("Try this:"),
    B.bytes("(1) look at each constraint"), B.bytes("(2) find the code"),
    B.bytes("(Note: If you're seeing"), B.bytes("UIView property translatesAutoresizing"),
  ]
  static let privateMarker = B.bytes("<private>")
  static let engineOpen = B.bytes("<NSISEngine: 0x")
  static let closeBrace = B.bytes("}")
  static let ellipsis = B.bytes("...")
  static let openParen = B.bytes("(")
  static let closeParens = [B.bytes(")"), B.bytes(")."), B.bytes("),")]
  static let arrayOpen = B.bytes("<__NSArray")
  static let arrayOpenTail = B.bytes(">(")
  static let lldb = B.bytes("(lldb)")
  static let poCommand = B.bytes("po ")
  static let elements = [B.bytes(" elements"), B.bytes(" element")]

  func isTrailer(_ line: ConsoleLogLine) -> Bool { Self.trailers.contains(where: line.hasPrefix) }

  func isHeader(_ line: ConsoleLogLine) -> Bool {
    line.hasPrefix(Self.unable) || line.hasPrefix(Self.conflicting)
  }
}
