// Other apps' names for their exercises, mapped to catalog ids, so an import can file
// "Bench Press (Barbell)" under `bench-press` without asking. The tables are data, one per app
// and language (Tables/strong.en.txt…, one `Name = id` a line), compiled in by Package.swift.

/// Each app's exercise names and the catalog id each one is.
public struct ExerciseNameMap: Sendable {
  /// One name of an app and the catalog id it stands for.
  public struct Entry: Hashable, Sendable {
    /// The name as the app writes it in its export.
    public var name: String
    /// The catalog exercise it is.
    public var id: ExerciseID

    /// Creates an entry.
    public init(name: String, id: ExerciseID) {
      self.name = name
      self.id = id
    }
  }

  private let entries: [ForeignApp: [Entry]]
  private let ids: [ForeignApp: [String: ExerciseID]]

  /// Creates a map from each app's entries; when two entries of an app have the same key (see
  /// `key(_:)`), the first wins.
  public init(_ entries: [ForeignApp: [Entry]]) {
    self.entries = entries
    self.ids = entries.mapValues { list in
      Dictionary(
        list.map { (ExerciseNameMap.key($0.name), $0.id) }, uniquingKeysWith: { a, _ in a })
    }
  }

  /// The map built into wkc: the common names of the apps whose formats have name tables
  /// (Strong, Hevy, FitNotes), read from their tables once, when first used.
  public static let builtIn = ExerciseNameMap(
    Dictionary(
      Importers.all.map { ($0.app, $0.exerciseNames.flatMap(parse)) },
      uniquingKeysWith: { first, _ in first }))

  // MARK: - Lookup

  /// The id an app's exercise name stands for, or nil; ignores case and extra spaces.
  public func id(for name: String, app: ForeignApp) -> ExerciseID? {
    ids[app]?[ExerciseNameMap.key(name)]
  }

  /// The entries of an app, in table order.
  public func entries(for app: ForeignApp) -> [Entry] { entries[app] ?? [] }

  /// The id for a name: this map's; else that of the catalog exercise with exactly that id,
  /// name or alias (such as one an earlier import created); else the one exercise that the name
  /// without its equipment names, with that equipment ("Zercher Squat (Barbell)" → a barbell
  /// exercise called "Zercher Squat"). Nil when nothing fits or more than one exercise does.
  public func resolve(_ name: String, app: ForeignApp, in catalog: Catalog) -> ExerciseID? {
    if let id = id(for: name, app: app), catalog.exercise(id) != nil { return id }
    if let exercise = catalog.find(ExerciseNameMap.key(name)) { return exercise.id }
    guard let split = EquipmentSplit(name) else { return nil }
    let found = Set(split.variants.compactMap { catalog.find($0) }.filter(split.fits).map(\.id))
    return found.count == 1 ? found.first : nil
  }

  /// Up to `limit` catalog ids to offer for a name nothing maps, best first: what the other
  /// apps and languages map it to (each id, when they disagree); exercises named by the name with its "(Equipment)" moved or dropped
  /// ("Bench Press (Dumbbell)" → `dumbbell-bench-press`), the same equipment first; near
  /// spellings (`Catalog.suggestions`); then exercises sharing most of its words.
  public func candidates(for name: String, in catalog: Catalog, limit: Int = 3) -> [ExerciseID] {
    var found: [ExerciseID] = []
    func offer(_ id: ExerciseID) {
      if !found.contains(id), catalog.exercise(id) != nil { found.append(id) }
    }
    for format in Importers.all { if let id = id(for: name, app: format.app) { offer(id) } }
    // What the name tables of every app and language say, all of them when they disagree.
    for id in ForeignNames.builtIn.ids(for: name) { offer(id) }
    let split = EquipmentSplit(name)
    let variants = [name] + (split?.variants ?? [])
    let exact = variants.compactMap { catalog.find($0) }
    for exercise in exact where split?.fits(exercise) ?? true { offer(exercise.id) }
    for exercise in exact { offer(exercise.id) }
    for exercise in catalog.suggestions(for: name, limit: limit) { offer(exercise.id) }
    for id in ExerciseNameMap.sharingWords(with: name, split: split, in: catalog) { offer(id) }
    if let split {
      for exercise in catalog.suggestions(for: split.base, limit: limit) { offer(exercise.id) }
    }
    return Array(found.prefix(max(0, limit)))
  }

