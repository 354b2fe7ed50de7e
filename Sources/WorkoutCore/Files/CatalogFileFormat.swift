// Catalog files: the user's `catalog.json` in the data directory (`{"exercises": [...],
// "overrides": [...], "version": 4}`), and the built-in catalog compiled into wkc (the repository's `catalog.json`:
// items, body parts, kinds and exercises), which share the exercise's fields.

/// The user's own exercises, `catalog.json` in the data directory.
public struct CatalogFile: Hashable, Sendable {
  /// The exercises, in the order they were added.
  public var exercises: [Exercise]
  /// The user's defaults, increments and bars of built-in exercises, one per exercise.
  public var overrides: [ExerciseOverride]

  /// A file of `exercises` and `overrides`.
  public init(exercises: [Exercise] = [], overrides: [ExerciseOverride] = []) {
    self.exercises = exercises
    self.overrides = overrides
  }

  /// The version the file is written as: the oldest that holds its exercises and overrides
  /// (version 2 only once an exercise has a `bar`, 3 once there is an override, 4 once an
  /// exercise or override has a `note`), so that an older wkc reads what it can.
  public var version: Int {
    var start = overrides.isEmpty ? 1 : CatalogFile.file.since(.overrides)
    if overrides.contains(where: { $0.note != nil }) {
      start = max(start, CatalogFile.override.since(.note))
    }
    return exercises.reduce(start) { version, exercise in
      CatalogFile.exercise.all.reduce(version) { version, field in
        field.isSet(in: exercise) ? max(version, CatalogFile.exercise.since(field)) : version
      }
    }
  }
}

extension Catalog {
  /// The items of the built-in catalog, read without the exercises (for option lists).
  public static let builtInItems: [Item] = {
    do {
      return try BuiltInCatalogFile.decodeItems(PackageResources.catalog_json)
    } catch {
      fatalError("the built-in catalog.json is invalid: \(error)")
    }
  }()

  /// The catalog compiled into the binary from `catalog.json`.
  public static let builtIn: Catalog = {
    do {
      return try BuiltInCatalogFile.decode(PackageResources.catalog_json)
    } catch {
      // catalog.json is checked by the test suite; a broken one is a build defect.
      fatalError("the built-in catalog.json is invalid: \(error)")
    }
  }()
}

/// The keys of the user's exercise file.
enum CatalogFileField: Int, FileField {
  case exercises, overrides, version

  var name: StaticString {
    switch self {
    case .exercises: "exercises"
    case .overrides: "overrides"
    case .version: "version"
    }
  }
}

/// The keys of an exercise.
enum ExerciseField: Int, JSONField {
  case aliases, bar, defaults, equipment, id, increment, items, kind, name, note, parts, sets

  var name: StaticString {
    switch self {
    case .aliases: "aliases"
    case .bar: "bar"
    case .defaults: "defaults"
    case .equipment: "equipment"
    case .id: "id"
    case .increment: "increment"
    case .items: "items"
    case .kind: "kind"
    case .name: "name"
    case .note: "note"
    case .parts: "parts"
    case .sets: "sets"
    }
  }

  /// True when `exercise` has a value of the field that is written (an optional one is left
  /// out when nil).
  func isSet(in exercise: Exercise) -> Bool {
    switch self {
    case .bar: exercise.bar != nil
    case .equipment: exercise.equipment != nil
    case .note: exercise.note != nil
    case .sets: exercise.sets != nil
    case .aliases, .defaults, .id, .increment, .items, .kind, .name, .parts: true
    }
  }
}

/// The keys of an override of a built-in exercise.
enum OverrideField: Int, JSONField {
  case bar, defaults, id, increment, note

  var name: StaticString {
    switch self {
    case .bar: "bar"
    case .defaults: "defaults"
    case .id: "id"
    case .increment: "increment"
    case .note: "note"
    }
  }
}

/// The keys of the built-in catalog.
enum BuiltInCatalogField: Int, FileField {
  case defaultSets, exercises, items, kinds, parts, version

