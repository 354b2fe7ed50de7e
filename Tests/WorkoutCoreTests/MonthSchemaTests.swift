import Testing

@testable import WorkoutCore

// The month-file schema is declared once per level (MenuJSON.swift): the readers switch over
// these fields and the writers write them in declaration order.

private func names<Field: JSONField>(_ shape: Field.Type) -> [String] {
  Field.allCases.map(\.key)
}

@Suite struct MonthSchemaTests {
  @Test func everyLevelDeclaresTheSpecKeys() {
    #expect(names(MonthField.self) == ["menus", "version"])
    #expect(names(MenuField.self) == ["date", "note", "workouts"])
    #expect(
      names(WorkoutField.self) == [
        "endedAt", "exercise", "gear", "group", "id", "note", "sets", "source", "startedAt",
      ])
    #expect(
      names(SetField.self) == [
        "actual", "amrap", "completedAt", "kind", "planned", "repsUpTo", "skipped",
      ])
  }

  @Test func everyLevelDeclaresItsKeysSortedSoFilesAreWrittenSorted() {
    for keys in [
      names(MonthField.self), names(MenuField.self), names(WorkoutField.self),
      names(SetField.self),
    ] {
      #expect(keys == keys.sorted(), "\(keys)")
      #expect(Set(keys).count == keys.count, "\(keys)")
    }
  }

  @Test func aKeyIsMatchedToItsFieldOnlyWhenWhole() throws {
    let fields = try readJSON(
      #"{"planned": 1, "plan": 2, "plannedX": 3, "skipped": 4, "actual": 5, "completedAt": 6}"#
    ) { reader throws(JSONError) -> [SetField?] in
      var fields: [SetField?] = []
      try reader.readFields("a set") { reader, key throws(JSONError) in
        fields.append(SetField.named(key))
        _ = try reader.readNumber(what: "a number")
      }
      return fields
    }
    #expect(fields == [.planned, nil, nil, .skipped, .actual, .completedAt])
  }

  @Test func anUnknownKeyIsNamedWithEveryDeclaredKey() {
    let error = #expect(throws: JSONError.self) {
      try readJSON(#"{"planned": {}, "done": true}"#) { reader throws(JSONError) in
        try reader.readFields("a set", of: SetField.self) { reader, _ throws(JSONError) in
          try reader.skipValue()
        }
      }
    }
    #expect(
      error?.message
        == "unknown key `done` in a set; expected `actual`, `amrap`, `completedAt`, `kind`, "
        + "`planned`, `repsUpTo`, `skipped`")
    #expect(error?.column == 25)
  }

  @Test func keysNeedNoMoreThanTheirBytesToMatch() throws {
    // Names of 1 to 16 bytes are compared as words; a key that only shares a prefix or a
    // suffix must not match.
    let matches = try readJSON(
      #"["id", "ix", "note", "nota", "exercise", "exercisf", "completedAt"]"#
    ) {
      reader throws(JSONError) -> [Bool] in
      var matches: [Bool] = []
      let names: [StaticString] = [
        "id", "id", "note", "note", "exercise", "exercise", "completedAt",
      ]
      var index = 0
      try reader.readArray("names") { reader throws(JSONError) in
        matches.append(names[index] ~= (try reader.readStringBytes(what: "a name")))
        index += 1
      }
      return matches
    }
    #expect(matches == [true, false, true, false, true, false, true])
  }
}

@Suite struct MonthSchemaVersionTests {
  @Test func eachVersionHasTheKeysOfTheVersionsBeforeIt() {
    let workout = MonthFile.workout
    #expect(workout.names(inVersion: 1) == ["exercise", "id", "note", "sets"])
    #expect(workout.names(inVersion: 2) == ["exercise", "id", "note", "sets", "source"])
    #expect(workout.names(inVersion: 3) == ["exercise", "gear", "id", "note", "sets", "source"])
    #expect(
      workout.names(inVersion: 4) == ["exercise", "gear", "group", "id", "note", "sets", "source"])
    #expect(workout.names(inVersion: 5) == workout.names)
    #expect(MonthFile.set.names(inVersion: 1) == ["actual", "completedAt", "planned", "skipped"])
  }

  @Test func aVersionTwoMonthHoldingGearFailsAtTheKey() {
    let text = """
      {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "run",
      "gear": "pegasus", "id": "wabc", "note": null, "sets": []}]}], "version": 2}
      """
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in
        try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
      }
    }
    #expect(
      error?.message
        == "unknown key `gear` in a workout; expected `exercise`, `id`, `note`, `sets`, `source`")
    #expect(error?.line == 2)
  }

  @Test func gearRoundTripsAndIsLeftOutWhenNil() throws {
    let menu = Menu(
      date: LocalDate("2024-01-05")!,
      workouts: [
        Workout(
          id: WorkoutID(rawValue: "wabc")!, exercise: "run", sets: [], gear: GearID("pegasus")),
        Workout(id: WorkoutID(rawValue: "wabd")!, exercise: "walk", sets: []),
      ])
    var json = JSONWriter()
    json.write(MonthFile(month: YearMonth(year: 2024, month: 1)!, menus: [menu]))
    #expect(json.text.components(separatedBy: "\"gear\"").count == 2)
    let read = try readJSON(json.text) { reader throws(JSONError) in
      try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
    }
    #expect(read.menus == [menu])
  }

  @Test func anOptedOutWorkoutRoundTripsAsGearNone() throws {
    let menu = Menu(
      date: LocalDate("2024-01-05")!,
      workouts: [
        Workout(id: WorkoutID(rawValue: "wabc")!, exercise: "run", sets: [], gear: GearID.none)
      ])
    var json = JSONWriter()
    json.write(MonthFile(month: YearMonth(year: 2024, month: 1)!, menus: [menu]))
    #expect(json.text.contains("\"gear\": \"none\""))
    let read = try readJSON(json.text) { reader throws(JSONError) in
      try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
    }
    #expect(read.menus.first?.workouts.first?.gear?.isNone == true)
  }

  @Test func aGearIDThatIsNotASlugIsRefused() {
    for id in ["Pegasus", "", "a b", "None"] {
      let text = """
        {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "run",
        "gear": "\(id)", "id": "wabc", "note": null, "sets": []}]}], "version": 3}
        """
      let error = #expect(throws: JSONError.self) {
        try readJSON(text) { reader throws(JSONError) in
          try reader.readMonthFile(YearMonth(year: 2024, month: 1)!)
        }
      }
      #expect(error?.message.hasPrefix("`gear` must be a gear id") == true, "\(id)")
    }
  }
}
