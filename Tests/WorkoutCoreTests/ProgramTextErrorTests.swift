import Testing
import WorkoutCore

/// Every problem a program text can have: where it is (line:column) and what it says; all of
/// them reported, not only the first.
@Suite struct ProgramTextErrorTests {
  typealias T = ProgramTextSupport

  @Test func unknownExerciseOffersTheNearestOne() {
    #expect(
      T.problems("day A\n  squat 5\n  bench-press 5\n\n\n\n\n\n\n\n\n        sqaut 5\n")
        .contains("12:9: unknown exercise 'sqaut'; did you mean 'squat'?"))
    #expect(
      T.problems("day A\n  Squat 5\n") == ["2:3: unknown exercise 'Squat'; did you mean 'squat'?"])
  }

  @Test func upsideDownRange() {
    #expect(T.problems("day A\n  squat 3x12-8\n") == ["2:11: a rep range goes up: 8-12, not 12-8"])
    #expect(T.problems("day A\nsquat 5, 12-8\n") == ["2:10: a rep range goes up: 8-12, not 12-8"])
  }

  @Test func cycleLength() {
    #expect(
      T.problems("\n\ncycle 0 weeks\nday A\nsquat 5\n") == ["3:7: a cycle has 1 to 52 weeks, not 0"]
    )
    #expect(
      T.problems("cycle 53 weeks\nday A\nsquat 5\n") == ["1:7: a cycle has 1 to 52 weeks, not 53"])
    #expect(
      T.problems("cycle 4 months\nday A\nsquat 5\n") == [
        "1:9: expected 'weeks' or 'sessions', not 'months': cycle 4 weeks or cycle 2 sessions"
      ])
    #expect(
      T.problems("cycle 3 sessions\nday A\nsquat 5\nday B\nsquat 5\n")
        == [
          "1:7: a cycle of 3 sessions trains each day once, so it needs 3 days; the program has 2"
        ])
  }

  @Test func percentWithoutTrainingMax() {
    let text = T.day("  squat 5 @85%, 3+ 90%")
    #expect(
      T.problems(text) == [
        "3:12: 85% needs a training max for squat: add it to a 'training max' line",
        "3:20: 90% needs a training max for squat: add it to a 'training max' line",
      ])
    #expect(T.problems("training max squat:t1\nday A\nsquat 5 @85%\n").count == 1)
  }

  @Test func goalTheExerciseCannotRecord() {
    #expect(
      T.problems("day A\n  squat 45s\n") == [
        "2:9: squat has no duration item: 45s cannot be planned for it"
      ])
    #expect(
      T.problems("day A\n  plank 5\n") == [
        "2:9: plank has no reps item: 5 cannot be planned for it"
      ])
    #expect(
      T.problems("day A\n  run 30min 20kg\n") == [
        "2:13: run has no weight item: 20kg cannot be planned for it"
      ])
  }

  @Test func weekOutsideTheCycle() {
    #expect(
      T.problems("cycle 4 weeks\ndeload week 5\nday A\n  squat\n    week 1-5: 5x5\n")
        == [
          "2:13: week 5 is outside the cycle of 4 weeks",
          "5:10: week 5 is outside the cycle of 4 weeks",
        ])
    #expect(
      T.problems("cycle 2 sessions\nday A\n  squat\n    week 1: 5\nday B\nsquat 5\n") == [
        "4:10: weeks need a cycle of weeks, like 'cycle 4 weeks'"
      ])
    #expect(
      T.problems("cycle 4 weeks\nday A\n  squat\n    week 1: 5\n    week 1-2: 3\n") == [
        "5:10: week 1 of squat has sets already: each week has one line"
      ])
    #expect(
      T.problems("cycle 4 weeks\nday A\n  squat 5\n    week 1: 5\n").first?.hasPrefix(
        "4:5: squat has its sets on its own line") == true)
  }

  @Test func tooManyDaysSlotsAndSets() {
    let days = (1...29).map { "day D\($0)\nsquat 5\n" }.joined()
    #expect(T.problems(days) == ["57:1: a program has at most 28 days; this is day 29"])
    let slots = "day A\n" + String(repeating: "squat 5\n", count: 51)
    #expect(T.problems(slots) == ["52:1: a day has at most 50 slots; day 'A' has more"])
    #expect(T.problems("day A\nsquat 101x5\n") == ["2:7: the number of sets is 1 to 100, not 101"])
    #expect(
      T.problems("day A\nsquat 60x5, 41x3\n") == [
        "2:7: a slot has at most 100 sets; these are more"
      ])
  }

  @Test func rulesThatCannotApply() {
    #expect(
      T.problems("exercise squat\n  progress double +2.5kg\nday A\n  squat 3x5\n")
        == [
          "2:12: double progression needs a rep range (8-12) on every set; squat on line 4 has 5 reps"
        ])
    #expect(
      T.problems("day A\n  progress double +2.5kg\n  squat 3x8-12\n  bench-press 3x5\n")
        == [
          "2:3: double progression needs a rep range (8-12) on every set; bench-press on line 4 has 5 reps"
        ])
    #expect(
      T.problems(
        "training max squat\nexercise squat\n  progress tm from amrap 90%\nday A\n  squat 3x5 @80%\n"
      )
        == ["3:12: tm from amrap needs an AMRAP set (5+) of squat, and it has none"])
    #expect(
      T.problems("exercise squat\n  progress tm +5kg per cycle\nday A\n  squat 3x5\n")
        == ["2:12: a training max rule needs squat in a 'training max' line"])
    #expect(
      T.problems(
        "exercise lat-pulldown\n  progress +2.5kg, at 25 reps\nday A\n  lat-pulldown 3x15\n")
        == ["2:12: 'at N reps' needs an AMRAP set (5+) of lat-pulldown, and it has none"])
    #expect(
      T.problems("exercise run\n  progress +2.5kg\nday A\n  run 45s\n") == [
        "2:12: run has no weight item: this rule has no weight to change"
      ])
    #expect(
      T.problems(
        "exercise squat\n  progress +2.5kg\n  progress double +5kg\nday A\n  squat 3x8-12\n") == [
          "3:12: squat has a rule that conflicts with this one already (line 2)"
        ])
  }

  @Test func stagesNeedAnIncrementAResetAndReps() {
    #expect(
      T.problems("exercise squat:t1\n  stages 5x3+ | 6x2+\nday A\n  squat:t1\n")
        == [
          "2:3: squat:t1 has stages but no 'progress +…' line: say what a success adds",
          "2:3: squat:t1 has stages but no 'reset' line: say what follows a failure at the last stage (reset 85% 5rm)",
        ])
    #expect(
      T.problems("exercise plank\n  stages 3x45s | 3x30s\n  reset +5kg\nday A\nplank\n").first
        == "2:12: a stage is sets of reps (5x3+); 45s is a time")
    #expect(
      T.problems("exercise squat\n  reset 85% 5rm\nday A\nsquat 5\n") == [
        "2:3: squat has a 'reset' line but no stages"
      ])
  }

  @Test func slotWithNoSets() {
    #expect(
      T.problems("day A\n  squat\n")
        == [
          "2:3: squat has no sets: write them after it (squat 3x5), on week lines under it, or as stages in its exercise block"
        ])
  }

  @Test func slotOutsideADay() {
    #expect(
      T.problems("exercise squat\n  squat 5\nday A\nsquat 5\n")
        == [
          "2:3: squat is an exercise: a slot belongs in a day, so write 'day NAME' on a line before it"
        ])
  }

  @Test func supersetOnTheFirstSlot() {
    #expect(
      T.problems("day A\n& squat 5\n")
        == ["2:1: '&' joins the slot before it in a superset; the first slot of a day has none"])
  }

  @Test func duplicateExerciseBlock() {
    #expect(
      T.problems("exercise squat\n  progress +5kg\nexercise squat\nday A\nsquat 5\n")
        == ["3:10: squat has an exercise block already (line 1); put its lines there"])
  }

  @Test func unknownKeywordsOfferTheNearOne() {
    #expect(
      T.problems("exercise squat\n  progres +5kg\nday A\nsquat 5\n") == [
        "2:3: unknown keyword 'progres'; did you mean 'progress'?"
      ])
    #expect(
      T.problems("day A\n  progres +5kg\n  squat 5\n") == [
        "2:3: unknown keyword 'progres'; did you mean 'progress'?"
      ])
    #expect(
      T.problems("cylce 4 weeks\nday A\nsquat 5\n") == [
        "1:1: unknown keyword 'cylce'; did you mean 'cycle'?"
      ])
    #expect(
      T.problems("day A\nsquat 5\nexercise squat\n  progress doubel +5kg\n") == [
        "4:12: unknown rule 'doubel'; did you mean 'double'?"
      ])
  }

  @Test func numbersArePlainDecimalsWithinBounds() {
    #expect(
      T.problems("day A\nsquat 5 1e3kg\n") == [
        "2:9: expected a weight like 60kg or 135lb, not '1e3kg'"
      ])
    #expect(T.problems("day A\nsquat 5 1001kg\n") == ["2:9: a weight is 0 to 1000 kg, not 1001kg"])
    #expect(
      T.problems("day A\nsquat 5 @nan\n") == ["2:10: an RPE is 1 to 10 in steps of 0.5, not 'nan'"])
    #expect(
      T.problems("day A\nsquat 5 @8.3\n") == ["2:10: an RPE is 1 to 10 in steps of 0.5, not '8.3'"])
    #expect(
      T.problems("day A\nsquat 5 rir 11\n") == [
        "2:13: reps in reserve are 0 to 10 in steps of 0.5, not '11'"
      ])
    #expect(T.problems("day A\nsquat 0\n") == ["2:7: reps is 1 to 1000, not 0"])
    #expect(
      T.problems("day A\nplank 25h\n") == ["2:7: a time is whole seconds from 1s to 24h, not 25h"])
    #expect(
      T.problems("training max squat\nday A\nsquat 5 @201%\n") == [
        "3:10: a percentage here is more than 0 and at most 200%, not 201%"
      ])
    #expect(
      T.problems("day A\nsquat 5 60\n") == [
        "2:9: unexpected '60' in a set; a set is [N x] reps [load] [effort], like 3x5 @80%, 3x8-12 60kg @8 or 3x12 rir 2"
      ])
    #expect(
      T.problems("exercise squat\nprogress 2.5kg\nday A\nsquat 5\n") == [
        "2:10: unknown rule '2.5kg'; a progress line is '+2.5kg', 'double +2.5kg', 'tm +5kg per cycle', 'tm from amrap 90%' or 'none'"
      ])
    #expect(
      T.problems("exercise squat\nprogress +60kg\nday A\nsquat 5\n") == [
        "2:11: an increment is more than 0 to 50 kg, not 60kg"
      ])
  }

  @Test func everyProblemIsReported() throws {
    let text = """
      cycle 0 weeks
      day A
        sqaut 5
        squat 12-8
        bench-press 5 @85%
      exercise squat
        progres +5kg
      """
    #expect(
      T.problems(text) == [
        "1:7: a cycle has 1 to 52 weeks, not 0",
        "3:3: unknown exercise 'sqaut'; did you mean 'squat'?",
        "4:9: a rep range goes up: 8-12, not 12-8",
        "5:18: 85% needs a training max for bench-press: add it to a 'training max' line",
        "7:3: unknown keyword 'progres'; did you mean 'progress'?",
      ])
    do {
      _ = try ProgramText.read(Array(text.utf8), name: "my.program", catalog: Catalog.builtIn)
      Issue.record("read")
    } catch {
      #expect(error.name == "my.program")
      #expect(
        error.message.split(separator: "\n").first
          == "my.program:1:7: a cycle has 1 to 52 weeks, not 0")
      #expect(error.message.split(separator: "\n").count == 5)
    }
  }

  @Test func atMostFiftyProblemsAreListed() throws {
    let text =
      "day A\n" + String(repeating: "sqaut 5\n", count: 48)
      + String(repeating: "xyzzy\n", count: 12)
    do {
      _ = try ProgramText.read(Array(text.utf8), name: "p", catalog: Catalog.builtIn)
      Issue.record("read")
    } catch {
      #expect(error.problems.count == 60)
      let lines = error.message.split(separator: "\n")
      #expect(lines.count == 51)
      #expect(lines.last == "… and 10 more")
    }
  }
}
