// Strong's CSV exports, every layout FORMATS.md lists: one row per set, workout fields repeated on
// each row, `Rest Timer` and `Note` pseudo-rows. A workout is (Date, Workout Name): its key is
// `strong|2024-01-03 07:12:00|Push Day` in every layout, so a later export gives the same keys.

/// Reads the rows of a Strong export.
struct StrongReader: ForeignRowReader {
  enum Column: Int, CaseIterable {
    case number, date, name, duration, durationSeconds, exercise, order, weight, weightUnit
    case reps, rpe, distance, distanceUnit, seconds, notes, workoutNotes
  }

  /// Header names, English and German, lowercase.
  static let names: [String: (Column, Unit?)] = [
    "workout #": (.number, nil), "date": (.date, nil), "datum": (.date, nil),
    "workout name": (.name, nil), "workout-name": (.name, nil),
    "duration": (.duration, nil), "workout duration": (.duration, nil),
    "dauer": (.duration, nil), "workout-dauer": (.duration, nil),
    "duration (sec)": (.durationSeconds, nil),
    "exercise name": (.exercise, nil), "name der übung": (.exercise, nil),
    "set order": (.order, nil), "reihenfolge festlegen": (.order, nil),
    "weight": (.weight, nil), "gewicht": (.weight, nil), "kg": (.weight, .kilogram),
    "lbs": (.weight, .pound), "weight (kg)": (.weight, .kilogram),
    "weight (lbs)": (.weight, .pound), "weight unit": (.weightUnit, nil),
    "reps": (.reps, nil), "wiederh.": (.reps, nil), "rpe": (.rpe, nil),
    "distance": (.distance, nil), "entfernung": (.distance, nil), "km": (.distance, .kilometre),
    "mi": (.distance, .mile), "distance (meters)": (.distance, .metre),
    "distance (km)": (.distance, .kilometre), "distance (miles)": (.distance, .mile),
    "distance unit": (.distanceUnit, nil),
    "seconds": (.seconds, nil), "sekunden": (.seconds, nil),
    "notes": (.notes, nil), "notizen": (.notes, nil),
    "workout notes": (.workoutNotes, nil), "workout-notizen": (.workoutNotes, nil),
  ]

  /// Where a column's unit comes from.
  enum UnitSource: Equatable {
    /// A unit column on each row (`Weight Unit`, `Distance Unit`).
    case row
    /// The header's name for the column (`Weight (kg)`, `km`).
    case header(Unit)
    /// Nowhere: `--unit`, or a guess.
    case unsaid

    /// The unit the header gives, or nil.
    var unit: Unit? {
      if case .header(let unit) = self { return unit }
      return nil
    }
  }

  private let columns: HeaderColumns<Column>
  private let fields: FieldReader
  private let options: ImportOptions
  private let variant: String
  private let weightSource: UnitSource
  private let distanceSource: UnitSource
  private var builder = LogBuilder()

  // Reading state.
  private var lastDate: (text: String, time: ForeignTime)?
  private var keys: Set<String> = []
  private var group = ""
  private var seen: Set<String> = []
  private var lastSet: SetReference?
  private var lastWasRest = false
  private var lastNumber: (workout: Int, exercise: Int, number: Int)?
  /// True when `Note` rows come before their exercise's sets, false after them, nil while no
  /// note row has said.
  private var notesBeforeSets: Bool?
  /// Sets whose weight or distance is still in the file's number, its unit decided at the end.
  private var unsaidWeights: [SetReference] = []
  private var unsaidDistances: [SetReference] = []
  private var rowWeightUnits: [Unit: Int] = [:]

  /// A reader of a header Strong writes; throws when it is not one.
  init(header: [String], delimiter: UInt8, options: ImportOptions) throws(HeaderMismatch) {
    columns = try HeaderColumns(
      header, names: Self.names, required: [.date, .name, .exercise, .order], app: "Strong")
    fields = FieldReader(decimalComma: delimiter == UInt8(ascii: ";"))
    self.options = options
    weightSource =
      columns.has(.weightUnit) ? .row : columns.units[.weight].map(UnitSource.header) ?? .unsaid
    distanceSource =
      columns.has(.distanceUnit)
      ? .row : columns.units[.distance].map(UnitSource.header) ?? .unsaid
    let german = header.contains { $0.spacesTrimmed.lowercased() == "datum" }
    variant = Self.variant(columns, delimiter: delimiter) + (german ? ", German header" : "")
  }

