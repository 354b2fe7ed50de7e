// Set lists: comma-separated groups `[KIND:] [N x] GOAL [LOAD] [EFFORT]` (`5x5`, `3x8-12 @8`,
// `5+ @85%`, `w: 2x5 40kg`, `3x45s`).

/// Where a set list is written, for what it may hold.
enum SetListPlace {
  /// A slot line or a week line.
  case slot
  /// A stage of an `exercise` block: reps only.
  case stage
}

/// A problem at a column.
struct Located: Error {
  var column: Int
  var message: String
}

extension ProgramReader {
  /// The sets of `range`, checked against the track's exercise when known; nil (with the
  /// problems reported) when any group cannot be read.
  mutating func sets(
    _ line: SourceLine, _ range: Range<Int>, _ found: (track: TrackID, exercise: Exercise)?,
    context: SetListPlace
  ) -> [SetPlan]? {
    var plans: [SetPlan] = []
    var readable = true
    for piece in line.pieces(of: range, separatedBy: ",") {
      let words = line.words(in: piece)
      guard !words.isEmpty else {
        report(line.number, line.column(of: piece), "expected a set between the commas")
        readable = false
        continue
      }
      do throws(Located) {
        plans += try group(line, words, found, context: context)
      } catch {
        report(line.number, error.column, error.message)
        readable = false
      }
      guard plans.count <= Workout.maximumSets else {
        report(
          line.number, line.column(of: range),
          "a slot has at most \(Workout.maximumSets) sets; these are more")
        return nil
      }
    }
    return readable ? plans : nil
  }

  private mutating func group(
    _ line: SourceLine, _ words: [Word], _ found: (track: TrackID, exercise: Exercise)?,
    context: SetListPlace
  ) throws(Located) -> [SetPlan] {
    var index = 0
    var word = words[0]
    var kind = SetKind.working
    let characters = Array(word.text)
    if let colon = characters.firstIndex(of: ":"), colon > 0,
      characters[..<colon].allSatisfy(\.isLetter)
    {
      let prefix = String(characters[..<colon])
      guard let named = SetKind(prefix: prefix) else {
        throw Located(
          column: word.column,
          message: "unknown set kind '\(prefix.echoed):'; a set may start with w: (warm-up), "
            + "d: (drop) or f: (failure)")
      }
      kind = named
      if colon + 1 == characters.count {
        index += 1
        guard index < words.count else {
          throw Located(column: word.column, message: "expected a set after '\(prefix):'")
        }
        word = words[index]
      } else {
        word = Self.tail(of: word, from: colon + 1)
      }
    }
    var count = 1
    var goalWord = word
    let letters = Array(word.text)
    if let times = letters.firstIndex(where: { $0 == "x" || $0 == "×" }), times > 0,
      letters[..<times].allSatisfy(\.isASCIIDigit)
    {
      count = try Self.located(word) { () throws(Complaint) in
        try ProgramNumbers.whole(
          Substring(String(letters[..<times])), "the number of sets", in: 1...Workout.maximumSets)
      }
      if times + 1 == letters.count {
        index += 1
        guard index < words.count else {
          throw Located(column: word.column, message: "expected reps after '\(word.text)'")
        }
        goalWord = words[index]
      } else {
        goalWord = Self.tail(of: word, from: times + 1)
      }
    } else if index + 2 < words.count, ["x", "×"].contains(words[index + 1].text),
      word.text.allSatisfy(\.isASCIIDigit)
    {
      count = try Self.located(word) { () throws(Complaint) in
        try ProgramNumbers.whole(
          Substring(word.text), "the number of sets", in: 1...Workout.maximumSets)
      }
      index += 2
      goalWord = words[index]
    }
    let target = try goal(goalWord, found, context: context)
    var load: SetLoad?
    var effort: Effort?
    index += 1
    while index < words.count {
      let consumed = try loadOrEffort(words, at: index, &load, &effort, found)
      index += consumed
    }
    var plans = Array(
      repeating: SetPlan(target: target, load: load, effort: effort, kind: kind), count: count)
    if case .atLeast(let reps) = target {
      for index in plans.indices.dropLast() { plans[index].target = .reps(reps) }
    }
    return plans
  }

