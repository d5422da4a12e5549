/// A link reference definition read from text before a parse's input (streaming): its
/// destination and title bytes, already unescaped, held outside any text store.
struct KnownReference: Sendable {
  var destination: [UInt8]
  var title: [UInt8]
}
