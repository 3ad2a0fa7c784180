import Testing

@testable import YAMLReading

@Suite struct YAMLReaderTests {
  func read(_ text: String) throws -> YAMLNode? { try YAMLReader.read(Array(text.utf8)) }

  @Test func mappingsSequencesAndScalarsWithTheirPositions() throws {
    let node = try #require(
      try read(
        """
        # comment
        fail_on: warning
        sizes:
          - 320x568
          - "375x667"
        excluded: [Pods, 'Legacy/**']
        """))
    guard case .mapping(let entries) = node.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(entries.map { $0.key.scalar } == ["fail_on", "sizes", "excluded"])
    #expect(entries[0].key.line == 2 && entries[0].key.column == 1)
    #expect(entries[0].value == YAMLNode(.scalar("warning", isPlain: true), line: 2, column: 10))
    #expect(
      entries[1].value
        == YAMLNode(
          .sequence([
            YAMLNode(.scalar("320x568", isPlain: true), line: 4, column: 5),
            YAMLNode(.scalar("375x667", isPlain: false), line: 5, column: 5),
          ]), line: 4, column: 3))
    #expect(entries[2].value.line == 6 && entries[2].value.column == 11)
  }

  @Test func anEmptyOrCommentOnlyTextHasNoDocument() throws {
    #expect(try read("") == nil)
    #expect(try read("# nothing\n\n") == nil)
  }

  @Test func nullsArePlainScalars() throws {
    let node = try #require(try read("a:\nb: ~\nc: 'null'\n"))
    guard case .mapping(let entries) = node.value else { return }
    #expect(entries.map(\.value.isNull) == [true, true, false])
  }

  @Test func syntaxErrorsCarryLibyamlsPosition() {
    #expect(throws: YAMLError("did not find expected key", line: 3, column: 2)) {
      try read("a:\n  - b\n c: d\n")
    }
    #expect(throws: YAMLError.self) { try read("a: [1, 2\n") }
  }

  @Test func aliasesASecondDocumentAndRepeatedKeysAreRefused() {
    #expect(throws: YAMLError("aliases (*name) are not supported", line: 2, column: 4)) {
      try read("a: &x [1]\nb: *x\n")
    }
    #expect(throws: YAMLError("a second YAML document; one is expected", line: 2, column: 1)) {
      try read("a: 1\n---\nb: 2\n")
    }
    #expect(throws: YAMLError("key 'a' given twice (first at line 1)", line: 2, column: 1)) {
      try read("a: 1\na: 2\n")
    }
    #expect(
      throws: YAMLError("a mapping key must be a single value, not a list", line: 1, column: 3)
    ) {
      try read("? [a]\n: 1\n")
    }
  }

  @Test func aBillionLaughsFileIsRefusedAtItsFirstAlias() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<9 { text += "l\(level): &l\(level) [*a, *a, *a]\n" }
    #expect(throws: YAMLError("aliases (*name) are not supported", line: 2, column: 10)) {
      try read(text)
    }
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    #expect(throws: YAMLError("nested deeper than 32 levels", line: 1, column: 33)) {
      try read(deep)
    }
  }
}
