import Foundation
import WorkoutCore

/// Times the month-file schema in this process, on one core, over the month files of a store
/// already in memory: the full reader (menus), the whole-history reader (sessions of all
/// exercises, and of one) and the writer, which must give back every file byte for byte. No
/// process start and no file system, so small changes show.
enum ReaderBenchmark {
  static func run(home: String, rounds: Int, only pass: String? = nil) throws {
    let folder = home + "/menus"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    let files: [(month: YearMonth, bytes: [UInt8])] = try names.map { name in
      let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      return (YearMonth(String(name.dropLast(5)))!, [UInt8](data))
    }
    let size = files.reduce(0) { $0 + $1.bytes.count }
    print(
      String(
        format: "reader: %d month files, %.1f MB in memory; median of %d passes, one core",
        files.count, Double(size) / 1e6, rounds))
    let months = try files.map { file in
      try JSONReader.read(file.bytes) { reader throws(JSONError) in
        try reader.readMonthFile(file.month)
      }
    }
    let bench = Array("bench-press".utf8)
    let passes: [(name: String, counts: String, run: (Int) throws -> Int)] = [
      ("full: menus", "menus", { try readMenus(files[$0].bytes, files[$0].month) }),
      (
        "sessions of all", "sessions",
        { try readSessions(files[$0].bytes, files[$0].month, of: nil) }
      ),
      (
        "sessions of bench-press", "sessions",
        { try readSessions(files[$0].bytes, files[$0].month, of: bench) }
      ),
      ("write: month files", "files as they were", { write(months[$0], equals: files[$0].bytes) }),
    ]
    for (name, counts, run) in passes where pass.map({ name.hasPrefix($0) }) ?? true {
      var times: [Double] = []
      var count = 0
      for _ in 0..<rounds {
        let start = monotonic()
        count = 0
        for index in files.indices { count += try run(index) }
        times.append(monotonic() - start)
      }
      let median = times.sorted()[times.count / 2]
      print(
        name.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(
            format: "%8.2f ms (fastest %8.2f ms)  %6.0f MB/s  (%d %@)", median * 1000,
            times.min()! * 1000, Double(size) / 1e6 / median, count, counts))
    }
  }

  // The only calls into the schema, so the benchmark follows its API.

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

  /// 1 when the month, written from its menus, is `bytes` again.
  private static func write(_ month: MonthFile, equals bytes: [UInt8]) -> Int {
    var json = JSONWriter(capacity: bytes.count)
    json.write(month)
    return json.bytes == bytes ? 1 : 0
  }
}
