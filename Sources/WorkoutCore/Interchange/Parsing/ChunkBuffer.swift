// The input of the streaming readers (CSV, XML): bytes that come in chunks, held from the read
// position on, so a file of any size is read in the memory of a chunk and what is being read.

/// Bytes that come in chunks, buffered from the read position on: what the CSV and XML readers
/// read from. Bytes before `position` are read; they are dropped when the next chunk comes.
struct ChunkBuffer {
  private var chunks: AnyIterator<[UInt8]>
  /// The buffered bytes; those from `position` on are still to read.
  private(set) var bytes: [UInt8] = []
  /// The index of the next byte to read in `bytes`.
  var position = 0
  private var atEnd = false

  /// A buffer of the chunks `chunks` yields, in order.
  init(_ chunks: some IteratorProtocol<[UInt8]>) {
    var chunks = chunks
    self.chunks = AnyIterator { chunks.next() }
  }

  /// True when `count` bytes are buffered after the position, reading chunks as needed.
  mutating func fill(_ count: Int) -> Bool {
    while bytes.count - position < count {
      guard !atEnd, let chunk = chunks.next() else {
        atEnd = true
        return false
      }
      if position == bytes.count {
        // All read: the chunk is the buffer, not copied into it.
        bytes = chunk
      } else {
        bytes.removeFirst(position)
        bytes += chunk
      }
      position = 0
    }
    return true
  }

  /// The byte `offset` after the position, or nil at the end of the input.
  @inline(__always)
  mutating func peek(_ offset: Int = 0) -> UInt8? {
    if position + offset < bytes.count { return bytes[position + offset] }
    return fill(offset + 1) ? bytes[position + offset] : nil
  }

  /// The next byte, or nil at the end of the input.
  @inline(__always)
  mutating func take() -> UInt8? {
    guard position < bytes.count || fill(1) else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  /// Passes over a UTF-8 byte order mark at the position, if there is one.
  mutating func skipByteOrderMark() {
    if peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF { position += 3 }
  }
}
