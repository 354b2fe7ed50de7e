import Foundation
import Testing

/// `catalog note`: cues that stay with an exercise; `log --note`.
@Suite struct CatalogNoteCommandTests {
  @Test func aNoteIsSetShownAndCleared() throws {
    let home = TestHome()
    #expect(
      home.expectSuccess(["catalog", "note", "bench-press", "elbows in"])
        == "Noted on bench-press: elbows in\n")
    #expect(home.expectSuccess(["catalog", "note", "bench"]) == "elbows in\n")
    let show = home.expectSuccess(["catalog", "show", "bench-press"])
    #expect(show.contains("note       elbows in"))
    let shown = try home.object(["catalog", "show", "bench-press"])
    #expect(shown["note"] as? String == "elbows in")
    let noted = try #require(home.json(["catalog", "note", "bench-press"]) as? [String: Any])
    #expect(noted["id"] as? String == "bench-press" && noted["note"] as? String == "elbows in")
    #expect(home.file("catalog.json")?.contains("\"version\": 4") == true)
    #expect(
      home.expectSuccess(["catalog", "note", "bench-press", "--clear"])
        == "Cleared the note of bench-press.\n")
    #expect(try home.object(["catalog", "show", "bench-press"])["note"] is NSNull)
    home.expectSuccess(["catalog", "note", "bench-press", "arch"])
    home.expectSuccess(["catalog", "note", "bench-press", ""])
    #expect(home.expectSuccess(["catalog", "note", "bench-press"]).hasPrefix("No note on"))
  }

  @Test func aNoteKeepsTheOverridesAlreadyThere() throws {
    let home = TestHome()
    home.expectSuccess(["catalog", "edit", "bench-press", "--rest", "120"])
    home.expectSuccess(["catalog", "note", "bench-press", "elbows in"])
    let shown = try home.object(["catalog", "show", "bench-press"])
    #expect((shown["defaults"] as? [String: Any])?["rest"] as? Int == 120)
    home.expectSuccess(["catalog", "note", "bench-press", "--clear"])
    let again = try home.object(["catalog", "show", "bench-press"])
    #expect((again["defaults"] as? [String: Any])?["rest"] as? Int == 120)
  }

  @Test func aNoteOnYourOwnExercise() throws {
    let home = TestHome()
    home.expectSuccess(["catalog", "add", "odd-move", "--name", "Odd Move", "--items", "reps"])
    home.expectSuccess(["catalog", "note", "odd-move", "slow down"])
    #expect(try home.object(["catalog", "show", "odd-move"])["note"] as? String == "slow down")
  }

  @Test func badNotesAreRefused() {
    let home = TestHome()
    home.expectFailure(
      ["catalog", "note", "bench-press", "x", "--clear"], code: 64, message: "contradict")
    home.expectFailure(["catalog", "note", "zzqqxx", "x"], code: 65, message: "unknown exercise")
  }

  @Test func logTakesANote() throws {
    let home = TestHome()
    home.expectSuccess(["log", "squat", "--set", "5x100", "--note", "belt on"])
    #expect(try home.workouts("2024-01-05").first?["note"] as? String == "belt on")
  }
}
