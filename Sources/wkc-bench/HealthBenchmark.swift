import Foundation
import WorkoutCore

#if canImport(Glibc)
  import Glibc
#endif

/// Times the release `wkc import FILE --from apple-health` over a generated export.xml of
/// realistic shape (or FILE: a real export, or where to keep the generated one when it is not
/// there), each run into a fresh home: MB/s of the median run and the peak resident memory; then
/// once more through a pipe from stdin.
enum HealthBenchmark {
  static func run(
    wkc: String, megabytes: Int, workouts: Int, rounds: Int, file: String?
  ) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wkc-bench-health-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let path = file ?? scratch + "/export.xml"
    // A FILE that is not there yet is generated and kept, to be read again or profiled.
    if !FileManager.default.fileExists(atPath: path) {
      let start = monotonic()
      try HealthExport(megabytes: megabytes, workouts: workouts).write(to: path)
      print(String(format: "health: generated %@ in %.1f s", path, monotonic() - start))
    }
    let size = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    var times: [Double] = []
    var peaks: [Int] = []
    for round in 0..<rounds {
      let home = scratch + "/home-\(round)"
      let start = monotonic()
      let usage = Child(
        [wkc, "--home", home, "import", path, "--from", "apple-health"],
        environment: ["TZ": "UTC", "HOME": scratch]
      ).waitForUsage()
      times.append(monotonic() - start)
      peaks.append(usage.peakBytes)
      try? FileManager.default.removeItem(atPath: home)
    }
    let median = times.sorted()[times.count / 2]
    print(
      String(
        format: "health: %.1f MB: median %.2f s of %d, %.0f MB/s; peak RSS %.1f MiB (largest)",
        size / 1e6, median, rounds, size / 1e6 / median,
        Double(peaks.max() ?? 0) / 1_048_576))
    let home = scratch + "/home-pipe"
    let start = monotonic()
    let usage = Child(
      [
        "/bin/sh", "-c",
        "cat \"$0\" | \"$1\" --home \"$2\" import - --from apple-health", path, wkc, home,
      ],
      environment: ["TZ": "UTC", "HOME": scratch, "PATH": "/usr/bin:/bin"]
    ).waitForUsage()
    let seconds = monotonic() - start
    print(
      String(
        format: "health: stdin through a pipe: %.2f s, %.0f MB/s; peak RSS %.1f MiB",
        seconds, size / 1e6 / seconds, Double(usage.peakBytes) / 1_048_576))
    if let own = ownPeakBytes() {
      print(
        String(
          format: "health: (a child's peak reads at least this benchmark's own, %.1f MiB)",
          Double(own) / 1_048_576))
    }
  }
}

/// An Apple Health export.xml of about `megabytes` MB: the iOS 16 DOCTYPE with its unclosed
/// ATTLIST, then Records as an iPhone and a watch write them (device strings, a MetadataEntry on
/// some, a Correlation now and then), with `workouts` Workouts spread evenly over eight years,
/// old style (totals in attributes, an inline route) and new style (WorkoutStatistics, a nested
/// WorkoutActivity, a route file, repeated metadata) in turn.
struct HealthExport {
  let megabytes: Int
  let workouts: Int

