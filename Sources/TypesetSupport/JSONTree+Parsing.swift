extension JSONTree {
  /// Reads a JSON text (RFC 8259) into a tree, or says at which line and column it is not JSON.
  ///
  /// One pass over the bytes with an explicit stack of open containers: the time and memory are
  /// linear in the input whatever its nesting. A leading UTF-8 byte-order mark is skipped.
  /// Strings must be valid UTF-8 without unescaped control characters; numbers must be finite.
  ///
  ///     try JSONTree.parse(Array("[1, 2".utf8))   // throws 1:6: expected ',' or ']' …
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTree {
    var reader = Reader(bytes: bytes)
    try reader.run()
    return reader.tree
  }

  /// The parse loop's state: the input, the position and the open containers.
  private struct Reader {
    enum State { case value, afterValue, key }

    struct Frame {
      var node: Int
      var last: Int32
      var isObject: Bool
    }

    let bytes: [UInt8]
    var tree: JSONTree
    var index = 0
    var stack: [Frame] = []
    var pendingKey: Int32 = -1

    init(bytes: [UInt8]) {
      self.bytes = bytes
      tree = JSONTree(bytes: bytes)
    }

    mutating func run() throws(JSONSyntaxError) {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
      var state = State.value
      while true {
        switch state {
        case .value:
          state = try value()
        case .key:
          try key()
          state = .value
        case .afterValue:
          skipWhitespace()
          guard let frame = stack.last else {
            guard index == bytes.count else {
              throw error("unexpected \(describeByte()) after the JSON value")
            }
            return
          }
          let close: UInt8 = frame.isObject ? 0x7D : 0x5D
          guard index < bytes.count else {
            throw error(
              "unexpected end of input, expected ',' or '\(Character(Unicode.Scalar(close)))'")
          }
          if bytes[index] == 0x2C {
            index += 1
            state = frame.isObject ? .key : .value
          } else if bytes[index] == close {
            index += 1
            stack.removeLast()
          } else {
            throw error(
              "unexpected \(describeByte()), expected ',' or '\(Character(Unicode.Scalar(close)))'"
            )
          }
        }
      }
    }

    /// Reads one value; containers are opened and read by the loop.
    mutating func value() throws(JSONSyntaxError) -> State {
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
      let start = index
      switch bytes[index] {
      case 0x7B, 0x5B:
        let isObject = bytes[index] == 0x7B
        let node = append(Node(kind: isObject ? .object : .array, offset: start))
        stack.append(Frame(node: node, last: -1, isObject: isObject))
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == (isObject ? 0x7D : 0x5D) {
          index += 1
          stack.removeLast()
          return .afterValue
        }
        return isObject ? .key : .value
      case 0x22:
        let text = try string()
        tree.strings.append(text)
        append(Node(kind: .string, offset: start, payload: Int32(tree.strings.count - 1)))
      case 0x2D, 0x30...0x39:
        let number = try self.number()
        tree.numbers.append(number)
        append(Node(kind: .number, offset: start, payload: Int32(tree.numbers.count - 1)))
      case 0x74:
        try literal("true")
        append(Node(kind: .bool, offset: start, payload: 1))
      case 0x66:
        try literal("false")
        append(Node(kind: .bool, offset: start, payload: 0))
      case 0x6E:
        try literal("null")
        append(Node(kind: .null, offset: start))
      default:
        throw error("unexpected \(describeByte()), expected a value")
      }
      return .afterValue
    }

    /// Reads `"key":` inside an object.
    mutating func key() throws(JSONSyntaxError) {
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of input, expected a string key")
      }
      guard bytes[index] == 0x22 else {
        if bytes[index] == 0x7D { throw error("trailing comma before '}'") }
        throw error("unexpected \(describeByte()), expected a string key")
      }
      tree.strings.append(try string())
      pendingKey = Int32(tree.strings.count - 1)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == 0x3A else {
        throw error(
          index < bytes.count
            ? "unexpected \(describeByte()), expected ':'" : "unexpected end of input, expected ':'"
        )
      }
      index += 1
    }

    /// Adds a node under the innermost open container and returns its index.
    @discardableResult
    mutating func append(_ node: Node) -> Int {
      var node = node
      let position = tree.nodes.count
      node.key = pendingKey
      pendingKey = -1
      tree.nodes.append(node)
      if let top = stack.indices.last {
        let last = stack[top].last
        if last >= 0 {
          tree.nodes[Int(last)].nextSibling = Int32(position)
        } else {
          tree.nodes[stack[top].node].firstChild = Int32(position)
        }
        tree.nodes[stack[top].node].count += 1
        stack[top].last = Int32(position)
      }
      return position
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
      let count = word.utf8CodeUnitCount
      let matches = word.withUTF8Buffer { expected in
        index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
      }
      guard matches else { throw error("unexpected \(describeByte()), expected a value") }
      index += count
    }

    /// Reads a string starting at its opening quote, decoding escapes.
    mutating func string() throws(JSONSyntaxError) -> String {
      let open = index
      index += 1
      let start = index
      var decoded: [UInt8]? = nil
      while true {
        guard index < bytes.count else {
          index = open
          throw error("unterminated string")
        }
        let byte = bytes[index]
        if byte == 0x22 { break }
        if byte < 0x20 { throw error("control character in a string (escape it)") }
        if byte == 0x5C {
          if decoded == nil { decoded = Array(bytes[start..<index]) }
          try escape(into: &decoded!)
          continue
        }
        decoded?.append(byte)
        index += 1
      }
      let text: String?
      if let decoded {
        text = String(validating: decoded, as: UTF8.self)
      } else {
        text = String(validating: bytes[start..<index], as: UTF8.self)
      }
      guard let text else {
        index = open
        throw error("string is not valid UTF-8")
      }
      index += 1
      return text
    }

    /// Decodes one escape sequence at `index` (the backslash).
    mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
      guard index + 1 < bytes.count else { throw error("unterminated string") }
      let code = bytes[index + 1]
      let simple: UInt8? =
        switch code {
        case 0x22: 0x22
        case 0x5C: 0x5C
        case 0x2F: 0x2F
        case 0x62: 0x08
        case 0x66: 0x0C
        case 0x6E: 0x0A
        case 0x72: 0x0D
        case 0x74: 0x09
        default: nil
        }
      if let simple {
        out.append(simple)
        index += 2
        return
      }
      guard code == 0x75 else { throw error("invalid escape '\\\(describe(code))'") }
      var scalar = try hex4(at: index + 2)
      index += 6
      if (0xD800...0xDBFF).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else {
          throw error("unpaired surrogate in a \\u escape")
        }
        let low = try hex4(at: index + 2)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error("unpaired surrogate in a \\u escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        index += 6
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("unpaired surrogate in a \\u escape")
      }
      UTF8Encoding.append(scalar, to: &out)
    }

    func hex4(at position: Int) throws(JSONSyntaxError) -> UInt32 {
      guard position + 4 <= bytes.count else { throw error("invalid \\u escape") }
      var value: UInt32 = 0
      for byte in bytes[position..<position + 4] {
        let digit: UInt8
        switch byte {
        case 0x30...0x39: digit = byte - 0x30
        case 0x41...0x46: digit = byte - 0x41 + 10
        case 0x61...0x66: digit = byte - 0x61 + 10
        default: throw error("invalid \\u escape")
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }

    /// Reads a number in JSON's grammar.
    mutating func number() throws(JSONSyntaxError) -> Double {
      let start = index
      func digits() -> Int {
        let first = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        return index - first
      }
      if bytes[index] == 0x2D { index += 1 }
      guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else {
        throw error("invalid number: expected a digit")
      }
      if bytes[index] == 0x30 {
        index += 1
        if index < bytes.count, (0x30...0x39).contains(bytes[index]) {
          throw error("invalid number: leading zero")
        }
      } else {
        _ = digits()
      }
      if index < bytes.count, bytes[index] == 0x2E {
        index += 1
        guard digits() > 0 else { throw error("invalid number: expected a digit after '.'") }
      }
      if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
        index += 1
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        guard digits() > 0 else { throw error("invalid number: expected a digit in the exponent") }
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
        value.isFinite
      else {
        index = start
        throw error("number is out of range")
      }
      return value
    }

    func describeByte() -> String {
      index < bytes.count ? describe(bytes[index]) : "end of input"
    }

    func describe(_ byte: UInt8) -> String {
      (0x21...0x7E).contains(byte)
        ? "'\(Character(Unicode.Scalar(byte)))'"
        : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func error(_ message: String) -> JSONSyntaxError {
      JSONSyntaxError(
        message: message, offset: index,
        location: JSONTree.location(ofOffset: index, in: bytes))
    }
  }
}
