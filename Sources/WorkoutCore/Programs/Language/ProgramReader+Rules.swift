// The lines of an `exercise` block (`progress`, `stages`, `reset`, `start`) and a day's
// `progress` line.

extension ProgramReader {
  mutating func trackStatement(_ line: SourceLine, _ words: [Word]) {
    let keyword = words[0]
    if keyword.text == "progress", case .day(let dayIndex) = block {
      return dayRule(line, words, dayIndex)
    }
    guard case .exercise(let track) = block else {
      return report(
        line.number, keyword.column,
        "a '\(keyword.text)' line belongs in an exercise block"
          + (keyword.text == "progress" ? " or a day" : "") + ": write 'exercise NAME' before it")
    }
    let exercise = track.flatMap { catalog.exercise($0.exercise) }
    let site = Site(line: line.number, column: keyword.column)
    guard words.count > 1 else {
      return report(line.number, keyword.column, "'\(keyword.text)' needs more after it")
    }
    switch keyword.text {
    case "progress":
      guard let rule = rule(line, words) else { return }
      guard let track, let exercise else { return }
      addRule(rule, to: track, exercise, site, line, words[1])
    case "stages": stagesLine(line, words, track, exercise, site)
    case "reset": resetLine(line, words, track, site)
    default: startLine(line, words, track, exercise)
    }
  }

  private mutating func dayRule(_ line: SourceLine, _ words: [Word], _ dayIndex: Int?) {
    guard words.count > 1 else {
      return report(line.number, words[0].column, "'progress' needs a rule: progress +2.5kg")
    }
    guard let rule = rule(line, words), let dayIndex else { return }
    guard days[dayIndex].rule == nil else {
      return report(line.number, words[0].column, "this day has a 'progress' line already")
    }
    days[dayIndex].rule = rule
    dayRuleSites[dayIndex] = Site(line: line.number, column: words[0].column)
  }

  private mutating func addRule(
    _ rule: ProgressionRule, to track: TrackID, _ exercise: Exercise, _ site: Site,
    _ line: SourceLine, _ word: Word
  ) {
    let existing = tracks[track]?.rules ?? []
    if rule != .none, !Self.takesWeight(exercise) {
      return report(
        line.number, word.column,
        "\(track.exercise) has no weight item: this rule has no weight to change")
    }
    if let clash = existing.first(where: { Self.ruleFamily($0) == Self.ruleFamily(rule) })
      ?? existing.first(where: { $0 == .none || rule == .none })
    {
      let index = existing.firstIndex(of: clash) ?? 0
      let earlier = ruleSites[track]?[index].line ?? site.line
      return report(
        line.number, word.column,
        "\(track) has a rule that conflicts with this one already (line \(earlier))")
    }
    tracks[track]?.rules.append(rule)
    ruleSites[track, default: []].append(Site(line: line.number, column: word.column))
  }

  /// What a rule changes, for rules that cannot be combined: the weight, or the training max.
  static func ruleFamily(_ rule: ProgressionRule) -> Int {
    switch rule {
    case .linear, .double: 1
    case .trainingMaxPerCycle, .trainingMaxFromAMRAP: 2
    case .none: 3
    }
  }

