/// What a set is for. Warm-up sets count for nothing in records, volume or progression.
public enum SetKind: String, CaseIterable, Hashable, Sendable {
  /// A normal set.
  case working
  /// A lighter set before the working sets.
  case warmup
  /// A set right after another at a lower weight.
  case drop
  /// A set taken to failure.
  case failure

  /// False for warm-up sets, which count for nothing in records, volume or progression.
  public var counts: Bool { self != .warmup }

  /// The letter that marks it in views and leads a typed SPEC (`w:10x20`); nil for working
  /// sets, which are not marked.
  public var letter: Character? {
    switch self {
    case .working: nil
    case .warmup: "w"
    case .drop: "d"
    case .failure: "f"
    }
  }

  /// The kind a SPEC prefix names: `w`, `d`, `f` or the kind's name (`warmup:`), any case.
  public init?(prefix: String) {
    let lowered = prefix.lowercased()
    guard
      let kind = SetKind.allCases.first(where: {
        $0 != .working && ($0.rawValue == lowered || $0.letter.map(String.init) == lowered)
      })
    else { return nil }
    self = kind
  }
}

/// One set of a workout: its plan, its result once done, or skipped.
public struct WorkoutSet: Hashable, Sendable {
  /// The plan (予定): planned values and what the set is for.
  public var planned: PlannedSet
  /// The result (実績); nil until the set is done.
  public var actual: SetValues?
  /// When the set was done or skipped.
  public var completedAt: Timestamp?
  /// True when the set was skipped.
  public var skipped: Bool

  /// Creates a set.
  public init(
    planned: PlannedSet, actual: SetValues? = nil, completedAt: Timestamp? = nil,
    skipped: Bool = false
  ) {
    self.planned = planned
    self.actual = actual
    self.completedAt = completedAt
    self.skipped = skipped
  }

  /// What the set is for: its plan's kind.
  public var kind: SetKind {
    get { planned.kind }
    set { planned.kind = newValue }
  }

  /// Neither done nor skipped.
  public var isOpen: Bool { actual == nil && !skipped }

  /// Done, with a result.
  public var isDone: Bool { actual != nil && !skipped }

  /// The set as done: its plan with the actual values; nil until done.
  public var done: PlannedSet? {
    guard isDone, let actual else { return nil }
    var done = planned
    done.values = actual
    return done
  }

  /// The result when it counts in records, volume and progression: done, and not a warm-up.
  public var countedResult: SetValues? { isDone && kind.counts ? actual : nil }

  /// The same plan with no result.
  public var planOnly: WorkoutSet { WorkoutSet(planned: planned) }

  /// Done with no values: an imported set whose every value was left out (a sled push whose
  /// only value was a distance no set covers); its workout's note says what it had. No plan
  /// is made from it.
  public var isDoneWithoutValues: Bool {
    planned.values.isEmpty && actual?.isEmpty == true && !skipped
  }
}

/// One exercise inside a menu, with its ordered sets and a note.
public struct Workout: Hashable, Sendable {
  /// Unique, never reused.
  public var id: WorkoutID
  /// The catalog exercise.
  public var exercise: ExerciseID
  /// A free note, or nil.
  public var note: String?
  /// The sets in order.
  public var sets: [WorkoutSet]
  /// Where an imported workout came from (the foreign workout's key), or nil: what makes a
  /// second import of the same file add nothing.
  public var source: String?
  /// The gear used (shoes, a bike), or nil.
  public var gear: GearID?
  /// The superset or circuit it belongs to: a number shared by the workouts of the group, which
  /// stand next to each other in the menu (see MenuGroups.swift); nil for none.
  public var group: Int?
  /// When the session it was done in started and ended (a `run`, an imported workout), or nil.
  public var session: SessionTime?

  /// Creates a workout.
  public init(
    id: WorkoutID, exercise: ExerciseID, note: String? = nil, sets: [WorkoutSet],
    source: String? = nil, gear: GearID? = nil, group: Int? = nil, session: SessionTime? = nil
  ) {
    self.id = id
    self.exercise = exercise
    self.note = note
    self.sets = sets
    self.source = source
    self.gear = gear
    self.group = group
    self.session = session
  }

  /// Sets done (not skipped).
  public var doneCount: Int { sets.count { $0.isDone } }

  /// True when at least one set has a result.
  public var hasResults: Bool { sets.contains { $0.isDone } }
}

/// The plan of one calendar date: ordered workouts and a note.
public struct Menu: Hashable, Sendable {
  /// The date.
  public var date: LocalDate
  /// A free note, or nil.
  public var note: String?
  /// The workouts in order.
  public var workouts: [Workout]

  /// Creates a menu.
  public init(date: LocalDate, note: String? = nil, workouts: [Workout] = []) {
    self.date = date
    self.note = note
    self.workouts = workouts
  }

  /// True when there is nothing to keep: no workouts and no note.
  public var isEmpty: Bool { workouts.isEmpty && (note ?? "").isEmpty }
}

/// The contents of one month file, `menus/YYYY-MM.json`.
public struct MonthFile: Hashable, Sendable {
  // Its fields and versions are declared in Files/MonthFileFormat.swift.

  /// The month.
  public let month: YearMonth
  /// Menus of that month, sorted by date, at most one per date.
  public private(set) var menus: [Menu]
  /// The JSON each menu was read from, until it is replaced: written back as it was, so a
  /// change to one date neither rewrites nor reformats the others.
  var sources: [LocalDate: ArraySlice<UInt8>] = [:]
  /// The whole file's bytes, when it is written exactly as it came (an import of an export);
  /// dropped at the first change.
  var verbatim: [UInt8]?

  /// Creates a month; menus are sorted by date.
  public init(month: YearMonth, menus: [Menu] = []) {
    self.month = month
    self.menus = menus.sorted { $0.date < $1.date }
  }

  /// The same month with the same menus, however they were read.
  public static func == (lhs: MonthFile, rhs: MonthFile) -> Bool {
    lhs.month == rhs.month && lhs.menus == rhs.menus
  }

  /// Hashes the month and its menus.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(month)
    hasher.combine(menus)
  }

  /// The menu of a date; an empty menu when there is none.
  public func menu(on date: LocalDate) -> Menu {
    menus.first { $0.date == date } ?? Menu(date: date)
  }

  /// Replaces the menu of its date, its groups numbered 1, 2, … (see `renumberGroups`); an empty
  /// menu is removed.
  public mutating func put(_ menu: Menu) {
    var menu = menu
    menu.renumberGroups()
    guard self.menu(on: menu.date) != menu else { return }
    sources[menu.date] = nil
    verbatim = nil
    menus.removeAll { $0.date == menu.date }
    if !menu.isEmpty {
      let index = menus.firstIndex { $0.date > menu.date } ?? menus.endIndex
      menus.insert(menu, at: index)
    }
  }
}

// MARK: - Limits

extension Menu {
  /// The most workouts a menu holds: room for any session, and a bound on hostile input.
  public static let maximumWorkouts = 200
}

extension Workout {
  /// The most sets a workout holds.
  public static let maximumSets = 100
}
