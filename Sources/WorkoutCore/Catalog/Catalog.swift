/// The exercises wkc knows: the built-in `catalog.json` plus the user's own.
public struct Catalog: Sendable {
  /// Number of sets to plan when neither the last plan nor the exercise says.
  public let defaultSets: Int
  /// All items, in catalog order.
  public let items: [Item]
  /// All body parts, in catalog order.
  public let parts: [BodyPart]
  /// All kinds, in catalog order.
  public let kinds: [ExerciseKind]
  /// All exercises: built-in first, then the user's own.
  public private(set) var exercises: [Exercise]
  private var byKey: [String: Int] = [:]

  /// Creates a catalog; fails when ids, names or aliases collide or entries are invalid.
  public init(
    defaultSets: Int, items: [Item], parts: [BodyPart], kinds: [ExerciseKind],
    exercises: [Exercise]
  ) throws(CatalogError) {
    self.defaultSets = defaultSets
    self.items = items
    self.parts = parts
    self.kinds = kinds
    self.exercises = []
    for exercise in exercises { try add(exercise) }
  }

  // MARK: - Lookup

  /// The item of an id.
  public func item(_ id: ItemID) -> Item? { items.first { $0.id == id } }

  /// The exercise of an id.
  public func exercise(_ id: ExerciseID) -> Exercise? {
    byKey[Catalog.normalize(id.rawValue)].map { exercises[$0] }.flatMap { $0.id == id ? $0 : nil }
  }

  /// The exercise whose id, name or alias matches `text`, ignoring case, spaces, `-` and `_`,
  /// full-width letters and hiragana/katakana; else the one another app's name stands for, in
  /// any language of the name tables (`findForeign`): every command that takes an exercise
  /// finds it here.
  public func find(_ text: String) -> Exercise? {
    byKey[Catalog.normalize(text)].map { exercises[$0] } ?? findForeign(text)
  }

  /// Like `find`, but fails with suggestions.
  public func resolve(_ text: String) throws(CatalogError) -> Exercise {
    if let exercise = find(text) { return exercise }
    throw .unknownExercise(text, suggestions: suggestions(for: text).map(\.id.rawValue))
  }

  /// Near misses for a name nothing matches, best first: ids, names and aliases holding it
  /// (shortest first), then close spellings, by `NearMiss.ranked`.
  public func suggestions(for text: String, limit: Int = 3) -> [Exercise] {
    let key = Catalog.normalize(text)
    var keys: [(key: String, value: Int)] = []
    for (index, exercise) in exercises.enumerated() {
      for name in [exercise.id.rawValue, exercise.name] + exercise.aliases {
        keys.append((Catalog.normalize(name), index))
      }
    }
    return NearMiss.ranked(for: key, among: keys).prefix(limit).map { exercises[$0] }
  }

  // MARK: - The user's exercises

  /// This catalog with the user's exercises added after the built-in ones.
  public func adding(custom: [Exercise]) throws(CatalogError) -> Catalog {
    var catalog = self
    for exercise in custom {
      var exercise = exercise
      exercise.isCustom = true
      try catalog.add(exercise)
    }
    return catalog
  }

  /// This catalog with the user's exercises as their file holds them. A built-in exercise a
  /// later wkc added under the id of one of the user's gives way to the user's, and a name or
  /// alias a built-in has taken since stays the built-in's, so a file that read before still
  /// reads.
  public func adding(stored custom: [Exercise]) throws(CatalogError) -> Catalog {
    let ids = Set(custom.map(\.id))
    var catalog = self
    // Rebuilt without the built-ins the user's exercises replace, only when there are some.
    if exercises.contains(where: { ids.contains($0.id) }) {
      catalog.exercises = []
      catalog.byKey = [:]
      for exercise in exercises where !ids.contains(exercise.id) {
        try catalog.add(exercise)
      }
    }
    for exercise in custom {
      var exercise = exercise
      exercise.isCustom = true
      try catalog.add(exercise, yieldingToBuiltIn: true)
    }
    return catalog
  }

  /// This catalog with the user's overrides laid over its built-in exercises; one of an id the
  /// catalog lacks, or that would make the entry invalid, is left out.
  public func overriding(_ overrides: [ExerciseOverride]) -> Catalog {
    var catalog = self
    for override in overrides {
      guard let index = byKey[Catalog.normalize(override.id.rawValue)],
        exercises[index].id == override.id, !exercises[index].isCustom
      else { continue }
      let changed = override.applied(to: exercises[index])
      if (try? validate(changed)) != nil { catalog.exercises[index] = changed }
    }
    return catalog
  }

