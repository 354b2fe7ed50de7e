// The JSON of what the history commands show, each shape written here only, for `history`,
// `prs`, `stats`, `chart` and `calendar --json` and for an export to reuse. Keys in the order
// the SPEC lists them.

extension JSONWriter {
  /// A `history --json` row: one date's sets done (a set not a working set with its `kind`)
  /// and its figures, of the sets that count.
  public mutating func write(_ session: ExerciseSession, formula: OneRepMaxFormula) {
    object { json in
      json.key("date")
      json.string(session.date.description)
      json.key("sets")
      json.array { json in
        for set in session.sets { json.write(set) }
      }
      json.key("topSet")
      json.optional(session.topSet) { $0.write($1) }
      json.key("volume")
      json.optional(session.volume) { $0.number($1, .weight) }
      json.key("e1rm")
      json.optional(session.oneRepMax(formula)) { $0.number($1, .weight) }
      json.key("distance")
      json.optional(session.distance) { $0.number($1, .distance) }
      json.key("duration")
      json.optional(session.duration) { $0.number($1, .duration) }
      json.key("pace")
      json.optional(session.pace) { $0.number($1, .pace) }
      json.key("times")
      json.array { json in
        for time in session.times { json.write(time) }
      }
      // A body-weight exercise: the body weight its load includes, null when none is known.
      if session.isLoadedByBodyWeight {
        json.key("bodyWeight")
        json.optional(session.bodyWeight?.kg) { $0.number($1) }
        json.key("bodyWeightDate")
        json.string(session.bodyWeight?.date.description)
      }
    }
  }

  /// A session's time: `{"startedAt", "endedAt", "seconds"}`, the end and seconds null until it
  /// ended.
  public mutating func write(_ time: SessionTime) {
    object { json in
      json.key("startedAt")
      json.string(time.start.text)
      json.key("endedAt")
      json.string(time.end?.text)
      json.key("seconds")
      json.optional(time.seconds) { $0.number($1) }
    }
  }

  /// A set's values, then its `kind` when it is not a working set.
  public mutating func write(_ set: PlannedSet) {
    object { json in
      for (item, value) in set.values {
        json.key(item.rawValue)
        json.number(value)
      }
      if set.kind != .working {
        json.key("kind")
        json.string(set.kind.rawValue)
      }
    }
  }

  /// A `prs --json` entry: flat, one key per record and its date.
  public mutating func write(_ record: PersonalRecords) {
    object { json in
      json.key("exercise")
      json.string(record.exercise.rawValue)
      json.key("sessions")
      json.number(record.sessions)
      json.key("maxWeight")
      json.optional(record.maxWeight?.weight) { $0.number($1) }
      json.key("maxWeightReps")
      json.optional(record.maxWeight?.reps) { $0.number($1) }
      json.key("maxWeightDate")
      json.string(record.maxWeight?.date.description)
      // A body-weight exercise's load: the body weight it includes.
      if let body = record.maxWeight?.bodyWeight {
        json.key("maxWeightBodyWeight")
        json.number(body.value)
        json.key("maxWeightBodyWeightDate")
        json.string(body.date.description)
      }
      json.key("bestE1rm")
      json.optional(record.bestOneRepMax?.value) { $0.number($1, .weight) }
      json.key("bestE1rmDate")
      json.string(record.bestOneRepMax?.set.date.description)
      if let body = record.bestOneRepMax?.set.bodyWeight {
        json.key("bestE1rmBodyWeight")
        json.number(body.value)
        json.key("bestE1rmBodyWeightDate")
        json.string(body.date.description)
      }
      json.key("repRecords")
      json.array { json in
        for set in record.repRecords {
          json.object { json in
            json.key("weight")
            json.optional(set.weight) { $0.number($1) }
            json.key("reps")
            json.optional(set.reps) { $0.number($1) }
            json.key("date")
            json.string(set.date.description)
          }
        }
      }
      json.key("mostReps")
      json.optional(record.mostReps?.reps) { $0.number($1) }
      json.key("mostRepsDate")
      json.string(record.mostReps?.date.description)
      for (name, value, figure) in [
        ("bestVolume", record.bestVolume, Figure.weight),
        ("longestDistance", record.longestDistance, .distance),
        ("longestDuration", record.longestDuration, .duration),
        ("bestPace", record.bestPace, .pace),
      ] {
        json.key(name)
        json.optional(value?.value) { $0.number($1, figure) }
        json.key(name + "Date")
        json.string(value?.date.description)
      }
      // A body-weight exercise's added weight: its records, whether body weight is known or not.
      json.key("maxAddedWeight")
      json.optional(record.maxAddedWeight?.weight) { $0.number($1) }
      json.key("maxAddedWeightReps")
      json.optional(record.maxAddedWeight?.reps) { $0.number($1) }
      json.key("maxAddedWeightDate")
      json.string(record.maxAddedWeight?.date.description)
      json.key("addedWeightRepRecords")
      json.array { json in
        for set in record.addedWeightRepRecords {
          json.object { json in
            json.key("addedWeight")
            json.optional(set.weight) { $0.number($1) }
            json.key("reps")
            json.optional(set.reps) { $0.number($1) }
            json.key("date")
            json.string(set.date.description)
          }
        }
      }
    }
  }

