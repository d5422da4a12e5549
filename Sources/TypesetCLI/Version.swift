/// The version `typeset --version` prints; the one place it is written down.
enum Version {
  static let current = "0.2.0-dev"
}
