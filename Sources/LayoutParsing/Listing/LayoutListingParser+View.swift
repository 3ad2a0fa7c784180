import LayoutModel

extension LayoutListingState {
  /// Reads `view ID [class=NAME] [in=SUPERVIEW] [frame=X,Y,W,H] [intrinsic=WxH] [hug=H,V]
  /// [compress=H,V] [margins=T,L,B,R] [safearea=T,L,B,R] [autoresizing=MASK] [baseline=F,L]
  /// [hidden] [wrap=NATURALxLINE[,lines=N]] [heights=W:H,...] [contentmode=MODE]
  /// [truncates=yes|no] [text=WORD|"TEXT"] [font=SIZE[,WEIGHT]] [style=STYLE]
  /// [scales=yes|no] [measured=CATEGORY:WxH[,...]]`.
  mutating func readView(
    _ scanner: inout LayoutListingScanner, _ line: LineReference
  ) throws(LayoutListingFailure) {
    scanner.skipSpaces()
    let idStart = scanner.position
    let id = try scanner.identifier("a view id")
    var view = View(id: scanner.string(id), location: location(line, idStart))
    var superviewLocation: SourceLocation?
    var seen: UInt32 = 0  // bit i: the key with raw value i was given
    var textKeys = ListingTextKeys()
    var stackSeen: UInt16 = 0  // likewise for `StackKey`
    while !scanner.isAtEnd {
      let keyStart = scanner.position
      var key = keyStart
      while key < scanner.end, scanner.bytes[key].isLetter { key += 1 }
      let found = ViewKey.allCases.first { scanner.matches(keyStart..<key, $0.spelling) }
      scanner.position = key
      if let stackKey = StackKey.named(keyStart..<key, in: scanner) {
        try readStackKey(stackKey, &scanner, into: &view, seen: &stackSeen, at: keyStart)
        try expectSpace(&scanner, after: stackKey.spelling)
        continue
      }
      let isFlag = scanner.current.map { $0 == .space || $0 == .tab } ?? true
      if found == .hidden, isFlag {
        guard seen & (1 << ViewKey.hidden.rawValue) == 0 else {
          throw LayoutListingFailure(.duplicateKey("hidden"), at: keyStart)
        }
        seen |= 1 << ViewKey.hidden.rawValue
        view.isHidden = true
        continue
      }
      guard scanner.take(UInt8(ascii: "=")) else {
        scanner.position = keyStart
        throw scanner.expected("KEY=VALUE or 'hidden'")
      }
      guard let found, found != .hidden else {
        throw LayoutListingFailure(.unknownKey(scanner.string(keyStart..<key)), at: keyStart)
      }
      guard seen & (1 << found.rawValue) == 0 else {
        throw LayoutListingFailure(.duplicateKey(scanner.string(keyStart..<key)), at: keyStart)
      }
      seen |= 1 << found.rawValue
      if let place = try readValue(
        of: found, &scanner, into: &view, textKeys: &textKeys, line: line)
      {
        superviewLocation = place
      }
      if let byte = scanner.current, byte != .space, byte != .tab {
        throw scanner.expected("a space after \(found.spelling)=")
      }
    }
    view.font = textKeys.font
    view.estimateUnmeasuredText()
    views.append(view)
    viewIDs.append(id)
    superviewLocations.append(superviewLocation)
  }

