/// The chunks of an input with its first bytes read ahead, so what the input is can be told
/// before it is read (a CSV header's delimiter, an XML root, a wkc export's brace); the bytes
/// read ahead are given again, as one chunk, before the rest.
public struct ReadAhead<Base: IteratorProtocol<[UInt8]>>: IteratorProtocol {
  private var base: Base
  /// The bytes read ahead, while they are not given yet.
  public private(set) var ahead: [UInt8] = []
  private var given = false

  /// Reads chunks ahead until `limit` bytes are read, the input ends, or `more` says of the
  /// last chunk that it is enough (`{ !$0.contains(newline) }` reads up to a line's end).
  public init(_ base: Base, limit: Int, while more: ([UInt8]) -> Bool = { _ in true }) {
    self.base = base
    while ahead.count < limit, let chunk = self.base.next() {
      // The first chunk is kept as it is, not copied.
      if ahead.isEmpty { ahead = chunk } else { ahead += chunk }
      if !more(chunk) { break }
    }
  }

  /// The bytes read ahead, then the rest of the input.
  public mutating func next() -> [UInt8]? {
    if !given {
      given = true
      let bytes = ahead
      ahead = []
      if !bytes.isEmpty { return bytes }
    }
    return base.next()
  }
}