  /// Checks an exercise against this catalog's items, parts and kinds.
  public func validate(_ exercise: Exercise) throws(CatalogError) {
    let id = exercise.id
    guard id.isSlug else {
      throw .invalid("'\(id)' is not a valid id; use lowercase letters, digits and single '-'")
    }
    guard !exercise.name.isEmpty else { throw .invalid("\(id): the name is empty") }
    guard !exercise.items.isEmpty else { throw .invalid("\(id): it needs at least one item") }
    for item in exercise.items where self.item(item) == nil {
      throw .invalid("\(id): unknown item '\(item)'; items are \(itemList)")
    }
    if Set(exercise.items).count != exercise.items.count {
      throw .invalid("\(id): an item is listed twice")
    }
    for part in exercise.parts where !parts.contains(where: { $0.id == part }) {
      throw .invalid(
        "\(id): unknown body part '\(part)'; parts are \(parts.map(\.id).joined(separator: ", "))")
    }
    guard kinds.contains(where: { $0.id == exercise.kind }) else {
      throw .invalid(
        "\(id): unknown kind '\(exercise.kind)'; kinds are \(kinds.map(\.id).joined(separator: ", "))"
      )
    }
    for (itemID, value) in exercise.defaults {
      guard exercise.items.contains(itemID), let item = item(itemID) else {
        throw .invalid("\(id): a default for '\(itemID)', which it does not use")
      }
      do {
        try item.check(value, typedIn: nil)
      } catch {
        throw .invalid("\(id): default \(error.message)")
      }
    }
    if let sets = exercise.sets, !(1...100).contains(sets) {
      throw .invalid("\(id): sets must be between 1 and 100")
    }
    if let problem = exercise.incrementProblem { throw .invalid("\(id): \(problem)") }
    if let problem = exercise.barProblem { throw .invalid("\(id): \(problem)") }
  }

  /// Checks an exercise the user adds now: what `validate` checks, and that its name and
  /// aliases hold no control or bidi characters (ones already in a hand-edited catalog.json are
  /// still read; the CLI shows them escaped).
  public func validateNew(_ exercise: Exercise) throws(CatalogError) {
    try validate(exercise)
    let texts = [("the name", exercise.name)] + exercise.aliases.map { ("the alias '\($0)'", $0) }
    for (label, text) in texts {
      for scalar in text.unicodeScalars {
        guard let kind = scalar.controlKind else { continue }
        throw .invalid(
          "\(exercise.id): \(label) holds \(scalar.codePoint), \(kind); "
            + "names and aliases must be plain text")
      }
    }
  }

  /// `reps, weight, rest, …`.
  public var itemList: String { items.map(\.id.rawValue).joined(separator: ", ") }

  private mutating func add(_ exercise: Exercise, yieldingToBuiltIn: Bool = false)
    throws(CatalogError)
  {
    try validate(exercise)
    var keys = Set<String>()
    for name in [exercise.id.rawValue, exercise.name] + exercise.aliases {
      let key = Catalog.normalize(name)
      if key.isEmpty { throw .invalid("\(exercise.id): an empty name or alias") }
      if let other = byKey[key] {
        let owner = exercises[other]
        if yieldingToBuiltIn, !owner.isCustom, owner.id != exercise.id { continue }
        if owner.id == exercise.id {
          if !owner.isCustom, exercise.isCustom { throw .builtIn(exercise.id) }
          throw .conflict("you already have an exercise '\(exercise.id)'")
        }
        throw .conflict("'\(name)' is already a name of \(owner.id) (\(owner.name))")
      }
      keys.insert(key)
    }
    for key in keys { byKey[key] = exercises.count }
    exercises.append(exercise)
  }

  // MARK: - Matching

  /// The form names are compared in: lowercase, no spaces, `-`, `_` or `・`, full-width letters
  /// made ASCII, hiragana and half-width katakana made katakana.
  public static func normalize(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      for byte in text.utf8 {
        switch byte {
        case 0x20, 0x2D, 0x5F, 0x09: continue
        case 0x41...0x5A: bytes.append(byte | 0x20)
        default: bytes.append(byte)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      switch scalar.value {
      case 0x20, 0x2D, 0x5F, 0x3000, 0x30FB, 0x09, 0xFF65: continue
      case 0xFF66...0xFF9D:
        let index = Int(scalar.value - 0xFF66)
        scalars.append(halfWidthKatakana[index])
      case 0xFF9E, 0xFF9F:
        // Voiced and semi-voiced marks join the kana before them: ﾍﾞ → ベ, ﾎﾟ → ポ.
        let step: UInt32 = scalar.value == 0xFF9E ? 1 : 2
        guard let last = scalars.last, let voiced = Catalog.voiced(last, step: step) else {
          continue
        }
        scalars.removeLast()
        scalars.append(voiced)
      case 0xFF01...0xFF5E:
        let ascii = Unicode.Scalar(scalar.value - 0xFEE0)!
        if ascii == " " || ascii == "-" || ascii == "_" { continue }
        scalars.append(contentsOf: String(ascii).lowercased().unicodeScalars)
      case 0x3041...0x3096: scalars.append(Unicode.Scalar(scalar.value + 0x60)!)
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Full-width katakana for U+FF66 … U+FF9D, in order.
  private static let halfWidthKatakana = Array(
    "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
      .unicodeScalars)

  /// カ … ト and ハ … ホ: the katakana a voiced mark joins.
  private static let takesDakuten: Set<UInt32> = [
    0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF,
    0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
  ]

  /// ガ for カ (step 1), パ for ハ (step 2); nil when the kana takes no such mark.
  private static func voiced(_ kana: Unicode.Scalar, step: UInt32) -> Unicode.Scalar? {
    let value = kana.value
    if step == 1, value == 0x30A6 { return Unicode.Scalar(0x30F4) }  // ウ → ヴ
    if step == 1, takesDakuten.contains(value) { return Unicode.Scalar(value + 1) }
    if step == 2, (0x30CF...0x30DB).contains(value), (value - 0x30CF) % 3 == 0 {
      return Unicode.Scalar(value + 2)
    }
    return nil
  }
}
