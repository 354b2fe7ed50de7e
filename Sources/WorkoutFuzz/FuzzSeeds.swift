import Foundation
import WorkoutCore

/// The seed inputs of each target: files of the test fixtures, and small inline examples.
public enum FuzzSeeds {
  /// Fixture files that seed `target`: a folder under `Tests/` searched recursively, and a
  /// file-name pattern (`*` and `?` as in the shell).
  static func fixtures(_ target: FuzzTarget) -> [(folder: String, pattern: String)] {
    let stores = "WorkoutCLITests/Fixtures"
    let imports = "WorkoutCoreTests/Fixtures/Import"
    switch target {
    case .json: return [(stores, "*.json")]
    case .month: return [(stores, "????-??.json")]
    case .catalog: return [(stores, "catalog.json")]
    case .templates: return [(stores, "templates.json")]
    case .gear: return [(stores, "gear.json")]
    case .csv: return [(imports, "*.csv")]
    case .strong: return [(imports, "strong-*.csv")]
    case .hevy: return [(imports, "hevy-*.csv")]
    case .fitnotes: return [(imports, "fitnotes-*.csv")]
    case .health: return [(imports, "apple-health-*.xml")]
    case .gpx: return [("WorkoutCoreTests/Fixtures/GPX", "*.gpx")]
    case .settings, .export, .journal, .commit, .setspec, .values, .ramp, .plates, .date, .args,
      .program, .programtext, .body:
      return []
    }
  }

