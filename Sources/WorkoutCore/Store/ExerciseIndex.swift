/// A cache of what each month holds of each exercise (planned, recorded, its bests), so that
/// planning one date reads the one month that matters and records need no history scan.
/// Stored compactly as `index.json`; rebuilt from the month files when a lookup finds it
/// missing, unreadable, of another version, or older than the `menus` folder.
struct ExerciseIndex: Equatable {
  /// What one month holds of one exercise.
  struct MonthEntry: Equatable {
    /// At least one set has a result.
    var recorded = false
    /// The bests of its sets with results.
    var bests = PersonalBests()
  }

  static let version = 3

  /// The `menus` folder's stamp when this index was last exact.
  var stamp: String
  var entries: [ExerciseID: [YearMonth: MonthEntry]] = [:]

  init(stamp: String) { self.stamp = stamp }

  /// The months holding the exercise (with results when `recorded`) up to `last`, latest first.
  func months(of exercise: ExerciseID, recorded: Bool, through last: YearMonth) -> [YearMonth] {
    (entries[exercise] ?? [:]).filter { $0.key <= last && (!recorded || $0.value.recorded) }
      .keys.sorted(by: >)
  }

  /// The bests of the exercise in months before `month`; nil when it has no results there.
  func bests(of exercise: ExerciseID, before month: YearMonth) -> PersonalBests? {
    let earlier = (entries[exercise] ?? [:]).filter { $0.key < month && $0.value.recorded }
    guard !earlier.isEmpty else { return nil }
    return earlier.values.reduce(PersonalBests()) { $0.merging($1.bests) }
  }

  /// Sets what a month file holds; exact for that month, whatever it held before.
  mutating func record(_ file: MonthFile, replacing old: MonthFile? = nil) {
    var found: [ExerciseID: (recorded: Bool, sets: [SetValues])] = [:]
    for menu in file.menus {
      for workout in menu.workouts {
        var entry = found[workout.exercise] ?? (false, [])
        for set in workout.sets where set.isDone {
          entry.recorded = true
          entry.sets.append(set.actual!)
        }
        found[workout.exercise] = entry
      }
    }
    let before = old.map { $0.menus.flatMap { $0.workouts.map(\.exercise) } } ?? []
    for exercise in Set(found.keys).union(before) {
      var months = entries[exercise] ?? [:]
      months[file.month] = found[exercise].map {
        MonthEntry(recorded: $0.recorded, bests: PersonalBests($0.sets))
      }
      entries[exercise] = months.isEmpty ? nil : months
    }
  }

  // MARK: - File

  /// Decodes an index file; nil when it is not one this binary wrote.
  init?(decoding bytes: [UInt8]) {
    var stamp: String?
    var version: Int?
    var entries: [ExerciseID: [YearMonth: MonthEntry]] = [:]
    let decoded: Void? = try? JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readObject("the index") { reader, key throws(JSONError) in
        switch key {
        case "version": version = try reader.readInt(what: "`version`")
        case "stamp": stamp = try reader.readString(what: "`stamp`")
        case "exercises":
          try reader.readObject("`exercises`") { reader, id throws(JSONError) in
            var months: [YearMonth: MonthEntry] = [:]
            try reader.readObject("months") { reader, text throws(JSONError) in
              guard let month = YearMonth(text) else { throw reader.error("not a month") }
              months[month] = try reader.readMonthEntry()
            }
            entries[ExerciseID(rawValue: id)] = months
          }
        default: throw reader.error("unknown key")
        }
      }
    }
    guard decoded != nil, version == ExerciseIndex.version, let stamp else { return nil }
    self.stamp = stamp
    self.entries = entries
  }

  /// `{"exercises": {"bench-press": {"2024-01": [1, 100, 116.67]}}, "stamp": …, "version": 3}`:
  /// a month is `[recorded, heaviest weight, best e1RM]`, the bests null when there are none.
  func encoded() -> [UInt8] {
    var json = JSONWriter(capacity: 1 << 12, pretty: false)
    json.object { json in
      json.key("exercises")
      json.object { json in
        for (id, months) in entries.sorted(by: { $0.key < $1.key }) {
          json.key(id.rawValue)
          json.object { json in
            for (month, entry) in months.sorted(by: { $0.key < $1.key }) {
              json.key(month.description)
              json.array { json in
                json.number(entry.recorded ? 1 : 0)
                for best in [entry.bests.heaviestWeight, entry.bests.bestOneRepMax] {
                  if let best { json.number(best) } else { json.null() }
                }
              }
            }
          }
        }
      }
      json.key("stamp")
      json.string(stamp)
      json.key("version")
      json.number(ExerciseIndex.version)
    }
    return json.bytes
  }
}

extension JSONReader {
  fileprivate mutating func readMonthEntry() throws(JSONError) -> ExerciseIndex.MonthEntry {
    var fields: [Double?] = []
    try readArray("a month") { reader throws(JSONError) in
      fields.append(reader.readNull() ? nil : try reader.readNumber(what: "a month field"))
    }
    guard fields.count == 3 else { throw error("a month has three fields") }
    return ExerciseIndex.MonthEntry(
      recorded: fields[0] == 1,
      bests: PersonalBests(heaviestWeight: fields[1], bestOneRepMax: fields[2]))
  }
}
