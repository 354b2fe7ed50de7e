import Testing

@testable import WorkoutCore

/// A timer of one interval of `seconds`, started at `start`.
private func single(_ seconds: Double, start: Double = 0) -> IntervalTimer {
  IntervalTimer(durations: [seconds], rounds: 1, countIn: 0, start: start)
}

/// Tabata: 20 s work, 10 s rest, 8 rounds.
private func tabata(start: Double = 0, countIn: Double = 0) -> IntervalTimer {
  IntervalTimer(durations: [20, 10], rounds: 8, countIn: countIn, start: start)
}

/// Updates the timer at every time of `times`, in order, and returns each non-empty batch of
/// events with the time it came at.
private func updates(
  _ timer: inout IntervalTimer, at times: some Sequence<Double>
) -> [(time: Double, events: [TimerEvent])] {
  var batches: [(time: Double, events: [TimerEvent])] = []
  for time in times {
    let events = timer.update(at: time)
    if !events.isEmpty { batches.append((time, events)) }
  }
  return batches
}

/// The countdown seconds announced by updates at `times`, each with the time it came at.
private func countdowns(
  _ timer: inout IntervalTimer, at times: some Sequence<Double>
) -> [(time: Double, second: Int)] {
  updates(&timer, at: times).flatMap { batch in
    batch.events.compactMap { event -> (time: Double, second: Int)? in
      if case .countdown(let second) = event { return (batch.time, second) }
      return nil
    }
  }
}

/// Times from `from` through `through` every quarter second (exact in binary).
private func quarters(from: Double, through: Double) -> [Double] {
  Array(stride(from: from, through: through, by: 0.25))
}

@Suite struct IntervalTimerTests {
  // MARK: - One interval

  @Test func aSingleIntervalEndsExactlyAtStartPlusLength() {
    var timer = single(90, start: 100)
    #expect(timer.deadline == 190)
    #expect(!timer.update(at: 189.999).contains(.ended(0)))
    #expect(timer.update(at: 190) == [.ended(0), .finished])
    #expect(timer.isFinished)
  }

  @Test func nothingHappensBeforeTheCountdown() {
    var timer = single(90, start: 100)
    #expect(updates(&timer, at: quarters(from: 100, through: 186.75)).isEmpty)
    #expect(!timer.isFinished)
  }

  @Test func updatesAfterTheEndReportNothingMore() {
    var timer = single(90)
    _ = timer.update(at: 90)
    #expect(timer.update(at: 91).isEmpty)
    #expect(timer.update(at: 500).isEmpty)
  }

  @Test func remainingAndProgressAlongTheWay() {
    var timer = single(90, start: 100)
    #expect(timer.remaining(at: 100) == 90)
    #expect(timer.progress(at: 100) == 0)
    #expect(timer.remaining(at: 145) == 45)
    #expect(timer.progress(at: 145) == 0.5)
    #expect(timer.remaining(at: 190) == 0)
    #expect(timer.progress(at: 190) == 1)
    // Noticed late: never negative, never past 1.
    #expect(timer.remaining(at: 200) == 0)
    #expect(timer.progress(at: 200) == 1)
    _ = timer.update(at: 200)
    #expect(timer.remaining(at: 200) == 0)
    #expect(timer.progress(at: 200) == 1)
  }

  @Test func currentAndNextIntervals() {
    var timer = tabata()
    #expect(timer.current?.label == "work")
    #expect(timer.next?.label == "rest")
    _ = timer.update(at: 20)
    #expect(timer.current?.label == "rest")
    #expect(timer.next?.label == "work")
  }

  // MARK: - Countdown

  @Test func countdownAnnouncesThreeTwoOneOnceEachAtTheirSeconds() {
    var timer = single(10)
    let announced = countdowns(&timer, at: quarters(from: 0, through: 9.75))
    #expect(announced.map(\.second) == [3, 2, 1])
    #expect(announced.map(\.time) == [7, 8, 9])
  }

