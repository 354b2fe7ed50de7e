import Testing

/// "Did you mean": unique prefixes and close spellings are offered, far-fetched matches are not,
/// and nothing offered is run.
@Suite struct SuggestionTests {
  /// A home with one workout planned today, so a failing command has files to leave unchanged.
  private func plannedHome() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    return home
  }

  // MARK: - Unique prefixes

  @Test func aPrefixOfOneCommandIsOfferedNotRun() {
    let home = plannedHome()
    home.expectFailure(
      ["hist", "squat"], code: 64, message: "unknown command 'hist'; did you mean 'history'?")
  }

  @Test func aPrefixOfOneSubcommandIsOffered() {
    let home = plannedHome()
    home.expectFailure(
      ["menu", "sh"], code: 64, message: "unknown command 'sh'; did you mean 'show'?")
  }

  @Test func aPrefixOfOneOptionIsOffered() {
    let home = plannedHome()
    home.expectFailure(
      ["add", "bench-press", "--dat", "tomorrow"], code: 64,
      message: "unknown option '--dat'; did you mean '--date'?")
  }

  @Test func aLongerOptionIsOfferedForItsPrefix() {
    let home = plannedHome()
    home.expectFailure(
      ["add", "bench-press", "--prog"], code: 64,
      message: "unknown option '--prog'; did you mean '--progress'?")
  }

  @Test func aPrefixOfOneChartMetricIsOffered() {
    let home = plannedHome()
    home.expectFailure(
      ["chart", "squat", "--metric", "vol"], code: 64, message: "; did you mean 'volume'?")
  }

  @Test func aPrefixOfOneKindIsOffered() {
    let home = plannedHome()
    home.expectFailure(
      ["catalog", "list", "--kind", "plyo"], code: 64,
      message: "unknown kind 'plyo' (did you mean 'plyometrics'?)")
  }

  @Test func aPrefixOfOneTemplateNameIsOffered() {
    let home = plannedHome()
    home.expectSuccess(["template", "save", "push", "--from", "today"])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    home.expectFailure(["template", "show", "pu"], code: 1, message: "; did you mean 'push'?")
  }

  @Test func aPrefixOfSeveralCommandsOffersNone() {
    let home = plannedHome()
    let outcome = home.expectFailure(["re"], code: 64, message: "unknown command 're'")
    #expect(!outcome.stderr.contains("did you mean"))
  }

  // MARK: - Close spellings that keep working

  @Test(arguments: [
    ("hsitory", "history"), ("calender", "calendar"), ("statz", "stats"),
    ("templat", "template"), ("sugest", "suggest"), ("cahrt", "chart"),
  ])
  func aMisspelledCommandIsOffered(typed: String, meant: String) {
    let home = plannedHome()
    home.expectFailure(
      [typed], code: 64, message: "unknown command '\(typed)'; did you mean '\(meant)'?")
  }

  @Test func aSwappedPairInAnOptionIsOffered() {
    let home = plannedHome()
    home.expectFailure(
      ["add", "bench-press", "--wieght", "60"], code: 64,
      message: "unknown option '--wieght'; did you mean '--weight'?")
  }

  @Test func anOptionInCapitalsIsMatchedIgnoringCase() {
    let home = plannedHome()
    home.expectFailure(
      ["add", "bench-press", "--WEIGHT", "60"], code: 64,
      message: "unknown option '--WEIGHT'; did you mean '--weight'?")
  }

  @Test func aPartByItsNameWithATypoOffersThePartID() {
    let home = plannedHome()
    home.expectFailure(
      ["catalog", "list", "--part", "hamstrngs"], code: 64,
      message: "unknown part 'hamstrngs' (did you mean 'hamstrings'?)")
  }

  // MARK: - Far-fetched matches

  @Test func aWordTwoEditsFromAFourLetterPartOffersNothing() {
    let home = plannedHome()
    let outcome = home.expectFailure(
      ["catalog", "list", "--part", "pecs"], code: 64, message: "unknown part 'pecs'; parts are")
    #expect(!outcome.stderr.contains("did you mean"))
  }

  @Test func theOppositeTemplateIsNotOffered() {
    let home = plannedHome()
    home.expectSuccess(["template", "save", "push", "--from", "today"])
    let outcome = home.expectFailure(
      ["template", "apply", "pull"], code: 1, message: "no template 'pull'; the only one is push")
    #expect(!outcome.stderr.contains("did you mean"))
  }

  @Test(arguments: ["sets", "lift", "push"])
  func aWordFarFromEveryCommandOffersNothing(typed: String) {
    let home = plannedHome()
    let outcome = home.expectFailure([typed], code: 64, message: "unknown command '\(typed)'")
    #expect(!outcome.stderr.contains("did you mean"))
  }

  @Test func aDateWordIsNotTakenForASubcommand() {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--date", "2024-01-08"])
    let out = home.expectSuccess(["menu", "mon"])
    #expect(out.hasPrefix("Mon 2024-01-08"))
  }

  // MARK: - Over-long words

  /// A 1 MiB exercise name is an unknown exercise like any other (exit 65); the message shows
  /// its beginning, escaped, and its length, on one short line.
  @Test func aOneMebibyteExerciseNameIsUnknownInAShortMessage() {
    let home = plannedHome()
    let name = "\u{1B}[2J" + String(repeating: "bench", count: (1 << 20) / 5)
    let outcome = home.expectFailure(
      ["add", name], code: 65,
      message: #"unknown exercise '\e[2J"# + String(repeating: "bench", count: 15) + "b… ("
        + "\(name.count) characters)'\n")
    #expect(outcome.stderr.utf8.count < 200, "\(outcome.stderr.prefix(300))")
  }
}
