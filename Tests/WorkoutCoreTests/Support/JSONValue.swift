@testable import WorkoutCore

/// Any JSON value, read generically with `JSONReader`, to test the reader on its own.
indirect enum JSONValue: Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
}

extension JSONReader {
  /// Reads one value of any kind.
  mutating func readValue() throws(JSONError) -> JSONValue {
    switch try peekKind() {
    case .object:
      var members: [String: JSONValue] = [:]
      try readObject("an object") { reader, key throws(JSONError) in
        members[key] = try reader.readValue()
      }
      return .object(members)
    case .array:
      var elements: [JSONValue] = []
      try readArray("an array") { reader throws(JSONError) in
        elements.append(try reader.readValue())
      }
      return .array(elements)
    case .string: return .string(try readString(what: "a string"))
    case .number: return .number(try readNumber(what: "a number"))
    case .bool: return .bool(try readBool(what: "a bool"))
    case .null:
      guard readNull() else { throw error("expected null") }
      return .null
    }
  }
}

/// Reads `text` with `body`.
func readJSON<T>(_ text: String, _ body: (inout JSONReader) throws(JSONError) -> T)
  throws(JSONError) -> T
{
  try JSONReader.read(Array(text.utf8), body)
}

/// Reads `bytes` as one value of any kind.
func parseJSON(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
  try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readValue() }
}

/// Reads `text` as one value of any kind.
func parseJSON(_ text: String) throws(JSONError) -> JSONValue {
  try parseJSON(Array(text.utf8))
}

/// The error reading `text` as one value of any kind gives, or nil when it reads.
func parseError(_ text: String) -> JSONError? {
  parseError(Array(text.utf8))
}

/// The error reading `bytes` as one value of any kind gives, or nil when it reads.
func parseError(_ bytes: [UInt8]) -> JSONError? {
  do {
    _ = try parseJSON(bytes)
    return nil
  } catch {
    return error
  }
}
