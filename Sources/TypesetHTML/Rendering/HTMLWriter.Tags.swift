import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The fixed opening tags a writer writes, made once per theme and profile: each with its
  /// element's `style` attribute in an email, or its fixed class on a page, so writing one is
  /// a single copy.
  ///
  ///     let tags = HTMLWriter.Tags(elements: elements, isEmail: false)
  ///     tags.append(.quote, to: buffer)   // "<blockquote>\n"
  struct Tags: Sendable {
    /// The tags, by what opens them.
    enum Name: Int, CaseIterable {
      /// The text's `div`.
      case root
      case paragraph
      /// `<blockquote>` and its line break.
      case quote
      case listItem
      /// A task item's `li` and its checkbox up to where `checked` goes.
      case taskItem
      /// `<pre><code`, open for a language class.
      case codeBlock
      /// `<table>` and its line break.
      case table
      /// `<hr />` and its line break.
      case thematicBreak
      /// The footnotes' `section` and `<ol>`.
      case footnotes
      case heading1, heading2, heading3, heading4, heading5, heading6
      /// `th` without, left, centre and right alignment, then `td` likewise.
      case header, headerLeft, headerCenter, headerRight
      case cell, cellLeft, cellCenter, cellRight
      /// `<a`, open for its `href` value.
      case link
      case strong, emphasis, strikethrough, code
      /// `<sup><a`, open for the footnote's number.
      case footnoteReference
      /// `<img`, open for its `src` value.
      case image
    }

    private let bytes: [UInt8]
    private let ends: [Int]

    init(elements: [[UInt8]], isEmail: Bool) {
      var bytes: [UInt8] = []
      var ends: [Int] = []
      /// `<name` with the element's style or the classes, then `>` (or ` />`).
      func open(
        _ name: StaticString, _ element: HTMLElement, extra: [UInt8] = [],
        classes: StaticString = "", selfClosing: Bool = false
      ) {
        bytes.append(0x3C)
        CSSBytes.append(name, to: &bytes)
        if isEmail {
          HTMLWriter.appendStyleAttribute(elements[element.rawValue] + extra, to: &bytes)
        } else if classes.utf8CodeUnitCount > 0 {
          CSSBytes.append(" class=\"", to: &bytes)
          CSSBytes.append(classes, to: &bytes)
          bytes.append(0x22)
        }
        if selfClosing { CSSBytes.append(" /", to: &bytes) }
        bytes.append(0x3E)
      }
      func end() { ends.append(bytes.count) }

      CSSBytes.append("<div", to: &bytes)
      if isEmail {
        HTMLWriter.appendStyleAttribute(elements[HTMLElement.root.rawValue], to: &bytes)
      } else {
        CSSBytes.append(" class=\"typeset\"", to: &bytes)
      }
      bytes.append(0x3E)
      end()
      open("p", .paragraph)
      end()
      open("blockquote", .quote)
      bytes.append(0x0A)
      end()
      open("li", .listItem)
      end()
      open("li", .listItem, extra: elements[HTMLElement.taskBox.rawValue], classes: "task")
      CSSBytes.append("<input type=\"checkbox\" disabled=\"\"", to: &bytes)
      end()
      open("pre", .codeBlock)
      CSSBytes.append("<code", to: &bytes)
      end()
      open("table", .table)
      bytes.append(0x0A)
      end()
      open("hr", .thematicBreak, selfClosing: true)
      bytes.append(0x0A)
      end()
      open("section", .footnotes, classes: "footnotes")
      CSSBytes.append("<ol>\n", to: &bytes)
      end()
      for level in 1...6 {
        bytes.append(0x3C)
        bytes.append(0x68)
        bytes.append(0x30 + UInt8(level))
        if isEmail {
          HTMLWriter.appendStyleAttribute(
            elements[HTMLElement.heading(level).rawValue], to: &bytes)
        }
        bytes.append(0x3E)
        end()
      }
      for (name, element) in [("th", HTMLElement.tableHeader), ("td", .tableCell)] {
        for align in ["", "left", "center", "right"] {
          bytes.append(0x3C)
          bytes += Array(name.utf8)
          if isEmail {
            var declarations = elements[element.rawValue]
            if !align.isEmpty { declarations += Array("text-align:\(align);".utf8) }
            HTMLWriter.appendStyleAttribute(declarations, to: &bytes)
          } else if !align.isEmpty {
            bytes += Array(" class=\"ts-\(align)\"".utf8)
          }
          bytes.append(0x3E)
          end()
        }
      }
      func link(_ target: StaticString) {
        CSSBytes.append("<a", to: &bytes)
        if isEmail {
          HTMLWriter.appendStyleAttribute(elements[HTMLElement.link.rawValue], to: &bytes)
        }
        CSSBytes.append(target, to: &bytes)
      }
      link(" href=\"")
      end()
      open("strong", .strong)
      end()
      open("em", .emphasis)
      end()
      open("del", .strikethrough)
      end()
      open("code", .inlineCode)
      end()
      open("sup", .footnoteReference, classes: "footnote-ref")
      link(" href=\"#fn-")
      end()
      CSSBytes.append("<img", to: &bytes)
      if isEmail {
        HTMLWriter.appendStyleAttribute(elements[HTMLElement.image.rawValue], to: &bytes)
      }
      CSSBytes.append(" src=\"", to: &bytes)
      end()
      assert(ends.count == Name.allCases.count)
      self.bytes = bytes
      self.ends = ends
    }

    /// The `th` or `td` tag for a column alignment.
    static func cell(isHeader: Bool, alignment: ParagraphStyle.Alignment) -> Name {
      let first = isHeader ? Name.header.rawValue : Name.cell.rawValue
      let offset =
        switch alignment {
        case .left: 1
        case .center: 2
        case .right: 3
        default: 0
        }
      return Name(rawValue: first + offset)!
    }

    /// The heading tag of a level from 1 to 6.
    static func heading(_ level: Int) -> Name {
      Name(rawValue: Name.heading1.rawValue + level - 1)!
    }

    /// The tag's bytes.
    @inline(__always)
    func withBytes<Result>(
      _ name: Name, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      let index = name.rawValue
      let start = index == 0 ? 0 : ends[index - 1]
      let end = ends[index]
      return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Appends the tag.
    @inline(__always)
    func append(_ name: Name, to output: ByteBuffer) {
      withBytes(name) { output.append($0) }
    }

    /// Appends the tag to an array.
    func append(_ name: Name, to output: inout [UInt8]) {
      withBytes(name) { output.append(contentsOf: $0) }
    }
  }
}
