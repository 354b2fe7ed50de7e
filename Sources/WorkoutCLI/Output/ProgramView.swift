import WorkoutCore

/// Words, tables and JSON for a program: its cycle, where a person is in it, a session planned,
/// what a session changed, a simulation.
struct ProgramView {
  let program: Program
  let text: SetText
  let style: Style

  /// Weekday names, Monday first.
  static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

  // MARK: - Set plans

  /// Sets as a program writes them, runs of equal sets joined: `5 @65%, 5 @75%, 5+ @85%`,
  /// `5x10 @50%`, `3x8-12 @8`, `5x3+`; weights in the display unit.
  func sets(_ plans: [SetPlan]) -> String {
    ProgramSetsText.text(plans) { text.units.weight($0) }
  }

  /// A rule in words.
  func rule(_ rule: ProgressionRule) -> String {
    switch rule {
    case .linear(let increment, let percent, let failures, let amrapReps):
      var words = "+\(text.units.weight(increment)) after a success"
      if let amrapReps { words += " (the AMRAP set reaching \(amrapReps) reps)" }
      if failures > 0 {
        words += ", \(JSONWriter.format(percent))% off after \(failures) failures in a row"
      }
      return words
    case .double(let increment):
      return "double progression: +\(text.units.weight(increment)) when every set reaches the "
        + "top of its range"
    case .trainingMaxPerCycle(let increment):
      return "training max +\(text.units.weight(increment)) each cycle"
    case .trainingMaxFromAMRAP(let percent):
      return "training max \(JSONWriter.format(percent))% of the cycle's best AMRAP e1RM"
    case .none: return "no progression"
    }
  }

  /// `week 2 · Squat`, or `A1` for a cycle of sessions.
  func `where`(_ session: PlannedSession) -> String {
    switch program.cycle {
    case .weeks: "week \(session.week) \(style.dash) \(session.dayName)"
    case .sessions: session.dayName
    }
  }

  /// `cycle 2, week 1 · Press`.
  func position(_ state: ProgramState) -> String {
    guard !state.finished else { return "finished" }
    let position = program.position(ofSession: state.session)
    let day = program.days.indices.contains(position.day) ? program.days[position.day].name : "?"
    switch program.cycle {
    case .weeks: return "cycle \(state.cycle), week \(position.week) \(style.dash) \(day)"
    case .sessions: return "cycle \(state.cycle) \(style.dash) \(day)"
    }
  }

  // MARK: - The cycle

  /// Every week's days and their exercises, then each track's rules.
  func printCycle(name: String, context: Context) {
    context.printFitted("\(style.bold(name)) \(style.dash) \(program.title.terminalSafe)")
    var about: [String] = []
    switch program.cycle {
    case .weeks(let weeks): about.append("\(weeks)-week cycle of \(program.days.count) days")
    case .sessions(let count): about.append("cycle of \(count) sessions in turn")
    }
    about.append(program.afterCycle == .stop ? "stops after one cycle" : "repeats")
    if let days = program.trainingDays {
      about.append("trains " + days.map { Self.weekdays[$0] }.joined(separator: ", "))
    }
    if !program.deloadWeeks.isEmpty {
      about.append(
        "deload week " + program.deloadWeeks.sorted().map(String.init).joined(separator: ", "))
    }
    context.printFitted(about.joined(separator: "; "))
    var table = Table(header: ["week", "day", "exercise", "sets"], dropOrder: [0], cuttable: [3])
    for week in 1...weekCount {
      for (dayIndex, day) in program.days.enumerated() {
        var first = true
        for slot in day.slots {
          guard let plans = plans(of: slot, week: week) else { continue }
          table.add([
            first && dayIndex == 0 ? "\(week)" : "", first ? day.name : "",
            (slot.joinsPrevious ? "& " : "") + slot.track.description, plans,
          ])
          first = false
        }
      }
    }
    context.print(table)
    for track in program.allTracks {
      guard let rules = program.tracks[track] else { continue }
      var words: [String] = rules.rules.map(rule)
      if !rules.stages.isEmpty {
        words.append("stages " + rules.stages.map(sets).joined(separator: " | "))
      }
      if let start = rules.start { words.append("starts at \(text.units.weight(start))") }
      if !words.isEmpty {
        context.printFitted("\(track): " + words.joined(separator: "; "))
      }
    }
    if !program.trainingMaxTracks.isEmpty {
      context.printFitted(
        "Training maxes: "
          + program.trainingMaxTracks.sorted().map(\.description).joined(separator: ", "))
    }
  }

