// A check-only model of UIKit, written by hand from Apple's documentation pages: each
// declaration names the page it models and the SDK generation. It declares only what the
// Typeset bridges use, with Apple's isolation, openness and nullability, and doubles as a fake
// for the behavioural tests (the `ShimTesting` SPI is the fakes' control panel; no bridge
// imports it). Never a product; never built outside AppleCheck.

// doc: https://developer.apple.com/documentation/uikit — iOS 17 SDK (UIKit re-exports Foundation)
@_exported import Foundation

// doc: https://developer.apple.com/documentation/objectivec/selector — iOS 17 SDK (ObjectiveC module, re-exported through Foundation; Linux has none)
public struct Selector: Hashable, Sendable {
  // doc: https://developer.apple.com/documentation/objectivec/selector/init(_:) — iOS 17 SDK
  public init(_ name: String) { self.name = name }
  let name: String
}

// doc: https://developer.apple.com/documentation/objectivec/objc_associationpolicy — iOS 17 SDK (ObjectiveC module)
public enum objc_AssociationPolicy: UInt, Sendable {
  // doc: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic — iOS 17 SDK
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}

/// The fake's associated objects: a lock-guarded table keyed by object and key address. Each
/// entry remembers its object weakly, so an address reused after a deallocation (which the
/// runtime would have cleared) finds nothing.
final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()
  private final class Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Any] = [:]
    init(_ object: AnyObject) { self.object = object }
  }
  private let lock = NSLock()
  private var table: [ObjectIdentifier: Entry] = [:]
  func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.values[key]
  }
  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if table[id]?.object !== object { table[id] = Entry(object) }
    table[id]?.values[key] = value
  }
}

// doc: https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject — iOS 17 SDK (ObjectiveC module)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.get(object as AnyObject, key)
}

// doc: https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject — iOS 17 SDK (ObjectiveC module)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(object as AnyObject, key, value)
}

// doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class — iOS 17 SDK (shim only: stands in for NSObject under the classes stored as attribute values, because swift-corelibs-foundation crashes comparing NSObject subclasses inside NSAttributedString runs; equal by identity, as NSObject's default isEqual is)
open class AttributeValueObject: Hashable {
  // doc: https://developer.apple.com/documentation/objectivec/nsobject/1418641-init — iOS 17 SDK
  public init() {}
  // doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:) — iOS 17 SDK
  public static func == (lhs: AttributeValueObject, rhs: AttributeValueObject) -> Bool {
    lhs === rhs
  }
  // doc: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash — iOS 17 SDK
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
