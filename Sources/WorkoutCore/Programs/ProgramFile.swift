// `program.json` in the data directory: the program being followed and the ones followed before,
// each with where it came from and its state. Read and written under the store's rules, like
// gear; its format is in Files/ProgramFileFormat.swift.

/// The contents of `program.json`.
public struct ProgramFile: Hashable, Sendable {
  /// The most programs the file keeps: a bound on hostile input.
  public static let maximumPrograms = 100

  /// The name of the program being followed, or nil when none is.
  public var active: String?
  /// Every program started, in the order first started.
  public var programs: [FollowedProgram]

  /// A file.
  public init(active: String? = nil, programs: [FollowedProgram] = []) {
    self.active = active
    self.programs = programs
  }

  /// True when there is nothing to keep.
  public var isEmpty: Bool { active == nil && programs.isEmpty }

  /// The program being followed.
  public var current: FollowedProgram? {
    get { active.flatMap { name in programs.first { $0.name == name } } }
    set {
      guard let newValue else { return }
      self[newValue.name] = newValue
    }
  }

  /// The program of `name`; setting one adds it or replaces the one of its name.
  public subscript(name: String) -> FollowedProgram? {
    get { programs.first { $0.name == name } }
    set {
      let index = programs.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let program?): programs[index] = program
      case (let index?, nil): programs.remove(at: index)
      case (nil, let program?): programs.append(program)
      case (nil, nil): break
      }
    }
  }
}

/// One program a person started: where its text is, the weekdays they train, where they are.
public struct FollowedProgram: Hashable, Sendable {
  /// A built-in's name, or the name of the file it was started from (without `.program`).
  public var name: String
  /// The absolute path of the file it was started from; nil for a built-in.
  public var file: String?
  /// The digest of the text last planned from: a changed text is noticed.
  public var digest: FileDigest
  /// The weekdays sessions fall on (0 = Monday), or nil for any day.
  public var trainingDays: [Int]?
  /// The date it was started.
  public var started: LocalDate
  /// Where the person is and the numbers the rules moved.
  public var state: ProgramState
  /// The session planned and not yet done, or nil.
  public var planned: PlannedOn?

  /// A program started.
  public init(
    name: String, file: String?, digest: FileDigest, trainingDays: [Int]?, started: LocalDate,
    state: ProgramState, planned: PlannedOn? = nil
  ) {
    self.name = name
    self.file = file
    self.digest = digest
    self.trainingDays = trainingDays
    self.started = started
    self.state = state
    self.planned = planned
  }
}

/// A session written into a menu and not yet done: its date, its place in the program, and
/// which workout of the menu is which slot of the day.
public struct PlannedOn: Hashable, Sendable {
  /// The menu's date.
  public var date: LocalDate
  /// The cycle, from 1.
  public var cycle: Int
  /// The session of the cycle, from 0.
  public var session: Int
  /// Each slot's workout: the slot's index in the day, and the workout's id.
  public var workouts: [PlannedWorkout]

  /// A planned session.
  public init(date: LocalDate, cycle: Int, session: Int, workouts: [PlannedWorkout]) {
    self.date = date
    self.cycle = cycle
    self.session = session
    self.workouts = workouts
  }
}

/// A slot of a planned session and the workout it became.
public struct PlannedWorkout: Hashable, Sendable {
  /// The slot's index in the day.
  public var slot: Int
  /// The workout's id in the menu.
  public var id: WorkoutID

  /// A slot's workout.
  public init(slot: Int, id: WorkoutID) {
    self.slot = slot
    self.id = id
  }
}

/// The names a program is kept and started by.
public enum ProgramName {
  /// What a name is, in words.
  public static let rule = "must be 1 to 64 letters a-z, digits and dashes"

  /// True for 1 to 64 of `a-z`, `0-9` and `-`.
  public static func isValid(_ name: String) -> Bool {
    (1...64).contains(name.utf8.count)
      && name.utf8.allSatisfy {
        (97...122).contains($0) || (48...57).contains($0) || $0 == UInt8(ascii: "-")
      }
  }
}
