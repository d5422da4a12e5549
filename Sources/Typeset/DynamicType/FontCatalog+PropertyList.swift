#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension FontCatalog {
  /// Reads a catalog from XML or binary property list data.
  ///
  /// Throws only when the data is not a property list or its root is not a dictionary; each
  /// malformed entry becomes a ``Problem`` and its style keeps the system font.
  ///
  ///     let catalog = try FontCatalog(propertyList: data)
  ///     catalog.entry(for: .title1)?.fontName   // from the "title" key
  public init(propertyList data: Data) throws(FontCatalogError) {
    guard !data.isEmpty else {
      throw .notPropertyList("Cannot parse a NULL or zero-length data")
    }
    let root: Any
    do {
      root = try PropertyListDecoder().decode(PropertyListValue.self, from: data).value
    } catch {
      throw .notPropertyList(Self.reason(of: error))
    }
    guard let dictionary = root as? [String: Any] else {
      throw .rootNotDictionary(found: Self.kind(of: root))
    }
    self.init()
    var found: [(offset: Int, problem: Problem)] = []
    func report(_ key: String, _ reason: String) {
      found.append((found.count, Problem(key: key, reason: reason)))
    }
    for (key, value) in dictionary {
      guard let style = DynamicTextStyle.allCases.first(where: { $0.swiftUIName == key }) else {
        report(key, "not a text style")
        continue
      }
      guard let fields = value as? [String: Any] else {
        report(key, "not a dictionary (found \(Self.kind(of: value)))")
        continue
      }
      var fontName: String?
      switch fields["fontName"] {
      case nil: report(key, "fontName is missing")
      case let name as String where name.isEmpty: report(key, "fontName is empty")
      case let name as String: fontName = name
      case let other?: report(key, "fontName is not a string (found \(Self.kind(of: other)))")
      }
      var fontSize: Double?
      if let raw = fields["fontSize"] {
        if let number = Self.number(raw) {
          if !number.isFinite {
            report(key, "fontSize is not finite")
          } else if number <= 0 {
            report(key, "fontSize must be greater than 0 (found \(Self.format(number)))")
          } else {
            fontSize = number
          }
        } else {
          report(key, "fontSize is not a number (found \(Self.kind(of: raw)))")
        }
      } else {
        report(key, "fontSize is missing")
      }
      if let fontName, let fontSize {
        entries[style] = Entry(fontName: fontName, fontSize: fontSize)
      }
    }
    problems = found.sorted { lhs, rhs in
      lhs.problem.key != rhs.problem.key
        ? lhs.problem.key < rhs.problem.key : lhs.offset < rhs.offset
    }.map(\.problem)
  }

  /// Reads a catalog from a property list file.
  ///
  ///     let url = Bundle.main.url(forResource: "Noteworthy", withExtension: "plist")!
  ///     let catalog = try FontCatalog(contentsOf: url)
  public init(contentsOf url: URL) throws(FontCatalogError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: FileReading.reason(of: error))
    }
    try self.init(propertyList: data)
  }

  /// A property list number as a `Double`; booleans are not numbers.
  private static func number(_ value: Any) -> Double? {
    // Values come from `PropertyListValue`: a number is a `Double`, a boolean a `Bool`.
    value as? Double
  }

  /// Names the kind of a property list value for a message ("a string", "an array" …).
  private static func kind(of value: Any) -> String {
    switch value {
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    case is Data: return "data"
    case is Date: return "a date"
    default: return number(value) == nil ? "a boolean" : "a number"
    }
  }

  private static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// What the property list parser said was wrong.
  private static func reason(of error: any Error) -> String {
    if case .dataCorrupted(let context) = error as? DecodingError,
      let underlying = context.underlyingError as? CocoaError,
      let debug = underlying.userInfo["NSDebugDescription"] as? String, !debug.isEmpty
    {
      return debug
    }
    if case .dataCorrupted(let context) = error as? DecodingError {
      return context.debugDescription
    }
    return "\(error)"
  }
}
