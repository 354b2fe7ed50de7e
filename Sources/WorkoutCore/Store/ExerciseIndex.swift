/// A cache of each exercise's latest planned and recorded dates, so that planning one date
/// does not read the whole history. Stored as `index.json`; rebuilt from the month files when
/// missing, unreadable, of another version, or older than the `menus` folder.
struct ExerciseIndex: Equatable {
  struct Entry: Equatable {
    var planned: LocalDate?
    var recorded: LocalDate?
  }

  static let version = 1

  /// The `menus` folder's stamp when this index was last exact.
  var stamp: String
  var entries: [ExerciseID: Entry] = [:]

  init(stamp: String) { self.stamp = stamp }

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
              let text = try reader.readOptionalString(what: field)
              let date = text.flatMap(LocalDate.init)
              switch field {
              case "planned": entry.planned = date
              case "recorded": entry.recorded = date
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
    var json = JSONWriter()
    json.object { json in
      json.key("exercises")
      json.object { json in
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
          json.key(id.rawValue)
          json.object { json in
            json.key("planned")
            json.string(entry.planned?.description)
            json.key("recorded")
            json.string(entry.recorded?.description)
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

  /// Raises entries to later dates found elsewhere.
  mutating func raise(to latest: [ExerciseID: Entry]) {
    for (exercise, found) in latest {
      var entry = entries[exercise] ?? Entry()
      entry.planned = [entry.planned, found.planned].compactMap { $0 }.max()
      entry.recorded = [entry.recorded, found.recorded].compactMap { $0 }.max()
      entries[exercise] = entry
    }
  }

  /// Each exercise's latest planned and recorded dates within one month.
  static func latestDates(in file: MonthFile) -> [ExerciseID: Entry] {
    var latest: [ExerciseID: Entry] = [:]
    for menu in file.menus {
      for workout in menu.workouts {
        var entry = latest[workout.exercise] ?? Entry()
        entry.planned = menu.date
        if workout.hasResults { entry.recorded = menu.date }
        latest[workout.exercise] = entry
      }
    }
    return latest
  }
}