  // MARK: - Pieces

  /// The form names are compared in: lowercased, trimmed, one space between words.
  public static func key(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The entries of a table file (UTF-8).
  static func parse(_ table: [UInt8]) -> [Entry] { parse(String(decoding: table, as: UTF8.self)) }

  /// The entries of a `Name = id` table, one a line; blank lines and comments (`#`) are skipped.
  static func parse(_ table: String) -> [Entry] {
    ForeignNames.parse(table).map { Entry(name: $0.name, id: $0.id) }
  }

  /// Catalog exercises sharing at least half of the name's words (equipment words aside),
  /// most shared first, those of the same equipment before others.
  private static func sharingWords(with name: String, split: EquipmentSplit?, in catalog: Catalog)
    -> [ExerciseID]
  {
    let wanted = Set(words(split?.base ?? name))
    guard !wanted.isEmpty else { return [] }
    var scored: [(score: Int, extra: Int, index: Int, id: ExerciseID)] = []
    for (index, exercise) in catalog.exercises.enumerated() {
      let have = Set(([exercise.name] + exercise.aliases).flatMap(words))
      let shared = wanted.intersection(have).count
      guard shared > 0, shared * 2 >= wanted.count else { continue }
      let sameEquipment = split.map { $0.fits(exercise) } ?? false
      let score = shared * 2 + (sameEquipment ? 3 : 0)
      scored.append((score, words(exercise.name).count - shared, index, exercise.id))
    }
    return scored.sorted { ($1.score, $0.extra, $0.index) < ($0.score, $1.extra, $1.index) }
      .map(\.id)
  }

  /// The lowercase words of a name, singular ("Rows" → "row"), without punctuation and
  /// equipment words.
  private static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
      .filter { !EquipmentSplit.words.keys.contains($0) }
      .map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
  }
}

/// A name split into the exercise and its equipment: "Bench Press (Dumbbell)" or FitNotes'
/// "Dumbbell Bench Press" style.
struct EquipmentSplit {
  /// Equipment words as apps write them, and the catalog's `equipment` for each.
  static let words: [String: String] = [
    "barbell": "barbell", "dumbbell": "dumbbell", "dumbbells": "dumbbell", "machine": "machine",
    "cable": "cable", "kettlebell": "kettlebell", "band": "band", "bodyweight": "bodyweight",
  ]

  /// The name without its equipment.
  let base: String
  /// The equipment word as written.
  let word: String
  /// The catalog equipment it means.
  let equipment: String

  /// Splits `X (Equipment)` or `Equipment X`; nil when the name says no known equipment.
  init?(_ name: String) {
    let trimmed = ExerciseNameMap.key(name)
    if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") {
      let inside = String(
        trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
      let word = inside.trimmingCharacters(in: .whitespaces)
      guard let equipment = EquipmentSplit.words[word] else { return nil }
      let base = trimmed[..<open].trimmingCharacters(in: .whitespaces)
      guard !base.isEmpty else { return nil }
      (self.base, self.word, self.equipment) = (base, word, equipment)
      return
    }
    guard let space = trimmed.firstIndex(of: " ") else { return nil }
    let word = String(trimmed[..<space])
    guard let equipment = EquipmentSplit.words[word] else { return nil }
    let base = trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces)
    guard !base.isEmpty else { return nil }
    (self.base, self.word, self.equipment) = (base, word, equipment)
  }

  /// The names to look up: the equipment before, after and left out.
  var variants: [String] { ["\(word) \(base)", "\(base) \(word)", base] }

  /// True when the exercise uses this equipment.
  func fits(_ exercise: Exercise) -> Bool { exercise.equipment == equipment }
}