  /// The rule of a `progress` line, or nil with the problems reported.
  private mutating func rule(_ line: SourceLine, _ words: [Word]) -> ProgressionRule? {
    let clauses = line.pieces(
      of: words[0].range.upperBound..<line.characters.count, separatedBy: ","
    )
    .map { line.words(in: $0) }
    let main = clauses[0]
    let forms = "'+2.5kg', 'double +2.5kg', 'tm +5kg per cycle', 'tm from amrap 90%' or 'none'"
    guard let first = main.first else {
      report(line.number, words[0].column, "'progress' needs a rule: \(forms)")
      return nil
    }
    do throws(Located) {
      let rule: ProgressionRule
      switch first.text {
      case "none":
        try Self.expectWords(main, 1, "progress none")
        rule = .none
      case "double":
        try Self.expectWords(main, 2, "progress double +2.5kg")
        rule = .double(increment: try Self.increment(main[1]))
      case "tm" where main.count > 1 && main[1].text == "from":
        try Self.expectWords(main, 4, "progress tm from amrap 90%")
        guard main[2].text == "amrap" else {
          throw Located(column: main[2].column, message: "expected 'tm from amrap 90%'")
        }
        let percent = try Self.located(main[3]) { () throws(Complaint) in
          try ProgramNumbers.percent(Substring(main[3].text), largest: 100)
        }
        rule = .trainingMaxFromAMRAP(percent: percent)
      case "tm":
        try Self.expectWords(main, 4, "progress tm +5kg per cycle")
        guard main[2].text == "per", main[3].text == "cycle" else {
          throw Located(column: main[2].column, message: "expected 'tm +5kg per cycle'")
        }
        rule = .trainingMaxPerCycle(increment: try Self.increment(main[1]))
      case let text where text.hasPrefix("+"):
        try Self.expectWords(main, 1, "progress +2.5kg")
        return linearRule(line, increment: try Self.increment(first), clauses.dropFirst())
      default:
        var message = "unknown rule '\(first.text.echoed)'"
        if let near = NearMiss.best(for: first.text, among: ["none", "double", "tm"]) {
          message += "; did you mean '\(near)'?"
        } else {
          message += "; a progress line is \(forms)"
        }
        throw Located(column: first.column, message: message)
      }
      if clauses.count > 1 {
        throw Located(
          column: line.column(
            of: line.pieces(
              of: words[0].range.upperBound..<line.characters.count, separatedBy: ",")[1]),
          message: "only a linear rule (progress +2.5kg) takes options after a comma")
      }
      return rule
    } catch {
      report(line.number, error.column, error.message)
      return nil
    }
  }

  /// `+2.5kg, deload 10% after 3 failures, at 25 reps`.
  private mutating func linearRule(
    _ line: SourceLine, increment: Double, _ options: ArraySlice<[Word]>
  ) -> ProgressionRule? {
    var deload: (percent: Double, failures: Int)?
    var amrapReps: Int?
    var readable = true
    for option in options {
      do throws(Located) {
        guard let first = option.first else {
          throw Located(column: line.characters.count + 1, message: "expected an option after ','")
        }
        switch first.text {
        case "deload" where deload == nil:
          try Self.expectWords(option, 5, "deload 10% after 3 failures")
          guard option[2].text == "after", ["failures", "failure"].contains(option[4].text) else {
            throw Located(
              column: option[2].column, message: "expected 'deload 10% after 3 failures'")
          }
          let percent = try Self.located(option[1]) { () throws(Complaint) in
            try ProgramNumbers.percent(Substring(option[1].text), largest: 99)
          }
          let failures = try Self.located(option[3]) { () throws(Complaint) in
            try ProgramNumbers.whole(Substring(option[3].text), "failures", in: 1...100)
          }
          deload = (percent, failures)
        case "at" where amrapReps == nil:
          try Self.expectWords(option, 3, "at 25 reps")
          guard option[2].text == "reps" else {
            throw Located(column: option[2].column, message: "expected 'at 25 reps'")
          }
          amrapReps = try Self.located(option[1]) { () throws(Complaint) in
            try ProgramNumbers.whole(Substring(option[1].text), "reps", in: 1...1000)
          }
        default:
          throw Located(
            column: first.column,
            message: "unexpected '\(first.text.echoed)'; a linear rule takes ', deload 10% after "
              + "3 failures' and ', at 25 reps', each once")
        }
      } catch {
        report(line.number, error.column, error.message)
        readable = false
      }
    }
    guard readable else { return nil }
    return .linear(
      increment: increment, deloadPercent: deload?.percent ?? 0, failures: deload?.failures ?? 0,
      amrapReps: amrapReps)
  }

