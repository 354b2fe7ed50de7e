import Foundation

/// `import` of another app's export: each foreign workout becomes its date's menu (workouts
/// appended, its name in the menu note), each exercise a workout with its note, each row a done
/// set with plan = actual, completed at the workout's start. A foreign workout already imported
/// (its key is some workout's `source` on that date) is left alone, so importing the same file, or
/// a later, longer export, adds only what is new; with `replace`, its workouts are removed and it
/// is imported again (a wrong unit put right). One transaction: all or nothing, one undo.
public struct ImportWorkouts: StoreOperation {
  /// What the importer read.
  public var log: ForeignLog
  /// The user's `--map` entries.
  public var maps: [(name: String, id: ExerciseID)]
  /// True to add names nothing maps as the user's own exercises.
  public var createMissing: Bool
  /// True to work out the summary without failing on names nothing maps (`--dry-run`); the
  /// caller does not commit.
  public var dryRun: Bool
  /// When it happens: for workout ids, and to refuse results after today.
  public var moment: Moment
  /// The gear every workout added with a distance or a speed gets, when the gear fits it (is
  /// for its exercise, in use by its date: `Gear.misfit`): by default its exercise's default
  /// gear. Other workouts get none, counted in the summary.
  public var gear: GearChoice = .automatic
  /// True to import again a foreign workout imported before, in place of the workouts it
  /// added then (`--replace`).
  public var replace = false

  /// An import of `log`.
  public init(
    log: ForeignLog, maps: [(name: String, id: ExerciseID)] = [], createMissing: Bool = false,
    dryRun: Bool = false, moment: Moment, gear: GearChoice = .automatic, replace: Bool = false
  ) {
    self.gear = gear
    self.replace = replace
    self.log = log
    self.maps = maps
    self.createMissing = createMissing
    self.dryRun = dryRun
    self.moment = moment
  }

  /// What was (or would be) added.
  public func apply(to transaction: inout StoreTransaction) throws -> ImportSummary {
    var summary = ImportSummary(log: log)
    var catalog = try Catalog.builtIn.adding(stored: try transaction.customExercises())
    for id in Set(maps.map(\.id)) where catalog.exercise(id) == nil {
      throw CatalogError.unknownExercise(
        id.rawValue, suggestions: catalog.suggestions(for: id.rawValue).map(\.id.rawValue))
    }
    var naming = ExerciseNaming(app: log.app, maps: maps, catalog: catalog)
    let unmapped = self.unmapped(by: naming)
    if !unmapped.isEmpty {
      if createMissing {
        let created = ImportWorkouts.exercises(for: unmapped, in: catalog)
        let custom = try transaction.customExercises() + created
        do {
          catalog = try Catalog.builtIn.adding(stored: custom)
        } catch {
          throw ImportError(line: 0, reason: error.message)
        }
        transaction.setCustomExercises(custom)
        let made = zip(unmapped, created).map { (name: $0.name, id: $1.id) }
        naming = ExerciseNaming(app: log.app, maps: maps + made, catalog: catalog)
        summary.created = created
      } else if dryRun {
        summary.unmapped = unmapped
      } else {
        throw UnmappedNames(names: unmapped)
      }
    }
    let gearFile = try transaction.gear()
    if case .gear(let id) = gear { _ = try gearFile.checked(id) }
    let choice = gear
    var builder = MenuBuilder(
      catalog: catalog, naming: naming, moment: moment, skipsUnmapped: dryRun,
      gear: { gearFile.gear(forImported: $0, on: $1, moves: $2, choice: choice) })
    builder.replaces = replace
    var month: YearMonth?
    for workout in log.workouts {
      if let month, month != workout.date.yearMonth { transaction.release(month) }
      month = workout.date.yearMonth
      try builder.add(workout, to: &transaction, summary: &summary)
    }
    try BodyImport.merge(log.body, replace: replace, into: &transaction, summary: &summary.body)
    return summary
  }

