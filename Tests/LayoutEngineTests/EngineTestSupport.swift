import Foundation
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport

/// Parses a listing and builds its engine.
func engine(_ listing: String, options: LayoutEngineOptions = LayoutEngineOptions()) throws
  -> LayoutEngine
{
  let document = try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout")
  return try LayoutEngine(document: document, options: options)
}

/// Solves a listing and returns the frames by view id.
func frames(_ listing: String, options: LayoutEngineOptions = LayoutEngineOptions()) throws
  -> [String: LayoutRect]
{
  let solution = try engine(listing, options: options).solve()
  return Dictionary(uniqueKeysWithValues: solution.views.map { ($0.id, rounded($0.frame)) })
}

/// The frame rounded to 1e-6, so tests compare exact decimal values.
func rounded(_ rect: LayoutRect) -> LayoutRect {
  func clean(_ value: Double) -> Double {
    let result = Double(Int64(value * 1e6 + (value < 0 ? -0.5 : 0.5))) / 1e6
    return result == 0 ? 0 : result
  }
  return LayoutRect(
    x: clean(rect.x), y: clean(rect.y), width: clean(rect.width), height: clean(rect.height))
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
  LayoutRect(x: x, y: y, width: width, height: height)
}

/// Reads `fixtures/layout-dumps/<name>` and parses it in the format its extension says.
func fixtureDocument(_ name: String) throws -> LayoutDocument {
  let bytes = try [UInt8](Data(contentsOf: Fixtures.url("layout-dumps/\(name)")))
  return try LayoutFileParser.parse(bytes, file: name).document
}