  /// Writes the export to `path`, a chunk at a time.
  func write(to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? handle.close() }
    let target = megabytes * 1_000_000
    var written = 0
    var chunk = Self.head
    var record = 0
    var workout = 0
    let first = 16_071  // 2014-01-01 in days since 1970
    let days = 8 * 365
    while written + chunk.utf8.count < target {
      // The day this part of the file is at, and the next workout's day.
      let progress = Double(written + chunk.utf8.count) / Double(target)
      while workout < workouts, Double(workout) / Double(workouts) <= progress {
        chunk += Self.workout(workout, day: first + workout * days / max(workouts, 1))
        workout += 1
      }
      chunk += Self.record(record, day: first + Int(progress * Double(days)))
      record += 1
      if chunk.utf8.count >= 1 << 16 {
        written += chunk.utf8.count
        try handle.write(contentsOf: Data(chunk.utf8))
        chunk = ""
      }
    }
    while workout < workouts {
      chunk += Self.workout(workout, day: first + workout * days / max(workouts, 1))
      workout += 1
    }
    chunk += "</HealthData>\n"
    try handle.write(contentsOf: Data(chunk.utf8))
  }

  // MARK: - Pieces

  private static let head = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 12 -->
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
    <!ATTLIST HealthData
      locale CDATA #REQUIRED
    >
    <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
    <!ATTLIST Record
      type          CDATA #REQUIRED
      unit          CDATA #IMPLIED
      value         CDATA #IMPLIED
      sourceName    CDATA #REQUIRED
      sourceVersion CDATA #IMPLIED
      device        CDATA #IMPLIED
      creationDate  CDATA #IMPLIED
      startDate     CDATA #REQUIRED
      endDate       CDATA #REQUIRED
    >
    <!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
    <!ATTLIST VisionPrescription
      type             CDATA #REQUIRED
      dateIssued       CDATA #REQUIRED

    <!ELEMENT RightEye EMPTY>
    <!ATTLIST RightEye
      sphere CDATA #IMPLIED
    >
    ]>
    <HealthData locale="en_GB">
     <ExportDate value="2022-12-30 19:02:44 +0000"/>
     <Me HKCharacteristicTypeIdentifierDateOfBirth="1988-02-11" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet"/>

    """

  private static let watch =
    "&lt;&lt;HKDevice: 0x2c3f81a40&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, "
    + "hardware:Watch6,2, software:9.1, creation date:2022-10-02 06:11:31 +0000&gt;"
  private static let phone =
    "&lt;&lt;HKDevice: 0x2c3f95e10&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, "
    + "hardware:iPhone14,5, software:16.1&gt;"

  /// `2019-04-02 07:41:12 +0100`: the day's date at `second`, with a summer or winter offset.
  private static func date(_ day: Int, _ second: Int) -> String {
    let local = LocalDate(daysSinceEpoch: day + second / 86400)
    let (year, month, dayOfMonth) = (local.year, local.month, local.day)
    let time = second % 86400
    let offset = (4...10).contains(month) ? "+0100" : "+0000"
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d %@", year, month, dayOfMonth, time / 3600,
      time / 60 % 60, time % 60, offset)
  }

  private static let kinds: [(type: String, unit: String, phone: Bool)] = [
    ("HKQuantityTypeIdentifierHeartRate", "count/min", false),
    ("HKQuantityTypeIdentifierActiveEnergyBurned", "kcal", false),
    ("HKQuantityTypeIdentifierBasalEnergyBurned", "kcal", false),
    ("HKQuantityTypeIdentifierStepCount", "count", true),
    ("HKQuantityTypeIdentifierDistanceWalkingRunning", "km", true),
    ("HKQuantityTypeIdentifierHeartRate", "count/min", false),
    ("HKQuantityTypeIdentifierAppleStandTime", "min", false),
  ]

  private static func record(_ index: Int, day: Int) -> String {
    let second = (index * 37) % 86_000
    if index % 500 == 499 {
      let at = date(day, second)
      return """
         <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron Connect" sourceVersion="7.2" creationDate="\(at)" startDate="\(at)" endDate="\(at)">
          <MetadataEntry key="HKWasUserEntered" value="0"/>
          <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Omron Connect" sourceVersion="7.2" unit="mmHg" creationDate="\(at)" startDate="\(at)" endDate="\(at)" value="\(112 + index % 20)"/>
          <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Omron Connect" sourceVersion="7.2" unit="mmHg" creationDate="\(at)" startDate="\(at)" endDate="\(at)" value="\(70 + index % 12)"/>
         </Correlation>

        """
    }
    let kind = kinds[index % kinds.count]
    let source = kind.phone ? "Sam’s iPhone" : "Sam’s Apple Watch"
    let device = kind.phone ? phone : watch
    let value = kind.unit == "km" ? "0.\(100 + index % 800)" : "\(40 + index % 120)"
    let text =
      " <Record type=\"\(kind.type)\" sourceName=\"\(source)\" sourceVersion=\"9.1\" "
      + "device=\"\(device)\" unit=\"\(kind.unit)\" creationDate=\"\(date(day, second + 40))\" "
      + "startDate=\"\(date(day, second))\" endDate=\"\(date(day, second + 30))\" "
      + "value=\"\(value)\""
    guard index % 10 == 0 else { return text + "/>\n" }
    return text + ">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\""
      + "\(index % 3)\"/>\n </Record>\n"
  }

  private static let types = [
    "HKWorkoutActivityTypeRunning", "HKWorkoutActivityTypeWalking",
    "HKWorkoutActivityTypeCycling", "HKWorkoutActivityTypeRunning",
    "HKWorkoutActivityTypeFunctionalStrengthTraining", "HKWorkoutActivityTypeHiking",
  ]

  private static func workout(_ index: Int, day: Int) -> String {
    let type = types[index % types.count]
    let start = 6 * 3600 + (index * 613) % (14 * 3600)
    let minutes = 25 + Double(index % 50) + 0.123456
    let end = start + Int(minutes * 60)
    let kilometres = minutes / 6 + Double(index % 7) / 10
    let (from, to) = (date(day, start), date(day, end))
    let head =
      " <Workout workoutActivityType=\"\(type)\" duration=\"\(minutes)\" durationUnit=\"min\""
    let tail =
      " sourceName=\"Sam’s Apple Watch\" sourceVersion=\"9.1\" device=\"\(watch)\" "
      + "creationDate=\"\(to)\" startDate=\"\(from)\" endDate=\"\(to)\">\n"
    let metadata =
      "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"\(index % 9 == 0 ? 1 : 0)\"/>\n"
      + "  <MetadataEntry key=\"HKTimeZone\" value=\"Europe/London\"/>\n"
      + "  <MetadataEntry key=\"HKAverageMETs\" value=\"9.1945 kcal/hr·kg\"/>\n"
    guard index % 2 == 1 else {
      return head
        + " totalDistance=\"\(kilometres)\" totalDistanceUnit=\"km\" totalEnergyBurned=\"412\""
        + " totalEnergyBurnedUnit=\"kcal\"" + tail + metadata
        + "  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"\(from)\"/>\n"
        + "  <WorkoutRoute sourceName=\"Sam’s Apple Watch\" sourceVersion=\"9.1\" "
        + "creationDate=\"\(to)\" startDate=\"\(from)\" endDate=\"\(to)\">\n"
        + "   <Location date=\"\(from)\" latitude=\"51.50101\" longitude=\"-0.14189\" "
        + "altitude=\"12.3\" horizontalAccuracy=\"4.2\" verticalAccuracy=\"3.1\" "
        + "course=\"181.2\" speed=\"2.9\"/>\n  </WorkoutRoute>\n </Workout>\n"
    }
    let statistic = { (name: String, value: String, unit: String) in
      "  <WorkoutStatistics type=\"HKQuantityTypeIdentifier\(name)\" startDate=\"\(from)\" "
        + "endDate=\"\(to)\" \(value) unit=\"\(unit)\"/>\n"
    }
    let distanceType = type.hasSuffix("Cycling") ? "DistanceCycling" : "DistanceWalkingRunning"
    return head + tail + metadata
      + "  <WorkoutActivity uuid=\"5B0D8C52-7A1E-4F0B-9C1D-\(100_000_000_000 + index)\" "
      + "startDate=\"\(from)\" endDate=\"\(to)\" duration=\"\(minutes)\" durationUnit=\"min\">\n"
      + "  " + statistic(distanceType, "sum=\"\(kilometres * 0.99)\"", "km")
      + "  </WorkoutActivity>\n"
      + statistic("ActiveEnergyBurned", "sum=\"412.5\"", "kcal")
      + statistic(distanceType, "sum=\"\(kilometres)\"", "km")
      + statistic("HeartRate", "average=\"151.2\" minimum=\"98\" maximum=\"171\"", "count/min")
      + "  <WorkoutRoute sourceName=\"Sam’s Apple Watch\" sourceVersion=\"9.1\" "
      + "creationDate=\"\(to)\" startDate=\"\(from)\" endDate=\"\(to)\">\n"
      + "   <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>\n"
      + "   <FileReference path=\"/workout-routes/route_\(from.prefix(10))_7.41am.gpx\"/>\n"
      + "  </WorkoutRoute>\n" + metadata + " </Workout>\n"
  }
}
