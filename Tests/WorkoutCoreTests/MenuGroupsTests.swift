import Testing

@testable import WorkoutCore

/// A position in a menu: workout index, set index.
private func at(_ workout: Int, _ set: Int) -> SetPosition {
  SetPosition(workout: workout, set: set)
}

/// A completion time; which one does not matter to these tests.
private let time = Timestamp(secondsSince1970: 1_704_407_462, offset: 32_400)

/// A workout of `count` sets of 10 reps with `rest` seconds, in `group`.
private func member(_ id: String, _ exercise: ExerciseID, count: Int = 3, rest: Double, group: Int?)
  -> Workout
{
  var workout = workout(id, exercise, planned: [.reps: 10, .rest: rest], count: count)
  workout.group = group
  return workout
}

/// Bench press (15 s rest) and barbell row (120 s rest) as superset 1, then squat alone.
private func superset(benchSets: Int = 3, rowSets: Int = 3) -> Menu {
  Menu(
    date: day("2024-01-05"),
    workouts: [
      member("wb", "bench-press", count: benchSets, rest: 15, group: 1),
      member("wr", "barbell-row", count: rowSets, rest: 120, group: 1),
      member("ws", "squat", count: 2, rest: 180, group: nil),
    ])
}

/// Squat, then a circuit of pull-up, dip and push-up (2, 3 and 1 sets).
private func circuit() -> Menu {
  Menu(
    date: day("2024-01-05"),
    workouts: [
      member("ws", "squat", count: 2, rest: 180, group: nil),
      member("wp", "pull-up", count: 2, rest: 20, group: 1),
      member("wd", "dip", count: 3, rest: 20, group: 1),
      member("wu", "push-up", count: 1, rest: 90, group: 1),
    ])
}

/// The menu with every set in `positions` done as planned.
private func done(_ menu: Menu, _ positions: [SetPosition]) -> Menu {
  var menu = menu
  for position in positions { menu.record(menu[position].planned.values, at: position, time: time) }
  return menu
}

@Suite struct MenuGroupsTests {
  // MARK: - Groups

  @Test func aGroupIsARunOfTwoOrMoreWorkoutsWithOneNumber() {
    #expect(superset().groups == [0..<2])
    #expect(circuit().groups == [1..<4])
    #expect(superset().group(of: 1) == 0..<2)
    #expect(superset().group(of: 2) == nil)
  }

  @Test func aLoneNumberOrOneApartIsNoGroup() {
    var menu = superset()
    menu.workouts[1].group = nil
    #expect(menu.groups.isEmpty)
    #expect(menu.group(of: 0) == nil)
    menu.workouts[2].group = 1
    #expect(menu.groups.isEmpty)
  }

  @Test func marksAreTheGroupsLetterAndThePlaceInIt() {
    var menu = circuit()
    menu.workouts.insert(member("wb", "bench-press", rest: 15, group: 7), at: 0)
    menu.workouts.insert(member("wr", "barbell-row", rest: 15, group: 7), at: 1)
    #expect((0..<6).map { menu.groupMark(of: $0) } == ["A1", "A2", nil, "B1", "B2", "B3"])
    #expect(menu.workoutGroups.map(\.kind) == ["superset", "circuit"])
    #expect(menu.workoutGroups.last?.exercises == ["pull-up", "dip", "push-up"])
  }

  @Test func lettersGoPastZ() {
    #expect([0, 25, 26, 27, 51, 52].map(Menu.groupLetter) == ["A", "Z", "AA", "AB", "AZ", "BA"])
  }

  @Test func renumberingGoesInMenuOrderAndDissolvesALoneWorkout() {
    var menu = circuit()
    menu.workouts[0].group = 9
    menu.workouts.append(member("wa", "barbell-row", rest: 60, group: 4))
    menu.workouts.append(member("wb", "bench-press", rest: 60, group: 4))
    menu.workouts[1].group = 3
    menu.workouts[2].group = 3
    menu.workouts[3].group = 3
    menu.renumberGroups()
    #expect(menu.workouts.map(\.group) == [nil, 1, 1, 1, 2, 2])
  }

  @Test func appendedWorkoutsKeepTheirGroupsApartFromTheMenusOwn() {
    var menu = superset()
    menu.append([
      member("wc", "bench-press", rest: 15, group: 1),
      member("wd", "barbell-row", rest: 15, group: 1),
    ])
    menu.renumberGroups()
    #expect(menu.workouts.map(\.group) == [1, 1, nil, 2, 2])
  }

  @Test func aWorkoutBetweenTwoOfAGroupSplitsIt() {
    let menu = superset()
    #expect(menu.groupSplit(at: 1, own: nil)?.letter == "A")
    #expect(menu.groupSplit(at: 1, own: 1) == nil)
    #expect(menu.groupSplit(at: 0, own: nil) == nil)
    #expect(menu.groupSplit(at: 2, own: nil) == nil)
  }

