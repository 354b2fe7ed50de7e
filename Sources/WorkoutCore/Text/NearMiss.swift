/// "Did you mean": the known words a mistyped one is close to. One rule for commands, options,
/// closed lists (parts, kinds, metrics, templates), date words and exercise names.
///
/// Ignoring case, a candidate is offered when the word is the beginning of it and of no other
/// (`hist` → `history`), or when it is within `allowedEdits` edits of the word, an edit being one
/// character inserted, deleted or replaced, or two neighbours swapped (`hsitory` → `history`).
public enum NearMiss {
  /// Edits a word of `length` characters may be from a candidate: one per three characters,
  /// at most three (swift-argument-parser's limit). `pecs` is two from `neck`: too far.
  public static func allowedEdits(forLength length: Int) -> Int { min(3, length / 3) }

  /// The longest word offered anything, in characters: far longer than any name, and a bound on
  /// the work of comparing a hostile word (a 1 MiB argument) with every key.
  public static let longestWord = 200

  /// True when `word` is longer than `longestWord`, counted only that far.
  static func isOverLong(_ word: String) -> Bool { !word.dropFirst(longestWord).isEmpty }

  /// The one candidate to offer for `word`, or nil when none is near; see `best(for:among:)`.
  public static func best(for word: String, among candidates: [String]) -> String? {
    best(for: word, among: candidates.map { (key: $0, value: $0) })
  }

  /// The value to offer for `word`: that of the only keys it begins, else that of the closest
  /// key within the allowed edits (the first listed on a tie); nil when none is near.
  /// A value may have several keys (an id, a name, aliases).
  public static func best<Value: Equatable>(
    for word: String, among candidates: [(key: String, value: Value)]
  ) -> Value? {
    guard !isOverLong(word) else { return nil }
    let word = word.lowercased()
    guard !word.isEmpty else { return nil }
    let keys = candidates.map { (key: $0.key.lowercased(), value: $0.value) }
    if let only = onlyExtended(word, keys) { return only }
    var best: (value: Value, distance: Int)?
    for candidate in keys {
      guard let distance = near(word, candidate.key) else { continue }
      if distance < best?.distance ?? Int.max { best = (candidate.value, distance) }
    }
    return best?.value
  }

  /// Every value near `word`, best first, for names of several words such as exercises: those
  /// with a key holding the word (when it is long enough to mean something alone: three
  /// letters, or two kana or kanji) or that it alone begins, scored by the characters the key
  /// adds; and close spellings, scored ten per edit. Ties keep the order of `candidates`.
  public static func ranked<Value: Hashable>(
    for word: String, among candidates: [(key: String, value: Value)]
  ) -> [Value] {
    guard !isOverLong(word) else { return [] }
    let word = word.lowercased()
    guard !word.isEmpty else { return [] }
    let keys = candidates.map { (key: $0.key.lowercased(), value: $0.value) }
    let only = onlyExtended(word, keys)
    let searchable = word.count >= 3 || (word.count >= 2 && !word.allSatisfy(\.isASCII))
    var scores: [Value: Int] = [:]
    var order: [Value] = []
    for candidate in keys {
      var score: Int?
      if let distance = near(word, candidate.key) { score = distance * 10 }
      if candidate.value == only || (searchable && candidate.key.contains(word)) {
        let extra = candidate.key.count - word.count
        score = min(score ?? Int.max, extra)
      }
      guard let score else { continue }
      if scores[candidate.value] == nil { order.append(candidate.value) }
      scores[candidate.value] = min(scores[candidate.value] ?? Int.max, score)
    }
    return order.enumerated()
      .sorted { (scores[$0.element]!, $0.offset) < (scores[$1.element]!, $1.offset) }
      .map(\.element)
  }

  /// Edits between two strings, counting a swap of two neighbours as one (optimal string
  /// alignment distance).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var edits = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          edits = min(edits, twoBack[j - 2] + 1)
        }
        current[j] = edits
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }

  // MARK: - Pieces

  /// The edits from `word` to `key` when within the allowed ones; both lowercased.
  private static func near(_ word: String, _ key: String) -> Int? {
    let allowed = allowedEdits(forLength: word.count)
    guard allowed > 0, abs(word.count - key.count) <= allowed else { return nil }
    let distance = distance(word, key)
    return distance <= allowed ? distance : nil
  }

  /// The value of the keys `word` begins, when they all have the same value.
  private static func onlyExtended<Value: Equatable>(
    _ word: String, _ keys: [(key: String, value: Value)]
  ) -> Value? {
    var found: Value?
    for candidate in keys where candidate.key.hasPrefix(word) {
      if let found, found != candidate.value { return nil }
      found = candidate.value
    }
    return found
  }
}
