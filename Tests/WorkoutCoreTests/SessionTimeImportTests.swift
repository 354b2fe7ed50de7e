import Foundation
import Testing

@testable import WorkoutCore

// The workout duration of every import layout is kept as the session's start and end (issue
// 23, item 6). Each expected end is worked out here by hand from the start and the duration.

/// 2027-01-15, in Tokyo: after every workout below.
private let later = Moment(seconds: 1_800_000_000, zone: FixedOffset(seconds: 9 * 3600))

/// The session of each workout `text` adds to an empty store, with the summary.
private func imported(_ text: String) throws -> (sessions: [SessionTime?], summary: ImportSummary) {
  let log = try importing(text)
  return try imported(log)
}

private func imported(_ log: ForeignLog) throws -> (
  sessions: [SessionTime?], summary: ImportSummary
) {
  let home = TempDirectory()
  let store = Store(root: home.path, lockWait: 0.2)
  let summary = try store.perform(ImportWorkouts(log: log, moment: later)).outcome
  var sessions: [SessionTime?] = []
  for date in Set(log.workouts.map(\.date)).sorted() {
    sessions += try store.menu(on: date).workouts.map(\.session)
  }
  return (sessions, summary)
}

@Suite struct SessionTimeImportTests {
  @Test func strongClassicDurationTextIsTheSessionsLength() throws {
    let csv = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2024-01-03 07:12:00,"Push",1h 5m,"Bench Press (Barbell)",1,60,10,0,0,"","",
      2024-01-03 07:12:00,"Push",1h 5m,"Squat (Barbell)",1,80,5,0,0,"","",
      2024-01-04 18:00:00,"Core",45s,"Plank",1,0,0,0,45,"","",
      """
    let (sessions, _) = try imported(csv)
    // 07:12 + 1 h 5 min = 08:17; both exercises of the workout share it.
    let push = try #require(sessions[0])
    #expect(push.start.text == "2024-01-03T07:12:00+09:00")
    #expect(push.end?.text == "2024-01-03T08:17:00+09:00")
    #expect(push.seconds == 1 * 3600 + 5 * 60)
    #expect(sessions[1] == push)
    // 18:00:00 + 45 s.
    #expect(sessions[2]?.end?.text == "2024-01-04T18:00:45+09:00")
    #expect(sessions[2]?.seconds == 45)
  }

  @Test func strongAndroidWorkoutDurationIsReadFromTheLastColumn() throws {
    let csv = """
      Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
      2024-02-05 17:45:12;"Push";"Bench Press (Barbell)";1;80.0;kg;8;;;;0;"";"";2h 38m
      """
    let session = try #require(try imported(csv).sessions[0])
    // 17:45:12 + 2 h 38 min = 20:23:12.
    #expect(session.start.text == "2024-02-05T17:45:12+09:00")
    #expect(session.end?.text == "2024-02-05T20:23:12+09:00")
    #expect(session.seconds == 2 * 3600 + 38 * 60)
  }

  @Test func strongCurrentDurationIsInSeconds() throws {
    let csv = """
      "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
      "1";"2025-03-04 09:15:00";"Legs";"4543";"Squat (Barbell)";"1";"100";"5";"";"";"";"";""
      """
    let session = try #require(try imported(csv).sessions[0])
    // 4543 s = 1 h 15 min 43 s after 09:15:00.
    #expect(session.end?.text == "2025-03-04T10:30:43+09:00")
    #expect(session.seconds == 4543)
  }

  @Test func strongWithoutADurationKeepsTheStartOnly() throws {
    let csv = """
      Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes
      2017-03-14 07:05:00,"Morning","Bench Press (Barbell)",1,60,8,0,0,"",""
      """
    let session = try #require(try imported(csv).sessions[0])
    #expect(session.start.text == "2017-03-14T07:05:00+09:00")
    #expect(session.end == nil)
  }

  @Test func aTimerLeftRunningKeepsTheStartAndSaysTheEndWasLeftOut() throws {
    let csv = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2021-06-01 06:00:00,"Legs",445h 20m,"Squat (Barbell)",1,100,5,0,0,"","",
      """
    let (sessions, summary) = try imported(csv)
    #expect(sessions[0]?.start.text == "2021-06-01T06:00:00+09:00")
    #expect(sessions[0]?.end == nil)
    #expect(
      summary.adjusted.map(\.reason) == [
        "a workout duration over 24 h (a timer left running); its end left out"
      ])
    #expect(summary.adjusted.first?.lines == [2])
  }

  @Test func hevyStartAndEndAreTheSession() throws {
    let csv = """
      "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
      "Dawn","2 Jul 2025, 06:39","2 Jul 2025, 07:51","","Squat (Barbell)",,"",0,"normal",100,5,,,
      "Late","24 Jun 2025, 23:30","25 Jun 2025, 00:40","","Squat (Barbell)",,"",0,"normal",100,5,,,
      "Left on","3 Mar 2025, 18:05","4 Mar 2025, 18:31","","Squat (Barbell)",,"",0,"normal",100,5,,,
      """
    let (sessions, summary) = try imported(csv)
    // Sorted by date: 3 Mar, 24 Jun, 2 Jul.
    #expect(sessions[0]?.end == nil)  // 24 h 26 min: left running
    #expect(summary.adjusted.first?.lines == [4])
    // 23:30 to 00:40 the next day: 70 min.
    #expect(sessions[1]?.end?.text == "2025-06-25T00:40:00+09:00")
    #expect(sessions[1]?.seconds == 70 * 60)
    #expect(sessions[2]?.start.text == "2025-07-02T06:39:00+09:00")
    #expect(sessions[2]?.seconds == 72 * 60)
    #expect(sessions[2]?.described == "06:39 to 07:51 (1:12:00)")
    #expect(sessions[1]?.described == "23:30 to 00:40 on 2025-06-25 (1:10:00)")
  }

  @Test func appleHealthKeepsTheFilesOffset() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <HealthData locale="en_US">
       <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="17.5" durationUnit="min" totalDistance="3" totalDistanceUnit="km" startDate="2025-09-16 16:14:50 +0100" endDate="2025-09-16 16:32:20 +0100"/>
      </HealthData>
      """
    let log = try AppleHealthImport.read(bytes: Array(xml.utf8))
    let session = try #require(try imported(log).sessions[0])
    // 17.5 min = 1050 s after 16:14:50 is 16:32:20, at the file's +01:00.
    #expect(session.start.text == "2025-09-16T16:14:50+01:00")
    #expect(session.end?.text == "2025-09-16T16:32:20+01:00")
    #expect(session.seconds == 1050)
  }

  @Test func fitNotesGivesNoTimeOfDaySoNoSession() throws {
    let csv = """
      Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
      2024-05-01,Flat Barbell Bench Press,Chest,60.0,kgs,8,,,,
      """
    #expect(try imported(csv).sessions == [nil])
  }
}

@Suite struct SessionTimeFileTests {
  private func read(_ text: String) throws -> MonthFile {
    try MonthFile.read(Array(text.utf8), name: YearMonth(year: 2024, month: 1)!)
  }

  private func month(version: Int, workout: String) -> String {
    #"{"menus": [{"date": "2024-01-07", "note": null, "workouts": [{"exercise": "squat", "#
      + #""id": "w1", "note": null, "sets": []\#(workout)}]}], "version": \#(version)}"#
  }

  @Test func aVersionFiveWorkoutKeepsItsSessionThroughAWriteAndARead() throws {
    let file = try read(
      month(
        version: 5,
        workout: #", "startedAt": "2024-01-07T07:12:00+09:00", "#
          + #""endedAt": "2024-01-07T08:17:00+09:00""#))
    let session = try #require(file.menus[0].workouts[0].session)
    #expect(session.seconds == 3900)
    var changed = file
    changed.sources = [:]
    changed.verbatim = nil
    let again = try MonthFile.read(changed.encoded(), name: file.month)
    #expect(again.menus[0].workouts[0].session == session)
    let text = String(decoding: changed.encoded(), as: UTF8.self)
    #expect(text.contains(#""endedAt": "2024-01-07T08:17:00+09:00""#))
    #expect(text.contains(#""startedAt": "2024-01-07T07:12:00+09:00""#))
  }

  @Test func olderVersionsReadWithoutASessionAndRefuseTheNewKeys() throws {
    for version in 1...4 {
      #expect(try read(month(version: version, workout: "")).menus[0].workouts[0].session == nil)
      #expect(throws: JSONError.self) {
        try read(month(version: version, workout: #", "startedAt": "2024-01-07T07:12:00Z""#))
      }
    }
  }

  @Test func anEndNeedsAStartAndMayNotComeBeforeIt() {
    #expect(throws: JSONError.self) {
      try read(month(version: 5, workout: #", "endedAt": "2024-01-07T08:17:00+09:00""#))
    }
    #expect(throws: JSONError.self) {
      try read(
        month(
          version: 5,
          workout: #", "startedAt": "2024-01-07T08:17:00+09:00", "#
            + #""endedAt": "2024-01-07T08:16:59+09:00""#))
    }
    #expect(throws: JSONError.self) {
      try read(month(version: 5, workout: #", "startedAt": "07:12""#))
    }
  }

  @Test func theVersionFourFixtureIsWrittenBackAsVersionFiveWithoutTimes() throws {
    let bytes = try #require(StoredFileTests.fixture("month", version: 4))
    let file = try MonthFile.read(bytes, name: YearMonth(year: 2024, month: 1)!)
    #expect(file.menus.flatMap(\.workouts).allSatisfy { $0.session == nil })
    var changed = file
    changed.sources = [:]
    changed.verbatim = nil
    let text = String(decoding: changed.encoded(), as: UTF8.self)
    #expect(text.contains(#""version": 6"#))
    #expect(!text.contains("startedAt"))
  }

  @Test func aTimestampsInstantTakesItsOffset() throws {
    // 2024-01-05 00:00 UTC is 19,727 days × 86,400 s after 1970.
    let midnight = 19_727 * 86_400
    #expect(Timestamp("2024-01-05T09:00:00+09:00")?.secondsSince1970 == midnight)
    #expect(Timestamp("2024-01-05T00:00:00Z")?.secondsSince1970 == midnight)
    #expect(Timestamp("2024-01-04T18:30:00-05:30")?.secondsSince1970 == midnight)
    #expect(Timestamp("2024-01-04T18:30:00.75-05:30")?.offsetSeconds == -(5 * 3600 + 1800))
  }

  @Test func theVersionFiveFixtureHoldsTwoSessionsOfOneDate() throws {
    let bytes = try #require(StoredFileTests.fixture("month", version: 5))
    let menu = try MonthFile.read(bytes, name: YearMonth(year: 2024, month: 1)!).menus[0]
    let times = menu.sessionTimes
    #expect(times.map(\.workouts) == [[0, 1], [2]])
    #expect(times.map(\.time.described) == ["07:12 to 08:17 (1:05:00)", "from 18:30"])
  }
}