  /// The names no map or catalog name matches, most sets first.
  func unmapped(by naming: ExerciseNaming) -> [UnmappedName] {
    var sets: [String: Int] = [:]
    var items: [String: Set<ItemID>] = [:]
    var order: [String] = []
    var names: [String: String] = [:]
    for workout in log.workouts {
      for exercise in workout.exercises where naming.exercise(named: exercise.name) == nil {
        // Names that differ only in case or spaces are one name, as the maps take them.
        let key = ExerciseNaming.key(exercise.name)
        if sets[key] == nil {
          order.append(key)
          names[key] = exercise.name
        }
        sets[key, default: 0] += exercise.sets.count
        for set in exercise.sets {
          items[key, default: []].formUnion(set.values.compactMap { $1 > 0 ? $0 : nil })
        }
      }
    }
    return order.map { key in
      let name = names[key] ?? key
      return UnmappedName(
        name: name, sets: sets[key] ?? 0, candidates: naming.candidates(for: name),
        items: ImportWorkouts.itemOrder.filter { items[key]?.contains($0) == true })
    }.sorted { $0.sets != $1.sets ? $0.sets > $1.sets : $0.name < $1.name }
  }

  /// The order of a new exercise's items: reps first, so `10x60` reads as reps × weight.
  static let itemOrder: [ItemID] = [
    .reps, .weight, .duration, .distance, .speed, .incline, .rest,
  ]

  /// The user's own exercises for names nothing maps: an id from the name, the items its sets
  /// use, a kind from them.
  static func exercises(for names: [UnmappedName], in catalog: Catalog) -> [Exercise] {
    var taken = Set(catalog.exercises.map(\.id))
    return names.map { name in
      let id = uniqueID(for: name.name, taken: &taken) { catalog.find($0.rawValue) != nil }
      // Items every set may hold are not listed.
      var items = name.items.filter { item in !Exercise.everySetItems.contains { $0.item == item } }
      if items.isEmpty { items = [.reps] }
      let kind =
        items.contains(.distance)
        ? "cardio" : items.contains(.weight) ? "weight-training" : "other"
      // Names and aliases hold no control or bidi characters (as `catalog add` requires).
      let plain = String(
        String.UnicodeScalarView(name.name.unicodeScalars.map { $0.isControlOrBidi ? " " : $0 }))
      var exercise = Exercise(id: id, name: plain, kind: kind, items: items, isCustom: true)
      exercise.giveRest(like: name.candidates.compactMap { catalog.exercise($0) }, in: catalog)
      return exercise
    }
  }

  /// A slug of the name's letters and digits (accents folded), unlike every taken id.
  static func uniqueID(
    for name: String, taken: inout Set<ExerciseID>,
    isNamed: (ExerciseID) -> Bool = { _ in false }
  ) -> ExerciseID {
    var slug = ""
    for scalar in name.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        slug.unicodeScalars.append(scalar)
      } else if scalar.properties.generalCategory != .nonspacingMark, !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    slug = String(slug.trimmingCharacters(in: ["-"]).prefix(60)).trimmingCharacters(in: ["-"])
    if slug.isEmpty { slug = "imported" }
    var id = ExerciseID(rawValue: slug)
    var number = 2
    while taken.contains(id) || isNamed(id) {
      id = ExerciseID(rawValue: "\(slug)-\(number)")
      number += 1
    }
    taken.insert(id)
    return id
  }
}

/// Names of an export that nothing maps: the import stops before writing.
public struct UnmappedNames: Error, Hashable, Sendable {
  /// The names, most sets first.
  public var names: [UnmappedName]
  /// The file they are in, for the message: set by the import, which knows it.
  public var file = ""
}

// MARK: - Building menus

/// Turns foreign workouts into workouts of dates' menus, counting what it adds.
struct MenuBuilder {
  let catalog: Catalog
  let naming: ExerciseNaming
  let moment: Moment
  /// True in a dry run, which goes on past names nothing maps.
  let skipsUnmapped: Bool
  /// The gear a new workout of an exercise that takes gear (`Exercise.takesGear`) gets, by its
  /// exercise, date and whether it has a distance or speed; and why none, when it does not fit.
  let gear: (ExerciseID, LocalDate, Bool) -> (gear: GearID?, misfit: String?)
  /// True to remove the workouts a foreign workout imported before added, and add it again.
  var replaces = false
  private var exercises: [String: Exercise] = [:]
  private var allocators: [YearMonth: WorkoutIDAllocator] = [:]
  /// Keys of the foreign workouts this import added: a key the file holds twice is added
  /// twice, not taken for one imported before.
  private var added: Set<String> = []