  var name: StaticString {
    switch self {
    case .defaultSets: "defaultSets"
    case .exercises: "exercises"
    case .items: "items"
    case .kinds: "kinds"
    case .parts: "parts"
    case .version: "version"
    }
  }
}

/// The keys of an item of the built-in catalog.
enum ItemField: Int, JSONField {
  case defaultValue, id, lastSetUnneeded, max, min, name, step, unit

  var name: StaticString {
    switch self {
    case .defaultValue: "default"
    case .id: "id"
    case .lastSetUnneeded: "lastSetUnneeded"
    case .max: "max"
    case .min: "min"
    case .name: "name"
    case .step: "step"
    case .unit: "unit"
    }
  }
}

/// The keys of a body part or an exercise kind of the built-in catalog.
enum NamedField: Int, JSONField {
  case aliases, id, name

  var name: StaticString {
    switch self {
    case .aliases: "aliases"
    case .id: "id"
    case .name: "name"
    }
  }
}

extension CatalogFile: StoredFile {
  /// The file's own object: version 3 added `overrides`.
  static let file = Fields<CatalogFileField>("the exercise file", added: [.overrides: 3])
  /// An exercise: version 2 added `bar`, 4 `note`.
  static let exercise = Fields<ExerciseField>("an exercise", added: [.bar: 2, .note: 4])
  /// An override of a built-in exercise (version 3); version 4 added `note`.
  static let override = Fields<OverrideField>(
    "an override", added: [.bar: 3, .defaults: 3, .id: 3, .increment: 3, .note: 4])

  /// "the exercise file".
  public static var title: String { "\(file.title)" }

  /// The exercise file and an exercise.
  public static var shapes: [any FieldTable] { [file, exercise, override] }

  /// Reads the user's exercise file; every exercise is marked as the user's own.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> CatalogFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in
      var exercises: [Exercise] = []
      var overrides: [ExerciseOverride] = []
      try reader.readStoredFile(CatalogFile.self, file) { reader, field throws(JSONError) in
        switch field {
        case .exercises:
          try reader.readArray("`exercises`") { reader throws(JSONError) in
            var exercise = try reader.readExercise()
            exercise.isCustom = true
            exercises.append(exercise)
          }
        case .overrides:
          try reader.readArray("`overrides`") { reader throws(JSONError) in
            overrides.append(try reader.readOverride())
          }
        case .version: break  // read by readStoredFile
        }
      }
      return CatalogFile(exercises: exercises, overrides: overrides)
    }
  }

  /// The file's bytes, exercises sorted by id, as the oldest version that holds them.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.object { json in
      // `overrides` only when there are some, so that a file without is read by older wkc.
      for field in CatalogFile.file.all where field != .overrides || !overrides.isEmpty {
        json.key(field)
        switch field {
        case .exercises:
          json.array { json in
            for exercise in exercises.sorted(by: { $0.id < $1.id }) { json.write(exercise) }
          }
        case .overrides:
          json.array { json in
            for override in overrides.sorted(by: { $0.id < $1.id }) { json.write(override) }
          }
        case .version: json.number(version)
        }
      }
    }
    return json.bytes
  }
}

/// The built-in catalog's file, compiled into wkc.
enum BuiltInCatalogFile {
  /// Its own object.
  static let file = Fields<BuiltInCatalogField>("the catalog")
  /// An item.
  static let item = Fields<ItemField>("an item")

