import Foundation
import Testing

/// A store written by a version-1 wkc, checked in under `Fixtures/v1-store` exactly as that wkc
/// wrote it: two month files, templates and the user's catalog. The current wkc reads it as it was
/// and writes the current version only where it writes.
@Suite struct VersionOneStoreTests {
  static let store = FixtureStore(
    "v1-store",
    files: [
      "catalog.json", "templates.json", "menus/2023-12.json", "menus/2024-01.json",
    ])
  static var files: [String] { store.files }

  /// The bytes of a fixture file.
  static func original(_ path: String) -> String { store.original(path) }

  /// A home holding a copy of the store.
  static func home() -> TestHome { store.home() }

  // MARK: - Reading

  @Test(arguments: [
    (
      ["menu", "show", "2024-01-02"],
      """
      Tue 2024-01-02 - legs
      #  exercise           set  plan                 result
      1  Squat              1    5x100 kg, rest 3:00  done 5x100 kg 18:02
         belt on            2    5x100 kg, rest 3:00  skipped
      2  Landmine Thruster  1    12x20 kg, rest 1:30  done 12x20 kg 18:15
      2 workouts, 2 of 3 sets done

      """
    ),
    (
      ["history", "bench-press"],
      """
      Bench Press: 2 dates
      date            sets           top set     volume   e1RM
      Thu 2024-01-04  10x62.5        10x62.5 kg  625 kg   83.3 kg
      Fri 2023-12-29  10x60, 8x62.5  8x62.5 kg   1100 kg  80 kg

      """
    ),
    (
      ["stats"],
      """
      exercise           last date       last top set  best e1RM  sessions
      Bench Press        Thu 2024-01-04  10x62.5 kg    83.3 kg    2
      Landmine Thruster  Tue 2024-01-02  12x20 kg      28 kg      1
      Squat              Tue 2024-01-02  5x100 kg      116.7 kg   1

      """
    ),
    (
      ["template", "show", "push"],
      """
      push - push day
      #  exercise     set  plan
      1  Bench Press  1    10x60 kg, rest 2:30
                      2    10x62.5 kg, rest 2:30
      1 workout, 2 sets

      """
    ),
  ])
  func readCommandsReadAVersionOneStoreAsBefore(arguments: [String], expected: String) {
    let home = Self.home()
    let before = home.snapshot()
    #expect(home.expectSuccess(arguments) == expected)
    #expect(home.snapshot().filter { !$0.key.hasSuffix("index.json") } == before)
  }

