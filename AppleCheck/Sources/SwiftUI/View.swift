// A check-only model of SwiftUI, written by hand from Apple's documentation pages: each
// declaration names the page it models and the SDK generation (iOS 17 SDK: `View`'s `body`
// is main-actor isolated, the protocol itself is not, as before the iOS 18 SDK). It declares
// only what TypesetSwiftUI uses; views never render here.

// doc: https://developer.apple.com/documentation/swiftui — iOS 17 SDK (SwiftUI re-exports Foundation)
@_exported import Foundation

// doc: https://developer.apple.com/documentation/swiftui/view — iOS 17 SDK
public protocol View {
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — iOS 17 SDK
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK (@ViewBuilder @MainActor)
  @ViewBuilder @MainActor var body: Self.Body { get }
}

// doc: https://developer.apple.com/documentation/swift/never — iOS 17 SDK (SwiftUI makes Never a View)
extension Never: View {
  // doc: https://developer.apple.com/documentation/swift/never/body — iOS 17 SDK
  public var body: Never { fatalError("Never has no body") }
}

// doc: https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 17 SDK
@resultBuilder public struct ViewBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — iOS 17 SDK
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// doc: https://developer.apple.com/documentation/swiftui/viewmodifier — iOS 17 SDK
public protocol ViewModifier {
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype — iOS 17 SDK
  associatedtype Body: View
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/content — iOS 17 SDK
  typealias Content = _ViewModifier_Content<Self>
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) — iOS 17 SDK (@ViewBuilder @MainActor)
  @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

// doc: https://developer.apple.com/documentation/swiftui/viewmodifier/content — iOS 17 SDK (the type behind ViewModifier.Content)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK
  public var body: Never { fatalError("primitive view") }
}

// doc: https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 17 SDK
public struct ModifiedContent<Content, Modifier> {
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/content — iOS 17 SDK
  public var content: Content
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier — iOS 17 SDK
  public var modifier: Modifier
  // doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:) — iOS 17 SDK
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

// doc: https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 17 SDK (View when Content is a View and Modifier a ViewModifier)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK
  public var body: Never { fatalError("primitive view") }
}

// doc: https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 17 SDK (shim only: stands for the private modifier types behind some View)
public struct _ShimModifier: ViewModifier {
  // doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) — iOS 17 SDK
  public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/modifier(_:) — iOS 17 SDK
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/font(_:) — iOS 17 SDK
  public func font(_ font: Font?) -> some View { modifier(_ShimModifier()) }
  // doc: https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) — iOS 17 SDK
  public func foregroundColor(_ color: Color?) -> some View { modifier(_ShimModifier()) }
  // doc: https://developer.apple.com/documentation/swiftui/view/kerning(_:) — iOS 17 SDK (iOS 16+)
  public func kerning(_ kerning: CGFloat) -> some View { modifier(_ShimModifier()) }
  // doc: https://developer.apple.com/documentation/swiftui/view/baselineoffset(_:) — iOS 17 SDK (iOS 16+)
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    modifier(_ShimModifier())
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/linespacing(_:) — iOS 17 SDK
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modifier(_ShimModifier()) }
  // doc: https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:) — iOS 17 SDK
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(_ShimModifier())
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/padding(_:_:) — iOS 17 SDK
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_ShimModifier())
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/textselection(_:) — iOS 17 SDK (not tvOS, watchOS)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(_ShimModifier())
  }
}

// doc: https://developer.apple.com/documentation/swiftui/textselectability — iOS 17 SDK
public protocol TextSelectability {}

// doc: https://developer.apple.com/documentation/swiftui/enabledtextselectability — iOS 17 SDK
public struct EnabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  // doc: https://developer.apple.com/documentation/swiftui/textselectability/enabled — iOS 17 SDK
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

// doc: https://developer.apple.com/documentation/swiftui/edge — iOS 17 SDK
public enum Edge: Int8, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/edge/leading — iOS 17 SDK
  case leading = 1
  // doc: https://developer.apple.com/documentation/swiftui/edge/set — iOS 17 SDK
  public struct Set: OptionSet, Sendable {
    // doc: https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:) — iOS 17 SDK
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // doc: https://developer.apple.com/documentation/swiftui/edge/set/rawvalue — iOS 17 SDK
    public let rawValue: Int8
    // doc: https://developer.apple.com/documentation/swiftui/edge/set/all — iOS 17 SDK
    public static let all = Set(rawValue: 0xF)
    // doc: https://developer.apple.com/documentation/swiftui/edge/set/leading — iOS 17 SDK
    public static let leading = Set(rawValue: 1 << 1)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/textalignment — iOS 17 SDK
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  // doc: https://developer.apple.com/documentation/swiftui/textalignment/leading — iOS 17 SDK
  case leading
  // doc: https://developer.apple.com/documentation/swiftui/textalignment/center — iOS 17 SDK
  case center
  // doc: https://developer.apple.com/documentation/swiftui/textalignment/trailing — iOS 17 SDK
  case trailing
}

// doc: https://developer.apple.com/documentation/swiftui/horizontalalignment — iOS 17 SDK
public struct HorizontalAlignment: Equatable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading — iOS 17 SDK
  public static let leading = HorizontalAlignment()
}

// doc: https://developer.apple.com/documentation/swiftui/vstack — iOS 17 SDK
public struct VStack<Content: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) — iOS 17 SDK
  public init(
    alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK
  public var body: Never { fatalError("primitive view") }
}

// doc: https://developer.apple.com/documentation/swiftui/foreach — iOS 17 SDK
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/data — iOS 17 SDK
  public var data: Data
  // doc: https://developer.apple.com/documentation/swiftui/foreach/content — iOS 17 SDK
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) — iOS 17 SDK
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/body-swift.property — iOS 17 SDK
  public var body: Never { fatalError("primitive view") }
}
