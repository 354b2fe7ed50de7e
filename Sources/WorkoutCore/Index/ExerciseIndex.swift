/// A cache of what each month holds of each exercise (planned, recorded, its bests), so that
/// planning one date reads the one month that matters and records need no history scan.
/// Stored as `index.json`; rebuilt from the month files when a lookup finds it missing,
/// unreadable, of another version, or stale: the `menus` folder's stamp differs (a file added,
/// removed or renamed) or a month file's stamp does (a file edited in place).
///
/// Each exercise's months are one string of records sorted by month,
/// `2024-01:1:100:116.67:4000:::;2024-02:0::::::;` (month, recorded 0/1, then its bests in
/// `PersonalRecord.Kind` order: heaviest weight, best e1RM, best volume, longest distance,
/// longest duration, best pace; empty when none). A write changes one month's record in place,
/// and a lookup scans the month keys, so a daily command does not decode the history kept here.
///
/// It also keeps what each month gives each piece of gear (distance, workouts, first and last
/// date, workouts carrying it), as `2024-01:42.5:8:9:2024-01-02:2024-01-30;`, so `gear list`
/// reads no month file, and each month's dates with a set done, so streaks read no month file.
struct ExerciseIndex: Equatable {
  /// What one month holds of one exercise.
  struct MonthEntry: Equatable {
    /// At least one set has a result.
    var recorded = false
    /// The bests of its sessions (dates) with results.
    var bests = PersonalBests()
  }

  // Its fields and version are declared in Files/IndexFileFormat.swift.

  /// The `menus` folder's stamp when this index was last exact.
  var stamp: String
  /// The stamp of `body.json` its body-weight exercises' bests were made with; nil when there
  /// was none. Another stamp (a file edited by hand) makes the index stale.
  var body: FileStamp?
  /// The stamp of each month file this index was made from.
  var files: [YearMonth: FileStamp]
  /// Each exercise's records, as bytes.
  var records: [ExerciseID: [UInt8]] = [:]
  /// What each month gives each piece of gear.
  var gear: [GearID: [YearMonth: GearUse]] = [:]
  /// Each month's dates with at least one set done (a session), as a mask: bit 0 is the 1st.
  var trained: [YearMonth: UInt32] = [:]

  init(stamp: String, files: [YearMonth: FileStamp] = [:]) {
    self.stamp = stamp
    self.files = files
  }

  // MARK: - Reading

  /// The months holding the exercise (with results when `recorded`) up to `last`, latest first.
  func months(of exercise: ExerciseID, recorded: Bool, through last: YearMonth) -> [YearMonth] {
    var months: [YearMonth] = []
    forEachRecord(of: exercise) { month, fields in
      guard month <= last, !recorded || fields.first == UInt8(ascii: "1") else { return }
      months.append(month)
    }
    return months.reversed()
  }

  /// Every month of the exercise with what it holds, oldest first; decodes the numbers.
  func entries(of exercise: ExerciseID) -> [(month: YearMonth, entry: MonthEntry)] {
    var entries: [(YearMonth, MonthEntry)] = []
    forEachRecord(of: exercise) { month, fields in
      let parts = fields.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
      let kinds = PersonalRecord.Kind.allCases
      guard parts.count == 1 + kinds.count else { return }
      var entry = MonthEntry(recorded: parts[0].first == UInt8(ascii: "1"))
      for (kind, part) in zip(kinds, parts.dropFirst()) where !part.isEmpty {
        entry.bests[kind] = Double(String(decoding: part, as: UTF8.self))
      }
      entries.append((month, entry))
    }
    return entries
  }

  /// The dates with at least one set done, oldest first, through `last`.
  func trainedDates(through last: LocalDate? = nil) -> [LocalDate] {
    var dates: [LocalDate] = []
    for (month, days) in trained.sorted(by: { $0.key < $1.key }) {
      for day in 1...31 where days & (1 << (day - 1)) != 0 {
        guard let date = LocalDate(year: month.year, month: month.month, day: day),
          last.map({ date <= $0 }) ?? true
        else { continue }
        dates.append(date)
      }
    }
    return dates
  }

