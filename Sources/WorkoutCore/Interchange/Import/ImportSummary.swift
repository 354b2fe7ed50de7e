/// What an import added, or would add with `--dry-run`: per month, what was already there,
/// names nothing maps, rows skipped and values left out, with the reasons.
public struct ImportSummary: Sendable {
  /// The app the file came from.
  public var app: ForeignApp
  /// The header variant read.
  public var variant: String
  /// The file's weight unit, when it has weights.
  public var weightUnit: Unit?
  /// True when the unit was guessed from the values.
  public var unitGuessed: Bool
  /// How the weight unit was guessed, with the evidence, when it was.
  public var weightGuess: WeightUnitGuess?
  /// A kilogram weight Strong converted from pounds, the evidence its weights were typed in
  /// pounds (`ForeignLog.poundArtefact`).
  public var poundArtefact: Double?
  /// The pounds typed that became `poundArtefact`.
  public var poundArtefactPounds: Double? {
    poundArtefact.map(ForeignUnits.pounds(fromStrongKilograms:))
  }
  /// The unit distances without one were taken in, when some were.
  public var assumedDistanceUnit: Unit?
  /// Workouts in the file.
  public var workoutsRead: Int
  /// Workouts of the file already in the store (imported before), left alone.
  public var alreadyImported = 0
  /// Workouts of the file imported before, imported again in place of what they added then
  /// (`--replace`); also counted as added.
  public var replaced = 0
  /// What was added, by month, oldest first.
  public private(set) var months: [MonthAddition] = []
  /// Names nothing maps (only with `--dry-run`; a real import stops on them).
  public var unmapped: [UnmappedName] = []
  /// The user's own exercises added (by `--create-missing`, or from a wkc export).
  public var created: [Exercise] = []
  /// Templates added from a wkc export.
  public var templatesAdded = 0
  /// What the file's body values did to `body.json`.
  public var body = BodyImportSummary()
  /// Rows left out, by reason.
  public private(set) var skipped: [SkippedRows] = []
  /// Rows kept with a value dropped (an implausible distance, an unreadable duration), by reason.
  public private(set) var adjusted: [SkippedRows] = []
  /// Values an exercise does not take, left out, by exercise and item.
  public private(set) var leftOut: [LeftOutValues] = []
  /// How many added workouts each gear was given (by `--gear` or as a default), by id.
  public private(set) var gearGiven: [GearID: Int] = [:]

  /// `gearGiven` by id.
  public var gearGivenByID: [(id: GearID, workouts: Int)] {
    gearGiven.sorted { $0.key.rawValue < $1.key.rawValue }.map { (id: $0.key, workouts: $0.value) }
  }

  /// An empty summary of a log.
  public init(log: ForeignLog) {
    app = log.app
    variant = log.variant
    weightUnit = log.weightUnit
    unitGuessed = log.unitGuessed
    weightGuess = log.weightGuess
    poundArtefact = log.poundArtefact
    assumedDistanceUnit = log.assumedDistanceUnit
    workoutsRead = log.workouts.count
    for row in log.skipped { SkippedRows.add(row, to: &skipped) }
    for row in log.adjusted { SkippedRows.add(row, to: &adjusted) }
  }

  /// Foreign workouts added.
  public var workoutsAdded: Int { months.reduce(0) { $0 + $1.foreignWorkouts } }
  /// Dates that got workouts.
  public var dates: Int { months.reduce(0) { $0 + $1.dates.count } }
  /// wkc workouts (exercises of a date) added.
  public var workouts: Int { months.reduce(0) { $0 + $1.workouts } }
  /// Sets added.
  public var sets: Int { months.reduce(0) { $0 + $1.sets } }

  /// Counts a row kept with a note (a value left out, changed or guessed), for `reason`.
  mutating func adjust(line: Int, reason: String) {
    SkippedRows.add(SkippedRow(line: line, reason: reason), to: &adjusted)
  }

  /// Counts the gear the added workouts carry (an opt-out is no gear).
  mutating func countGear(of added: [Workout]) {
    for workout in added {
      if let gear = workout.gear, gear != .none { gearGiven[gear, default: 0] += 1 }
    }
  }