  private mutating func stagesLine(
    _ line: SourceLine, _ words: [Word], _ track: TrackID?, _ exercise: Exercise?, _ site: Site
  ) {
    if let track, stagesSites[track] != nil {
      return report(line.number, words[0].column, "\(track) has a 'stages' line already")
    }
    let found = track.flatMap { track in exercise.map { (track, $0) } }
    var stages: [[SetPlan]] = []
    var readable = true
    let pieces = line.pieces(
      of: words[0].range.upperBound..<line.characters.count, separatedBy: "|")
    guard pieces.count <= Self.mostStages else {
      return report(
        line.number, words[0].column, "a track has at most \(Self.mostStages) stages")
    }
    for piece in pieces {
      guard !line.words(in: piece).isEmpty else {
        report(line.number, line.column(of: piece), "expected a stage's sets, like 5x3+")
        readable = false
        continue
      }
      guard let sets = sets(line, piece, found, context: .stage) else {
        readable = false
        continue
      }
      stages.append(sets)
    }
    guard readable, let track else { return }
    tracks[track]?.stages = stages
    stagesSites[track] = site
  }

  /// The most stages a track has.
  static let mostStages = 10

  private mutating func resetLine(
    _ line: SourceLine, _ words: [Word], _ track: TrackID?, _ site: Site
  ) {
    if let track, resetSites[track] != nil {
      return report(line.number, words[0].column, "\(track) has a 'reset' line already")
    }
    do throws(Located) {
      let reset: StageReset
      if words[1].text.hasPrefix("+") {
        try Self.expectWords(words, 2, "reset +7.5kg")
        reset = .firstStagePlus(increment: try Self.increment(words[1]))
      } else {
        try Self.expectWords(words, 3, "reset 85% 5rm")
        let percent = try Self.located(words[1]) { () throws(Complaint) in
          try ProgramNumbers.percent(Substring(words[1].text), largest: 100)
        }
        let repMax = Substring(words[2].text)
        guard repMax.hasSuffix("rm") else {
          throw Located(column: words[2].column, message: "expected a rep max like 5rm")
        }
        let reps = try Self.located(words[2]) { () throws(Complaint) in
          try ProgramNumbers.whole(repMax.dropLast(2), "a rep max's reps", in: 1...20)
        }
        reset = .repMax(percent: percent, reps: reps)
      }
      guard let track else { return }
      tracks[track]?.reset = reset
      resetSites[track] = site
    } catch {
      report(line.number, error.column, error.message)
    }
  }

  private mutating func startLine(
    _ line: SourceLine, _ words: [Word], _ track: TrackID?, _ exercise: Exercise?
  ) {
    do throws(Located) {
      try Self.expectWords(words, 2, "start 60kg")
      let weight = try Self.located(words[1]) { () throws(Complaint) in
        try ProgramNumbers.weight(Substring(words[1].text), "a starting weight")
      }
      guard let track, let exercise else { return }
      guard Self.takesWeight(exercise) else {
        throw Located(
          column: words[1].column,
          message: "\(track.exercise) has no weight item: it cannot start at a weight")
      }
      guard tracks[track]?.start == nil else {
        throw Located(column: words[0].column, message: "\(track) has a 'start' line already")
      }
      tracks[track]?.start = weight
    } catch {
      report(line.number, error.column, error.message)
    }
  }

  // MARK: - Pieces

  /// `+2.5kg`: a weight more than 0 and at most `Exercise.maxIncrement`.
  static func increment(_ word: Word) throws(Located) -> Double {
    guard word.text.hasPrefix("+") else {
      throw Located(
        column: word.column,
        message: "an increment is written with its sign: +2.5kg, not "
          + "'\(word.text.echoed)'")
    }
    return try located(word) { () throws(Complaint) in
      do throws(Complaint) {
        return try ProgramNumbers.weight(
          Substring(word.text.dropFirst()), "an increment", positive: true)
      } catch {
        throw Complaint(error.message, offset: 1)
      }
    }
  }

  /// Fails unless `words` are exactly `count`, naming `form`.
  static func expectWords(_ words: [Word], _ count: Int, _ form: String) throws(Located) {
    if words.count > count {
      throw Located(
        column: words[count].column,
        message: "unexpected '\(words[count].text.echoed)'; write it as \(form)")
    }
    if words.count < count {
      throw Located(
        column: words.last.map { $0.column + $0.text.count } ?? 1,
        message: "incomplete: write it as \(form)")
    }
  }
}
