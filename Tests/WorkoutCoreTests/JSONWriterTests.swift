import Testing

@testable import WorkoutCore

@Suite struct JSONWriterFormatTests {
  @Test func writesTwoSpaceIndentedMembersAndATrailingNewline() {
    var json = JSONWriter()
    json.object { json in
      json.key("a")
      json.number(40.0)
      json.key("b")
      json.array { json in
        json.number(1)
        json.string("x")
        json.object { json in
          json.key("c")
          json.bool(true)
        }
      }
      json.key("d")
      json.null()
    }
    #expect(
      json.text == """
        {
          "a": 40,
          "b": [
            1,
            "x",
            {
              "c": true
            }
          ],
          "d": null
        }

        """)
  }

  @Test func writesEmptyContainersOnOneLine() {
    var json = JSONWriter()
    json.object { json in
      json.key("list")
      json.array { _ in }
      json.key("map")
      json.object { _ in }
    }
    #expect(json.text == "{\n  \"list\": [],\n  \"map\": {}\n}\n")
  }

  @Test func writesAnEmptyTopLevelObjectWithANewline() {
    var json = JSONWriter()
    json.object { _ in }
    #expect(json.text == "{}\n")
  }

  @Test func writesOptionalStringsAsNull() {
    var json = JSONWriter()
    json.array { json in
      json.string(nil as String?)
      json.string("a" as String?)
    }
    #expect(json.text == "[\n  null,\n  \"a\"\n]\n")
  }

  @Test(arguments: [
    (40.0, "40"), (42.5, "42.5"), (61.23496995, "61.23496995"), (-3, "-3"), (0, "0"),
    (-0.0, "0"), (0.1, "0.1"), (1e20, "1e+20"), (135 * kilogramsPerPound, "61.23496995"),
  ])
  func formatsNumbersWithoutATrailingFraction(value: Double, expected: String) {
    #expect(JSONWriter.format(value) == expected)
  }

  @Test func formatsNonFiniteNumbersAsNull() {
    #expect(JSONWriter.format(.nan) == "null")
    #expect(JSONWriter.format(.infinity) == "null")
  }

  @Test func writesWholeIntegers() {
    var json = JSONWriter()
    json.array { json in
      json.number(7)
      json.number(-12)
    }
    #expect(json.text == "[\n  7,\n  -12\n]\n")
  }

  @Test func escapesQuotesBackslashesAndControlCharacters() {
    var json = JSONWriter()
    json.array { json in json.string("a\"b\\c\nd\re\tf\u{01}g\u{1F}h/i") }
    #expect(json.text == "[\n  \"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fh/i\"\n]\n")
  }

  @Test func escapesKeysLikeStrings() {
    var json = JSONWriter()
    json.object { json in
      json.key("a\"b")
      json.number(1)
    }
    #expect(json.text == "{\n  \"a\\\"b\": 1\n}\n")
  }

  @Test func writesUnicodeAsRawUTF8() {
    var json = JSONWriter()
    json.array { json in json.string("日本語 é 😀") }
    #expect(json.text == "[\n  \"日本語 é 😀\"\n]\n")
  }

  @Test func writtenStringsReadBackUnchanged() throws {
    let original = "quote \" backslash \\ newline \n tab \t bell \u{07} del \u{7F} 日本 😀"
    var json = JSONWriter()
    json.array { json in json.string(original) }
    #expect(try parseJSON(json.bytes) == .array([.string(original)]))
  }
}