  /// Reads the value of `key` after its `=` into `view`.
  /// - Returns: where the superview's id is, for `in=`; `nil` for the other keys.
  private mutating func readValue(
    of key: ViewKey, _ scanner: inout LayoutListingScanner, into view: inout View,
    textKeys: inout ListingTextKeys, line: LineReference
  ) throws(LayoutListingFailure) -> SourceLocation? {
    let valueStart = scanner.position
    switch key {
    case .className:
      let value = scanner.word()
      guard !value.isEmpty else { throw scanner.expected("a class name") }
      view.className = scanner.string(value)
    case .superview:
      view.superview = scanner.string(try scanner.identifier("a superview id"))
      return location(line, valueStart)
    case .frame:
      view.frame = try frame(&scanner)
    case .intrinsic:
      view.intrinsicContentSize = try intrinsicSize(&scanner)
    case .hug:
      view.contentHuggingPriority = try priorities(&scanner)
    case .compress:
      view.contentCompressionResistancePriority = try priorities(&scanner)
    case .margins:
      view.layoutMargins = try insets(&scanner)
    case .safeArea:
      view.safeAreaInsets = try insets(&scanner)
    case .autoresizing:
      view.autoresizingMask = try autoresizingMask(&scanner)
      view.translatesAutoresizingMaskIntoConstraints = true
    case .baseline:
      let values = try optionalNumbers(&scanner, count: 2, what: "F,L")
      view.firstBaselineOffset = values[0]
      view.lastBaselineOffset = values[1]
    case .wrap, .heights:
      try readWrapping(key, &scanner, into: &view)
    case .contentMode, .truncates:
      try readContent(key, &scanner, into: &view)
    case .text, .font, .style, .scales, .measured:
      try readText(key, &scanner, into: &view, keys: &textKeys)
    case .hidden:
      break
    }
    return nil
  }

  /// Reads `guide ID in=VIEW [frame=X,Y,W,H]`.
  mutating func readGuide(
    _ scanner: inout LayoutListingScanner, _ line: LineReference
  ) throws(LayoutListingFailure) {
    scanner.skipSpaces()
    let idStart = scanner.position
    let idRange = try scanner.identifier("a guide id")
    let id = scanner.string(idRange)
    var owner: String?
    var guideFrame: LayoutRect?
    while !scanner.isAtEnd {
      let keyStart = scanner.position
      if owner == nil, scanner.take(UInt8(ascii: "i")), scanner.take(UInt8(ascii: "n")),
        scanner.take(UInt8(ascii: "="))
      {
        owner = scanner.string(try scanner.identifier("an owning view id"))
        continue
      }
      scanner.position = keyStart
      let frameKey =
        scanner.position + 6 <= scanner.end
        && scanner.matches(keyStart..<keyStart + 6, "frame=")
      if guideFrame == nil, frameKey {
        scanner.position += 6
        guideFrame = try frame(&scanner)
        continue
      }
      throw scanner.expected("in=VIEW or frame=X,Y,W,H")
    }
    guard let owner else { throw scanner.expected("in=VIEW") }
    guides.append(
      LayoutGuide(
        id: id, owningView: owner, frame: guideFrame,
        location: location(line, idStart)))
    guideIDs.append(idRange)
  }