  /// True for a cycle of weeks.
  private var weekly: Bool {
    if case .weeks = program.cycle { return true }
    return false
  }

  private var weekCount: Int {
    if case .weeks(let weeks) = program.cycle { return weeks }
    return 1
  }

  /// A slot's sets in a week as words; nil when it has none that week.
  private func plans(of slot: ProgramSlot, week: Int) -> String? {
    if let sets = slot.sets { return self.sets(sets) + (slot.warmup ? " warmup" : "") }
    if let line = slot.weeks.first(where: { $0.weeks.contains(week) }) {
      return self.sets(line.sets) + (slot.warmup ? " warmup" : "")
    }
    if slot.weeks.isEmpty, program.tracks[slot.track]?.stages.isEmpty == false {
      return "its stage's sets"
    }
    return nil
  }

  /// The program as JSON: its shape, days and rules.
  func write(_ json: inout JSONWriter, name: String) {
    json.object { json in
      json.key("afterCycle")
      json.string(program.afterCycle == .stop ? "stop" : "repeat")
      json.key("cycle")
      json.object { json in
        switch program.cycle {
        case .weeks(let weeks):
          json.key("weeks")
          json.number(weeks)
        case .sessions(let sessions):
          json.key("sessions")
          json.number(sessions)
        }
      }
      json.key("days")
      json.array { json in
        for day in program.days {
          json.object { json in
            json.key("exercises")
            json.array { json in
              for slot in day.slots {
                json.object { json in
                  json.key("supersetWithPrevious")
                  json.bool(slot.joinsPrevious)
                  json.key("track")
                  json.string(slot.track.description)
                  json.key("weeks")
                  json.array { json in
                    for week in 1...weekCount {
                      if let plans = plans(of: slot, week: week) {
                        json.string(plans)
                      } else {
                        json.null()
                      }
                    }
                  }
                }
              }
            }
            json.key("name")
            json.string(day.name)
          }
        }
      }
      json.key("deloadWeeks")
      json.array { json in for week in program.deloadWeeks.sorted() { json.number(week) } }
      json.key("name")
      json.string(name)
      json.key("title")
      json.string(program.title)
      json.key("trainingDays")
      if let days = program.trainingDays {
        json.array { json in for day in days { json.string(Self.weekdays[day]) } }
      } else {
        json.null()
      }
      json.key("trainingMaxes")
      json.array { json in
        for track in program.trainingMaxTracks.sorted() { json.string(track.description) }
      }
    }
  }

  // MARK: - Status

  /// Where the person is: position, the session planned, training days, each track's numbers.
  func printStatus(_ followed: FollowedProgram, context: Context) {
    context.printFitted("Next: \(position(followed.state))")
    if let planned = followed.planned {
      let position = program.position(ofSession: planned.session)
      let day = program.days.indices.contains(position.day) ? program.days[position.day].name : ""
      let place =
        weekly ? "week \(position.week) \(style.dash) \(day)" : day
      context.printFitted("Planned on \(text.date(planned.date)): \(place), not done yet")
    }
    context.printFitted(
      "Training days: "
        + (followed.trainingDays.map { $0.map { Self.weekdays[$0] }.joined(separator: ", ") }
          ?? "any day"))
    let tracks = followed.state.tracks.sorted { $0.key < $1.key }
    guard !tracks.isEmpty else { return }
    var table = Table(
      header: ["exercise", "training max", "weight", "stage", "failures"], dropOrder: [4, 3])
    for (track, state) in tracks {
      let stages = program.tracks[track]?.stages ?? []
      table.add([
        track.description, state.trainingMax.map { text.units.weight($0) } ?? style.dash,
        state.weight.map { text.units.weight($0) } ?? style.dash,
        stages.isEmpty
          ? style.dash
          : "\(state.stage + 1) (\(stages.indices.contains(state.stage) ? sets(stages[state.stage]) : "?"))",
        "\(state.failures)",
      ])
    }
    context.print(table)
  }

