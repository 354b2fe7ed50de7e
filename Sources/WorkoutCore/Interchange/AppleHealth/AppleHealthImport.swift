// The entry point of the Apple Health importer: streams export.xml through XMLReader, passes over
// everything but <Workout> elements and body <Record> elements without decoding it, and holds one
// workout at a time.

/// Reads Apple Health's `export.xml` into a `ForeignLog`: one workout of one set (distance and
/// duration) per `<Workout>` whose activity type maps to a catalog exercise, and the body values
/// of its body mass, body fat and waist `<Record>` elements.
public enum AppleHealthImport {
  /// What the root's children are read for; Records of other types (told apart by the bytes of
  /// their first attribute, `type`), Correlations, ActivitySummaries and the rest are passed
  /// over unread.
  private static let topNames = XMLNames(
    ["Workout"], "Record", where: "type", isOneOf: Array(AppleHealthBody.measures.keys))
  /// A Record's children are all passed over.
  private static let noNames = XMLNames([])
  /// What a Workout's children are read for; WorkoutEvent, WorkoutRoute and WorkoutActivity
  /// (whose statistics are not the workout's totals) are passed over.
  private static let workoutNames = XMLNames(["MetadataEntry", "WorkoutStatistics"])

  /// Reads the export whose bytes `chunks` yields.
  public static func read(chunks: some IteratorProtocol<[UInt8]>) throws(ImportError)
    -> ForeignLog
  {
    // Up to the first chunk that is not whitespace, to tell what the file is before reading it.
    let head = ReadAhead(chunks, limit: 1 << 20, while: isBlank)
    guard !isBlank(head.ahead) else { throw ImportError(line: 0, reason: "the file is empty") }
    guard XMLSniff.looksLikeXML(head.ahead) else {
      throw ImportError(
        line: 0,
        reason: "the file is not XML; an Apple Health export is export.xml from the export.zip")
    }
    var reader = XMLReader(chunks: head)
    var log = AppleHealthLog()
    var body = AppleHealthBody()
    try xml { () throws(XMLError) in try readRoot(&reader) }
    while let element = try xml({ () throws(XMLError) in try nextElement(&reader) }) {
      switch element {
      case .workout(let workout): try log.add(workout)
      case .record(let attributes, let line): body.add(attributes, line: line)
      }
    }
    var read = log.finish()
    read.body = body.values
    read.skipped += body.skipped
    return read
  }

  /// Reads an export held in memory.
  public static func read(bytes: [UInt8]) throws(ImportError) -> ForeignLog {
    try read(chunks: [bytes].makeIterator())
  }

  // MARK: - Elements

  /// Reads up to the root's start tag, which must be `<HealthData>`.
  private static func readRoot(_ reader: inout XMLReader) throws(XMLError) {
    while let event = try reader.next() {
      switch event {
      case .start(let name, _, let line):
        if name == "HealthData" { return }
        throw .malformed(
          line: line,
          reason: name == "gpx"
            ? "this is a GPX file, not an Apple Health export; leave out --from"
            : "the root element is <\(name)>, not <HealthData>: this is not an Apple Health "
              + "export")
      case .text:
        throw .malformed(
          line: 1,
          reason: "the file is not XML; an Apple Health export is export.xml from the export.zip")
      case .end: break
      }
    }
    throw .malformed(line: 1, reason: "the file has no <HealthData> element")
  }

  /// A child of the root that is read.
  private enum Element {
    case workout(HealthWorkoutElement)
    /// A `<Record>` of a body type (or whose type came after another attribute).
    case record([XMLAttribute], line: Int)
  }

  /// The next `<Workout>` or body `<Record>` of the root, or nil at the root's end.
  private static func nextElement(_ reader: inout XMLReader) throws(XMLError) -> Element? {
    while let event = try reader.next(reading: topNames) {
      switch event {
      case .start(let name, let attributes, let line):
        guard name == "Workout" else {
          try passOver(&reader)
          return .record(attributes, line: line)
        }
        return .workout(try readWorkout(attributes, line: line, from: &reader))
      case .end: return nil
      case .text: continue
      }
    }
    return nil
  }

  /// Passes over the children of the element just started, up to its end.
  private static func passOver(_ reader: inout XMLReader) throws(XMLError) {
    var depth = 0
    while let event = try reader.next(reading: noNames) {
      switch event {
      case .start: depth += 1
      case .end:
        if depth == 0 { return }
        depth -= 1
      case .text: continue
      }
    }
  }

  /// What `body` gives, its XML error as an import error.
  private static func xml<T>(_ body: () throws(XMLError) -> T) throws(ImportError) -> T {
    do throws(XMLError) {
      return try body()
    } catch {
      throw ImportError(line: error.line, reason: error.reason)
    }
  }

  /// Reads the children of a `<Workout>` whose start tag had `attributes`, up to its end.
  private static func readWorkout(
    _ attributes: [XMLAttribute], line: Int, from reader: inout XMLReader
  ) throws(XMLError) -> HealthWorkoutElement {
    var element = HealthWorkoutElement(line: line)
    for attribute in attributes where element.attributes[attribute.name] == nil {
      element.attributes[attribute.name] = attribute.value
    }
    var depth = 0
    while let event = try reader.next(reading: workoutNames) {
      switch event {
      case .start(let name, let attributes, let line):
        depth += 1
        if depth == 1 { element.addChild(name, attributes, line: line) }
      case .end:
        if depth == 0 { return element }
        depth -= 1
      case .text: continue
      }
    }
    return element
  }
}

extension XMLError {
  /// What is wrong, in an import error's words (its line is given apart).
  var reason: String {
    switch self {
    case .unexpectedEnd(_, let inside):
      "the file ends inside \(inside); it looks cut short (unzip the export again)"
    case .malformed(_, let reason): reason
    case .invalidUTF8: "the text is not UTF-8"
    case .tokenTooLong(_, let limit):
      "a name, attribute value or text is longer than \(limit / (1 << 20)) MiB"
    case .tooDeep(_, let limit): "elements are nested more than \(limit) deep"
    case .mismatchedEnd(_, let expected, let found): "</\(found)> closes <\(expected)>"
    case .invalidReference(_, let reference):
      "\(reference) is not a valid character or entity reference"
    }
  }
}

/// True when the bytes are only whitespace (or a byte order mark).
private func isBlank(_ bytes: [UInt8]) -> Bool {
  bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
}
