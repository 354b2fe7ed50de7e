import Testing

@Suite struct SmokeTests {
  @Test func addThenShowPrintsThePlan() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "3", "--reps", "10", "--weight", "60"])
    let shown = home.expectSuccess(["menu", "show"])
    #expect(shown.contains("Bench Press"))
    #expect(shown.contains("10x60 kg"))
  }

  @Test func impossibleDateIsAUsageErrorAndWritesNothing() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["menu", "show", "2024-02-30"], code: 64, message: "February 2024 has 29 days")
  }
}
