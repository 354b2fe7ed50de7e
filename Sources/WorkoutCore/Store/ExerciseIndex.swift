/// A cache of the months each exercise was planned and recorded in, so that planning one date
/// reads the one month that matters instead of the whole history. Stored as `index.json`;
/// rebuilt from the month files when a lookup finds it missing, unreadable, of another version,
/// or older than the `menus` folder.
struct ExerciseIndex: Equatable {
  /// A set of months, as a 12-bit mask per year.
  struct Months: Equatable {
    var masks: [Int: Int] = [:]

    func contains(_ month: YearMonth) -> Bool {
      (masks[month.year] ?? 0) & (1 << (month.month - 1)) != 0
    }

    mutating func set(_ month: YearMonth, _ present: Bool) {
      let bit = 1 << (month.month - 1)
      let mask = present ? (masks[month.year] ?? 0) | bit : (masks[month.year] ?? 0) & ~bit
      masks[month.year] = mask == 0 ? nil : mask
    }

    /// The months in the set up to `last`, latest first.
    func descending(through last: YearMonth) -> [YearMonth] {
      var months: [YearMonth] = []
      for (year, mask) in masks.sorted(by: { $0.key > $1.key }) where year <= last.year {
        for month in stride(from: 12, through: 1, by: -1) where mask & (1 << (month - 1)) != 0 {
          if let found = YearMonth(year: year, month: month), found <= last { months.append(found) }
        }
      }
      return months
    }
  }

  struct Entry: Equatable {
    var planned = Months()
    var recorded = Months()
  }

  static let version = 2

  /// The `menus` folder's stamp when this index was last exact.
  var stamp: String
  var entries: [ExerciseID: Entry] = [:]

  init(stamp: String) { self.stamp = stamp }

  /// Marks which exercises a month file holds, planned and recorded; exact for that month.
  mutating func record(_ file: MonthFile, replacing old: MonthFile? = nil) {
    var planned = Set<ExerciseID>()
    var recorded = Set<ExerciseID>()
    for menu in file.menus {
      for workout in menu.workouts {
        planned.insert(workout.exercise)
        if workout.hasResults { recorded.insert(workout.exercise) }
      }
    }
    let before = old.map { $0.menus.flatMap { $0.workouts.map(\.exercise) } } ?? []
    for exercise in planned.union(before) {
      var entry = entries[exercise] ?? Entry()
      entry.planned.set(file.month, planned.contains(exercise))
      entry.recorded.set(file.month, recorded.contains(exercise))
      entries[exercise] = entry.planned.masks.isEmpty ? nil : entry
    }
  }

  // MARK: - File

  /// Decodes an index file; nil when it is not one this binary wrote.
  init?(decoding bytes: [UInt8]) {
    var stamp: String?
    var version: Int?
    var entries: [ExerciseID: Entry] = [:]
    let decoded: Void? = try? JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readObject("the index") { reader, key throws(JSONError) in
        switch key {
        case "version": version = try reader.readInt(what: "`version`")
        case "stamp": stamp = try reader.readString(what: "`stamp`")
        case "exercises":
          try reader.readObject("`exercises`") { reader, id throws(JSONError) in
            var entry = Entry()
            try reader.readObject("an entry") { reader, field throws(JSONError) in
              var months = Months()
              try reader.readObject("months") { reader, year throws(JSONError) in
                guard let year = Int(year) else { throw reader.error("not a year") }
                months.masks[year] = try reader.readInt(what: "a month mask") & 0xFFF
              }
              switch field {
              case "planned": entry.planned = months
              case "recorded": entry.recorded = months
              default: throw reader.error("unknown key")
              }
            }
            entries[ExerciseID(rawValue: id)] = entry
          }
        default: throw reader.error("unknown key")
        }
      }
    }
    guard decoded != nil, version == ExerciseIndex.version, let stamp else { return nil }
    self.stamp = stamp
    self.entries = entries
  }

  func encoded() -> [UInt8] {
    func write(_ months: Months, _ json: inout JSONWriter) {
      json.object { json in
        for (year, mask) in months.masks.sorted(by: { $0.key < $1.key }) {
          json.key(String(year))
          json.number(mask)
        }
      }
    }
    var json = JSONWriter()
    json.object { json in
      json.key("exercises")
      json.object { json in
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
          json.key(id.rawValue)
          json.object { json in
            json.key("planned")
            write(entry.planned, &json)
            json.key("recorded")
            write(entry.recorded, &json)
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
