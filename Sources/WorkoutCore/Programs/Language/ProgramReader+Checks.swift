// The checks that need the whole text (the cycle, the training max line, the exercise blocks
// may come after the lines they govern), and the program built from the parts.

extension ProgramReader {
  mutating func finish() -> Program? {
    let cycle = self.cycle?.value ?? .weeks(1)
    checkDays(cycle)
    checkWeeks(cycle)
    for load in percentLoads where trainingMax[load.track] == nil {
      report(
        load.site.line, load.site.column,
        "\(load.text.echoed) needs a training max for \(load.track): add it to a 'training max' "
          + "line")
    }
    checkSlots()
    checkTrackRules()
    checkDayRules()
    guard problems.isEmpty else { return nil }
    return Program(
      title: title ?? name, cycle: cycle, afterCycle: afterCycle ?? .repeat,
      trainingDays: trainingDays, deloadWeeks: Set(deloadWeeks.flatMap { Array($0.weeks) }),
      trainingMaxTracks: Set(trainingMax.keys), trainingMaxPercent: trainingMaxPercent ?? 100,
      tracks: tracks, days: days)
  }

  private mutating func checkDays(_ cycle: ProgramCycle) {
    guard !skippedLines else { return }
    if days.isEmpty, !tooManyDaysReported {
      report(1, 1, "the program has no day: add a 'day NAME' line and its exercises")
    }
    for (index, day) in days.enumerated()
    where day.slots.isEmpty && !slotLineDays.contains(index) && !day.name.isEmpty {
      report(day.line, 1, "day '\(day.name.echoed)' has no exercises")
    }
    if case .sessions(let count) = cycle, let site = self.cycle?.site, count != days.count,
      !tooManyDaysReported
    {
      report(
        site.line, site.column,
        "a cycle of \(count) sessions trains each day once, so it needs \(count) days; the "
          + "program has \(days.count)")
    }
  }

  private mutating func checkWeeks(_ cycle: ProgramCycle) {
    let weeks: Int
    switch cycle {
    case .weeks(let count): weeks = count
    case .sessions:
      for site in weekSites.map(\.site) + deloadWeeks.map(\.site) {
        report(site.line, site.column, "weeks need a cycle of weeks, like 'cycle 4 weeks'")
      }
      return
    }
    for entry in weekSites + deloadWeeks where entry.weeks.upperBound > weeks {
      report(
        entry.site.line, entry.site.column,
        "week \(entry.weeks.upperBound) is outside the cycle of \(weeks) "
          + (weeks == 1 ? "week" : "weeks"))
    }
  }

  /// Every slot plans sets: its own, its weeks', or its track's stages.
  private mutating func checkSlots() {
    for (dayIndex, day) in days.enumerated() {
      for (slotIndex, slot) in day.slots.enumerated()
      where slot.sets == nil && slot.weeks.isEmpty && (tracks[slot.track]?.stages ?? []).isEmpty {
        let site = slotSites[dayIndex][slotIndex]
        report(
          site.line, site.column,
          "\(slot.track) has no sets: write them after it (\(slot.track) 3x5), on week lines "
            + "under it, or as stages in its exercise block")
      }
    }
  }

  private mutating func checkTrackRules() {
    for (track, rules) in tracks.sorted(by: { $0.key < $1.key }) {
      if let site = stagesSites[track] {
        if !rules.rules.contains(where: { if case .linear = $0 { true } else { false } }) {
          report(
            site.line, site.column,
            "\(track) has stages but no 'progress +…' line: say what a success adds")
        }
        if rules.reset == nil {
          report(
            site.line, site.column,
            "\(track) has stages but no 'reset' line: say what follows a failure at the last "
              + "stage (reset 85% 5rm)")
        }
      } else if let site = resetSites[track] {
        report(site.line, site.column, "\(track) has a 'reset' line but no stages")
      }
      for (index, rule) in rules.rules.enumerated() {
        let site = ruleSites[track]?[index] ?? Site(line: rules.line, column: 1)
        checkRule(rule, site, slots: slots(of: track))
      }
    }
  }

  private mutating func checkDayRules() {
    for (dayIndex, day) in days.enumerated() {
      guard let rule = day.rule, let site = dayRuleSites[dayIndex] else { continue }
      let governed = day.slots.filter { (tracks[$0.track]?.rules ?? []).isEmpty }
      checkRule(rule, site, slots: governed)
    }
  }

  /// Reports a rule that cannot apply to the slots it governs.
  private mutating func checkRule(_ rule: ProgressionRule, _ site: Site, slots: [ProgramSlot]) {
    switch rule {
    case .double:
      for slot in slots {
        let plans = setLists(of: slot).joined().filter { $0.kind.counts }
        if let flat = plans.first(where: { if case .range = $0.target { false } else { true } }) {
          report(
            site.line, site.column,
            "double progression needs a rep range (8-12) on every set; \(slot.track) on line "
              + "\(slot.line) has \(Self.describe(flat.target))")
          return
        }
      }
    case .trainingMaxPerCycle, .trainingMaxFromAMRAP:
      for track in Set(slots.map(\.track)).sorted() where trainingMax[track] == nil {
        report(
          site.line, site.column,
          "a training max rule needs \(track) in a 'training max' line")
      }
      if case .trainingMaxFromAMRAP = rule { checkAMRAP(slots, site, "tm from amrap") }
    case .linear(_, _, _, let amrapReps):
      if amrapReps != nil { checkAMRAP(slots, site, "'at N reps'") }
    case .none: break
    }
  }

  private mutating func checkAMRAP(_ slots: [ProgramSlot], _ site: Site, _ what: String) {
    for track in Set(slots.map(\.track)).sorted() {
      let plans = slots.filter { $0.track == track }.flatMap { setLists(of: $0).joined() }
      guard !plans.contains(where: { if case .atLeast = $0.target { true } else { false } })
      else { continue }
      report(
        site.line, site.column,
        "\(what) needs an AMRAP set (5+) of \(track), and it has none")
    }
  }

  private func slots(of track: TrackID) -> [ProgramSlot] {
    days.flatMap(\.slots).filter { $0.track == track }
  }

  /// Every set list a slot may plan: its own, its weeks', else its track's stages.
  private func setLists(of slot: ProgramSlot) -> [[SetPlan]] {
    let own = (slot.sets.map { [$0] } ?? []) + slot.weeks.map(\.sets)
    return own.isEmpty ? tracks[slot.track]?.stages ?? [] : own
  }

  static func describe(_ goal: SetGoal) -> String {
    switch goal {
    case .reps(let reps): "\(reps) reps"
    case .range(let low, let high): "\(low)-\(high)"
    case .atLeast(let reps): "\(reps)+"
    case .duration(let seconds): "a time of \(trimmed(seconds, decimals: 0))s"
    }
  }
}
