/// The kitchen-sink document the renderers' golden files are made from: every Markdown element,
/// inline tags, links in several shapes, and text whose display width is hard to measure.
///
/// ```swift
/// let document = StyledDocument(markdown: KitchenSink.markdown, theme: .default)
/// // every block kind the styler produces appears at least once
/// ```
public enum KitchenSink {
  /// The document's Markdown source.
  ///
  /// ```swift
  /// KitchenSink.markdown.hasPrefix("# Typeset")  // true
  /// ```
  public static let markdown = #"""
    # Typeset kitchen sink

    A paragraph with **strong**, *emphasis*, ***strong emphasis***, ~~strikethrough~~,
    `inline code`, a [link](https://example.com/docs "Docs"), an autolink
    <https://example.org/a/very/long/path/that/does/not/fit/on/one/narrow/line?query=1&other=2>,
    and a hard\
    break. Inline tags: H<sub>2</sub>O, E = mc<sup>2</sup>, <mark>marked</mark>, <u>underlined</u>,
    <small>small</small>, <kbd>⌘K</kbd> and <color value="#d33682">a colour</color>.

    ## Lists

    1. First ordered item
    2. Second item, long enough to wrap at forty columns so that the hanging indent shows
       - nested bullet
         - deeper bullet with `code`
    9. Ninth
    10. Tenth, aligned on the right edge of its number

    - [x] done task
    - [ ] open task

    ### Quotes and code

    > A quote that goes on long enough to wrap at narrow widths, with **bold** inside.
    >
    > > A nested quote.

    ```swift
    let greeting = "Hello"	// a tab inside code
    print(greeting)
    ```

    #### Tables

    | Left | Centre | Right |
    | :--- | :----: | ----: |
    | a    | *b*    | `c`   |
    | a longer cell that must wrap inside its column | 中文 | 1 234 |

    ##### Width

    CJK: 日本語のテキストは空白なしで折り返されます。한국어 텍스트도 있습니다.
    Emoji: 👨‍👩‍👧‍👦 family, 🇫🇷 flag, 👍🏽 skin tone, ❤️ with VS16, é and é (combining).
    A long word: Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung.

    ###### Footnotes

    A footnote reference[^note] and a second one[^other].

    ---

    Control characters from content stay visible: ESC [\#u{1B}[31m] BEL [\#u{07}] DEL [\#u{7F}], C1 CSI [\#u{9B}31m], bidi override [\#u{202E}desrever] after.
    An image: ![a lighthouse](https://example.com/lighthouse.png) and a
    [dangerous link](javascript:alert(1)).

    [^note]: The first footnote.
    [^other]: The second footnote, with a [link](https://example.net).
    """#
}
