import TypesetSupport

@testable import TypesetMarkdown

/// A Swift port of `/work/shared/conformance/normalize.py`, the HTML normalizer used to compare
/// renderer output with the spec's expected HTML (the rules of the CommonMark spec runner):
///
/// 1. Outside `<pre>`, runs of whitespace in text collapse to one space.
/// 2. Whitespace next to block-level tags is trimmed.
/// 3. Newlines right after `<br>` are dropped.
/// 4. Self-closing tags lose the slash.
/// 5. Tag and attribute names are lower-cased, attributes sorted, values re-escaped.
/// 6. Entity and numeric references in text are decoded (HTML 4 names only), except that
///    `< > & "` are written `&lt; &gt; &amp; &quot;`; undecodable ones stay as `&name;`.
/// 7. Comments, declarations, processing instructions and CDATA pass through unchanged.
///
/// The tokenizer follows Python's `html.parser` (with `convert_charrefs=False`) closely enough
/// for Markdown renderer output.
enum HTMLNormalizer {
  static let blockTags: Set<String> = Set(
    """
    article aside blockquote body button canvas caption col colgroup dd div dl dt embed \
    fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr iframe li map \
    object ol output p pre progress script section style table tbody td textarea tfoot th \
    thead tr ul video
    """.split(separator: " ").map(String.init))

  /// The names of Python's `html.entities.name2codepoint` (HTML 4).
  static let html4Names: Set<String> = Set(
    """
    AElig Aacute Acirc Agrave Alpha Aring Atilde Auml Beta Ccedil Chi Dagger Delta ETH Eacute \
    Ecirc Egrave Epsilon Eta Euml Gamma Iacute Icirc Igrave Iota Iuml Kappa Lambda Mu Ntilde \
    Nu OElig Oacute Ocirc Ograve Omega Omicron Oslash Otilde Ouml Phi Pi Prime Psi Rho Scaron \
    Sigma THORN Tau Theta Uacute Ucirc Ugrave Upsilon Uuml Xi Yacute Yuml Zeta aacute acirc \
    acute aelig agrave alefsym alpha amp and ang aring asymp atilde auml bdquo beta brvbar \
    bull cap ccedil cedil cent chi circ clubs cong copy crarr cup curren dArr dagger darr deg \
    delta diams divide eacute ecirc egrave empty emsp ensp epsilon equiv eta eth euml euro \
    exist fnof forall frac12 frac14 frac34 frasl gamma ge gt hArr harr hearts hellip iacute \
    icirc iexcl igrave image infin int iota iquest isin iuml kappa lArr lambda lang laquo larr \
    lceil ldquo le lfloor lowast loz lrm lsaquo lsquo lt macr mdash micro middot minus mu \
    nabla nbsp ndash ne ni not notin nsub ntilde nu oacute ocirc oelig ograve oline omega \
    omicron oplus or ordf ordm oslash otilde otimes ouml para part permil perp phi pi piv \
    plusmn pound prime prod prop psi quot rArr radic rang raquo rarr rceil rdquo real reg \
    rfloor rho rlm rsaquo rsquo sbquo scaron sdot sect shy sigma sigmaf sim spades sub sube \
    sum sup sup1 sup2 sup3 supe szlig tau there4 theta thetasym thinsp thorn tilde times trade \
    uArr uacute uarr ucirc ugrave uml upsih upsilon uuml weierp xi yacute yen yuml zeta zwj \
    zwnj
    """.split(separator: " ").map(String.init))

  enum Event {
    case startTag, endTag, data, comment, decl, pi, ref
  }

  struct State {
    var buffer: [String] = []
    var previous: Event = .startTag
    var previousTag = ""
    var inPre = false

    mutating func emit(_ s: String) {
      if !s.isEmpty { buffer.append(s) }
    }

    mutating func trimTail() {
      while let last = buffer.last {
        let trimmed = rstrip(last)
        if !trimmed.isEmpty {
          buffer[buffer.count - 1] = trimmed
          return
        }
        buffer.removeLast()
      }
    }

