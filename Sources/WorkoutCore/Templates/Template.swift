/// A routine: the plan of a menu kept under a name, to be applied to any date.
///
/// Only planned values are kept: no results, no workout ids; those are made anew on each date.
public struct Template: Hashable, Sendable {
  /// The name it is saved, shown and applied by.
  public var name: String
  /// A free note, or nil; taken from the menu it was saved from.
  public var note: String?
  /// The workouts in order.
  public var workouts: [TemplateWorkout]

  /// Creates a template; the name is not checked (see `checkName`).
  public init(name: String, note: String? = nil, workouts: [TemplateWorkout]) {
    self.name = name
    self.note = note
    self.workouts = workouts
  }

  /// The plan of `menu` as a template named `name`: planned values and groups only.
  ///
  /// Fails when the name breaks the rules or the menu has no workouts.
  public init(name: String, plan menu: Menu) throws(TemplateError) {
    try Template.checkName(name)
    guard !menu.workouts.isEmpty else { throw .nothingPlanned(menu.date) }
    var menu = menu
    menu.renumberGroups()
    self.init(
      name: name, note: menu.note,
      // A set done without values (an import's) plans nothing.
      workouts: menu.workouts.compactMap { workout in
        let sets = workout.sets.filter { !$0.isDoneWithoutValues }
        return sets.isEmpty
          ? nil
          : TemplateWorkout(
            exercise: workout.exercise, note: workout.note, sets: sets.map(\.planned),
            group: workout.group)
      })
  }

  /// The number of sets of all workouts.
  public var setCount: Int { workouts.reduce(0) { $0 + $1.sets.count } }

  /// `A1`: the mark of the workout at `index` in its superset or circuit, as in a menu; nil
  /// when in none.
  public func groupMark(of index: Int) -> String? {
    Menu.groupMark(of: index, in: Menu.groups(of: workouts.map(\.group)))
  }

  // MARK: - Names

  /// The most characters a name may have.
  public static let maximumNameLength = 64

  /// True for 1 to 64 letters, digits, `-`, `_` and `.`, not starting with `-` (it would read
  /// as an option).
  public static func isValidName(_ name: String) -> Bool {
    guard (1...maximumNameLength).contains(name.count), name.first != "-" else { return false }
    return name.allSatisfy { $0.isLetter || ($0.isASCII && $0.isNumber) || "-_.".contains($0) }
  }

  /// Fails with the rules when `name` breaks them.
  public static func checkName(_ name: String) throws(TemplateError) {
    guard isValidName(name) else { throw .invalidName(name) }
  }
}

/// One workout of a template: an exercise with its planned sets, and the superset or circuit it
/// is in.
public struct TemplateWorkout: Hashable, Sendable {
  /// The catalog exercise.
  public var exercise: ExerciseID
  /// A free note, or nil.
  public var note: String?
  /// The planned sets, in order.
  public var sets: [PlannedSet]
  /// Its group, a number shared with the workouts next to it in the same group (as a menu's);
  /// nil for none.
  public var group: Int?

  /// Creates a template workout.
  public init(
    exercise: ExerciseID, note: String? = nil, sets: [PlannedSet], group: Int? = nil
  ) {
    self.group = group
    self.exercise = exercise
    self.note = note
    self.sets = sets
  }
}