@Suite struct MonthFileRoundTripTests {
  static let sample: MonthFile = {
    let done = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 10, .weight: 40, .rest: 60])),
      actual: SetValues([.reps: 10, .weight: 135 * kilogramsPerPound]),
      completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    let skipped = WorkoutSet(
      planned: PlannedSet(SetValues([.reps: 8, .weight: 42.5, .rest: 90])),
      completedAt: Timestamp("2024-01-05T07:35:00.250Z"), skipped: true)
    let open = WorkoutSet(planned: PlannedSet(SetValues([.reps: 6, .weight: 45])))
    let bench = Workout(
      id: wid("w7f3k2q9x1"), exercise: "bench-press", note: "grip \"wide\"\nthen narrow",
      sets: [done, skipped, open])
    let run = Workout(
      id: wid("r1"), exercise: "run", note: nil,
      sets: [WorkoutSet(planned: PlannedSet(SetValues([.duration: 1800, .distance: 5.25])))])
    return MonthFile(
      month: YearMonth("2024-01")!,
      menus: [
        Menu(date: day("2024-01-20"), note: nil, workouts: [run]),
        Menu(date: day("2024-01-05"), note: "胸の日 💪 \\ push", workouts: [bench]),
        Menu(date: day("2024-01-06"), note: "rest day", workouts: []),
      ])
  }()

  @Test func aWrittenMonthFileReadsBackEqual() throws {
    var json = JSONWriter()
    json.write(Self.sample)
    let month = Self.sample.month
    let read = try JSONReader.read(json.bytes) { reader throws(JSONError) in
      try reader.readMonthFile(month)
    }
    #expect(read == Self.sample)
  }

  @Test func aMonthFileHasSortedKeysAndItsVersionLast() throws {
    var json = JSONWriter()
    json.write(MonthFile(month: YearMonth("2024-02")!))
    #expect(json.text == "{\n  \"menus\": [],\n  \"version\": 6\n}\n")
  }

  @Test func aMenuIsWrittenInTheSpecShape() {
    var json = JSONWriter()
    json.write(Self.sample.menus[0])
    #expect(
      json.text == #"""
        {
          "date": "2024-01-05",
          "note": "胸の日 💪 \\ push",
          "workouts": [
            {
              "exercise": "bench-press",
              "id": "w7f3k2q9x1",
              "note": "grip \"wide\"\nthen narrow",
              "sets": [
                {
                  "actual": {
                    "reps": 10,
                    "weight": 61.23496995
                  },
                  "completedAt": "2024-01-05T07:31:02+09:00",
                  "planned": {
                    "reps": 10,
                    "rest": 60,
                    "weight": 40
                  },
                  "skipped": false
                },
                {
                  "actual": null,
                  "completedAt": "2024-01-05T07:35:00.250Z",
                  "planned": {
                    "reps": 8,
                    "rest": 90,
                    "weight": 42.5
                  },
                  "skipped": true
                },
                {
                  "actual": null,
                  "completedAt": null,
                  "planned": {
                    "reps": 6,
                    "weight": 45
                  },
                  "skipped": false
                }
              ]
            }
          ]
        }

        """#)
  }

  @Test func aMonthFileIsWrittenByteForByteAsBefore() {
    var json = JSONWriter()
    json.write(Self.sample)
    #expect(
      json.text == #"""
        {
          "menus": [
            {
              "date": "2024-01-05",
              "note": "胸の日 💪 \\ push",
              "workouts": [
                {
                  "exercise": "bench-press",
                  "id": "w7f3k2q9x1",
                  "note": "grip \"wide\"\nthen narrow",
                  "sets": [
                    {
                      "actual": {
                        "reps": 10,
                        "weight": 61.23496995
                      },
                      "completedAt": "2024-01-05T07:31:02+09:00",
                      "planned": {
                        "reps": 10,
                        "rest": 60,
                        "weight": 40
                      },
                      "skipped": false
                    },
                    {
                      "actual": null,
                      "completedAt": "2024-01-05T07:35:00.250Z",
                      "planned": {
                        "reps": 8,
                        "rest": 90,
                        "weight": 42.5
                      },
                      "skipped": true
                    },
                    {
                      "actual": null,
                      "completedAt": null,
                      "planned": {
                        "reps": 6,
                        "weight": 45
                      },
                      "skipped": false
                    }
                  ]
                }
              ]
            },
            {
              "date": "2024-01-06",
              "note": "rest day",
              "workouts": []
            },
            {
              "date": "2024-01-20",
              "note": null,
              "workouts": [
                {
                  "exercise": "run",
                  "id": "r1",
                  "note": null,
                  "sets": [
                    {
                      "actual": null,
                      "completedAt": null,
                      "planned": {
                        "distance": 5.25,
                        "duration": 1800
                      },
                      "skipped": false
                    }
                  ]
                }
              ]
            }
          ],
          "version": 6
        }

        """#)
  }
}