    mutating func handleData(_ text: String) {
      var data = text
      let afterTag = previous == .startTag || previous == .endTag
      if afterTag && previousTag == "br" {
        data = String(data.drop(while: { $0 == "\n" }))
      }
      if !inPre {
        data = collapseWhitespace(data)
        if afterTag && HTMLNormalizer.blockTags.contains(previousTag) {
          data = previous == .startTag ? lstrip(data) : lstrip(rstrip(data))
        }
      }
      emit(data)
      previous = .data
    }

    mutating func open(_ tag: String, _ attributes: [(String, String?)]) {
      if tag == "pre" { inPre = true }
      if HTMLNormalizer.blockTags.contains(tag) { trimTail() }
      var out = "<" + tag
      let sorted = attributes.sorted { a, b in
        a.0 != b.0 ? a.0 < b.0 : (a.1 ?? "") < (b.1 ?? "")
      }
      for (name, value) in sorted {
        out += " " + name
        if let value { out += "=\"" + escapeAttribute(value) + "\"" }
      }
      emit(out + ">")
      previousTag = tag
    }

    mutating func startTag(_ tag: String, _ attributes: [(String, String?)], selfClosing: Bool) {
      open(tag, attributes)
      previous = selfClosing ? .endTag : .startTag
    }

    mutating func endTag(_ tag: String) {
      if tag == "pre" {
        inPre = false
      } else if HTMLNormalizer.blockTags.contains(tag) {
        trimTail()
      }
      emit("</" + tag + ">")
      previousTag = tag
      previous = .endTag
    }

    mutating func character(_ decoded: String?, fallback: String) {
      if let decoded {
        switch decoded {
        case "<": emit("&lt;")
        case ">": emit("&gt;")
        case "&": emit("&amp;")
        case "\"": emit("&quot;")
        default: emit(decoded)
        }
      } else {
        emit(fallback)
      }
      previous = .ref
    }
  }

