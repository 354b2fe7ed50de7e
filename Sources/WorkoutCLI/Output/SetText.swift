import WorkoutCore

/// Words for sets and workouts, for people: `10×60 kg, rest 1:30`. A set is written as it is
/// typed, reps × weight (`10x60 kg` in ASCII), so copying it back logs the same set.
struct SetText {
  let catalog: Catalog
  let style: Style
  /// The units people read.
  var units: DisplayUnits = .metric

  /// The exercise's display name, or its id when the catalog no longer has it; control and
  /// bidi characters from a hand-edited file shown escaped.
  func name(_ id: ExerciseID) -> String {
    (catalog.exercise(id)?.name ?? id.rawValue).terminalSafe
  }

  /// How sets are written, with this style's marks: `×` and `—` on a terminal, else ASCII.
  var notation: SetNotation { SetNotation(catalog: catalog, units: units, ascii: !style.unicode) }

  /// Values in the exercise's item order: reps × weight first, then the rest.
  func values(_ values: SetValues, of exerciseID: ExerciseID, includeRest: Bool = true) -> String {
    notation.values(values, of: exerciseID, includeRest: includeRest)
  }

  /// A planned set, led by its kind's letter when it is not a working set: `W 10×20 kg`.
  func planned(_ set: PlannedSet, of exerciseID: ExerciseID) -> String {
    notation.planned(set, of: exerciseID)
  }

  /// `text` led by the letter of a set's kind, when not a working set: `W 10×20 kg`.
  func kinded(_ kind: SetKind, _ text: String) -> String { notation.kinded(kind, text) }

  /// Why `add --warmup` planned no warm-up sets for `exercise`.
  func noWarmup(_ reason: NoWarmup, of exercise: Exercise) -> String {
    let name = name(exercise.id)
    switch reason {
    case .noWeight:
      return exercise.items.contains(.weight)
        ? "\(name) is planned without a weight" : "\(name) takes no weight"
    case .noBar:
      let equipment = exercise.equipment.map { " (\($0))" } ?? ""
      return "\(name)\(equipment) is not loaded on a bar; ramps are for barbell exercises"
    case .noWorkingSet: return "every set planned is a warm-up; there is no working weight"
    case .atBar: return "the working weight is no heavier than the empty bar"
    }
  }

  /// `10×60`, `8×62.5`: reps × weight in the weight unit, as typed; `8×+10` for an added
  /// weight.
  func repsTimesWeight(_ reps: Double, _ weight: Double, added: Bool = false) -> String {
    notation.repsTimesWeight(reps, weight, added: added)
  }

  /// Sets as `10×60, 9×60, 8×62.5`, or `60 kg`, `12 reps` for a set with only one of them;
  /// each led by its kind's letter when it is not a working set.
  func compact(_ sets: some Sequence<PlannedSet>) -> String {
    sets.map { set in
      let added = set[.weight] == nil && set[.added] != nil
      return kinded(
        set.kind,
        compact(weight: set[.weight] ?? set[.added], reps: set[.reps], unit: false, added: added))
    }
    .joined(separator: ", ")
  }

  /// One set as `8×62.5 kg`, `62.5 kg`, or `12 reps`; `8×+10 kg` when `added` says its weight
  /// is an added weight.
  func compact(_ set: DatedSet, added: Bool = false) -> String {
    compact(weight: set.weight, reps: set.reps, unit: true, added: added)
  }

  private func compact(weight: Double?, reps: Double?, unit: Bool, added: Bool = false) -> String {
    switch (weight, reps) {
    case (let weight?, let reps?):
      repsTimesWeight(reps, weight, added: added) + (unit ? " " + units.weight.symbol : "")
    case (let weight?, nil): (added ? "+" : "") + units.weight(weight)
    case (nil, let reps?): "\(trimmed(reps, decimals: 2)) reps"
    case (nil, nil): style.dash
    }
  }

  /// What happened to a set: `✓ 10×60 kg 07:31`, `skipped`, or an open mark.
  func result(_ set: WorkoutSet, of exerciseID: ExerciseID) -> String {
    if set.skipped { return style.yellow("skipped") }
    guard let actual = set.actual else { return style.dim(style.unicode ? "·" : "-") }
    let mark = style.green(style.unicode ? "✓" : "done")
    let time = set.completedAt.map { " " + style.dim($0.timeOfDay) } ?? ""
    return "\(mark) \(kinded(set.kind, values(actual, of: exerciseID, includeRest: false)))\(time)"
  }

