extension Theme {
  /// The text of `Themes/default.json`, the built-in `default` theme, byte for byte (a test
  /// compares them). Kept in the source so loading it needs no bundle resources.
  ///
  ///     Theme.defaultJSON.hasPrefix("{")   // true
  static let defaultJSON = #"""
    {
      "name": "default",
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
        "body": { "textStyle": "body", "scaling": "allSizes", "color": "label" },
        "largeTitle": { "basedOn": "body", "textStyle": "largeTitle" },
        "title1": { "basedOn": "body", "textStyle": "title1" },
        "title2": { "basedOn": "body", "textStyle": "title2" },
        "title3": { "basedOn": "body", "textStyle": "title3" },
        "headline": { "basedOn": "body", "textStyle": "headline" },
        "subheadline": { "basedOn": "body", "textStyle": "subheadline" },
        "callout": { "basedOn": "body", "textStyle": "callout" },
        "footnote": { "basedOn": "body", "textStyle": "footnote" },
        "caption1": { "basedOn": "body", "textStyle": "caption1" },
        "caption2": { "basedOn": "body", "textStyle": "caption2" },
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
        "paragraph": { "paragraph": { "paragraphSpacing": 8 } },
        "headings": [
          {
            "textStyle": "title1",
            "paragraph": { "paragraphSpacing": 8, "paragraphSpacingBefore": 8 }
          },
          {
            "textStyle": "title2",
            "paragraph": { "paragraphSpacing": 8, "paragraphSpacingBefore": 8 }
          },
          {
            "textStyle": "title3",
            "paragraph": { "paragraphSpacing": 6, "paragraphSpacingBefore": 6 }
          },
          {
            "textStyle": "headline",
            "paragraph": { "paragraphSpacing": 6, "paragraphSpacingBefore": 6 }
          },
          {
            "textStyle": "subheadline",
            "weight": "semibold",
            "paragraph": { "paragraphSpacing": 4 }
          },
          {
            "textStyle": "footnote",
            "weight": "semibold",
            "paragraph": { "paragraphSpacing": 4 }
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
        "quote": { "color": "secondaryLabel", "paragraph": { "paragraphSpacing": 8 } },
        "quoteIndent": 16,
        "codeBlock": {
          "font": "ui-monospace",
          "size": { "multiplier": 0.9 },
          "paragraph": { "hyphenationFactor": 0, "paragraphSpacing": 8 }
        },
        "listItem": { "paragraph": { "paragraphSpacing": 2 } },
        "listMarker": {},
        "listIndent": 24,
        "listSpacingAfter": 8,
        "bullets": ["•", "◦", "▪"],
        "numbering": ["decimal", "lowerAlpha", "lowerRoman"],
        "taskBoxes": { "unchecked": "☐", "checked": "☑" },
        "tableHeader": { "weight": "semibold" },
        "tableCell": {},
        "thematicBreakText": "⁂",
        "thematicBreak": {
          "color": "separator",
          "paragraph": { "alignment": "center", "paragraphSpacing": 8 }
        },
        "footnoteReference": { "size": { "multiplier": 0.75 }, "baselineOffset": { "relative": 0.35 } },
        "footnoteDefinition": { "textStyle": "footnote", "paragraph": { "paragraphSpacing": 4 } }
      }
    }

    """#
}
