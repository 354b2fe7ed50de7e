// Advancing a program after a session: each track's rules applied to what was actually
// lifted (none in a deload week), the per-cycle rules at the end of a cycle, and the
// position moved on.

extension Program {
  /// The state after `done` (the planned session with each slot's workout as recorded: sets
  /// done, skipped or open) and what changed, in order. Advances the position (next session;
  /// next cycle with per-cycle rules; finished for `then stop`).
  public func advance(_ state: ProgramState, after done: PlannedSession, context: ProgramContext)
    -> (state: ProgramState, changes: [ProgramChange])
  {
    var progress = TrackProgress(program: self, state: state, context: context)
    let planned = try? plan(state, context: context)
    let (week, dayIndex) = position(ofSession: state.session)
    if !isDeload(week: week) {
      for (track, results) in done.results(planned: planned) {
        progress.apply(
          rules(of: track, day: days.indices.contains(dayIndex) ? dayIndex : nil),
          to: track, results: results)
      }
    }
    progress.state.session += 1
    if progress.state.session >= sessionsPerCycle {
      for track in allTracks {
        progress.endCycle(rules(of: track, day: nil), of: track)
      }
      if afterCycle == .stop {
        progress.state.finished = true
        progress.state.session = 0
      } else {
        progress.state.cycle += 1
        progress.state.session = 0
      }
    }
    return (progress.state, progress.changes)
  }

  /// The rules of `track`: its own, else the rule of day `day` (nil: of the first day that
  /// trains it with a rule).
  func rules(of track: TrackID, day: Int?) -> [ProgressionRule] {
    if let own = tracks[track]?.rules, !own.isEmpty { return own }
    let candidates = day.map { [days[$0]] } ?? days
    return candidates.first { day in
      day.rule != nil && day.slots.contains { $0.track == track }
    }?.rule.map { [$0] } ?? []
  }
}
