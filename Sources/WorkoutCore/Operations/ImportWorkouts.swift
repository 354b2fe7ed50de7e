import Foundation

/// `import` of another app's export: each foreign workout becomes its date's menu (workouts
/// appended, its name in the menu note), each exercise a workout with its note, each row a done
/// set with plan = actual, completed at the workout's start. A foreign workout already imported
/// (its key is some workout's `source` on that date) is left alone, so importing the same file, or
/// a later, longer export, adds only what is new. One transaction: all or nothing.
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
  /// The gear every workout added of an exercise with a distance or a speed gets: by default
  /// its exercise's default gear. Other workouts get none.
  public var gear: GearChoice = .automatic

  /// An import of `log`.
  public init(
    log: ForeignLog, maps: [(name: String, id: ExerciseID)] = [], createMissing: Bool = false,
    dryRun: Bool = false, moment: Moment, gear: GearChoice = .automatic
  ) {
    self.gear = gear
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
      gear: { try? gearFile.gear(for: $0, choice: choice) })
    var month: YearMonth?
    for workout in log.workouts {
      if let month, month != workout.date.yearMonth { transaction.release(month) }
      month = workout.date.yearMonth
      try builder.add(workout, to: &transaction, summary: &summary)
    }
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
  /// The gear a new workout of an exercise that takes gear (`Exercise.takesGear`) gets.
  let gear: (ExerciseID) -> GearID?
  private var exercises: [String: Exercise] = [:]
  private var allocators: [YearMonth: WorkoutIDAllocator] = [:]
  /// Keys of the foreign workouts this import added: a key the file holds twice is added
  /// twice, not taken for one imported before.
  private var added: Set<String> = []

  init(
    catalog: Catalog, naming: ExerciseNaming, moment: Moment, skipsUnmapped: Bool,
    gear: @escaping (ExerciseID) -> GearID? = { _ in nil }
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
    var menu = try transaction.menu(on: foreign.date)
    if !added.contains(foreign.key), try Self.holds(foreign, menu: menu, in: &transaction) {
      summary.alreadyImported += 1
      return
    }
    added.insert(foreign.key)
    let time = ImportWorkouts.startTimestamp(of: foreign, zone: moment.zone)
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
      for foreignSet in exercise.sets {
        var planned = foreignSet.set
        planned.values = kept(planned.values, of: definition, summary: &summary)
        guard !planned.values.isEmpty else {
          summary.skip(
            line: foreignSet.line, reason: "no values \(definition.id) takes")
          continue
        }
        sets.append(WorkoutSet(planned: planned, actual: planned.values, completedAt: time))
      }
      // A workout holds at most `Workout.maximumSets`; longer ones continue in another.
      var start = 0
      while start < sets.count {
        let end = min(start + Workout.maximumSets, sets.count)
        workouts.append(
          Workout(
            id: try nextID(in: foreign.date.yearMonth, transaction: &transaction),
            exercise: definition.id, note: exercise.note, sets: Array(sets[start..<end]),
            source: foreign.key, gear: definition.takesGear ? gear(definition.id) : nil,
            group: exercise.superset.flatMap { groups[$0] }))
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
    summary.count(workouts, on: foreign.date)
    summary.countGear(of: workouts)
  }

  /// True when the workout was imported before: its key is a source on its date or, for a
  /// workout whose file gives its offset, on the day either side (an export written in another
  /// zone dates the same instant a day off).
  private static func holds(
    _ foreign: ForeignWorkout, menu: Menu, in transaction: inout StoreTransaction
  ) throws -> Bool {
    if menu.workouts.contains(where: { $0.source == foreign.key }) { return true }
    guard foreign.offset != nil else { return false }
    for day in [-1, 1] {
      let other = try transaction.menu(on: foreign.date.adding(days: day))
      if other.workouts.contains(where: { $0.source == foreign.key }) { return true }
    }
    return false
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

  /// The values the exercise takes; other values are left out (and counted unless 0).
  private func kept(_ values: SetValues, of exercise: Exercise, summary: inout ImportSummary)
    -> SetValues
  {
    var values = values
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
