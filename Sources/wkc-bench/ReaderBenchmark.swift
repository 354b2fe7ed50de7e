import Foundation
import WorkoutCore

/// Times the month-file readers in this process, on one core, over the month files of a store
/// already in memory: the full reader (menus) and the whole-history reader (sessions of all
/// exercises, and of one). No process start, no file system, so small changes show.
enum ReaderBenchmark {
  static func run(home: String, rounds: Int) throws {
    let folder = home + "/menus"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    let files: [(YearMonth, [UInt8])] = try names.map { name in
      let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      return (YearMonth(String(name.dropLast(5)))!, [UInt8](data))
    }
    let bytes = files.reduce(0) { $0 + $1.1.count }
    print(
      String(
        format: "reader: %d month files, %.1f MB in memory; median of %d passes, one core",
        files.count, Double(bytes) / 1e6, rounds))
    let bench = Array("bench-press".utf8)
    for (name, read) in [
      (
        "full: menus",
        { (month: YearMonth, bytes: [UInt8]) throws(JSONError) -> Int in
          try readMenus(bytes, month)
        }
      ),
      (
        "sessions of all",
        { (month: YearMonth, bytes: [UInt8]) throws(JSONError) -> Int in
          try readSessions(bytes, month, of: nil)
        }
      ),
      (
        "sessions of bench-press",
        { (month: YearMonth, bytes: [UInt8]) throws(JSONError) -> Int in
          try readSessions(bytes, month, of: bench)
        }
      ),
    ] {
      var times: [Double] = []
      var count = 0
      for _ in 0..<rounds {
        let start = monotonic()
        count = 0
        for (month, bytes) in files { count += try read(month, bytes) }
        times.append(monotonic() - start)
      }
      let median = times.sorted()[times.count / 2]
      print(
        name.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(
            format: "%8.2f ms  %6.0f MB/s  (%d read)", median * 1000,
            Double(bytes) / 1e6 / median, count))
    }
  }

  // The only two calls into the readers, so the benchmark follows their API.

  private static func readMenus(_ bytes: [UInt8], _ month: YearMonth) throws(JSONError) -> Int {
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readMonthFile(month).menus.count
    }
  }

  private static func readSessions(_ bytes: [UInt8], _ month: YearMonth, of exercise: [UInt8]?)
    throws(JSONError) -> Int
  {
    try JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.readSessions(month, of: exercise).count
    }
  }
}
