// The lines of a day: slots (`squat 3x5 warmup`, `& face-pull 3x15`) and week lines
// (`week 1-3: 5x10 @50%`).

extension ProgramReader {
  mutating func slotLine(_ line: SourceLine, _ words: [Word]) {
    var trackWord = words[0]
    var joins = false
    var andColumn = trackWord.column
    if trackWord.text.hasPrefix("&") {
      joins = true
      andColumn = trackWord.column
      if trackWord.text == "&" {
        guard words.count > 1 else {
          return report(line.number, andColumn, "'&' needs an exercise after it: & face-pull 3x15")
        }
        trackWord = words[1]
      } else {
        let range = trackWord.range.lowerBound + 1..<trackWord.range.upperBound
        trackWord = Word(
          text: String(trackWord.text.dropFirst()), column: trackWord.column + 1, range: range)
      }
    }
    guard case .day(let dayIndex) = block else {
      currentSlot = nil
      return report(
        line.number, andColumn, "a slot belongs in a day: write 'day NAME' on a line before it")
    }
    let firstOfDay = !slotSeen
    slotSeen = true
    if let dayIndex { slotLineDays.insert(dayIndex) }
    currentSlot = nil
    if joins, firstOfDay {
      report(
        line.number, andColumn,
        "'&' joins the slot before it in a superset; the first slot of a day has none")
    }
    var rest = trackWord.range.upperBound..<line.characters.count
    var warmupColumn: Int?
    if let last = line.words(in: rest).last, last.text == "warmup" {
      warmupColumn = last.column
      rest = rest.lowerBound..<last.range.lowerBound
    }
    let found = track(line, trackWord, keywordHint: !joins)
    if found == nil, !joins, NearMiss.best(for: trackWord.text, among: Self.keywords) != nil {
      return
    }
    let hasSets = !line.words(in: rest).isEmpty
    let sets = hasSets ? self.sets(line, rest, found, context: .slot) : nil
    guard let found, let dayIndex else { return }
    if let warmupColumn, !found.exercise.items.contains(.weight) {
      report(
        line.number, warmupColumn,
        "\(found.track) has no weight item: a warm-up ramp cannot be planned for it")
    }
    guard days[dayIndex].slots.count < ProgramText.maximumSlots else {
      if daysOverSlotLimit.insert(dayIndex).inserted {
        report(
          line.number, trackWord.column,
          "a day has at most \(ProgramText.maximumSlots) slots; day '\(days[dayIndex].name.echoed)' "
            + "has more")
      }
      return
    }
    if hasSets, sets == nil { return }
    days[dayIndex].slots.append(
      ProgramSlot(
        track: found.track, sets: sets, warmup: warmupColumn != nil,
        joinsPrevious: joins && !firstOfDay,
        line: line.number))
    slotSites[dayIndex].append(Site(line: line.number, column: trackWord.column))
    currentSlot = (dayIndex, days[dayIndex].slots.count - 1)
  }

  mutating func weekLine(_ line: SourceLine, _ words: [Word]) {
    let keyword = words[0]
    guard case .day = block, slotSeen else {
      return report(
        line.number, keyword.column,
        "a week line belongs under a slot of a day: the exercise goes on the line before it")
    }
    let afterKeyword = keyword.range.upperBound..<line.characters.count
    guard let colon = afterKeyword.first(where: { line.characters[$0] == ":" }) else {
      return report(
        line.number, keyword.column, "expected ':' after the weeks: week 1-3: 5x10 @50%")
    }
    let weekText = line.text(keyword.range.upperBound..<colon)
    let weekColumn = line.column(of: keyword.range.upperBound..<colon)
    var weeks: ClosedRange<Int>?
    do throws(Complaint) {
      weeks = try Self.weekRange(Substring(weekText))
    } catch {
      report(line.number, weekColumn, error.message)
    }
    let setsRange = colon + 1..<line.characters.count
    guard !line.words(in: setsRange).isEmpty else {
      return report(line.number, colon + 1, "expected sets after ':': week 1: 5 @65%, 5 @75%")
    }
    let slot = currentSlot
    let found = slot.map { (days[$0.day].slots[$0.slot].track) }.flatMap { track in
      catalog.exercise(track.exercise).map { (track, $0) }
    }
    let sets = self.sets(line, setsRange, found, context: .slot)
    guard let slot, let weeks else { return }
    let existing = days[slot.day].slots[slot.slot]
    if existing.sets != nil {
      return report(
        line.number, keyword.column,
        "\(existing.track) has its sets on its own line (line \(existing.line)); week lines "
          + "are for a slot written without sets")
    }
    if let other = existing.weeks.first(where: { $0.weeks.overlaps(weeks) }) {
      let shared = max(other.weeks.lowerBound, weeks.lowerBound)
      return report(
        line.number, weekColumn,
        "week \(shared) of \(existing.track) has sets already: each week has one line")
    }
    weekSites.append((weeks, Site(line: line.number, column: weekColumn)))
    guard let sets else { return }
    days[slot.day].slots[slot.slot].weeks.append(WeekSets(weeks: weeks, sets: sets))
  }
}
