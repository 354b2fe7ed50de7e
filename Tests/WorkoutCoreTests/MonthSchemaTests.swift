import Testing

@testable import WorkoutCore

// The month-file schema is declared once per level (MenuJSON.swift): the readers switch over
// these fields and the writers write them in declaration order.

private func names<Field: JSONField>(_ shape: Field.Type) -> [String] { Field.names }

@Suite struct MonthSchemaTests {
  @Test func everyLevelDeclaresTheSpecKeys() {
    #expect(names(MonthField.self) == ["menus", "version"])
    #expect(names(MenuField.self) == ["date", "note", "workouts"])
    #expect(names(WorkoutField.self) == ["exercise", "id", "note", "sets", "source"])
    #expect(names(SetField.self) == ["actual", "completedAt", "kind", "planned", "skipped"])
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
        == "unknown key `done` in a set; expected `actual`, `completedAt`, `kind`, `planned`, "
        + "`skipped`")
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
