import WorkoutCore

extension SetText {
  /// The sets done in `workout` on `date`, short, for the `run` prompt: `10×60, 9×60, 8×62.5 kg`
  /// (the unit once, when every set is reps × weight), `12 reps, 10 reps`, or each set in full
  /// (`5 km, 25:00`) for those with neither reps nor weight. Only the first `count` sets.
  func lastTime(_ workout: Workout, on date: LocalDate, first count: Int = .max) -> String {
    let done = workout.sets.filter(\.isDone).prefix(max(0, count))
    let sets = done.compactMap(\.done)
    // A body-weight exercise's added weight stands where a load would: `8×+10 kg`.
    let load = { (set: PlannedSet) in set.values[.weight] ?? set.values[.added] }
    let short = sets.map { set in
      kinded(
        set.kind,
        compact(
          DatedSet(date: date, weight: load(set), reps: set.values[.reps]),
          added: set.values[.weight] == nil && set.values[.added] != nil))
    }
    guard sets.allSatisfy({ load($0) != nil || $0.values[.reps] != nil }) else {
      return sets.map {
        kinded($0.kind, values($0.values, of: workout.exercise, includeRest: false))
      }
      .joined(separator: "; ")
    }
    guard let last = short.last,
      sets.allSatisfy({ load($0) != nil && $0.values[.reps] != nil })
    else { return short.joined(separator: ", ") }
    let others = sets.dropLast()
    let head = compact(others)
    return head.isEmpty ? last : head + ", " + last
  }

  /// `01-03` for a date in the year of `today`, else `2023-12-28`.
  func shortDate(_ date: LocalDate, today: LocalDate) -> String {
    let text = "\(date)"
    return date.year == today.year ? String(text.dropFirst(5)) : text
  }
}
