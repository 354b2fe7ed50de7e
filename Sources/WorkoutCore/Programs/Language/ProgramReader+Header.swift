// The statements about the whole program and the lines that open blocks.

extension ProgramReader {
  /// The longest title or day name, in characters.
  static let longestName = 100

  mutating func programLine(_ line: SourceLine, _ words: [Word]) {
    guard title == nil else {
      return report(line.number, words[0].column, "the program has a title already")
    }
    guard words.count > 1 else {
      return report(
        line.number, words[0].column, "'program' needs a title: program 5/3/1 Boring But Big")
    }
    let text = line.text(words[1].range.lowerBound..<line.characters.count)
    guard text.count <= Self.longestName else {
      return report(
        line.number, words[1].column,
        "a title has at most \(Self.longestName) characters, not \(text.count)")
    }
    title = text
  }

  mutating func cycleLine(_ line: SourceLine, _ words: [Word]) {
    let form = "cycle 4 weeks or cycle 2 sessions"
    guard cycle == nil else {
      return report(line.number, words[0].column, "the program has a cycle line already")
    }
    guard words.count >= 3 else {
      return report(line.number, words[0].column, "'cycle' needs a length: \(form)")
    }
    let isWeeks: Bool
    switch words[2].text {
    case "weeks", "week": isWeeks = true
    case "sessions", "session": isWeeks = false
    default:
      return report(
        line.number, words[2].column,
        "expected 'weeks' or 'sessions', not '\(words[2].text.echoed)': \(form)")
    }
    let count = words[1].text
    let limit = isWeeks ? Program.maximumWeeks : Program.maximumDays
    let unit = isWeeks ? "weeks" : "sessions"
    guard count.allSatisfy(\.isASCIIDigit), !count.isEmpty else {
      return report(
        line.number, words[1].column, "expected a number of \(unit), not '\(count.echoed)'")
    }
    guard let value = Int(count), (1...limit).contains(value) else {
      return report(
        line.number, words[1].column, "a cycle has 1 to \(limit) \(unit), not \(count.echoed)")
    }
    let site = Site(line: line.number, column: words[1].column)
    cycle = (isWeeks ? .weeks(value) : .sessions(value), site)
    expectEnd(line, words, after: 3, form)
  }

  mutating func thenLine(_ line: SourceLine, _ words: [Word]) {
    guard afterCycle == nil else {
      return report(line.number, words[0].column, "the program has a 'then' line already")
    }
    switch words.count > 1 ? words[1].text : "" {
    case "repeat": afterCycle = .repeat
    case "stop": afterCycle = .stop
    default:
      let column = words.count > 1 ? words[1].column : words[0].column
      return report(line.number, column, "expected 'then repeat' or 'then stop'")
    }
    expectEnd(line, words, after: 2, "then repeat or then stop")
  }

  mutating func daysLine(_ line: SourceLine, _ words: [Word]) {
    guard trainingDays == nil else {
      return report(line.number, words[0].column, "the program has a 'days' line already")
    }
    let items = listItems(line, from: words[0].range.upperBound)
    guard !items.isEmpty else {
      return report(line.number, words[0].column, "'days' needs weekdays: days mon, wed, fri")
    }
    var indices: [Int] = []
    for item in items {
      guard let index = DateExpression.weekdayIndex(item.text) else {
        var message = "unknown weekday '\(item.text.echoed)'"
        let names = DateExpression.weekdays
        let keys =
          names.map { (key: $0, value: $0) } + names.map { (key: String($0.prefix(3)), value: $0) }
        if let near = NearMiss.best(for: item.text, among: keys) {
          message += "; did you mean '\(near)'?"
        } else {
          message += "; write mon to sun or monday to sunday"
        }
        report(line.number, item.column, message)
        continue
      }
      guard !indices.contains(index) else {
        report(line.number, item.column, "\(DateExpression.weekdays[index]) is named twice")
        continue
      }
      indices.append(index)
    }
    trainingDays = indices.sorted()
  }

  mutating func deloadLine(_ line: SourceLine, _ words: [Word]) {
    guard !deloadSeen else {
      return report(line.number, words[0].column, "the program has a 'deload' line already")
    }
    deloadSeen = true
    guard words.count > 1, ["week", "weeks"].contains(words[1].text) else {
      return report(
        line.number, words[0].column, "expected 'deload week 4' or 'deload weeks 4, 8'")
    }
    let items = listItems(line, from: words[1].range.upperBound)
    guard !items.isEmpty else {
      return report(line.number, words[1].column, "'deload week' needs a week: deload week 4")
    }
    for item in items {
      do throws(Complaint) {
        let weeks = try Self.weekRange(Substring(item.text))
        deloadWeeks.append((weeks, Site(line: line.number, column: item.column)))
      } catch {
        report(line, item, error)
      }
    }
  }

