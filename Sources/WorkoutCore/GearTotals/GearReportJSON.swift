// The JSON of the gear views, written once here: a summary is the gear's own keys plus
// `distance`, `uses`, `first`, `last` and `pastRetire`, keys sorted.

extension JSONWriter {
  /// `gear list --json` entry: `{"added", "distance", "first", "for", "id", "kind", "last",
  /// "name", "note", "pastRetire", "retireAt", "retired", "since", "startDistance", "uses"}`.
  public mutating func write(_ summary: GearSummary) {
    object { json in json.writeSummaryFields(summary) }
  }

  /// `gear show --json`: the summary's keys plus `months` (`{"distance", "month", "uses"}`,
  /// oldest first), `moreWorkouts` and `workouts` (`{"date", "distance", "exercise", "id"}`,
  /// newest first).
  public mutating func write(_ detail: GearDetail) {
    object { json in
      json.writeSummaryFields(detail.summary) { json, key in
        switch key {
        case "months":
          json.key("months")
          json.array { json in
            for (month, use) in detail.months {
              json.object { json in
                json.key("distance")
                json.number(Gear.rounded(km: use.distance))
                json.key("month")
                json.string(month.description)
                json.key("uses")
                json.number(use.uses)
              }
            }
          }
          json.key("moreWorkouts")
          json.number(detail.moreWorkouts)
        case "workouts":
          json.key("workouts")
          json.array { json in
            for (date, workout) in detail.workouts {
              json.object { json in
                json.key("date")
                json.string(date.description)
                json.key("distance")
                json.number(Gear.rounded(km: workout.gearDistance))
                json.key("exercise")
                json.string(workout.exercise.rawValue)
                json.key("id")
                json.string(workout.id.rawValue)
              }
            }
          }
        default: break
        }
      }
    }
  }

  /// The summary's keys in order; `extra` writes more keys at their sorted places (`months`
  /// before `name`, `workouts` last).
  private mutating func writeSummaryFields(
    _ summary: GearSummary, extra: (inout JSONWriter, String) -> Void = { _, _ in }
  ) {
    let gear = summary.gear
    key("added")
    string(gear.added.description)
    key("distance")
    number(summary.distance)
    key("first")
    string(summary.use.first?.description)
    key("for")
    array { json in for exercise in gear.exercises { json.string(exercise.rawValue) } }
    key("id")
    string(gear.id.rawValue)
    key("kind")
    string(gear.kind.rawValue)
    key("last")
    string(summary.use.last?.description)
    extra(&self, "months")
    key("name")
    string(gear.name)
    key("note")
    string(gear.note)
    key("pastRetire")
    bool(summary.isPastRetire)
    key("retireAt")
    if let retireAt = gear.retireAt { number(retireAt) } else { null() }
    key("retired")
    string(gear.retired?.description)
    key("since")
    string(gear.since?.description)
    key("startDistance")
    number(gear.startDistance)
    key("uses")
    number(summary.use.uses)
    extra(&self, "workouts")
  }

  /// `gear default --json`: each exercise's default gear, `{"run": "pegasus-40"}`.
  public mutating func writeDefaults(_ file: GearFile) {
    object { json in
      for (exercise, id) in file.defaults.sorted(by: { $0.key < $1.key }) {
        json.key(exercise.rawValue)
        json.string(id.rawValue)
      }
    }
  }
}
