/// Text typed while a countdown runs: after the first character that is no countdown key, every
/// key goes to the text (Backspace takes one back, Ctrl-U clears it) until Enter ends the line.
/// `run` keeps it for the next prompt, so nothing typed during a rest is lost.
final class TypeAhead {
  /// The bytes typed so far, UTF-8.
  private var bytes: [UInt8]
  /// True once Enter ended the line.
  private(set) var isLine = false

  /// Text typed so far: `text` (a prompt's line being edited) or nothing.
  init(_ text: String = "") { bytes = Array(text.utf8) }

  /// The text typed so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// True when nothing is typed.
  var isEmpty: Bool { bytes.isEmpty }

  /// Takes in what a terminal sent; returns the countdown keys among it, which are keys only
  /// when `keys` and nothing is typed yet. Escape sequences (arrows) pass over whole; what
  /// comes after the line's Enter is left alone.
  func feed(_ input: [UInt8], keys: Bool) -> [CountdownKey] {
    var found: [CountdownKey] = []
    var index = 0
    while index < input.count, !isLine {
      let byte = input[index]
      index += 1
      switch byte {
      case 0x1B:
        guard index < input.count else { break }
        if input[index] == UInt8(ascii: "[") {
          index += 1
          while index < input.count, !(0x40...0x7E).contains(input[index]) { index += 1 }
        } else if input[index] == UInt8(ascii: "O") {
          index += 1
        }
        index += 1
      case 0x0A, 0x0D:
        if !bytes.isEmpty {
          isLine = true
        } else if keys {
          found.append(.skip)
        }
      case 0x7F, 0x08:
        // One character back: its continuation bytes, then its first.
        while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
        if !bytes.isEmpty { bytes.removeLast() }
      case 0x15: bytes = []
      case ..<0x20: break
      default:
        if keys, bytes.isEmpty, let key = CountdownKey.parse([byte]).first {
          found.append(key)
        } else {
          bytes.append(byte)
        }
      }
    }
    return found
  }
}