  init(
    catalog: Catalog, naming: ExerciseNaming, moment: Moment, skipsUnmapped: Bool,
    gear: @escaping (ExerciseID, LocalDate, Bool) -> (gear: GearID?, misfit: String?) = {
      _, _, _ in (nil, nil)
    }
  ) {
    self.gear = gear
    self.catalog = catalog
    self.naming = naming
    self.moment = moment
    self.skipsUnmapped = skipsUnmapped
  }

  /// Adds one foreign workout to its date's menu, unless it is there already.
  mutating func add(
    _ foreign: ForeignWorkout, to transaction: inout StoreTransaction,
    summary: inout ImportSummary
  ) throws {
    if !added.contains(foreign.key), try Self.holds(foreign, in: &transaction) {
      guard replaces else {
        summary.alreadyImported += 1
        return
      }
      try Self.remove(foreign, from: &transaction)
      summary.replaced += 1
    }
    var menu = try transaction.menu(on: foreign.date)
    added.insert(foreign.key)
    let time = ImportWorkouts.startTimestamp(of: foreign, zone: moment.zone)
    let session = ImportWorkouts.session(of: foreign, start: time, zone: moment.zone)
    var workouts: [Workout] = []
    // The app's supersets (Hevy's `superset_id`, small numbers from 0) as groups 1, 2, …;
    // exercises next to each other in one superset make a group.
    var groups: [Int: Int] = [:]
    for id in foreign.exercises.compactMap(\.superset) where groups[id] == nil {
      groups[id] = groups.count + 1
    }
    for exercise in foreign.exercises {
      guard let definition = self.exercise(named: exercise.name) else {
        // A dry run lists such names; a real import has stopped on them before.
        if skipsUnmapped { continue }
        throw ImportError(line: exercise.line, reason: "no exercise is named '\(exercise.name)'")
      }
      var sets: [WorkoutSet] = []
      // What was left out of each set, kept in the exercise's note.
      var leftOut: [String] = []
      for foreignSet in exercise.sets {
        var planned = foreignSet.set
        var what = foreignSet.leftOut.map { [$0] } ?? []
        planned.values = kept(planned.values, of: definition, summary: &summary, leftOut: &what)
        // A set with no value left is still a set done; its note says what it had.
        if !what.isEmpty { leftOut.append(LeftOut.noteLine(set: sets.count + 1, what)) }
        sets.append(WorkoutSet(planned: planned, actual: planned.values, completedAt: time))
      }
      let given = ([exercise.note].compactMap { $0 } + leftOut).joined(separator: "\n")
      let kept = given.isEmpty ? nil : given
      let note = Self.recordNote(kept, of: definition.id, sets: sets)
      if note != kept {
        summary.adjust(
          line: exercise.line,
          reason: "a pace faster than the world record of its activity: kept, noted, no record")
      }
      var gearID: GearID?
      if definition.takesGear {
        let moves = sets.contains { ($0.actual ?? $0.planned.values).movesGear }
        let given = gear(definition.id, foreign.date, moves)
        gearID = given.gear
        if let misfit = given.misfit { summary.adjust(line: exercise.line, reason: misfit) }
      }
      // A workout holds at most `Workout.maximumSets`; longer ones continue in another.
      var start = 0
      while start < sets.count {
        let end = min(start + Workout.maximumSets, sets.count)
        workouts.append(
          Workout(
            id: try nextID(in: foreign.date.yearMonth, transaction: &transaction),
            exercise: definition.id, note: note, sets: Array(sets[start..<end]),
            source: foreign.key, gear: gearID,
            group: exercise.superset.flatMap { groups[$0] }, session: session.time))
        start = end
      }
    }
    guard !workouts.isEmpty else { return }
    guard foreign.date <= moment.today else {
      throw ImportError(
        line: foreign.line,
        reason: "the workout is dated \(foreign.date), after today (\(moment.today))")
    }
    do {
      try Planner(catalog: catalog).validate(
        Menu(date: foreign.date, workouts: workouts), onStep: false)
    } catch let error as PlanError {
      throw ImportError(line: foreign.line, reason: error.message)
    } catch let error as CatalogError {
      throw ImportError(line: foreign.line, reason: error.message)
    } catch {
      throw ImportError(line: foreign.line, reason: "\(error)")
    }
    if try sameRun(foreign, workouts, at: time, in: &transaction, summary: &summary) { return }
    guard menu.workouts.count + workouts.count <= Menu.maximumWorkouts else {
      throw ImportError(
        line: foreign.line,
        reason: "\(foreign.date) would hold \(menu.workouts.count + workouts.count) workouts; "
          + "a menu holds at most \(Menu.maximumWorkouts)")
    }
    menu.append(workouts)
    menu.renumberGroups()
    menu.note = ImportWorkouts.note(menu.note, adding: foreign)
    try transaction.put(menu)
    if let reason = session.endLeftOut { summary.adjust(line: foreign.line, reason: reason) }
    summary.count(workouts, on: foreign.date)
    summary.countGear(of: workouts)
  }

