#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  /// Applies a ``TextStyle`` resolved from the view's environment: its Dynamic Type size,
  /// colour scheme, contrast, legibility weight, display scale and ``typesetTheme``.
  ///
  ///     Text("Inbox").textStyle(.headline)   // re-resolved whenever those change
  public struct TextStyleModifier: ViewModifier {
    /// The style applied.
    ///
    ///     TextStyleModifier(.headline).style   // .headline
    public var style: TextStyle

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale
    @Environment(\.typesetTheme) private var theme

    /// Creates the modifier.
    ///
    ///     Text("Hi").modifier(TextStyleModifier(.body))
    public init(_ style: TextStyle) { self.style = style }

    /// The style resolved for the modifier's current environment.
    ///
    ///     TextStyleModifier(.body).resolvedStyle.font.size   // 17 at Large
    public var resolvedStyle: ResolvedStyle {
      style.resolved(
        in: theme.environment(
          TextEnvironment(
            dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
            colorSchemeContrast: colorSchemeContrast, legibilityWeight: legibilityWeight,
            displayScale: displayScale)))
    }

    /// The content with the resolved font, colour, kerning, baseline offset, line spacing and
    /// alignment.
    ///
    ///     Text("Hi").modifier(TextStyleModifier(.body))
    public func body(content: Content) -> some View {
      let resolved = resolvedStyle
      return content.font(Font(resolved.font))
        .foregroundColor(SwiftUI.Color(resolved.foregroundColor))
        .kerning(CGFloat(resolved.kern ?? 0))
        .baselineOffset(CGFloat(resolved.baselineOffset ?? 0))
        .lineSpacing(CGFloat(resolved.paragraph?.lineSpacing ?? 0))
        .multilineTextAlignment(TextAlignment(resolved.paragraph?.alignment))
    }
  }

  extension TextAlignment {
    /// SwiftUI's alignment for a paragraph alignment (left and natural lead, right trails;
    /// SwiftUI has no justified text, which leads).
    ///
    ///     TextAlignment(ParagraphStyle.Alignment.center)   // .center
    public init(_ alignment: ParagraphStyle.Alignment?) {
      switch alignment {
      case .center: self = .center
      case .right: self = .trailing
      case .left, .natural, .justified, nil: self = .leading
      }
    }
  }

  extension View {
    /// Styles the view's text with a ``TextStyle`` resolved from the environment.
    ///
    ///     Text("Inbox").textStyle(.headline)
    public func textStyle(_ style: TextStyle) -> some View {
      modifier(TextStyleModifier(style))
    }
  }
#endif