  @Test func everyReadCommandSucceedsAndWritesNoMonthFile() {
    let home = Self.home()
    for arguments in [
      ["menu", "list", "--month", "2024-01"], ["menu", "show", "2024-01-04", "--json"],
      ["prs"], ["prs", "squat", "--json"], ["chart", "bench-press", "--metric", "e1rm"],
      ["calendar", "2024-01"], ["suggest", "bench-press"], ["template", "list"],
      ["catalog", "show", "landmine-thruster"], ["history", "squat", "--json"],
    ] {
      home.expectSuccess(arguments)
    }
    for path in Self.files { #expect(home.file(path) == Self.original(path), "\(path)") }
  }

  @Test func versionOneSetsReadAsWorkingSetsWithNoSource() throws {
    let home = Self.home()
    let menu = try #require(home.json(["menu", "show", "2024-01-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    #expect(workouts.allSatisfy { $0["source"] == nil })
    let sets = workouts.flatMap { ($0["sets"] as? [[String: Any]]) ?? [] }
    #expect(sets.count == 3)
    #expect(sets.allSatisfy { $0["kind"] == nil })
  }

  // MARK: - Writing

  @Test func theFirstWriteToAMonthWritesTheCurrentVersionAndKeepsItsOtherMenus() throws {
    let home = Self.home()
    home.expectSuccess(["menu", "note", "2024-01-04", "chest"])
    let written = try #require(home.file("menus/2024-01.json"))
    #expect(written.hasSuffix("  ],\n  \"version\": 6\n}\n"))
    // The 2024-01-02 menu is written back byte for byte.
    let original = Self.original("menus/2024-01.json")
    let start = try #require(original.range(of: "    {\n      \"date\": \"2024-01-02\""))
    let end = try #require(original.range(of: "    },\n    {\n      \"date\": \"2024-01-04\""))
    #expect(written.contains(original[start.lowerBound..<end.lowerBound]))
    #expect(written.contains("\"note\": \"chest\""))
  }

  @Test func theFirstWriteLeavesOtherMonthsAndFilesUntouched() {
    let home = Self.home()
    home.expectSuccess(["log", "squat", "--date", "2024-01-05", "--set", "w:5x60"])
    for path in ["menus/2023-12.json", "templates.json", "catalog.json"] {
      #expect(home.file(path) == Self.original(path), "\(path)")
    }
  }

  @Test func aMonthWrittenAgainReadsTheSameMenus() throws {
    let home = Self.home()
    let before = home.expectSuccess(["menu", "list", "--month", "2024-01", "--json"])
    home.expectSuccess(["add", "deadlift", "--date", "2024-01-20"])
    home.expectSuccess(["remove", "deadlift", "--date", "2024-01-20"])
    #expect(home.file("menus/2024-01.json")?.contains("\"version\": 6") == true)
    #expect(home.expectSuccess(["menu", "list", "--month", "2024-01", "--json"]) == before)
  }

  @Test func savingATemplateWritesTheTemplatesFileAsTheCurrentVersion() throws {
    let home = Self.home()
    home.expectSuccess(["template", "save", "legs", "--from", "2024-01-02"])
    let text = try #require(home.file("templates.json"))
    #expect(text.hasSuffix("  ],\n  \"version\": 4\n}\n"))
    #expect(home.expectSuccess(["template", "list"]).contains("push"))
  }

  @Test func aSetKindRoundTripsThroughAVersionTwoFile() throws {
    let home = Self.home()
    home.expectSuccess([
      "log", "bench-press", "--date", "2024-01-05", "--set", "w:10x20", "--set", "d:8x50",
      "--set", "f:6x60",
    ])
    let written = try #require(home.file("menus/2024-01.json"))
    #expect(written.contains("\"kind\": \"warmup\""))
    let shown = home.expectSuccess(["menu", "show", "2024-01-05", "--json"])
    home.expectSuccess(["menu", "put", "2024-01-05", "--file", "-"], stdin: shown)
    #expect(home.file("menus/2024-01.json") == written)
    let kinds = (home.json(["menu", "show", "2024-01-05"]) as? [String: Any])
      .flatMap { $0["workouts"] as? [[String: Any]] }?.first
      .flatMap { $0["sets"] as? [[String: Any]] }?.map { $0["kind"] as? String }
    #expect(kinds == ["warmup", "drop", "failure"])
  }

  // MARK: - Refused

  @Test func aNewerMonthFileIsRefusedAndLeftAlone() {
    let home = Self.home()
    home.write(
      "menus/2024-01.json",
      Self.original("menus/2024-01.json").replacingOccurrences(
        of: "\"version\": 1", with: "\"version\": 7"))
    home.expectFailure(
      ["add", "squat", "--date", "2024-01-10"], code: 74,
      message: "version 7 is newer than this wkc reads (6); update wkc")
    home.expectFailure(
      ["history", "squat"], code: 74, message: "version 7 is newer than this wkc reads (6)")
  }

  @Test func aVersionOneFileHoldingAKindIsRefusedAsAnUnknownKey() {
    let home = Self.home()
    home.write(
      "menus/2024-01.json",
      Self.original("menus/2024-01.json").replacingOccurrences(
        of: "\"completedAt\": \"2024-01-02T18:02:11+09:00\",",
        with: "\"completedAt\": \"2024-01-02T18:02:11+09:00\", \"kind\": \"warmup\","))
    home.expectFailure(
      ["menu", "show", "2024-01-02"], code: 74,
      message: "unknown key `kind` in a set; expected `actual`, `completedAt`, `planned`, `skipped`"
    )
  }

  @Test func aVersionOneFileHoldingASourceIsRefusedAsAnUnknownKey() {
    let home = Self.home()
    home.write(
      "menus/2023-12.json",
      Self.original("menus/2023-12.json").replacingOccurrences(
        of: "\"note\": null,\n          \"sets\"",
        with: "\"note\": null, \"source\": \"strong:1\",\n          \"sets\""))
    home.expectFailure(
      ["history", "bench-press"], code: 74,
      message: "unknown key `source` in a workout; expected `exercise`, `id`, `note`, `sets`")
  }

  @Test func aVersionOneTemplatesFileHoldingAKindIsRefused() {
    let home = Self.home()
    home.write(
      "templates.json",
      Self.original("templates.json").replacingOccurrences(
        of: "{\n              \"planned\"", with: "{\"kind\": \"warmup\",\n \"planned\""))
    home.expectFailure(
      ["template", "list"], code: 74,
      message: "unknown key `kind` in a template set; expected `planned`")
  }
}
