import Foundation
import Testing

/// `log`, `record` and `run` announce every kind of record `prs` shows.
@Suite struct RecordKindCommandTests {
  /// A home where a run of 8 km in 45:00 (5:37.5 /km) was logged on 2024-01-01.
  func homeWithARun() -> TestHome {
    let home = TestHome()
    home.expectSuccess([
      "log", "run", "--date", "2024-01-01", "--distance", "8km", "--duration", "45m",
    ])
    return home
  }

  /// A home where bench press 10 × 60 kg (600 kg of volume) was logged on 2024-01-01.
  func homeWithABenchPress() -> TestHome {
    let home = TestHome()
    home.expectSuccess(["log", "bench-press", "--date", "2024-01-01", "--set", "10x60"])
    return home
  }

  @Test func logOfALongerRunAnnouncesALongestDistanceRecord() {
    let out = homeWithARun().expectSuccess([
      "log", "run", "--distance", "10km", "--duration", "50m",
    ])
    #expect(out.contains("New record: Run longest distance 10 km (was 8 km)"), "\(out)")
  }

  @Test func aLongestDurationIsAnnouncedAsAClock() {
    let out = homeWithARun().expectSuccess([
      "log", "run", "--distance", "10km", "--duration", "50m",
    ])
    #expect(out.contains("New record: Run longest duration 50:00 (was 45:00)"), "\(out)")
  }

  @Test func aBestPaceIsAnnouncedPerKilometre() {
    let out = homeWithARun().expectSuccess([
      "log", "run", "--distance", "10km", "--duration", "50m",
    ])
    #expect(out.contains("New record: Run best pace 5:00 /km (was 5:38 /km)"), "\(out)")
  }

  @Test func aTreadmillRunsDistanceIsItsSpeedTimesItsDuration() {
    let home = TestHome()
    home.expectSuccess([
      "log", "treadmill-run", "--date", "2024-01-01", "--duration", "30m", "--speed", "10",
    ])
    let out = home.expectSuccess(["log", "treadmill-run", "--duration", "40m", "--speed", "10"])
    #expect(
      out.contains("New record: Treadmill Run longest distance 6.667 km (was 5 km)"), "\(out)")
  }

  @Test func recordAnnouncesABestVolumeRecordOnceTheDayBeatsIt() {
    let home = homeWithABenchPress()
    home.planBench(sets: 2)
    let first = home.expectSuccess(["record", "bench-press"])
    #expect(!first.contains("New record"), "\(first)")
    let second = home.expectSuccess(["record", "bench-press"])
    #expect(
      second.contains("New record: Bench Press best volume 1200 kg (was 600 kg)"), "\(second)")
  }

  @Test func runAnnouncesEveryKindAtItsEnd() {
    let home = homeWithARun()
    home.expectSuccess(["add", "run", "--sets", "1", "--distance", "10km", "--duration", "50m"])
    let out = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    for line in [
      "New record: Run longest distance 10 km (was 8 km)",
      "New record: Run longest duration 50:00 (was 45:00)",
      "New record: Run best pace 5:00 /km (was 5:38 /km)",
    ] {
      #expect(out.contains(line), "\(out)")
    }
  }

  @Test func aResumedRunAnnouncesTheVolumeOfEverySetDoneThatDate() {
    let home = homeWithABenchPress()
    home.planBench(sets: 2)
    let first = home.expectSuccess(["run", "--no-timer"], stdin: "\nq\n")
    #expect(!first.contains("New record"), "\(first)")
    let resumed = home.expectSuccess(["run", "--no-timer"], stdin: "\n")
    #expect(
      resumed.contains("New record: Bench Press best volume 1200 kg (was 600 kg)"), "\(resumed)")
  }

  @Test func whatLogAnnouncesIsWhatPrsThenShows() {
    let home = homeWithARun()
    home.expectSuccess(["log", "run", "--distance", "10km", "--duration", "50m"])
    let out = home.expectSuccess(["prs", "run"])
    #expect(out.contains("longest distance  10 km "), "\(out)")
    #expect(out.contains("longest duration  50:00 "), "\(out)")
    #expect(out.contains("best pace         5:00 /km"), "\(out)")
  }
}
