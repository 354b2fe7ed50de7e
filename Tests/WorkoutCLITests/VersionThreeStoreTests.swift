import Foundation
import Testing

/// A store written by a version-3 wkc (a workout's gear; templates of version 2), checked in
/// under `Fixtures/v3-store` as that wkc wrote it. Version 4 (a workout's group) reads it as it
/// was and writes version 4 only where it writes.
@Suite struct VersionThreeStoreTests {
  static let store = FixtureStore(
    "v3-store",
    files: ["gear.json", "templates.json", "menus/2024-04.json", "menus/2024-05.json"])

  /// Every older store checked in, with the commands that read all of it.
  static let olderStores = [
    FixtureStore(
      "v1-store",
      files: ["catalog.json", "templates.json", "menus/2023-12.json", "menus/2024-01.json"]),
    FixtureStore(
      "v2-store", files: ["templates.json", "menus/2024-02.json", "menus/2024-03.json"]),
    store,
  ]

  // MARK: - Reading

  @Test(arguments: olderStores.indices)
  func everyEarlierVersionReadsAsBeforeWithNoGroups(index: Int) throws {
    let fixture = Self.olderStores[index]
    let home = fixture.home()
    for arguments in [
      ["stats"], ["prs"], ["template", "list"], ["gear", "list"], ["export", "--format", "csv"],
      ["calendar", "2024-01"],
    ] {
      home.expectSuccess(arguments)
    }
    let export = home.expectSuccess(["export"])
    #expect(!export.contains("\"group\""), "\(fixture.folder.lastPathComponent)")
    for path in fixture.files {
      #expect(
        home.file(path) == fixture.original(path), "\(fixture.folder.lastPathComponent) \(path)")
    }
  }

  @Test func versionThreeMenusReadWithTheirGearAndNoGroups() throws {
    let home = Self.store.home()
    let menu = try #require(home.json(["menu", "show", "2024-04-02"]) as? [String: Any])
    let workouts = try #require(menu["workouts"] as? [[String: Any]])
    #expect(workouts.map { $0["exercise"] as? String } == ["bench-press", "barbell-row", "squat"])
    #expect(workouts.allSatisfy { $0["group"] == nil })
    let lines = home.expectSuccess(["menu", "show", "2024-04-02"])
    #expect(!lines.contains("A1"))
    let runs = try #require(home.json(["menu", "show", "2024-04-04"]) as? [String: Any])
    #expect((runs["workouts"] as? [[String: Any]])?.first?["gear"] as? String == "pegasus")
  }

  @Test func aVersionThreeMenuRunsAsBefore() {
    let home = Self.store.home()
    home.now = 1_712_016_000  // 2024-04-02 09:00 in Tokyo
    let out = home.expectSuccess(["run", "2024-04-02", "--no-timer"], stdin: "q\n")
    #expect(out.contains("Barbell Row set 1/3: plan W 10x40 kg"))
  }

  // MARK: - Writing

  @Test func groupingAVersionThreeMonthWritesTheCurrentVersionAndKeepsItsOtherMenus() throws {
    let home = Self.store.home()
    home.expectSuccess(["edit", "barbell-row", "--date", "2024-05-07", "--group", "bench-press"])
    let written = try #require(home.file("menus/2024-05.json"))
    #expect(written.hasSuffix("  ],\n  \"version\": 6\n}\n"))
    #expect(written.components(separatedBy: "\"group\": 1").count == 3)
    #expect(home.file("menus/2024-04.json") == Self.store.original("menus/2024-04.json"))
    #expect(home.grouping("2024-05-07") == ["bench-press 1", "barbell-row 1"])
  }

  @Test func aTemplateOfVersionTwoAppliesAndIsWrittenAsTheCurrentVersionWhenSaved() throws {
    let home = Self.store.home()
    home.expectSuccess(["template", "apply", "push-pull", "--date", "2024-05-08"])
    #expect(home.grouping("2024-05-08") == ["bench-press", "barbell-row", "squat"])
    #expect(home.file("templates.json") == Self.store.original("templates.json"))
    home.expectSuccess(["template", "save", "pair", "--from", "2024-05-07"])
    #expect(home.file("templates.json")?.hasSuffix("  ],\n  \"version\": 4\n}\n") == true)
  }

  // MARK: - Refused

  @Test func aVersionThreeFileHoldingAGroupIsRefusedAsAnUnknownKey() {
    let home = Self.store.home()
    home.write(
      "menus/2024-05.json",
      Self.store.original("menus/2024-05.json").replacingOccurrences(
        of: "\"exercise\": \"bench-press\",", with: "\"exercise\": \"bench-press\", \"group\": 1,"))
    home.expectFailure(
      ["menu", "show", "2024-05-07"], code: 74,
      message:
        "unknown key `group` in a workout; expected `exercise`, `gear`, `id`, `note`, `sets`, "
        + "`source`")
  }

  @Test func aVersionFourFileMayHoldGroups() {
    let home = Self.store.home()
    home.write(
      "menus/2024-05.json",
      Self.store.original("menus/2024-05.json")
        .replacingOccurrences(of: "\"version\": 3", with: "\"version\": 4")
        .replacingOccurrences(of: "\"id\": \"", with: "\"group\": 2, \"id\": \""))
    #expect(home.grouping("2024-05-07") == ["bench-press 2", "barbell-row 2"])
    #expect(home.expectSuccess(["menu", "show", "2024-05-07"]).contains("A2 Barbell Row"))
  }

  @Test func aTemplateGroupOfOneIsRefusedAndAGroupInAVersionTwoTemplateIsAnUnknownKey() {
    let home = Self.store.home()
    let grouped = Self.store.original("templates.json").replacingOccurrences(
      of: "\"exercise\": \"bench-press\",", with: "\"exercise\": \"bench-press\", \"group\": 1,")
    home.write("templates.json", grouped)
    home.expectFailure(
      ["template", "list"], code: 74,
      message: "unknown key `group` in a template workout; expected `exercise`, `note`, `sets`")
    home.write(
      "templates.json",
      grouped.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 3"))
    home.expectFailure(
      ["template", "apply", "push-pull"], code: 74,
      message: "group 1 has only workout 1; a group has at least two")
  }

  @Test func aHandEditedGroupOfOneIsRefusedNamingTheFile() {
    let home = Self.store.home()
    home.write(
      "menus/2024-05.json",
      Self.store.original("menus/2024-05.json")
        .replacingOccurrences(of: "\"version\": 3", with: "\"version\": 4")
        .replacingOccurrences(
          of: "\"exercise\": \"bench-press\",", with: "\"exercise\": \"bench-press\", \"group\": 1,"
        ))
    home.expectFailure(
      ["history", "bench-press"], code: 74,
      message: "menus/2024-05.json: line 8, column 47: group 1 has only workout 1")
    home.expectFailure(
      ["menu", "show", "2024-05-07"], code: 74, message: "group 1 has only workout 1")
  }
}
