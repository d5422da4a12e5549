extension Theme {
  /// The text of `Themes/compact.json`, the built-in `compact` theme, byte for byte (a test
  /// compares them). Kept in the source so loading it needs no bundle resources.
  ///
  ///     Theme.compactJSON.hasPrefix("{")   // true
  static let compactJSON = #"""
    {
      "name": "compact",
      "background": "systemBackground",
      "colors": {
        "highlight": {
          "light": "#FFE58A",
          "dark": "#FFD60A",
          "highContrastLight": "#FFD60A",
          "highContrastDark": "#FFE58A"
        }
      },
      "styles": {
        "body": { "textStyle": "callout", "scaling": "allSizes", "color": "label" },
        "largeTitle": { "basedOn": "body", "textStyle": "title1" },
        "title1": { "basedOn": "body", "textStyle": "title2" },
        "title2": { "basedOn": "body", "textStyle": "title3" },
        "title3": { "basedOn": "body", "textStyle": "headline" },
        "headline": { "basedOn": "body", "textStyle": "subheadline", "weight": "semibold" },
        "subheadline": { "basedOn": "body", "textStyle": "footnote" },
        "callout": { "basedOn": "body", "textStyle": "subheadline" },
        "footnote": { "basedOn": "body", "textStyle": "caption1" },
        "caption1": { "basedOn": "body", "textStyle": "caption2" },
        "caption2": { "basedOn": "body", "textStyle": "caption2", "size": { "multiplier": 0.9 } },
        "code": { "basedOn": "body", "font": "ui-monospace", "size": { "multiplier": 0.9 } }
      },
      "tags": {
        "kbd": {
          "font": "ui-monospace",
          "size": { "multiplier": 0.9 },
          "backgroundColor": "tertiarySystemFill"
        },
        "mark": { "backgroundColor": "highlight", "color": "black" }
      },
      "markdown": {
        "text": {},
        "paragraph": { "paragraph": { "paragraphSpacing": 4 } },
        "headings": [
          {
            "textStyle": "title2",
            "paragraph": { "paragraphSpacing": 4, "paragraphSpacingBefore": 4 }
          },
          {
            "textStyle": "title3",
            "paragraph": { "paragraphSpacing": 4, "paragraphSpacingBefore": 4 }
          },
          {
            "textStyle": "headline",
            "paragraph": { "paragraphSpacing": 3, "paragraphSpacingBefore": 3 }
          },
          {
            "textStyle": "subheadline",
            "weight": "semibold",
            "paragraph": { "paragraphSpacing": 3, "paragraphSpacingBefore": 3 }
          },
          {
            "textStyle": "footnote",
            "weight": "semibold",
            "paragraph": { "paragraphSpacing": 2 }
          },
          {
            "textStyle": "caption1",
            "weight": "semibold",
            "paragraph": { "paragraphSpacing": 2 }
          }
        ],
        "emphasis": { "italic": true },
        "strong": { "weight": "bold" },
        "strongEmphasis": {},
        "strikethrough": { "strikethrough": true },
        "inlineCode": { "font": "ui-monospace", "size": { "multiplier": 0.9 } },
        "link": { "color": "link", "underline": true },
        "image": { "color": "secondaryLabel" },
        "softBreak": " ",
        "hardBreak": "\u2028",
        "quote": { "color": "secondaryLabel", "paragraph": { "paragraphSpacing": 4 } },
        "quoteIndent": 12,
        "codeBlock": {
          "font": "ui-monospace",
          "size": { "multiplier": 0.9 },
          "paragraph": { "hyphenationFactor": 0, "paragraphSpacing": 4 }
        },
        "listItem": { "paragraph": { "paragraphSpacing": 1 } },
        "listMarker": {},
        "listIndent": 18,
        "listSpacingAfter": 4,
        "bullets": ["•", "◦", "▪"],
        "numbering": ["decimal", "lowerAlpha", "lowerRoman"],
        "taskBoxes": { "unchecked": "☐", "checked": "☑" },
        "tableHeader": { "weight": "semibold" },
        "tableCell": {},
        "thematicBreakText": "⁂",
        "thematicBreak": {
          "color": "separator",
          "paragraph": { "alignment": "center", "paragraphSpacing": 4 }
        },
        "footnoteReference": { "size": { "multiplier": 0.75 }, "baselineOffset": { "relative": 0.35 } },
        "footnoteDefinition": { "textStyle": "caption1", "paragraph": { "paragraphSpacing": 2 } }
      }
    }

    """#
}
