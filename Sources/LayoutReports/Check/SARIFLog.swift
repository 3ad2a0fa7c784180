/// The part of the SARIF 2.1.0 object model that `SARIFReporter` writes (OASIS Static
/// Analysis Results Interchange Format 2.1.0, §3), as `Encodable` structs. Optional fields are
/// left out when `nil`; keys are sorted by the encoder.
enum SARIF {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var invocations: [Invocation]
    var columnKind = "unicodeCodePoints"
  }

  struct Tool: Encodable {
    var driver: ToolComponent
  }

  struct ToolComponent: Encodable {
    var name: String
    var semanticVersion: String
    var version: String
    var rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  /// `message` and `multiformatMessageString`: plain text, optionally Markdown.
  struct Text: Encodable {
    var text: String
    var markdown: String?
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var relatedLocations: [Location]?
    var partialFingerprints: [String: String]
    var occurrenceCount: Int?
    var properties: ResultProperties?
  }

  /// A result's property bag (§3.8): what has no SARIF object of its own.
  struct ResultProperties: Encodable {
    /// Every fix, best first (the related locations show the first few).
    var fixes: [Fix]?
    /// The Farkas multipliers certifying a conflict.
    var farkasMultipliers: [Double]?
  }

  /// One fix in words.
  struct Fix: Encodable {
    var message: String
    var effect: String?
  }

  struct Location: Encodable {
    var id: Int?
    var physicalLocation: PhysicalLocation?
    var logicalLocations: [LogicalLocation]?
    var message: Text?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }

  struct LogicalLocation: Encodable {
    var fullyQualifiedName: String
    var kind: String
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]?
  }

  struct Notification: Encodable {
    var level: String
    var message: Text
    var locations: [Location]
  }
}
