import LayoutParsing
import Testing

/// Every bad JSON dump gets one line: syntax errors at line and column with the JSON path being
/// read, other errors at the value's JSON path.
@Suite struct LayoutDumpJSONErrorTests {
  static let head = #"{"format": "layout-dump", "version": 1, "#
  static let root = #"{"id": "r", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}"#

  static let cases: [(String, String)] = [
    ("", "d.json:1:1: error: empty input: no views or constraints"),
    ("  \n", "d.json:1:1: error: empty input: no views or constraints"),
    (
      head + #""views": ["#,
      "d.json:1:51: error: unexpected end of input, expected a value (in $.views[0])"
    ),
    (
      head + #""views": [{"id": "a", "frame": {"x": 1"#,
      "d.json:1:79: error: unexpected end of input, expected ',' or '}' (in $.views[0].frame)"
    ),
    (
      head + #""views": [{"id": "a"}]"#,
      "d.json:1:63: error: unexpected end of input, expected ',' or '}' (in $)"
    ),
    (
      head + #""views": [{"id": "a}]}"#,
      "d.json:1:63: error: unexpected end of input, expected '\"' (in $.views[0].id)"
    ),
    (
      head + #""views": [{"id": "a",, }]}"#,
      "d.json:1:62: error: expected a key in double quotes, found ',' (in $.views[0])"
    ),
    (
      head + #""views": [{"id": 'a'}]}"#,
      "d.json:1:58: error: expected a value, found ''' (in $.views[0].id)"
    ),
    (
      head + #""views": [], "views": []}"#,
      "d.json:1:54: error: duplicate key 'views' (in $)"
    ),
    (
      head + #""views": [{"id": "a"}]} trailing"#,
      "d.json:1:65: error: expected the end of input, found 'trailing' (in $)"
    ),
    (
      head + #""views": [1.]}"#,
      "d.json:1:53: error: expected a digit after '.', found ']' (in $.views[0])"
    ),
    (
      String(repeating: "[", count: 300),
      "d.json:1:257: error: JSON nesting is too deep (in $" + String(repeating: "[0]", count: 256)
        + ")"
    ),
    ("[]", "d.json:$: error: expected an object, found an array"),
    ("{}", "d.json:$: error: missing key 'format'"),
    (
      #"{"format": "xib", "version": 1, "views": []}"#,
      "d.json:$.format: error: unsupported format 'xib' (expected 'layout-dump')"
    ),
    (
      #"{"format": "layout-dump", "version": 3, "views": []}"#,
      "d.json:$.version: error: unsupported version 3 (expected 1 or 2)"
    ),
    (
      #"{"format": "layout-dump", "version": 2, "views": []}"#,
      "d.json:$: error: missing key 'platform'"
    ),
    (
      #"{"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2", "screenScale": 3, "rootSize": {"width": 375, "height": 812}, "views": [{"id": "a", "address": "0x1", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["b"]}, {"id": "b", "address": "0x2", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "d.json:$.views[0].subviews: error: invalid subviews '[b]' (expected the views whose superview is a, in views order: [])"
    ),
    (
      #"{"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2", "screenScale": 3, "rootSize": {"width": 375, "height": 812}, "views": [{"id": "a", "address": "0x1", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}], "constraints": [{"address": "0x9", "isActive": true, "firstItem": "a.safeAreaLayoutGuide", "firstAttribute": "leadingMargin", "relation": "=="}]}"#,
      "d.json:$.constraints[0].firstItem: error: layout guide 'a.safeAreaLayoutGuide' has no attribute 'leadingMargin'"
    ),
    (
      #"{"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2", "screenScale": 3, "rootSize": {"width": 375, "height": 812}, "views": [{"id": "a", "address": "0x1", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}], "constraints": [{"address": "0x9", "isActive": true, "firstAttribute": "width", "relation": "=="}]}"#,
      "d.json:$.constraints[0]: error: missing key 'firstItem'"
    ),
    (
      #"{"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2", "screenScale": 3, "rootSize": {"width": 375, "height": 812}, "views": [{"id": "a", "address": "pointer", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "d.json:$.views[0].address: error: invalid address 'pointer' (expected 0x and hexadecimal digits)"
    ),
    (
      #"{"format": "layout-dump", "version": "1", "views": []}"#,
      "d.json:$.version: error: expected a number, found a string"
    ),
    (head + #""views": []}"#, "d.json:$: error: empty input: no views or constraints"),
    (head + #""constraints": []}"#, "d.json:$: error: missing key 'views'"),
    (head + #""views": {}}"#, "d.json:$.views: error: expected an array, found an object"),
    (head + #""views": [{"class": "UIView"}]}"#, "d.json:$.views[0]: error: missing key 'id'"),
    (
      head + #""views": [{"id": 7}]}"#,
      "d.json:$.views[0].id: error: expected a string, found a number"
    ),
    (
      head + #""views": [{"id": "a.b"}]}"#,
      "d.json:$.views[0].id: error: invalid id 'a.b' (expected letters, digits, '_', '$' and '-', not starting with a digit or '-')"
    ),
    (
      head + #""views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": "10", "height": 1}}]}"#,
      "d.json:$.views[0].frame.width: error: expected a number, found a string"
    ),
    (
      head + #""views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10}}]}"#,
      "d.json:$.views[0].frame: error: missing key 'height'"
    ),
    (
      head + #""views": [{"id": "a", "frame": {"x": 1e999, "y": 0, "width": 1, "height": 1}}]}"#,
      "d.json:$.views[0].frame.x: error: invalid number '1e999' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    (
      head + #""views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}]}"#,
      "d.json:$.views[0].frame.width: error: frame width -1 is negative"
    ),
    (
      head + #""views": [{"id": "a", "contentHuggingPriority": {"horizontal": 0}}]}"#,
      "d.json:$.views[0].contentHuggingPriority.horizontal: error: priority 0 is outside 1...1000"
    ),
    (
      head + #""views": [{"id": "a", "hidden": "yes"}]}"#,
      "d.json:$.views[0].hidden: error: expected true or false, found a string"
    ),
    (
      head + #""views": [{"id": "a", "autoresizingMask": ["flexibleWdth"]}]}"#,
      "d.json:$.views[0].autoresizingMask: error: invalid autoresizing mask 'flexibleWdth' (expected UIKit flag names such as flexibleWidth, or the notation 'h=--& v=--&')"
    ),
    (
      head + #""views": [{"id": "a"}, {"id": "a"}]}"#,
      "d.json:$.views[1]: error: duplicate id 'a' (first declared at d.json:$.views[0])"
    ),
    (
      head + #""views": [{"id": "a", "superview": "b"}, {"id": "b", "superview": "a"}]}"#,
      "d.json:$.views[0]: error: superview cycle: a -> b -> a"
    ),
    (
      head + #""views": [{"id": "a", "superview": "zz"}]}"#,
      "d.json:$.views[0].superview: error: unknown superview 'zz' of view 'a'"
    ),
    (
      head + #""views": [\#(root)], "constraints": ["r.width == zz.width"]}"#,
      "d.json:$.constraints[0]: error: unknown view or guide 'zz' (in column 12 of the constraint string)"
    ),
    (
      head + #""views": [\#(root)], "constraints": ["r.width = 1"]}"#,
      "d.json:$.constraints[0]: error: expected '==', '<=' or '>=', found '=' (in column 9 of the constraint string)"
    ),
    (
      head + #""views": [\#(root)], "constraints": ["r.top == r.left"]}"#,
      "d.json:$.constraints[0]: error: cannot relate 'top' to 'left': different axes (in column 10 of the constraint string)"
    ),
    (
      head
        + #""views": [\#(root)], "constraints": [{"first": "r.top", "relation": "==", "second": "r.width"}]}"#,
      "d.json:$.constraints[0].second: error: cannot relate 'top' to 'width': a position and a size"
    ),
    (
      head
        + #""views": [\#(root)], "constraints": [{"first": "r.top", "relation": "=", "constant": 1}]}"#,
      "d.json:$.constraints[0].relation: error: invalid relation '=' (expected ==, <=, >=, equal, lessThanOrEqual or greaterThanOrEqual)"
    ),
    (
      head
        + #""views": [\#(root)], "constraints": [{"first": "r.width", "relation": "==", "priority": 1000.5}]}"#,
      "d.json:$.constraints[0].priority: error: priority 1000.5 is outside 1...1000"
    ),
    (
      head + #""views": [\#(root)], "constraints": [{"relation": "=="}]}"#,
      "d.json:$.constraints[0]: error: missing key 'first'"
    ),
    (
      head
        + #""views": [\#(root)], "constraints": [{"first": "r.height", "relation": "==", "constant": NaN}]}"#,
      "d.json:1:189: error: expected a value, found 'NaN' (in $.constraints[0].constant)"
    ),
    (
      head + #""views": [\#(root)], "constraints": [42]}"#,
      "d.json:$.constraints[0]: error: expected an object, found a number"
    ),
    (
      head + #""views": [\#(root)], "constraints": ["r.width == 1e10"]}"#,
      "d.json:$.constraints[0]: error: invalid number '1e10' (numbers must be finite and at most 1000000000 in magnitude) (in column 12 of the constraint string)"
    ),
    (
      head + #""views": [\#(root)], "editVariables": [{"anchor": "r.width", "priority": 1000}]}"#,
      "d.json:$.editVariables[0].priority: error: edit variable 'r.width' must have a priority below 1000"
    ),
    (
      head + #""views": [\#(root)], "suggestions": [{"anchor": "r.width", "value": 3}]}"#,
      "d.json:$.suggestions[0]: error: suggested value for 'r.width', which has no edit variable"
    ),
  ]

  @Test(arguments: cases)
  func reportsOneLine(_ input: String, _ message: String) {
    #expect(parseError(input, file: "d.json") == message)
  }

  @Test func readsEmptyJSONFileAsJSONWhenForced() {
    #expect(throws: LayoutFileError.self) { try LayoutFileParser.parseJSON([], file: "d.json") }
  }
}
