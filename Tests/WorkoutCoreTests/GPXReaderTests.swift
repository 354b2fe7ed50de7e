import Foundation
import Testing

@testable import WorkoutCore

/// What the GPX reader refuses, and the namespaces, prefixes and elements it reads or skips.
@Suite struct GPXReaderTests {
  static let two =
    trkpt(48.0, 11.0, "2023-05-14T06:00:00Z") + trkpt(48.01, 11.0, "2023-05-14T06:05:00Z")

  // MARK: - Refused files

  @Test(arguments: [
    ("", "the file is empty"),
    ("  \n", "the file is empty"),
    (
      "Date,Workout Name\n2024-01-01,Push\n",
      "the file is not XML (a GPX file starts with `<?xml` or `<gpx`)"
    ),
    ("{\"gpx\": 1}", "the file is not XML (a GPX file starts with `<?xml` or `<gpx`)"),
  ])
  func aFileThatIsNotXMLIsRefused(text: String, reason: String) {
    #expect(gpxError(text)?.reason == reason)
  }

  @Test func anotherXMLRootIsRefusedByName() {
    let kml = """
      <?xml version="1.0"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>
      """

    #expect(gpxError(kml) == ImportError(line: 2, reason: "the root element is <kml>, not <gpx>"))
  }

  @Test func aGPXRootInAnotherNamespaceIsRefused() {
    let text = "<gpx xmlns=\"http://example.com/gpx\"><trk/></gpx>"

    #expect(
      gpxError(text)?.reason.hasPrefix("the root <gpx> is in the namespace http://example.com/gpx")
        == true)
  }

  @Test func aFileCutInsideATagSaysItIsCutShort() throws {
    let bytes = try GPXFixture.bytes("strava-run.gpx")

    let error = #expect(throws: ImportError.self) {
      try readingGPX(Array(bytes.prefix(bytes.count / 2)))
    }

    #expect(error?.reason.hasPrefix("the file ends inside ") == true)
    #expect(error?.reason.hasSuffix(": it is cut short") == true)
  }

  @Test func aFileCutBetweenPointsNamesTheElementLeftOpen() throws {
    let text = String(decoding: try GPXFixture.bytes("strava-run.gpx"), as: UTF8.self)
    let cut = try #require(text.range(of: "</trkpt>", options: .backwards))

    let error = gpxError(String(text[..<cut.upperBound]))

    #expect(error?.reason == "the file ends inside element <trkseg>: it is cut short")
  }

  @Test func unbalancedTagsAreNotWellFormed() {
    let text = gpxTrack(Self.two).replacingOccurrences(
      of: "</trkseg></trk>", with: "</trk></trkseg>")

    #expect(
      gpxError(text)
        == ImportError(line: 5, reason: "the XML is not well-formed: </trk> closes <trkseg>"))
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    let error = #expect(throws: ImportError.self) { try readingGPX([0xFF, 0xFE, 0x00, 0x41]) }

    #expect(error?.reason == "the text is not UTF-8")
  }

  @Test func aRouteAndWaypointsWithoutATrackAreRefused() {
    let text = """
      <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
       <wpt lat="48.0" lon="11.0"><name>Start</name></wpt>
       <rte><rtept lat="48.0" lon="11.0"/><rtept lat="48.1" lon="11.0"/></rte>
      </gpx>
      """

    #expect(
      gpxError(text)
        == ImportError(line: 0, reason: "the file has no track points (a route or waypoints only?)")
    )
  }

  @Test func aTrackWithoutPointsIsRefused() {
    #expect(gpxError(gpxTrack(""))?.reason.hasPrefix("the file has no track points") == true)
  }

  @Test(arguments: [
    trkpt(48.0, 11.0, "2023-05-14T06:00:00Z") + trkpt(48.0, 11.0, "2023-05-14T06:05:00Z"),
    trkpt(48.0, 11.0, "2023-05-14T06:00:00Z"),
  ])
  func aTrackWhosePointsAreInOnePlaceHasNoDistance(points: String) {
    #expect(
      gpxError(gpxTrack(points))
        == ImportError(
          line: 4, reason: "the track has no distance: all its points are in one place"))
  }

  @Test(arguments: [
    ("<trkpt lon=\"11.0\"></trkpt>", "a track point has no lat"),
    ("<trkpt lat=\"48.0\"/>", "a track point has no lon"),
    ("<trkpt lat=\"north\" lon=\"11.0\"/>", "lat \"north\" is not a number"),
    ("<trkpt lat=\"48,5\" lon=\"11.0\"/>", "lat \"48,5\" is not a number"),
    ("<trkpt lat=\"nan\" lon=\"11.0\"/>", "lat \"nan\" is not a number"),
    ("<trkpt lat=\"95\" lon=\"11.0\"/>", "lat 95 is out of range (-90 to 90)"),
    ("<trkpt lat=\"48\" lon=\"-180.5\"/>", "lon -180.5 is out of range (-180 to 180)"),
  ])
  func aBadCoordinateIsRefusedWithItsLine(point: String, reason: String) {
    #expect(gpxError(gpxTrack(point)) == ImportError(line: 4, reason: reason))
  }

  @Test(arguments: [
    "yesterday", "2023-02-30T06:00:00Z", "2023-05-14 6:00", "2023-05-14T06:00:00+25:00",
  ])
  func aBadTimeIsRefusedWithItsLine(time: String) {
    let points =
      trkpt(48.0, 11.0) + "\n<trkpt lat=\"48.1\" lon=\"11.0\"><time>\(time)</time></trkpt>"

    let error = gpxError(gpxTrack(points))

    #expect(error?.line == 5)
    #expect(error?.reason.hasSuffix("is not a date and time such as 2023-05-14T06:12:09Z") == true)
  }

  // MARK: - Namespaces and prefixes

  @Test func aPrefixedRootIsBoundByItsNamespace() throws {
    let text = """
      <g:gpx version="1.1" xmlns:g="http://www.topografix.com/GPX/1/1"><g:trk><g:trkseg>
      <g:trkpt lat="48.0" lon="11.0"><g:time>2023-05-14T06:00:00Z</g:time></g:trkpt>
      <g:trkpt lat="48.01" lon="11.0"><g:time>2023-05-14T06:05:00Z</g:time></g:trkpt>
      </g:trkseg></g:trk></g:gpx>
      """

    let log = try readingGPX(text)

    #expect(log.trackValues == values([.distance: 1.113, .duration: 300]))
  }

  @Test func aRootWithoutANamespaceIsTaken() throws {
    let text = "<gpx version=\"1.1\"><trk><trkseg>\(Self.two)</trkseg></trk></gpx>"

    let log = try readingGPX(text)

    #expect(log.variant == "GPX without a namespace, 1.11 km in 5:00")
  }

  @Test func aTrackInAnotherNamespaceIsSkipped() throws {
    let other =
      "<x:trk xmlns:x=\"http://example.com/x\"><x:trkseg>"
      + "<x:trkpt lat=\"10\" lon=\"10\"/><x:trkpt lat=\"11\" lon=\"10\"/></x:trkseg></x:trk>"
    let text = gpxTrack(Self.two).replacingOccurrences(of: "</gpx>", with: other + "</gpx>")

    let log = try readingGPX(text)

    #expect(log.trackValues?[.distance] == 1.113)
  }

  @Test func theGPXNamespaceDeclaredAgainOnAnElementIsStillGPX() throws {
    let text = gpxTrack(Self.two).replacingOccurrences(
      of: "<trkseg>", with: "<trkseg xmlns=\"http://www.topografix.com/GPX/1/1\">")

    let log = try readingGPX(text)

    #expect(log.trackValues?[.distance] == 1.113)
  }

  @Test func extensionsOfAnyNamespaceAreSkippedWhateverTheyHold() throws {
    let point = """
      <trkpt lat="48.02" lon="11.0"><time>2023-05-14T06:10:00Z</time><extensions>
      <speed>2.6</speed><time>not a time</time><trkpt lat="99" lon="0"/>
      <gpxdata:distance xmlns:gpxdata="http://www.cluetrust.com/XML/GPXDATA/1/0">50</gpxdata:distance>
      <ns3:TrackPointExtension xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><ns3:hr>98</ns3:hr></ns3:TrackPointExtension>
      </extensions></trkpt>
      """

    let log = try readingGPX(gpxTrack(Self.two + point))

    #expect(log.trackValues == values([.distance: 2.226, .duration: 600]))
  }

  @Test func routesAndWaypointsBesideATrackAreIgnored() throws {
    let extra =
      "<wpt lat=\"10\" lon=\"10\"/><rte><rtept lat=\"10\" lon=\"10\"/><rtept lat=\"20\" lon=\"10\"/></rte>"
    let text = gpxTrack(Self.two).replacingOccurrences(of: "</gpx>", with: extra + "</gpx>")

    let log = try readingGPX(text)

    #expect(log.trackValues?[.distance] == 1.113)
  }

  @Test func elevationDoesNotChangeTheDistance() throws {
    let flat = gpxTrack(Self.two)
    let steep = flat.replacingOccurrences(
      of: "<time>2023-05-14T06:05", with: "<ele>900</ele><time>2023-05-14T06:05")

    #expect(try readingGPX(flat).trackValues == readingGPX(steep).trackValues)
  }

  @Test func latAndLonAreReadInEitherOrder() throws {
    let points = "<trkpt lon=\"11.0\" lat=\"48.0\"/><trkpt lon=\"11.0\" lat=\"48.01\"/>"

    let log = try readingGPX(gpxTrack(points), date: day("2023-01-01"))

    #expect(log.trackValues?[.distance] == 1.113)
  }

  @Test func theFirstNamedTrackNamesTheWorkout() throws {
    let text = gpxTrack(Self.two, name: "<![CDATA[Hill <repeats> & more]]>")

    #expect(try readingGPX(text).track?.name == "Hill <repeats> & more")
  }

  // MARK: - Telling GPX from other files

  @Test func aGPXRootIsToldFromItsFirstBytes() throws {
    #expect(
      Importers.format(recognizing: ImportHead(try GPXFixture.bytes("strava-run.gpx")))?.app == .gpx
    )
    #expect(
      Importers.format(recognizing: ImportHead(Array("<!-- x --><g:gpx xmlns:g=\"u\">".utf8)))?.app
        == .gpx)
    #expect(
      Importers.format(
        recognizing: ImportHead(
          Array("\u{FEFF}<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">".utf8)))?.app
        == .gpx)
  }

  @Test func otherFilesAreNotGPX() {
    #expect(
      Importers.format(recognizing: ImportHead(Array("Date,Workout Name\n".utf8)))?.app == nil)
    #expect(
      Importers.format(recognizing: ImportHead(Array("<?xml version=\"1.0\"?><kml>".utf8)))?.app
        == nil)
    #expect(
      Importers.format(recognizing: ImportHead(Array("<HealthData locale=\"en_US\">".utf8)))?.app
        == .appleHealth)
    #expect(Importers.format(recognizing: ImportHead([]))?.app == nil)
  }
}
