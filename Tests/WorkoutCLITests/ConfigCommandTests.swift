import Foundation
import Testing

extension TestHome {
  /// The settings file under the test home, as `~/.config/wkc/config.json`.
  var configPath: String { home + "/.config/wkc/config.json" }

  /// The text of the settings file, nil when there is none.
  var configText: String? {
    FileManager.default.contents(atPath: configPath).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes the settings file by hand.
  func writeConfig(_ text: String) {
    try! FileManager.default.createDirectory(
      atPath: home + "/.config/wkc", withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
  }
}

@Suite struct ConfigCommandTests {
  @Test func setWritesTheFileUnderTheConfigFolder() {
    let home = TestHome()
    let out = home.expectSuccess(["config", "set", "units", "lb"])
    #expect(out == "units is now lb (\(home.configPath)).\n")
    #expect(home.configText == "{\n  \"units\": \"lb\",\n  \"version\": 1\n}\n")
  }

  @Test func xdgConfigHomeIsUsedWhenSet() {
    let home = TestHome()
    home.environment["XDG_CONFIG_HOME"] = home.home + "/xdg"
    home.expectSuccess(["config", "set", "distance", "miles"])
    #expect(FileManager.default.fileExists(atPath: home.home + "/xdg/wkc/config.json"))
    #expect(home.configText == nil)
  }

  @Test func listSaysWhereEachValueComesFrom() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.environment["WKC_UNITS"] = "mi"
    let out = home.expectSuccess(["config", "list"])
    #expect(out.contains("units         lb"))
    #expect(out.contains("\(home.configPath)\n"))
    #expect(out.contains("distance      mi "))
    #expect(out.contains(" WKC_UNITS\n"))
    #expect(out.contains("bar           45lb "))
    #expect(out.contains("rest-between  set "))
    #expect(out.contains("get-ready     0:03 "))
    #expect(out.contains("plates        45x16,35x2,25x2,10x4,5x2,2.5x2 lb  default\n"))
  }

  @Test func listIsJSONForScripts() throws {
    let home = TestHome()
    home.expectSuccess(["config", "set", "distance", "mi"])
    let json = try #require(home.json(["config", "list"]) as? [String: Any])
    #expect(json["file"] as? String == home.configPath)
    let settings = try #require(json["settings"] as? [[String: String]])
    #expect(
      settings == [
        ["key": "units", "value": "kg", "from": "default"],
        ["key": "distance", "value": "mi", "from": "file"],
        ["key": "bar", "value": "20kg", "from": "default"],
        ["key": "plates", "value": "25x12,20x4,15x2,10x2,5x2,2.5x2,1.25x2 kg", "from": "default"],
        ["key": "warmup", "value": "bar x10,40%x5,60%x3,80%x2", "from": "default"],
        ["key": "rest-between", "value": "set", "from": "default"],
        ["key": "get-ready", "value": "3", "from": "default"],
      ])
  }

  @Test func getPrintsOnlyTheValue() {
    let home = TestHome()
    #expect(home.expectSuccess(["config", "get", "units"]) == "kg\n")
    home.environment["WKC_UNITS"] = "lb"
    #expect(home.expectSuccess(["config", "get", "units"]) == "lb\n")
  }

  @Test func unsetPutsTheDefaultBackAndRemovesAnEmptyFile() {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    let out = home.expectSuccess(["config", "unset", "units"])
    #expect(out == "units is back to kg, the default.\n")
    #expect(home.configText == nil)
  }

  @Test func setNotesAnOverrideOnStderr() {
    let home = TestHome()
    home.environment["WKC_UNITS"] = "kg"
    let outcome = home.run(arguments: ["config", "set", "units", "lb"])
    #expect(outcome.code == 0)
    #expect(outcome.stderr == "wkc: note: WKC_UNITS overrides it here: units is kg\n")
  }

  @Test(arguments: [
    (
      ["config", "set", "unit", "lb"],
      "no setting 'unit'; the settings are units, distance, bar, plates, warmup, rest-between, "
        + "get-ready; did you mean 'units'?"
    ),
    (["config", "set", "units", "stone"], "units takes kg or lb, not 'stone'"),
    (["config", "set", "distance", "lb"], "distance takes km or mi, not 'lb'"),
    (["config", "get", "weight"], "no setting 'weight'"),
    (["config", "unset", "colour"], "no setting 'colour'"),
  ])
  func badSettingsAreUsageErrorsWithNothingWritten(arguments: [String], message: String) {
    let home = TestHome()
    home.expectSuccess(["config", "set", "units", "lb"])
    home.expectFailure(arguments, code: 64, message: message)
  }

  @Test func aCorruptSettingsFileIsNeverOverwritten() {
    let home = TestHome()
    home.writeConfig("{\"units\": \"lb\",")
    home.expectFailure(
      ["config", "set", "units", "kg"], code: 74,
      message: "\(home.configPath): line 1, column 16")
    home.expectFailure(["menu", "show"], code: 74, message: "wkc will not overwrite it")
  }

  @Test func aWkcUnitsNamingNoUnitIsAUsageErrorWithoutAUsageLine() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "1"])
    home.environment["WKC_UNITS"] = "stone"
    let outcome = home.expectFailure(
      ["add", "squat", "--weight", "100"], code: 64,
      message:
        "WKC_UNITS must name units, each once: kg or lb, km or mi, or both like lb,mi; not 'stone'")
    #expect(!outcome.stderr.contains("Usage:"))
  }
}

@Suite struct ConfigJSONTests {
  @Test func getSetAndUnsetPrintTheSettingAsJSON() throws {
    let home = TestHome()
    let set = try #require(home.json(["config", "set", "units", "lb"]) as? [String: String])
    #expect(set == ["key": "units", "value": "lb", "from": "file", "file": home.configPath])
    let get = try #require(home.json(["config", "get", "units"]) as? [String: String])
    #expect(get["value"] == "lb")
    #expect(home.expectSuccess(["config", "get", "units", "--json"]).hasSuffix("}\n"))
    let unset = try #require(home.json(["config", "unset", "units"]) as? [String: String])
    #expect(unset["value"] == "kg" && unset["from"] == "default")
  }
}

@Suite struct RunDurationSettingTests {
  @Test func restBetweenAndGetReadyAreShownAsATime() {
    let home = TestHome()
    let set = home.expectSuccess(["config", "set", "rest-between", "0:25"])
    #expect(set.hasPrefix("rest-between is now 0:25 ("), "\(set)")
    #expect(home.expectSuccess(["config", "get", "rest-between"]) == "0:25\n")
    #expect(home.expectSuccess(["config", "get", "get-ready"]) == "0:03\n")
    #expect(home.expectSuccess(["config", "list"]).contains("rest-between  0:25 "))
  }
}
