import Foundation
import Testing

@testable import Typeset

/// An attachment is kept beside a style's stored values, as a link is: styles that differ
/// only by their attachment (a page of distinct images) share one storage, and the
/// attachment still takes part in everything a value does.
@Suite("Text style attachments")
struct TextStyleAttachmentTests {
  let star = TextAttachment(imageName: "star.png", width: 16, alternativeText: "a star")
  let moon = TextAttachment(imageName: "moon.png")

  @Test func stylesThatDifferOnlyByAttachmentShareTheirValues() {
    let base = TextStyle().bold().color(.label)
    let starred = base.attachment(star)
    let mooned = base.attachment(moon)
    #expect(starred.storage === base.storage)
    #expect(mooned.storage === base.storage)
    #expect(starred.attachment == star)
    #expect(starred != mooned)
    #expect(starred != base)
    #expect(starred == base.attachment(star))
    #expect(starred.hashValue == base.attachment(star).hashValue)
    #expect(Set([starred, mooned, base, base.attachment(star)]).count == 3)
    #expect(!starred.isEmpty)
    #expect(!TextStyle().attachment(star).isEmpty)
  }

  @Test func mergingTakesTheInnerAttachmentAndKeepsTheOuterOne() {
    let outer = TextStyle().italic().attachment(star)
    #expect(outer.merging(TextStyle().bold()).attachment == star)
    #expect(outer.merging(TextStyle().attachment(moon)).attachment == moon)
    #expect(TextStyle().merging(outer).attachment == star)
    #expect(outer.merging(TextStyle().attachment(moon)).isItalic == true)
    #expect(outer.contains(TextStyle().attachment(star)))
    #expect(!outer.contains(TextStyle().attachment(moon)))
    #expect(!TextStyle().italic().contains(TextStyle().attachment(star)))
  }