  /// Python's `str.isspace` for one scalar.
  static func isPythonSpace(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
      0x205F, 0x3000:
      return true
    default: return false
    }
  }

  static func collapseWhitespace(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    var inSpace = false
    for c in s.unicodeScalars {
      if isPythonSpace(c) {
        if !inSpace { out.append(" ") }
        inSpace = true
      } else {
        out.append(c)
        inSpace = false
      }
    }
    return String(out)
  }

  static func lstrip(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.drop(while: isPythonSpace)))
  }

  static func rstrip(_ s: String) -> String {
    var scalars = Array(s.unicodeScalars)
    while let last = scalars.last, isPythonSpace(last) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  static func escapeAttribute(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#x27;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// Python's `html.unescape` for attribute values (HTML5 names, numeric references).
  static func unescapeAttribute(_ s: [Unicode.Scalar]) -> String {
    var out = String.UnicodeScalarView()
    var i = 0
    while i < s.count {
      if s[i] == "&" {
        if let (text, next) = reference(s, i, html5: true) {
          out.append(contentsOf: text.unicodeScalars)
          i = next
          continue
        }
      }
      out.append(s[i])
      i += 1
    }
    return String(out)
  }

  static func isASCIIAlpha(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
  }
  static func isASCIIDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
  static func isHex(_ c: Unicode.Scalar) -> Bool {
    isASCIIDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
  }

  /// A character reference in an attribute value (lenient, like `html.unescape`).
  static func reference(_ s: [Unicode.Scalar], _ i: Int, html5: Bool) -> (String, Int)? {
    var j = i + 1
    guard j < s.count else { return nil }
    if s[j] == "#" {
      j += 1
      var hex = false
      if j < s.count && (s[j] == "x" || s[j] == "X") {
        hex = true
        j += 1
      }
      let start = j
      while j < s.count && (hex ? isHex(s[j]) : isASCIIDigit(s[j])) { j += 1 }
      guard j > start else { return nil }
      let digits = String(String.UnicodeScalarView(s[start..<j]))
      if j < s.count && s[j] == ";" { j += 1 }
      guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value)
      else { return ("\u{FFFD}", j) }
      return (String(Character(scalar)), j)
    }
    let start = j
    while j < s.count && (isASCIIAlpha(s[j]) || isASCIIDigit(s[j])) { j += 1 }
    guard j > start else { return nil }
    let name = String(String.UnicodeScalarView(s[start..<j]))
    if j < s.count && s[j] == ";", let value = HTMLEntities.lookup(Array(name.utf8)) {
      return (value, j + 1)
    }
    return nil
  }

  /// Returns the canonical form of an HTML fragment.
  static func normalize(_ html: String) -> String {
    let s = Array(html.unicodeScalars)
    let n = s.count
    var state = State()
    var i = 0
    var textStart = 0

    func flushText(_ upTo: Int) {
      if upTo > textStart {
        state.handleData(String(String.UnicodeScalarView(s[textStart..<upTo])))
      }
    }
    func hasPrefix(_ p: String, at k: Int) -> Bool {
      let ps = Array(p.unicodeScalars)
      if k + ps.count > n { return false }
      for (o, c) in ps.enumerated() where s[k + o] != c { return false }
      return true
    }
    func find(_ p: String, from k: Int) -> Int? {
      var j = k
      while j < n {
        if hasPrefix(p, at: j) { return j }
        j += 1
      }
      return nil
    }

    // Python's splitting into `<...>` pieces drops a `<` that no `>` follows.
    var nextGreaterThan = [Int](repeating: -1, count: n + 1)
    var following = -1
    for k in stride(from: n - 1, through: 0, by: -1) {
      if s[k] == ">" { following = k }
      nextGreaterThan[k] = following
    }

    while i < n {
      let c = s[i]
      if c == "<" {
        if nextGreaterThan[i] < 0 && !hasPrefix("<![CDATA[", at: i) {
          flushText(i)
          i += 1
          textStart = i
          continue
        }
        if hasPrefix("<![CDATA[", at: i), let close = find("]]>", from: i + 9) {
          flushText(i)
          state.emit(String(String.UnicodeScalarView(s[i..<(close + 3)])))
          i = close + 3
          textStart = i
          continue
        }
        if hasPrefix("<!--", at: i), let close = find("-->", from: i + 4) {
          flushText(i)
          state.emit(String(String.UnicodeScalarView(s[i..<(close + 3)])))
          state.previous = .comment
          i = close + 3
          textStart = i
          continue
        }
        if hasPrefix("<?", at: i), let close = find(">", from: i + 2) {
          flushText(i)
          state.emit(String(String.UnicodeScalarView(s[i..<(close + 1)])))
          state.previous = .pi
          i = close + 1
          textStart = i
          continue
        }
        if hasPrefix("<!", at: i), i + 2 < n, isASCIIAlpha(s[i + 2]),
          let close = find(">", from: i + 2)
        {
          flushText(i)
          // html.parser keeps only DOCTYPE as a declaration; other `<!...>` become comments.
          let body = String(String.UnicodeScalarView(s[(i + 2)..<close]))
          if body.lowercased().hasPrefix("doctype") {
            state.emit("<!" + body + ">")
            state.previous = .decl
          } else {
            state.emit("<!--" + body + "-->")
            state.previous = .comment
          }
          i = close + 1
          textStart = i
          continue
        }
        if i + 1 < n && s[i + 1] == "/" && i + 2 < n && isASCIIAlpha(s[i + 2]) {
          // End tag.
          var j = i + 2
          while j < n && s[j] != ">" && !isPythonSpace(s[j]) { j += 1 }
          let name = String(String.UnicodeScalarView(s[(i + 2)..<j])).lowercased()
          if let close = find(">", from: j) {
            flushText(i)
            state.endTag(name)
            i = close + 1
            textStart = i
            continue
          }
        }
        if i + 1 < n && isASCIIAlpha(s[i + 1]), let (end, tag, attrs, selfClosing) = startTag(s, i)
        {
          flushText(i)
          state.startTag(tag, attrs, selfClosing: selfClosing)
          i = end
          textStart = i
          if !selfClosing && (tag == "script" || tag == "style") {
            // Raw text up to the end tag; html.parser drops it when the tag is never closed.
            var k = i
            var found = -1
            while k + 1 < n {
              if s[k] == "<" && s[k + 1] == "/" {
                let name = String(String.UnicodeScalarView(s[(k + 2)..<min(n, k + 2 + tag.count)]))
                if name.lowercased() == tag {
                  found = k
                  break
                }
              }
              k += 1
            }
            if found < 0 {
              i = n
              textStart = n
            } else {
              if found > i { state.handleData(String(String.UnicodeScalarView(s[i..<found]))) }
              i = found
              textStart = found
            }
          }
          continue
        }
        i += 1
        continue
      }
      if c == "&" {
        // Python's charref / entityref, which need a following terminator character.
        if i + 1 < n && s[i + 1] == "#" {
          var j = i + 2
          var hex = false
          if j < n && (s[j] == "x" || s[j] == "X") {
            hex = true
            j += 1
          }
          let start = j
          while j < n && (isHex(s[j])) { j += 1 }
          if j > start && j < n && (hex || s[start..<j].allSatisfy(isASCIIDigit)) {
            flushText(i)
            let nameText = String(String.UnicodeScalarView(s[(i + 2)..<j]))
            var decoded: String? = nil
            if nameText.hasPrefix("x") {
              if let v = UInt32(nameText.dropFirst(), radix: 16), let u = Unicode.Scalar(v) {
                decoded = String(Character(u))
              }
            } else if let v = UInt32(nameText), let u = Unicode.Scalar(v) {
              decoded = String(Character(u))
            }
            state.character(decoded, fallback: "&" + nameText + ";")
            i = j < n && s[j] == ";" ? j + 1 : j
            textStart = i
            continue
          }
        } else if i + 1 < n && isASCIIAlpha(s[i + 1]) {
          var j = i + 2
          while j < n
            && (isASCIIAlpha(s[j]) || isASCIIDigit(s[j]) || s[j] == "-" || s[j] == ".")
          {
            j += 1
          }
          if j < n {
            flushText(i)
            let name = String(String.UnicodeScalarView(s[(i + 1)..<j]))
            var decoded: String? = nil
            if html4Names.contains(name) { decoded = HTMLEntities.lookup(Array(name.utf8)) }
            state.character(decoded, fallback: "&" + name + ";")
            i = s[j] == ";" ? j + 1 : j
            textStart = i
            continue
          }
        }
        flushText(i)
        state.handleData("&")
        i += 1
        textStart = i
        continue
      }
      i += 1
    }
    flushText(n)
    return state.buffer.joined()
  }

  /// Parses a start tag at `i`: (end index, name, attributes, self-closing).
  static func startTag(_ s: [Unicode.Scalar], _ i: Int) -> (Int, String, [(String, String?)], Bool)?
  {
    let n = s.count
    var j = i + 1
    while j < n && !isPythonSpace(s[j]) && s[j] != "/" && s[j] != ">" { j += 1 }
    let tag = String(String.UnicodeScalarView(s[(i + 1)..<j])).lowercased()
    var attributes: [(String, String?)] = []
    while j < n {
      while j < n && (isPythonSpace(s[j]) || (s[j] == "/" && j + 1 < n && s[j + 1] != ">")) {
        j += 1
      }
      guard j < n else { return nil }
      if s[j] == ">" { return (j + 1, tag, attributes, false) }
      if s[j] == "/" && j + 1 < n && s[j + 1] == ">" { return (j + 2, tag, attributes, true) }
      let nameStart = j
      while j < n && !isPythonSpace(s[j]) && s[j] != "=" && s[j] != ">"
        && !(s[j] == "/" && j + 1 < n && s[j + 1] == ">")
      {
        j += 1
      }
      let name = String(String.UnicodeScalarView(s[nameStart..<j])).lowercased()
      var k = j
      while k < n && isPythonSpace(s[k]) { k += 1 }
      if k < n && s[k] == "=" {
        k += 1
        while k < n && isPythonSpace(s[k]) { k += 1 }
        guard k < n else { return nil }
        if s[k] == "\"" || s[k] == "'" {
          let q = s[k]
          var e = k + 1
          while e < n && s[e] != q { e += 1 }
          guard e < n else { return nil }
          attributes.append((name, unescapeAttribute(Array(s[(k + 1)..<e]))))
          j = e + 1
        } else {
          var e = k
          while e < n && !isPythonSpace(s[e]) && s[e] != ">" { e += 1 }
          attributes.append((name, unescapeAttribute(Array(s[k..<e]))))
          j = e
        }
      } else {
        attributes.append((name, nil))
      }
    }
    return nil
  }
}
