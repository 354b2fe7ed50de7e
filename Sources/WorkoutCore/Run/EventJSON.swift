// The JSON Lines of `run --json` and `timer --json`: one compact object per event, `event` and
// `time` first, then the event's own keys in a fixed order. Values in canonical units.

extension JSONWriter {
  /// One line of `run --json`: `{"event": …, "time": …, …}` and a newline.
  public static func line(_ event: RunEvent, at time: Timestamp) -> String {
    var json = JSONWriter(pretty: false)
    json.object { json in
      json.header(event.name, time)
      json.members(of: event)
    }
    return json.text
  }

  /// One line of `timer --json`: `{"event": …, "time": …, …}` and a newline.
  public static func line(_ event: TimerStreamEvent, at time: Timestamp) -> String {
    var json = JSONWriter(pretty: false)
    json.object { json in
      json.header(event.name, time)
      json.members(of: event)
    }
    return json.text
  }

  // MARK: - Run

  private mutating func header(_ name: String, _ time: Timestamp) {
    key("event")
    string(name)
    key("time")
    string(time.text)
  }

  private mutating func members(of event: RunEvent) {
    switch event {
    case .session(let date, let workouts):
      key("date")
      string(date.description)
      key("workouts")
      array { json in for workout in workouts { json.write(workout) } }
    case .set(let place, let planned, let plates):
      write(place)
      key("planned")
      write(planned.values)
      key("kind")
      string(planned.kind.rawValue)
      key("plates")
      optional(plates) { $0.write($1) }
    case .recorded(let place, let set):
      write(place)
      key("actual")
      optional(set.actual) { $0.write($1) }
      key("completedAt")
      string(set.completedAt?.text)
      key("skipped")
      bool(set.skipped)
    case .restStarted(let seconds, let next, let beforeNextExercise):
      key("seconds")
      number(seconds)
      key("next")
      optional(next) { json, place in json.object { $0.write(place) } }
      key("beforeNextExercise")
      bool(beforeNextExercise)
    case .restEnded(let how, let seconds):
      key("how")
      string(how.rawValue)
      key("seconds")
      milliseconds(seconds)
    case .paused(let remaining), .resumed(let remaining), .adjusted(let remaining):
      key("remaining")
      milliseconds(remaining)
    case .holdStarted(let seconds, let getReady):
      key("seconds")
      number(seconds)
      key("getReady")
      number(getReady)
    case .holdEnded(let how, let seconds):
      key("how")
      string(how.rawValue)
      key("seconds")
      milliseconds(seconds)
    case .swapped(let workout, let exercise, let replaced):
      key("workout")
      string(workout.rawValue)
      key("exercise")
      string(exercise.rawValue)
      key("replaced")
      string(replaced.rawValue)
    case .gear(let workout, let exercise, let gear):
      key("workout")
      string(workout.rawValue)
      key("exercise")
      string(exercise.rawValue)
      key("gear")
      string(gear?.rawValue)
    case .summary(let summary):
      write(summary)
    }
  }

  /// The members `workout`, `exercise`, `set`, `of` of the current object, and `group` when the
  /// workout is in one.
  private mutating func write(_ place: SetPlace) {
    key("workout")
    string(place.workout.rawValue)
    key("exercise")
    string(place.exercise.rawValue)
    key("set")
    number(place.set)
    key("of")
    number(place.of)
    if let group = place.group {
      key("group")
      number(group)
    }
  }

  private mutating func write(_ summary: RunSummary) {
    key("date")
    string(summary.date.description)
    key("setsDone")
    number(summary.sets.setsDone)
    key("setsSkipped")
    number(summary.sets.setsSkipped)
    key("volume")
    number(summary.sets.volume, .weight)
    key("duration")
    milliseconds(summary.duration)
    key("resumeAt")
    optional(summary.resumeAt) { json, place in json.object { $0.write(place) } }
    key("records")
    array { json in for record in summary.records { json.write(record) } }
  }

  /// Seconds measured on a clock, to the millisecond: `2.001`, not `2.0014604099997086`.
  private mutating func milliseconds(_ seconds: Double) {
    number(seconds, .duration)
  }

  // MARK: - Timer

  private mutating func members(of event: TimerStreamEvent) {
    switch event {
    case .started(let seconds, let intervals, let rounds):
      key("seconds")
      number(seconds)
      key("intervals")
      number(intervals)
      key("rounds")
      number(rounds)
    case .phase(let phase):
      key("index")
      number(phase.index)
      key("phase")
      string(phase.label)
      key("round")
      optional(phase.round) { $0.number($1) }
      key("rounds")
      number(phase.rounds)
      key("seconds")
      number(phase.seconds)
    case .paused(let remaining), .resumed(let remaining), .adjusted(let remaining):
      key("remaining")
      milliseconds(remaining)
    case .ended(let seconds), .stopped(let seconds):
      key("seconds")
      milliseconds(seconds)
    }
  }
}
