/// Helpers for writing tag markup safely.
///
///     let markup = "<b>\(Markup.escape(userName))</b>"   // "<b>Tom &amp; Jerry</b>"
public enum Markup {
  /// Escapes text so that it is shown literally inside markup: & < > " ' become entities.
  ///
  ///     Markup.escape("Tom & <Jerry>")   // "Tom &amp; &lt;Jerry&gt;"
  ///     Markup.escape("plain")           // "plain", returned without copying
  public static func escape(_ text: String) -> String {
    // The attribute mode escapes `'` too, so the result is safe in any attribute quoting.
    HTMLEscaping.escape(text, as: .attribute)
  }
}
