// What a session's recorded sets say about each track: success, the best set, the reps of
// its AMRAP sets, whether every range reached its top.

/// The results of one track in one session.
struct TrackResults {
  /// The counted (non-warm-up) sets of its slots, as recorded.
  var sets: [WorkoutSet] = []
  /// Counted sets the plan has that the record lacks (a set or a workout removed).
  var missing = 0

  /// True when every counted set was done with at least its reps and weight, and none is
  /// missing.
  var succeeded: Bool { missing == 0 && sets.allSatisfy(TrackResults.succeeded) }

  /// True when a counted set of the track is AMRAP and done with at least `reps` reps (any
  /// counted set when none is AMRAP), and none is missing.
  func reached(amrapReps reps: Int) -> Bool {
    let amrap = sets.filter(\.planned.amrap)
    return missing == 0
      && (amrap.isEmpty ? sets : amrap).contains { set in
        TrackResults.succeeded(set) && (set.actual?[.reps] ?? 0) >= Double(reps)
      }
  }

  /// True when every set planned as a range was done at the range's top and its weight; false
  /// when there is none.
  var reachedRangeTops: Bool {
    let ranges = sets.filter { $0.planned.repsUpTo != nil }
    return missing == 0 && !ranges.isEmpty
      && ranges.allSatisfy { set in
        var top = set
        top.planned[.reps] = set.planned.repsUpTo
        return TrackResults.succeeded(top)
      }
  }

  /// The best Epley e1RM of a done set, of all or only of the AMRAP ones.
  func bestE1RM(amrapOnly: Bool) -> Double? {
    sets.filter { $0.isDone && (!amrapOnly || $0.planned.amrap) }.compactMap { set in
      guard let actual = set.actual, let weight = actual[.weight], let reps = actual[.reps]
      else { return nil }
      return OneRepMaxFormula.epley.estimate(weight: weight, reps: reps)
    }.max()
  }

  /// The e1RM a stage reset estimates a rep max from: the best Epley e1RM of a done set, or,
  /// when no set was done with a rep, the heaviest weight tried: Epley with no reps,
  /// w × (1 + 0/30) = w, the most the one-rep max can be.
  var resetE1RM: Double? {
    bestE1RM(amrapOnly: false)
      ?? sets.filter(\.isDone).compactMap { $0.actual?[.weight] }.filter { $0 > 0 }.max()
  }

  /// True when `set` was done (not skipped) with at least the reps, the weight (to within a
  /// gram) and the time planned.
  static func succeeded(_ set: WorkoutSet) -> Bool {
    guard set.isDone, let actual = set.actual else { return false }
    for (item, slack) in [(ItemID.reps, 0.0), (.weight, 0.001), (.added, 0.001), (.duration, 0)] {
      if let planned = set.planned[item], (actual[item] ?? 0) < planned - slack { return false }
    }
    return true
  }
}

extension PlannedSession {
  /// Each track's results, in the order first trained; `plan` is the session as planned, to
  /// find sets the record lacks.
  func results(planned plan: PlannedSession?) -> [(track: TrackID, results: TrackResults)] {
    var order: [TrackID] = []
    var results: [TrackID: TrackResults] = [:]
    func add(_ track: TrackID) {
      if results[track] == nil {
        order.append(track)
        results[track] = TrackResults()
      }
    }
    for slot in slots {
      add(slot.track)
      results[slot.track]?.sets += slot.workout.sets.filter(\.kind.counts)
    }
    var plannedCounts: [TrackID: Int] = [:]
    for slot in plan?.slots ?? [] {
      add(slot.track)
      plannedCounts[slot.track, default: 0] += slot.workout.sets.count(where: \.kind.counts)
    }
    for (track, count) in plannedCounts {
      let recorded = results[track]?.sets.count ?? 0
      results[track]?.missing = max(0, count - recorded)
    }
    return order.map { ($0, results[$0] ?? TrackResults()) }
  }
}
