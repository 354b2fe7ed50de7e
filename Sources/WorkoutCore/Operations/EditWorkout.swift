/// `edit`: changes to a workout's planned values, sets, position or note.
public struct EditWorkout: StoreOperation {
  /// What becomes of the workout's note.
  public enum NoteChange: Hashable, Sendable {
    case keep
    case set(String)
    case clear
  }

  /// The menu's date.
  public var date: LocalDate
  /// The workout's id.
  public var workout: WorkoutID
  /// Planned values laid over every set, or over set `set` only, or over the added set.
  public var values: SetValues
  /// The set `values` change, from 1; nil for every set.
  public var set: Int?
  /// Adds a set at the end, like the last one with these values laid over it.
  public var addSet: SetValues?
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

  /// Changes to a workout.
  public init(
    date: LocalDate, workout: WorkoutID, values: SetValues = SetValues(), set: Int? = nil,
    addSet: SetValues? = nil, removeSet: Int? = nil, moveTo: Int? = nil,
    note: NoteChange = .keep, confirmed: Bool = false, gear: GearChoice? = nil
  ) {
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
  public typealias Outcome = PlacedWorkout

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var menu = try transaction.menu(on: date)
    var index = try menu.index(of: workout)
    let name = menu.label(index)
    var changed = menu.workouts[index]
    if let addSet {
      guard changed.sets.count < Workout.maximumSets else {
        throw PlanError.invalid(
          "\(name) has \(changed.sets.count) sets; a workout has at most \(Workout.maximumSets)")
      }
      var planned = (changed.sets.last?.planned ?? SetValues()).merging(addSet)
      if set == nil { planned = planned.merging(values) }
      changed.sets.append(WorkoutSet(planned: planned))
    }
    if let set {
      guard (1...changed.sets.count).contains(set) else {
        throw PlanError.noSuchSet(number: set, count: changed.sets.count, workout: name)
      }
      changed.sets[set - 1].planned = changed.sets[set - 1].planned.merging(values)
    } else if addSet == nil, !values.isEmpty {
      for number in changed.sets.indices {
        changed.sets[number].planned = changed.sets[number].planned.merging(values)
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
    menu.workouts.remove(at: index)
    if let moveTo { index = try menu.insertionIndex(moveTo) }
    menu.workouts.insert(changed, at: index)
    try transaction.put(menu)
    return Outcome(date: date, position: index + 1, workout: changed)
  }
}