  mutating func trainingMaxLine(_ line: SourceLine, _ words: [Word]) {
    let form = "training max squat, bench-press at 90% e1rm"
    guard words.count > 1, words[1].text == "max" else {
      return report(line.number, words[0].column, "expected 'training max': \(form)")
    }
    let atIndex = words.firstIndex { $0.text == "at" }
    let end = atIndex.map { words[$0].range.lowerBound } ?? line.characters.count
    let items = listItems(line, from: words[1].range.upperBound, to: end)
    if items.isEmpty {
      report(line.number, words[1].column, "'training max' needs tracks: \(form)")
    }
    for item in items {
      guard let (track, exercise) = self.track(line, item) else { continue }
      guard Self.takesWeight(exercise) else {
        report(
          line.number, item.column,
          "\(track) has no weight item: it cannot have a training max")
        continue
      }
      trainingMax[track] = trainingMax[track] ?? Site(line: line.number, column: item.column)
    }
    guard let atIndex else { return }
    guard atIndex + 2 < words.count, words[atIndex + 2].text == "e1rm"
    else {
      return report(line.number, words[atIndex].column, "expected 'at 90% e1rm': \(form)")
    }
    let percentWord = words[atIndex + 1]
    do throws(Complaint) {
      let percent = try ProgramNumbers.percent(Substring(percentWord.text), largest: 100)
      if let trainingMaxPercent, trainingMaxPercent != percent {
        report(
          line.number, percentWord.column,
          "training maxes start at \(trimmed(trainingMaxPercent, decimals: 2))% e1rm already; "
            + "a program has one such share")
      }
      trainingMaxPercent = percent
    } catch {
      report(line, percentWord, error)
    }
    expectEnd(line, words, after: atIndex + 3, form)
  }

  mutating func exerciseLine(_ line: SourceLine, _ words: [Word]) {
    currentSlot = nil
    guard words.count > 1 else {
      block = .exercise(nil)
      return report(line.number, words[0].column, "'exercise' needs a track: exercise squat")
    }
    guard let (track, _) = self.track(line, words[1]) else {
      block = .exercise(nil)
      return
    }
    if let earlier = tracks[track] {
      block = .exercise(nil)
      return report(
        line.number, words[1].column,
        "\(track) has an exercise block already (line \(earlier.line)); put its lines there")
    }
    tracks[track] = TrackRules(line: line.number)
    block = .exercise(track)
    expectEnd(line, words, after: 2, "exercise squat")
  }

  mutating func dayLine(_ line: SourceLine, _ words: [Word]) {
    currentSlot = nil
    slotSeen = false
    guard days.count < Program.maximumDays else {
      block = .day(nil)
      guard !tooManyDaysReported else { return }
      tooManyDaysReported = true
      return report(
        line.number, words[0].column,
        "a program has at most \(Program.maximumDays) days; this is day \(days.count + 1)")
    }
    var name = ""
    if words.count > 1 {
      name = line.text(words[1].range.lowerBound..<line.characters.count)
    } else {
      report(line.number, words[0].column, "'day' needs a name: day A")
    }
    if name.count > Self.longestName {
      report(
        line.number, words[1].column,
        "a day's name has at most \(Self.longestName) characters, not \(name.count)")
      name = String(name.prefix(Self.longestName))
    }
    days.append(ProgramDay(name: name, slots: [], line: line.number))
    slotSites.append([])
    block = .day(days.count - 1)
  }

  // MARK: - Lists

  /// The items of a list written with commas or spaces (`mon, wed fri`), from column index
  /// `start` to `end`.
  func listItems(_ line: SourceLine, from start: Int, to end: Int? = nil) -> [Word] {
    let range = start..<max(start, end ?? line.characters.count)
    return line.pieces(of: range, separatedBy: ",").flatMap { line.words(in: $0) }
  }

  /// `4` or `2-3`: weeks of a cycle, 1 to the longest cycle, going up.
  static func weekRange(_ text: Substring) throws(Complaint) -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2 else {
      throw Complaint("expected a week (4) or weeks (1-3), not '\(String(text).echoed)'")
    }
    let bounds = 1...Program.maximumWeeks
    let first = try ProgramNumbers.whole(parts[0], "a week", in: bounds)
    let last =
      parts.count == 2
      ? try ProgramNumbers.whole(parts[1], "a week", in: bounds) : first
    guard first <= last else { throw Complaint("weeks go up: \(last)-\(first), not \(text)") }
    return first...last
  }
}