  mutating func count(_ added: [Workout], on date: LocalDate) {
    let month = date.yearMonth
    if months.last?.month != month {
      let index = months.firstIndex { $0.month >= month } ?? months.endIndex
      if index == months.endIndex || months[index].month != month {
        months.insert(MonthAddition(month: month), at: index)
      }
    }
    let index = months.lastIndex { $0.month == month }!
    months[index].dates.insert(date)
    months[index].foreignWorkouts += 1
    months[index].workouts += added.count
    months[index].sets += added.reduce(0) { $0 + $1.sets.count }
  }

  mutating func skip(line: Int, reason: String) {
    SkippedRows.add(SkippedRow(line: line, reason: reason), to: &skipped)
  }

  mutating func leaveOut(_ item: ItemID, of exercise: ExerciseID) {
    if let index = leftOut.firstIndex(where: { $0.exercise == exercise && $0.item == item }) {
      leftOut[index].sets += 1
    } else {
      leftOut.append(LeftOutValues(exercise: exercise, item: item, sets: 1))
    }
  }
}

/// What an import added to one month.
public struct MonthAddition: Hashable, Sendable {
  /// The month.
  public var month: YearMonth
  /// Dates that got workouts.
  public var dates: Set<LocalDate> = []
  /// Foreign workouts added.
  public var foreignWorkouts = 0
  /// wkc workouts added.
  public var workouts = 0
  /// Sets added.
  public var sets = 0
}

/// Rows left out for one reason.
public struct SkippedRows: Hashable, Sendable {
  /// The first lines kept for the summary.
  static let linesKept = 5

  /// Counts a row under its reason.
  static func add(_ row: SkippedRow, to groups: inout [SkippedRows]) {
    if let index = groups.firstIndex(where: { $0.reason == row.reason && $0.noun == row.noun }) {
      groups[index].count += 1
      if groups[index].lines.count < linesKept { groups[index].lines.append(row.line) }
    } else {
      groups.append(
        SkippedRows(reason: row.reason, count: 1, lines: [row.line], noun: row.noun))
    }
  }
  /// Why.
  public var reason: String
  /// How many rows.
  public var count: Int
  /// The first few lines.
  public var lines: [Int]
  /// What the rows are, when not the app's rows (`body record`).
  public var noun: String?
}

/// Values of one item an exercise does not take, left out of that many sets.
public struct LeftOutValues: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// The item.
  public var item: ItemID
  /// How many sets had a value for it.
  public var sets: Int
}

// MARK: - JSON