  @Test func anAttachmentIsCodedAndDescribedWithTheValues() throws {
    let style = TextStyle().bold().attachment(star)
    let data = try JSONEncoder().encode(style)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("\"attachment\""))
    #expect(json.contains("star.png"))
    #expect(try JSONDecoder().decode(TextStyle.self, from: data) == style)
    #expect(style.description.contains("attachment: "))
    #expect(style.description.contains("star.png"))
    #expect(!TextStyle().bold().description.contains("attachment"))
  }

  @Test func theStyleTableTellsStylesApartByAttachment() {
    var table = StyledText.StyleTable()
    let base = TextStyle().bold()
    let first = table.intern(base.attachment(star))
    let second = table.intern(base.attachment(moon))
    let third = table.intern(base)
    #expect(Set([first, second, third]).count == 3)
    #expect(table.intern(base.attachment(star)) == first)
    #expect(table.styles[Int(second)].attachment == moon)
  }

  /// An attachment is boxed as its bytes and hashed from them, not by `Hasher`: equal
  /// attachments, however made, must still hash and compare alike, ones that differ in any
  /// field must not, and the box gives back the attachment it was made from.
  @Test func attachmentsHashByEveryFieldAndEqualOnesAlike() throws {
    let variants = [
      star,
      TextAttachment(imageName: "star.png", width: 16),
      TextAttachment(imageName: "star.png", width: 16, alternativeText: ""),
      TextAttachment(imageName: "star.png", height: 16, alternativeText: "a star"),
      TextAttachment(imageName: "star.pn", width: 16, alternativeText: "ga star"),
      TextAttachment(imageName: "star.png", width: 17, alternativeText: "a star"),
      TextAttachment(imageName: String(repeating: "x", count: 200)),
      TextAttachment(imageName: String(repeating: "x", count: 201)),
      // The title is a field of its own: not the alternative text, and none is not empty.
      TextAttachment(imageName: "star.png", width: 16, title: "a star"),
      TextAttachment(imageName: "star.png", width: 16, title: ""),
      TextAttachment(imageName: "star.png", width: 16, alternativeText: "a", title: " star"),
      TextAttachment(imageName: "star.png", width: 16, alternativeText: "a ", title: "star"),
    ]
    let boxes = variants.map(AttachmentBox.make)
    #expect(Set(boxes.map(\.valueHash)).count == variants.count)
    #expect(Set(boxes).count == variants.count)
    #expect(boxes.map(\.value) == variants)
    // No alternative text and an empty one stay apart.
    #expect(boxes[1].withAlternativeText { $0 == nil })
    #expect(boxes[2].withAlternativeText { $0?.count } == 0)
    // Made apart (one through decoding), they are still one attachment to a set of styles.
    let decoded = try JSONDecoder().decode(
      TextAttachment.self, from: JSONEncoder().encode(star))
    #expect(AttachmentBox.make(decoded) == AttachmentBox.make(star))
    #expect(AttachmentBox.make(decoded).valueHash == AttachmentBox.make(star).valueHash)
    #expect(TextStyle().attachment(decoded) == TextStyle().attachment(star))
    #expect(Set([TextStyle().attachment(decoded), TextStyle().attachment(star)]).count == 1)
    // 0 and -0 are equal sizes, so they hash alike.
    let zero = TextAttachment(imageName: "a", width: 0)
    let negativeZero = TextAttachment(imageName: "a", width: -0.0)
    #expect(zero == negativeZero)
    #expect(AttachmentBox.make(zero) == AttachmentBox.make(negativeZero))
    #expect(AttachmentBox.make(zero).valueHash == AttachmentBox.make(negativeZero).valueHash)
  }

  /// A box made from bytes (as Markdown images are) is the attachment made from strings.
  @Test func aBoxMadeFromBytesIsTheAttachmentMadeFromStrings() {
    let name = Array("图片/星.png".utf8)
    let text = Array("a “star”".utf8)
    let fromBytes = name.withUnsafeBufferPointer { name in
      text.withUnsafeBufferPointer {
        AttachmentBox.make(name: name, alternativeText: $0, width: 8, height: nil)
      }
    }
    let attachment = TextAttachment(imageName: "图片/星.png", width: 8, alternativeText: "a “star”")
    #expect(fromBytes.value == attachment)
    let title = Array("«星»".utf8)
    let titled = name.withUnsafeBufferPointer { name in
      title.withUnsafeBufferPointer {
        AttachmentBox.make(name: name, alternativeText: nil, title: $0, width: nil, height: 3)
      }
    }
    let titledAttachment = TextAttachment(imageName: "图片/星.png", height: 3, title: "«星»")
    #expect(titled.value == titledAttachment)
    #expect(titled == AttachmentBox.make(titledAttachment))
    #expect(titled.unsafeParts.title.map(Array.init) == title)
    #expect(titled.unsafeParts.alternativeText == nil)
    #expect(fromBytes == AttachmentBox.make(attachment))
    #expect(fromBytes.valueHash == AttachmentBox.make(attachment).valueHash)
    #expect(fromBytes.withName { Array($0) } == name)
    var style = TextStyle()
    style.attachmentBox = fromBytes
    #expect(style == TextStyle().attachment(attachment))
  }

  /// An arena writes many boxes into shared chunks: each keeps its own parts and sizes, equals
  /// (and hashes as) the box made alone, and differs from its neighbours, across the point
  /// where a chunk fills and the next begins.
  @Test func boxesMadeInAnArenaKeepTheirPartsAcrossChunks() {
    var arena = AttachmentBox.Arena()
    var boxes: [AttachmentBox] = []
    var attachments: [TextAttachment] = []
    for index in 0..<600 {
      let attachment = TextAttachment(
        imageName: "images/\(index).png", width: index % 3 == 0 ? Double(index) : nil,
        height: index % 5 == 0 ? 0 : nil,
        alternativeText: index % 2 == 0 ? String(repeating: "é", count: index % 40) : nil,
        title: index % 7 == 0 ? "Figure \(index)" : nil)
      var name = attachment.imageName
      var text = attachment.alternativeText ?? ""
      var title = attachment.title ?? ""
      let box = name.withUTF8 { name in
        text.withUTF8 { text in
          title.withUTF8 { title in
            arena.make(
              name: name, alternativeText: attachment.alternativeText == nil ? nil : text,
              title: attachment.title == nil ? nil : title, width: attachment.width,
              height: attachment.height)
          }
        }
      }
      boxes.append(box)
      attachments.append(attachment)
    }
    for (box, attachment) in zip(boxes, attachments) {
      #expect(box.value == attachment)
      #expect(box == AttachmentBox.make(attachment))
      #expect(box.valueHash == AttachmentBox.make(attachment).valueHash)
    }
    // Neighbours differ, and a box is not identical to an equal one made elsewhere.
    for index in 1..<boxes.count { #expect(boxes[index] != boxes[index - 1]) }
    #expect(!boxes[0].isIdentical(to: AttachmentBox.make(attachments[0])))
    #expect(boxes[0].isIdentical(to: boxes[0]))
  }
}
