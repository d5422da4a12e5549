/// The text of `typeset --help`.
enum Usage {
  static let text = """
    USAGE: typeset <command> [options]

    COMMANDS:
      demo                      Render the built-in showcase with the built-in theme.
      render [FILE|-]           Style FILE (or standard input) and print it.

    RENDER OPTIONS:
      --from plain|markup|markdown
                                Input format (default: plain; markdown for .md
                                files). markup styles <b>, <i>, <a href>, … and the
                                theme's named styles as tags.
      --strict                  With --from markup: stop at the first problem with
                                its line and column (exit status 1).
      --to html --bare          With --from markdown: semantic HTML exactly as the
                                CommonMark reference renderer prints it.
      --unsafe                  With --from markdown: keep raw HTML and javascript:,
                                vbscript:, file: and data: URLs (dropped by default).
      --no-gfm                  With --from markdown: plain CommonMark, without the
                                GitHub extensions (tables, strikethrough, autolinks,
                                task lists, the tag filter, footnotes).
      --to json|text|html       Output: resolved runs as JSON (default) or a text
                                dump; html for Markdown.
      --size-category CATEGORY  xS, S, M, L (default), xL, xxL, xxxL, AX1 … AX5.
      --appearance light|dark   Resolve colours for light (default) or dark mode.

    EXIT STATUS:
      0 success, 1 invalid input, 2 usage error.

    """
}
