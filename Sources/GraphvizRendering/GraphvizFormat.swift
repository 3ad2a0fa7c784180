/// An output format of `GraphvizRenderer`, named as Graphviz's `-T` option names it.
///
/// `svg`, `dot` and `plain` are text; `png` and `pdf` are binary. The `dot` format is the input
/// graph with the layout's positions added (`pos`, `bb`), `plain` is Graphviz's line-oriented
/// layout listing (`graph`, `node`, `edge`, `stop`).
public enum GraphvizFormat: String, CaseIterable, Sendable, Hashable {
  /// Scalable Vector Graphics, UTF-8 XML.
  case svg
  /// A PNG image drawn through cairo (72 dpi).
  case png
  /// A one-page PDF drawn through cairo.
  case pdf
  /// DOT text with layout positions.
  case dot
  /// Graphviz's `plain` text listing of the layout (positions in inches).
  case plain

  /// The format for a file extension (`svg`, `png`, `pdf`, `dot`, `gv`, `plain`, `txt`), case
  /// insensitive, or `nil`.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "svg": self = .svg
    case "png": self = .png
    case "pdf": self = .pdf
    case "dot", "gv": self = .dot
    case "plain", "txt": self = .plain
    default: return nil
    }
  }

  /// Whether the output is text (UTF-8) rather than binary.
  public var isText: Bool {
    switch self {
    case .svg, .dot, .plain: return true
    case .png, .pdf: return false
    }
  }

  /// The magic bytes a file of this format starts with, for binary formats.
  public var magicBytes: [UInt8]? {
    switch self {
    case .png: return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    case .pdf: return Array("%PDF-".utf8)
    case .svg, .dot, .plain: return nil
    }
  }
}
