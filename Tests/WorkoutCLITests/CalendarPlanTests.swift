import Foundation
import TestSupport
import Testing

/// Results on Mon, Wed and Fri of two weeks (never two days in a row), and a menu planned for
/// next Monday: the test clock is Fri 2024-01-05.
private func plannedHome() -> TestHome {
  let home = TestHome()
  for date in ["2023-12-25", "2023-12-27", "2023-12-29", "2024-01-01", "2024-01-03", "2024-01-05"] {
    home.expectSuccess(["log", "bench-press", "--date", date, "--set", "5x60", "--set", "5x60"])
  }
  home.expectSuccess(["add", "squat", "--date", "2024-01-08"])
  return home
}

@Suite struct CalendarPlanTests {
  @Test func plannedDaysAreMarkedApartFromDoneOnes() throws {
    let home = plannedHome()
    let text = home.expectSuccess(["calendar", "2024-01"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[2] == " 1*  2   3*  4   5*  6   7")
    #expect(lines[3].hasPrefix(" 8+  9"))
    #expect(text.contains("* trained: 3 days, + planned: 1"))
    let json = try #require(home.json(["calendar", "2024-01"]) as? [String: Any])
    #expect(json["plannedDates"] as? [String] == ["2024-01-08"])
  }

  @Test func weeklyStreaksCountWeeksWhereDailyOnesCountOneDay() throws {
    let home = plannedHome()
    let text = home.expectSuccess(["calendar"])
    #expect(text.contains("current streak 1 day, longest 1 day"))
    #expect(text.contains("weekly streak 2 weeks, longest 2 weeks (2023-12-25 to 2024-01-07)"))
    #expect(home.expectSuccess(["calendar", "--per-week", "3"]).contains("3-session weekly"))
    let json = try #require(
      home.json(["calendar", "--per-week", "3"]) as? [String: Any])
    let weekly = try #require(json["weeklyStreak"] as? [String: Any])
    #expect(weekly["current"] as? Int == 2 && weekly["perWeek"] as? Int == 3)
    let four = try #require(home.json(["calendar", "--per-week", "4"]) as? [String: Any])
    #expect((four["weeklyStreak"] as? [String: Any])?["longest"] as? Int == 0)
  }

