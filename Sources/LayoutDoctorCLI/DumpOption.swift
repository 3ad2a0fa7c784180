import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// `--dump FILE` of `explain` and `check`: a captured dump (JSON version 2) of the same run as
/// the console log, whose views the reports' items are matched to by address.
///
/// Kept as one declaration and one reader so that the option moves as a unit.
enum DumpOption {
  /// The option's declaration.
  static let option = Option<String>.path(
    "--dump",
    help: "Read each console report together with FILE, a JSON dump (version 2) captured by"
      + " LayoutDoctorDump in the same run: items are matched by address, what the log does"
      + " not show comes from the dump, and views are named by the app's identifiers.",
    discussion: """
      The dump's format is
      .Xr layout-dump 5 .
      What comes from it: layout margins, superviews, frames, intrinsic sizes and the
      constraints UIKit did not list.
      The text says which item is which; the JSON adds
      .Brq Cm dump : Brq Cm file , joined , items , missing , constraintsFound .
      A report whose items are not all in the dump (a dump from another run) is read
      from the log alone and said to be.
      A dump that is not a version 2 capture is an input error.

      """)

  /// The dump `--dump` names, read; `nil` without the option.
  /// - Throws: `CLIError.input` with the reader's line when the file cannot be read, and when
  ///   it is not a captured dump (a listing, a version 1 dump, a log).
  static func read(_ invocation: Invocation, _ io: CommandIO) throws -> (
    document: LayoutDocument, file: String
  )? {
    guard let path = invocation[option] else { return nil }
    let (name, bytes) = try io.readInput(path)
    let input: AnalysisInput
    do {
      input = try AnalysisInput.read(bytes, name: name, path: path)
    } catch {
      throw CLIError.input(error.description)
    }
    guard let document = input.layout?.document, document.environment != nil else {
      throw CLIError.input(
        "\(name): --dump needs a JSON dump captured by LayoutDoctorDump (version 2, with"
          + " addresses); this is \(input.summary)")
    }
    return (document, name)
  }
}
