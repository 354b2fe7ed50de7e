/// `edit N --exercise ID` and `x` at `run`'s prompt: another exercise in a workout's place (the
/// rack is taken), keeping its position, group, sets, note and set kinds. Values the new
/// exercise does not take are dropped, and its first item, when no set has it, gets the new
/// exercise's default; the outcome says both. A workout with a set done is refused: its
/// results were of the old exercise.
public struct SwapExercise: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// The workout.
  public var workout: WorkoutReference
  /// The exercise it becomes, as typed (id, name or alias).
  public var exercise: String
  /// The catalog REF and the exercise are read with.
  public var catalog: Catalog

  /// A swap.
  public init(date: LocalDate, workout: WorkoutReference, exercise: String, catalog: Catalog) {
    self.date = date
    self.workout = workout
    self.exercise = exercise
    self.catalog = catalog
  }

  /// One thing the swap changed besides the exercise.
  public enum Change: Hashable, Sendable {
    /// The new exercise takes no such item: the first set's value of it is given.
    case dropped(ItemID, Double)
    /// No set had the new exercise's first item: every set got its default.
    case added(ItemID, Double)
    /// The gear linked to the workout was the old exercise's: unlinked.
    case gearUnlinked(GearID)
  }

  /// The workout as it is now, where, the exercise it replaced and what else changed.
  public struct Outcome: Hashable, Sendable {
    /// The menu's date.
    public var date: LocalDate
    /// Its position in the menu, from 1.
    public var position: Int
    /// The workout.
    public var workout: Workout
    /// The exercise it had.
    public var replaced: ExerciseID
    /// What else changed, in item order.
    public var changes: [Change]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var menu = try transaction.menu(on: date)
    let index = try menu.index(of: workout, catalog: catalog)
    let new = try catalog.resolve(exercise)
    var changed = menu.workouts[index]
    let old = changed.exercise
    guard new.id != old else {
      throw PlanError.invalid("\(menu.label(index)) is \(new.id) already")
    }
    let done = changed.doneCount
    guard done == 0 else {
      throw PlanError.invalid(
        "\(menu.label(index)) has \(done) set\(done == 1 ? "" : "s") done; swap a workout "
          + "before its first set, or add \(new.id) as a workout of its own")
    }
    var changes: [Change] = []
    var dropped: [ItemID: Double] = [:]
    for number in changed.sets.indices {
      for (item, value) in changed.sets[number].planned.values
      where !new.acceptedItems.contains(item) {
        if dropped[item] == nil { dropped[item] = value }
        changed.sets[number].planned.values[item] = nil
      }
    }
    changes += dropped.sorted { $0.key < $1.key }.map { .dropped($0.key, $0.value) }
    if let first = new.items.first,
      !changed.sets.contains(where: { $0.planned.values[first] != nil })
    {
      let value = new.defaults[first] ?? catalog.item(first)?.defaultValue ?? 0
      for number in changed.sets.indices { changed.sets[number].planned.values[first] = value }
      changes.append(.added(first, value))
    }
    if let gear = changed.gear {
      changed.gear = nil
      changes.append(.gearUnlinked(gear))
    }
    changed.exercise = new.id
    menu.workouts[index] = changed
    try transaction.put(menu)
    return Outcome(
      date: date, position: index + 1, workout: changed, replaced: old, changes: changes)
  }
}

extension JSONWriter {
  /// `edit --exercise --json`: `{"date", "position", "replaced", "dropped", "added",
  /// "gearUnlinked", "workout"}`; `dropped` and `added` map items to values in canonical units.
  public mutating func write(_ outcome: SwapExercise.Outcome) {
    object { json in
      json.key("date")
      json.string(outcome.date.description)
      json.key("position")
      json.number(outcome.position)
      json.key("replaced")
      json.string(outcome.replaced.rawValue)
      for (key, pick) in [
        (
          "dropped",
          { (change: SwapExercise.Change) -> (ItemID, Double)? in
            if case .dropped(let item, let value) = change {
              return (item, value)
            } else {
              return nil
            }
          }
        ),
        (
          "added",
          { (change: SwapExercise.Change) -> (ItemID, Double)? in
            if case .added(let item, let value) = change {
              return (item, value)
            } else {
              return nil
            }
          }
        ),
      ] {
        json.key(key)
        json.object { json in
          for (item, value) in outcome.changes.compactMap(pick) {
            json.key(item.rawValue)
            json.number(value)
          }
        }
      }
      json.key("gearUnlinked")
      json.string(
        outcome.changes.lazy.compactMap { change -> String? in
          if case .gearUnlinked(let gear) = change { return gear.rawValue } else { return nil }
        }.first)
      json.key("workout")
      json.write(outcome.workout)
    }
  }
}
