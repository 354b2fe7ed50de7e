// The JSON shape of catalogs: the built-in `catalog.json` and the user's `catalog.json`
// (`{"exercises": [...], "version": 2}`) in the data directory.

/// Reading and writing catalog files.
public enum CatalogFile {
  /// The newest version of the user's exercise file this binary reads. Version 2 added an
  /// exercise's `bar`; a file without one is written as version 1, which older binaries read.
  public static let currentVersion = 2

  /// The version a file of `exercises` is written as: the oldest that holds them.
  public static func version(of exercises: [Exercise]) -> Int {
    exercises.contains { $0.bar != nil } ? 2 : 1
  }

  /// Decodes the built-in catalog.
  public static func decodeBuiltIn(_ bytes: [UInt8]) throws -> Catalog {
    var defaultSets = 3
    var items: [Item] = []
    var parts: [BodyPart] = []
    var kinds: [ExerciseKind] = []
    var exercises: [Exercise] = []
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readObject("the catalog") { reader, key throws(JSONError) in
        switch key {
        case "version":
          let offset = reader.valueOffset()
          try JSONReader.check(
            version: reader.readInt(what: "`version`"), at: offset,
            newest: CatalogFile.currentVersion, reader: reader)
        case "defaultSets": defaultSets = try reader.readInt(what: "`defaultSets`")
        case "items":
          try reader.readArray("`items`") { reader throws(JSONError) in
            items.append(try reader.readItem())
          }
        case "parts":
          try reader.readArray("`parts`") { reader throws(JSONError) in
            let (id, name, aliases) = try reader.readNamed("a body part")
            parts.append(BodyPart(id: id, name: name, aliases: aliases))
          }
        case "kinds":
          try reader.readArray("`kinds`") { reader throws(JSONError) in
            let (id, name, aliases) = try reader.readNamed("a kind")
            kinds.append(ExerciseKind(id: id, name: name, aliases: aliases))
          }
        case "exercises":
          try reader.readArray("`exercises`") { reader throws(JSONError) in
            exercises.append(try reader.readExercise())
          }
        default:
          throw reader.unknownKey(
            key, in: "the catalog",
            known: ["defaultSets", "exercises", "items", "kinds", "parts", "version"])
        }
      }
    }
    return try Catalog(
      defaultSets: defaultSets, items: items, parts: parts, kinds: kinds, exercises: exercises)
  }

  /// Decodes only the items of the built-in catalog, skipping the rest.
  public static func decodeItems(_ bytes: [UInt8]) throws(JSONError) -> [Item] {
    var items: [Item] = []
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readObject("the catalog") { reader, key throws(JSONError) in
        guard key == "items" else { return try reader.skipValue() }
        try reader.readArray("`items`") { reader throws(JSONError) in
          items.append(try reader.readItem())
        }
      }
    }
    return items
  }

  /// Encodes the user's exercises, sorted by id.
  public static func encodeCustom(_ exercises: [Exercise]) -> [UInt8] {
    var json = JSONWriter()
    json.object { json in
      json.key("exercises")
      json.array { json in
        for exercise in exercises.sorted(by: { $0.id < $1.id }) { json.write(exercise) }
      }
      json.key("version")
      json.number(CatalogFile.version(of: exercises))
    }
    return json.bytes
  }
}

extension JSONReader {
  /// Reads the user's exercise file: `{"exercises": [...], "version": 2}`; a version-1 file
  /// holding a `bar` fails as version 1 did, on an unknown key.
  public mutating func readCustomExercises() throws(JSONError) -> [Exercise] {
    var exercises: [Exercise] = []
    var version: Int?
    try readObject("the exercise file") { reader, key throws(JSONError) in
      switch key {
      case "version":
        version = try reader.readCheckedVersion(newest: CatalogFile.currentVersion)
      case "exercises":
        try reader.readArray("`exercises`") { reader throws(JSONError) in
          var exercise = try reader.readExercise()
          exercise.isCustom = true
          exercises.append(exercise)
        }
      default:
        throw reader.unknownKey(key, in: "the exercise file", known: ["exercises", "version"])
      }
    }
    guard let version else { throw error("the exercise file needs a `version`", at: 0) }
    if let error = olderVersionErrors[version] { throw error }
    return exercises
  }

  fileprivate mutating func readItem() throws(JSONError) -> Item {
    var id: String?
    var name = ""
    var unit = Unit.count
    var defaultValue = 0.0
    var min = 0.0
    var max = 0.0
    var step: Double?
    var lastSetUnneeded = false
    try readObject("an item") { reader, key throws(JSONError) in
      switch key {
      case "id": id = try reader.readString(what: "`id`")
      case "name": name = try reader.readString(what: "`name`")
      case "unit":
        let offset = reader.valueOffset()
        let symbol = try reader.readString(what: "`unit`")
        guard let known = Unit(rawValue: symbol), known.isCanonical else {
          let symbols = Dimension.allCases.map { "\"\($0.canonical.symbol)\"" }
          throw reader.error(
            "unknown unit \"\(symbol)\"; units are \(symbols.joined(separator: ", "))",
            at: offset)
        }
        unit = known
      case "default": defaultValue = try reader.readNumber(what: "`default`")
      case "min": min = try reader.readNumber(what: "`min`")
      case "max": max = try reader.readNumber(what: "`max`")
      case "step": step = try reader.readNumber(what: "`step`")
      case "lastSetUnneeded": lastSetUnneeded = try reader.readBool(what: "`lastSetUnneeded`")
      default:
        throw reader.unknownKey(
          key, in: "an item",
          known: ["default", "id", "lastSetUnneeded", "max", "min", "name", "step", "unit"])
      }
    }
    guard let id else { throw error("an item needs an `id`") }
    return Item(
      id: ItemID(rawValue: id), name: name, unit: unit, defaultValue: defaultValue, min: min,
      max: max, step: step, lastSetUnneeded: lastSetUnneeded)
  }

