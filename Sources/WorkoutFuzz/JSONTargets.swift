import Foundation
import WorkoutCore

/// Any JSON value, as wkc's reader reads it.
indirect enum JSONTree: Equatable {
  case object([String: JSONTree])
  case array([JSONTree])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
}

/// The JSON reader on any document.
enum JSONTargets {
  /// Deeper documents are read only to see the reader does not crash.
  static let deepest = 100

  /// JSON wkc's reader accepts is JSON to Foundation's `JSONSerialization`, with the same values;
  /// written back by wkc's writer (pretty and compact), it reads back equal, and writing that
  /// again gives the same bytes.
  static func anyValue(_ bytes: [UInt8]) {
    guard
      let tree = try? JSONReader.read(
        bytes,
        { reader throws(JSONError) in
          try reader.readTree(depth: 0)
        })
    else { return }
    checkFoundation(bytes, agrees: tree)
    for pretty in [true, false] {
      let written = write(tree, pretty: pretty)
      let again = try? JSONReader.read(written) { reader throws(JSONError) in
        try reader.readTree(depth: 0)
      }
      require(again == tree, "written back (pretty: \(pretty)), the value reads differently")
      require(write(again!, pretty: pretty) == written, "writing twice gives other bytes")
    }
  }

  /// Foundation reads `bytes` as the same value `tree` is.
  static func checkFoundation(_ bytes: [UInt8], agrees tree: JSONTree) {
    var data = Data(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { data = Data(bytes.dropFirst(3)) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      require(false, "wkc reads JSON that JSONSerialization refuses: \(error)")
      return
    }
    require(same(tree, object), "wkc and JSONSerialization read different values")
  }

  static func same(_ tree: JSONTree, _ object: Any) -> Bool {
    switch tree {
    case .object(let members):
      guard let dictionary = object as? [String: Any], dictionary.count == members.count else {
        return false
      }
      return members.allSatisfy { key, value in dictionary[key].map { same(value, $0) } ?? false }
    case .array(let elements):
      guard let array = object as? [Any], array.count == elements.count else { return false }
      return zip(elements, array).allSatisfy { same($0, $1) }
    case .string(let string): return (object as? String) == string
    case .number(let number):
      guard let other = (object as? NSNumber)?.doubleValue else { return false }
      // Foundation reads a long integer as a Decimal of 38 digits, whose Double is a little
      // off (wkc rounds correctly, as strtod does): equal to 12 digits then.
      return other == number || abs(other - number) <= abs(number) * 1e-12
    case .bool(let bool): return (object as? NSNumber)?.boolValue == bool
    case .null: return object is NSNull
    }
  }

  static func write(_ tree: JSONTree, pretty: Bool) -> [UInt8] {
    var json = JSONWriter(pretty: pretty)
    json.tree(tree)
    return json.bytes
  }
}

extension JSONReader {
  /// One value of any kind; nil for a value nested deeper than `JSONTargets.deepest`.
  mutating func readTree(depth: Int) throws(JSONError) -> JSONTree? {
    if depth > JSONTargets.deepest {
      try skipValue()
      return nil
    }
    switch try peekKind() {
    case .object:
      var members: [String: JSONTree] = [:]
      var complete = true
      try readObject("an object") { reader, key throws(JSONError) in
        if let value = try reader.readTree(depth: depth + 1) {
          members[key] = value
        } else {
          complete = false
        }
      }
      return complete ? .object(members) : nil
    case .array:
      var elements: [JSONTree] = []
      var complete = true
      try readArray("an array") { reader throws(JSONError) in
        if let value = try reader.readTree(depth: depth + 1) {
          elements.append(value)
        } else {
          complete = false
        }
      }
      return complete ? .array(elements) : nil
    case .string: return .string(try readString(what: "a string"))
    case .number: return .number(try readNumber(what: "a number"))
    case .bool: return .bool(try readBool(what: "a bool"))
    case .null:
      guard readNull() else { throw error("expected null") }
      return .null
    }
  }
}

extension JSONWriter {
  mutating func tree(_ tree: JSONTree) {
    switch tree {
    case .object(let members):
      object { json in
        for key in members.keys.sorted() {
          json.key(key)
          json.tree(members[key]!)
        }
      }
    case .array(let elements):
      array { json in for element in elements { json.tree(element) } }
    case .string(let string): self.string(string)
    case .number(let number): self.number(number)
    case .bool(let bool): self.bool(bool)
    case .null: null()
    }
  }
}