  @Test func manyUpdatesInOneSecondAnnounceItOnce() {
    var timer = single(10)
    #expect(timer.update(at: 7) == [.countdown(3)])
    #expect(timer.update(at: 7.2).isEmpty)
    #expect(timer.update(at: 7.999).isEmpty)
    #expect(timer.update(at: 8) == [.countdown(2)])
  }

  @Test func aLateUpdateAnnouncesTheSecondItIsInNeverALateThree() {
    var timer = single(10)
    #expect(timer.update(at: 8.5) == [.countdown(2)])
    #expect(timer.update(at: 9) == [.countdown(1)])
    #expect(timer.update(at: 9.5).isEmpty)
    #expect(timer.update(at: 10) == [.ended(0), .finished])
  }

  @Test func anUpdateInTheLastSecondAnnouncesOnlyOne() {
    var timer = single(10)
    #expect(timer.update(at: 9.4) == [.countdown(1)])
    #expect(timer.update(at: 9.9).isEmpty)
  }

  @Test func anUpdateBetweenSecondsRoundsWhatIsLeftUp() {
    var timer = single(10)
    // 2.4 s left is "3".
    #expect(timer.update(at: 7.6) == [.countdown(3)])
  }

  @Test(
    arguments: zip([1.0, 2, 2.5, 3, 3.5, 10], [[], [1], [2, 1], [2, 1], [3, 2, 1], [3, 2, 1]]))
  func onlyCountdownSecondsShorterThanTheIntervalAreAnnounced(length: Double, expected: [Int]) {
    var timer = single(length)
    #expect(
      countdowns(&timer, at: quarters(from: 0, through: length - 0.25)).map(\.second) == expected)
  }

  @Test func eachIntervalHasItsOwnCountdown() {
    var timer = IntervalTimer(durations: [5, 4], rounds: 1, countIn: 0, start: 0)
    let announced = countdowns(&timer, at: quarters(from: 0, through: 9))
    #expect(announced.map(\.second) == [3, 2, 1, 3, 2, 1])
    #expect(announced.map(\.time) == [2, 3, 4, 6, 7, 8])
  }

  // MARK: - nextEvent

  @Test func nextEventPointsAtEachCountdownSecondThenTheDeadline() {
    var timer = single(10, start: 100)
    #expect(timer.nextEvent(at: 100) == 107)
    #expect(timer.nextEvent(at: 106.5) == 107)
    #expect(timer.update(at: 107) == [.countdown(3)])
    #expect(timer.nextEvent(at: 107) == 108)
    #expect(timer.update(at: 108) == [.countdown(2)])
    #expect(timer.nextEvent(at: 108) == 109)
    #expect(timer.update(at: 109) == [.countdown(1)])
    #expect(timer.nextEvent(at: 109) == 110)
    #expect(timer.nextEvent(at: 109.9) == 110)
  }

  @Test func nextEventSkipsSecondsAlreadyPassed() {
    var timer = single(10, start: 100)
    #expect(timer.update(at: 108.5) == [.countdown(2)])
    #expect(timer.nextEvent(at: 108.5) == 109)
  }

  @Test func nextEventOfAShortIntervalIsItsFirstAnnouncedSecond() {
    let timer = single(2, start: 100)
    #expect(timer.nextEvent(at: 100) == 101)
  }

  @Test func nextEventOfTheNextIntervalAfterAnEnd() {
    var timer = tabata(start: 100)
    _ = timer.update(at: 120)
    #expect(timer.nextEvent(at: 120) == 127)
  }

  @Test func nextEventIsNilWhilePaused() {
    var timer = single(10, start: 100)
    timer.pause(at: 102)
    #expect(timer.nextEvent(at: 102) == nil)
    timer.resume(at: 104)
    #expect(timer.nextEvent(at: 104) == 109)
  }

  @Test func nextEventIsNilOnceFinished() {
    var timer = single(10, start: 100)
    _ = timer.update(at: 110)
    #expect(timer.nextEvent(at: 110) == nil)
  }

  // MARK: - Rounds and count-in

  @Test func tabataHasSixteenIntervalsOfWorkAndRest() {
    let timer = tabata()
    #expect(timer.intervals.count == 16)
    #expect(
      timer.intervals.map(\.label) == Array(repeating: ["work", "rest"], count: 8).flatMap { $0 })
    #expect(
      timer.intervals.map(\.seconds) == Array(repeating: [20.0, 10], count: 8).flatMap { $0 })
  }

  @Test func oneDurationRepeatedIsLabelledInterval() {
    let timer = IntervalTimer(durations: [60], rounds: 10, countIn: 0, start: 0)
    #expect(timer.intervals == Array(repeating: TimerInterval("interval", seconds: 60), count: 10))
  }

  @Test func aCountInAddsOneIntervalInFront() {
    let timer = tabata(countIn: 5)
    #expect(timer.intervals.count == 17)
    #expect(timer.intervals.first == TimerInterval("count-in", seconds: 5))
    #expect(timer.intervals.dropFirst().map(\.label) == tabata().intervals.map(\.label))
    #expect(timer.deadline == 5)
  }

  @Test func noCountInWhenItIsZero() {
    #expect(tabata(countIn: 0).intervals.first?.label == "work")
  }

  @Test func lateUpdatesDoNotDriftTheDeadlines() {
    var timer = tabata(start: 1000)
    var deadlines: [Double] = []
    var ended: [Int] = []
    var started: [Int] = []
    var finished = 0
    while !timer.isFinished {
      deadlines.append(timer.deadline)
      // Every end is noticed 0.3 s late.
      for event in timer.update(at: timer.deadline + 0.3) {
        switch event {
        case .ended(let index): ended.append(index)
        case .started(let index): started.append(index)
        case .finished: finished += 1
        case .countdown: break
        }
      }
    }
    var expected: [Double] = []
    for round in 0..<8 {
      let roundStart = 1000 + 30 * Double(round)
      expected += [roundStart + 20, roundStart + 30]
    }
    #expect(deadlines == expected)
    #expect(deadlines.last == 1240)
    #expect(ended == Array(0..<16))
    #expect(started == Array(1..<16))
    #expect(finished == 1)
  }

  @Test func theNextIntervalStartsAtTheDeadlineNotWhenTheEndWasNoticed() {
    var timer = tabata(start: 1000)
    #expect(timer.update(at: 1020.3) == [.ended(0), .started(1)])
    #expect(timer.deadline == 1030)
    #expect(timer.remaining(at: 1020.3) == 1030 - 1020.3)
  }

  @Test func oneLateUpdateCatchesUpEveryIntervalItMissed() {
    var timer = tabata(start: 1000)
    #expect(timer.update(at: 1035) == [.ended(0), .started(1), .ended(1), .started(2)])
    #expect(timer.index == 2)
    #expect(timer.deadline == 1050)
  }

  @Test func anUpdateLongAfterTheEndFinishesEveryInterval() {
    var timer = tabata(start: 1000)
    let events = timer.update(at: 5000)
    #expect(events.filter { if case .ended = $0 { true } else { false } }.count == 16)
    #expect(events.last == .finished)
    #expect(timer.isFinished)
  }

  @Test func aCountInEndsAtItsLengthAndTheRoundsFollowWithoutDrift() {
    var timer = tabata(start: 1000, countIn: 5)
    #expect(timer.update(at: 1005.1) == [.ended(0), .started(1)])
    #expect(timer.deadline == 1025)
    while !timer.isFinished { _ = timer.update(at: timer.deadline + 0.3) }
    #expect(timer.deadline == 1245)
  }

  // MARK: - Pause

  @Test func remainingIsFrozenWhilePaused() {
    var timer = single(90, start: 0)
    timer.pause(at: 30)
    #expect(timer.isPaused)
    #expect(timer.remaining(at: 30) == 60)
    #expect(timer.remaining(at: 80) == 60)
    #expect(timer.remaining(at: 500) == 60)
    #expect(timer.progress(at: 500) == timer.progress(at: 30))
  }

  @Test func updateEmitsNothingWhilePaused() {
    var timer = single(10, start: 0)
    timer.pause(at: 5)
    #expect(timer.update(at: 8).isEmpty)
    #expect(timer.update(at: 10).isEmpty)
    #expect(timer.update(at: 500).isEmpty)
    #expect(!timer.isFinished)
  }

  @Test func resumeMovesTheDeadlineByExactlyTheTimePaused() {
    var timer = single(90, start: 0)
    timer.pause(at: 30)
    timer.resume(at: 50)
    #expect(!timer.isPaused)
    #expect(timer.deadline == 110)
    #expect(timer.remaining(at: 50) == 60)
    #expect(timer.update(at: 109.99).allSatisfy { if case .countdown = $0 { true } else { false } })
    #expect(timer.update(at: 110) == [.ended(0), .finished])
  }

  @Test func theCountdownContinuesAfterAPauseInIt() {
    var timer = single(10, start: 0)
    #expect(timer.update(at: 7) == [.countdown(3)])
    timer.pause(at: 7.5)
    timer.resume(at: 20)
    #expect(timer.deadline == 22.5)
    #expect(countdowns(&timer, at: quarters(from: 20, through: 22.25)).map(\.time) == [20.5, 21.5])
  }

  @Test func togglePausePausesAndResumes() {
    var timer = single(90, start: 0)
    timer.togglePause(at: 30)
    #expect(timer.isPaused)
    #expect(timer.pausedAt == 30)
    timer.togglePause(at: 40)
    #expect(!timer.isPaused)
    #expect(timer.deadline == 100)
  }

  @Test func pausingTwiceKeepsTheFirstPause() {
    var timer = single(90, start: 0)
    timer.pause(at: 30)
    timer.pause(at: 40)
    #expect(timer.pausedAt == 30)
    timer.resume(at: 50)
    #expect(timer.deadline == 110)
  }

  @Test func resumingARunningTimerChangesNothing() {
    var timer = single(90, start: 0)
    timer.resume(at: 50)
    #expect(timer.deadline == 90)
    #expect(!timer.isPaused)
  }

  @Test func pausingAFinishedTimerDoesNothing() {
    var timer = single(10, start: 0)
    _ = timer.update(at: 10)
    timer.pause(at: 11)
    #expect(!timer.isPaused)
  }

  @Test func pausesAddUp() {
    var timer = single(90, start: 0)
    timer.togglePause(at: 10)
    timer.togglePause(at: 15)
    timer.togglePause(at: 40)
    timer.togglePause(at: 47)
    #expect(timer.deadline == 102)
  }

  // MARK: - ±15 s

  @Test func addingFifteenSecondsMovesTheDeadlineLater() {
    var timer = single(90, start: 0)
    timer.adjust(by: 15, at: 10)
    #expect(timer.deadline == 105)
    #expect(timer.remaining(at: 10) == 95)
    #expect(!timer.update(at: 90).contains(.ended(0)))
    #expect(timer.update(at: 105) == [.ended(0), .finished])
  }

  @Test func takingFifteenSecondsMovesTheDeadlineEarlier() {
    var timer = single(90, start: 0)
    timer.adjust(by: -15, at: 10)
    #expect(timer.deadline == 75)
    #expect(timer.remaining(at: 10) == 65)
    #expect(timer.update(at: 75) == [.ended(0), .finished])
  }

  @Test func takingMoreThanIsLeftEndsTheIntervalAtTheNextUpdate() {
    var timer = tabata(start: 0)
    timer.adjust(by: -15, at: 10)
    #expect(timer.remaining(at: 10) == 0)
    #expect(timer.update(at: 10) == [.ended(0), .started(1)])
    // The next interval starts then, not at the old deadline.
    #expect(timer.deadline == 20)
  }

  @Test func afterAddingFifteenSecondsAtTwoSecondsLeftTheCountdownIsAnnouncedAgain() {
    var timer = single(90, start: 0)
    #expect(timer.update(at: 87) == [.countdown(3)])
    #expect(timer.update(at: 88) == [.countdown(2)])
    timer.adjust(by: 15, at: 88)
    #expect(timer.deadline == 105)
    #expect(timer.nextEvent(at: 88) == 102)
    let announced = countdowns(&timer, at: quarters(from: 88, through: 104.75))
    #expect(announced.map(\.second) == [3, 2, 1])
    #expect(announced.map(\.time) == [102, 103, 104])
  }

  @Test func afterAddingFifteenSecondsToAShortIntervalTheFullCountdownIsAnnounced() {
    // A 2 s interval announces only 1; made 17 s long, it has room for 3, 2, 1.
    var timer = single(2, start: 0)
    timer.adjust(by: 15, at: 0)
    let announced = countdowns(&timer, at: quarters(from: 0, through: 16.75))
    #expect(announced.map(\.second) == [3, 2, 1])
    #expect(announced.map(\.time) == [14, 15, 16])
  }

  @Test func takingTimeAwayDoesNotRepeatSecondsAlreadyAnnounced() {
    var timer = single(90, start: 0)
    #expect(timer.update(at: 87) == [.countdown(3)])
    timer.adjust(by: -1, at: 87)
    #expect(timer.update(at: 87) == [.countdown(2)])
  }

  @Test func adjustingWhilePausedCountsFromThePauseTime() {
    var timer = single(90, start: 0)
    timer.pause(at: 10)
    timer.adjust(by: -15, at: 50)
    #expect(timer.deadline == 75)
    #expect(timer.remaining(at: 50) == 65)
    timer.resume(at: 60)
    #expect(timer.deadline == 125)
  }

  @Test func takingMoreThanIsLeftWhilePausedEndsAtResume() {
    var timer = single(10, start: 0)
    timer.pause(at: 5)
    timer.adjust(by: -15, at: 30)
    #expect(timer.remaining(at: 30) == 0)
    #expect(timer.update(at: 30).isEmpty)
    timer.resume(at: 40)
    #expect(timer.update(at: 40) == [.ended(0), .finished])
  }

  @Test func adjustingAFinishedTimerDoesNothing() {
    var timer = single(10, start: 0)
    _ = timer.update(at: 10)
    timer.adjust(by: 15, at: 11)
    #expect(timer.isFinished)
    #expect(timer.update(at: 30).isEmpty)
  }

  // MARK: - Skip

  @Test func skipStartsTheNextIntervalAtTheSkipTimeWithoutAnEnd() {
    var timer = tabata(start: 0)
    #expect(timer.skip(at: 5) == [.started(1)])
    #expect(timer.index == 1)
    #expect(timer.deadline == 15)
    #expect(timer.update(at: 15) == [.ended(1), .started(2)])
  }

  @Test func skippingTheLastIntervalFinishes() {
    var timer = single(90, start: 0)
    #expect(timer.skip(at: 5) == [.finished])
    #expect(timer.isFinished)
    #expect(timer.update(at: 90).isEmpty)
  }

  @Test func skipWhilePausedUnpausesAndStartsTheNextAtTheSkipTime() {
    var timer = tabata(start: 0)
    timer.pause(at: 5)
    #expect(timer.skip(at: 8) == [.started(1)])
    #expect(!timer.isPaused)
    #expect(timer.deadline == 18)
    #expect(timer.remaining(at: 10) == 8)
  }

  @Test func theSkippedIntervalsCountdownDoesNotCarryOver() {
    var timer = tabata(start: 0)
    #expect(timer.update(at: 17) == [.countdown(3)])
    _ = timer.skip(at: 17)
    let announced = countdowns(&timer, at: quarters(from: 17, through: 26.75))
    #expect(announced.map(\.second) == [3, 2, 1])
    #expect(announced.map(\.time) == [24, 25, 26])
  }

  @Test func skippingAFinishedTimerDoesNothing() {
    var timer = single(10, start: 0)
    _ = timer.update(at: 10)
    #expect(timer.skip(at: 11).isEmpty)
  }

  @Test func aTimerWithNoIntervalsIsFinished() {
    var timer = IntervalTimer(intervals: [], start: 0)
    #expect(timer.isFinished)
    #expect(timer.update(at: 1).isEmpty)
    #expect(timer.nextEvent(at: 0) == nil)
  }
}