  fileprivate mutating func readNamed(_ what: String) throws(JSONError) -> (
    String, String, [String]
  ) {
    var id: String?
    var name = ""
    var aliases: [String] = []
    try readObject(what) { reader, key throws(JSONError) in
      switch key {
      case "id": id = try reader.readString(what: "`id`")
      case "name": name = try reader.readString(what: "`name`")
      case "aliases": aliases = try reader.readStrings(what: "`aliases`")
      default: throw reader.unknownKey(key, in: what, known: ["aliases", "id", "name"])
      }
    }
    guard let id else { throw error("\(what) needs an `id`") }
    return (id, name, aliases)
  }

  fileprivate mutating func readExercise() throws(JSONError) -> Exercise {
    let start = valueOffset()
    var id: String?
    var name: String?
    var aliases: [String] = []
    var parts: [String] = []
    var kind = "other"
    var equipment: String?
    var items: [ItemID] = []
    var defaults = SetValues()
    var sets: Int?
    var increment: Double?
    var incrementOffset = start
    var bar: Double?
    var barOffset = start
    try readObject("an exercise") { reader, key throws(JSONError) in
      switch key {
      case "id": id = try reader.readString(what: "`id`")
      case "name": name = try reader.readString(what: "`name`")
      case "aliases": aliases = try reader.readStrings(what: "`aliases`")
      case "parts": parts = try reader.readStrings(what: "`parts`")
      case "kind": kind = try reader.readString(what: "`kind`")
      case "equipment": equipment = try reader.readOptionalString(what: "`equipment`")
      case "items": items = try reader.readStrings(what: "`items`").map(ItemID.init(rawValue:))
      case "defaults":
        try reader.readObject("`defaults`") { reader, item throws(JSONError) in
          defaults[ItemID(rawValue: item)] = try reader.readNumber(what: "`\(item)`")
        }
      case "sets": sets = try reader.readInt(what: "`sets`")
      case "increment":
        incrementOffset = reader.valueOffset()
        increment = reader.readNull() ? nil : try reader.readNumber(what: "`increment`")
      case "bar":
        if reader.olderVersionErrors[1] == nil {
          reader.olderVersionErrors[1] = reader.unknownKey(
            "bar", in: "an exercise", known: JSONReader.exerciseKeys.filter { $0 != "bar" })
        }
        barOffset = reader.valueOffset()
        bar = try reader.readNumber(what: "`bar`")
      default:
        throw reader.unknownKey(key, in: "an exercise", known: JSONReader.exerciseKeys)
      }
    }
    guard let id, let name else { throw error("an exercise needs an `id` and a `name`", at: start) }
    let exercise = Exercise(
      id: ExerciseID(rawValue: id), name: name, aliases: aliases, parts: parts, kind: kind,
      equipment: equipment, items: items, defaults: defaults, sets: sets, increment: increment,
      bar: bar)
    // Checked here too, so a bad increment or bar in a file is reported with its line and
    // column.
    if let problem = exercise.incrementProblem {
      throw error("\(id): \(problem)", at: incrementOffset)
    }
    if let problem = exercise.barProblem { throw error("\(id): \(problem)", at: barOffset) }
    return exercise
  }

  /// The keys of an exercise.
  fileprivate static let exerciseKeys = [
    "aliases", "bar", "defaults", "equipment", "id", "increment", "items", "kind", "name",
    "parts", "sets",
  ]

  fileprivate mutating func readStrings(what: @autoclosure () -> String) throws(JSONError)
    -> [String]
  {
    var strings: [String] = []
    try readArray(what()) { reader throws(JSONError) in
      strings.append(try reader.readString(what: "an element of \(what())"))
    }
    return strings
  }
}

extension JSONWriter {
  /// Writes an exercise in the catalog shape, keys sorted; `markingCustom` adds `custom`.
  public mutating func write(_ exercise: Exercise, markingCustom: Bool = false) {
    object { json in
      json.key("aliases")
      json.array { json in for alias in exercise.aliases { json.string(alias) } }
      if let bar = exercise.bar {
        json.key("bar")
        json.number(bar)
      }
      if markingCustom {
        json.key("custom")
        json.bool(exercise.isCustom)
      }
      json.key("defaults")
      json.write(exercise.defaults)
      if let equipment = exercise.equipment {
        json.key("equipment")
        json.string(equipment)
      }
      json.key("id")
      json.string(exercise.id.rawValue)
      json.key("increment")
      if let increment = exercise.increment { json.number(increment) } else { json.null() }
      json.key("items")
      json.array { json in for item in exercise.items { json.string(item.rawValue) } }
      json.key("kind")
      json.string(exercise.kind)
      json.key("name")
      json.string(exercise.name)
      json.key("parts")
      json.array { json in for part in exercise.parts { json.string(part) } }
      if let sets = exercise.sets {
        json.key("sets")
        json.number(sets)
      }
    }
  }
}