  /// Calls `body` with each record's month and the bytes after `YYYY-MM:`, in month order.
  private func forEachRecord(
    of exercise: ExerciseID, _ body: (YearMonth, ArraySlice<UInt8>) -> Void
  ) {
    guard let bytes = records[exercise] else { return }
    var start = bytes.startIndex
    while start + 8 <= bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
      if let month = ExerciseIndex.month(bytes[start..<start + 7]) {
        body(month, bytes[(start + 8)..<end])
      }
      start = end + 1
    }
  }

  /// `2024-01` from seven bytes.
  private static func month(_ bytes: ArraySlice<UInt8>) -> YearMonth? {
    var digits: [Int] = []
    for (offset, byte) in bytes.enumerated() where offset != 4 {
      guard (48...57).contains(byte) else { return nil }
      digits.append(Int(byte - 48))
    }
    guard digits.count == 6, bytes[bytes.startIndex + 4] == UInt8(ascii: "-") else { return nil }
    return YearMonth(
      year: digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3],
      month: digits[4] * 10 + digits[5])
  }

  // MARK: - Changing

  /// Sets one month of an exercise; nil removes it.
  mutating func set(_ exercise: ExerciseID, _ month: YearMonth, _ entry: MonthEntry?) {
    var bytes = records[exercise] ?? []
    let key = Array(month.description.utf8)
    // Find the record of this month, or where it goes.
    var start = bytes.startIndex
    var end = start
    var found = false
    while start < bytes.endIndex {
      end = (bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex - 1) + 1
      let current = Array(bytes[start..<min(start + 7, bytes.endIndex)])
      if current == key {
        found = true
        break
      }
      if current.lexicographicallyPrecedes(key) == false { break }
      start = end
    }
    var record: [UInt8] = []
    if let entry {
      record = key + Array(":\(entry.recorded ? 1 : 0)".utf8)
      for kind in PersonalRecord.Kind.allCases {
        record.append(UInt8(ascii: ":"))
        if let best = entry.bests[kind] { record += JSONWriter.format(best).utf8 }
      }
      record.append(UInt8(ascii: ";"))
    }
    bytes.replaceSubrange(start..<(found ? end : start), with: record)
    records[exercise] = bytes.isEmpty ? nil : bytes
  }

  /// Sets what a month file holds, body-weight exercises loaded by `loads`; exact for that
  /// month, whatever it held before. The file's stamp is the caller's to set.
  mutating func record(_ file: MonthFile, replacing old: MonthFile? = nil, loads: BodyLoads) {
    var found: [ExerciseID: MonthEntry] = [:]
    for menu in file.menus {
      for workout in menu.workouts where found[workout.exercise] == nil {
        found[workout.exercise] = MonthEntry()
      }
    }
    // Sessions as `prs` counts them: one per exercise and date.
    var days: UInt32 = 0
    for session in ExerciseSession.sessions(of: file.menus) {
      days |= 1 << UInt32(session.date.day - 1)
      var entry = found[session.exercise] ?? MonthEntry()
      entry.recorded = true
      entry.bests = entry.bests.merging(PersonalBests(loads.loading(session)))
      found[session.exercise] = entry
    }
    trained[file.month] = days == 0 ? nil : days
    let before = old.map { $0.menus.flatMap { $0.workouts.map(\.exercise) } } ?? []
    for exercise in Set(found.keys).union(before) {
      set(exercise, file.month, found[exercise])
    }
    for id in Array(gear.keys) {
      gear[id]?[file.month] = nil
      if gear[id]?.isEmpty == true { gear[id] = nil }
    }
    for (id, use) in GearUse.uses(in: file.menus) { gear[id, default: [:]][file.month] = use }
  }

  /// Everything the months give a piece of gear.
  func use(of id: GearID) -> GearUse {
    (gear[id] ?? [:]).values.reduce(GearUse()) { $0.merging($1) }
  }

  /// `2024-01:42.5:8:9:2024-01-02:2024-01-30;` (distance, uses, workouts carrying it, first and
  /// last use) for each month, in order.
  static func encode(_ months: [YearMonth: GearUse]) -> [UInt8] {
    var text = ""
    for (month, use) in months.sorted(by: { $0.key < $1.key }) {
      text += "\(month):\(JSONWriter.format(use.distance)):\(use.uses):\(use.linked):"
      text += "\(use.first?.description ?? ""):\(use.last?.description ?? "");"
    }
    return Array(text.utf8)
  }

  /// The months of `encode`; nil when malformed.
  static func decodeGear(_ text: String) -> [YearMonth: GearUse]? {
    var months: [YearMonth: GearUse] = [:]
    for record in text.split(separator: ";") {
      let parts = record.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 6, let month = YearMonth(String(parts[0])),
        let distance = Double(String(parts[1])), let uses = Int(parts[2]),
        let linked = Int(parts[3])
      else { return nil }
      var use = GearUse()
      use.distance = distance
      use.uses = uses
      use.linked = linked
      use.first = LocalDate(String(parts[4]))
      use.last = LocalDate(String(parts[5]))
      months[month] = use
    }
    return months
  }

  /// `1,5,12`: the days of a month's mask.
  static func encode(days: UInt32) -> String {
    (1...31).filter { days & (1 << ($0 - 1)) != 0 }.map(String.init).joined(separator: ",")
  }

  /// The mask of `encode(days:)`; nil when malformed.
  static func decodeDays(_ text: String) -> UInt32? {
    var days: UInt32 = 0
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let day = Int(part), (1...31).contains(day) else { return nil }
      days |= 1 << UInt32(day - 1)
    }
    return days == 0 ? nil : days
  }
}
