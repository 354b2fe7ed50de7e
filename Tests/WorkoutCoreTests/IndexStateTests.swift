import Foundation
import Testing

@testable import WorkoutCore

/// `Store.indexState`, which the stress tool uses to tell a cache left stale (fine) from one
/// torn or wrong (a bug).
struct IndexStateTests {
  private func storeWithSquat() throws -> StoreFixture {
    let fixture = StoreFixture()
    var generator = SystemRandomNumberGenerator()
    let workout = Workout(
      id: WorkoutID.make(secondsSince1970: 1_704_412_800, using: &generator), exercise: "squat",
      sets: [WorkoutSet(planned: PlannedSet(SetValues([.reps: 5, .weight: 80])))])
    try fixture.put(Menu(date: LocalDate("2024-01-05")!, workouts: [workout]))
    // A lookup writes the index.
    try fixture.store.update { transaction in
      _ = try transaction.latestWorkout(
        of: "squat", onOrBefore: LocalDate("2024-01-06")!, recorded: false)
      try transaction.put(Menu(date: LocalDate("2024-01-06")!, note: "rest"))
    }
    return fixture
  }

  @Test func anIndexWrittenByAWriteIsFresh() throws {
    let fixture = try storeWithSquat()

    #expect(try fixture.store.indexState() == .fresh)
  }

  @Test func noIndexFileIsMissing() throws {
    let fixture = try storeWithSquat()
    try FileManager.default.removeItem(atPath: fixture.root + "/index.json")

    #expect(try fixture.store.indexState() == .missing)
  }

  @Test func aTornIndexIsUnreadable() throws {
    let fixture = try storeWithSquat()
    let path = fixture.root + "/index.json"
    let bytes = try #require(fileBytes(path))
    writeFile(path, String(decoding: bytes.prefix(bytes.count / 2), as: UTF8.self))

    #expect(try fixture.store.indexState() == .unreadable)
  }

  @Test func aMonthWrittenBehindTheIndexMakesItStale() throws {
    let fixture = try storeWithSquat()
    writeFile(fixture.root + "/menus/2024-02.json", "{\"menus\": [], \"version\": 4}\n")

    #expect(try fixture.store.indexState() == .stale)
  }

  @Test func anIndexThatMatchesTheStampsButNotTheMonthsIsWrong() throws {
    let fixture = try storeWithSquat()
    let path = fixture.root + "/index.json"
    let text = try #require(fileText(path))
    #expect(text.contains("\"squat\""))
    writeFile(path, text.replacingOccurrences(of: "\"squat\"", with: "\"lunge\""))

    #expect(try fixture.store.indexState() == .wrong)
  }
}
