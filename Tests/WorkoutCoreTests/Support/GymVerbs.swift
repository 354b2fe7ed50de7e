import Foundation

@testable import WorkoutCore

// The verbs of wkc as a person types them, each performed as its operation on the gym's store.

extension Gym {
  // MARK: - Planning

  /// `add`: a workout of `exercise` with sets as typed.
  @discardableResult
  func add(
    _ exercise: String, on date: String = "2024-01-05", _ sets: TypedSets = TypedSets(),
    note: String? = nil, at position: Int? = nil, with partner: String? = nil,
    progress: Bool = false, gear: GearChoice = .automatic, warmup: WarmupRamp? = nil
  ) throws -> AddWorkout.Outcome {
    let catalog = try catalog()
    let exercise = try catalog.resolve(exercise)
    return try store.perform(
      AddWorkout(
        exercise: exercise, date: day(date),
        sets: typed(sets).newSets(for: exercise, catalog: catalog),
        note: note, position: position, joining: partner, progress: progress, catalog: catalog,
        moment: moment, gear: gear, units: units, warmup: warmup,
        plateMath: settings.plateMath(for: exercise))
    ).outcome
  }

  /// `edit`: changes to the workout REF names.
  @discardableResult
  func edit(
    _ ref: String, on date: String = "2024-01-05", _ values: [ItemID: String] = [:],
    set: Int? = nil, addSet: String? = nil, removeSet: Int? = nil, moveTo: Int? = nil,
    note: EditWorkout.NoteChange = .keep, confirmed: Bool = false, gear: GearChoice? = nil,
    group: EditWorkout.GroupChange? = nil
  ) throws -> EditWorkout.Outcome {
    try store.perform(
      EditWorkout(
        date: day(date), workout: .typed(ref), values: TypedValues(values, units: units), set: set,
        addSet: addSet, removeSet: removeSet, moveTo: moveTo, note: note, confirmed: confirmed,
        gear: gear, group: group, catalog: catalog())
    ).outcome
  }

  /// `remove`: the workout REF names out of its menu.
  @discardableResult
  func remove(_ ref: String, on date: String = "2024-01-05", confirmed: Bool = false) throws
    -> RemoveWorkout.Outcome
  {
    try store.perform(
      RemoveWorkout(date: day(date), workout: .typed(ref), confirmed: confirmed, catalog: catalog())
    ).outcome
  }

  // MARK: - Results

  /// `record`: the result of a set of the workout REF names, values as typed.
  @discardableResult
  func record(
    _ ref: String, on date: String = "2024-01-05", set: Int? = nil,
    _ values: [ItemID: String] = [:], gear: GearChoice? = nil
  ) throws -> RecordSet.Outcome {
    try record(
      ref, on: date, set: set, result: .typed(TypedValues(values, units: units)), gear: gear)
  }

  /// `record`: a set of the workout REF names done as planned, skipped, or with these values.
  @discardableResult
  func record(
    _ ref: String, on date: String = "2024-01-05", set: Int? = nil, result: RecordSet.Result,
    gear: GearChoice? = nil
  ) throws -> RecordSet.Outcome {
    try store.perform(
      RecordSet(
        date: day(date), workout: .typed(ref), set: set, result: result, moment: moment, gear: gear,
        catalog: catalog())
    ).outcome
  }

  /// `log`: sets of `exercise` done without a plan.
  @discardableResult
  func log(
    _ exercise: String, on date: String = "2024-01-05", _ sets: TypedSets,
    gear: GearChoice = .automatic
  ) throws -> LogSets.Outcome {
    let catalog = try catalog()
    let exercise = try catalog.resolve(exercise)
    return try store.perform(
      LogSets(
        exercise: exercise, date: day(date),
        sets: typed(sets).newSets(for: exercise, catalog: catalog), catalog: catalog,
        moment: moment, gear: gear)
    ).outcome
  }

  // MARK: - Menus

  /// `menu copy`.
  @discardableResult
  func copy(
    _ from: String, to: String, replace: Bool = false, confirmed: Bool = false
  ) throws -> Menu {
    try store.perform(
      CopyMenu(
        from: day(from), to: day(to), replace: replace, confirmed: confirmed, moment: moment)
    ).outcome
  }

  /// `menu put` of a JSON document given on stdin.
  @discardableResult
  func put(_ date: String, _ document: String) throws -> Menu {
    try store.perform(
      PutMenu(
        date: day(date), document: Array(document.utf8), source: "stdin", catalog: catalog(),
        moment: moment)
    ).outcome
  }

  /// `menu note`.
  @discardableResult
  func note(_ date: String, _ text: String?) throws -> Menu {
    try store.perform(NoteMenu(date: day(date), note: text)).outcome
  }

  /// `menu remove`.
  @discardableResult
  func removeMenu(_ date: String, confirmed: Bool) throws -> Menu {
    try store.perform(RemoveMenu(date: day(date), confirmed: confirmed)).outcome
  }

  // MARK: - Templates

  /// `template save`.
  @discardableResult
  func save(_ name: String, from date: String, replace: Bool = false) throws
    -> SaveTemplate.Outcome
  {
    try store.perform(SaveTemplate(name: name, from: day(date), replace: replace)).outcome
  }

  /// `template apply`.
  @discardableResult
  func apply(_ name: String, to date: String = "2024-01-05", progress: Bool = false) throws
    -> ApplyTemplate.Outcome
  {
    try store.perform(
      ApplyTemplate(
        name: name, date: day(date), progress: progress, catalog: catalog(), moment: moment,
        units: units, settings: settings)
    ).outcome
  }

  // MARK: - Reading

  /// `suggest`: the progression rule's plan of the next session.
  func suggest(_ exercise: String, on date: String = "2024-01-05") throws -> Suggestion {
    let exercise = try self.exercise(exercise)
    return try store.read(
      Suggest(
        exercise: exercise, date: day(date), units: units,
        plateMath: settings.plateMath(for: exercise)))
  }

  /// `sets` with bare numbers in the units people type.
  private func typed(_ sets: TypedSets) -> TypedSets {
    var sets = sets
    sets.common.units = units
    return sets
  }
}

extension TypedSets {
  /// `--sets COUNT`, item options and one `--set SPEC` each, as typed.
  static func sets(
    _ count: String? = nil, _ values: [ItemID: String] = [:], each: [String] = [],
    warmup: Bool = false
  ) -> TypedSets {
    TypedSets(count: count, common: TypedValues(values), each: each, everyWarmup: warmup)
  }

  /// One `--set SPEC` per set, as typed.
  static func each(_ specs: String...) -> TypedSets { TypedSets(each: specs) }
}