  /// The goal of a set, checked against what the exercise can record.
  private func goal(
    _ word: Word, _ found: (track: TrackID, exercise: Exercise)?, context: SetListPlace
  ) throws(Located) -> SetGoal {
    let text = Substring(word.text)
    let reps = 1...1000
    let goal = try Self.located(word) { () throws(Complaint) -> SetGoal in
      let unreadable = Complaint(
        "expected reps (5), a rep range (8-12), AMRAP (5+) or a time (45s), not "
          + "'\(String(text).echoed)'")
      func isNumber(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy(\.isASCIIDigit) }
      if text.hasSuffix("+") {
        guard isNumber(text.dropLast()) else { throw unreadable }
        return .atLeast(try ProgramNumbers.whole(text.dropLast(), "reps", in: reps))
      }
      if let dash = text.firstIndex(of: "-") {
        let lowText = text[..<dash]
        let highText = text[text.index(after: dash)...]
        guard isNumber(lowText), isNumber(highText) else { throw unreadable }
        let low = try ProgramNumbers.whole(lowText, "reps", in: reps)
        let high = try ProgramNumbers.whole(highText, "reps", in: reps)
        guard low <= high else {
          throw Complaint("a rep range goes up: \(high)-\(low), not \(low)-\(high)")
        }
        return .range(low, high)
      }
      if let seconds = try ProgramNumbers.duration(text) { return .duration(seconds) }
      guard isNumber(text) else { throw unreadable }
      return .reps(try ProgramNumbers.whole(text, "reps", in: reps))
    }
    let isTime: Bool
    if case .duration = goal { isTime = true } else { isTime = false }
    if isTime, context == .stage {
      throw Located(
        column: word.column,
        message: "a stage is sets of reps (5x3+); \(word.text.echoed) is a time")
    }
    if let found {
      let item: ItemID = isTime ? .duration : .reps
      guard found.exercise.items.contains(item) else {
        throw Located(
          column: word.column,
          message: "\(found.track.exercise) has no \(item.rawValue) item: "
            + "\(word.text.echoed) cannot be planned for it")
      }
    }
    return goal
  }

  /// Reads a load or an effort at `index`; the number of words it took.
  private mutating func loadOrEffort(
    _ words: [Word], at index: Int, _ load: inout SetLoad?, _ effort: inout Effort?,
    _ found: (track: TrackID, exercise: Exercise)?
  ) throws(Located) -> Int {
    var word = words[index]
    var marked = false
    if word.text.hasPrefix("@") {
      marked = true
      word = Self.tail(of: word, from: 1)
      guard !word.text.isEmpty else {
        throw Located(
          column: word.column - 1,
          message: "'@' needs a load (@65%, @60kg) or an RPE (@8) right after it")
      }
    }
    let text = Substring(word.text)
    var consumed = 1
    if !marked, text == "rir" {
      guard index + 1 < words.count else {
        throw Located(column: word.column, message: "'rir' needs a number: rir 2")
      }
      let value = try Self.located(words[index + 1]) { () throws(Complaint) in
        try ProgramNumbers.rir(Substring(words[index + 1].text))
      }
      try setEffort(&effort, .rir(value), word, found)
      return 2
    }
    if text.hasSuffix("%") {
      let percent = try Self.located(word) { () throws(Complaint) in
        try ProgramNumbers.percent(text)
      }
      var value = SetLoad.trainingMax(percent)
      if index + 1 < words.count, words[index + 1].text == "e1rm" {
        value = .e1rm(percent)
        consumed = 2
      }
      try setLoad(&load, value, word, found)
      return consumed
    }
    if text.hasSuffix("kg") || text.hasSuffix("lb") {
      let kilograms = try Self.located(word) { () throws(Complaint) in
        try ProgramNumbers.weight(text)
      }
      try setLoad(&load, .kilograms(kilograms), word, found)
      return 1
    }
    if marked {
      let value = try Self.located(word) { () throws(Complaint) in try ProgramNumbers.rpe(text) }
      try setEffort(&effort, .rpe(value), word, found)
      return 1
    }
    throw Located(
      column: word.column,
      message: "unexpected '\(word.text.echoed)' in a set; a set is [N x] reps [load] [effort], "
        + "like 3x5 @80%, 3x8-12 60kg @8 or 3x12 rir 2")
  }

  private mutating func setLoad(
    _ load: inout SetLoad?, _ value: SetLoad, _ word: Word,
    _ found: (track: TrackID, exercise: Exercise)?
  ) throws(Located) {
    guard load == nil else {
      throw Located(column: word.column, message: "a set has one load; this is a second")
    }
    if let found {
      guard Self.takesWeight(found.exercise) else {
        throw Located(
          column: word.column,
          message: "\(found.track.exercise) has no weight item: \(word.text.echoed) cannot be "
            + "planned for it")
      }
      if case .trainingMax = value {
        percentLoads.append((found.track, Site(line: lastLine, column: word.column), word.text))
      }
    }
    load = value
  }

  private func setEffort(
    _ effort: inout Effort?, _ value: Effort, _ word: Word,
    _ found: (track: TrackID, exercise: Exercise)?
  ) throws(Located) {
    guard effort == nil else {
      throw Located(column: word.column, message: "a set has one effort target; this is a second")
    }
    let item: ItemID
    if case .rpe = value { item = .rpe } else { item = .rir }
    if let found, !found.exercise.acceptedItems.contains(item) {
      throw Located(
        column: word.column,
        message: "\(found.track.exercise) has no \(item.rawValue) item: \(word.text.echoed) "
          + "cannot be planned for it")
    }
    effort = value
  }

  /// The rest of a word from its character `offset`.
  static func tail(of word: Word, from offset: Int) -> Word {
    let start = min(word.range.lowerBound + offset, word.range.upperBound)
    return Word(
      text: String(word.text.dropFirst(offset)), column: word.column + offset,
      range: start..<word.range.upperBound)
  }

  /// Runs `body`, placing its complaint at `word`.
  static func located<Value>(_ word: Word, _ body: () throws(Complaint) -> Value)
    throws(Located) -> Value
  {
    do throws(Complaint) {
      return try body()
    } catch {
      throw Located(column: word.column + error.offset, message: error.message)
    }
  }
}
