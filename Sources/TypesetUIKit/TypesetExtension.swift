#if canImport(UIKit) && !os(watchOS)
  import Typeset
  import UIKit

  /// Typeset's additions to a UIKit object you cannot subclass: `label.typeset.style = …`.
  ///
  ///     existingLabel.typeset.style = .headline
  ///     existingLabel.typeset.text = "Inbox"   // headline, re-resolved on trait changes
  @MainActor public struct TypesetExtension<Base: AnyObject> {
    /// The extended object.
    ///
    ///     label.typeset.base === label   // true
    public let base: Base
  }

  /// A UIKit type with a `typeset` namespace.
  ///
  ///     extension MyView: TypesetCompatible {}
  @MainActor public protocol TypesetCompatible: AnyObject {}

  extension TypesetCompatible {
    /// Typeset's additions to this object.
    ///
    ///     label.typeset.style = .body
    public var typeset: TypesetExtension<Self> { TypesetExtension(base: self) }
  }

  extension UIView: TypesetCompatible {}
  extension UIBarItem: TypesetCompatible {}
#endif
