/// How an exercise matches a search, best first.
public enum SearchMatch: Int, Comparable, Sendable {
  /// Its id, name or an alias is the text.
  case exact
  /// Its id, name or an alias starts with the text.
  case start
  /// A word of its id, name or an alias starts with the text: `chin` in "Assisted Chin-Up".
  case wordStart
  /// A word of its body parts, kind or equipment starts with the text: `chest`.
  case tag
  /// The text is only inside a word: `chin` in "Machine".
  case insideWord

  /// Better matches first.
  public static func < (lhs: SearchMatch, rhs: SearchMatch) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Catalog {
  /// Exercises whose id, name, aliases, parts or kind contain `text`, best matches first:
  /// the text itself, then names starting with it, then a word starting with it, then parts
  /// and kinds, then names holding it inside a word; by name within each.
  public func search(_ text: String) -> [Exercise] { ranked(text).map(\.exercise) }

  /// `search`, with how each exercise matched.
  public func ranked(_ text: String) -> [(exercise: Exercise, match: SearchMatch)] {
    let key = Catalog.normalize(text)
    guard !key.isEmpty else { return exercises.map { ($0, .exact) } }
    var scored: [(exercise: Exercise, match: SearchMatch)] = []
    for exercise in exercises {
      if let match = match(exercise, key: key) { scored.append((exercise, match)) }
    }
    return scored.sorted { ($0.match, $0.exercise.name) < ($1.match, $1.exercise.name) }
  }

  private func match(_ exercise: Exercise, key: String) -> SearchMatch? {
    let names = [exercise.id.rawValue, exercise.name] + exercise.aliases
    let normalized = names.map(Catalog.normalize)
    if normalized.contains(key) { return .exact }
    if normalized.contains(where: { $0.hasPrefix(key) }) { return .start }
    if names.contains(where: { Catalog.startsAWord($0, key: key) }) { return .wordStart }
    let tags = tags(of: exercise)
    if tags.contains(where: { Catalog.startsAWord($0, key: key) }) { return .tag }
    if normalized.contains(where: { $0.contains(key) })
      || tags.contains(where: { Catalog.normalize($0).contains(key) })
    {
      return .insideWord
    }
    return nil
  }

  private func tags(of exercise: Exercise) -> [String] {
    var tags = [exercise.kind] + exercise.parts + [exercise.equipment ?? ""]
    for part in parts where exercise.parts.contains(part.id) { tags += [part.name] + part.aliases }
    for kind in kinds where kind.id == exercise.kind { tags += [kind.name] + kind.aliases }
    return tags
  }

  /// True when `key` (normalized) starts at a word of `name`: at its start, after a character
  /// that is not an ASCII letter or digit, or at any character outside ASCII (Japanese writes
  /// no spaces between words, so `カール` starts a word of `ダンベルカール`).
  static func startsAWord(_ name: String, key: String) -> Bool {
    let characters = Array(name)
    for index in characters.indices {
      let character = characters[index]
      let isWordCharacter = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber) }
      guard isWordCharacter(character) || !character.isASCII else { continue }
      let startsHere = index == 0 || !isWordCharacter(characters[index - 1])
      guard startsHere else { continue }
      if Catalog.normalize(String(characters[index...])).hasPrefix(key) { return true }
    }
    return false
  }
}
