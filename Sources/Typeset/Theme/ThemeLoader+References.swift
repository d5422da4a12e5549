extension ThemeLoader {
  /// The names in an order where each comes after the names it depends on, and the cycles.
  ///
  /// A depth-first walk with an explicit stack, so a chain of 10⁵ `basedOn` links is one
  /// linear pass. Dependencies that are not themselves names are ignored (the caller checks
  /// them). Every name appears in the order once, cycle members included; each cycle is
  /// listed once, from the name the walk met first, ending with that name again.
  ///
  ///     // a → b → a, c → a:  order [b, a, c], cycles [[a, b, a]]
  static func resolutionOrder(names: [String], dependencies: [String: [String]])
    -> (order: [String], cycles: [[String]])
  {
    enum Mark { case onPath(Int), done }
    var marks: [String: Mark] = [:]
    var order: [String] = []
    var cycles: [[String]] = []
    var stack: [(name: String, next: Int)] = []
    for start in names where marks[start] == nil {
      marks[start] = .onPath(0)
      stack.append((start, 0))
      while let top = stack.last {
        let needs = dependencies[top.name] ?? []
        if top.next < needs.count {
          stack[stack.count - 1].next += 1
          let dependency = needs[top.next]
          guard dependencies[dependency] != nil else { continue }
          switch marks[dependency] {
          case nil:
            marks[dependency] = .onPath(stack.count)
            stack.append((dependency, 0))
          case .onPath(let position)?:
            cycles.append(stack[position...].map(\.name) + [dependency])
          case .done?:
            break
          }
        } else {
          stack.removeLast()
          marks[top.name] = .done
          order.append(top.name)
        }
      }
    }
    return (order, cycles)
  }

  /// `a → b → a`.
  static func describe(cycle: [String]) -> String {
    cycle.map { "\"\($0)\"" }.joined(separator: " → ")
  }
}
