/// The reason a tag's attributes were rejected by its rule.
///
///     throw TagRuleError("<a> needs an href attribute with a URL")
public struct TagRuleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message shown to the user.
  ///
  ///     TagRuleError("<a> needs an href").description   // "<a> needs an href"
  public var description: String

  /// Creates an error with a message.
  ///
  ///     TagRuleError("<size> needs a points attribute")
  public init(_ description: String) { self.description = description }
}
