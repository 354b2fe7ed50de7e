import Testing
import WorkoutCore

/// Hostile program text gives problems, never a crash or a hang.
@Suite struct ProgramTextHostileTests {
  typealias T = ProgramTextSupport

  @Test func nulByte() {
    #expect(T.problems(Array("day A\nsq\0uat 5\n".utf8)) == ["2:3: a NUL byte: a program is text"])
  }

  @Test func invalidUTF8() {
    #expect(
      T.problems(Array("day A\nsquat 5 ".utf8) + [0xFF, 0x0A]) == [
        "2:9: invalid UTF-8: a program is UTF-8 text"
      ])
  }

  @Test func controlCharacters() {
    #expect(
      T.problems("day A\nsquat\u{1B}[2J 5\n") == [
        "2:6: a control character (U+001B) is not allowed in a program"
      ])
    #expect(
      T.problems("program A\u{202E}B\nday A\nsquat 5\n") == [
        "1:10: a bidi control (U+202E) is not allowed in a program"
      ])
  }

  @Test func overLargeFile() {
    let text = "day A\n" + String(repeating: "squat 5\n", count: 300 * 1024 / 8)
    #expect(
      T.problems(text) == [
        "1:1: the program is \(text.utf8.count) bytes; a program has at most 262144 bytes (256 KiB)"
      ])
  }

  @Test func tenThousandDays() {
    let text = (1...10_000).map { "day D\($0)\nsquat 5\n" }.joined()
    #expect(text.utf8.count <= ProgramText.maximumBytes)
    #expect(T.problems(text) == ["57:1: a program has at most 28 days; this is day 29"])
  }

  @Test func veryLongLines() {
    let word = String(repeating: "a", count: 100_000)
    let problems = T.problems("day A\n\(word) 5\n")
    #expect(problems == ["2:1: unknown exercise '\(word.prefix(80))… (100000 characters)'"])
    let sets = "day A\nsquat " + Array(repeating: "5", count: 40_000).joined(separator: ",") + "\n"
    #expect(T.problems(sets) == ["2:7: a slot has at most 100 sets; these are more"])
    let title = "program " + word + "\nday A\nsquat 5\n"
    #expect(T.problems(title) == ["1:9: a title has at most 100 characters, not 100000"])
  }

  @Test func aFileOfUnknownNamesIsSearchedOnlyForTheListedProblems() {
    let text = "day A\n" + String(repeating: "sqaut 5\n", count: 30_000)
    let problems = T.problems(text)
    #expect(problems.count == 30_000)
    #expect(problems.first == "2:1: unknown exercise 'sqaut'; did you mean 'squat'?")
    #expect(problems.last == "30001:1: unknown exercise 'sqaut'")
  }

  @Test func deepNonsense() {
    let nonsense = [
      "@@@@", "x x x x", "5x", "×", "3x+", "+", "-", "5-", "-5", "1-2-3", "w:", "q:5", "5 @",
      "5 rir", "5 % e1rm", "5 60kg 60kg", "5 @8 @9", ",,,", "5 | 5", "99999999999999999999",
      "5 @99999999999999999999%", "5 0.5.5kg", "1x1x1", "5 e1rm", "5+++", "8-12+",
    ]
    for text in nonsense {
      let problems = T.problems("day A\nsquat \(text)\n")
      #expect(!problems.isEmpty, "\(text)")
      #expect(problems.allSatisfy { $0.hasPrefix("2:") }, "\(text): \(problems)")
    }
    let lines = [
      "cycle", "cycle x weeks", "cycle 99999999999999999999 weeks", "then", "then never",
      "days", "days ,,,", "deload", "deload week", "deload week 0", "deload week 3-1",
      "training", "training max", "training max at", "training max squat at 90%",
      "exercise", "exercise squat:", "exercise squat:T1", "exercise :t1", "week 1: 5",
      "progress", "stages 5", "reset", "start", "& ", "&", "day", "progress +",
    ]
    for line in lines {
      let problems = T.problems("\(line)\nday A\nsquat 5\n")
      #expect(!problems.isEmpty, "\(line)")
    }
    let random = (0..<2000).map { index in Character(Unicode.Scalar(UInt8(32 + (index * 37) % 95)))
    }
    #expect(!T.problems(String(random)).isEmpty)
  }
}
