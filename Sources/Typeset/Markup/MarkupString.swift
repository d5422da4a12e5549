/// Markup built by string interpolation: literal segments are markup, interpolated values are
/// escaped.
///
///     let name = "<script>"
///     let m: MarkupString = "Hello <b>\(name)</b>"   // m.rawValue == "Hello <b>&lt;script&gt;</b>"
public struct MarkupString: ExpressibleByStringInterpolation, Hashable, Sendable,
  CustomStringConvertible
{
  /// The markup text.
  ///
  ///     MarkupString(rawValue: "<b>hi</b>").rawValue   // "<b>hi</b>"
  public var rawValue: String

  /// Wraps text that already is markup, without escaping it.
  ///
  ///     let bold = MarkupString(rawValue: "<b>hi</b>")   // stays "<b>hi</b>"
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Makes markup from a literal with no interpolations; the literal is markup.
  ///
  ///     let m: MarkupString = "<i>fine</i>"   // rawValue "<i>fine</i>"
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Makes markup from an interpolated literal.
  ///
  ///     let m: MarkupString = "<b>\(1 < 2)</b>"   // rawValue "<b>true</b>"
  public init(stringInterpolation: StringInterpolation) {
    self.rawValue = stringInterpolation.rawValue
  }

  /// The markup text, as in `rawValue`.
  ///
  ///     "\(MarkupString(rawValue: "<b>x</b>"))"   // "<b>x</b>"
  public var description: String { rawValue }

  /// Collects the literal segments as markup and the interpolated values escaped.
  ///
  ///     let m: MarkupString = "a \("<") b"   // rawValue "a &lt; b"
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    /// The markup collected so far.
    ///
    ///     interpolation.rawValue   // "Hello <b>"
    public var rawValue: String

    /// Reserves room for the literal segments.
    ///
    ///     // Called by the compiler for "Hello <b>\(name)</b>"
    public init(literalCapacity: Int, interpolationCount: Int) {
      rawValue = ""
      rawValue.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Appends a literal segment unchanged: it is markup.
    ///
    ///     // "Hello <b>" in "Hello <b>\(name)</b>" stays as written
    public mutating func appendLiteral(_ literal: String) {
      rawValue += literal
    }

    /// Appends a value's description, escaped so that it shows literally.
    ///
    ///     let m: MarkupString = "\("a&b")"   // rawValue "a&amp;b"
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      rawValue += Markup.escape(value.description)
    }

    /// Appends other markup unchanged.
    ///
    ///     let inner: MarkupString = "<i>x</i>"
    ///     let m: MarkupString = "<b>\(inner)</b>"   // rawValue "<b><i>x</i></b>"
    public mutating func appendInterpolation(_ markup: MarkupString) {
      rawValue += markup.rawValue
    }

    /// Appends other markup unchanged.
    ///
    ///     let m: MarkupString = "<b>\(markup: "<i>x</i>")</b>"   // rawValue "<b><i>x</i></b>"
    public mutating func appendInterpolation(markup: MarkupString) {
      rawValue += markup.rawValue
    }
  }
}
