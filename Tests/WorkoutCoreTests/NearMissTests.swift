import Testing
import WorkoutCore

/// The one "did you mean" rule: unique prefixes and close spellings, never far-fetched matches.
@Suite struct NearMissTests {
  static let commands = [
    "add", "edit", "remove", "menu", "run", "record", "log", "history", "stats", "prs", "chart",
    "calendar", "suggest", "template", "catalog", "timer", "help",
  ]
  static let addOptions = [
    "date", "sets", "reps", "weight", "rest", "duration", "distance", "speed", "incline", "rpe",
    "set", "note", "at", "progress", "home", "json", "color", "help", "version",
  ]
  static let metrics = ["weight", "e1rm", "volume", "reps", "distance", "duration"]
  static let parts = [
    "chest", "back", "lats", "traps", "lower-back", "shoulders", "biceps", "triceps", "forearms",
    "abs", "obliques", "glutes", "quads", "hamstrings", "calves", "adductors", "hip-flexors",
    "neck", "full-body",
  ]
  static let kinds = [
    "weight-training", "bodyweight", "cardio", "stretching", "plyometrics", "other",
  ]
  static let menuCommands = ["show", "list", "copy", "put", "note", "remove"]

  // MARK: - Real typos are offered

  @Test(arguments: [
    ("hsitory", "history"), ("histroy", "history"), ("histry", "history"), ("hisory", "history"),
    ("calender", "calendar"), ("calandar", "calendar"), ("statz", "stats"), ("stast", "stats"),
    ("templat", "template"), ("tempalte", "template"), ("sugest", "suggest"),
    ("suggets", "suggest"), ("cahrt", "chart"), ("chrat", "chart"), ("recrod", "record"),
    ("reocrd", "record"), ("tiemr", "timer"), ("timr", "timer"), ("rmeove", "remove"),
    ("remvoe", "remove"), ("mneu", "menu"), ("meun", "menu"), ("catlog", "catalog"),
    ("catalgo", "catalog"), ("lgo", "log"), ("HISTORY", "history"), ("Hsitory", "history"),
  ])
  func aMisspelledCommandIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.commands) == meant)
  }

  @Test(arguments: [
    ("wieght", "weight"), ("weigth", "weight"), ("wight", "weight"), ("weihgt", "weight"),
    ("daet", "date"), ("druation", "duration"), ("duraton", "duration"),
    ("distnace", "distance"), ("inclien", "incline"), ("progres", "progress"), ("jsn", "json"),
    ("josn", "json"), ("colour", "color"), ("WEIGHT", "weight"),
  ])
  func aMisspelledOptionIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.addOptions) == meant)
  }

  @Test(arguments: [
    ("e1mr", "e1rm"), ("volumn", "volume"), ("wieght", "weight"), ("durration", "duration"),
  ])
  func aMisspelledMetricIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.metrics) == meant)
  }

  @Test(arguments: [
    ("chset", "chest"), ("sholders", "shoulders"), ("hamstrngs", "hamstrings"),
    ("tricpes", "triceps"), ("forarms", "forearms"), ("addcutors", "adductors"),
  ])
  func aMisspelledPartIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.parts) == meant)
  }

  @Test(arguments: [
    ("bodyweigth", "bodyweight"), ("cardoi", "cardio"), ("streching", "stretching"),
  ])
  func aMisspelledKindIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.kinds) == meant)
  }

  // MARK: - Unique prefixes are offered

  @Test(arguments: [
    ("hist", "history"), ("temp", "template"), ("cal", "calendar"), ("cat", "catalog"),
    ("sug", "suggest"), ("rec", "record"), ("ad", "add"), ("Hist", "history"),
  ])
  func thePrefixOfOneCommandIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.commands) == meant)
  }

  @Test(arguments: [
    ("dat", "date"), ("prog", "progress"), ("dur", "duration"), ("inc", "incline"),
    ("ver", "version"),
  ])
  func thePrefixOfOneOptionIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.addOptions) == meant)
  }

  @Test(arguments: [
    ("vol", "volume"), ("e1", "e1rm"), ("dist", "distance"), ("dura", "duration"),
  ])
  func thePrefixOfOneMetricIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.metrics) == meant)
  }

  @Test(arguments: [("shoulder", "shoulders"), ("bicep", "biceps"), ("ham", "hamstrings")])
  func thePrefixOfOnePartIsOffered(typed: String, meant: String) {
    #expect(NearMiss.best(for: typed, among: Self.parts) == meant)
  }

  @Test func thePrefixOfOneSubcommandIsOffered() {
    #expect(NearMiss.best(for: "sh", among: Self.menuCommands) == "show")
  }

  @Test func aPrefixSharedByTwoValuesOffersNone() {
    #expect(NearMiss.best(for: "re", among: Self.commands) == nil)
    #expect(NearMiss.best(for: "s", among: Self.commands) == nil)
    #expect(NearMiss.best(for: "t", among: Self.commands) == nil)
    #expect(NearMiss.best(for: "ca", among: Self.commands) == nil)
  }

  @Test func aPrefixOfSeveralKeysOfOneValueOffersIt() {
    let keys = [(key: "mon", value: "monday"), (key: "monday", value: "monday")]
    #expect(NearMiss.best(for: "mo", among: keys) == "monday")
  }

  // MARK: - Far-fetched matches are not

  @Test func twoEditsFromAFourLetterWordIsTooFar() {
    #expect(NearMiss.distance("pecs", "neck") == 2)
    #expect(NearMiss.best(for: "pecs", among: Self.parts) == nil)
  }

  @Test func theOppositeMovementIsNotOffered() {
    #expect(NearMiss.best(for: "pull", among: ["push"]) == nil)
  }

  @Test(arguments: ["push", "sets", "lift", "squat", "bench", "xyz", "benchpress", "a b"])
  func aWordFarFromEveryCommandOffersNone(typed: String) {
    #expect(NearMiss.best(for: typed, among: Self.commands) == nil)
  }

  @Test(arguments: ["mon", "tue", "wed", "thu", "fri", "sat", "sun", "today", "tomorrow"])
  func aDateWordIsNotTakenForAMenuSubcommand(typed: String) {
    #expect(NearMiss.best(for: typed, among: Self.menuCommands) == nil)
  }

  @Test(arguments: ["calf", "pec", "legs", "core"])
  func aWordFarFromEveryPartOffersNone(typed: String) {
    #expect(NearMiss.best(for: typed, among: Self.parts) == nil)
  }

  @Test func twoLettersAllowNoEdit() {
    #expect(NearMiss.best(for: "lg", among: Self.commands) == nil)
  }

  @Test func anEmptyWordOffersNone() {
    #expect(NearMiss.best(for: "", among: Self.commands) == nil)
    #expect(NearMiss.ranked(for: "", among: [(key: "squat", value: 1)]).isEmpty)
  }

  // MARK: - Ties, limits and distances

  @Test func aTieGoesToTheFirstListed() {
    #expect(NearMiss.best(for: "rst", among: ["rust", "rest"]) == "rust")
    #expect(NearMiss.best(for: "rst", among: ["rest", "rust"]) == "rest")
  }

  @Test func theCloserOfTwoNearOnesIsOffered() {
    #expect(NearMiss.best(for: "calendr", among: ["calendars", "calendar"]) == "calendar")
  }

  @Test(arguments: [
    (0, 0), (1, 0), (2, 0), (3, 1), (5, 1), (6, 2), (8, 2), (9, 3), (12, 3), (40, 3),
  ])
  func allowedEditsGrowWithTheWordUpToThree(length: Int, edits: Int) {
    #expect(NearMiss.allowedEdits(forLength: length) == edits)
  }

  @Test(arguments: [
    ("ab", "ba", 1), ("hsitory", "history", 1), ("kitten", "sitting", 3), ("", "abc", 3),
    ("abc", "", 3), ("same", "same", 0), ("ca", "abc", 3), ("ベンチ", "ベンチプレス", 3),
  ])
  func distanceCountsASwapOfNeighboursAsOneEdit(a: String, b: String, edits: Int) {
    #expect(NearMiss.distance(a, b) == edits)
  }

  // MARK: - Ranked lists

  @Test func rankedPutsNamesHoldingTheWordFirstShortestFirstThenCloseSpellings() {
    let keys = [
      (key: "overheadpress", value: "overhead-press"), (key: "legpress", value: "leg-press"),
      (key: "dress", value: "dress"), (key: "squat", value: "squat"),
    ]
    #expect(NearMiss.ranked(for: "press", among: keys) == ["leg-press", "overhead-press", "dress"])
  }

  @Test func rankedGivesEachValueOnceAtItsBestKey() {
    let keys = [(key: "benchpress", value: "bench-press"), (key: "bench", value: "bench-press")]
    #expect(NearMiss.ranked(for: "bnech", among: keys) == ["bench-press"])
  }

  @Test func rankedLeavesOutNamesMerelyContainingAShortWord() {
    let keys = [(key: "benchpress", value: 1), (key: "barbellrow", value: 2)]
    #expect(NearMiss.ranked(for: "b", among: keys).isEmpty)
    #expect(NearMiss.ranked(for: "ss", among: keys).isEmpty)
  }

  @Test func rankedFindsAShortJapaneseWordInsideNames() {
    let keys = [(key: "ダンベルカール", value: 1), (key: "バーベルカール", value: 2), (key: "スクワット", value: 3)]
    #expect(NearMiss.ranked(for: "カール", among: keys) == [1, 2])
    #expect(NearMiss.ranked(for: "ベル", among: keys) == [1, 2])
  }

  // MARK: - Over-long words

  /// A word of more than `longestWord` characters is compared with nothing, so a 1 MiB
  /// argument costs no edit distances: even a key one letter from it is not offered.
  @Test func aWordOverTheLongestIsNearNothing() {
    let long = String(repeating: "a", count: NearMiss.longestWord + 1)
    let keys = [(key: long + "b", value: 1), (key: "b" + long.dropFirst(), value: 2)]
    #expect(NearMiss.ranked(for: long, among: keys).isEmpty)
    #expect(NearMiss.best(for: long, among: keys) == nil)
  }

  @Test func aWordOfTheLongestIsStillCompared() {
    let long = String(repeating: "a", count: NearMiss.longestWord)
    let keys = [(key: long + "b", value: 1)]
    #expect(NearMiss.ranked(for: long, among: keys) == [1])
    #expect(NearMiss.best(for: long, among: keys) == 1)
  }
}
