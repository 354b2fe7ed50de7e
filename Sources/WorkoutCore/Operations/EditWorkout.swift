/// `edit`: changes to a workout's planned values, sets, position, group or note.
public struct EditWorkout: StoreOperation {
  /// What becomes of the workout's group (superset or circuit).
  public enum GroupChange: Hashable, Sendable {
    /// Joins the group of this workout, or makes one with it: it goes right after the group.
    case join(WorkoutReference)
    /// Leaves its group; from the middle of a group it goes right after it.
    case leave
  }

  /// What becomes of the workout's note.
  public enum NoteChange: Hashable, Sendable {
    case keep
    case set(String)
    case clear
  }

  /// The menu's date.
  public var date: LocalDate
  /// The workout.
  public var workout: WorkoutReference
  /// Planned values laid over every set, or over set `set` only, or over the added set.
  public var values: TypedValues
  /// The set `values` change, from 1; nil for every set.
  public var set: Int?
  /// Adds a set at the end, like the last one with this SPEC's values laid over it (empty: as
  /// the last one).
  public var addSet: String?
  /// Removes this set, from 1.
  public var removeSet: Int?
  /// Moves the workout to this position, from 1.
  public var moveTo: Int?
  /// The workout's note.
  public var note: NoteChange
  /// Removing a set that is done deletes its result: it must be confirmed.
  public var confirmed: Bool
  /// The gear it gets (`.optOut` unlinks it); nil keeps it.
  public var gear: GearChoice?
  /// A change of its group; nil keeps it. Not together with `moveTo`.
  public var group: GroupChange?
  /// The catalog REF and values are read with.
  public var catalog: Catalog

  /// Changes to a workout.
  public init(
    date: LocalDate, workout: WorkoutReference, values: TypedValues = TypedValues(),
    set: Int? = nil, addSet: String? = nil, removeSet: Int? = nil, moveTo: Int? = nil,
    note: NoteChange = .keep, confirmed: Bool = false, gear: GearChoice? = nil,
    group: GroupChange? = nil, catalog: Catalog
  ) {
    self.catalog = catalog
    self.group = group
    self.gear = gear
    self.date = date
    self.workout = workout
    self.values = values
    self.set = set
    self.addSet = addSet
    self.removeSet = removeSet
    self.moveTo = moveTo
    self.note = note
    self.confirmed = confirmed
  }

  /// The workout as it is now, and where.
  public struct Outcome: Hashable, Sendable {
    /// The menu's date.
    public var date: LocalDate
    /// Its position in the menu, from 1.
    public var position: Int
    /// The workout.
    public var workout: Workout
    /// The superset or circuit it is in, or nil.
    public var group: WorkoutGroup?
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var menu = try transaction.menu(on: date)
    var index = try menu.index(of: workout, catalog: catalog)
    let partner = try group.flatMap { change throws(PlanError) -> Int? in
      guard case .join(let reference) = change else { return nil }
      return try menu.index(of: reference, catalog: catalog)
    }
    let name = menu.label(index)
    var changed = menu.workouts[index]
    var values = SetValues()
    var added: SetValues?
    if !self.values.isEmpty || addSet != nil {
      let exercise = try catalog.resolve(changed.exercise.rawValue)
      added = try addSet.map { spec in
        spec.isEmpty
          ? SetValues()
          : try SetSpec.parse(spec, for: exercise, catalog: catalog, units: self.values.units)
      }
      values = try self.values.values(for: exercise, catalog: catalog)
    }
    if let added {
      guard changed.sets.count < Workout.maximumSets else {
        throw PlanError.invalid(
          "\(name) has \(changed.sets.count) sets; a workout has at most \(Workout.maximumSets)")
      }
      var planned = PlannedSet()
      planned.values = (changed.sets.last?.planned.values ?? SetValues()).merging(added)
      if set == nil { planned.values = planned.values.merging(values) }
      changed.sets.append(WorkoutSet(planned: planned))
    }
    if let set {
      guard (1...changed.sets.count).contains(set) else {
        throw PlanError.noSuchSet(number: set, count: changed.sets.count, workout: name)
      }
      changed.sets[set - 1].planned.values = changed.sets[set - 1].planned.values.merging(values)
    } else if added == nil, !values.isEmpty {
      for number in changed.sets.indices {
        changed.sets[number].planned.values = changed.sets[number].planned.values.merging(values)
      }
    }
    if let removeSet {
      guard (1...changed.sets.count).contains(removeSet) else {
        throw PlanError.noSuchSet(number: removeSet, count: changed.sets.count, workout: name)
      }
      guard changed.sets.count > 1 else {
        throw PlanError.onlySet(workout: name, position: index + 1)
      }
      if changed.sets[removeSet - 1].isDone, !confirmed {
        throw PlanError.setHasResult(workout: name, set: removeSet)
      }
      changed.sets.remove(at: removeSet - 1)
    }
    if let gear {
      changed.gear = try transaction.gear().gear(for: changed.exercise, choice: gear)
    }
    switch note {
    case .keep: break
    case .set(let text): changed.note = text
    case .clear: changed.note = nil
    }
    if let moveTo, !(1...menu.workouts.count).contains(moveTo) {
      let count = menu.workouts.count
      throw PlanError.noSuchPosition(moveTo, workouts: count, last: count)
    }
    let original = menu
    let from = index
    menu.workouts.remove(at: index)
    if let moveTo {
      if group != nil { throw PlanError.invalid("a workout changing its group cannot move too") }
      index = try menu.insertionIndex(moveTo)
      if let split = menu.groupSplit(at: index, own: changed.group) {
        // The group's first workout, numbered as the menu is now.
        let first =
          split.members.lowerBound < from ? split.members.lowerBound : split.members.lowerBound + 1
        throw PlanError.splitsGroup(position: moveTo, group: split, join: "--group \(first + 1)")
      }
    }
    switch group {
    case .join?:
      guard let partner else { break }
      try join(partner, at: &index, original: original, menu: &menu, changed: &changed, name: name)
    case .leave?:
      if let members = original.group(of: from) {
        changed.group = nil
        // From the middle of a circuit it goes right after it; the menu lacks it here.
        if members.count > 2, from != members.lowerBound, from != members.upperBound - 1 {
          index = members.upperBound - 1
        }
      }
    case nil: break
    }
    menu.workouts.insert(changed, at: index)
    menu.renumberGroups()
    try transaction.put(menu)
    return Outcome(
      date: date, position: index + 1, workout: menu.workouts[index],
      group: menu.workoutGroup(of: index))
  }

  /// Puts the workout (`changed`, out of `menu`; at `index` of `original`) in the group of the
  /// workout at `before` of `original`, or makes one with it, right after the group; nothing
  /// moves when they are in one group already.
  private func join(
    _ before: Int, at index: inout Int, original: Menu, menu: inout Menu,
    changed: inout Workout, name: String
  ) throws {
    let partner = original.workouts[before].id
    guard before != index else {
      throw PlanError.invalid("\(name) cannot be grouped with itself; name another workout")
    }
    if original.group(of: index)?.contains(before) == true { return }
    (index, changed.group) = menu.join(try menu.index(of: partner))
  }
}
