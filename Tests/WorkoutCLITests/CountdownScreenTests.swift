import Testing

@testable import WorkoutCLI

/// Countdown frames drawn in place, applied to a model terminal: whatever the heights and the
/// resizes between frames, the screen shows the lines above and the last frame, nothing else.
@Suite struct CountdownScreenTests {
  let style = Style(mode: .never, isTerminal: true, environment: ["TERM": "xterm"])
  /// A line a program printed before the countdown.
  let above = "$ wkc timer 20s 10s --rounds 2"

  func countdown(_ title: String, _ remaining: Double, next: String? = "work 2/2 0:20")
    -> Countdown
  {
    Countdown(
      title: title, remaining: remaining, length: 20, progress: 1 - remaining / 20, next: next,
      isPaused: false)
  }

  /// A screen, a model terminal of `columns` × `rows` showing `above`, and a function that
  /// draws a frame and applies it.
  func setUp(columns: Int, rows: Int) -> (CountdownScreen, ScreenModel, () -> Void) {
    let model = ScreenModel(columns: columns, rows: rows)
    model.apply(above + "\n")
    let output = BufferOutput(isTerminal: true)
    var applied = 0
    let screen = CountdownScreen(output: output, style: style) {
      (model.columns, model.rows)
    }
    let flush = {
      model.apply(String(decoding: output.bytes[applied...], as: UTF8.self))
      applied = output.bytes.count
    }
    return (screen, model, flush)
  }

