extension String {
  /// This text with every control and bidi character shown as a visible escape, so words from
  /// arguments and files cannot move the cursor, retitle the window or reorder a line.
  ///
  /// `\t` `\n` `\r` `\e` for tab, line feed, carriage return and escape; `\xNN` for the other
  /// C0 controls and DEL; `\u{NNNN}` for C1 and bidi controls. A backslash is doubled where it
  /// would otherwise read as the start of one of these (before `\`, `e`, `n`, `r`, `t`, `x`,
  /// `u{` or an escaped character), so every escape reads back as exactly one character.
  public var terminalSafe: String {
    guard unicodeScalars.contains(where: { $0.isControlOrBidi || $0 == "\\" }) else { return self }
    let scalars = Array(unicodeScalars)
    var out = ""
    out.reserveCapacity(utf8.count + 8)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\\" {
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let following = index + 2 < scalars.count ? scalars[index + 2] : nil
        out += readsAsEscape(next, following) ? "\\\\" : "\\"
        continue
      }
      guard scalar.isControlOrBidi else {
        out.unicodeScalars.append(scalar)
        continue
      }
      out += escape(scalar)
    }
    return out
  }
}

/// The escape of one control or bidi character.
private func escape(_ scalar: Unicode.Scalar) -> String {
  switch scalar.value {
  case 0x09: return "\\t"
  case 0x0A: return "\\n"
  case 0x0D: return "\\r"
  case 0x1B: return "\\e"
  case 0x00...0x1F, 0x7F: return "\\x" + hex(scalar.value, digits: 2)
  default: return "\\u{" + hex(scalar.value, digits: 4) + "}"
  }
}

/// True when a backslash before `next` (and `following`) would read as an escape.
private func readsAsEscape(_ next: Unicode.Scalar?, _ following: Unicode.Scalar?) -> Bool {
  guard let next else { return false }
  if next.isControlOrBidi { return true }
  switch next {
  case "\\", "e", "n", "r", "t", "x": return true
  case "u": return following == "{"
  default: return false
  }
}

/// Upper-case hex, padded with zeros to `digits`.
private func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
