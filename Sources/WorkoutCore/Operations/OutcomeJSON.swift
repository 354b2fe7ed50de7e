// The JSON of what operations did, for `--json` and for scripts: one place per shape.

extension JSONWriter {
  /// `add --json`: `{"date", "lastRecorded", "position", "progression"?, "workout"}`.
  public mutating func write(_ outcome: AddWorkout.Outcome) {
    object { json in
      json.key("date")
      json.string(outcome.date.description)
      json.key("lastRecorded")
      if let last = outcome.lastRecorded {
        json.object { json in
          json.key("date")
          json.string(last.date.description)
          json.key("sets")
          json.array { json in
            for set in last.workout.sets where set.isDone { json.write(set.actual!) }
          }
        }
      } else {
        json.null()
      }
      if let noWarmup = outcome.noWarmup {
        json.key("noWarmup")
        json.string(noWarmup.rawValue)
      }
      json.key("position")
      json.number(outcome.position)
      if let suggestion = outcome.suggestion {
        json.key("progression")
        json.write(suggestion)
      }
      json.key("workout")
      json.write(outcome.workout)
    }
  }

  /// `remove --json`: `{"date", "position", "workout"}`, the workout as it was removed.
  public mutating func write(_ outcome: PlacedWorkout) {
    writeWorkout(outcome.workout, at: outcome.position, on: outcome.date)
  }

  /// `edit --json`: `{"date", "position", "workout"}`, the workout as it is now (its `group`
  /// among its keys).
  public mutating func write(_ outcome: EditWorkout.Outcome) {
    writeWorkout(outcome.workout, at: outcome.position, on: outcome.date)
  }

  /// `record --json`: `{"date", "position", "records", "set", "workout"}`; `set` from 1.
  public mutating func write(_ outcome: RecordSet.Outcome) {
    writeWorkout(
      outcome.workout, at: outcome.position.workout + 1, on: outcome.date,
      records: outcome.records, set: outcome.position.set + 1)
  }

  /// `log --json`: `{"date", "position", "records", "workout"}`.
  public mutating func write(_ outcome: LogSets.Outcome) {
    writeWorkout(outcome.workout, at: outcome.position, on: outcome.date, records: outcome.records)
  }

  private mutating func writeWorkout(
    _ workout: Workout, at position: Int, on date: LocalDate, records: [PersonalRecord]? = nil,
    set: Int? = nil
  ) {
    object { json in
      json.key("date")
      json.string(date.description)
      json.key("position")
      json.number(position)
      if let records {
        json.key("records")
        json.array { json in for record in records { json.write(record) } }
      }
      if let set {
        json.key("set")
        json.number(set)
      }
      json.key("workout")
      json.write(workout)
    }
  }

  /// A progression: `{"kind", "reason"}`.
  public mutating func write(_ suggestion: Suggestion) {
    object { json in
      json.key("kind")
      json.string(suggestion.kind.rawValue)
      json.key("reason")
      json.string(suggestion.reason)
    }
  }

  /// `suggest --json`: `{"exercise", "date", "progression", "sets"}`.
  public mutating func write(_ suggestion: Suggestion, of exercise: ExerciseID, on date: LocalDate)
  {
    object { json in
      json.key("exercise")
      json.string(exercise.rawValue)
      json.key("date")
      json.string(date.description)
      json.key("progression")
      json.write(suggestion)
      json.key("sets")
      json.array { json in for set in suggestion.sets { json.write(set) } }
    }
  }
}