  /// The results of a workout's done sets: `10×60 kg; 9×60 kg`.
  func results(_ workout: Workout) -> String {
    workout.sets.compactMap { set in
      set.isDone
        ? kinded(set.kind, values(set.actual!, of: workout.exercise, includeRest: false)) : nil
    }.joined(separator: "; ")
  }

  /// `New record: Squat heaviest weight 100 kg (was 95 kg)`, `… Run best pace 5:20 /km (was
  /// 5:35 /km)`: the kind as `prs` names it, values in its unit and, like `prs`, computed
  /// figures (e1RM, volume) to one decimal. When the two read the same (135 lb was 61.23 kg, now
  /// 61.25 kg), both get more decimals; when they still do, the old one is left out.
  func newRecord(_ record: PersonalRecord) -> String {
    let kind: String
    let shown: (Double) -> String
    var precise: ((Double) -> String)?
    switch record.kind {
    case .heaviestWeight: (kind, shown) = ("heaviest weight", { units.weight($0) })
    case .bestOneRepMax: (kind, shown) = ("best e1RM", computed)
    case .bestVolume: (kind, shown) = ("best volume", computed)
    case .longestDistance: (kind, shown) = ("longest distance", { format($0, .distance) })
    case .longestDuration: (kind, shown) = ("longest duration", { format($0, .duration) })
    case .bestPace:
      (kind, shown) = (Self.paceName(of: record.exercise), { measure($0, of: record.exercise) })
    }
    switch record.kind {
    case .heaviestWeight, .bestOneRepMax, .bestVolume: precise = { units.weight($0, decimals: 2) }
    case .longestDistance: precise = { units.distance($0, decimals: 4) }
    case .longestDuration, .bestPace: precise = nil
    }
    var now = shown(record.value)
    var was = record.previous.map { " (was \(shown($0)))" } ?? ""
    if let previous = record.previous, shown(previous) == now {
      if let precise, precise(previous) != precise(record.value) {
        now = precise(record.value)
        was = " (was \(precise(previous)))"
      } else {
        was = ""
      }
    }
    return style.green("New record:") + " \(name(record.exercise)) \(kind) \(now)\(was)"
  }

  /// A note as people read it.
  func note(_ text: String) -> String { text.terminalSafe }

  /// `Fri 2024-01-05`.
  func date(_ date: LocalDate) -> String { "\(date.weekday) \(date)" }

  /// A value of an item in its unit: `5.2 km`, `32:00`.
  func format(_ value: Double, _ item: ItemID) -> String { notation.format(value, item) }

  /// A figure computed from weights (e1RM, volume) to one decimal: `112.5 kg`, `248 lb`.
  func computed(_ kilograms: Double) -> String { units.weight(kilograms, decimals: 1) }

  /// A set to show how one is typed, in the weight unit: `8x60`, `8x135`.
  var exampleSet: String { units.weight == .pound ? "8x135" : "8x60" }

  /// A pace per the distance unit: `5:20 /km`, `8:35 /mi`.
  func pace(_ secondsPerKilometre: Double) -> String { units.pace(secondsPerKilometre) }

  /// A pace in the measure of the exercise's activity: `5:20 /km`, `28.5 km/h` (cycling),
  /// `1:55 /100 m` (swimming), `2:05 /500 m` (rowing).
  func measure(_ secondsPerKilometre: Double, of exercise: ExerciseID) -> String {
    units.measure(secondsPerKilometre, of: Activity.of(exercise))
  }

  /// What the best pace of the exercise is called: `best speed` for cycling, else `best pace`.
  static func paceName(of exercise: ExerciseID) -> String {
    Activity.of(exercise)?.measure == .speed ? "best speed" : "best pace"
  }
}

extension Invocation {
  /// Words for sets, with this run's catalog, style and units.
  func setText() throws -> SetText {
    SetText(catalog: try context.catalog(), style: context.style, units: try context.units())
  }
}
