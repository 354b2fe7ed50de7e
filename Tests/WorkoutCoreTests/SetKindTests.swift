import Testing

@testable import WorkoutCore

/// A set done as planned, of a kind.
private func done(_ values: [ItemID: Double], _ kind: SetKind = .working) -> WorkoutSet {
  WorkoutSet(
    planned: PlannedSet(SetValues(values), kind: kind), actual: SetValues(values),
    completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
}

private func month(_ text: String) throws -> MonthFile {
  try readJSON(text) { reader throws(JSONError) in
    try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
  }
}

private let versionOneMonth = #"""
  {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "squat",
  "id": "wabc", "note": null, "sets": [{"actual": null, "completedAt": null,
  "planned": {"reps": 5}, "skipped": false}]}]}], "version": 1}
  """#

// MARK: - The month file

@Suite struct SetKindSchemaTests {
  @Test func aVersionOneMonthReadsAsWorkingSetsWithNoSource() throws {
    let file = try month(versionOneMonth)
    let workout = try #require(file.menus.first?.workouts.first)
    #expect(workout.source == nil)
    #expect(workout.sets.map(\.kind) == [.working])
  }

  @Test func aVersionOneMonthIsWrittenAsTheCurrentVersion() throws {
    var json = JSONWriter()
    json.write(try month(versionOneMonth))
    #expect(json.text.hasSuffix("\"version\": \(MonthFile.currentVersion)\n}\n"))
  }

  @Test func kindsAndSourcesRoundTrip() throws {
    let menu = Menu(
      date: day("2024-01-05"),
      workouts: [
        Workout(
          id: wid("wabc"), exercise: "squat",
          sets: [
            done([.reps: 10, .weight: 20], .warmup), done([.reps: 5, .weight: 100]),
            done([.reps: 8, .weight: 60], .drop),
            WorkoutSet(planned: PlannedSet(SetValues([.reps: 3]), kind: .failure)),
          ], source: "strong:2024-01-05 07:00:00#Squat (Barbell)")
      ])
    var json = JSONWriter()
    json.write(MonthFile(month: YearMonth(year: 2024, month: 1)!, menus: [menu]))
    #expect(json.text.components(separatedBy: "\"kind\"").count == 4)
    #expect(try month(json.text).menus == [menu])
  }

  @Test func aWorkingSetIsWrittenWithoutAKind() {
    var json = JSONWriter()
    json.write(done([.reps: 5]))
    #expect(!json.text.contains("kind"))
  }

  @Test func aVersionOneMonthHoldingAKindFailsAtTheKey() {
    let text = versionOneMonth.replacingOccurrences(
      of: #""skipped": false"#, with: #""skipped": false, "kind": "drop""#)
    let error = #expect(throws: JSONError.self) { try month(text) }
    #expect(
      error?.message
        == "unknown key `kind` in a set; expected `actual`, `completedAt`, `planned`, `skipped`")
    #expect(error?.line == 3)
  }

  @Test func anUnknownKindFailsNamingTheKinds() {
    let text = versionOneMonth.replacingOccurrences(
      of: #""skipped": false"#, with: #""skipped": false, "kind": "cooldown""#
    ).replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
    let error = #expect(throws: JSONError.self) { try month(text) }
    #expect(error?.message.contains("not \"cooldown\"") == true)
  }

  @Test func wholeHistoryReadsCarryEachSetsKind() throws {
    let text = versionOneMonth.replacingOccurrences(
      of: #""actual": null, "completedAt": null,"#,
      with: #""actual": {"reps": 5}, "completedAt": "2024-01-05T07:31:02+09:00", "kind": "warmup","#
    ).replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
    let sessions = try readJSON(text) { reader throws(JSONError) in
      try reader.readSessions(YearMonth(year: 2024, month: 1)!, of: nil)
    }
    #expect(sessions.map { $0.sets.map(\.kind) } == [[.warmup]])
    #expect(sessions == ExerciseSession.sessions(of: try month(text).menus))
  }
}

// MARK: - What warm-ups count for

@Suite struct WarmUpFigureTests {
  let session = ExerciseSession(
    date: day("2024-01-05"), exercise: "bench-press",
    sets: [
      PlannedSet(SetValues([.reps: 10, .weight: 100]), kind: .warmup),
      PlannedSet(SetValues([.reps: 5, .weight: 60])),
      PlannedSet(SetValues([.reps: 3, .weight: 50]), kind: .drop),
    ])

  @Test func sessionFiguresLeaveWarmUpsOut() {
    #expect(session.topSet == SetValues([.reps: 5, .weight: 60]))
    #expect(session.volume == 450)
    #expect(session.reps == 8)
    #expect(session.oneRepMax(.epley) == 70)
  }

  @Test func personalBestsLeaveWarmUpsOut() {
    let bests = PersonalBests(session)
    #expect(bests.heaviestWeight == 60)
    #expect(bests.bestVolume == 450)
  }

  @Test func personalRecordsLeaveWarmUpsOut() {
    let records = PersonalRecords(
      exercise: "bench-press", sessions: [session], formula: .epley)
    #expect(records.maxWeight?.weight == 60)
    #expect(records.bestVolume?.value == 450)
  }

  @Test func aSessionOfOnlyWarmUpsHasNoFigures() {
    let warmUps = ExerciseSession(
      date: day("2024-01-05"), exercise: "squat",
      sets: [PlannedSet(SetValues([.reps: 5, .weight: 60]), kind: .warmup)])
    #expect(warmUps.topSet == nil)
    #expect(warmUps.volume == nil)
  }

  @Test func theSessionSummaryCountsWarmUpsDoneButNotTheirVolume() {
    var summary = SessionSummary()
    summary.add(done([.reps: 10, .weight: 20], .warmup))
    summary.add(done([.reps: 5, .weight: 100], .failure))
    #expect(summary.setsDone == 2)
    #expect(summary.volume == 500)
  }

  @Test func progressionLeavesWarmUpsOut() {
    let suggestion = Progression.suggest(
      recent: [
        (
          day("2024-01-05"),
          [
            done([.reps: 10, .weight: 20, .rest: 60], .warmup),
            done([.reps: 5, .weight: 100, .rest: 180]),
          ]
        )
      ], exercise: builtIn("bench-press"))
    #expect(suggestion.sets == [PlannedSet(SetValues([.reps: 5, .weight: 102.5, .rest: 180]))])
  }

  @Test func progressionPlansADropOrFailureSetAgainAsOne() {
    let suggestion = Progression.suggest(
      recent: [
        (
          day("2024-01-05"),
          [
            done([.reps: 10, .weight: 20, .rest: 60], .warmup),
            done([.reps: 5, .weight: 100, .rest: 180]),
            done([.reps: 8, .weight: 80], .drop),
            done([.reps: 6, .weight: 60], .failure),
          ]
        )
      ], exercise: builtIn("bench-press"))
    #expect(suggestion.kind == .increase)
    #expect(
      suggestion.sets == [
        PlannedSet(SetValues([.reps: 5, .weight: 102.5, .rest: 180])),
        PlannedSet(SetValues([.reps: 8, .weight: 82.5]), kind: .drop),
        PlannedSet(SetValues([.reps: 6, .weight: 62.5]), kind: .failure),
      ])
  }

  @Test func aDateWithOnlyWarmUpsIsNoSessionForProgression() {
    let suggestion = Progression.suggest(
      recent: [(day("2024-01-05"), [done([.reps: 10, .weight: 20], .warmup)])],
      exercise: builtIn("bench-press"))
    #expect(suggestion.kind == .first)
  }
}

// MARK: - Typed kinds and RPE

@Suite struct TypedKindTests {
  @Test(arguments: [
    ("w:10x20", SetKind.warmup, "10x20"), ("D: 8x50", .drop, "8x50"), ("f:6x60", .failure, "6x60"),
    ("warmup:5x40", .warmup, "5x40"),
  ])
  func aPrefixNamesTheKind(text: String, kind: SetKind, spec: String) throws {
    let split = try SetSpec.splitKind(text)
    #expect(split.kind == kind)
    #expect(split.spec == spec)
  }

  @Test(arguments: ["10x20", "1:30,rest=30", "reps=5,rest=1:30", "duration=1:00:00"])
  func aSpecWithoutAPrefixIsLeftWhole(text: String) throws {
    let split = try SetSpec.splitKind(text)
    #expect(split.kind == nil)
    #expect(split.spec == text)
  }

  @Test func rpeIsAcceptedByEveryExerciseWithRepsOrADuration() {
    for exercise in catalog.exercises
    where exercise.items.contains(.reps) || exercise.items.contains(.duration) {
      #expect(exercise.acceptedItems.contains(.rpe), "\(exercise.id)")
      #expect(exercise.acceptedItems.count(where: { $0 == .rpe }) == 1, "\(exercise.id)")
    }
  }

  @Test func rpeIsNotAcceptedWithoutRepsOrADuration() {
    let sled = Exercise(id: "sled", name: "Sled", kind: "other", items: [.distance, .weight])
    #expect(sled.acceptedItems == [.distance, .weight])
  }

  @Test func rirIsAcceptedByEveryExerciseWithRepsAndNoOther() {
    for exercise in catalog.exercises {
      let count = exercise.acceptedItems.count(where: { $0 == .rir })
      #expect(count == (exercise.items.contains(.reps) ? 1 : 0), "\(exercise.id)")
    }
  }

  @Test func rirGoesFromZeroToTenInHalves() throws {
    let rir = try #require(catalog.item(.rir))
    #expect(try rir.parse("2") == 2)
    #expect(try rir.parse("0") == 0)
    #expect(throws: ValueError.self) { try rir.parse("1.3") }
    #expect(throws: ValueError.self) { try rir.parse("-1") }
  }
}
