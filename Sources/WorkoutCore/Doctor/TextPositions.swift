/// Lines and columns of byte offsets in a file's bytes, as `JSONReader` counts them: lines from
/// 1 after each `\n`, columns from 1 in characters (UTF-8 continuation bytes do not count).
/// Where the lines start is found at the first question, so a clean file costs nothing.
final class TextPositions {
  private let bytes: [UInt8]
  /// The offset each line starts at.
  private lazy var lineStarts: [Int] = bytes.withUnsafeBufferPointer { buffer in
    var starts = [0]
    for offset in 0..<buffer.count where buffer[offset] == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    return starts
  }

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The 1-based line and column of `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    let starts = lineStarts
    // The last line starting at or before `offset`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let column = bytes[starts[low]..<offset].count { $0 & 0xC0 != 0x80 }
    return (low + 1, column + 1)
  }
}
