extension PlateMath {
  /// The plates of set `index` (from 0) of `workout`: its planned weight, loaded by the fewest
  /// changes from the sets before it as they went on the bar (a done set's actual weight, an
  /// open one's planned weight; skipped sets and sets without a weight leave the bar as it
  /// was). Nil when the set has no planned weight.
  public func step(toSet index: Int, of workout: Workout) -> PlateStep? {
    guard workout.sets.indices.contains(index), let weight = workout.sets[index].planned[.weight]
    else { return nil }
    var previous: BarLoading?
    for set in workout.sets[..<index] where !set.skipped {
      guard let loaded = set.isDone ? set.actual?[.weight] : set.planned[.weight] else { continue }
      previous = step(to: loaded, after: previous).loading
    }
    return step(to: weight, after: previous)
  }
}
