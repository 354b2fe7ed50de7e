import WorkoutCore

/// Text typed during a rest, held for the next prompt.
final class TypeAheadSlot {
  /// The text and whether Enter ended it; nil when nothing was typed.
  var value: TypeAhead?

  /// The text held, emptying the slot.
  func take() -> TypeAhead? {
    defer { value = nil }
    return value
  }
}

extension RunSession {
  /// The answer typed at a set's prompt: the line typed during the rest before it when there
  /// is one (shown after `> ` so the person sees it; unfinished, it is edited on), else the next
  /// line read. Nil at the end of input.
  func answerLine(at position: SetPosition, in menu: Menu) throws -> String? {
    let prompts = context.interactive && events == nil
    if prompts { context.stdout.write("> ") }
    guard let typed = typeAhead.take() else { return try nextLine(at: position, in: menu) }
    guard prompts else { return typed.text }
    context.stdout.write(typed.text.terminalSafe)
    if typed.isLine {
      context.stdout.write("\n")
      return typed.text
    }
    return try editLine(typed, at: position, in: menu)
  }

  /// Goes on with a line begun during a rest, key by key (Backspace, Ctrl-U), until Enter.
  private func editLine(_ line: TypeAhead, at position: SetPosition, in menu: Menu) throws
    -> String
  {
    let keys = context.terminalMode()
    keys?.singleKeys()
    defer { keys?.restore() }
    while !line.isLine {
      context.stdout.flush()
      switch context.pacer.wait(until: nil, input: true) {
      case .interrupt(let signal):
        context.print()
        throw interrupted(at: position, in: menu, by: signal)
      case .suspend:
        keys?.restore()
        suspendProcess()
        keys?.singleKeys()
      case .input:
        let bytes = context.stdin.readAvailable()
        if bytes.isEmpty { return line.text }
        _ = line.feed(bytes, keys: false)
        context.stdout.write("\r\u{1B}[K> " + line.text.terminalSafe)
      case .resize, .deadline:
        break
      }
    }
    context.stdout.write("\n")
    return line.text
  }

  /// True when a set is counted down rather than typed: a timed set (a duration and no reps)
  /// on a terminal, unless `--no-timer`.
  func countsDown(_ planned: PlannedSet) -> Bool {
    guard !invocation.has(.noTimer), events == nil ? context.interactive : context.readsKeys
    else { return false }
    return (planned.values[.duration] ?? 0) > 0 && planned.values[.reps] == nil
  }

  /// The exercise `x NAME` or `swap NAME` names; "" for a bare `x` (asked for); nil for other
  /// text.
  func swapName(_ typed: String) -> String? {
    for word in ["x", "swap"] {
      if typed == word { return "" }
      if typed.hasPrefix(word + " ") {
        return String(typed.dropFirst(word.count + 1).trimmingSpaces)
      }
    }
    return nil
  }

  /// Puts another exercise in the set's workout, and says what changed.
  func swap(_ position: SetPosition, in menu: Menu, to typedName: String) throws -> Answer {
    var name = typedName
    if name.isEmpty {
      if context.interactive, events == nil { context.stdout.write("swap for: ") }
      guard let line = try nextLine(at: position, in: menu) else { return .stop }
      name = String(line.trimmingSpaces)
      guard !name.isEmpty else { return .swapped(menu) }
    }
    let workout = menu.workouts[position.workout]
    let outcome = try context.perform(
      SwapExercise(date: date, workout: .id(workout.id), exercise: name, catalog: catalog),
      on: store)
    if let events {
      events.emit(
        .swapped(
          workout: workout.id, exercise: outcome.workout.exercise, replaced: outcome.replaced))
    } else {
      let lead = context.interactive ? "  " : ""
      context.print(lead + text.swapped(outcome, style: context.style))
      for line in text.swapChanges(outcome) { context.print(lead + "  " + line) }
    }
    return .swapped(try store.menu(on: date))
  }

  /// Counts a timed set down: the get-ready, then the hold, a bell at 3-2-1 and zero as rests
  /// have. It is done as planned when it reaches zero, with the time held when Enter stops it
  /// early; `q` stops the run. `changed` is a length typed as a change of the plan (`+5`),
  /// counted down in its place.
  func hold(_ position: SetPosition, in menu: Menu, changed: Double? = nil) throws -> Answer {
    var planned = menu[position].planned
    let plannedSeconds = planned.values[.duration] ?? 0
    if let changed { planned.values[.duration] = changed }
    let seconds = planned.values[.duration] ?? 0
    let getReady = settings.getReady
    var intervals = [TimerInterval("hold", seconds: seconds)]
    if getReady > 0 { intervals.insert(TimerInterval("get ready", seconds: getReady), at: 0) }
    let holdIndex = intervals.count - 1
    events?.emit(.holdStarted(seconds: seconds, getReady: getReady))
    let start = context.pacer.now()
    var timer = IntervalTimer(intervals: intervals, start: start)
    let label =
      "\(place(position, in: menu)) · \(text.planned(planned, of: menu.workouts[position.workout].exercise))"
    var stoppedEarly: Double?
    var length = seconds
    let events = events
    var runner = CountdownRunner(
      context: context, pacer: context.pacer,
      interactive: events == nil ? context.interactive : context.readsKeys,
      quiet: invocation.has(.quiet), onZero: nil,
      describe: { timer in (timer.index < holdIndex ? "GET READY" : "HOLD", label) },
      plainLine: { _, _ in nil }, showsPicture: events == nil,
      onKey: { key, timer, now in
        switch key {
        case .longer, .shorter:
          if timer.index == holdIndex { length = timer.length }
          events?.emit(RunEvent.adjusted(remaining: timer.remaining(at: now)))
        case .pause:
          let remaining = timer.remaining(at: now)
          let event: RunEvent =
            timer.isPaused ? .paused(remaining: remaining) : .resumed(remaining: remaining)
          events?.emit(event)
        case .skip, .stop: break
        }
      })
    runner.willSkip = { (timer: IntervalTimer, now: Double) in
      if timer.index == holdIndex { stoppedEarly = timer.length - timer.remaining(at: now) }
    }
    runner.keyHelp = ["Enter done", "p pause", "q stop"]
    runner.nextLabel = "now"
    let end = runner.run(&timer)
    switch end {
    case .finished:
      let held = stoppedEarly.map { max(0, $0.rounded()) } ?? length
      events?.emit(.holdEnded(stoppedEarly == nil ? .elapsed : .skipped, seconds: held))
      guard held != plannedSeconds else { return .result(.asPlanned) }
      var values = SetValues()
      values[.duration] = held
      return .result(.values(values))
    case .stopped:
      events?.emit(.holdEnded(.stopped, seconds: context.pacer.now() - start))
      return .stop
    case .interrupted(let signal): throw interrupted(at: position, in: menu, by: signal)
    }
  }
}
