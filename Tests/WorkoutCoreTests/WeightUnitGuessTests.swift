import Testing

@testable import WorkoutCore

/// The guess of the weight unit of a Strong classic export, which does not say it: every load
/// weighed by the plate steps it lands on, the user's unit when the evidence is weak.
@Suite struct WeightUnitGuessTests {
  private static let header =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,"
    + "Workout Notes,RPE\n"

  /// A classic export of one workout: each exercise with its weights, five reps each.
  private static func export(_ exercises: [(String, [Double])], date: String = "2024-03-04")
    -> [UInt8]
  {
    var text = header
    for (name, weights) in exercises {
      for (index, weight) in weights.enumerated() {
        text += "\(date) 07:00:00,\"Day\",1h,\"\(name)\",\(index + 1),\(weight),5.0,0,0.0,,,\n"
      }
    }
    return Array(text.utf8)
  }

  private static func read(_ bytes: [UInt8], user: WorkoutCore.Unit = .kilogram) throws
    -> ForeignLog
  {
    try ForeignImport.read(bytes: bytes, units: DisplayUnits(weight: user, distance: .kilometre))
  }

  // MARK: - The issue's examples

  @Test func aKilogramFileOfManyTensAndSomeOddFivesIsKilograms() throws {
    // Under the old rule its 10 sets at 45, 75, 85 and 95 outvoted everything else: pounds.
    let log = try ImportFixture.read("strong-A-classic-kg-tens.csv")
    let guess = try #require(log.weightGuess)

    #expect(log.weightUnit == .kilogram)
    #expect(!guess.isWeak)
    // Each load once per exercise of a workout, counted by hand from the fixture:
    // 24 multiples of 10 from 20, 75 and 85, 45 and 95, and the 12 kg curl.
    #expect(guess.count(.kilogramStep) == 24)
    #expect(guess.count(.poundStep) == 2)
    #expect(guess.count(.commonPoundLoad) == 2)
    #expect(guess.count(.kilogramOnly) == 1)
    #expect(guess.count(.neither) == 0)
    let bits: Double = 24 * 1 + 1 * 2 - 2 * 1 - 2 * 1.5
    #expect(guess.bitsForUnit == bits)
  }

  @Test func aNinetyKilogramSnatchPullStaysNinety() throws {
    let log = try ImportFixture.read("strong-A-classic-kg-tens.csv", chunk: 7)

    let pulls = log.workouts.flatMap(\.exercises).filter { $0.name == "Snatch Pull (Barbell)" }
    #expect(pulls.flatMap(\.sets).map { $0.values[.weight] } == [90, 90, 90, 95, 95])
  }

  @Test func theLoadsOfTheIssueAreKilogramsOnceTheyAreAFile() throws {
    let loads: [Double] = [40, 50, 60, 70, 75, 85, 90, 95]
    // Three workouts of one load per exercise: 15 tens against 6 odd fives and 3 common pound
    // loads (95): 15 - 6 - 4.5 = 4.5 bits for kg.
    var bytes = Array(Self.header.utf8)
    for date in ["2024-03-04", "2024-03-06", "2024-03-08"] {
      let exercises = loads.enumerated().map { ("Exercise \($0.offset)", [$0.element]) }
      bytes += Self.export(exercises, date: date).dropFirst(Self.header.utf8.count)
    }
    let guess = try #require(try Self.read(bytes, user: .pound).weightGuess)

    #expect(guess.unit == .kilogram)
    #expect(!guess.isWeak)
    #expect(guess.bitsForUnit == 4.5)
  }

  @Test func aPoundFileOfBarbellPlateLoadsIsPoundsConvertedExactly() throws {
    let bytes = Self.export([
      ("Squat (Barbell)", [45, 135, 185, 225, 225]), ("Bench Press (Barbell)", [45, 95, 135, 155]),
      ("Bent Over Row (Barbell)", [95, 115]),
    ])
    let log = try Self.read(bytes)
    let guess = try #require(log.weightGuess)

    #expect(log.weightUnit == .pound)
    #expect(!guess.isWeak)
    #expect(guess.count(.commonPoundLoad) == 8)
    #expect(guess.count(.poundStep) == 2)
    let bits: Double = 8 * 1.5 + 2
    #expect(guess.bitsForUnit == bits)
    // 135 lb is 135 × 0.45359237 kg (the pound's definition), not Strong's 0.453592.
    let squat = log.workouts[0].exercises[0].sets.map { $0.values[.weight]! }
    #expect(abs(squat[1] - 61.234_969_95) < 1e-9)
    #expect(abs(squat[3] - 225 * 0.453_592_37) < 1e-9)
  }