  // MARK: - Walk order

  @Test func aSupersetIsWalkedRoundByRound() {
    #expect(
      superset().walkOrder == [
        at(0, 0), at(1, 0), at(0, 1), at(1, 1), at(0, 2), at(1, 2), at(2, 0), at(2, 1),
      ])
  }

  @Test func aCircuitOfThreePassesOverAWorkoutWithNoSetLeft() {
    #expect(
      circuit().walkOrder == [
        at(0, 0), at(0, 1), at(1, 0), at(2, 0), at(3, 0), at(1, 1), at(2, 1), at(2, 2),
      ])
  }

  @Test func workoutsInNoGroupAreWalkedSetBySet() {
    var menu = superset()
    menu.workouts[0].group = nil
    menu.workouts[1].group = nil
    #expect(menu.walkOrder.prefix(4) == [at(0, 0), at(0, 1), at(0, 2), at(1, 0)])
  }

  @Test func theFirstOpenSetIsInWalkOrder() {
    let menu = done(superset(), [at(0, 0)])
    #expect(menu.firstOpenSet == at(1, 0))
    #expect(done(menu, [at(1, 0)]).firstOpenSet == at(0, 1))
  }

  @Test func theNextOpenSetPassesOverSetsDoneEarlier() {
    let menu = done(superset(), [at(1, 0), at(0, 1)])
    #expect(menu.openSet(after: at(0, 0)) == at(1, 1))
    #expect(menu.openSet(after: at(1, 2)) == at(2, 0))
  }

  // MARK: - Rests

  @Test func theRoundsRestComesAfterItsLastWorkout() {
    let menu = done(superset(), [at(0, 0), at(1, 0)])
    #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == 120)
  }

  @Test func aShorterRestOnAnEarlierWorkoutIsAChangeover() {
    let menu = done(superset(), [at(0, 0)])
    #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == 15)
  }

  @Test func aRestAsLongAsTheRoundsIsNoChangeover() {
    var menu = superset()
    for set in 0..<3 { menu.workouts[0].sets[set].planned[.rest] = 120 }
    menu = done(menu, [at(0, 0)])
    #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == nil)
  }

  @Test func aRestTypedAtTheLastWorkoutIsTheRoundsRest() {
    var menu = superset()
    var typed = menu[at(1, 0)].planned.values
    typed[.rest] = 60
    menu.record(typed, at: at(1, 0), time: time)
    #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == 60)
  }

  @Test func afterTheLastRoundTheRoundsRestIsBeforeTheNextExercise() {
    let menu = done(superset(), [at(0, 2), at(1, 2)])
    #expect(menu.rest(after: at(1, 2), catalog: catalog)?.seconds == 120)
    #expect(menu.rest(after: at(1, 2), catalog: catalog)?.beforeNextExercise == true)
    #expect(menu.rest(after: at(1, 2), catalog: catalog, between: .seconds(0)) == nil)
  }

  @Test func theLastRoundStillHasItsChangeover() {
    let menu = done(superset(), [at(0, 2)])
    #expect(menu.rest(after: at(0, 2), catalog: catalog)?.seconds == 15)
  }

  @Test func aRoundWhoseLaterWorkoutsAreDoneEndsWithTheRoundsRest() {
    let menu = done(superset(), [at(1, 0), at(0, 0)])
    #expect(menu.rest(after: at(0, 0), catalog: catalog)?.seconds == 120)
  }

  @Test func aRoundWithAWorkoutPassedOverRestsAfterItsLastOne() {
    // Round 1 ends with push-up's 90 s; round 2 (pull-up, dip) has equal rests, so no
    // changeover, and ends with dip's 20 s before round 3, dip alone.
    let menu = done(circuit(), [at(0, 0), at(0, 1), at(1, 0), at(2, 0), at(3, 0), at(1, 1)])
    #expect(menu.rest(after: at(3, 0), catalog: catalog)?.seconds == 90)
    #expect(menu.rest(after: at(1, 1), catalog: catalog)?.seconds == nil)
    let later = done(menu, [at(2, 1)])
    #expect(later.rest(after: at(2, 1), catalog: catalog)?.seconds == 20)
  }

  @Test func noRestAfterASkippedSetInAGroup() {
    var menu = superset()
    menu.skip(at: at(1, 0), time: time)
    #expect(menu.rest(after: at(1, 0), catalog: catalog)?.seconds == nil)
  }

  // MARK: - Reading and writing

  @Test func aGroupRoundTripsAndIsLeftOutWhenNil() throws {
    let menu = superset()
    var json = JSONWriter()
    json.write(MonthFile(month: YearMonth(year: 2024, month: 1)!, menus: [menu]))
    #expect(json.text.components(separatedBy: "\"group\": 1").count == 3)
    #expect(json.text.hasSuffix("\"version\": 6\n}\n"))
    let read = try readJSON(json.text) { reader throws(JSONError) in
      try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
    }
    #expect(read.menus == [menu])
  }

  @Test(arguments: [
    (
      "[{\"g\": 1}, {\"g\": null}, {\"g\": 1}]",
      "workout 3 is in group 1, apart from the others of group 1; the workouts of a group "
        + "stand next to each other"
    ),
    ("[{\"g\": 1}, {\"g\": null}]", "group 1 has only workout 1; a group has at least two"),
    (
      "[{\"g\": 1}, {\"g\": 1}, {\"g\": 2}]", "group 2 has only workout 3; a group has at least two"
    ),
    ("[{\"g\": 0}, {\"g\": 0}]", "`group` must be a whole number from 1"),
    ("[{\"g\": 1.5}, {\"g\": 1.5}]", "expected a whole number for `group`"),
  ])
  func badGroupsFailAtTheWorkout(groups: String, message: String) throws {
    let text = groups.replacing(
      "{\"g\": ", with: "{\"exercise\": \"squat\", \"sets\": [], \"group\": ")
    let error = #expect(throws: JSONError.self) {
      try readJSON("{\"workouts\": \(text)}") { reader throws(JSONError) in
        try reader.readMenu(.input(date: day("2024-01-05"), makeID: { wid("wnew") }))
      }
    }
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
  }

  @Test func aGroupOfNullIsNone() throws {
    let menu = try readJSON(
      #"{"workouts": [{"exercise": "squat", "sets": [], "group": null}]}"#
    ) { reader throws(JSONError) in
      try reader.readMenu(.input(date: day("2024-01-05"), makeID: { wid("wnew") }))
    }
    #expect(menu.workouts.first?.group == nil)
  }

  @Test func aVersionThreeMonthHoldingAGroupFailsAtTheKey() {
    let text = """
      {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "run",
      "group": 1, "id": "wabc", "note": null, "sets": []}]}], "version": 3}
      """
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in
        try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
      }
    }
    #expect(
      error?.message
        == "unknown key `group` in a workout; expected `exercise`, `gear`, `id`, `note`, "
        + "`sets`, `source`")
  }

  @Test func wholeHistoryReadsCheckGroupsTheSameWay() throws {
    let text = """
      {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "squat",
      "group": 1, "id": "wabc", "note": null, "sets": []}]}], "version": 4}
      """
    var sessions: [ExerciseSession] = []
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in
        try reader.readMonth(YearMonth(year: 2024, month: 1)!) { reader throws(JSONError) in
          try reader.readMenu(.store, keeping: .results(of: nil), sessions: &sessions).date
        }
      }
    }
    #expect(error?.message == "group 1 has only workout 1; a group has at least two")
  }

  // MARK: - Templates

  @Test func aTemplateKeepsTheGroupsOfItsMenuAndGivesThemBackApart() throws {
    var saved = superset()
    saved.workouts[0].group = 5
    saved.workouts[1].group = 5
    let template = try Template(name: "ss", plan: saved)
    #expect(template.workouts.map(\.group) == [1, 1, nil])
    #expect(template.groupMark(of: 1) == "A2")

    var file = JSONWriter()
    file.write(TemplateFile(templates: [template]))
    #expect(file.text.contains("\"version\": 4"))
    let read = try readJSON(file.text) { reader throws(JSONError) in try reader.readTemplateFile() }
    #expect(read.templates == [template])

    let applied = try Planner(catalog: catalog).apply(
      template, to: superset(), newID: { wid("wnew") })
    #expect(applied.workouts.map(\.group) == [1, 1, nil, 2, 2, nil])
  }

  @Test func aVersionTwoTemplateHoldingAGroupFailsAtTheKey() {
    let text = """
      {"templates": [{"name": "a", "note": null, "workouts": [{"exercise": "squat", "group": 1,
      "note": null, "sets": []}]}], "version": 2}
      """
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in try reader.readTemplateFile() }
    }
    #expect(
      error?.message == "unknown key `group` in a template workout; expected `exercise`, `note`, "
        + "`sets`")
  }
}

@Suite struct GroupSheetTests {
  @Test func theGymSheetMarksTheWorkoutsOfAGroup() throws {
    var menu = Menu(
      date: day("2024-01-05"),
      workouts: [
        workout("wb", "bench-press", planned: [.reps: 10, .weight: 60]),
        workout("wr", "barbell-row", planned: [.reps: 8, .weight: 50]),
        workout("ws", "squat", planned: [.reps: 5, .weight: 100]),
      ])
    menu.workouts[0].group = 1
    menu.workouts[1].group = 1
    let file = try PDFInspection(GymSheet(catalog: catalog).pdf([menu]))
    let text = try file.joinedText(ofPage: try file.pages()[0])
    #expect(text.contains("A1 Bench Press"))
    #expect(text.contains("A2 Barbell Row"))
    #expect(!text.contains("A3") && text.contains("Squat"))
  }
}
