// Reads a program's lines, one statement a line, into the parts of a `Program`, collecting
// every problem; `finish()` checks what needs the whole text and builds the program.

/// Where something was written: line and column, from 1.
struct Site: Hashable {
  var line: Int
  var column: Int
}

/// The block the lines being read belong to.
enum ProgramBlock {
  /// Before any `exercise` or `day` line.
  case top
  /// An `exercise` block; nil when its line could not be read (its lines are checked, not kept).
  case exercise(TrackID?)
  /// A `day` block, by index; nil when the day is not kept (too many days).
  case day(Int?)
}

/// Reads a program text line by line.
struct ProgramReader {
  let name: String
  let catalog: Catalog
  /// Every problem found.
  var problems: [ProgramProblem] = []

  var block = ProgramBlock.top
  var title: String?
  var cycle: (value: ProgramCycle, site: Site)?
  var afterCycle: AfterCycle?
  var trainingDays: [Int]?
  var deloadWeeks: [(weeks: ClosedRange<Int>, site: Site)] = []
  var deloadSeen = false
  var trainingMax: [TrackID: Site] = [:]
  var trainingMaxPercent: Double?
  var tracks: [TrackID: TrackRules] = [:]
  var days: [ProgramDay] = []
  var tooManyDaysReported = false
  var daysOverSlotLimit: Set<Int> = []
  /// The slot the next `week` line adds to: day and slot index; nil after a slot not kept.
  var currentSlot: (day: Int, slot: Int)?
  /// True once a slot line was read in the current day, kept or not.
  var slotSeen = false
  /// The days with a slot line, kept or not.
  var slotLineDays: Set<Int> = []

  // What `finish()` checks.
  var slotSites: [[Site]] = []
  var percentLoads: [(track: TrackID, site: Site, text: String)] = []
  var weekSites: [(weeks: ClosedRange<Int>, site: Site)] = []
  var ruleSites: [TrackID: [Site]] = [:]
  var dayRuleSites: [Int: Site] = [:]
  var stagesSites: [TrackID: Site] = [:]
  var resetSites: [TrackID: Site] = [:]
  var lastLine = 1
  /// True when a line could not be decoded: what it held is unknown.
  var skippedLines = false

  /// The words that start a statement, for "did you mean".
  static let keywords = [
    "program", "cycle", "then", "days", "deload", "training", "exercise", "day", "progress",
    "stages", "reset", "start", "week", "weeks",
  ]

  init(name: String, catalog: Catalog) {
    self.name = name
    self.catalog = catalog
  }

  /// Reads every line; the program when the text has no problem.
  mutating func read(_ source: ProgramSource) -> Program? {
    for line in source.lines {
      lastLine = line.number
      if let unreadable = line.unreadable {
        report(line.number, unreadable.column, unreadable.message)
        skippedLines = true
        continue
      }
      let words = line.words()
      guard let first = words.first else { continue }
      statement(line, words, first)
    }
    return finish()
  }

  mutating func report(_ line: Int, _ column: Int, _ message: String) {
    problems.append(ProgramProblem(line: line, column: column, message: message))
  }

  mutating func report(_ line: SourceLine, _ word: Word, _ complaint: Complaint) {
    report(line.number, word.column + complaint.offset, complaint.message)
  }

  private mutating func statement(_ line: SourceLine, _ words: [Word], _ first: Word) {
    switch first.text {
    case "program": programLine(line, words)
    case "cycle": cycleLine(line, words)
    case "then": thenLine(line, words)
    case "days": daysLine(line, words)
    case "deload": deloadLine(line, words)
    case "training": trainingMaxLine(line, words)
    case "exercise": exerciseLine(line, words)
    case "day": dayLine(line, words)
    case "progress", "stages", "reset", "start": trackStatement(line, words)
    case "week", "weeks": weekLine(line, words)
    default:
      if first.text.hasPrefix("&") {
        slotLine(line, words)
      } else if case .day = block {
        slotLine(line, words)
      } else {
        unknownKeyword(line, first)
      }
    }
  }

  mutating func unknownKeyword(_ line: SourceLine, _ word: Word) {
    if let track = TrackID(word.text), catalog.exercise(track.exercise) != nil {
      return report(
        line.number, word.column,
        "\(track) is an exercise: a slot belongs in a day, so write 'day NAME' on a line before it")
    }
    var message = "unknown keyword '\(word.text.echoed)'"
    if let near = NearMiss.best(for: word.text, among: Self.keywords) {
      message += "; did you mean '\(near)'?"
    } else {
      message +=
        "; a line starts with a keyword (program, cycle, then, days, deload, "
        + "training max, exercise, day) or, in a day, an exercise"
    }
    report(line.number, word.column, message)
  }

  /// Reports words left after a complete statement.
  mutating func expectEnd(_ line: SourceLine, _ words: [Word], after count: Int, _ form: String) {
    guard words.count > count else { return }
    report(
      line.number, words[count].column,
      "unexpected '\(words[count].text.echoed)'; write it as \(form)")
  }

  // MARK: - Tracks

  /// The track a word names, with the catalog's exercise; reports and returns nil when it names
  /// none. `keywordHint` offers a keyword first for a near miss (`progres`).
  mutating func track(_ line: SourceLine, _ word: Word, keywordHint: Bool = false)
    -> (track: TrackID, exercise: Exercise)?
  {
    if let track = TrackID(word.text), let exercise = catalog.exercise(track.exercise) {
      return (track, exercise)
    }
    if keywordHint, NearMiss.best(for: word.text, among: Self.keywords) != nil {
      unknownKeyword(line, word)
      return nil
    }
    let parts = word.text.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count > 1, TrackID(word.text) == nil {
      report(
        line.number, word.column,
        "'\(word.text.echoed)' is no track: write EXERCISE or EXERCISE:TAG, the tag of "
          + "lower-case letters and digits (squat:t1)")
      return nil
    }
    let text = String(parts[0])
    // Suggestions for the problems a message lists only: a hostile file of 30,000 unknown
    // names is not searched 30,000 times.
    var suggestions: [String] = []
    if problems.count < ProgramText.maximumListedProblems {
      suggestions =
        catalog.find(text).map { [$0.id.rawValue] }
        ?? catalog.suggestions(for: text).map(\.id.rawValue)
    }
    report(
      line.number, word.column,
      CatalogError.unknownExercise(text, suggestions: suggestions).message)
    return nil
  }

  /// True when the exercise can hold a weight (its own or an added one).
  static func takesWeight(_ exercise: Exercise) -> Bool {
    exercise.acceptedItems.contains(.weight) || exercise.acceptedItems.contains(.added)
  }
}
