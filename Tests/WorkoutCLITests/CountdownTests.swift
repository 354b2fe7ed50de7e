import Foundation
import Testing

@testable import WorkoutCLI

/// The countdown on a terminal, in-process: keys come from the test's stdin, time from the
/// manual pacer, and the picture and bells go to a buffer.
@Suite struct CountdownTests {
  func bells(_ text: String) -> Int { text.filter { $0 == "\u{07}" }.count }

  @Test func aCountdownRingsAtThreeTwoOneAndZero() {
    let outcome = TestHome().run(arguments: ["timer", "10"], terminal: true)
    #expect(outcome.code == 0)
    #expect(bells(outcome.stdout) == 4)
    #expect(outcome.stdout.contains("done 0:10"))
  }

  @Test func quietRingsNoBell() {
    let outcome = TestHome().run(arguments: ["timer", "10", "--quiet"], terminal: true)
    #expect(bells(outcome.stdout) == 0)
  }

  @Test func plusAddsFifteenSeconds() {
    let outcome = TestHome().run(arguments: ["timer", "10"], stdin: "+", terminal: true)
    #expect(outcome.stdout.contains("done 0:25"))
  }

  @Test func minusTakesFifteenSecondsButNotBelowZero() {
    let outcome = TestHome().run(arguments: ["timer", "10"], stdin: "-", terminal: true)
    #expect(outcome.stdout.contains("done 0:00"))
  }

  @Test func enterSkipsWithoutABell() {
    let outcome = TestHome().run(arguments: ["timer", "10"], stdin: "\n", terminal: true)
    #expect(outcome.stdout.contains("done 0:00"))
    #expect(bells(outcome.stdout) == 0)
  }

  @Test func qStops() {
    let outcome = TestHome().run(arguments: ["timer", "10"], stdin: "q", terminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.stdout.contains("stopped after 0:00"))
  }

  @Test func pauseTwiceGoesOn() {
    let outcome = TestHome().run(arguments: ["timer", "10"], stdin: "pp", terminal: true)
    #expect(outcome.stdout.contains("done 0:10"))
  }

  @Test func escapeSequencesAreNotKeys() {
    // F1, F2 (ESC O P, ESC O Q), an arrow and Alt-q carry letters that must not act.
    let outcome = TestHome().run(
      arguments: ["timer", "10"], stdin: "\u{1B}OP\u{1B}OQ\u{1B}[A\u{1B}q", terminal: true)
    #expect(outcome.stdout.contains("done 0:10"))
  }

  @Test func theCursorIsShownAgainAtTheEnd() {
    let outcome = TestHome().run(arguments: ["timer", "3"], terminal: true)
    #expect(outcome.stdout.contains("\u{1B}[?25l"))
    #expect(outcome.stdout.hasSuffix("\u{1B}[?25hdone 0:03\n"))
  }

  @Test func aRestEndCommandRunsAtZeroButNotWhenTheRestIsSkipped() throws {
    let skipping = TestHome()
    skipping.expectSuccess(["add", "bench-press", "--sets", "2", "--rest", "60"])
    let skipped = skipping.home + "/skipped"
    // Enter records set 1, Enter skips the rest, Enter records set 2.
    skipping.run(
      arguments: ["run", "--on-rest-end", "touch \(skipped)"], stdin: "\n\n\n", terminal: true)
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--sets", "2", "--rest", "60"])
    let ran = home.home + "/ran"
    // Enter records set 1; no key comes, so the rest runs to zero.
    home.run(arguments: ["run", "--on-rest-end", "touch \(ran)"], stdin: "\n", terminal: true)
    // The command runs in the background: give it a moment to appear.
    for _ in 0..<100 where !FileManager.default.fileExists(atPath: ran) { usleep(20_000) }
    #expect(FileManager.default.fileExists(atPath: ran))
    #expect(!FileManager.default.fileExists(atPath: skipped))
  }

  // MARK: - Layout

  let style = Style(mode: .never, isTerminal: true, environment: ["TERM": "xterm"])

  func countdown(_ remaining: Double, next: String? = "Bench Press set 2/3 · 10 × 60 kg")
    -> Countdown
  {
    Countdown(
      title: "REST", remaining: remaining, length: 90, progress: 1 - remaining / 90,
      next: next, isPaused: false)
  }

  @Test(arguments: [20, 30, 45, 80, 200])
  func noLineIsWiderThanTheTerminal(columns: Int) {
    for line in countdown(3600 * 2.5).lines(columns: columns, rows: 30, style: style) {
      #expect(displayWidth(line) < columns, "\(columns): \(line)")
    }
  }

  @Test func aRoomyTerminalGetsBigDigits() {
    let lines = countdown(89).lines(columns: 80, rows: 30, style: style)
    #expect(lines.count == 9)
    #expect(lines[1].contains("██"))
  }

  @Test func aShortTerminalGetsTheClockBesideTheTitle() {
    let lines = countdown(89).lines(columns: 80, rows: 8, style: style)
    #expect(lines.count == 4)
    #expect(lines[0] == "REST  1:29")
  }

  @Test func clocksRoundUpWhileCountingDownAndToNearestForElapsed() {
    #expect(Countdown.clock(89.2) == "1:30")
    #expect(Countdown.clock(0) == "0:00")
    #expect(Countdown.clock(3723) == "1:02:03")
    #expect(Countdown.elapsed(89.4) == "1:29")
    #expect(Countdown.elapsed(89.5) == "1:30")
  }

  @Test func theBarFillsWithProgress() {
    let ascii = Style(mode: .never, isTerminal: false, environment: [:])
    #expect(Countdown.bar(0.5, width: 10, style: ascii) == "[#####.....]")
    #expect(Countdown.bar(2, width: 4, style: ascii) == "[####]")
    #expect(Countdown.bar(0.5, width: 4, style: style) == "[██░░]")
  }

  @Test func keysAreReadPastEscapeSequences() {
    #expect(
      CountdownKey.parse(Array("\u{1B}[1;5A+\u{1B}OQ-p\r\u{1B}xq".utf8)) == [
        .longer, .shorter, .pause, .skip, .stop,
      ])
  }

  @Test func fittingCutsByColumnsAndResetsStyles() {
    #expect(fit("abcdef", columns: 3) == "abc")
    #expect(fit("日本語", columns: 4) == "日本")
    #expect(fit("\u{1B}[1mbold text\u{1B}[0m", columns: 4) == "\u{1B}[1mbold\u{1B}[0m")
  }
}

@Suite struct TimerAndRunOptionTests {
  @Test func aNegativeCountInNamesTheOption() {
    TestHome().expectFailure(
      ["timer", "10", "--count-in", "-1"], code: 64,
      message: "count-in must be between 0:00 and 24:00:00, not -1")
  }

  @Test func threeDurationsAreNumberedIntervals() {
    let out = TestHome().expectSuccess(["timer", "10", "20", "30"])
    #expect(out.contains("interval 1 0:10"))
    #expect(out.contains("interval 2 0:20"))
    #expect(out.contains("interval 3 0:30"))
  }
}