  private static func variant(_ columns: HeaderColumns<Column>, delimiter: UInt8) -> String {
    if columns.has(.number) { return "C: current layout, `;`, Workout #" }
    if columns.has(.weightUnit) {
      return delimiter == UInt8(ascii: ";")
        ? "B: Android, `;`, unit columns" : "B: iOS, `,`, unit columns"
    }
    if columns.units[.weight] != nil { return "A00: 2016, kg and km columns" }
    if !columns.has(.duration) { return "A0: 2017, no duration" }
    return columns.has(.notes) ? "A: classic" : "A2: classic without notes"
  }

  // MARK: - Rows

  mutating func read(_ record: CSVRecord) throws(ImportError) {
    try columns.checkWidth(record)
    let line = record.line
    let workout = try workout(of: record)
    let exerciseName = try fields.text(text(.exercise, record), "Exercise Name", line: line)
    guard !exerciseName.isEmpty else {
      throw ImportError(line: line, reason: "Exercise Name is empty")
    }
    let note = try fields.optionalText(text(.notes, record), "Notes", line: line)
    let order = text(.order, record).spacesTrimmed
    var kind = SetKind.working
    var number: Int?
    let afterRest = lastWasRest
    lastWasRest = order.lowercased() == "rest timer"
    switch order.lowercased() {
    case "rest timer":
      return try readRest(record, exercise: exerciseName, afterRest: afterRest)
    case "note":
      readNote(note, exercise: exerciseName, workout: workout, line: line)
      return
    case "w": kind = .warmup
    case "d": kind = .drop
    case "f": kind = .failure
    default:
      number = try setNumber(order, line: line)
    }
    lastSet = nil
    if number != nil, !seen.insert(record.texts.joined(separator: "\u{1F}")).inserted {
      builder.skipped.append(SkippedRow(line: line, reason: "the same as an earlier row"))
      return
    }
    let last = lastNumber
    let lastExercise = builder[workout].exercises.count - 1
    let exercise = builder.exercise(exerciseName, in: workout, line: line) { exercise in
      // An exercise started by its `Note` row, or by warm-up sets, takes the numbered sets
      // after it; a number not above the exercise's last one starts it again.
      guard !exercise.sets.isEmpty, let number, let last, last.workout == workout,
        last.exercise == lastExercise
      else {
        return true
      }
      return number > last.number
    }
    builder.addNote(note, workout: workout, exercise: exercise)
    if let number { lastNumber = (workout, exercise, number) }
    try readSet(record, kind: kind, workout: workout, exercise: exercise)
  }

  /// A `Note` row: the note of its exercise. The current layout writes it before the
  /// exercise's sets, an older one after them; the first note row of the file whose exercise
  /// is not the one before it says which. A note of the exercise just read starts the next one
  /// of that name when notes come first (the same exercise added twice in a row), else it is
  /// that exercise's.
  private mutating func readNote(_ note: String?, exercise name: String, workout: Int, line: Int) {
    let exercises = builder[workout].exercises
    let follows = exercises.last.map { $0.name == name && !$0.sets.isEmpty } ?? false
    if notesBeforeSets == nil { notesBeforeSets = !follows }
    var exercise = builder.exercise(name, in: workout, line: line)
    if follows, notesBeforeSets == true, let note, !note.isEmpty,
      exercises.last?.note.map({ ("\n" + $0 + "\n").contains("\n" + note + "\n") }) != true
    {
      exercise = builder.exercise(name, in: workout, line: line) { _ in false }
    }
    builder.addNote(note, workout: workout, exercise: exercise)
  }

  /// The largest Set Order taken: the largest whole number a `Double` holds exactly.
  static let maximumSetOrder = 9_007_199_254_740_991

  /// A numbered Set Order (`3`, `3.0`): a whole number from 0 to `maximumSetOrder`.
  private func setNumber(_ order: Substring, line: Int) throws(ImportError) -> Int {
    let shown = quoted(String(order))
    guard let value = FieldReader.decimal(order, comma: false) else {
      throw ImportError(
        line: line, reason: "Set Order \(shown) is not a number, W, D, F, Rest Timer or Note")
    }
    guard value == value.rounded() else {
      throw ImportError(line: line, reason: "Set Order \(shown) is not a whole number")
    }
    guard value >= 0 else {
      throw ImportError(
        line: line, reason: "Set Order \(shown) is less than wkc takes (at least 0)")
    }
    guard value <= Double(Self.maximumSetOrder) else {
      throw ImportError(
        line: line,
        reason: "Set Order \(shown) is more than wkc takes (at most \(Self.maximumSetOrder))")
    }
    return Int(value)
  }

