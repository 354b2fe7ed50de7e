// Planning a session: the day at the state's position, each slot present that week made a
// workout as `add` would plan it.

extension Program {
  /// The session at the state's position.
  public func plan(_ state: ProgramState, context: ProgramContext) throws(ProgramPlanError)
    -> PlannedSession
  {
    guard !state.finished else { throw .finished }
    guard (0..<sessionsPerCycle).contains(state.session) else {
      throw .noSuchSession(state.session, sessions: sessionsPerCycle)
    }
    let (week, dayIndex) = position(ofSession: state.session)
    let day = days[dayIndex]
    var slots: [PlannedSlot] = []
    var chains: [Int?] = []
    var chain = 0
    for (index, slot) in day.slots.enumerated() {
      if !slot.joinsPrevious || index == 0 { chain += 1 }
      guard let sets = try setPlans(of: slot, week: week, state: state) else { continue }
      let workout = try SlotPlanner(program: self, context: context, state: state)
        .workout(slot: slot, sets: sets, placeholder: index)
      slots.append(PlannedSlot(slot: index, track: slot.track, workout: workout))
      chains.append(chain)
    }
    // Slots joined by `&` and both present this week make a group.
    for (ordinal, members) in Menu.groups(of: chains).enumerated() {
      for index in members { slots[index].workout.group = ordinal + 1 }
    }
    return PlannedSession(
      cycle: state.cycle, session: state.session, week: week, day: dayIndex, dayName: day.name,
      isDeload: isDeload(week: week), slots: slots)
  }

  /// True when `week` is a deload week of a weekly cycle.
  func isDeload(week: Int) -> Bool {
    guard case .weeks = cycle else { return false }
    return deloadWeeks.contains(week)
  }

  /// The sets of `slot` in `week`: the week's line, else the slot's sets, else the track's
  /// current stage; nil when the slot is not trained that week.
  func setPlans(of slot: ProgramSlot, week: Int, state: ProgramState) throws(ProgramPlanError)
    -> [SetPlan]?
  {
    if let line = slot.weeks.first(where: { $0.weeks.contains(week) }) { return line.sets }
    if let sets = slot.sets { return sets }
    guard slot.weeks.isEmpty else { return nil }
    let stages = tracks[slot.track]?.stages ?? []
    guard !stages.isEmpty else { throw .noSets(slot.track, week: week) }
    let stage = state.tracks[slot.track]?.stage ?? 0
    return stages[min(max(stage, 0), stages.count - 1)]
  }
}
