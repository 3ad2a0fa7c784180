/// A path pattern as `.layout-doctor.yml` writes them (`Pods`, `Legacy/**`, `**/*.xib`,
/// `Screens/Old?.storyboard`, `[A-C]*`), matched against paths relative to the configuration
/// file's folder, `/`-separated.
///
/// Per component: `*` any run of characters but `/`, `?` one such character, `[abc]`, `[a-z]`
/// and `[!a-z]` one of (or none of) a set; `**` as a whole component any number of components
/// (none included). A pattern that matches a folder matches everything inside it, so `Pods`
/// and `Pods/` exclude the folder's files. A leading `./` and a trailing `/` are ignored.
/// (The shell's rules, as `fnmatch(3)` with `FNM_PATHNAME` and git's `**`; written here because
/// neither C library has `**`.)
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let components: [Substring]

  /// Why a pattern cannot be used.
  public struct Error: Swift.Error, Equatable, Sendable {
    /// What is wrong with it, in a few words.
    public var reason: String
  }

  /// Reads `pattern`.
  /// - Throws: `PathGlob.Error` for an empty pattern, an absolute one, a `[` without its `]`,
  ///   or `**` inside a component (`a**b`).
  public init(_ pattern: String) throws(PathGlob.Error) {
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    guard !text.isEmpty else { throw Error(reason: "an empty pattern") }
    guard !pattern.hasPrefix("/") else {
      throw Error(reason: "an absolute path; patterns are relative to the configuration's folder")
    }
    let components = text.split(separator: "/", omittingEmptySubsequences: true)
    for component in components {
      if component != "**", component.contains("**") {
        throw Error(reason: "'**' must be a whole path component, as in 'a/**/b'")
      }
      var inSet = false
      for character in component {
        if character == "[" && !inSet { inSet = true } else if character == "]" { inSet = false }
      }
      if inSet { throw Error(reason: "'[' without its ']'") }
    }
    self.pattern = pattern
    self.components = components
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) or one of the folders it lies in matches.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    for end in stride(from: parts.count, through: 1, by: -1)
    where Self.match(components[...], parts[..<end]) {
      return true
    }
    return false
  }

  /// Whether `folder` (relative, `/`-separated) may hold a path the pattern matches: the
  /// pattern matches the folder or one it lies in, or the folder's components match the
  /// pattern's first ones with more to come (`Pods/*/Sources` inside `Pods/MyKit`; a `**` may
  /// go on anywhere). A walk enters such a folder even where it would skip it.
  public func mayMatch(inside folder: String) -> Bool {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: true).filter {
      $0 != "."
    }
    return matches(folder) || Self.matchLeading(components[...], parts[...])
  }

  /// Whether every component of `path` matches the pattern's leading components, with some
  /// left over (or a `**` reached).
  private static func matchLeading(
    _ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>
  ) -> Bool {
    guard let first = pattern.first else { return false }
    guard let name = path.first else { return true }
    if first == "**" { return true }
    guard matchComponent(Array(first), Array(name)) else { return false }
    return matchLeading(pattern.dropFirst(), path.dropFirst())
  }

  /// Whether the pattern's components match the path's exactly: a table of which pattern
  /// suffix matches which path suffix, filled from the ends, so that the time is the product
  /// of the two lengths whatever the number of `**` (trying each split of the path for each
  /// `**` in turn took exponential time: `**/**/**/**/**/**/**/**/nomatch` against a path
  /// 26 folders deep ran for minutes).
  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    let pattern = Array(pattern)
    let path = Array(path)
    let width = path.count + 1
    // matched[i * width + j]: pattern[i...] matches path[j...].
    var matched = [Bool](repeating: false, count: (pattern.count + 1) * width)
    matched[pattern.count * width + path.count] = true
    for i in stride(from: pattern.count - 1, through: 0, by: -1) {
      for j in stride(from: path.count, through: 0, by: -1) {
        if pattern[i] == "**" {
          // None of the path's components, or one and still in the `**`.
          matched[i * width + j] =
            matched[(i + 1) * width + j] || (j < path.count && matched[i * width + j + 1])
        } else {
          matched[i * width + j] =
            j < path.count && matched[(i + 1) * width + j + 1]
            && matchComponent(Array(pattern[i]), Array(path[j]))
        }
      }
    }
    return matched[0]
  }

  /// Whether one component matches with `*`, `?` and sets.
  private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0
    var n = 0
    var star: (p: Int, n: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
        continue
      }
      if p < pattern.count, let next = matchOne(pattern, p, name[n]) {
        p = next
        n += 1
        continue
      }
      guard let resume = star else { return false }
      star = (resume.p, resume.n + 1)
      p = resume.p + 1
      n = resume.n + 1
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// The index after the pattern element at `p` when it matches `character`, else `nil`.
  private static func matchOne(_ pattern: [Character], _ p: Int, _ character: Character) -> Int? {
    switch pattern[p] {
    case "?": return p + 1
    case "[":
      var index = p + 1
      let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
      if negated { index += 1 }
      var found = false
      var first = true
      while index < pattern.count, pattern[index] != "]" || first {
        first = false
        if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
          if pattern[index] <= character && character <= pattern[index + 2] { found = true }
          index += 3
        } else {
          if pattern[index] == character { found = true }
          index += 1
        }
      }
      return found != negated ? index + 1 : nil
    default:
      return pattern[p] == character ? p + 1 : nil
    }
  }
}