  /// Decodes the built-in catalog.
  static func decode(_ bytes: [UInt8]) throws -> Catalog {
    var defaultSets = 3
    var items: [Item] = []
    var parts: [BodyPart] = []
    var kinds: [ExerciseKind] = []
    var exercises: [Exercise] = []
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readFields(file) { reader, field throws(JSONError) in
        switch field {
        case .version:
          _ = try reader.readCheckedVersion(newest: CatalogFile.currentVersion)
        case .defaultSets: defaultSets = try reader.readInt(what: "`defaultSets`")
        case .items:
          try reader.readArray("`items`") { reader throws(JSONError) in
            items.append(try reader.readItem())
          }
        case .parts:
          try reader.readArray("`parts`") { reader throws(JSONError) in
            let (id, name, aliases) = try reader.readNamed("a body part")
            parts.append(BodyPart(id: id, name: name, aliases: aliases))
          }
        case .kinds:
          try reader.readArray("`kinds`") { reader throws(JSONError) in
            let (id, name, aliases) = try reader.readNamed("a kind")
            kinds.append(ExerciseKind(id: id, name: name, aliases: aliases))
          }
        case .exercises:
          try reader.readArray("`exercises`") { reader throws(JSONError) in
            exercises.append(try reader.readExercise())
          }
        }
      }
    }
    return try Catalog(
      defaultSets: defaultSets, items: items, parts: parts, kinds: kinds, exercises: exercises)
  }

  /// Decodes only the items of the built-in catalog, skipping the rest.
  static func decodeItems(_ bytes: [UInt8]) throws(JSONError) -> [Item] {
    var items: [Item] = []
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readFields(file) { reader, field throws(JSONError) in
        guard field == .items else { return try reader.skipValue() }
        try reader.readArray("`items`") { reader throws(JSONError) in
          items.append(try reader.readItem())
        }
      }
    }
    return items
  }
}

// MARK: - Reading

extension JSONReader {
  fileprivate mutating func readItem() throws(JSONError) -> Item {
    var id: String?
    var name = ""
    var unit = Unit.count
    var defaultValue = 0.0
    var min = 0.0
    var max = 0.0
    var step: Double?
    var lastSetUnneeded = false
    try readFields(BuiltInCatalogFile.item) { reader, field throws(JSONError) in
      switch field {
      case .id: id = try reader.readString(what: "`id`")
      case .name: name = try reader.readString(what: "`name`")
      case .unit:
        let offset = reader.valueOffset()
        let symbol = try reader.readString(what: "`unit`")
        guard let known = Unit(rawValue: symbol), known.isCanonical else {
          let symbols = Dimension.allCases.map { "\"\($0.canonical.symbol)\"" }
          throw reader.error(
            "unknown unit \"\(symbol)\"; units are \(symbols.joined(separator: ", "))",
            at: offset)
        }
        unit = known
      case .defaultValue: defaultValue = try reader.readNumber(what: "`default`")
      case .min: min = try reader.readNumber(what: "`min`")
      case .max: max = try reader.readNumber(what: "`max`")
      case .step: step = try reader.readNumber(what: "`step`")
      case .lastSetUnneeded: lastSetUnneeded = try reader.readBool(what: "`lastSetUnneeded`")
      }
    }
    guard let id else { throw error("an item needs an `id`") }
    return Item(
      id: ItemID(rawValue: id), name: name, unit: unit, defaultValue: defaultValue, min: min,
      max: max, step: step, lastSetUnneeded: lastSetUnneeded)
  }