  /// True when the workout was imported before: its key is a source on one of its dates.
  private static func holds(_ foreign: ForeignWorkout, in transaction: inout StoreTransaction)
    throws -> Bool
  {
    for date in dates(of: foreign) {
      let menu = try transaction.menu(on: date)
      if menu.workouts.contains(where: { $0.source == foreign.key }) { return true }
    }
    return false
  }

  /// The dates a workout imported before is on: its date or, for a workout whose file gives its
  /// offset, the day either side (an export written in another zone dates the same instant a
  /// day off).
  private static func dates(of foreign: ForeignWorkout) -> [LocalDate] {
    foreign.offset == nil
      ? [foreign.date]
      : [foreign.date, foreign.date.adding(days: -1), foreign.date.adding(days: 1)]
  }

  /// Removes the workouts a foreign workout added when imported before; a menu left with no
  /// workout loses the note that import gave it, so importing again writes it as it was.
  private static func remove(_ foreign: ForeignWorkout, from transaction: inout StoreTransaction)
    throws
  {
    for date in dates(of: foreign) {
      var menu = try transaction.menu(on: date)
      guard menu.workouts.contains(where: { $0.source == foreign.key }) else { continue }
      menu.workouts.removeAll { $0.source == foreign.key }
      if menu.workouts.isEmpty, menu.note == ImportWorkouts.note(nil, adding: foreign) {
        menu.note = nil
      }
      try transaction.put(menu)
    }
  }

  private mutating func exercise(named name: String) -> Exercise? {
    if let known = exercises[name] { return known }
    let found = naming.exercise(named: name)
    exercises[name] = found
    return found
  }

  private mutating func nextID(in month: YearMonth, transaction: inout StoreTransaction)
    throws -> WorkoutID
  {
    if allocators[month] == nil {
      allocators[month] = try WorkoutIDAllocator(for: month, in: &transaction, at: moment)
    }
    return try allocators[month]!.next()
  }

  /// The values the exercise takes; other values are left out (and counted, and said in
  /// `leftOut`, unless 0).
  private func kept(
    _ values: SetValues, of exercise: Exercise, summary: inout ImportSummary,
    leftOut: inout [String]
  ) -> SetValues {
    var values = values
    // A weight on a body-weight exercise (a pull-up at +10 kg) is its added weight.
    if let weight = values[.weight], exercise.item(typedAs: .weight) == .added {
      values[.weight] = nil
      values[.added] = weight
    }
    // A distance in a time on an exercise that takes speed, not distance (a treadmill run).
    if !exercise.acceptedItems.contains(.distance), exercise.acceptedItems.contains(.speed),
      values[.speed] == nil, let distance = values[.distance], let duration = values[.duration],
      distance > 0, duration > 0
    {
      values[.speed] = (distance / (duration / 3600) * 100).rounded() / 100
      values[.distance] = nil
    }
    var kept = SetValues()
    for (item, value) in values {
      if exercise.acceptedItems.contains(item),
        !(value == 0 && (item == .duration || item == .distance))
      {
        kept[item] = value
      } else if value != 0 {
        summary.leaveOut(item, of: exercise.id)
        let shown = catalog.item(item)?.format(value) ?? trimmed(value, decimals: 3)
        leftOut.append("\(item) \(shown), which \(exercise.id) does not take")
      }
    }
    return kept
  }
}

