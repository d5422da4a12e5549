/// A link reference definition: its destination and title in the text store.
struct LinkReference {
  var destination: TextRange
  var title: TextRange
}