  /// The index of the row's workout, started on its first row.
  private mutating func workout(of record: CSVRecord) throws(ImportError) -> Int {
    let line = record.line
    let dateText = text(.date, record)
    let time = try time(dateText, line: line)
    let name = try fields.text(text(.name, record), "Workout Name", line: line)
    // The date as written names the same time on every row of one file.
    var group = dateText + "\u{1F}" + name
    var number: Int?
    if columns.has(.number) {
      let text = text(.number, record).spacesTrimmed
      guard let value = Int(text) else {
        throw ImportError(line: line, reason: "Workout # \(quoted(String(text))) is not a number")
      }
      number = value
      group = "#\(value)"
    }
    if group != self.group {
      self.group = group
      seen = []
      lastSet = nil
    }
    let workoutNote = try fields.optionalText(
      text(.workoutNotes, record), "Workout Notes", line: line)
    if let index = builder.workout(group) {
      if builder[index].note == nil { builder[index].note = workoutNote }
      return index
    }
    var key = "strong|" + time.text + "|" + name
    if let number, keys.contains(key) { key += "|#\(number)" }
    keys.insert(key)
    return builder.start(
      ForeignWorkout(
        key: key, date: time.date, startSecond: time.second, name: name.isEmpty ? nil : name,
        note: workoutNote, duration: try duration(record), line: line),
      as: group)
  }

  private mutating func time(_ text: String, line: Int) throws(ImportError) -> ForeignTime {
    if let lastDate, lastDate.text == text { return lastDate.time }
    guard let time = ForeignTime.iso(Substring(text)) else {
      throw ImportError(
        line: line, reason: "Date \(quoted(text)) is not a date like 2024-01-03 07:12:00")
    }
    lastDate = (text, time)
    return time
  }

  private mutating func duration(_ record: CSVRecord) throws(ImportError) -> Double? {
    if columns.has(.durationSeconds) {
      let seconds = try fields.number(
        text(.durationSeconds, record), "Duration (sec)", line: record.line)
      return seconds.flatMap { $0 > 0 ? $0 : nil }
    }
    let text = text(.duration, record).spacesTrimmed
    if text.isEmpty { return nil }
    if let seconds = DurationText.seconds(text) { return seconds > 0 ? seconds : nil }
    builder.adjusted.append(
      SkippedRow(
        line: record.line, reason: "workout duration \(quoted(String(text))) not understood"))
    return nil
  }

  /// A `Rest Timer` row: the rest after the set on the row before.
  private mutating func readRest(_ record: CSVRecord, exercise: String, afterRest: Bool)
    throws(ImportError)
  {
    let line = record.line
    defer { lastSet = nil }
    guard let seconds = try fields.number(text(.seconds, record), "Seconds", line: line),
      seconds > 0
    else {
      builder.skipped.append(SkippedRow(line: line, reason: "a rest timer with no length"))
      return
    }
    guard let set = lastSet, builder[set.workout].exercises[set.exercise].name == exercise else {
      let reason =
        afterRest ? "a rest timer right after another" : "a rest timer with no set before it"
      builder.skipped.append(SkippedRow(line: line, reason: reason))
      return
    }
    try ItemLimits.check(seconds, .rest, line: line)
    builder[set: set].values[.rest] = seconds
  }

