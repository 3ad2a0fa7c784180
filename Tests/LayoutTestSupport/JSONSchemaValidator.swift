import Foundation

/// A JSON Schema (draft-04) validator covering the keywords the SARIF 2.1.0 schema uses:
/// `type` (a name or a list), `properties`, `required`, `additionalProperties` (boolean or
/// schema), `items`, `enum`, `$ref` to `#/definitions/…`, `minimum`, `maximum`, `minItems`,
/// `uniqueItems`, `pattern`, `anyOf`, `oneOf`, and `format` (`uri` and `uri-reference`
/// checked leniently, `date-time` by shape). Any other keyword is reported as unsupported, so
/// the validator cannot silently pass a schema it does not understand.
public struct JSONSchemaValidator {
  /// The keywords this validator checks or deliberately ignores (annotations).
  public static let knownKeywords: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items", "enum", "$ref",
    "minimum", "maximum", "minItems", "uniqueItems", "pattern", "anyOf", "oneOf", "format",
    "definitions", "description", "default", "title", "id", "$schema",
  ]

  let root: [String: Any]

  /// Loads a schema from JSON bytes.
  public init(schema data: Data) throws {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ValidationError(path: "schema", message: "the schema is not an object")
    }
    root = object
  }

  public struct ValidationError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
  }

  /// Every violation of the schema by `instance` (decoded by `JSONSerialization`).
  public func validate(_ instance: Any) -> [ValidationError] {
    var errors: [ValidationError] = []
    check(instance, against: root, at: "$", into: &errors)
    return errors
  }

  /// Keywords used anywhere in the schema that this validator does not know.
  public func unsupportedKeywords() -> Set<String> {
    var found: Set<String> = []
    collectKeywords(root, into: &found)
    return found.subtracting(Self.knownKeywords)
  }

  private func collectKeywords(_ schema: [String: Any], into found: inout Set<String>) {
    for (key, value) in schema {
      found.insert(key)
      switch key {
      case "properties", "definitions":
        for case let sub as [String: Any] in (value as? [String: Any] ?? [:]).values {
          collectKeywords(sub, into: &found)
        }
      case "items", "additionalProperties":
        if let sub = value as? [String: Any] { collectKeywords(sub, into: &found) }
      case "anyOf", "oneOf":
        for case let sub as [String: Any] in value as? [Any] ?? [] {
          collectKeywords(sub, into: &found)
        }
      default: break
      }
    }
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    guard reference.hasPrefix("#/") else { return nil }
    var current: Any = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let object = current as? [String: Any], let next = object[String(part)] else {
        return nil
      }
      current = next
    }
    return current as? [String: Any]
  }

  private func check(
    _ instance: Any, against schema: [String: Any], at path: String,
    into errors: inout [ValidationError]
  ) {
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else {
        errors.append(ValidationError(path: path, message: "unresolvable $ref \(reference)"))
        return
      }
      check(instance, against: target, at: path, into: &errors)
    }
    if let type = schema["type"] {
      let names = (type as? [String]) ?? [(type as? String) ?? ""]
      if !names.contains(where: { matches(instance, type: $0) }) {
        errors.append(
          ValidationError(path: path, message: "expected \(names.joined(separator: "|"))"))
        return
      }
    }
    if let options = schema["enum"] as? [Any],
      !options.contains(where: { equal($0, instance) })
    {
      errors.append(ValidationError(path: path, message: "\(instance) is not in the enum"))
    }
    checkNumber(instance, schema, path, &errors)
    checkString(instance, schema, path, &errors)
    checkArray(instance, schema, path, &errors)
    checkObject(instance, schema, path, &errors)
    checkCombinations(instance, schema, path, &errors)
  }

  private func checkNumber(
    _ instance: Any, _ schema: [String: Any], _ path: String, _ errors: inout [ValidationError]
  ) {
    guard let number = number(instance) else { return }
    if let minimum = schema["minimum"] as? NSNumber, number < minimum.doubleValue {
      errors.append(ValidationError(path: path, message: "\(number) < minimum \(minimum)"))
    }
    if let maximum = schema["maximum"] as? NSNumber, number > maximum.doubleValue {
      errors.append(ValidationError(path: path, message: "\(number) > maximum \(maximum)"))
    }
  }

  private func checkString(
    _ instance: Any, _ schema: [String: Any], _ path: String, _ errors: inout [ValidationError]
  ) {
    guard let string = instance as? String else { return }
    if let pattern = schema["pattern"] as? String {
      let regex = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(string.startIndex..., in: string)
      if regex?.firstMatch(in: string, range: range) == nil {
        errors.append(ValidationError(path: path, message: "'\(string)' does not match \(pattern)"))
      }
    }
    if let format = schema["format"] as? String, !conforms(string, format: format) {
      errors.append(ValidationError(path: path, message: "'\(string)' is not a valid \(format)"))
    }
  }

  private func checkArray(
    _ instance: Any, _ schema: [String: Any], _ path: String, _ errors: inout [ValidationError]
  ) {
    guard let array = instance as? [Any] else { return }
    if let minItems = schema["minItems"] as? Int, array.count < minItems {
      errors.append(ValidationError(path: path, message: "fewer than \(minItems) items"))
    }
    if schema["uniqueItems"] as? Bool == true {
      for (i, item) in array.enumerated() where array[..<i].contains(where: { equal($0, item) }) {
        errors.append(ValidationError(path: "\(path)[\(i)]", message: "duplicate item"))
      }
    }
    if let items = schema["items"] as? [String: Any] {
      for (i, item) in array.enumerated() {
        check(item, against: items, at: "\(path)[\(i)]", into: &errors)
      }
    }
  }

  private func checkObject(
    _ instance: Any, _ schema: [String: Any], _ path: String, _ errors: inout [ValidationError]
  ) {
    guard let object = instance as? [String: Any] else { return }
    for case let key as String in schema["required"] as? [Any] ?? [] where object[key] == nil {
      errors.append(ValidationError(path: path, message: "missing required '\(key)'"))
    }
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      if let sub = properties[key] as? [String: Any] {
        check(value, against: sub, at: "\(path).\(key)", into: &errors)
      } else if let additional = schema["additionalProperties"] {
        if let allowed = additional as? Bool, !allowed {
          errors.append(ValidationError(path: path, message: "unexpected property '\(key)'"))
        } else if let sub = additional as? [String: Any] {
          check(value, against: sub, at: "\(path).\(key)", into: &errors)
        }
      }
    }
  }

  private func checkCombinations(
    _ instance: Any, _ schema: [String: Any], _ path: String, _ errors: inout [ValidationError]
  ) {
    func passes(_ sub: Any) -> Bool {
      guard let sub = sub as? [String: Any] else { return false }
      var suberrors: [ValidationError] = []
      check(instance, against: sub, at: path, into: &suberrors)
      return suberrors.isEmpty
    }
    if let anyOf = schema["anyOf"] as? [Any], !anyOf.contains(where: passes) {
      errors.append(ValidationError(path: path, message: "matches none of anyOf"))
    }
    if let oneOf = schema["oneOf"] as? [Any], oneOf.filter(passes).count != 1 {
      errors.append(ValidationError(path: path, message: "does not match exactly one of oneOf"))
    }
  }

  private func matches(_ instance: Any, type: String) -> Bool {
    switch type {
    case "object": return instance is [String: Any]
    case "array": return instance is [Any]
    case "string": return instance is String
    case "null": return instance is NSNull
    case "boolean": return isBoolean(instance)
    case "integer":
      guard let value = number(instance) else { return false }
      return value == value.rounded()
    case "number": return number(instance) != nil
    default: return false
    }
  }

  /// A number that is not a JSON boolean (JSONSerialization gives both as NSNumber).
  private func number(_ instance: Any) -> Double? {
    guard let number = instance as? NSNumber, !isBoolean(instance) else { return nil }
    return number.doubleValue
  }

  private func isBoolean(_ instance: Any) -> Bool {
    guard let number = instance as? NSNumber else { return false }
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      return instance is Bool && String(cString: number.objCType) == "c"
    #endif
  }

  private func equal(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let a as String, let b as String): return a == b
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
    case (is NSNull, is NSNull): return true
    default:
      if isBoolean(a) != isBoolean(b) { return false }
      guard let x = a as? NSNumber, let y = b as? NSNumber else { return false }
      return x == y
    }
  }

  private func conforms(_ string: String, format: String) -> Bool {
    switch format {
    case "uri":
      // An absolute URI: a scheme, a colon, and no spaces (lenient).
      guard let colon = string.firstIndex(of: ":"), colon != string.startIndex else {
        return false
      }
      let scheme = string[..<colon]
      return scheme.first!.isLetter
        && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        && !string.contains(" ")
    case "uri-reference":
      // Any URI or relative reference: only URI characters, '%' followed by two hex digits.
      let allowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
          + "-._~:/?#[]@!$&'()*+,;=%")
      guard string.unicodeScalars.allSatisfy({ allowed.contains($0) }) else { return false }
      let scalars = Array(string.unicodeScalars)
      for (i, scalar) in scalars.enumerated() where scalar == "%" {
        guard i + 2 < scalars.count,
          scalars[i + 1].properties.isASCIIHexDigit, scalars[i + 2].properties.isASCIIHexDigit
        else { return false }
      }
      return true
    case "date-time":
      return string.range(
        of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#,
        options: .regularExpression) != nil
    default:
      return true
    }
  }
}