  private func frame(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> LayoutRect
  {
    let start = scanner.position
    let values = try numbers(&scanner, count: 4, what: "X,Y,W,H")
    let rect = LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
    if rect.width < 0 || rect.height < 0 {
      let size = rect.width < 0 ? rect.width : rect.height
      let what = rect.width < 0 ? "frame width" : "frame height"
      throw LayoutListingFailure(.model(.negativeSize(size, what: what)), at: start)
    }
    return rect
  }

  func intrinsicSize(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> IntrinsicContentSize
  {
    var size = IntrinsicContentSize()
    for axis in [LayoutAxis.horizontal, .vertical] {
      if axis == .vertical, !scanner.take(UInt8(ascii: "x")) {
        throw scanner.expected("'x' between the intrinsic width and height (WxH, '-' for none)")
      }
      if scanner.current == UInt8(ascii: "-"),
        scanner.position + 1 >= scanner.end || !scanner.bytes[scanner.position + 1].isDigit
      {
        scanner.position += 1
        continue
      }
      let start = scanner.position
      let value = try scanner.number("an intrinsic size (WxH, '-' for none)")
      if value < 0 {
        let what = axis == .horizontal ? "intrinsic width" : "intrinsic height"
        throw LayoutListingFailure(.model(.negativeSize(value, what: what)), at: start)
      }
      size[axis] = value
    }
    return size
  }

  /// Reads `H,V`: a horizontal and a vertical priority (`hug=`, `compress=`, `stackHugging=`).
  func priorities(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> ContentPriorities
  {
    let horizontal = try scanner.priority()
    guard scanner.take(UInt8(ascii: ",")) else { throw scanner.expected("',' and a priority") }
    return ContentPriorities(horizontal: horizontal, vertical: try scanner.priority())
  }

  private func insets(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure)
    -> EdgeInsets
  {
    let values = try numbers(&scanner, count: 4, what: "T,L,B,R")
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  private func numbers(
    _ scanner: inout LayoutListingScanner, count: Int, what: String
  ) throws(LayoutListingFailure) -> [Double] {
    var values: [Double] = []
    for index in 0..<count {
      if index > 0, !scanner.take(UInt8(ascii: ",")) {
        throw scanner.expected("',' and \(count) numbers \(what)")
      }
      values.append(try scanner.number("\(count) numbers \(what)"))
    }
    return values
  }

  private func optionalNumbers(
    _ scanner: inout LayoutListingScanner, count: Int, what: String
  ) throws(LayoutListingFailure) -> [Double?] {
    var values: [Double?] = []
    for index in 0..<count {
      if index > 0, !scanner.take(UInt8(ascii: ",")) {
        throw scanner.expected("',' and \(count) numbers \(what) ('-' for none)")
      }
      if scanner.current == UInt8(ascii: "-"),
        scanner.position + 1 >= scanner.end || !scanner.bytes[scanner.position + 1].isDigit
      {
        scanner.position += 1
        values.append(nil)
      } else {
        values.append(try scanner.number("\(count) numbers \(what) ('-' for none)"))
      }
    }
    return values
  }

  /// Reads `none`, the console notation `h=--&,v=--&`, or UIKit flag names joined by `,` or
  /// `|` (`flexibleWidth,flexibleBottomMargin`).
  private func autoresizingMask(_ scanner: inout LayoutListingScanner)
    throws(LayoutListingFailure) -> AutoresizingMask
  {
    let start = scanner.position
    let text = scanner.string(scanner.word())
    if text == "none" { return [] }
    if let mask = AutoresizingMask(notation: text) { return mask }
    var mask: AutoresizingMask = []
    for name in text.split(whereSeparator: { $0 == "," || $0 == "|" }) {
      guard let flag = AutoresizingMask(name: String(name)) else {
        throw LayoutListingFailure(
          .invalidValue(
            text, key: "autoresizing",
            expected: "none, h=XYZ,v=XYZ of '-' and '&', or names such as flexibleWidth"),
          at: start)
      }
      mask.insert(flag)
    }
    if text.isEmpty { throw scanner.expected("an autoresizing mask") }
    return mask
  }
}

/// The keys of a listing's `view` line; `hidden` is a flag without a value.
enum ViewKey: Int, CaseIterable {
  case className, superview, frame, intrinsic, hug, compress, margins, safeArea, autoresizing
  case baseline, hidden, wrap, heights, contentMode, truncates, text, font, style, scales
  case measured

  /// The key as written.
  var spelling: StaticString {
    switch self {
    case .className: return "class"
    case .superview: return "in"
    case .frame: return "frame"
    case .intrinsic: return "intrinsic"
    case .hug: return "hug"
    case .compress: return "compress"
    case .margins: return "margins"
    case .safeArea: return "safearea"
    case .autoresizing: return "autoresizing"
    case .baseline: return "baseline"
    case .hidden: return "hidden"
    case .wrap: return "wrap"
    case .heights: return "heights"
    case .contentMode: return "contentmode"
    case .truncates: return "truncates"
    case .text: return "text"
    case .font: return "font"
    case .style: return "style"
    case .scales: return "scales"
    case .measured: return "measured"
    }
  }
}