  private mutating func readSet(
    _ record: CSVRecord, kind: SetKind, workout: Int, exercise: Int
  ) throws(ImportError) {
    let line = record.line
    var values = SetValues()
    try ItemLimits.set(&values, .reps, number(.reps, "Reps", record), line: line)
    try ItemLimits.set(&values, .duration, number(.seconds, "Seconds", record), line: line)
    try ItemLimits.set(&values, .rpe, number(.rpe, "RPE", record), line: line)
    let weight = try number(.weight, "Weight", record)
    let weightUnit = try rowUnit(.weightUnit, record, .weight, "kg or lbs")
    var weightUnsaid = false
    if let weight, weight != 0 {
      switch weightSource {
      case .header(.kilogram), .unsaid: weightUnsaid = true
      case .header(let unit): values[.weight] = unit.canonical(denoised(weight))
      case .row:
        if let weightUnit {
          rowWeightUnits[weightUnit, default: 0] += 1
          values[.weight] = weightUnit.canonical(denoised(weight))
        } else {
          weightUnsaid = true
        }
      }
      // A number in a unit still unknown is checked once in kilograms, at the end.
      if weightUnsaid {
        values[.weight] = weight
      } else {
        try ItemLimits.check(values[.weight]!, .weight, line: line)
      }
    }
    let distance = try number(.distance, "Distance", record)
    let distanceUnit = try rowUnit(.distanceUnit, record, .distance, "km, mi or m")
    var distanceUnsaid = false
    if let distance, distance != 0 {
      switch distanceSource {
      case .unsaid: distanceUnsaid = true
      case .header(let unit): values[.distance] = unit.canonical(distance)
      case .row:
        if let distanceUnit {
          values[.distance] = distanceUnit.canonical(distance)
        } else {
          distanceUnsaid = true
        }
      }
      if distanceUnsaid {
        values[.distance] = distance
      } else {
        try ItemLimits.check(values[.distance]!, .distance, line: line)
      }
    }
    var leftOut: String?
    if !distanceUnsaid, let kilometres = values[.distance],
      !plausibleDistance(kilometres, seconds: values[.duration])
    {
      values[.distance] = nil
      builder.adjusted.append(SkippedRow(line: line, reason: implausible(distance!)))
      leftOut = LeftOut.implausibleNote(written(distance!, distanceUnit ?? distanceSource.unit))
    }
    guard !values.isEmpty || leftOut != nil else {
      builder.skipped.append(SkippedRow(line: line, reason: "no values"))
      return
    }
    let set = builder.append(
      ForeignSet(kind: kind, values: values, line: line, leftOut: leftOut), workout: workout,
      exercise: exercise)
    lastSet = set
    if weightUnsaid { unsaidWeights.append(set) }
    if distanceUnsaid { unsaidDistances.append(set) }
  }

  // MARK: - Units

  mutating func finish() throws(ImportError) -> ForeignLog {
    let guess = weightGuess()
    let (weightUnit, guessed, toKilograms) = weightRule(guess)
    let writtenWeights = unsaidWeights.map { builder[set: $0].values[.weight]! }
    for reference in unsaidWeights {
      let kilograms = toKilograms(builder[set: reference].values[.weight]!)
      try ItemLimits.check(kilograms, .weight, line: builder[set: reference].line)
      builder[set: reference].values[.weight] = kilograms
    }
    let distanceUnit =
      options.distanceUnit ?? (weightUnit == .pound ? Unit.mile : Unit.kilometre)
    let units = unsaidDistanceUnits(assumed: distanceUnit, told: options.distanceUnit != nil)
    for reference in unsaidDistances {
      let line = builder[set: reference].line
      let distance = builder[set: reference].values[.distance]!
      let kilometres = (units[exerciseName(reference)] ?? distanceUnit).canonical(distance)
      try ItemLimits.check(kilometres, .distance, line: line)
      if plausibleDistance(kilometres, seconds: builder[set: reference].values[.duration]) {
        builder[set: reference].values[.distance] = kilometres
      } else {
        builder[set: reference].values[.distance] = nil
        builder.adjusted.append(SkippedRow(line: line, reason: implausible(distance)))
        builder[set: reference].leftOut = LeftOut.implausibleNote(written(distance, distanceUnit))
      }
    }
    var log = builder.log(
      app: .strong, variant: variant, weightUnit: weightUnit, unitGuessed: guessed)
    log.weightGuess = guess
    if guessed, case .header(.kilogram) = weightSource {
      log.poundArtefact = writtenWeights.first(where: ForeignUnits.isPoundArtefact)
    }
    if !unsaidDistances.isEmpty, options.distanceUnit == nil {
      log.assumedDistanceUnit = distanceUnit
    }
    return log
  }

  /// The unit of each exercise's distances written with none, by exercise name: `assumed`
  /// unless the exercise's activity makes the other plausible (`DistanceUnitChoice`), each such
  /// choice noted with its evidence; `assumed` for all when the user told it.
  private mutating func unsaidDistanceUnits(assumed: Unit, told: Bool) -> [String: Unit] {
    guard !told else { return [:] }
    var samples: [String: [DistanceUnitChoice.Sample]] = [:]
    var lines: [String: [Int]] = [:]
    for reference in unsaidDistances {
      let set = builder[set: reference]
      let name = exerciseName(reference)
      samples[name, default: []].append(
        DistanceUnitChoice.Sample(distance: set.values[.distance]!, seconds: set.values[.duration]))
      lines[name, default: []].append(set.line)
    }
    var units: [String: Unit] = [:]
    for (name, sets) in samples.sorted(by: { $0.key < $1.key }) {
      let (unit, evidence) = DistanceUnitChoice.unit(for: name, sets, assumed: assumed)
      units[name] = unit
      if let evidence {
        for line in lines[name] ?? [] {
          builder.adjusted.append(SkippedRow(line: line, reason: evidence))
        }
      }
    }
    return units
  }

