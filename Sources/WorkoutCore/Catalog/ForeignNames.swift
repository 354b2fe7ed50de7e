// Other apps' names for catalog exercises, every app and language at once, so that any place a
// person types an exercise takes "Bench Press (Barbell)" or "Supino Reto com Barra" as well as
// wkc's own names. The tables are Interchange/ExerciseNames/Tables (one `Name = id` a line).

/// Every name table's names, compared loosely (`key(_:)`); a name two tables give different
/// ids is ambiguous and stands for nothing.
public struct ForeignNames: Sendable {
  private var ids: [String: ExerciseID] = [:]
  private var ambiguous: [String: [ExerciseID]] = [:]

  /// The names of `tables`, each a list of name and id.
  public init(_ tables: [[(name: String, id: ExerciseID)]]) {
    for table in tables {
      for (name, id) in table {
        let key = ForeignNames.key(name)
        guard !key.isEmpty else { continue }
        if var ids = ambiguous[key] {
          if !ids.contains(id) { ids.append(id) }
          ambiguous[key] = ids
        } else if let other = self.ids[key], other != id {
          self.ids[key] = nil
          ambiguous[key] = [other, id]
        } else {
          self.ids[key] = id
        }
      }
    }
  }

  /// Every table built into wkc: the apps' English names, then the other languages'.
  public static let builtIn = ForeignNames(
    [
      PackageResources.strong_hevy_en_txt, PackageResources.strong_en_txt,
      PackageResources.hevy_en_txt, PackageResources.fitnotes_en_txt,
      PackageResources.names_pt_txt, PackageResources.names_de_txt,
      PackageResources.names_es_txt, PackageResources.names_fr_txt,
    ].map { ForeignNames.parse(String(decoding: $0, as: UTF8.self)) })

  /// The id a name stands for, or nil when no table has it or two give it different ids.
  public func id(for name: String) -> ExerciseID? { ids[ForeignNames.key(name)] }

  /// The keys two tables give different ids, sorted.
  var ambiguousKeys: [String] { ambiguous.keys.sorted() }

  /// The id a key (`key(_:)`) stands for.
  func id(forKey key: String) -> ExerciseID? { ids[key] }

  /// The ids the tables give a name: one, several when it is ambiguous, or none.
  public func ids(for name: String) -> [ExerciseID] {
    let key = ForeignNames.key(name)
    return ids[key].map { [$0] } ?? ambiguous[key] ?? []
  }

  /// The entries of a `Name = id` table, one a line; blank lines and comments (`#`) are skipped.
  public static func parse(_ table: String) -> [(name: String, id: ExerciseID)] {
    table.split(separator: "\n").compactMap { line in
      guard !line.trimmingSpaces.hasPrefix("#"),
        let equals = line.range(of: " = ", options: .backwards)
      else { return nil }
      let name = line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      let id = line[equals.upperBound...].trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : (name, ExerciseID(rawValue: id))
    }
  }

  // MARK: - The loose key

  /// The form names are compared in: lowercase words of letters and digits, accents, `º`, `°`
  /// and punctuation left out, the small words that join a name and its equipment dropped
  /// ("com", "mit", "con", "avec", "with", …) and each language's equipment words made one
  /// (Barra, Langhantel, Barre → barbell). So "Supino Reto com Barra", "supino reto (barra)"
  /// and "Supino  Reto (Barra)" are one name, and "Leg Press 45º" is "Leg Press 45°".
  public static func key(_ name: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in name.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.value {
      case 0x0300...0x036F: continue  // the accents of Latin letters
      case 0xDF: folded.append(contentsOf: "ss".unicodeScalars)  // ß
      default: folded.append(scalar)
      }
    }
    let words = String(folded).precomposedStringWithCanonicalMapping
      .split { !$0.isLetter && !$0.isNumber || $0 == "º" || $0 == "ª" }
      .map(String.init)
      .filter { !joiningWords.contains($0) }
      .map { equipmentWords[$0] ?? $0 }
    return words.joined(separator: " ")
  }

  /// The catalog's equipment of each equipment word of a key.
  static let equipmentOfKeys: [String: String] = [
    "barbell": "barbell", "dumbbell": "dumbbell", "machine": "machine", "cable": "cable",
    "kettlebell": "kettlebell",
  ]

  /// Words that join a name and its equipment or place: "com Barra", "am Kabel", "en Polea".
  static let joiningWords: Set<String> = [
    "with", "on", "the", "com", "na", "no", "em", "de", "da", "do", "mit", "am", "an", "auf",
    "im", "der", "die", "das", "con", "en", "el", "la", "del", "al", "avec", "a", "au", "du",
    "le", "les", "sur",
  ]

  /// Each language's words for equipment, as one word per kind of equipment.
  static let equipmentWords: [String: String] = [
    "barra": "barbell", "langhantel": "barbell", "barre": "barbell",
    "halter": "dumbbell", "halteres": "dumbbell", "haltere": "dumbbell",
    "kurzhantel": "dumbbell", "kurzhanteln": "dumbbell", "mancuerna": "dumbbell",
    "mancuernas": "dumbbell", "dumbbells": "dumbbell",
    "maquina": "machine", "maschine": "machine",
    "cabo": "cable", "polia": "cable", "kabel": "cable", "kabelzug": "cable", "seilzug": "cable",
    "polea": "cable", "poulie": "cable", "cables": "cable",
    "kettlebells": "kettlebell", "kugelhantel": "kettlebell",
  ]
}

extension Catalog {
  /// The exercise another app's name stands for ("Bench Press (Barbell)", "Supino Reto com
  /// Barra"), when the name tables agree on one this catalog has; else, for a name ending in
  /// its equipment ("Extensão de Tríceps na Polia (Máquina)"), the one the name without it
  /// stands for when that exercise uses this equipment (a machine or cable one for either).
  public func findForeign(_ text: String) -> Exercise? {
    let names = ForeignNames.builtIn
    if let id = names.id(for: text) { return exercise(id) }
    let key = ForeignNames.key(text)
    guard let space = key.lastIndex(of: " "),
      let equipment = ForeignNames.equipmentOfKeys[String(key[key.index(after: space)...])],
      let id = names.id(forKey: String(key[..<space])), let found = exercise(id),
      let has = found.equipment
    else { return nil }
    let pulley: Set<String> = ["machine", "cable"]
    return has == equipment || pulley.contains(has) && pulley.contains(equipment) ? found : nil
  }
}