  /// A `stats --json` entry.
  public mutating func write(_ stats: ExerciseStats) {
    object { json in
      json.key("exercise")
      json.string(stats.exercise.rawValue)
      json.key("lastDate")
      json.string(stats.lastDate.description)
      json.key("lastTopSet")
      json.optional(stats.lastTopSet) { $0.write($1) }
      json.key("bestE1rm")
      json.optional(stats.bestOneRepMax) { $0.number($1, .weight) }
      json.key("bestPace")
      json.optional(stats.bestPace) { $0.number($1, .pace) }
      json.key("sessions")
      json.number(stats.sessions)
    }
  }

  /// `chart --json`: the exercise, the metric's name, the days per bar and the bars.
  public mutating func write(_ chart: ExerciseChart, avg: Int, fill: Bool) {
    object { json in
      json.key("exercise")
      json.string(chart.exercise.rawValue)
      json.key("metric")
      json.string(chart.metric.rawValue)
      json.key("avg")
      json.number(avg)
      json.key("points")
      json.array { json in
        for point in chart.points(avg: avg, fill: fill) {
          json.object { json in
            json.key("date")
            json.string(point.date.description)
            json.key("value")
            json.optional(point.value) { $0.number($1, chart.metric.figure) }
          }
        }
      }
    }
  }

  /// `calendar --json`: the month, its trained dates and the streaks.
  public mutating func write(_ calendar: TrainingCalendar) {
    object { json in
      json.key("month")
      json.string(calendar.month.description)
      json.key("trainedDates")
      json.array { json in for date in calendar.trainedDates { json.string(date.description) } }
      json.writeStreakFields(calendar.streaks)
      json.key("plannedDates")
      json.array { json in for date in calendar.plannedDates { json.string(date.description) } }
      json.key("weeklyStreak")
      json.write(calendar.weeklyStreaks)
    }
  }

  /// `calendar --year --json`: the year, the sets of each date trained, the planned dates and
  /// the streaks.
  public mutating func write(_ year: TrainingYear) {
    object { json in
      json.key("year")
      json.number(year.year)
      json.key("days")
      json.array { json in
        for (date, sets) in year.setsByDate.sorted(by: { $0.key < $1.key }) {
          json.object { json in
            json.key("date")
            json.string(date.description)
            json.key("sets")
            json.number(sets)
          }
        }
      }
      json.key("plannedDates")
      json.array { json in for date in year.plannedDates { json.string(date.description) } }
      json.writeStreakFields(year.streaks)
      json.key("weeklyStreak")
      json.write(year.weeklyStreaks)
    }
  }

  /// `"currentStreak", "longestStreak", "longestStreakEnd"`: the daily streaks' keys, inside
  /// an object.
  mutating func writeStreakFields(_ streaks: Streaks) {
    key("currentStreak")
    number(streaks.current)
    key("longestStreak")
    number(streaks.longest)
    key("longestStreakEnd")
    string(streaks.longestEnd?.description)
  }

  /// `{"current", "longest", "longestStart", "longestEnd", "perWeek"}`: weeks.
  public mutating func write(_ streaks: WeeklyStreaks) {
    object { json in
      json.key("current")
      json.number(streaks.current)
      json.key("longest")
      json.number(streaks.longest)
      json.key("longestStart")
      json.string(streaks.longestStart?.description)
      json.key("longestEnd")
      json.string(streaks.longestEnd?.description)
      json.key("perWeek")
      json.number(streaks.perWeek)
    }
  }

  /// A new record: `{"exercise", "kind", "previous", "value"}`, values in canonical units.
  public mutating func write(_ record: PersonalRecord) {
    object { json in
      json.key("exercise")
      json.string(record.exercise.rawValue)
      json.key("kind")
      json.string(record.kind.rawValue)
      json.key("previous")
      json.optional(record.previous) { $0.number($1, record.kind) }
      json.key("value")
      json.number(record.value, record.kind)
    }
  }
}

extension ChartMetric {
  /// The figure a chart's values are: each a day's or an average of days'.
  public var figure: Figure {
    switch self {
    case .weight, .e1rm, .volume: .weight
    case .reps: .reps
    case .distance: .distance
    case .duration: .duration
    }
  }
}

extension JSONWriter {
  /// Writes a record's value: a heaviest weight as stored, exactly; the others, worked out, as
  /// their figure.
  mutating func number(_ value: Double, _ kind: PersonalRecord.Kind) {
    switch kind {
    case .heaviestWeight: number(value)
    case .bestOneRepMax, .bestVolume: number(value, .weight)
    case .longestDistance: number(value, .distance)
    case .longestDuration: number(value, .duration)
    case .bestPace: number(value, .pace)
    }
  }
}
