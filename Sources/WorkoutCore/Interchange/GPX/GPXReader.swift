// Streams a GPX file's XML events into running sums: points, distance per segment, the first
// and last timed point, the track's name. The points themselves are never held.

import Foundation

/// What a GPX file's tracks add up to.
struct GPXTrack {
  /// `1.0`, `1.1`, or nil for a root `<gpx>` in no namespace.
  var version: String?
  /// The first track's `<name>`, trimmed; nil when none has one.
  var name: String?
  /// The first track's `<type>` (`running`, Strava's `9`), trimmed; nil when none has one.
  var type: String?
  /// Points with a time (after 1970).
  var timedPoints = 0
  /// The length from the first timed point to the last, in metres, summed within segments:
  /// what the time between them was spent on.
  var timedMeters: Double { timedSpan.end - timedSpan.start }
  /// The track's length up to the first and up to the last timed point, in metres.
  var timedSpan = (start: 0.0, end: 0.0)
  /// Track points read, in every track and segment.
  var points = 0
  /// The 2D great-circle length in metres, summed within each segment.
  var meters = 0.0
  /// The first point: latitude, longitude and line.
  var first: (lat: Double, lon: Double, line: Int)?
  /// The first timed point: seconds since 1970 UTC and line.
  var start: (seconds: Double, line: Int)?
  /// The last timed point, in seconds since 1970 UTC.
  var end: Double?
  /// Points whose time is before 1970 (a sentinel such as 1901-12-13T20:45:52Z), and the line of
  /// the first.
  var sentinels: (count: Int, line: Int) = (0, 0)
}

/// Reads one GPX 1.0 or 1.1 file. Elements are matched by namespace URI, not by prefix; a root
/// `<gpx>` in no namespace is taken too, its children then in no namespace. Everything but
/// `trk`/`trkseg`/`trkpt`/`time` and the track's `name` and `type` is skipped whole: metadata, routes,
/// waypoints, elevations and extensions of any namespace.
struct GPXReader {
  /// The GPX namespaces and the version each is.
  static let namespaces = [
    "http://www.topografix.com/GPX/1/0": "1.0", "http://www.topografix.com/GPX/1/1": "1.1",
  ]
  /// Mean Earth radius used for distances: WGS84's semi-major axis, as gpxpy uses.
  static let earthRadius = 6_378_137.0

  private var xml: XMLReader
  /// The prefixes each open element binds (`""` for the default namespace).
  private var scopes: [[(prefix: String, uri: String)]] = []
  /// The namespace of the root, which GPX elements are in.
  private var gpx = ""
  private var track = GPXTrack()

  /// A reader of the chunks `chunks` yields.
  init(chunks: some IteratorProtocol<[UInt8]>) {
    xml = XMLReader(chunks: chunks)
  }

  /// Reads the whole file.
  mutating func read() throws(ImportError) -> GPXTrack {
    do {
      try readRoot()
    } catch let error as XMLError {
      throw GPXReader.importError(error)
    } catch let error as ImportError {
      throw error
    } catch {
      throw ImportError(line: 0, reason: "\(error)")
    }
    return track
  }

  // MARK: - Elements

  private mutating func readRoot() throws {
    let event = try xml.next()
    guard event != nil else { throw ImportError(line: 0, reason: "the file is empty") }
    guard case .start(let name, let attributes, let line)? = event else {
      throw ImportError(
        line: 0, reason: "the file is not XML (a GPX file starts with `<?xml` or `<gpx`)")
    }
    let (uri, local) = enter(name, attributes)
    guard local == "gpx" else {
      throw ImportError(line: line, reason: "the root element is <\(local)>, not <gpx>")
    }
    guard uri.isEmpty || GPXReader.namespaces[uri] != nil else {
      throw ImportError(
        line: line,
        reason: "the root <gpx> is in the namespace \(uri), not GPX 1.0 or 1.1 "
          + "(http://www.topografix.com/GPX/1/1)")
    }
    gpx = uri
    track.version = GPXReader.namespaces[uri]
    try children { reader, local, _, _ throws in
      if local == "trk" { try reader.readTrack() } else { try reader.skip() }
    }
  }

  private mutating func readTrack() throws {
    try children { reader, local, _, _ throws in
      switch local {
      case "name":
        let name = try reader.text()
        if reader.track.name == nil, !name.isEmpty { reader.track.name = name }
      case "type":
        let type = try reader.text()
        if reader.track.type == nil, !type.isEmpty { reader.track.type = type }
      case "trkseg": try reader.readSegment()
      default: try reader.skip()
      }
    }
  }

  private mutating func readSegment() throws {
    var previous: (lat: Double, lon: Double)?
    try children { reader, local, attributes, line throws in
      guard local == "trkpt" else { return try reader.skip() }
      let (point, timed) = try reader.readPoint(attributes, line: line)
      if let previous {
        reader.track.meters += GPXReader.distance(previous, point)
      }
      if timed {
        if reader.track.timedPoints == 1 { reader.track.timedSpan.start = reader.track.meters }
        reader.track.timedSpan.end = reader.track.meters
      }
      previous = point
    }
  }

