#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Theme {
  /// Loads a theme from JSON bytes, reporting every problem in the file.
  ///
  /// The format is described in the README ("Theme files"). Colours and font families defined
  /// in the file are usable by name in its styles; `basedOn` builds a style on another; tag and
  /// Markdown styles may be based on named styles. Problems name the JSON path and the reason,
  /// all of them in one ``ThemeError``; a file that is not JSON names the line and column.
  ///
  ///     let theme = try Theme(json: Data(#"{"styles": {"body": {"size": 15}}}"#.utf8))
  ///     theme.body.size?.points   // 15
  ///
  /// - Parameters:
  ///   - json: the file's bytes (UTF-8; a byte-order mark is skipped).
  ///   - baseURL: the file's location, against which a `fontCatalog` path is resolved.
  public init(json: Data, baseURL: URL? = nil) throws(ThemeError) {
    try self.init(jsonBytes: [UInt8](json), baseURL: baseURL)
  }

  /// Loads a theme from JSON text.
  ///
  ///     try Theme(json: #"{"name": "Plain"}"#).name   // "Plain"
  public init(json: String) throws(ThemeError) {
    try self.init(jsonBytes: Array(json.utf8), baseURL: nil)
  }

  /// Loads a theme from a JSON file; a `fontCatalog` path is read relative to it.
  ///
  ///     let theme = try Theme(contentsOf: URL(fileURLWithPath: "Themes/compact.json"))
  ///     theme.name   // "compact"
  public init(contentsOf url: URL) throws(ThemeError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: FileReading.reason(of: error))
    }
    try self.init(json: data, baseURL: url)
  }

  init(jsonBytes bytes: [UInt8], baseURL: URL?) throws(ThemeError) {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse(bytes)
    } catch {
      throw .problems([
        ThemeProblem(path: "", reason: "not JSON: \(error.message)", location: error.location)
      ])
    }
    var loader = ThemeLoader(tree: tree, baseURL: baseURL)
    let theme = loader.load()
    guard loader.problems.isEmpty else { throw .problems(loader.problems) }
    self = theme
  }
}
