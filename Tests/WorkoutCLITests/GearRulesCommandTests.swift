import Foundation
import Testing

/// A Strong export of a 5 km run and a bench press on one day.
private let strongMixed = """
  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
  2024-01-02 07:10:00,"Mixed",1h,"Running",1,0,0,5,1800,,,
  2024-01-02 07:10:00,"Mixed",1h,"Bench Press (Barbell)",1,60,5,0,0,,,

  """

/// A home with Pegasus 40 (no start distance) whose retire distance is `retireAt` km.
private func bareShoeHome(retireAt: String = "800") -> TestHome {
  let home = TestHome()
  home.expectSuccess([
    "gear", "add", "pegasus-40", "--name", "Pegasus 40", "--retire-at", retireAt, "--for", "run",
  ])
  home.expectSuccess(["gear", "default", "pegasus-40"])
  return home
}

// MARK: - Distances

@Suite struct GearDistanceLimitCommandTests {
  @Test(arguments: [
    (["gear", "add", "p", "--name", "P", "--retire-at", "0"], "the retire distance must be"),
    (["gear", "add", "p", "--name", "P", "--retire-at", "900m"], "the retire distance must be"),
    (
      ["gear", "add", "p", "--name", "P", "--start-distance", "2000000"],
      "the start distance must be"
    ),
    (["gear", "edit", "pegasus-40", "--retire-at", "0"], "the retire distance must be"),
  ])
  func distancesOutOfRangeAreInvalidData(arguments: [String], message: String) {
    let home = shoeHome()
    home.expectFailure(arguments, code: 65, message: message)
  }

  @Test(arguments: ["0", "1e-300", "-3"])
  func aRetireDistanceOutOfRangeInGearJSONIsRefusedAsUnreadable(retireAt: String) {
    let home = TestHome()
    home.write(
      "gear.json",
      """
      {"defaults": {}, "gear": [{"added": "2024-01-01", "id": "p", "name": "P",
      "retireAt": \(retireAt)}], "version": 1}
      """)
    home.expectFailure(["gear", "list"], code: 74, message: "the retire distance must be")
    home.expectFailure(["gear", "check"], code: 74, message: "the retire distance must be")
  }

  @Test func gearShowAndCheckJSONPrintRoundedDistances() throws {
    let home = bareShoeHome(retireAt: "1")
    logRun(home, "1.1")
    logRun(home, "2.2")
    let show = home.expectSuccess(["gear", "show", "pegasus-40", "--json"])
    #expect(!show.contains("3.3000000000000003"), "\(show)")
    #expect(show.components(separatedBy: "\"distance\": 3.3,").count == 3, "\(show)")
    let check = home.run(arguments: ["gear", "check", "--json"])
    #expect(check.stdout.contains("\"distance\": 3.3,"), "\(check.stdout)")
  }
}

// MARK: - Exactly at the retire distance

@Suite struct GearAtTheLimitCommandTests {
  @Test func reachingTheRetireDistanceExactlySaysReached() {
    let home = shoeHome()
    let outcome = logRun(home, "15")
    #expect(outcome.stderr == "wkc: warning: Pegasus 40 has reached its retire distance of 20 km\n")
  }

  @Test func checkSaysReachedAndExitsOneAtTheRetireDistance() {
    let home = shoeHome()
    logRun(home, "15")
    let check = home.run(arguments: ["gear", "check"])
    #expect(check.code == 1)
    #expect(check.stdout == "pegasus-40: Pegasus 40 has reached its retire distance of 20 km\n")
  }
}

// MARK: - Opting out

@Suite struct GearOptOutCommandTests {
  @Test func runKeepsAnOptOutInsteadOfGivingTheDefault() {
    let home = shoeHome()
    home.expectSuccess(["add", "run", "--distance", "5", "--duration", "30m", "--gear", "none"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(!out.contains("pegasus-40"), "\(out)")
    #expect(gear(on: "2024-01-05", in: home) == ["none"])
  }

  @Test func runAsPlannedKeepsAnOptOut() {
    let home = shoeHome()
    home.expectSuccess(["add", "run", "--distance", "5", "--duration", "30m", "--gear", "none"])
    home.expectSuccess(["run", "--as-planned"])
    #expect(gear(on: "2024-01-05", in: home) == ["none"])
  }

  @Test func anOptedOutWorkoutCountsForNoGear() throws {
    let home = shoeHome()
    logRun(home, "5", ["--gear", "none"])
    let list = try #require(home.json(["gear", "list"]) as? [[String: Any]])
    #expect(list.first?["uses"] as? Int == 0)
    #expect(list.first?["distance"] as? Double == 5)
  }

  @Test func menuShowSaysNoGearForAnOptOut() {
    let home = shoeHome()
    logRun(home, "5", ["--gear", "none"])
    #expect(home.expectSuccess(["menu", "show"]).contains("1  Run (no gear)  1"))
  }

}

// MARK: - Import

@Suite struct GearOnImportCommandTests {
  @Test func importGivesTheDefaultOnlyToWorkoutsWithADistanceOrASpeed() {
    let home = shoeHome()
    home.expectSuccess(["import", "-"], stdin: strongMixed)
    #expect(gear(on: "2024-01-02", in: home) == ["pegasus-40", nil])
  }

  @Test func importGivesTheGearGivenOnlyToWorkoutsWithADistanceOrASpeed() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectSuccess(["import", "-", "--gear", "trail"], stdin: strongMixed)
    #expect(gear(on: "2024-01-02", in: home) == ["trail", nil])
  }
}

// MARK: - Names

@Suite struct GearNameCommandTests {
  @Test func addingANameOtherGearHasIsRefused() {
    let home = shoeHome()
    home.expectFailure(
      ["gear", "add", "other", "--name", "pegasus 40"], code: 65,
      message: "pegasus-40 is already named 'Pegasus 40'; give another name")
  }

  @Test func renamingToANameOtherGearHasIsRefused() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectFailure(
      ["gear", "edit", "trail", "--name", "PEGASUS 40"], code: 65,
      message: "pegasus-40 is already named 'Pegasus 40'")
  }
}

// MARK: - Saying which gear

@Suite struct GearGivenCommandTests {
  @Test func recordWithGearSaysWhichGearTheWorkoutGot() {
    let home = shoeHome()
    home.expectSuccess(["gear", "add", "trail", "--name", "Trail pair"])
    home.expectSuccess(["add", "run", "--distance", "5", "--gear", "none"])
    let out = home.expectSuccess(["record", "run", "--gear", "trail"])
    #expect(out.contains("\n  gear: trail\n"), "\(out)")
  }

  @Test func templateApplySaysWhichGearEachWorkoutGot() {
    let home = shoeHome()
    home.expectSuccess(["add", "run", "--distance", "5"])
    home.expectSuccess(["template", "save", "r", "--from", "today"])
    let out = home.expectSuccess(["template", "apply", "r", "--date", "+1"])
    #expect(out.contains("  gear: pegasus-40\n"), "\(out)")
  }
}

// MARK: - Unknown subcommands

@Suite struct GearSubcommandTests {
  @Test func anUnknownGearSubcommandIsAnUnknownCommand() {
    let home = shoeHome()
    home.expectFailure(["gear", "frob"], code: 64, message: "unknown command 'frob'")
  }

  @Test func aMistypedGearSubcommandGetsADidYouMean() {
    let home = shoeHome()
    home.expectFailure(
      ["gear", "lst"], code: 64, message: "unknown command 'lst'; did you mean 'list'?")
  }
}
