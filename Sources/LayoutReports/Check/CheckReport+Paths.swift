import LayoutModel

extension CheckReport {
  /// The same report with every input named by `name(file)` instead: its inputs, the findings'
  /// and their notes' locations, the input errors and the skipped files (messages keep the
  /// words they were written with). What SARIF, JUnit and GitHub annotations need, whose paths
  /// are taken from the repository's root rather than the directory the run started in.
  public func namingFiles(_ name: (String) -> String) -> CheckReport {
    var renamed = self
    var names: [String: String] = [:]
    func cached(_ file: String) -> String {
      if let known = names[file] { return known }
      let result = name(file)
      names[file] = result
      return result
    }
    func rename(_ location: SourceLocation) -> SourceLocation {
      var location = location
      location.file = cached(location.file)
      return location
    }
    renamed.inputs = inputs.map(cached)
    renamed.findings = findings.map { finding in
      var finding = finding
      finding.location = rename(finding.location)
      finding.notes = finding.notes.map { note in
        var note = note
        note.location = note.location.map(rename)
        return note
      }
      return finding
    }
    renamed.inputErrors = inputErrors.map { error in
      var error = error
      error.file = cached(error.file)
      return error
    }
    renamed.skipped = skipped.map { skipped in
      var skipped = skipped
      skipped.file = cached(skipped.file)
      return skipped
    }
    return renamed
  }
}