  @Test func yearIsAHeatMapOfSetsReadableWithoutColour() throws {
    let home = plannedHome()
    let text = home.expectSuccess(["calendar", "--year", "2024"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "2024")
    #expect(lines[1].hasPrefix("    Jan"))
    #expect(lines.allSatisfy { $0.count <= 80 })
    // 2024-01-01 is a Monday: the first column; 2 sets a day is the lowest shade.
    #expect(lines[2].hasPrefix("Mo  :o"))  // Jan 1 trained, Jan 8 planned
    #expect(lines[3].hasPrefix("Tu  .."))
    #expect(lines[4].hasPrefix("We  :."))
    #expect(lines[6].hasPrefix("Fr  :."))
    #expect(text.contains(". none  o planned  : 1-9 sets  * 10-19  # 20-29  @ 30+"))
    #expect(text.contains("3 days trained, 6 sets"))
    let json = try #require(home.json(["calendar", "--year", "2024"]) as? [String: Any])
    let days = try #require(json["days"] as? [[String: Any]])
    #expect(days.map { $0["date"] as? String } == ["2024-01-01", "2024-01-03", "2024-01-05"])
    #expect(days.allSatisfy { $0["sets"] as? Int == 2 })
    home.expectFailure(["calendar", "--year", "24"], code: 64, message: "'24' is not a year")
  }

  @Test func aYearHasEveryDateOnceInItsColumns() {
    // 2023 starts on a Sunday and has 53 columns of weeks.
    let text = plannedHome().expectSuccess(["calendar", "--year", "2023"])
    let rows = text.split(separator: "\n").map(String.init)[2..<9]
    let cells = rows.map { $0.dropFirst(4).filter { $0 != " " }.count }.reduce(0, +)
    #expect(cells == 365)
    #expect(rows.last?.hasPrefix("Su  .") == true)
    #expect(rows.first?.hasPrefix("Mo   .") == true)
  }

  @Test func aNarrowTerminalGetsTheYearInHalvesStackedEachDateOnce() {
    let home = plannedHome()
    home.environment["COLUMNS"] = "40"
    let text = home.expectSuccess(["calendar", "--year", "2023"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(text)")
    // Two blocks: month names Jan to Jun, then Jul to Dec, each over seven weekday rows.
    let names = lines.filter { $0.hasPrefix("    ") }
    #expect(names.count == 2, "\(text)")
    #expect(names[0].hasPrefix("    Jan") && names[0].contains("Jun"), "\(text)")
    #expect(names[1].hasPrefix("    Jul") && names[1].contains("Dec"), "\(text)")
    let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    let rows = lines.filter { weekdays.contains(String($0.prefix(2))) }
    #expect(rows.count == 14)
    #expect(rows.map { $0.dropFirst(4).filter { $0 != " " }.count }.reduce(0, +) == 365)
  }
}

@Suite struct ICalendarExportTests {
  /// RFC 5545 read back by a small parser of its own: lines end in CRLF, none is over 75
  /// octets, unfolded it gives each event's properties, TEXT unescaped.
  static let parser = #"""
    import sys, json
    data = sys.stdin.buffer.read()
    assert data.endswith(b"\r\n"), "ends in CRLF"
    raw = data[:-2].split(b"\r\n")
    for line in raw:
        assert b"\n" not in line and b"\r" not in line, "bare line break"
        assert len(line) <= 75, "line of %d octets" % len(line)
    lines = []
    for line in raw:
        if line.startswith(b" "):
            lines[-1] += line[1:]
        else:
            lines.append(line)
    text = [l.decode("utf-8") for l in lines]
    assert text[0] == "BEGIN:VCALENDAR" and text[-1] == "END:VCALENDAR"
    def unescape(v):
        out, i = "", 0
        while i < len(v):
            if v[i] == "\\":
                n = v[i + 1]
                out += "\n" if n in "nN" else n
                i += 2
            else:
                assert v[i] not in ",;", "unescaped %r" % v[i]
                out += v[i]
                i += 1
        return out
    events, event = [], None
    for line in text:
        if line == "BEGIN:VEVENT": event = {}
        elif line == "END:VEVENT": events.append(event); event = None
        elif event is not None:
            name, value = line.split(":", 1)
            event[name] = unescape(value) if name in ("SUMMARY", "DESCRIPTION") else value
    print(json.dumps(events))
    """#

  @Test(.enabled(if: InstalledTool.has("python3"), "python3 is not installed"))
  func theFeedIsRFC5545WithAllDayEventsAndStableUIDs() throws {
    let home = plannedHome()
    home.expectSuccess([
      "menu", "note", "2024-01-08", "Legs; heavy, then\nstretch \\ rest — ready",
    ])
    let feed = home.expectSuccess(["export", "--format", "ics", "--from", "2024-01-03"])
    let lines = try runPython(Self.parser, input: feed)
    let events = try #require(
      try JSONSerialization.jsonObject(with: Data(lines.joined().utf8)) as? [[String: String]])
    #expect(events.map { $0["DTSTART;VALUE=DATE"] } == ["20240103", "20240105", "20240108"])
    #expect(events.map { $0["DTEND;VALUE=DATE"] } == ["20240104", "20240106", "20240109"])
    #expect(events.allSatisfy { $0["DTSTAMP"] == "20240105T000000Z" })
    #expect(events[2]["SUMMARY"] == "Squat")
    #expect(events[0]["SUMMARY"] == "Done: Bench Press")
    #expect(
      events[2]["DESCRIPTION"]?.hasPrefix("Legs; heavy, then\nstretch \\ rest — ready\nSquat: ")
        == true)
    let uids = events.compactMap { $0["UID"] }
    #expect(Set(uids).count == 3 && uids[0].hasPrefix("20240103-") && uids[0].hasSuffix("@wkc"))
    // Exported again later: the same UIDs, a new stamp.
    home.now += 86_400
    let again = home.expectSuccess(["export", "--format", "ics", "--from", "2024-01-03"])
    #expect(again.contains("UID:\(uids[0])\r\n") && again.contains("DTSTAMP:20240106T000000Z"))
  }

  @Test func aLongLineIsFoldedInsideNoCharacter() {
    let home = TestHome()
    home.expectSuccess(["add", "bench-press", "--date", "2024-01-08"])
    home.expectSuccess(["menu", "note", "2024-01-08", String(repeating: "ダンベル", count: 30)])
    let feed = home.expectSuccess(["export", "--format", "ics"])
    let bytes = Array(feed.utf8)
    var lines: [[UInt8]] = [[]]
    for byte in bytes {
      if byte == 10 { lines.append([]) } else { lines[lines.count - 1].append(byte) }
    }
    #expect(lines.allSatisfy { $0.count <= 76 })  // 75 and the CR
    // Every line is whole UTF-8 on its own.
    #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
    #expect(feed.contains("\r\n ダ") || feed.contains("\r\n ン") || feed.contains("\r\n ベ"))
  }
}

@Suite struct CalendarWidthTests {
  @Test func longStreaksBreakBetweenWordsAtFortyColumns() {
    let home = TestHome()
    for offset in 0..<12 {
      home.expectSuccess([
        "log", "bench-press", "--date", "-\(offset)", "--set", "5x60",
      ])
    }
    home.environment["COLUMNS"] = "40"
    home.environment["NO_COLOR"] = "1"
    let outcome = home.run(arguments: ["calendar"], terminal: true)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
    #expect(lines.contains("current streak 12 days, longest 12 days"))
    #expect(lines.contains("  (2023-12-25 to 2024-01-05)"))
    #expect(!outcome.stdout.contains("…"))
  }
}