  fileprivate mutating func readNamed(_ what: StaticString) throws(JSONError) -> (
    String, String, [String]
  ) {
    var id: String?
    var name = ""
    var aliases: [String] = []
    try readFields(Fields<NamedField>(what)) { reader, field throws(JSONError) in
      switch field {
      case .id: id = try reader.readString(what: "`id`")
      case .name: name = try reader.readString(what: "`name`")
      case .aliases: aliases = try reader.readStrings(what: "`aliases`")
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
    var note: String?
    try readFields(CatalogFile.exercise) { reader, field throws(JSONError) in
      switch field {
      case .id: id = try reader.readString(what: "`id`")
      case .name: name = try reader.readString(what: "`name`")
      case .aliases: aliases = try reader.readStrings(what: "`aliases`")
      case .parts: parts = try reader.readStrings(what: "`parts`")
      case .kind: kind = try reader.readString(what: "`kind`")
      case .equipment: equipment = try reader.readOptionalString(what: "`equipment`")
      case .items: items = try reader.readStrings(what: "`items`").map(ItemID.init(rawValue:))
      case .defaults: defaults = try reader.readValues(what: "`defaults`")
      case .sets: sets = try reader.readInt(what: "`sets`")
      case .increment:
        incrementOffset = reader.valueOffset()
        increment = reader.readNull() ? nil : try reader.readNumber(what: "`increment`")
      case .bar:
        barOffset = reader.valueOffset()
        bar = try reader.readNumber(what: "`bar`")
      case .note: note = try reader.readOptionalString(what: "`note`")
      }
    }
    guard let id, let name else { throw error("an exercise needs an `id` and a `name`", at: start) }
    let exercise = Exercise(
      id: ExerciseID(rawValue: id), name: name, aliases: aliases, parts: parts, kind: kind,
      equipment: equipment, items: items, defaults: defaults, sets: sets, increment: increment,
      bar: bar, note: note)
    // Checked here too, so a bad increment or bar in a file is reported with its line and
    // column.
    if let problem = exercise.incrementProblem {
      throw error("\(id): \(problem)", at: incrementOffset)
    }
    if let problem = exercise.barProblem { throw error("\(id): \(problem)", at: barOffset) }
    return exercise
  }

  fileprivate mutating func readOverride() throws(JSONError) -> ExerciseOverride {
    let start = valueOffset()
    var id: String?
    var override = ExerciseOverride(id: "")
    try readFields(CatalogFile.override) { reader, field throws(JSONError) in
      switch field {
      case .id: id = try reader.readString(what: "`id`")
      case .defaults: override.defaults = try reader.readValues(what: "`defaults`")
      case .increment: override.increment = try reader.readNumber(what: "`increment`")
      case .bar: override.bar = try reader.readNumber(what: "`bar`")
      case .note: override.note = try reader.readOptionalString(what: "`note`")
      }
    }
    guard let id else { throw error("an override needs an `id`", at: start) }
    override.id = ExerciseID(rawValue: id)
    return override
  }

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

// MARK: - Writing

extension JSONWriter {
  /// Writes an override of a built-in exercise, keys sorted, only what it changes.
  mutating func write(_ override: ExerciseOverride) {
    object { json in
      for field in CatalogFile.override.all {
        switch field {
        case .bar:
          guard let bar = override.bar else { continue }
          json.key(field)
          json.number(bar)
        case .defaults:
          guard !override.defaults.isEmpty else { continue }
          json.key(field)
          json.write(override.defaults)
        case .id:
          json.key(field)
          json.string(override.id.rawValue)
        case .increment:
          guard let increment = override.increment else { continue }
          json.key(field)
          json.number(increment)
        case .note:
          guard let note = override.note else { continue }
          json.key(field)
          json.string(note)
        }
      }
    }
  }

  /// Writes an exercise in the catalog shape, keys sorted; `markingCustom` adds `custom` (for
  /// `catalog show --json`, not the file).
  public mutating func write(_ exercise: Exercise, markingCustom: Bool = false) {
    object { json in
      // `catalog show --json` always has `note`, null for none.
      for field in CatalogFile.exercise.all
      where field.isSet(in: exercise) || (markingCustom && field == .note) {
        if markingCustom, field == .defaults {
          json.key("custom")
          json.bool(exercise.isCustom)
        }
        json.key(field)
        switch field {
        case .aliases: json.array { json in for alias in exercise.aliases { json.string(alias) } }
        case .bar: if let bar = exercise.bar { json.number(bar) }
        case .defaults: json.write(exercise.defaults)
        case .equipment: json.string(exercise.equipment)
        case .id: json.string(exercise.id.rawValue)
        case .increment:
          if let increment = exercise.increment { json.number(increment) } else { json.null() }
        case .items:
          json.array { json in for item in exercise.items { json.string(item.rawValue) } }
        case .kind: json.string(exercise.kind)
        case .name: json.string(exercise.name)
        case .note: json.string(exercise.note)
        case .parts: json.array { json in for part in exercise.parts { json.string(part) } }
        case .sets: if let sets = exercise.sets { json.number(sets) }
        }
      }
    }
  }
}