extension ImportWorkouts {
  /// The workout's start as a timestamp at the file's offset, else in the user's zone; noon
  /// when the app gives no time.
  static func startTimestamp(of workout: ForeignWorkout, zone: any ZoneOffsets) -> Timestamp {
    let wall = workout.date.daysSinceEpoch * 86400 + (workout.startSecond ?? 12 * 3600)
    if let offset = workout.offset {
      return Timestamp(secondsSince1970: wall - offset, offset: offset)
    }
    let guess = wall - zone.offset(at: Double(wall))
    let instant = wall - zone.offset(at: Double(guess))
    return Timestamp(secondsSince1970: instant, offset: zone.offset(at: Double(instant)))
  }

  /// When the foreign workout was done: from its start (at `start`) to its start plus its
  /// duration; nil when the app gives no time of day (FitNotes). A duration over
  /// `SessionTime.longest` is a timer left running: the start is kept, the end left out, and
  /// `endLeftOut` says why.
  static func session(of workout: ForeignWorkout, start: Timestamp, zone: any ZoneOffsets)
    -> (time: SessionTime?, endLeftOut: String?)
  {
    guard workout.startSecond != nil else { return (nil, nil) }
    guard let duration = workout.duration, duration > 0 else {
      return (SessionTime(start: start, end: nil), nil)
    }
    let seconds = Int(duration.rounded())
    guard seconds <= SessionTime.longest else {
      return (
        SessionTime(start: start, end: nil),
        "a workout duration over 24 h (a timer left running); its end left out"
      )
    }
    let end = start.secondsSince1970 + seconds
    let offset = workout.offset ?? zone.offset(at: Double(end))
    return (SessionTime(start: start, seconds: seconds, endOffset: offset), nil)
  }

  /// A menu note with a foreign workout's name and note added, each once.
  static func note(_ note: String?, adding workout: ForeignWorkout) -> String? {
    let words = [workout.name, workout.note].compactMap {
      $0?.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
    guard !words.isEmpty else { return note }
    let addition = words.joined(separator: ": ")
    guard let note, !note.isEmpty else { return addition }
    if note.contains(addition) { return note }
    return note + " · " + addition
  }
}

extension MenuBuilder {
  /// True when the one workout of `foreign` is a run already stored (`SameRun`): the richer
  /// record of the two is kept, in the stored workout's place, and the summary says so.
  fileprivate mutating func sameRun(
    _ foreign: ForeignWorkout, _ workouts: [Workout], at time: Timestamp,
    in transaction: inout StoreTransaction, summary: inout ImportSummary
  ) throws -> Bool {
    guard foreign.startSecond != nil, workouts.count == 1, let new = workouts.first,
      let found = try SameRun.find(
        new.exercise, start: time, anyActivity: foreign.exerciseFromDefault, on: foreign.date,
        in: &transaction)
    else { return false }
    let old = found.workout
    let said =
      "the same \(old.exercise) as \(old.id) (\(found.date), starts \(found.apart) s apart)"
    if SameRun.richness(of: new.sets, note: new.note)
      > SameRun.richness(of: old.sets, note: old.note)
    {
      var menu = try transaction.menu(on: found.date)
      menu.workouts[found.index].sets = new.sets
      menu.workouts[found.index].note = new.note
      menu.workouts[found.index].source = new.source
      try transaction.put(menu)
      summary.skip(line: foreign.line, reason: "\(said): this richer record replaced it")
    } else {
      summary.skip(line: foreign.line, reason: "\(said): kept, as rich or richer")
    }
    return true
  }

  /// `note` with a word added when a set of `exercise` is faster than the world record of its
  /// activity (a watch's glitch, a wrong unit): the set is kept and makes no record.
  static func recordNote(_ note: String?, of exercise: ExerciseID, sets: [WorkoutSet]) -> String? {
    guard let activity = Activity.of(exercise) else { return note }
    for set in sets {
      let values = set.actual ?? set.planned.values
      guard let km = values[.distance], let seconds = values[.duration],
        activity.isBeyondRecord(kilometres: km, seconds: seconds)
      else { continue }
      let speed = (km / seconds * 36_000).rounded() / 10
      let word =
        "\(speed) km/h is faster than the world record of \(activity.rawValue): no record"
      guard let note, !note.isEmpty else { return word }
      return note.contains(word) ? note : note + " · " + word
    }
    return note
  }
}