  /// The followed program as JSON.
  func write(_ json: inout JSONWriter, status followed: FollowedProgram) {
    json.object { json in
      json.key("cycle")
      json.number(followed.state.cycle)
      json.key("file")
      json.string(followed.file)
      json.key("finished")
      json.bool(followed.state.finished)
      let position = program.position(ofSession: followed.state.session)
      json.key("nextDay")
      json.string(
        program.days.indices.contains(position.day) ? program.days[position.day].name : nil)
      json.key("nextWeek")
      json.number(position.week)
      json.key("name")
      json.string(followed.name)
      json.key("planned")
      if let planned = followed.planned {
        json.object { json in
          json.key("date")
          json.string(planned.date.description)
          json.key("session")
          json.number(planned.session)
        }
      } else {
        json.null()
      }
      json.key("session")
      json.number(followed.state.session)
      json.key("started")
      json.string(followed.started.description)
      json.key("title")
      json.string(program.title)
      json.key("tracks")
      json.object { json in
        for (track, state) in followed.state.tracks.sorted(by: { $0.key < $1.key }) {
          json.key(track.description)
          json.object { json in
            json.key("failures")
            json.number(state.failures)
            json.key("stage")
            json.number(state.stage)
            json.key("trainingMax")
            if let tm = state.trainingMax { json.number(tm) } else { json.null() }
            json.key("weight")
            if let weight = state.weight { json.number(weight) } else { json.null() }
          }
        }
      }
      json.key("trainingDays")
      if let days = followed.trainingDays {
        json.array { json in for day in days { json.string(Self.weekdays[day]) } }
      } else {
        json.null()
      }
    }
  }

  /// `squat training max 126.5 kg: 90% of e1RM 140.6 kg (Mon 2026-11-23: 5×120 kg)`.
  func evidence(_ number: HistoryNumber) -> String {
    let set = text.values(number.set, of: number.track.exercise, includeRest: false)
    let from = "\(text.date(number.date)): \(set)"
    switch number.kind {
    case .trainingMax:
      return "\(number.track) training max \(text.units.weight(number.kg)): "
        + "\(JSONWriter.format(number.percent ?? 100))% of e1RM "
        + "\(text.units.weight(number.e1rm ?? 0, decimals: 1)) (\(from))"
    case .weight:
      return "\(number.track) working weight \(text.units.weight(number.kg)) (\(from))"
    }
  }

  // MARK: - Next

  /// What `program next` did, as JSON: the result, the session and the menu.
  func write(_ json: inout JSONWriter, next outcome: PlanProgramSession.Outcome) {
    json.object { json in
      json.key("finishedBefore")
      if let advance = outcome.finishedBefore {
        write(&json, advance: advance)
      } else {
        json.null()
      }
      json.key("menu")
      json.write(outcome.menu)
      json.key("movedFrom")
      json.string(outcome.movedFrom?.description)
      json.key("program")
      json.string(outcome.name)
      json.key("result")
      switch outcome.result {
      case .planned: json.string("planned")
      case .alreadyPlanned: json.string("alreadyPlanned")
      case .restDay: json.string("restDay")
      case .plannedLater: json.string("plannedLater")
      case .finished: json.string("finished")
      }
      json.key("session")
      if let session = outcome.session { write(&json, session: session) } else { json.null() }
      json.key("textChanged")
      json.bool(outcome.textChanged)
    }
  }

