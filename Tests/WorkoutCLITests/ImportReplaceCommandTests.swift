import Foundation
import Testing

/// A classic Strong export whose loads look like pounds (135, 185, 225, 45) but were kilograms.
private let strongCSV = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"Heavy",1h,"Squat (Barbell)",W,45,5,0,0,"",,
  2024-01-02 07:10:00,"Heavy",1h,"Squat (Barbell)",1,135,5,0,0,,,
  2024-01-02 07:10:00,"Heavy",1h,"Squat (Barbell)",2,185,3,0,0,,,
  2024-01-02 07:10:00,"Heavy",1h,"Squat (Barbell)",3,225,1,0,0,,,
  2024-01-04 07:10:00,"Pull",1h,"Deadlift (Barbell)",1,135,5,0,0,"",,
  2024-01-04 07:10:00,"Pull",1h,"Deadlift (Barbell)",2,225,3,0,0,,,

  """

/// `import --replace`: a file imported before is imported again in place, as one change that
/// `wkc undo` takes back.
@Suite struct ImportReplaceCommandTests {
  let home = TestHome()

  private func writeInput(_ name: String, _ text: String) -> String {
    let path = home.home + "/" + name
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The files of the store but the journal, which every change adds to.
  private func storeFiles() -> [String: Data] {
    home.snapshot().filter { !$0.key.contains("/wkc/journal") && $0.key != "strong.csv" }
  }

  /// The weights of the squat sets of 2024-01-02, as stored.
  private func squatWeights() throws -> [Double] {
    let menu = try #require(
      home.json(["menu", "show", "2024-01-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    let sets = try #require(workouts.first?["sets"] as? [[String: Any]])
    return sets.compactMap { ($0["actual"] as? [String: Any])?["weight"] as? Double }
  }

  @Test func alreadyThereNamesReplaceAsTheWayForward() {
    let file = writeInput("strong.csv", strongCSV)
    home.expectSuccess(["import", file])
    let again = home.expectSuccess(["import", file, "--unit", "kg"])

    #expect(
      again.contains(
        "Nothing was added.\nAlready there: 2 workouts, left alone.\n"
          + "  --replace imports them again in place of what they added before (after a wrong "
          + "--unit, say).\n"))
  }

  @Test func replaceWithTheRightUnitPutsAWrongGuessRightAndUndoTakesItBack() throws {
    let file = writeInput("strong.csv", strongCSV)
    let first = home.expectSuccess(["import", file])
    #expect(first.contains("weights taken as lb, guessed from the values"))
    // Taken as pounds: 45 lb is 45 × 0.45359237 kg, and so on.
    let pounds = try squatWeights()
    #expect(zip(pounds, [45.0, 135, 185, 225]).allSatisfy { abs($0 - $1 * 0.453_592_37) < 1e-9 })
    let guessed = storeFiles()

    let outcome = home.run(arguments: ["import", file, "--unit", "kg", "--replace"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(
      outcome.stdout.contains(
        "Added 2 workouts on 2 dates: 2 exercises, 6 sets.\n"
          + "  2024-01  2 dates, 2 exercises, 6 sets\n"
          + "Replaced what 2 workouts imported before added (wkc undo puts it back).\n"))
    #expect(try squatWeights() == [45, 135, 185, 225])
    #expect(storeFiles() != guessed)

    home.expectSuccess(["undo"])
    #expect(storeFiles() == guessed)
    #expect(try squatWeights() == pounds)
  }

  @Test func theReplaceIsOneChangeOfTheJournal() throws {
    let file = writeInput("strong.csv", strongCSV)
    home.expectSuccess(["import", file])
    home.expectSuccess(["import", file, "--unit", "kg", "--replace"])
    let changes = try #require(home.json(["undo", "--list"]) as? [[String: Any]])

    #expect(changes.count == 2)
    #expect(changes.first?["command"] as? String == "import \(file) --unit kg --replace")
    #expect(changes.first?["undoable"] as? Bool == true)
  }

  @Test func aDryRunReplaceSaysWhatItWouldReplaceAndWritesNothing() {
    let file = writeInput("strong.csv", strongCSV)
    home.expectSuccess(["import", file])
    let before = home.snapshot()
    let out = home.expectSuccess(["import", file, "--unit", "kg", "--replace", "--dry-run"])

    #expect(out.contains("Would replace what 2 workouts imported before added"))
    #expect(home.snapshot() == before)
    let summary = home.json(["import", file, "--replace", "--dry-run"]) as? [String: Any]
    #expect(summary?["replaced"] as? Int == 2)
    #expect(summary?["alreadyImported"] as? Int == 0)
  }

  @Test func aWkcExportRefusesReplace() {
    let file = writeInput("strong.csv", strongCSV)
    home.expectSuccess(["import", file])
    home.expectSuccess(["export", "--output", home.home + "/backup.json"])
    home.expectFailure(
      ["import", home.home + "/backup.json", "--replace"], code: 64,
      message: "--replace is for other apps' exports")
  }
}
