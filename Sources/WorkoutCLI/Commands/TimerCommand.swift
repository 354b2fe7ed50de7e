import WorkoutCore

/// `timer`: a standalone interval timer, with the countdown and keys of a rest.
enum TimerCommand {
  static var timer: CommandSpec {
    CommandSpec(
      name: "timer",
      abstract: "Run an interval timer: one interval, or several repeated for rounds.",
      discussion: """
        Each DURATION is one interval (90, 90s, 1:30, 1m30s); with several, they alternate in \
        every round (work, rest). On a terminal: Enter skips an interval, + and - change it by \
        15 s, p pauses, q stops; a bell rings at 3-2-1 and at zero. With --json, stdout is \
        one JSON object per event: started, phase, paused, resumed, ended or stopped.
        """,
      input: TimerInput.self,
      examples: [
        "wkc timer 90", "wkc timer 20s 10s --rounds 8", "wkc timer 1m --rounds 10 --count-in 10s",
      ],
      run: runTimer)
  }

  enum TimerInput: CommandInput {
    case durations, rounds, countIn, quiet

    var declaration: InputDeclaration {
      switch self {
      case .durations:
        .argument(
          ArgumentSpec(name: "DURATION", help: "An interval's length.", isRepeating: true))
      case .rounds: .option(.value("rounds", "N", "Repeat the intervals N times (default: 1)."))
      case .countIn:
        .option(.value("count-in", "S", "A count-in before the first interval, e.g. 10s."))
      case .quiet: .option(.flag("quiet", "No bells."))
      }
    }
  }

  /// A length typed as a time (`90`, `1:30`, `20s`), in seconds.
  private static func length(_ text: String, name: String) throws(UsageError) -> Double {
    guard let item = Catalog.builtInItems.first(where: { $0.id == .duration }) else {
      throw UsageError("\(name): the catalog has no duration item")
    }
    do {
      return try item.parse(text)
    } catch {
      switch error {
      case .malformed(_, let text, let expected):
        throw UsageError("\(name): '\(text)' is not a length; expected \(expected)")
      case .invalid(_, let reason): throw UsageError("\(name) \(reason)")
      }
    }
  }

  private static func runTimer(_ invocation: Invocation<TimerInput>) throws {
    let context = invocation.context
    // Lengths are words of the command line, not data: every bad one is a usage error (64),
    // as `--rounds 0` is.
    let durations = try invocation.values(.durations).map { text in
      let seconds = try length(text, name: "DURATION")
      guard seconds > 0 else { throw UsageError("DURATION must be more than 0, not '\(text)'") }
      return seconds
    }
    let rounds = try invocation.wholeNumber(.rounds, in: 1...1000) ?? 1
    let countIn = try invocation.value(.countIn).map { try length($0, name: "--count-in") } ?? 0
    let pacer = context.pacer
    let started = pacer.now()
    var timer = IntervalTimer(
      durations: durations, rounds: rounds, countIn: countIn, start: started)
    let names = IntervalNames(
      intervals: timer.intervals, perRound: durations.count, rounds: rounds,
      countIn: countIn > 0)
    let total = timer.intervals.reduce(0) { $0 + $1.seconds }
    let events = context.json ? EventLines(context: context) : nil
    if let events {
      events.emit(.started(seconds: total, intervals: timer.intervals.count, rounds: rounds))
      events.emit(.phase(names.phase(0)))
    } else if !context.interactive {
      // On a terminal the picture says it all: a first line naming the first interval would
      // stay above it, stale, through every REST.
      context.print("timer \(Countdown.clock(total)): \(names.name(0))")
      context.stdout.flush()
    }
    let runner = CountdownRunner(
      context: context, pacer: pacer,
      interactive: events == nil ? context.interactive : context.readsKeys,
      quiet: invocation.has(.quiet), onZero: nil,
      describe: { timer in (names.title(timer.index), names.next(after: timer.index)) },
      plainLine: { event, _ in
        guard case .started(let index) = event else { return nil }
        // The runner adds the newline.
        return events.map { String($0.line(.phase(names.phase(index))).dropLast()) }
          ?? names.name(index)
      },
      showsPicture: events == nil,
      onKey: { key, timer, now in
        let remaining = timer.remaining(at: now)
        switch key {
        case .pause:
          events?.emit(
            timer.isPaused
              ? TimerStreamEvent.paused(remaining: remaining) : .resumed(remaining: remaining))
        case .longer, .shorter: events?.emit(TimerStreamEvent.adjusted(remaining: remaining))
        case .skip, .stop: break
        }
      })
    let end = runner.run(&timer)
    let seconds = pacer.now() - started
    let elapsed = Countdown.elapsed(seconds)
    switch end {
    case .finished:
      if let events {
        events.emit(.ended(seconds: seconds))
      } else {
        context.print("done \(elapsed)")
      }
    case .stopped:
      if let events {
        events.emit(.stopped(seconds: seconds))
      } else {
        context.print("stopped after \(elapsed)")
      }
    case .interrupted(let signal):
      throw Interrupted(message: "interrupted after \(elapsed)", signal: signal)
    }
  }
}

/// What a timer's intervals are called: `work 2/8 0:20`, `count-in 0:10`, `REST  round 2/8`.
private struct IntervalNames {
  let intervals: [TimerInterval]
  let perRound: Int
  let rounds: Int
  /// The first interval is a count-in.
  let countIn: Bool

  private var offset: Int { countIn ? 1 : 0 }

  private func round(_ index: Int) -> Int { (index - offset) / perRound + 1 }

  /// `work 2/8 0:20`, or `count-in 0:10`.
  func name(_ index: Int) -> String {
    let interval = intervals[index]
    let clock = Countdown.clock(interval.seconds)
    if index < offset { return "count-in \(clock)" }
    return rounds > 1
      ? "\(interval.label) \(round(index))/\(rounds) \(clock)" : "\(interval.label) \(clock)"
  }

  /// The interval at `index` as an event: its label, round and length.
  func phase(_ index: Int) -> TimerPhase {
    let label = index < offset ? "count-in" : intervals[index].label
    return TimerPhase(
      index: index, label: label, round: index < offset ? nil : round(index), rounds: rounds,
      seconds: intervals[index].seconds)
  }

  /// The large title of the interval running: `WORK  round 2/8`.
  func title(_ index: Int) -> String {
    var title = intervals[index].label.uppercased()
    if index >= offset, rounds > 1 { title += "  round \(round(index))/\(rounds)" }
    return title
  }

  /// The name of the interval after `index`, if there is one.
  func next(after index: Int) -> String? {
    index + 1 < intervals.count ? name(index + 1) : nil
  }
}