  /// The picture as the model would show it at its size, without trailing spaces.
  func picture(_ countdown: Countdown, on model: ScreenModel) -> [String] {
    countdown.lines(columns: model.columns, rows: model.rows, style: style).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The screen holds the picture at its bottom and above it only a part of `above`.
  func expectOnly(
    _ picture: [String], on model: ScreenModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = model.screen
    #expect(screen.suffix(picture.count) == ArraySlice(picture), sourceLocation: sourceLocation)
    let rest = screen.dropLast(picture.count)
    #expect(rest.isEmpty || rest == [above], "left over: \(rest)", sourceLocation: sourceLocation)
    #expect(model.unknown.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: - Between frames

  @Test func aFrameReplacesTheLastOneAtTheSameWidth() {
    let (screen, model, flush) = setUp(columns: 80, rows: 24)
    for remaining in [20.0, 19, 18] {
      screen.draw(countdown("WORK  round 1/2", remaining))
      flush()
    }
    #expect(model.screen == [above] + picture(countdown("WORK  round 1/2", 18), on: model))
  }

  @Test func restReplacesWorkWithoutLeavingItsFirstLine() {
    let (screen, model, flush) = setUp(columns: 80, rows: 24)
    screen.draw(countdown("WORK  round 1/2", 1))
    flush()
    let rest = countdown("REST  round 1/2", 10, next: nil)
    screen.draw(rest)
    flush()
    #expect(model.screen == [above] + picture(rest, on: model))
    #expect(!model.screen.contains { $0.contains("WORK") })
  }

  @Test func aShorterFrameClearsTheRowsOfATallerOne() {
    let (screen, model, flush) = setUp(columns: 80, rows: 24)
    let tall = countdown("WORK", 10)
    screen.draw(tall)
    flush()
    model.resize(columns: 80, rows: 10, rewrap: true)
    let short = countdown("WORK", 9)
    screen.draw(short)
    flush()
    #expect(picture(short, on: model).count < tall.lines(columns: 80, rows: 24, style: style).count)
    expectOnly(picture(short, on: model), on: model)
  }

  @Test func clearingLeavesOnlyWhatWasAboveAndTheCursorBelowIt() {
    let (screen, model, flush) = setUp(columns: 80, rows: 24)
    screen.draw(countdown("WORK", 10))
    screen.draw(countdown("WORK", 9))
    screen.clear()
    flush()
    model.apply("done 0:20\n")
    #expect(model.screen == [above, "done 0:20"])
  }

  @Test func aFrameNeverScrollsATinyTerminal() {
    let (screen, model, flush) = setUp(columns: 80, rows: 3)
    for remaining in [20.0, 19, 18, 17] {
      screen.draw(countdown("WORK", remaining))
      flush()
    }
    #expect(model.scrollback.filter { $0.hasPrefix("WORK") }.count <= 1)
    #expect(model.screen == picture(countdown("WORK", 17), on: model))
  }

  // MARK: - Resizes

  @Test(arguments: [true, false])
  func aNarrowerWindowLeavesNothingOfTheWideFrame(rewrap: Bool) {
    let (screen, model, flush) = setUp(columns: 80, rows: 24)
    screen.draw(countdown("WORK  round 1/2", 12))
    flush()
    model.resize(columns: 40, rows: 24, rewrap: rewrap)
    let narrow = countdown("WORK  round 1/2", 11)
    screen.draw(narrow)
    flush()
    expectOnly(picture(narrow, on: model), on: model)
  }

  @Test(arguments: [true, false])
  func aWiderWindowLeavesNothingOfTheNarrowFrame(rewrap: Bool) {
    let (screen, model, flush) = setUp(columns: 40, rows: 24)
    screen.draw(countdown("WORK  round 1/2", 12))
    flush()
    model.resize(columns: 100, rows: 24, rewrap: rewrap)
    let wide = countdown("WORK  round 1/2", 11)
    screen.draw(wide)
    flush()
    #expect(model.screen == [above] + picture(wide, on: model))
  }

  @Test func narrowThenWideThenNarrowAgainKeepsOneFrame() {
    let (screen, model, flush) = setUp(columns: 80, rows: 30)
    var last = countdown("WORK", 20)
    screen.draw(last)
    flush()
    for (step, columns) in [30, 120, 45, 45, 200, 25].enumerated() {
      model.resize(columns: columns, rows: 30, rewrap: true)
      last = countdown(step % 2 == 0 ? "REST" : "WORK", 19 - Double(step))
      screen.draw(last)
      flush()
      expectOnly(picture(last, on: model), on: model)
    }
  }

  @Test func theRowsOfALineAreCountedAsARewrappingTerminalSplitsIt() {
    #expect(rowsTaken(by: "", columns: 10) == 1)
    #expect(rowsTaken(by: "0123456789", columns: 10) == 1)
    #expect(rowsTaken(by: "0123456789a", columns: 10) == 2)
    // A wide character that does not fit at the end of a row starts the next one.
    #expect(rowsTaken(by: "123ベンチ", columns: 4) == 3)
  }
}

/// `wkc timer` on a terminal, in-process, its output applied to a model terminal.
@Suite struct TimerOnATerminalTests {
  @Test func roundsEndWithOnlyTheLastLineOnScreen() {
    let home = TestHome()
    home.terminalSize = (80, 24)
    let outcome = home.run(arguments: ["timer", "3", "2", "--rounds", "2"], terminal: true)
    let model = ScreenModel(columns: 80, rows: 24)
    model.apply(outcome.stdout)
    #expect(model.screen == ["done 0:10"])
    #expect(model.scrollback.isEmpty)
  }

  @Test func aTimerOnATerminalPrintsNoFirstLineNamingAnInterval() {
    let outcome = TestHome().run(arguments: ["timer", "20s", "10s"], terminal: true)
    #expect(!outcome.stdout.contains("timer 0:30"))
    #expect(!outcome.stdout.contains("work 0:20"))
  }

  @Test(arguments: [20, 40, 200])
  func everyFrameFitsTheTerminal(columns: Int) {
    let home = TestHome()
    home.terminalSize = (columns, 24)
    let outcome = home.run(arguments: ["timer", "12", "--count-in", "5"], terminal: true)
    let model = ScreenModel(columns: columns, rows: 24)
    let frames = outcome.stdout.components(separatedBy: "\u{1B}[J").dropLast()
    #expect(frames.count > 10)
    for frame in frames {
      model.apply(frame + "\u{1B}[J")
      // One row per line drawn: none wrapped.
      #expect(model.screen.count == frame.filter { $0 == "\n" }.count)
      #expect(model.scrollback.isEmpty, "\(columns): \(model.scrollback)")
    }
  }

  @Test func aResizeRedrawsAPausedTimerAtOnce() {
    let still = TestHome()
    let resized = TestHome()
    // Wait 1 reads `p`, which pauses; wait 2 is the resize.
    resized.pacer.resizeOnWaits = [2]
    let paused = { (home: TestHome) in
      home.run(arguments: ["timer", "10"], stdin: "p", terminal: true).stdout
        .components(separatedBy: "PAUSED").count - 1
    }
    #expect(paused(resized) == paused(still) + 1)
  }

  @Test func noColorStillDrawsInPlaceWithoutColour() {
    let home = TestHome()
    home.environment["NO_COLOR"] = "1"
    let outcome = home.run(arguments: ["timer", "3"], terminal: true)
    #expect(outcome.stdout.contains("\u{1B}[?25l"))
    #expect(!outcome.stdout.contains("\u{1B}[1m") && !outcome.stdout.contains("\u{1B}[2m"))
  }

  @Test func aDumbTerminalGetsPlainLinesAndNoCursorMovement() {
    let home = TestHome()
    home.environment["TERM"] = "dumb"
    let outcome = home.run(arguments: ["timer", "3", "2"], terminal: true)
    #expect(!outcome.stdout.contains("\u{1B}"))
    #expect(outcome.stdout == "timer 0:05: work 0:03\nrest 0:02\ndone 0:05\n")
  }
}
