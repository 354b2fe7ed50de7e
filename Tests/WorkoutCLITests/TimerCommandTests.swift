import Foundation
import Testing
import WorkoutCLI

/// The lines a command printed, without the empty one after the last newline.
private func lines(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init)
}

@Suite struct TimerCommandTests {
  @Test func timerOfOneDurationPrintsAFirstLineAndDone() {
    let home = TestHome()
    let out = home.expectSuccess(["timer", "90"])
    #expect(lines(out) == ["timer 1:30: interval 1:30", "done 1:30"], "\(out)")
  }

  @Test func timerOfOneDurationWaitsForExactlyItsDeadline() {
    let home = TestHome()
    home.expectSuccess(["timer", "90"])
    #expect(home.pacer.waits == [1090])
  }

  @Test(arguments: ["90s", "1m30s", "1:30"])
  func timerAcceptsADurationInAnyForm(duration: String) {
    let home = TestHome()
    let out = home.expectSuccess(["timer", duration])
    #expect(lines(out) == ["timer 1:30: interval 1:30", "done 1:30"], "\(out)")
    #expect(home.pacer.waits.last == 1090)
  }

  @Test func timerWithRoundsPrintsOneLinePerInterval() {
    let home = TestHome()
    let out = home.expectSuccess(["timer", "20s", "10s", "--rounds", "8"])
    let printed = lines(out)
    var intervals: [String] = []
    for round in 1...8 { intervals += ["work \(round)/8 0:20", "rest \(round)/8 0:10"] }
    #expect(printed.first == "timer 4:00: work 1/8 0:20", "\(out)")
    #expect(Array(printed.dropFirst().dropLast()) == Array(intervals.dropFirst()), "\(out)")
    #expect(printed.last == "done 4:00")
    #expect(!out.contains("\u{1B}"))
    #expect(!out.contains("\u{07}"))
  }

  @Test func timerWithRoundsEndsExactlyAtTheSumOfItsIntervals() {
    let home = TestHome()
    home.expectSuccess(["timer", "20s", "10s", "--rounds", "8"])
    let waits = home.pacer.waits
    #expect(waits.last == 1240)
    #expect(waits.count == 16, "\(waits)")
    let steps = zip([1000] + waits, waits).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 == 20 || $0 == 10 }, "\(steps)")
  }

  @Test func timerCountInComesFirst() {
    let home = TestHome()
    let out = home.expectSuccess(["timer", "20s", "10s", "--rounds", "2", "--count-in", "10s"])
    let printed = lines(out)
    #expect(printed.first == "timer 1:10: count-in 0:10", "\(out)")
    #expect(printed.dropFirst().first == "work 1/2 0:20", "\(out)")
    #expect(printed.last == "done 1:10")
  }

  @Test func timerCountInWaitsForItsOwnDeadlineBeforeTheIntervals() {
    let home = TestHome()
    home.expectSuccess(["timer", "20s", "10s", "--rounds", "2", "--count-in", "10s"])
    #expect(home.pacer.waits == [1010, 1030, 1040, 1060, 1070])
  }

  @Test func timerInterruptedMidIntervalExits130() {
    let home = TestHome()
    home.pacer = ManualPacer(interruptAt: 1045)
    let outcome = home.run(arguments: ["timer", "90"])
    #expect(outcome.code == 130)
    #expect(outcome.stderr.contains("interrupted after 0:45"), "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("timer 1:30"))
    #expect(!outcome.stdout.contains("done"))
  }

  @Test func timerWritesNothingToTheStore() {
    let home = TestHome()
    let before = home.snapshot()
    home.expectSuccess(["timer", "30s"])
    #expect(home.snapshot() == before)
  }

  // MARK: Errors

  @Test func timerWithoutADurationIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer"], code: 64, message: "DURATION")
  }

  @Test func timerOfZeroIsAUsageErrorLikeGarbage() {
    let home = TestHome()
    home.expectFailure(["timer", "0"], code: 64, message: "DURATION must be more than 0, not '0'")
    home.expectFailure(["timer", "5x"], code: 64, message: "DURATION: '5x' is not a length")
    #expect(home.pacer.waits.isEmpty)
  }

  @Test func timerOfGarbageIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer", "abc"], code: 64, message: "abc")
    #expect(home.pacer.waits.isEmpty)
  }

  @Test func timerWithZeroRoundsIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer", "20s", "--rounds", "0"], code: 64, message: "--rounds")
    #expect(home.pacer.waits.isEmpty)
  }

  @Test func timerWithAGarbageCountInIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer", "20s", "--count-in", "soon"], code: 64, message: "soon")
  }

  @Test func timerOfAClockPastFiftyNineIsAUsageError() {
    let home = TestHome()
    home.expectFailure(["timer", "1:75"], code: 64, message: "'1:75' has 75 seconds")
    home.expectFailure(
      ["timer", "20s", "--count-in", "1:99"], code: 64, message: "--count-in '1:99' has 99 seconds")
  }
}