  /// The exercise name of a set, as the file writes it.
  private func exerciseName(_ reference: SetReference) -> String {
    builder[reference.workout].exercises[reference.exercise].name
  }

  /// The weight unit of the file, whether it was guessed (as `guess` says, for weights no
  /// header, row or `--unit` gives a unit), and how a number still in the file's unit becomes
  /// kilograms.
  private func weightRule(_ guess: WeightUnitGuess?) -> (Unit?, Bool, (Double) -> Double) {
    let weights = unsaidWeights.lazy.map { builder[set: $0].values[.weight]! }
    let pounds: (Double) -> Double = { Unit.pound.canonical(denoised($0)) }
    switch weightSource {
    case .header(.kilogram):
      // Strong converts pounds with 0.453592: `61.23492` was 135 lb.
      let recover =
        options.weightUnit.map { $0 == .pound } ?? ForeignUnits.arePoundArtefacts(weights)
      if recover {
        let told = options.weightUnit == .pound
        return (
          .pound, !told,
          {
            // Told pounds, every weight is; else only the pound artefacts are (a 20.0 kg bar
            // in a pounds user's file was typed in kg).
            told || ForeignUnits.isPoundArtefact($0)
              ? Unit.pound.canonical(ForeignUnits.pounds(fromStrongKilograms: $0)) : denoised($0)
          }
        )
      }
      return (.kilogram, false, denoised)
    case .header(let unit): return (unit, false, { unit.canonical(denoised($0)) })
    case .row:
      let common = rowWeightUnits.max { $0.value < $1.value }?.key
      let unit = options.weightUnit ?? common ?? .kilogram
      return (common ?? options.weightUnit, false, { unit.canonical(denoised($0)) })
    case .unsaid:
      if let unit = options.weightUnit { return (unit, false, { unit.canonical(denoised($0)) }) }
      guard let guess else { return (nil, false, denoised) }
      return (guess.unit, true, guess.unit == .pound ? pounds : denoised)
    }
  }

  /// The guess of the unit of weights the file does not say, from each load chosen once per
  /// exercise of a workout (its sets at one weight are one choice); nil when there are none.
  private func weightGuess() -> WeightUnitGuess? {
    guard weightSource == .unsaid, options.weightUnit == nil, !unsaidWeights.isEmpty else {
      return nil
    }
    var chosen: Set<LoadChoice> = []
    for reference in unsaidWeights {
      let load = denoised(builder[set: reference].values[.weight]!)
      if load > 0 {
        chosen.insert(
          LoadChoice(workout: reference.workout, exercise: reference.exercise, load: load))
      }
    }
    return WeightUnitGuess(loads: chosen.lazy.map(\.load), userUnit: options.units.weight)
  }

  // MARK: - Fields

  private func text(_ column: Column, _ record: CSVRecord) -> String {
    columns.text(column, in: record)
  }

  private func number(_ column: Column, _ name: String, _ record: CSVRecord) throws(ImportError)
    -> Double?
  {
    try fields.number(columns.text(column, in: record), name, line: record.line)
  }

  private func rowUnit(
    _ column: Column, _ record: CSVRecord, _ dimension: Dimension, _ expected: String
  ) throws(ImportError) -> Unit? {
    let text = columns.text(column, in: record).spacesTrimmed
    if text.isEmpty { return nil }
    guard let unit = UnitWords.unit(text, of: dimension) else {
      let name = column == .weightUnit ? "Weight Unit" : "Distance Unit"
      throw ImportError(
        line: record.line, reason: "\(name) \(quoted(String(text))) is not \(expected)")
    }
    return unit
  }

  private func implausible(_ distance: Double) -> String {
    "distance \(trimmed(distance, decimals: 3)) is not plausible for one set; left out"
  }

  /// `305 mi`: a distance as written, with the unit it was taken in when known.
  private func written(_ distance: Double, _ unit: Unit?) -> String {
    trimmed(distance, decimals: 3) + (unit.map { " " + $0.symbol } ?? "")
  }
}

/// A load an exercise of a workout was done at: one piece of evidence of the file's unit.
private struct LoadChoice: Hashable {
  var workout: Int
  var exercise: Int
  var load: Double
}
