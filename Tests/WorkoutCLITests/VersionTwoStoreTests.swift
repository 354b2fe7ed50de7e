import Foundation
import Testing

/// A store written by a version-2 wkc (set kinds, an imported workout's source), checked in
/// under `Fixtures/v2-store` as that wkc wrote it. Version 3 (a workout's gear) reads it as it
/// was and writes the current version only where it writes.
@Suite struct VersionTwoStoreTests {
  static let store = FixtureStore(
    "v2-store", files: ["templates.json", "menus/2024-02.json", "menus/2024-03.json"])
  static var files: [String] { store.files }

  /// The bytes of a fixture file.
  static func original(_ path: String) -> String { store.original(path) }

  /// A home holding a copy of the store.
  static func home() -> TestHome { store.home() }

  // MARK: - Reading

  @Test func readCommandsSucceedAndLeaveEveryFileAsItWas() {
    let home = Self.home()
    for arguments in [
      ["menu", "show", "2024-02-06"], ["menu", "list", "--month", "2024-03", "--json"],
      ["history", "run"], ["prs", "squat"], ["stats"], ["template", "show", "legs"],
      ["gear", "list"], ["export"],
    ] {
      home.expectSuccess(arguments)
    }
    for path in Self.files { #expect(home.file(path) == Self.original(path), "\(path)") }
  }

  @Test func versionTwoWorkoutsReadWithTheirKindsSourcesAndNoGear() throws {
    let home = Self.home()
    let menu = try #require(home.json(["menu", "show", "2024-03-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    #expect(workouts.allSatisfy { $0["gear"] == nil })
    #expect(workouts.first?["source"] as? String == "strong|2024-03-02 07:10:00|Morning run")
    let kinds = (workouts.last?["sets"] as? [[String: Any]])?.map { $0["kind"] as? String }
    #expect(kinds == ["warmup", nil])
  }

  // MARK: - Writing

  @Test func theFirstWriteToAMonthWritesTheCurrentVersionAndKeepsItsOtherMenus() throws {
    let home = Self.home()
    home.expectSuccess(["menu", "note", "2024-02-08", "easy"])
    let written = try #require(home.file("menus/2024-02.json"))
    #expect(written.hasSuffix("  ],\n  \"version\": 6\n}\n"))
    let original = Self.original("menus/2024-02.json")
    let start = try #require(original.range(of: "    {\n      \"date\": \"2024-02-06\""))
    let end = try #require(original.range(of: "    },\n    {\n      \"date\": \"2024-02-08\""))
    #expect(written.contains(original[start.lowerBound..<end.lowerBound]))
    #expect(home.file("menus/2024-03.json") == Self.original("menus/2024-03.json"))
  }

  @Test func gearGivenToAVersionTwoWorkoutIsWrittenInTheCurrentVersion() throws {
    let home = Self.home()
    home.expectSuccess(["gear", "add", "pegasus", "--name", "Pegasus"])
    home.expectSuccess(["edit", "run", "--date", "2024-03-02", "--gear", "pegasus"])
    let written = try #require(home.file("menus/2024-03.json"))
    #expect(written.contains("\"gear\": \"pegasus\""))
    #expect(written.hasSuffix("\"version\": 6\n}\n"))
    #expect(home.file("menus/2024-02.json") == Self.original("menus/2024-02.json"))
  }

  // MARK: - Refused

  @Test func aVersionTwoFileHoldingGearIsRefusedAsAnUnknownKey() {
    let home = Self.home()
    home.write(
      "menus/2024-03.json",
      Self.original("menus/2024-03.json").replacingOccurrences(
        of: "\"exercise\": \"run\",", with: "\"exercise\": \"run\", \"gear\": \"pegasus\","))
    home.expectFailure(
      ["menu", "show", "2024-03-02"], code: 74,
      message:
        "unknown key `gear` in a workout; expected `exercise`, `id`, `note`, `sets`, `source`")
  }

  @Test func aVersionOneFileHoldingGearIsRefusedAsVersionOneWould() {
    let home = Self.home()
    home.write(
      "menus/2024-03.json",
      Self.original("menus/2024-03.json")
        .replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
        .replacingOccurrences(
          of: "\"exercise\": \"run\",", with: "\"exercise\": \"run\", \"gear\": \"pegasus\","))
    home.expectFailure(
      ["menu", "show", "2024-03-02"], code: 74,
      message: "unknown key `gear` in a workout; expected `exercise`, `id`, `note`, `sets`")
  }

  @Test func aVersionThreeFileMayHoldGear() throws {
    let home = Self.home()
    home.expectSuccess(["gear", "add", "pegasus", "--name", "Pegasus"])
    home.write(
      "menus/2024-03.json",
      Self.original("menus/2024-03.json")
        .replacingOccurrences(of: "\"version\": 2", with: "\"version\": 3")
        .replacingOccurrences(
          of: "\"exercise\": \"run\",", with: "\"exercise\": \"run\", \"gear\": \"pegasus\","))
    let menu = try #require(home.json(["menu", "show", "2024-03-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    #expect(workouts.first?["gear"] as? String == "pegasus")
  }
}
