/// The month files, one at a time: names, whether they read, versions, menus in the right
/// month, workout ids, exercises, gear and set values. Also rebuilds the index from them, as the
/// store would, for `IndexCheck`.
struct MonthFilesCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let store = examination.store
    let folder = store.menusFolder
    var index: ExerciseIndex? = store.emptyIndex()
    let loads = store.indexLoads()
    // A linked folder is `LinkCheck`'s problem; doctor does not look into it.
    guard !DoctorFile.isLink(folder) else {
      examination.rebuiltIndex = nil
      return
    }
    let names: [String]
    do {
      names = try FileSystem.names(in: folder)
    } catch {
      examination.rebuiltIndex = nil
      return examination.report(.unreadable, "cannot be listed: \(error.message)", path: folder)
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = "\(folder)/\(name)"
      guard name.hasSuffix(".json"), let month = YearMonth(String(name.dropLast(5))),
        store.path(of: month) == path
      else {
        examination.report(
          .fileName,
          "not a month file: month files are named YYYY-MM.json (2024-03.json); wkc ignores it",
          path: path)
        continue
      }
      let stamp = FileStamp(of: path)
      guard let file = check(month, at: path, in: &examination) else {
        index = nil
        continue
      }
      index?.record(file, loads: loads)
      index?.files[month] = stamp
    }
    examination.rebuiltIndex = index
  }

  /// Checks one month file; what it holds when it reads.
  private func check(_ month: YearMonth, at path: String, in examination: inout DoctorExamination)
    -> MonthFile?
  {
    guard let bytes = examination.bytes(of: path) else { return nil }
    let text = TextPositions(bytes)
    let since = examination.problems.count
    var explained: [Int] = []
    if let scan = try? JSONReader.read(
      bytes, { reader throws(JSONError) in try reader.scanMonth() }
    ) {
      let known = examination.checkVersion(
        scan.version, newest: MonthFile.currentVersion, what: MonthFile.title, path: path,
        text: text)
      // A newer file may hold shapes this wkc does not know: its version is the problem.
      guard known else { return nil }
      var check = MonthCheck(month: month, path: path, text: text)
      check.run(scan, in: &examination)
      explained = check.explained
    }
    // Told in the order of the file.
    defer {
      examination.problems[since...].sort {
        ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0)
      }
    }
    do {
      return try MonthFile.decode(bytes, path: path, name: month)
    } catch {
      examination.reportRefusal(
        error, path: path, since: since, explained: explained, text: text)
      return nil
    }
  }
}

/// The checks of one month file's scanned values.
private struct MonthCheck {
  let month: YearMonth
  let path: String
  let text: TextPositions
  /// Offsets of things the problems found are about, beside their own places (a misplaced
  /// menu's object), where the file's reader may report the same problem.
  var explained: [Int] = []
  /// Where each workout id was first seen.
  private var seen: [String: Int] = [:]

  init(month: YearMonth, path: String, text: TextPositions) {
    self.month = month
    self.path = path
    self.text = text
  }

  mutating func run(_ scan: MonthScan, in examination: inout DoctorExamination) {
    for menu in scan.menus {
      var place = "a menu"
      if let date = menu.date, let day = LocalDate(date.text) {
        place = day.description
        if day.yearMonth != month {
          examination.report(
            .wrongMonth,
            "the menu of \(day) is in the file of \(month); it belongs in "
              + "menus/\(day.yearMonth).json, and wkc refuses this file until it is moved",
            path: path, at: date.offset, in: text)
          explained.append(menu.offset)
        }
      }
      for (number, workout) in menu.workouts.enumerated() {
        check(workout, named: "\(place), workout \(number + 1)", in: &examination)
      }
    }
  }

  private mutating func check(
    _ workout: MonthScan.WorkoutScan, named name: String, in examination: inout DoctorExamination
  ) {
    if let id = workout.id { check(id: id, in: &examination) }
    if let gear = workout.gear, gear.text != GearID.none.rawValue, let known = examination.gearIDs,
      let id = GearID(gear.text), !known.contains(id)
    {
      examination.report(
        .unknownGear, "\(name): gear '\(id)' is not in gear.json", path: path, at: gear.offset,
        in: text)
    }
    guard let named = workout.exercise, !named.text.isEmpty else { return }
    let catalog = examination.catalog
    guard let exercise = catalog.exercise(ExerciseID(rawValue: named.text)) else {
      guard examination.catalogComplete else { return }
      let error = CatalogError.unknownExercise(
        named.text, suggestions: catalog.suggestions(for: named.text).map(\.id.rawValue))
      return examination.report(
        .unknownExercise, "\(name): \(error.message) (not in the catalog)", path: path,
        at: named.offset, in: text)
    }
    let planner = Planner(catalog: catalog)
    var start = workout.values.startIndex
    while start < workout.values.endIndex {
      // The values of one set's planned or actual values stand together.
      let first = workout.values[start]
      let end =
        workout.values[start...].firstIndex { $0.set != first.set || $0.part != first.part }
        ?? workout.values.endIndex
      let values = workout.values[start..<end]
      start = end
      // Most sets are fine: checked whole first, value by value only to find which is not.
      let whole = SetValues(Dictionary(values.map { ($0.item, $0.value) }) { first, _ in first })
      if (try? planner.check(whole, of: exercise, at: "", onStep: false)) != nil { continue }
      for value in values {
        let place = "\(name) (\(exercise.id)), set \(value.set + 1), \(value.part.name)"
        do {
          // The rules of values read from files: in range, reps whole (imported values keep
          // their steps).
          try planner.check(
            SetValues([value.item: value.value]), of: exercise, at: place, onStep: false)
        } catch {
          let used = exercise.acceptedItems.contains(value.item)
          examination.report(
            used ? .badValue : .itemNotUsed, (error as? PlanError)?.message ?? "\(error)",
            path: path, at: value.offset, in: text)
        }
      }
    }
  }

  private mutating func check(id: ScannedText, in examination: inout DoctorExamination) {
    guard WorkoutID(rawValue: id.text) != nil else {
      return examination.report(
        .malformedId,
        "workout id \"\(id.text)\" is malformed: ids are 1 to 32 letters a-z and digits, at "
          + "least one a letter", path: path, at: id.offset, in: text)
    }
    guard let first = seen[id.text] else {
      seen[id.text] = id.offset
      return
    }
    let (line, column) = text.position(of: first)
    examination.report(
      .duplicateId, "workout id \"\(id.text)\" appears twice (also at \(line):\(column))",
      path: path, at: id.offset, in: text)
  }
}
