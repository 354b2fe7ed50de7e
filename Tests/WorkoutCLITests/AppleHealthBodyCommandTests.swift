import Foundation
import Testing

/// `wkc import` of the body Records of an invented Apple Health export.
@Suite struct AppleHealthBodyCommandTests {
  static let file = AppleHealthCommandTests.folder + "/apple-health-body.xml"

  let home: TestHome = {
    let home = TestHome()
    home.now = 1_767_225_600  // 2026-01-01: the fixture is in the past.
    return home
  }()

  @Test func bodyRecordsImportAsBodyValuesAndTheOddUnitIsSaid() throws {
    let dry = home.expectSuccess(["import", Self.file, "--dry-run"])
    #expect(dry.contains("Would add 9 body values on 5 dates."))
    #expect(dry.contains(#"BodyMass unit "st" is not kg or lb; left out"#))
    #expect(home.file("body.json") == nil)
    let out = home.expectSuccess(["import", Self.file])
    #expect(out.contains("Added 9 body values on 5 dates."))
    #expect(out.contains("Folded 1 body value into the last of the same date and measure."))
    let list = try #require(home.json(["body", "list"]) as? [String: Any])
    let entries = try #require(list["entries"] as? [[String: Any]])
    let json = String(decoding: try JSONSerialization.data(withJSONObject: entries), as: UTF8.self)
    // Python's xml module reads the fixture on its own: the last startDate (by instant) of each
    // date and measure, in kg, cm and %.
    let script = """
      import json, sys, xml.etree.ElementTree as ET
      from datetime import datetime
      names = {'HKQuantityTypeIdentifierBodyMass': 'weight',
               'HKQuantityTypeIdentifierBodyFatPercentage': 'fat',
               'HKQuantityTypeIdentifierWaistCircumference': 'waist'}
      scale = {'kg': 1, 'lb': 0.45359237, 'cm': 1, 'in': 2.54, 'ft': 30.48, 'm': 100}
      last = {}
      for r in ET.parse(sys.argv[1]).getroot().iter('Record'):
          name = names.get(r.get('type'))
          if name is None: continue
          v, u = float(r.get('value')), r.get('unit')
          if name == 'fat': v = v * 100 if v <= 1 else v
          elif u in scale: v *= scale[u]
          else: continue
          start = datetime.strptime(r.get('startDate'), '%Y-%m-%d %H:%M:%S %z')
          key = (start.date().isoformat(), name)
          if key not in last or start > last[key][0]: last[key] = (start, v)
      got = {(e['date'], k): v for e in json.load(sys.stdin) for k, v in e['values'].items()}
      for key in sorted(set(last) | set(got)):
          want = last[key][1] if key in last else None
          ok = want is not None and key in got and abs(got[key] - want) < 1e-9
          print(('ok' if ok else 'BAD'), key, got.get(key), want)
      """
    let lines = try runPython(script, arguments: [Self.file], input: json)
    #expect(lines.count == 9)
    #expect(lines.allSatisfy { $0.hasPrefix("ok ") }, "\(lines)")
  }

  @Test func theJSONSummaryCountsTheBodyValues() throws {
    let json = try #require(home.json(["import", Self.file, "--dry-run"]) as? [String: Any])
    let body = try #require(json["body"] as? [String: Any])
    #expect(body["read"] as? Int == 10)
    #expect(body["folded"] as? Int == 1)
    #expect(body["added"] as? Int == 9)
    #expect(home.file("body.json") == nil)
  }
}
