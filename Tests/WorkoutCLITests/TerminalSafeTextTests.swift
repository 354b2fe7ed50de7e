import Foundation
import Testing
import WorkoutCore

@testable import WorkoutCLI

/// The control and bidi characters a text for people must never hold raw; line feeds, which
/// wkc writes itself between lines, aside.
private func rawControls(_ text: String) -> [String] {
  text.unicodeScalars.filter { scalar in
    let value = scalar.value
    return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || [0x061C, 0x200E, 0x200F].contains(value)
  }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
}

/// One hostile command line: how it fails and how stderr shows the hostile part.
struct HostileWords: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var code: Int32
  /// What stderr says, with the hostile characters escaped.
  var shown: String
  var stdin = ""

  var testDescription: String { shown }

  static let all: [HostileWords] = [
    HostileWords(
      arguments: ["add", "bench\u{1B}]0;pwned\u{07}"], code: 65,
      shown: #"unknown exercise 'bench\e]0;pwned\x07'"#),
    HostileWords(
      arguments: ["\u{1B}[31mred"], code: 64, shown: #"unknown command '\e[31mred'"#),
    HostileWords(
      arguments: ["menu", "--\u{9B}31m"], code: 64, shown: #"unknown option '--\u{009B}31m'"#),
    HostileWords(
      arguments: ["add", "squat", "--date", "\u{202E}2024"], code: 64,
      shown: #"'\u{202E}2024' is not a date"#),
    HostileWords(
      arguments: ["add", "squat", "--set", "5x6\u{0}0"], code: 64,
      shown: #"weight: '6\x000' is not a value"#),
    HostileWords(
      arguments: ["remove", "sq\u{7F}uat\u{2066}"], code: 1, shown: #"sq\x7Fuat\u{2066}"#),
    HostileWords(
      arguments: ["add", "tab\there\r\n"], code: 65, shown: #"'tab\there\r\n'"#),
    HostileWords(
      arguments: ["menu", "put", "today", "--file", "-"], code: 65,
      shown: #"unknown exercise 'x\e[2J'"#,
      stdin: #"{"workouts": [{"exercise": "x\u001b[2J", "sets": []}]}"#),
  ]
}

@Suite struct TerminalSafeTextTests {
  // MARK: - Errors

  @Test(arguments: HostileWords.all)
  func errorsShowHostileWordsEscaped(_ words: HostileWords) {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    let outcome = home.expectFailure(
      words.arguments, code: words.code, message: words.shown, stdin: words.stdin)
    #expect(rawControls(outcome.stderr).isEmpty, "raw in: \(outcome.stderr.debugDescription)")
  }

  @Test func aBackslashThatWouldReadAsAnEscapeIsDoubled() {
    let home = TestHome()
    home.expectFailure(
      ["add", #"c:\exercises\x41\bench"#], code: 65,
      message: #"unknown exercise 'c:\\exercises\\x41\bench'"#)
  }

  // MARK: - A hand-edited catalog

  /// The user's `catalog.json` with one exercise whose texts hold escapes, C1 and bidi controls.
  private func hostileCatalogHome() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.write(
      "catalog.json",
      #"""
      {"exercises": [{"aliases": ["\u202eevil", "tab\there"], "equipment": "bar\u009b31m",
      "id": "evil-press", "items": ["reps", "weight"], "kind": "other",
      "name": "Evil\u001b]0;pwned\u0007 Press", "parts": ["chest"]}], "version": 1}
      """#)
    return home
  }

  @Test(arguments: [
    ["catalog", "list", "--custom"], ["catalog", "list"], ["catalog", "search", "evil"],
    ["catalog", "show", "evil-press"],
  ])
  func catalogOutputShowsHostileNamesEscaped(arguments: [String]) {
    let home = hostileCatalogHome()
    let out = home.expectSuccess(arguments)
    #expect(out.contains(#"Evil\e]0;pwned\x07 Press"#))
    #expect(rawControls(out).isEmpty, "raw in: \(out.debugDescription)")
  }

  @Test func catalogShowEscapesAliasesAndEquipment() {
    let home = hostileCatalogHome()
    let out = home.expectSuccess(["catalog", "show", "evil-press"])
    #expect(out.contains(#"\u{202E}evil, tab\there"#))
    #expect(out.contains(#"bar\u{009B}31m"#))
  }

  @Test func catalogRemoveShowsTheRemovedNameEscaped() {
    let home = hostileCatalogHome()
    let out = home.expectSuccess(["catalog", "remove", "evil-press"])
    #expect(out.contains(#"Removed evil-press (Evil\e]0;pwned\x07 Press)"#))
    #expect(rawControls(out).isEmpty)
  }

  @Test func catalogJSONEscapesControlsAsJSONDoes() throws {
    let home = hostileCatalogHome()
    let text = home.expectSuccess(["catalog", "list", "--custom", "--json"])
    #expect(text.contains(#""Evil\u001b]0;pwned\u0007 Press""#))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let exercises = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    #expect(exercises?.first?["name"] as? String == "Evil\u{1B}]0;pwned\u{07} Press")
    #expect(exercises?.first?["aliases"] as? [String] == ["\u{202E}evil", "tab\there"])
  }

  // MARK: - Exercise names in other output

  @Test func menuShowEscapesAHostileCatalogName() {
    let home = hostileCatalogHome()
    home.expectSuccess(["add", "evil-press"])
    let out = home.expectSuccess(["menu", "show"])
    #expect(out.contains(#"Evil\e]0;pwned\x07 Press"#))
    #expect(rawControls(out).isEmpty, "raw in: \(out.debugDescription)")
  }

  @Test func menuShowEscapesARawExerciseIDFromAHandEditedMonth() {
    let home = TestHome()
    home.write(
      "menus/2024-01.json",
      #"""
      {"menus": [{"date": "2024-01-05", "note": null, "workouts": [{"exercise": "gone\u001b[2J",
      "id": "wabc", "note": null, "sets": [{"actual": null, "completedAt": null,
      "planned": {"reps": 5}, "skipped": false}]}]}], "version": 1}
      """#)
    let out = home.expectSuccess(["menu", "show"])
    #expect(out.contains(#"gone\e[2J"#))
    #expect(rawControls(out).isEmpty, "raw in: \(out.debugDescription)")
  }

  // MARK: - catalog add refuses them

  @Test func catalogAddRefusesAControlCharacterInTheName() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      ["catalog", "add", "evil-press", "--name", "Evil\u{1B}[31m", "--items", "reps"], code: 65,
      message: "evil-press: the name holds U+001B, a control character")
  }

  @Test func catalogAddRefusesABidiControlInAnAlias() {
    let home = TestHome()
    home.expectSuccess(["add", "squat"])
    home.expectFailure(
      [
        "catalog", "add", "evil-press", "--name", "Evil Press", "--items", "reps", "--alias",
        "ok", "--alias", "\u{202E}evil",
      ], code: 65, message: #"evil-press: the alias '\u{202E}evil' holds U+202E, a bidi control"#)
  }
}

/// `String.terminalSafe`: one escape per control or bidi character, read back unambiguously.
@Suite struct TerminalSafeEscapeTests {
  @Test(arguments: ["", "Bench Press", "ベンチプレス", "10 × 60 kg — ✓", "e\u{301}", "a\\b", "C:\\Users"])
  func plainTextIsUnchanged(text: String) {
    #expect(text.terminalSafe == text)
  }

  @Test(arguments: [
    ("\t\n\r\u{1B}", #"\t\n\r\e"#), ("\u{0}\u{7}\u{1F}\u{7F}", #"\x00\x07\x1F\x7F"#),
    ("\u{80}\u{85}\u{9B}", #"\u{0080}\u{0085}\u{009B}"#),
    ("\u{202A}\u{202E}\u{2066}\u{2069}", #"\u{202A}\u{202E}\u{2066}\u{2069}"#),
    ("\u{61C}\u{200E}\u{200F}", #"\u{061C}\u{200E}\u{200F}"#),
    ("\u{1B}]0;title\u{7}", #"\e]0;title\x07"#), ("\u{1B}[31mred\u{1B}[0m", #"\e[31mred\e[0m"#),
  ])
  func eachControlIsShownAsOneEscape(text: String, shown: String) {
    #expect(text.terminalSafe == shown)
  }

  @Test(arguments: [
    (#"\e[31m"#, #"\\e[31m"#), (#"\x41"#, #"\\x41"#), (#"\u{41}"#, #"\\u{41}"#),
    (#"\\"#, #"\\\"#), (#"\n"#, #"\\n"#), (#"\t"#, #"\\t"#), (#"\r"#, #"\\r"#),
    ("\\\u{1B}", #"\\\e"#),
  ])
  func aBackslashThatWouldReadAsAnEscapeIsDoubled(text: String, shown: String) {
    #expect(text.terminalSafe == shown)
  }

  @Test(arguments: [#"\u escape"#, #"a\b"#, #"end\"#, #"\q"#, #"\E"#])
  func aBackslashThatCannotReadAsAnEscapeIsLeft(text: String) {
    #expect(text.terminalSafe == text)
  }
}

/// Notes are free text: every view of them for people shows hostile characters escaped, and
/// JSON keeps them as JSON escapes them.
@Suite struct NoteTextTests {
  static let hostile = "heavy\u{1B}]0;pwned\u{07} \u{1B}[31mday\u{0}\u{202E}"
  static let shown = #"heavy\e]0;pwned\x07 \e[31mday\x00\u{202E}"#

  private func homeWithNotes() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["add", "squat", "--set", "5x100", "--set", "5x100", "--note", Self.hostile])
    home.expectSuccess(["menu", "note", "today", Self.hostile])
    home.expectSuccess(["template", "save", "legs", "--from", "today"])
    return home
  }

  @Test(arguments: [
    ["menu", "show"], ["menu", "list"], ["template", "show", "legs"],
    ["edit", "squat", "--note", NoteTextTests.hostile],
    ["menu", "note", "today", NoteTextTests.hostile],
    ["add", "squat", "--note", NoteTextTests.hostile],
  ])
  func notesAreShownEscaped(arguments: [String]) {
    let home = homeWithNotes()
    let out = home.expectSuccess(arguments)
    #expect(rawControls(out).isEmpty, "\(rawControls(out)) in \(out)")
    #expect(out.contains(Self.shown), "\(out)")
  }

  @Test func jsonKeepsNotesAsJSONEscapesThem() throws {
    let home = homeWithNotes()
    let out = home.expectSuccess(["menu", "show", "--json"])
    #expect(!out.contains("\u{1B}") && !out.contains("\u{0}"))
    let menu = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    #expect(menu?["note"] as? String == Self.hostile)
  }
}