  @Test func fourFivesAreWeakEvidenceSoTheUsersUnitIsTaken() throws {
    let bytes =
      Self.export([("Lateral Raise (Dumbbell)", [5.0]), ("Front Raise (Dumbbell)", [5.0])])
      + Self.export(
        [("Lateral Raise (Dumbbell)", [5.0]), ("Front Raise (Dumbbell)", [5.0])],
        date: "2024-03-06"
      ).dropFirst(Self.header.utf8.count)
    for user in [WorkoutCore.Unit.kilogram, .pound] {
      let log = try Self.read(Array(bytes), user: user)
      let guess = try #require(log.weightGuess)

      #expect(guess.isWeak)
      #expect(guess.count(.neither) == 4)
      #expect(log.weightUnit == user)
      #expect(log.unitGuessed)
      let stored = log.allSets.map { $0.values[.weight]! }
      let five = user == .pound ? 5 * 0.453_592_37 : 5
      #expect(stored.count == 4 && stored.allSatisfy { abs($0 - five) < 1e-9 })
    }
  }

  @Test func aGivenUnitMakesNoGuess() throws {
    let log = try ForeignImport.read(
      bytes: Self.export([("Squat (Barbell)", [135, 225])]), weightUnit: .kilogram)

    #expect(log.weightGuess == nil)
    #expect(log.allSets.map { $0.values[.weight] } == [135, 225])
  }

  // MARK: - The kinds of evidence

  @Test func eachLoadIsTheKindOfItsPlateSteps() {
    let kinds: [(Double, WeightUnitGuess.Evidence)] = [
      (20, .kilogramStep), (40, .kilogramStep), (90, .kilogramStep), (250, .kilogramStep),
      (22.5, .kilogramOnly), (62.5, .kilogramOnly), (61.25, .kilogramOnly), (14, .kilogramOnly),
      (2.5, .kilogramOnly), (25, .poundStep), (75, .poundStep), (115, .poundStep),
      (45, .commonPoundLoad), (95, .commonPoundLoad), (135, .commonPoundLoad),
      (185, .commonPoundLoad), (225, .commonPoundLoad), (315, .commonPoundLoad),
      (405, .commonPoundLoad), (5, .neither), (10, .neither), (15, .neither), (13, .neither),
      (33.3, .neither), (0, .neither),
    ]
    for (load, kind) in kinds {
      #expect(WeightUnitGuess.Evidence.of(load) == kind, "\(load)")
    }
  }

  // MARK: - Property: plate-loadable sessions in each unit

  @Test(arguments: [WorkoutCore.Unit.kilogram, .pound])
  func generatedPlateLoadedHistoriesAreNeverTakenForTheOtherUnit(_ unit: WorkoutCore.Unit)
    throws
  {
    var random = SplitMix(seed: unit == .pound ? 45 : 20)
    let (bar, plates): (Double, [Double]) =
      unit == .pound ? (45, [45, 35, 25, 10, 5, 2.5]) : (20, [25, 20, 15, 10, 5, 2.5, 1.25])
    let other: WorkoutCore.Unit = unit == .pound ? .kilogram : .pound
    var decisive = 0
    for _ in 0..<100 {
      // Four to eight workouts of three to six exercises, each at one to three loads of the
      // bar and pairs of the unit's plates.
      var bytes = Array(Self.header.utf8)
      var typed: [Double] = []
      for day in 0..<random.next(in: 4...8) {
        var exercises: [(String, [Double])] = []
        for exercise in 0..<random.next(in: 3...6) {
          var loads: [Double] = []
          for _ in 0..<random.next(in: 1...3) {
            let pairs = (0..<random.next(in: 0...4)).map { _ in
              plates[random.next(in: 0...(plates.count - 1))]
            }
            loads += Array(repeating: bar + 2 * pairs.reduce(0, +), count: random.next(in: 1...4))
          }
          exercises.append(("Lift \(exercise)", loads))
          typed += loads
        }
        let date = "2024-03-\(10 + day)"
        bytes += Self.export(exercises, date: date).dropFirst(Self.header.utf8.count)
      }
      // The user's unit is the other one, so a weak guess would show.
      let log = try Self.read(bytes, user: other)
      let guess = try #require(log.weightGuess)
      #expect(guess.isWeak || guess.unit == unit)
      guard !guess.isWeak else { continue }
      decisive += 1
      let perKilogram = unit == .pound ? 0.453_592_37 : 1
      let stored = log.allSets.map { $0.values[.weight]! }
      #expect(zip(stored, typed).allSatisfy { abs($0 - $1 * perKilogram) < 1e-9 })
    }
    #expect(decisive >= 95)
  }
}

/// A small seeded generator, so the property's histories are the same on every run.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
