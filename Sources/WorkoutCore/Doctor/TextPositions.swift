/// Lines and columns of byte offsets in a file's bytes, as `JSONReader` counts them: lines from
/// 1 after each `\n`, columns from 1 in characters (UTF-8 continuation bytes do not count).
struct TextPositions {
  private let bytes: [UInt8]
  /// The offset each line starts at.
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The 1-based line and column of `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    // The last line starting at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    let column = bytes[start..<offset].count { $0 & 0xC0 != 0x80 }
    return (low + 1, column + 1)
  }
}
