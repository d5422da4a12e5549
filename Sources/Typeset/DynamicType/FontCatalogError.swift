/// Why a font catalog could not be read at all.
///
/// Only an unreadable file, data that is not a property list, or a root that is not a
/// dictionary is an error; problems with single entries are reported in
/// ``FontCatalog/problems`` instead.
///
///     do { _ = try FontCatalog(propertyList: Data("[]".utf8)) } catch {
///       print(error)   // font catalog: the root is an array, expected a dictionary of text styles
///     }
public struct FontCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case notPropertyList(String)
    case rootNotDictionary(String)
    case unreadable(path: String, reason: String)
  }

  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// The data is not an XML or binary property list.
  ///
  ///     FontCatalogError.notPropertyList("The data is not in the correct format.").description
  ///     // font catalog: not a property list (The data is not in the correct format.)
  public static func notPropertyList(_ reason: String) -> FontCatalogError {
    FontCatalogError(.notPropertyList(reason))
  }

  /// The property list's root is not a dictionary; `found` names what it is.
  ///
  ///     FontCatalogError.rootNotDictionary(found: "an array").description
  ///     // font catalog: the root is an array, expected a dictionary of text styles
  public static func rootNotDictionary(found: String) -> FontCatalogError {
    FontCatalogError(.rootNotDictionary(found))
  }

  /// The file could not be read.
  ///
  ///     FontCatalogError.unreadable(path: "/x.plist", reason: "no such file").description
  ///     // cannot read font catalog /x.plist: no such file
  public static func unreadable(path: String, reason: String) -> FontCatalogError {
    FontCatalogError(.unreadable(path: path, reason: reason))
  }

  /// The message to show the user.
  ///
  ///     FontCatalogError.rootNotDictionary(found: "a string").description
  ///     // font catalog: the root is a string, expected a dictionary of text styles
  public var description: String {
    switch kind {
    case .notPropertyList(let reason):
      return "font catalog: not a property list (\(reason))"
    case .rootNotDictionary(let found):
      return "font catalog: the root is \(found), expected a dictionary of text styles"
    case .unreadable(let path, let reason):
      return "cannot read font catalog \(path): \(reason)"
    }
  }
}
