import Testing
import WorkoutCore

/// Control and bidi characters: which they are, and that a new exercise's names refuse them.
@Suite struct ControlCharacterTests {
  @Test(
    arguments: [
      0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F,
    ] as [UInt32])
  func c0DelAndC1AreControlCharacters(value: UInt32) {
    #expect(Unicode.Scalar(value)!.controlKind == "a control character")
  }

  @Test(
    arguments: [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ] as [UInt32])
  func bidiOverridesIsolatesAndMarksAreBidiControls(value: UInt32) {
    #expect(Unicode.Scalar(value)!.controlKind == "a bidi control")
  }

  @Test(
    arguments: [
      0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x3042, 0x30D9, 0x200D, 0x2029, 0x2070, 0x1F3CB,
    ] as [UInt32])
  func printableTextIsNeither(value: UInt32) {
    #expect(!Unicode.Scalar(value)!.isControlOrBidi)
  }

  @Test func codePointHasAtLeastFourHexDigits() {
    #expect(Unicode.Scalar(0x1B)!.codePoint == "U+001B")
    #expect(Unicode.Scalar(0x202E)!.codePoint == "U+202E")
    #expect(Unicode.Scalar(0x1F3CB)!.codePoint == "U+1F3CB")
  }

  // MARK: - A new exercise

  private func exercise(name: String = "Evil Press", aliases: [String] = []) -> Exercise {
    Exercise(
      id: "evil-press", name: name, aliases: aliases, kind: "other", items: ["reps"],
      isCustom: true)
  }

  @Test func aNewExerciseWithAnEscapeInItsNameIsRefused() {
    #expect(
      throws: CatalogError.invalid(
        "evil-press: the name holds U+001B, a control character; "
          + "names and aliases must be plain text")
    ) {
      try catalog.validateNew(exercise(name: "Evil\u{1B}[31m Press"))
    }
  }

  @Test func aNewExerciseWithABidiOverrideInAnAliasIsRefused() {
    #expect(
      throws: CatalogError.invalid(
        "evil-press: the alias '\u{202E}sserp' holds U+202E, a bidi control; "
          + "names and aliases must be plain text")
    ) {
      try catalog.validateNew(exercise(aliases: ["evil", "\u{202E}sserp"]))
    }
  }

  @Test(arguments: ["Evil\u{0}Press", "Evil\tPress", "Evil\u{7F}", "Evil\u{85}", "\u{2066}x"])
  func aNewExerciseWithAnyControlInItsNameIsRefused(name: String) {
    #expect(throws: CatalogError.self) { try catalog.validateNew(exercise(name: name)) }
  }

  @Test func aNewExerciseWithPlainNamesIsAccepted() throws {
    try catalog.validateNew(exercise(name: "Évil Press ベンチ", aliases: ["イービル", "évil"]))
  }

  @Test func anExerciseAlreadyInTheUsersFileIsStillRead() throws {
    let hostile = exercise(name: "Evil\u{1B}]0;x\u{07}", aliases: ["\u{202E}sserp"])
    let read = try catalog.adding(custom: [hostile])
    #expect(read.exercise("evil-press")?.name == "Evil\u{1B}]0;x\u{07}")
  }
}
