import Foundation
import WorkoutCore

/// Times `XMLReader` over an Apple Health-like export.xml made of `megabytes` MB of `<Record …/>`
/// elements with MetadataEntry children, streamed as one 64 KiB chunk repeated (so nothing but the
/// reader holds memory), reading every event, then skipping each Record, then passing over them
/// unread (`next(reading:)`); or over a real file.
enum XMLBenchmark {
  static func run(megabytes: Int, rounds: Int, file: String?) throws {
    let source: () -> AnyIterator<[UInt8]>
    let size: Int
    if let file {
      guard FileManager.default.isReadableFile(atPath: file) else {
        print("xml: cannot read \(file)")
        exit(74)
      }
      size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
      source = {
        let handle = FileHandle(forReadingAtPath: file)
        return AnyIterator {
          guard let data = handle?.readData(ofLength: 1 << 20), !data.isEmpty else { return nil }
          return [UInt8](data)
        }
      }
    } else {
      let chunk = recordChunk()
      let count = megabytes * 1_000_000 / chunk.count
      size = head.count + count * chunk.count + tail.count
      source = {
        var index = -1
        return AnyIterator {
          index += 1
          if index == 0 { return head }
          if index <= count { return chunk }
          return index == count + 1 ? tail : nil
        }
      }
    }
    for mode in Mode.allCases {
      var times: [Double] = []
      var elements = 0
      for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        elements = try read(source(), mode: mode)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      let median = times.sorted()[times.count / 2]
      print(
        String(
          format: "xml: %@ %.1f MB, %d elements: median %.3f s of %d, %.0f MB/s; peak RSS %.1f MiB",
          mode.rawValue, Double(size) / 1e6, elements, median, rounds,
          Double(size) / 1e6 / median, peakMiB()))
    }
  }

  /// How the elements are read.
  private enum Mode: String, CaseIterable {
    case everyEvent = "every event,"
    case skipping = "skipping Records,"
    /// `next(reading:)`, as the Apple Health import reads: Records are never decoded.
    case passingOver = "passing over all but Workouts,"
  }

  /// The number of start tags read: every one, or each Record's before it is skipped, or those
  /// of the root and Workouts.
  private static func read(_ chunks: AnyIterator<[UInt8]>, mode: Mode) throws -> Int {
    var reader = XMLReader(chunks: chunks)
    var elements = 0
    let wanted = XMLNames(["HealthData", "ExportDate", "Workout"])
    while let event = try mode == .passingOver ? reader.next(reading: wanted) : reader.next() {
      guard case .start(let name, _, _) = event else { continue }
      elements += 1
      if mode == .skipping, name == "Record" { try reader.skipElement() }
    }
    return elements
  }

  private static let head = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
    <!ATTLIST VisionPrescription
      type CDATA #REQUIRED
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2025-09-16 16:14:50 +0100"/>

    """.utf8)
  private static let tail = Array("</HealthData>\n".utf8)

  /// About 64 KiB of Records as an iPhone writes them, every tenth with metadata.
  private static func recordChunk() -> [UInt8] {
    var text = ""
    var index = 0
    while text.utf8.count < 65_536 {
      let device =
        "&lt;&lt;HKDevice: 0xc937f6fa0&gt;, name:Apple Watch, manufacturer:Apple Inc., "
        + "model:Watch, hardware:Watch7,2, software:11.6.1&gt;"
      let record =
        " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Simon’s Apple Watch\" "
        + "sourceVersion=\"11.6.1\" device=\"\(device)\" unit=\"count/min\" "
        + "creationDate=\"2025-09-16 16:\(10 + index % 50):50 +0100\" "
        + "startDate=\"2025-09-16 16:14:50 +0100\" endDate=\"2025-09-16 16:14:50 +0100\" "
        + "value=\"\(60 + index % 90)\""
      if index % 10 == 0 {
        text +=
          record + ">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n"
          + " </Record>\n"
      } else {
        text += record + "/>\n"
      }
      index += 1
    }
    return Array(text.utf8)
  }

  private static func peakMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports KiB.
  }
}
