extension FontCatalog {
  /// The custom font for one text style: its PostScript name and its size at the default category.
  ///
  ///     let body = FontCatalog.Entry(fontName: "Noteworthy-Bold", fontSize: 17)
  ///     FontMetrics(textStyle: .body).scaledFontSize(body.fontSize, for: .extraSmall)   // 15
  public struct Entry: Hashable, Sendable, Codable {
    /// The font's PostScript name, such as `"Noteworthy-Bold"`.
    ///
    ///     FontCatalog.Entry(fontName: "Avenir-Book", fontSize: 17).fontName   // "Avenir-Book"
    public var fontName: String
    /// The point size at the default category (``SizeCategory/large``).
    ///
    ///     FontCatalog.Entry(fontName: "Avenir-Book", fontSize: 17).fontSize   // 17
    public var fontSize: Double

    /// Creates an entry.
    ///
    ///     FontCatalog.Entry(fontName: "Avenir-Heavy", fontSize: 34)
    public init(fontName: String, fontSize: Double) {
      self.fontName = fontName
      self.fontSize = fontSize
    }
  }
}
