import Foundation
import Testing

/// A classic Strong export (no unit) of a kilograms user: two workouts.
private let kilogramsCSV = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"A",1h,"Squat (Barbell)",1,60,5,0,0,"",,
  2024-01-02 07:10:00,"A",1h,"Squat (Barbell)",2,100,5,0,0,,,
  2024-01-02 07:10:00,"A",1h,"Squat (Barbell)",3,100,5,0,0,,,
  2024-01-02 07:10:00,"A",1h,"Bench Press (Barbell)",1,40,5,0,0,"",,
  2024-01-02 07:10:00,"A",1h,"Bench Press (Barbell)",2,75,5,0,0,,,
  2024-01-02 07:10:00,"A",1h,"Bench Press (Barbell)",3,75,5,0,0,,,
  2024-01-02 07:10:00,"A",1h,"Bent Over Row (Barbell)",1,52.5,8,0,0,"",,
  2024-01-04 07:10:00,"B",1h,"Squat (Barbell)",1,60,5,0,0,"",,
  2024-01-04 07:10:00,"B",1h,"Squat (Barbell)",2,110,5,0,0,,,
  2024-01-04 07:10:00,"B",1h,"Bench Press (Barbell)",1,45,5,0,0,"",,
  2024-01-04 07:10:00,"B",1h,"Bench Press (Barbell)",2,80,5,0,0,,,

  """

/// Four sets at 5.0: evidence of nothing.
private let fivesCSV = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"A",1h,"Lateral Raise (Dumbbell)",1,5.0,12,0,0,"",,
  2024-01-02 07:10:00,"A",1h,"Front Raise (Dumbbell)",1,5.0,12,0,0,"",,
  2024-01-04 07:10:00,"B",1h,"Lateral Raise (Dumbbell)",1,5.0,12,0,0,"",,
  2024-01-04 07:10:00,"B",1h,"Front Raise (Dumbbell)",1,5.0,12,0,0,"",,

  """

/// `import --dry-run` shows the unit guess with its evidence; weak evidence takes your unit.
@Suite struct ImportGuessCommandTests {
  let home = TestHome()

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aDryRunShowsTheGuessWithItsEvidenceAndTheUnitThatForcesTheOther() {
    let file = writeInput("strong.csv", kilogramsCSV)
    let out = home.expectSuccess(["import", file, "--dry-run"])

    // By hand, each load once per exercise of a workout: tens 60, 100, 40 | 60, 110, 80; odd
    // fives 75; common pound loads 45; kilograms only 52.5. 6 + 2 - 1 - 1.5 = 5.5 bits for kg.
    #expect(
      out.contains(
        """
        weights taken as kg, guessed from the values (give --unit to say).
        Weight unit kg, guessed: the values give 5.5 bits for it (4 decide):
          6 loads on kilogram plate steps (multiples of 10 from 20): 1 bit each for kg
          1 load only kilograms give often (odd multiples of 2.5, 1.25 steps, 2 kg steps): \
        2 bits each for kg
          1 load on pound plate steps (odd multiples of 5 from 25): 1 bit each for lb
          1 load common in pounds (45 or 95 plus pairs of 45s: 135, 185, 225, 315…): \
        1.5 bits each for lb
          Each load counts once per exercise of a workout; give --unit lb if they are pounds.

        """))
  }

  @Test func theJSONDryRunCarriesTheGuess() throws {
    let file = writeInput("strong.csv", kilogramsCSV)
    let summary = try #require(home.json(["import", file, "--dry-run"]) as? [String: Any])
    let guess = try #require(summary["unitGuess"] as? [String: Any])

    #expect(guess["unit"] as? String == "kg")
    #expect(guess["decidedBy"] as? String == "evidence")
    #expect(guess["bits"] as? Double == 5.5)
    #expect(guess["decisiveBits"] as? Double == 4)
    #expect(guess["alternative"] as? String == "--unit lb")
    let evidence = try #require(guess["evidence"] as? [[String: Any]])
    var loads: [String: Int] = [:]
    for kind in evidence { loads[kind["kind"] as? String ?? ""] = kind["loads"] as? Int }
    #expect(
      loads == [
        "kilogramStep": 6, "kilogramOnly": 1, "poundStep": 1, "commonPoundLoad": 1, "neither": 0,
      ])
    // The bits are the sum of each kind's loads times its bits, for kg less for lb.
    var bits = 0.0
    for kind in evidence {
      let sign = kind["favours"] as? String == "kg" ? 1.0 : -1.0
      bits += sign * Double(kind["loads"] as? Int ?? 0) * (kind["bitsEach"] as? Double ?? 0)
    }
    #expect(bits == 5.5)
  }

  @Test func fourFivesAreWeakSoYourUnitIsTaken() throws {
    let file = writeInput("strong.csv", fivesCSV)
    let metric = home.expectSuccess(["import", file, "--dry-run"])
    #expect(metric.contains("weights taken as kg, your unit, as the values say too little"))
    #expect(
      metric.contains(
        "Weight unit kg, your unit: the values give 0 bits for it, too few (4 decide):\n"
          + "  4 loads that say neither (5, 10, 15, odd numbers, other fractions)\n"))
    #expect(metric.contains("give --unit lb if they are pounds."))

    home.environment["WKC_UNITS"] = "lb"
    let pounds = try #require(home.json(["import", file, "--dry-run"]) as? [String: Any])
    let guess = try #require(pounds["unitGuess"] as? [String: Any])
    #expect(pounds["weightUnit"] as? String == "lb")
    #expect(guess["decidedBy"] as? String == "yourUnit")
    #expect(guess["alternative"] as? String == "--unit kg")

    home.environment["WKC_UNITS"] = nil
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectSuccess(["import", file])
    // 5 lb is 5 × 0.45359237 kg, stored exactly.
    let month = try #require(home.file("menus/2024-01.json"))
    #expect(month.contains("2.26796185"))
  }
}

/// Strong's current layout says kg, but a pounds user's weights are its conversions of pounds.
@Suite struct PoundArtefactEvidenceTests {
  private let csv = """
    Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE
    2024-01-02 07:10:00,"A",1h,"Squat (Barbell)",1,20.0,10,0,0,"",,
    2024-01-02 07:10:00,"A",1h,"Squat (Barbell)",2,61.23492,5,0,0,"",,

    """

  @Test func theDryRunNamesTheWeightThatShowsIt() throws {
    let home = TestHome()
    let out = home.expectSuccess(["import", "-", "--dry-run"], stdin: csv)
    // 61.23492 / 0.453592 = 135.0 lb: Strong's own factor.
    #expect(61.23492 / 0.453592 > 134.9999 && 61.23492 / 0.453592 < 135.0001)
    #expect(
      out.contains(
        "weights typed in lb, as Strong's conversion shows (61.23492 kg is 135 lb × 0.453592; "
          + "give --unit to say)"))
    let json = home.expectSuccess(["import", "-", "--dry-run", "--json"], stdin: csv)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["poundArtefact"] as? Double == 61.23492)
    #expect(object["unitGuessed"] as? Bool == true)
  }
}
