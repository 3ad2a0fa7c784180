/// Paths as reports, messages and configuration globs name them: `/`-separated, `.` and empty
/// components dropped, `..` folded, and relative to a folder where they lie inside it, so that
/// what a run prints is the same on every machine.
public enum RelativePath {
  /// `path` with `.` and empty components dropped and each `..` folded into the component
  /// before it: a relative path keeps the `..` it starts with (`../a`), an absolute one stays
  /// at the root (`/../a` is `/a`); an empty result is `.`.
  public static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if let last = components.last, last != ".." {
          components.removeLast()
          continue
        }
        if isAbsolute { continue }
      }
      components.append(component)
    }
    let joined = components.joined(separator: "/")
    return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
  }

  /// `path` made absolute against `directory` (itself absolute), then `normalized(_:)`.
  public static func absolute(_ path: String, in directory: String) -> String {
    normalized(path.hasPrefix("/") ? path : directory + "/" + path)
  }

  /// `path` relative to `folder`, both absolute and `normalized(_:)`: `.` for the folder
  /// itself, `a/b` for a path inside it, and with `climbing` above zero `../a` up to that many
  /// folders above it when the two share at least their first component
  /// (`../../.layout-doctor.yml` from a subfolder); `nil` otherwise.
  public static func relative(_ path: String, to folder: String, climbing: Int = 0) -> String? {
    let target = path.split(separator: "/", omittingEmptySubsequences: true)
    let here = folder.split(separator: "/", omittingEmptySubsequences: true)
    var common = 0
    while common < min(target.count, here.count), target[common] == here[common] { common += 1 }
    let ups = here.count - common
    guard ups == 0 || (common > 0 && ups <= climbing) else { return nil }
    let parts = Array(repeating: Substring(".."), count: ups) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