  /// Every seed of `target` as (name, bytes): the fixtures under `tests` (the repository's
  /// `Tests` folder), inline examples, and for `export` documents made of the fixture stores.
  public static func all(_ target: FuzzTarget, tests: String) -> [(name: String, bytes: [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    for (folder, pattern) in fixtures(target) {
      for path in files(in: tests + "/" + folder, matching: pattern) {
        let name = path.dropFirst(tests.count + 1).replacingOccurrences(of: "/", with: "_")
        seeds.append((name, contents(path)))
      }
    }
    for (index, text) in inline(target).enumerated() {
      seeds.append(("inline-\(index)", Array(text.utf8)))
    }
    if target == .export {
      for store in ["v1-store", "v2-store", "v3-store"] {
        seeds.append(
          ("export-\(store)", exportDocument(tests + "/WorkoutCLITests/Fixtures/" + store)))
      }
    }
    return seeds
  }

  /// The files under `folder` (recursively) whose name matches `pattern`, sorted.
  static func files(in folder: String, matching pattern: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      var isFolder: ObjCBool = false
      let path = folder + "/" + relative
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      if fnmatch(pattern, name, 0) == 0 { paths.append(path) }
    }
    return paths.sorted()
  }

  static func contents(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map { Array($0) } ?? []
  }

  /// A wkc export of the store in `folder`, as `wkc export --format json` writes it.
  static func exportDocument(_ folder: String) -> [UInt8] {
    var document = StoreDocument()
    for path in files(in: folder + "/menus", matching: "????-??.json") {
      let name = String((path as NSString).lastPathComponent.dropLast(5))
      if let month = YearMonth(name) { document.months.append((month, contents(path))) }
    }
    let optional = { (name: String) -> [UInt8]? in
      FileManager.default.fileExists(atPath: folder + "/" + name)
        ? contents(folder + "/" + name) : nil
    }
    document.catalog = optional("catalog.json")
    document.templates = optional("templates.json")
    document.gear = optional("gear.json")
    return document.json
  }

  /// Small examples of what each target reads.
  static func inline(_ target: FuzzTarget) -> [String] {
    switch target {
    case .json:
      [
        #"{"a": [1, -2.5e3, "x\u00e9\n", true, false, null], "b": {"c": {}}}"#, "[]", "0",
        #""\ud83d\ude00""#, "1.7976931348623157e308", "-0.0", "123456789012345678901234",
      ]
    case .settings:
      [
        #"{"units": "lb", "version": 1}"#, #"{"distance": "mi", "units": "kg", "version": 1}"#,
        #"{"bar": "45lb", "plates": "45x8,25x2,10x2,5x2,2.5x2 lb", "version": 2}"#,
        #"{"units": "lb", "bar": "45", "warmup": "bar x10,40%x5,60%x3,80%x2", "version": 2}"#,
      ]
    case .export:
      [
        #"{"format": "wkc-export", "months": {}, "schema": 4, "version": 1}"#,
        #"{"catalog": {"exercises": [], "version": 1}, "format": "wkc-export", "version": 1}"#,
      ]
    case .setspec:
      [
        "10x60", "w:10x20", "8X135lb", "reps=8, weight=62.5, rest=90", "12", "60s", "1:30",
        "d:6×50kg", "f: 5 x 100", "distance=5km, time=25:00", "reps=10,rest=2m",
      ]
    case .values:
      [
        "60", "135lb", "1:30", "800m", "5 km", "3mi", "42.5kg", "90s", "2m", "1:02:03", "12",
        "0.5", "45 lb", "80%", "7.5",
      ]
    case .ramp: ["bar x10,40%x5,60%x3,80%x2", "30%x8,70%x3", "bar x8, 42.5%x5, 85%x1", "50%x5"]
    case .plates:
      [
        "25x8,20x2,15x2,10x2,5x2,2.5x2,1.25x2 kg", "45x8,25x2,10x2,5x2,2.5x2 lb", "20kg", "45lb",
        "15",
      ]
    case .journal:
      [
        #"{"command": "remove 2 --yes", "dates": ["2024-01-05"], "files": [{"after": "#
          + #""cbf29ce484222325", "before": "00000012-menus-2024-01.json", "path": "#
          + #""menus/2024-01.json"}], "kept": true, "reverts": null, "session": "k3j", "#
          + #""time": "2024-01-05T09:00:00+09:00", "version": 1}"#,
        #"{"command": "undo", "dates": [], "files": [{"after": null, "before": null, "path": "#
          + #""templates.json"}, {"after": "0123456789abcdef", "before": "00000012-gear.json", "#
          + #""path": "gear.json"}], "kept": false, "reverts": "gear remove x --yes", "#
          + #""session": "", "time": "2024-01-05T09:00:00Z", "version": 1}"#,
      ]
    case .program:
      [
        #"{"active": null, "programs": [], "version": 1}"#,
        #"{"active": "gzclp", "programs": [{"cycle": 1, "digest": "fedcba9876543210", "#
          + #""file": null, "finished": false, "name": "gzclp", "planned": {"cycle": 1, "#
          + #""date": "2024-03-04", "session": 2, "workouts": [{"id": "wabc", "slot": 0}]}, "#
          + #""session": 2, "started": "2024-02-26", "tracks": {"squat:t1": {"#
          + #""cycleBestE1RM": null, "failures": 1, "firstStageWeight": 60, "stage": 1, "#
          + #""trainingMax": null, "weight": 62.5}}, "trainingDays": ["mon", "wed"]}], "#
          + #""version": 1}"#,
      ]
    case .body:
      [
        #"{"entries": [], "measures": [], "version": 1}"#,
        #"{"entries": [{"date": "2024-01-05", "values": {"calf": 38.5, "fat": 18.5, "#
          + #""weight": 82.5}}, {"date": "2024-01-12", "values": {"weight": 82}}], "#
          + #""measures": [{"kind": "length", "name": "calf"}], "version": 1}"#,
      ]
    case .programtext:
      BuiltInProgram.all.map { String(decoding: $0.text, as: UTF8.self) } + [
        "cycle 1 sessions\nday A\n  squat 5x5 60kg\n", "cycle 0 weeks\nday A\n  sqaut 12-8\n",
        "cycle 2 weeks\ntraining max squat\nday A\n  squat\n    week 1: 5+ @85%\n"
          + "    week 2-3: 3x8-12 @8 rir 2\n& plank 3x45s\n",
      ]
    case .commit:
      [
        #"{"command": "import strong.csv", "removes": ["menus/2023-12.json"], "renames": [{"#
          + #""digest": "8c0a3c5e1f2b9d47", "path": "menus/2024-01.json", "temporary": "#
          + #"".2024-01.json.tmp.4711"}, {"digest": "01f4b2c9d8e7a653", "path": "#
          + #""journal/00000012.json", "temporary": ".00000012.json.tmp.4711"}], "version": 1}"#
      ]
    case .date:
      [
        "today", "yesterday", "tomorrow", "+3", "-7", "2024-01-05", "2024-02-30", "monday", "Fri",
        "2024-13-01", "0000-01-01", "this", "2024-01",
      ]
    case .args:
      [
        "add bench-press --sets 3 --reps 10 --weight 60", "menu show tomorrow --json",
        "add squat --date tomorrow --set 5x80 --set 5x85 --rest 3m", "edit 2 --set 3 --reps 8",
        "menu put tomorrow --file -", "history bench-press --json", "run --quiet",
        "record 1 --set 2 8x60", "import strong.csv --from strong --dry-run", "--help",
        "config set units lb", "gear add shoes Pegasus", "plates 100", "template save push",
        "menu list --month 2024-01 --json", "--home /tmp/x --color never menu",
      ]
    case .month, .catalog, .templates, .gear, .csv, .strong, .hevy, .fitnotes, .health, .gpx:
      []
    }
  }
}