  private func write(_ json: inout JSONWriter, session: PlannedSession) {
    json.object { json in
      json.key("cycle")
      json.number(session.cycle)
      json.key("day")
      json.string(session.dayName)
      json.key("deload")
      json.bool(session.isDeload)
      json.key("session")
      json.number(session.session)
      json.key("week")
      json.number(session.week)
    }
  }

  // MARK: - Advance

  /// What a session done changed: `531-bbb: week 1 · Squat done.` and one line per change.
  func printAdvance(_ advance: ProgramAdvance, context: Context) {
    for line in lines(advance) { context.printFitted(line) }
  }

  func lines(_ advance: ProgramAdvance) -> [String] {
    var lines = ["\(advance.name): \(self.where(advance.done)) done."]
    if advance.done.isDeload, advance.changes.isEmpty {
      lines.append("  a deload week: no progression")
    }
    lines += advance.changes.map { "  " + $0.text(in: text.units) }
    if let next = advance.next {
      let day =
        weekly ? "week \(next.week) \(style.dash) \(next.day)" : next.day
      lines.append(
        "  next: \(day)" + (next.cycle != advance.done.cycle ? " (cycle \(next.cycle))" : ""))
    } else {
      lines.append("  the program is finished")
    }
    return lines
  }

  func write(_ json: inout JSONWriter, advance: ProgramAdvance) {
    json.object { json in
      json.key("changes")
      json.array { json in
        for change in advance.changes {
          json.object { json in
            json.key("text")
            json.string(change.text)
            json.key("track")
            json.string(change.track.description)
          }
        }
      }
      json.key("done")
      write(&json, session: advance.done)
      json.key("program")
      json.string(advance.name)
    }
  }

  // MARK: - Simulation

  /// Each session's loads, week by week, with what its results changed.
  func printSimulation(_ outcome: SimulateProgram.Outcome, context: Context) {
    var week = 0
    for session in outcome.sessions {
      if session.simulationWeek != week {
        week = session.simulationWeek
        context.print(style.bold("Week \(week)") + style.dim(" (cycle \(session.planned.cycle))"))
      }
      context.printFitted(
        "  \(self.where(session.planned))\(session.planned.isDeload ? " (deload)" : "")")
      for slot in session.planned.slots {
        let sets = slot.workout.sets.map { text.planned($0.planned, of: slot.workout.exercise) }
        context.printFitted(
          "    \(text.name(slot.workout.exercise)): " + sets.joined(separator: ", "))
      }
      for change in session.changes {
        context.printFitted("    \(style.dim("→ " + change.text(in: text.units)))")
      }
    }
  }

  func write(_ json: inout JSONWriter, simulation outcome: SimulateProgram.Outcome) {
    json.object { json in
      json.key("program")
      json.string(outcome.name)
      json.key("sessions")
      json.array { json in
        for session in outcome.sessions {
          json.object { json in
            json.key("changes")
            json.array { json in for change in session.changes { json.string(change.text) } }
            json.key("cycle")
            json.number(session.planned.cycle)
            json.key("day")
            json.string(session.planned.dayName)
            json.key("deload")
            json.bool(session.planned.isDeload)
            json.key("simulationWeek")
            json.number(session.simulationWeek)
            json.key("week")
            json.number(session.planned.week)
            json.key("workouts")
            json.array { json in
              for slot in session.planned.slots { json.write(slot.workout) }
            }
          }
        }
      }
    }
  }
}

/// Tells on stderr what completing a program's session changed.
func reportProgram(_ advance: ProgramAdvance, context: Context) {
  guard let catalog = try? context.catalog(),
    let text = try? SetText(catalog: catalog, style: context.errorStyle, units: context.units())
  else {
    context.stderr.write(
      "\(advance.name): session done\n" + advance.changes.map { "  \($0.text)\n" }.joined())
    return
  }
  let view = ProgramView(program: advance.program, text: text, style: context.errorStyle)
  context.stderr.write(view.lines(advance).map { $0.terminalSafe + "\n" }.joined())
}