extension JSONWriter {
  /// Writes an import's summary: `{"app", "variant", "weightUnit", "unitGuessed", "unitGuess"
  /// (see `write(_: WeightUnitGuess)`), "assumedDistanceUnit", "dryRun", "workoutsRead",
  /// "workoutsAdded", "alreadyImported", "replaced",
  /// "dates", "workouts", "sets", "months": [{"month", "dates", "workouts", "sets"}],
  /// "unmapped": [{"name", "sets", "candidates", "items"}], "created": [id], "templatesAdded",
  /// "body": {"read", "folded", "added", "dates", "alreadyThere", "kept", "replaced", "created"},
  /// "skipped": [{"reason", "count", "lines"}], "adjusted": [{"reason", "count", "lines"}],
  /// "leftOut": [{"exercise", "item", "sets"}], "gear": {id: workouts}}`.
  public mutating func write(_ summary: ImportSummary, dryRun: Bool) {
    object { json in
      json.key("app")
      json.string(summary.app.rawValue)
      json.key("variant")
      json.string(summary.variant)
      json.key("weightUnit")
      json.string(summary.weightUnit?.symbol)
      json.key("unitGuessed")
      json.bool(summary.unitGuessed)
      json.key("unitGuess")
      json.optional(summary.weightGuess) { $0.write($1) }
      json.key("poundArtefact")
      json.optional(summary.poundArtefact) { $0.number($1) }
      json.key("assumedDistanceUnit")
      json.string(summary.assumedDistanceUnit?.symbol)
      json.key("dryRun")
      json.bool(dryRun)
      for (key, value) in [
        ("workoutsRead", summary.workoutsRead), ("workoutsAdded", summary.workoutsAdded),
        ("alreadyImported", summary.alreadyImported), ("replaced", summary.replaced),
        ("dates", summary.dates),
        ("workouts", summary.workouts), ("sets", summary.sets),
      ] {
        json.key(key)
        json.number(value)
      }
      json.key("months")
      json.array { json in
        for month in summary.months {
          json.object { json in
            json.key("month")
            json.string(month.month.description)
            json.key("dates")
            json.number(month.dates.count)
            json.key("workouts")
            json.number(month.workouts)
            json.key("sets")
            json.number(month.sets)
          }
        }
      }
      json.key("unmapped")
      json.array { json in
        for name in summary.unmapped {
          json.object { json in
            json.key("name")
            json.string(name.name)
            json.key("sets")
            json.number(name.sets)
            json.key("candidates")
            json.array { json in for id in name.candidates { json.string(id.rawValue) } }
            json.key("items")
            json.array { json in for item in name.items { json.string(item.rawValue) } }
          }
        }
      }
      json.key("created")
      json.array { json in for exercise in summary.created { json.string(exercise.id.rawValue) } }
      json.key("templatesAdded")
      json.number(summary.templatesAdded)
      json.key("body")
      json.write(summary.body)
      for (key, groups) in [("skipped", summary.skipped), ("adjusted", summary.adjusted)] {
        json.key(key)
        json.array { json in
          for rows in groups {
            json.object { json in
              json.key("reason")
              json.string(rows.reason)
              json.key("count")
              json.number(rows.count)
              json.key("lines")
              json.array { json in for line in rows.lines { json.number(line) } }
            }
          }
        }
      }
      json.key("leftOut")
      json.array { json in
        for values in summary.leftOut {
          json.object { json in
            json.key("exercise")
            json.string(values.exercise.rawValue)
            json.key("item")
            json.string(values.item.rawValue)
            json.key("sets")
            json.number(values.sets)
          }
        }
      }
      json.key("gear")
      json.object { json in
        for (id, workouts) in summary.gearGivenByID {
          json.key(id.rawValue)
          json.number(workouts)
        }
      }
    }
  }

  /// Writes a unit guess: `{"unit", "decidedBy": "evidence"|"yourUnit", "bits" (for the unit
  /// taken), "decisiveBits", "evidence": [{"kind", "loads", "favours", "bitsEach"}],
  /// "alternative": "--unit lb"}`.
  public mutating func write(_ guess: WeightUnitGuess) {
    object { json in
      json.key("unit")
      json.string(guess.unit.symbol)
      json.key("decidedBy")
      json.string(guess.isWeak ? "yourUnit" : "evidence")
      json.key("bits")
      json.number(guess.bitsForUnit)
      json.key("decisiveBits")
      json.number(WeightUnitGuess.decisiveBits)
      json.key("evidence")
      json.array { json in
        for kind in WeightUnitGuess.Evidence.allCases {
          json.object { json in
            json.key("kind")
            json.string(kind.rawValue)
            json.key("loads")
            json.number(guess.count(kind))
            json.key("favours")
            json.string(kind.favours?.symbol)
            json.key("bitsEach")
            json.number(kind.bits)
          }
        }
      }
      json.key("alternative")
      json.string("--unit \(guess.otherUnit.symbol)")
    }
  }
}

extension JSONWriter {
  /// Writes what an import did to the body file: `{"read", "folded", "added", "dates",
  /// "alreadyThere", "kept", "replaced", "created": [name]}`.
  public mutating func write(_ body: BodyImportSummary) {
    object { json in
      for (key, value) in [
        ("read", body.read), ("folded", body.folded), ("added", body.added),
        ("dates", body.dates.count), ("alreadyThere", body.alreadyThere), ("kept", body.kept),
        ("replaced", body.replaced),
      ] {
        json.key(key)
        json.number(value)
      }
      json.key("created")
      json.array { json in for measure in body.created { json.string(measure.name) } }
    }
  }
}