  /// Reads a point; returns it and whether it has a time after 1970.
  private mutating func readPoint(_ attributes: [XMLAttribute], line: Int) throws -> (
    (lat: Double, lon: Double), Bool
  ) {
    let lat = try GPXReader.coordinate("lat", in: attributes, limit: 90, line: line)
    let lon = try GPXReader.coordinate("lon", in: attributes, limit: 180, line: line)
    var time: Double?
    try children { reader, local, _, timeLine throws in
      guard local == "time" else { return try reader.skip() }
      let text = try reader.text()
      guard let seconds = GPXTime.seconds(text) else {
        throw ImportError(
          line: timeLine,
          reason: "the time \(quoted(text)) is not a date and time such as 2023-05-14T06:12:09Z")
      }
      time = seconds
    }
    track.points += 1
    if track.first == nil { track.first = (lat, lon, line) }
    if let time {
      if time < 0 {
        if track.sentinels.count == 0 { track.sentinels.line = line }
        track.sentinels.count += 1
      } else {
        if track.start == nil { track.start = (time, line) }
        track.end = time
        track.timedPoints += 1
        return ((lat, lon), true)
      }
    }
    return ((lat, lon), false)
  }

  // MARK: - Walking the tree

  /// Calls `body` with each child element of the element just entered, in the GPX namespace,
  /// until its end; children of other namespaces are skipped. `body` must consume the child.
  private mutating func children(
    _ body: (inout GPXReader, String, [XMLAttribute], Int) throws -> Void
  ) throws {
    while let event = try xml.next() {
      switch event {
      case .start(let name, let attributes, let line):
        let (uri, local) = enter(name, attributes)
        if uri == gpx {
          try body(&self, local, attributes, line)
        } else {
          try skip()
        }
      case .end:
        scopes.removeLast()
        return
      case .text: continue
      }
    }
  }

  /// The text of the element just entered, trimmed, up to its end; child elements are skipped.
  private mutating func text() throws -> String {
    var text = ""
    while let event = try xml.next() {
      switch event {
      case .text(let run) where text.utf8.count < 4096: text += run
      case .text: continue
      case .start(let name, let attributes, _):
        _ = enter(name, attributes)
        try skip()
      case .end:
        scopes.removeLast()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
    return text
  }

  /// Skips the rest of the element just entered.
  private mutating func skip() throws {
    try xml.skipElement()
    scopes.removeLast()
  }

  /// Opens an element's scope with the prefixes it binds; its namespace URI and local name.
  private mutating func enter(_ name: String, _ attributes: [XMLAttribute]) -> (String, String) {
    var bindings: [(prefix: String, uri: String)] = []
    for attribute in attributes where attribute.name.hasPrefix("xmlns") {
      if attribute.name == "xmlns" {
        bindings.append(("", attribute.value))
      } else if attribute.name.hasPrefix("xmlns:") {
        bindings.append((String(attribute.name.dropFirst(6)), attribute.value))
      }
    }
    scopes.append(bindings)
    let colon = name.firstIndex(of: ":")
    let prefix = colon.map { String(name[..<$0]) } ?? ""
    let local = colon.map { String(name[name.index(after: $0)...]) } ?? name
    for scope in scopes.reversed() {
      if let binding = scope.last(where: { $0.prefix == prefix }) { return (binding.uri, local) }
    }
    return (prefix.isEmpty ? "" : "?\(prefix)", local)
  }

  // MARK: - Values

  /// The `lat` or `lon` of a point: a decimal within ±`limit`.
  private static func coordinate(
    _ name: String, in attributes: [XMLAttribute], limit: Double, line: Int
  ) throws(ImportError) -> Double {
    guard let text = attributes.first(where: { $0.name == name })?.value else {
      throw ImportError(line: line, reason: "a track point has no \(name)")
    }
    guard let value = FieldReader.decimal(text.spacesTrimmed, comma: false) else {
      throw ImportError(line: line, reason: "\(name) \(quoted(text)) is not a number")
    }
    guard abs(value) <= limit else {
      throw ImportError(
        line: line,
        reason: "\(name) \(text.spacesTrimmed) is out of range (-\(Int(limit)) to \(Int(limit)))")
    }
    return value
  }

  /// The great-circle distance in metres between two points (haversine).
  static func distance(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.lat - a.lat) * radians
    let dLon = (b.lon - a.lon) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2)
      + cos(a.lat * radians) * cos(b.lat * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * earthRadius * asin(min(1, h.squareRoot()))
  }

  private static func importError(_ error: XMLError) -> ImportError {
    switch error {
    case .unexpectedEnd(let line, let inside):
      ImportError(line: line, reason: "the file ends inside \(inside): it is cut short")
    case .invalidUTF8(let line): ImportError(line: line, reason: "the text is not UTF-8")
    case .tokenTooLong, .tooDeep:
      ImportError(
        line: error.line,
        reason: "the XML cannot be read: "
          + String(error.message.drop { $0 != ":" }.dropFirst().drop { $0 == " " }))
    default:
      ImportError(
        line: error.line,
        reason: "the XML is not well-formed: "
          + String(error.message.drop { $0 != ":" }.dropFirst().drop { $0 == " " }))
    }
  }
}
