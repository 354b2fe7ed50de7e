/// Reads a duration written as numbers each followed by a unit word, the largest unit first:
/// `1h5m30s` and `45m` as people type them, `1h 3m` and `243h 28m` as Strong writes a workout's
/// duration.
public enum DurationText {
  /// The seconds `text` says (any case); nil when it is not such a duration, and 0 for no
  /// text. The apps' files put spaces between the parts and also write `d`, `hr`, `hrs` and
  /// `std`; `typed` takes only what people type after a number: `h`, `m`, `min`, `s`, `sec`,
  /// with no space (`1 m` is not a time).
  public static func seconds(_ text: some StringProtocol, typed: Bool = false) -> Double? {
    var total = 0.0
    var rest = text.trimmingSpaces
    var lastScale = Double.infinity
    let skipSpaces: (Substring) -> Substring = { typed ? $0 : $0.trimmingSpaces }
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCIIDigit || $0 == "." }
      guard !digits.isEmpty, let value = Double(String(digits)) else { return nil }
      rest = skipSpaces(rest.dropFirst(digits.count))
      let name = rest.prefix { $0.isLetter }
      rest = skipSpaces(rest.dropFirst(name.count))
      guard let word = UnitWords.word(name, of: .time), word.typed || !typed,
        word.scale < lastScale
      else { return nil }
      lastScale = word.scale
      total += value * word.scale
    }
    return total
  }
}
