#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ThemeLoader {
  /// Reads one style property into `style`; a bad value is reported and leaves it unset.
  mutating func applyProperty(_ key: String, _ node: Int, _ path: String, to style: inout TextStyle)
  {
    switch key {
    case "font": style.fontFamily = family(node, path, allowNames: true)
    case "weight": style.weight = weight(node, path)
    case "italic": style.isItalic = bool(node, path)
    case "size": style.size = size(node, path)
    case "textStyle":
      guard let text = string(node, path) else { return }
      guard let textStyle = DynamicTextStyle(rawValue: text) else {
        let names = DynamicTextStyle.allCases.map(\.rawValue)
        report(
          path,
          "\(tree.describe(node)) is not a text style: expected one of "
            + names.joined(separator: ", ") + suggestion(for: text, among: names), at: node)
        return
      }
      style.dynamicTextStyle = textStyle
    case "scaling": style.scaling = scaling(node, path)
    case "fontFeatures": style.fontFeatures = fontFeatures(node, path)
    case "textCase": style.textCase = word(node, path, as: TextStyle.TextCase.self)
    case "kern": style.kern = number(node, path, in: -1000...1000)
    case "tracking": style.tracking = number(node, path, in: -1000...1000)
    case "baselineOffset": style.baselineOffset = baselineOffset(node, path)
    case "ligatures": style.ligatures = word(node, path, as: TextStyle.Ligatures.self)
    case "obliqueness": style.obliqueness = number(node, path, in: -1...1)
    case "expansion": style.expansion = number(node, path, in: -1...1)
    case "textEffect": style.textEffect = word(node, path, as: TextStyle.TextEffect.self)
    case "verticalGlyphs": style.usesVerticalGlyphs = bool(node, path)
    case "writingDirection":
      style.writingDirection = word(node, path, as: TextStyle.WritingDirection.self)
    case "link": style.link = link(node, path)
    case "attachment": style.attachment = attachment(node, path)
    case "color": style.foregroundColor = color(node, path)
    case "backgroundColor": style.backgroundColor = color(node, path)
    case "opacity": style.opacity = number(node, path, in: 0...1)
    case "underline": style.underline = decoration(node, path)
    case "strikethrough": style.strikethrough = decoration(node, path)
    case "strokeWidth": style.strokeWidth = number(node, path, in: -100...100)
    case "strokeColor": style.strokeColor = color(node, path)
    case "shadow": style.shadow = shadow(node, path)
    default: style.paragraph = paragraph(node, path)
    }
  }

  /// `15` (points) or `{"points": 12, "multiplier": 1.2, "increment": 2}`.
  mutating func size(_ node: Int, _ path: String) -> TextStyle.Size? {
    if tree.kind(of: node) == .number { return number(node, path, in: 1...1000).map(Size.points) }
    guard tree.kind(of: node) == .object else {
      report(path, "expected a number or an object, found \(tree.describe(node))", at: node)
      return nil
    }
    guard let members = object(node, path, allowed: ["points", "multiplier", "increment"]) else {
      return nil
    }
    var size = TextStyle.Size()
    var failed = false
    for member in members {
      switch member.key {
      case "points":
        if let value = number(member.value, member.path, in: 1...1000) {
          size.points = value
        } else {
          failed = true
        }
      case "multiplier":
        if let value = number(member.value, member.path, in: 0.01...100) {
          size.multiplier = value
        } else {
          failed = true
        }
      default:
        if let value = number(member.value, member.path, in: -1000...1000) {
          size.increment = value
        } else {
          failed = true
        }
      }
    }
    return failed ? nil : size
  }

  private typealias Size = TextStyle.Size

  /// `"allSizes"` or `{"behavior": "allSizes", "minimumPointSize": 12, "maximumPointSize": 40}`.
  mutating func scaling(_ node: Int, _ path: String) -> DynamicTypeScaling? {
    if tree.kind(of: node) == .string {
      return word(node, path, as: DynamicTypeScaling.Behavior.self).map {
        DynamicTypeScaling(behavior: $0)
      }
    }
    guard
      let members = object(
        node, path, allowed: ["behavior", "minimumPointSize", "maximumPointSize"])
    else { return nil }
    var behavior: DynamicTypeScaling.Behavior?
    var scaling = DynamicTypeScaling.allSizes
    for member in members {
      switch member.key {
      case "behavior":
        behavior = word(member.value, member.path, as: DynamicTypeScaling.Behavior.self)
      case "minimumPointSize":
        scaling.minimumPointSize = number(member.value, member.path, in: 1...1000)
      default: scaling.maximumPointSize = number(member.value, member.path, in: 1...1000)
      }
    }
    if !members.contains(where: { $0.key == "behavior" }) {
      report(path, "a scaling object needs \"behavior\"", at: node)
    }
    guard let behavior else { return nil }
    scaling.behavior = behavior
    return scaling
  }

  /// `["smcp", "tnum"]`: OpenType tags.
  mutating func fontFeatures(_ node: Int, _ path: String) -> TextStyle.FontFeatures? {
    guard let elements = array(node, path) else { return nil }
    let known = TextStyle.FontFeatures.all.map(\.tag)
    var tags: [String] = []
    for element in elements {
      guard let tag = string(element.value, element.path) else { continue }
      guard known.contains(tag) else {
        report(
          element.path,
          "unknown font feature \(tree.describe(element.value)): expected one of "
            + known.joined(separator: ", ") + suggestion(for: tag, among: known), at: element.value)
        continue
      }
      tags.append(tag)
    }
    return TextStyle.FontFeatures(tags: tags)
  }

  /// `3` (points), `{"points": 3}` or `{"relative": 0.33}`.
  mutating func baselineOffset(_ node: Int, _ path: String) -> TextStyle.BaselineOffset? {
    if tree.kind(of: node) == .number {
      return number(node, path, in: -1000...1000).map { .points($0) }
    }
    guard let members = object(node, path, allowed: ["points", "relative"]) else { return nil }
    guard members.count == 1, let member = members.first else {
      report(path, "expected one of \"points\" or \"relative\"", at: node)
      return nil
    }
    if member.key == "points" {
      return number(member.value, member.path, in: -1000...1000).map { .points($0) }
    }
    return number(member.value, member.path, in: -10...10).map { .relative($0) }
  }

  /// A URL string that passes the link-safety check.
  mutating func link(_ node: Int, _ path: String) -> URL? {
    guard let text = string(node, path) else { return nil }
    if URLSafety.isDangerous(text) {
      report(
        path,
        "unsafe link \(tree.describe(node)): javascript:, vbscript:, file: and non-image "
          + "data: URLs are refused", at: node)
      return nil
    }
    guard let url = URL(string: text) else {
      report(path, "\(tree.describe(node)) is not a URL", at: node)
      return nil
    }
    return url
  }

  /// `{"imageName": "star", "width": 12, "height": 12, "alternativeText": "star", "title": …}`.
  mutating func attachment(_ node: Int, _ path: String) -> TextAttachment? {
    guard
      let members = object(
        node, path, allowed: ["imageName", "width", "height", "alternativeText", "title"])
    else { return nil }
    var attachment = TextAttachment(imageName: "")
    var name: String?
    for member in members {
      switch member.key {
      case "imageName": name = string(member.value, member.path)
      case "width": attachment.width = number(member.value, member.path, in: 0...10_000)
      case "height": attachment.height = number(member.value, member.path, in: 0...10_000)
      case "title": attachment.title = string(member.value, member.path)
      default: attachment.alternativeText = string(member.value, member.path)
      }
    }
    if !members.contains(where: { $0.key == "imageName" }) {
      report(path, "an attachment needs \"imageName\"", at: node)
    }
    guard let name else { return nil }
    attachment.imageName = name
    return attachment
  }

  /// `true`, a line style (`"double"`) or `{"style": …, "pattern": …, "byWord": …, "color": …}`.
  mutating func decoration(_ node: Int, _ path: String) -> TextStyle.LineDecoration? {
    if let on = tree.bool(node) {
      return on ? TextStyle.LineDecoration() : TextStyle.LineDecoration(.hidden)
    }
    if tree.kind(of: node) == .string {
      return word(node, path, as: TextStyle.LineDecoration.Style.self).map {
        TextStyle.LineDecoration($0)
      }
    }
    guard let members = object(node, path, allowed: ["style", "pattern", "byWord", "color"])
    else { return nil }
    var decoration = TextStyle.LineDecoration()
    for member in members {
      switch member.key {
      case "style":
        if let style = word(member.value, member.path, as: TextStyle.LineDecoration.Style.self) {
          decoration.style = style
        }
      case "pattern":
        if let pattern = word(member.value, member.path, as: TextStyle.LineDecoration.Pattern.self)
        {
          decoration.pattern = pattern
        }
      case "byWord": decoration.isByWord = bool(member.value, member.path) ?? false
      default: decoration.color = color(member.value, member.path)
      }
    }
    return decoration
  }

  /// `{"offsetX": 0, "offsetY": 1, "blurRadius": 2, "color": "#0000004D"}`.
  mutating func shadow(_ node: Int, _ path: String) -> TextStyle.Shadow? {
    guard
      let members = object(node, path, allowed: ["offsetX", "offsetY", "blurRadius", "color"])
    else { return nil }
    var shadow = TextStyle.Shadow()
    for member in members {
      switch member.key {
      case "offsetX": shadow.offsetX = number(member.value, member.path, in: -1000...1000) ?? 0
      case "offsetY": shadow.offsetY = number(member.value, member.path, in: -1000...1000) ?? 1
      case "blurRadius": shadow.blurRadius = number(member.value, member.path, in: 0...1000) ?? 0
      default:
        if let color = color(member.value, member.path) { shadow.color = color }
      }
    }
    return shadow
  }

  /// The keys of a paragraph object: every ``ParagraphStyle`` property.
  static let paragraphKeys = [
    "alignment", "lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight",
    "paragraphSpacing", "paragraphSpacingBefore", "headIndent", "firstLineHeadIndent",
    "tailIndent", "lineBreakMode", "tabStops", "defaultTabInterval", "hyphenationFactor",
    "baseWritingDirection",
  ]

  /// A paragraph object.
  mutating func paragraph(_ node: Int, _ path: String) -> ParagraphStyle? {
    guard let members = object(node, path, allowed: Self.paragraphKeys) else { return nil }
    var paragraph = ParagraphStyle()
    for member in members {
      let (value, path) = (member.value, member.path)
      switch member.key {
      case "alignment": paragraph.alignment = word(value, path, as: ParagraphStyle.Alignment.self)
      case "lineSpacing": paragraph.lineSpacing = number(value, path, in: 0...1000)
      case "lineHeightMultiple": paragraph.lineHeightMultiple = number(value, path, in: 0...10)
      case "minimumLineHeight": paragraph.minimumLineHeight = number(value, path, in: 0...1000)
      case "maximumLineHeight": paragraph.maximumLineHeight = number(value, path, in: 0...1000)
      case "paragraphSpacing": paragraph.paragraphSpacing = number(value, path, in: 0...1000)
      case "paragraphSpacingBefore":
        paragraph.paragraphSpacingBefore = number(value, path, in: 0...1000)
      case "headIndent": paragraph.headIndent = number(value, path, in: 0...10_000)
      case "firstLineHeadIndent":
        paragraph.firstLineHeadIndent = number(value, path, in: 0...10_000)
      case "tailIndent": paragraph.tailIndent = number(value, path, in: -10_000...10_000)
      case "lineBreakMode":
        paragraph.lineBreakMode = word(value, path, as: ParagraphStyle.LineBreakMode.self)
      case "tabStops": paragraph.tabStops = tabStops(value, path)
      case "defaultTabInterval": paragraph.defaultTabInterval = number(value, path, in: 0...10_000)
      case "hyphenationFactor": paragraph.hyphenationFactor = number(value, path, in: 0...1)
      default:
        paragraph.baseWritingDirection = word(
          value, path, as: ParagraphStyle.BaseWritingDirection.self)
      }
    }
    return paragraph
  }

  /// `[72, {"location": 144, "alignment": "right"}]`.
  mutating func tabStops(_ node: Int, _ path: String) -> [ParagraphStyle.TabStop]? {
    guard let elements = array(node, path) else { return nil }
    var stops: [ParagraphStyle.TabStop] = []
    for element in elements {
      if tree.kind(of: element.value) == .number {
        if let location = number(element.value, element.path, in: 0...10_000) {
          stops.append(.init(location: location))
        }
        continue
      }
      guard let members = object(element.value, element.path, allowed: ["location", "alignment"])
      else { continue }
      var stop = ParagraphStyle.TabStop(location: 0)
      var location: Double?
      for member in members {
        if member.key == "location" {
          location = number(member.value, member.path, in: 0...10_000)
        } else if let alignment = word(member.value, member.path, as: ParagraphStyle.Alignment.self)
        {
          stop.alignment = alignment
        }
      }
      if !members.contains(where: { $0.key == "location" }) {
        report(element.path, "a tab stop needs \"location\"", at: element.value)
      }
      if let location {
        stop.location = location
        stops.append(stop)
      }
    }
    return stops
  }
}
