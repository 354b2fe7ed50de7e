import Foundation
import WorkoutCore

/// Times `ForeignImport.read` over a generated Strong export (the current `;` layout, a pounds
/// user, a rest timer after each set, as a 10-year history looks) streamed in 64 KiB chunks as
/// they are generated, and reports the peak memory of the process.
enum ImportBenchmark {
  static func run(rows: Int, rounds: Int, output: String?) throws {
    if let output {
      var file = StrongExport(rows: rows)
      var bytes: [UInt8] = []
      while let chunk = file.next() { bytes += chunk }
      try Data(bytes).write(to: URL(fileURLWithPath: output))
      print("import: wrote \(rows) rows, \(bytes.count) bytes to \(output)")
      return
    }
    // The file is made first, so only the reading is timed; it stays in memory (its size is
    // said) as a file's pages would be.
    let chunks = Array(sequence(state: StrongExport(rows: rows)) { $0.next() })
    let size = chunks.reduce(0) { $0 + $1.count }
    let before = peakMiB()
    var times: [Double] = []
    var log: ForeignLog?
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      log = try ForeignImport.read(chunks: chunks.makeIterator())
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let sets = log?.workouts.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } } ?? 0
    print(
      String(
        format: "import: Strong export of %d rows, %.1f MB (%d workouts, %d sets): median %.3f s "
          + "of %d; peak RSS %.1f MiB with the file in memory, %.1f MiB after reading",
        rows, Double(size) / 1e6, log?.workouts.count ?? 0, sets, times.sorted()[times.count / 2],
        rounds, before, peakMiB()))
  }

  /// The process's peak resident memory so far.
  private static func peakMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports KiB.
  }
}

/// A Strong export of about `rows` rows, made chunk by chunk: one workout every other day, five
/// exercises of four sets, each set followed by its rest timer.
struct StrongExport: IteratorProtocol {
  let rows: Int
  private var row = 0
  private var header = true

  init(rows: Int) { self.rows = rows }

  private static let exercises = [
    "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
    "Bent Over Row (Barbell)",
  ]

  mutating func next() -> [UInt8]? {
    var chunk = ""
    if header {
      header = false
      chunk +=
        "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";"
        + "\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";"
        + "\"Notes\";\"Workout Notes\"\n"
    }
    guard row < rows else { return chunk.isEmpty ? nil : Array(chunk.utf8) }
    while row < rows, chunk.utf8.count < 65_536 {
      // 40 rows per workout: 5 exercises × 4 sets × (set + rest timer).
      let workout = row / 40
      let exercise = row / 8 % 5
      let set = row / 2 % 4 + 1
      // 2,500 workouts, one every day and a half: ten years, 2013 to 2023.
      let day = LocalDate(year: 2013, month: 1, day: 1)!.adding(days: workout * 3 / 2)
      let prefix =
        "\"\(workout + 1)\";\"\(day) 07:\(10 + workout % 40):00\";\"Day \(workout % 3 + 1)\";"
        + "\"4543\";\"\(Self.exercises[exercise])\";"
      if row % 2 == 0 {
        let pounds = Double(95 + exercise * 20 + set * 10 + workout % 20 * 5)
        chunk += prefix + "\"\(set)\";\"\(pounds * 0.453592)\";\"5.0\";\"\";\"\";\"\";\"\";\"\"\n"
      } else {
        chunk += prefix + "\"Rest Timer\";\"\";\"\";\"\";\"\";\"120.0\";\"\";\"\"\n"
      }
      row += 1
    }
    return Array(chunk.utf8)
  }
}
