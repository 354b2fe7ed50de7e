import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

/// The bar and plates settings, their file version, and the catalog's bar per exercise.
@Suite struct PlateSettingsTests {
  @Test func theBarAndPlatesFollowTheUnitsUntilSet() throws {
    let metric = try Settings(file: SettingsFile(), environment: [:])
    #expect(metric.standardBar == Bar(20, .kilogram))
    #expect(metric.plates == .kilograms)
    #expect(metric.value(.bar) == "20kg")
    #expect(metric.source(.plates) == .defaultValue)
    let pounds = try Settings(file: SettingsFile(), environment: ["WKC_UNITS": "lb"])
    #expect(pounds.standardBar == Bar(45, .pound))
    #expect(pounds.plates == .pounds)
    #expect(pounds.defaultValue(.plates) == PlateSet.pounds.text)
  }

  @Test func setValuesWinOverTheUnits() throws {
    let file = SettingsFile(values: [.units: "lb", .bar: "15kg", .plates: "20x4,10x2 kg"])
    let settings = try Settings(file: file, environment: [:])
    #expect(settings.standardBar == Bar(15, .kilogram))
    #expect(settings.plates.unit == .kilogram)
    #expect(settings.source(.bar) == .file)
  }

  @Test func typedValuesAreWrittenWithTheirUnit() throws {
    let pounds = DisplayUnits(weight: .pound, distance: .mile)
    #expect(try SettingKey.bar.normalized("45", units: pounds) == "45lb")
    #expect(try SettingKey.bar.normalized("20kg", units: pounds) == "20kg")
    #expect(try SettingKey.plates.normalized("45x8,25", units: pounds) == "45x8,25x2 lb")
    #expect(try SettingKey.units.normalized("pounds", units: .metric) == "lb")
    #expect(throws: SettingsError.self) { try SettingKey.plates.normalized("x", units: .metric) }
  }

  // MARK: - Which bar an exercise uses

  @Test func theCatalogSaysWhichBarEachExerciseUses() throws {
    let settings = try Settings(file: SettingsFile(values: [.bar: "15kg"]), environment: [:])
    let bar = { (id: ExerciseID) in settings.bar(for: catalog.exercise(id)!) }
    #expect(bar("squat") == Bar(15, .kilogram))
    #expect(bar("ez-bar-curl") == Bar(kilograms: 10))
    #expect(bar("trap-bar-deadlift") == Bar(kilograms: 25))
    #expect(bar("t-bar-row") == nil)
    #expect(bar("landmine-press") == nil)
    #expect(bar("dumbbell-row") == nil)
    #expect(bar("pull-up") == nil)
    #expect(settings.plateMath(for: catalog.exercise("bench-press")!)?.plates == .kilograms)
  }

  @Test func everyBuiltInBarIsInRangeAndOnABarbellExerciseWithWeight() {
    for exercise in catalog.exercises where exercise.bar != nil {
      #expect(exercise.equipment == "barbell", "\(exercise.id)")
      #expect(exercise.barProblem == nil, "\(exercise.id)")
    }
  }
}

@Suite struct PlateSettingsFileTests {
  let folder = ScratchFolder.base + "/wkc-plates-\(UUID().uuidString)"
  var store: SettingsStore { SettingsStore(path: folder + "/wkc/config.json") }

  private func write(_ text: String) {
    try! FileManager.default.createDirectory(
      atPath: folder + "/wkc", withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
  }

  private var text: String {
    String(decoding: FileManager.default.contents(atPath: store.path)!, as: UTF8.self)
  }

  @Test func aFileWithABarIsVersionTwoAndReadsBack() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = SettingsFile(values: [.bar: "45lb", .plates: "45x8,25x2 lb", .units: "lb"])
    try store.write(file)
    #expect(try store.read() == file)
    #expect(
      text == """
        {
          "bar": "45lb",
          "plates": "45x8,25x2 lb",
          "units": "lb",
          "version": 2
        }

        """)
  }

  @Test func aFileWithoutThemStaysVersionOne() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try store.write(SettingsFile(values: [.units: "lb"]))
    #expect(text.contains("\"version\": 1"))
  }

  @Test func aVersionOneFileReadsAsBefore() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("{\"distance\": \"mi\", \"units\": \"lb\", \"version\": 1}")
    #expect(try store.read() == SettingsFile(values: [.units: "lb", .distance: "mi"]))
  }

  @Test func aBareBarInTheFileIsInTheFilesUnits() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("{\"bar\": \"35\", \"plates\": \"45x4\", \"units\": \"lb\", \"version\": 2}")
    let file = try store.read()
    #expect(file.values[.bar] == "35lb")
    #expect(file.values[.plates] == "45x4 lb")
  }

  @Test(arguments: [
    (
      "{\"bar\": \"20kg\", \"version\": 1}",
      "unknown key `bar` in the settings file; expected `distance`, `units`, `version`"
    ),
    ("{\"bar\": \"heavy\", \"version\": 2}", "line 1, column 9: bar: 'heavy' is not a bar weight"),
    ("{\"plates\": \"25x0\", \"version\": 2}", "plates: a count is 1 to 100 pieces"),
    ("{\"plates\": 25, \"version\": 2}", "`plates`"),
  ])
  func aBadBarOrPlatesInTheFileIsUnreadable(text: String, problem: String) {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write(text)
    #expect {
      try store.read()
    } throws: { error in
      guard case .unreadable(let path, _) = error as? StoreError else { return false }
      let message = (error as! StoreError).message
      return path == store.path && message.contains(problem)
    }
  }
}

@Suite struct CatalogBarTests {
  func custom(bar: Double?, items: [ItemID] = [.reps, .weight, .rest]) -> Exercise {
    Exercise(
      id: "zercher-squat", name: "Zercher Squat", parts: ["quads"], kind: "weight-training",
      items: items, bar: bar, isCustom: true)
  }

  private func read(_ bytes: [UInt8]) throws -> [Exercise] {
    try CatalogFile.read(bytes).exercises
  }

  @Test func aBarIsWrittenAsVersionTwoAndReadsBack() throws {
    let bytes = CatalogFile(exercises: [custom(bar: 15)]).encoded()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"bar\": 15,"))
    #expect(text.contains("\"version\": 2"))
    #expect(try read(bytes) == [custom(bar: 15)])
  }

  @Test func exercisesWithoutABarStayVersionOne() throws {
    let bytes = CatalogFile(exercises: [custom(bar: nil)]).encoded()
    #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\": 1"))
    #expect(try read(bytes) == [custom(bar: nil)])
  }

  @Test func aVersionOneFileHoldingABarFailsAsVersionOneDid() {
    let text = """
      {"exercises": [{"id": "z", "name": "Z", "items": ["weight"], "bar": 15}], "version": 1}
      """
    let error = #expect(throws: JSONError.self) { try read(Array(text.utf8)) }
    #expect(error?.message.contains("unknown key `bar` in an exercise") == true)
  }

  @Test(arguments: [
    (-1.0, "the bar must be 0 (none) to 100 kg, not -1"),
    (101, "not 101"),
    (.nan, "not null"),
  ])
  func aBarOutOfRangeIsRefused(bar: Double, message: String) {
    #expect {
      try catalog.adding(custom: [custom(bar: bar)])
    } throws: { error in
      (error as? CatalogError)?.message.contains(message) == true
    }
  }

  @Test func aBarNeedsTheWeightItem() {
    #expect {
      try catalog.adding(custom: [custom(bar: 20, items: [.reps])])
    } throws: { error in
      (error as? CatalogError)?.message.contains("a bar is only for exercises with the weight")
        == true
    }
  }

  @Test func aBarInAFileIsCheckedWithItsLineAndColumn() {
    let text = """
      {"exercises": [
        {"id": "z", "name": "Z", "items": ["weight"], "bar": 500}
      ], "version": 2}
      """
    let error = #expect(throws: JSONError.self) { try read(Array(text.utf8)) }
    #expect(error?.line == 2)
    #expect(error?.message.contains("the bar must be 0 (none) to 100 kg") == true)
  }

  @Test func typedBarsAreKilogramsOrNone() throws {
    #expect(try Exercise.parseBar("15") == 15)
    #expect(try Exercise.parseBar("none") == 0)
    #expect(try Exercise.parseBar("35lb") == Unit.pound.canonical(35))
    #expect(
      try Exercise.parseBar("35", units: DisplayUnits(weight: .pound, distance: .kilometre))
        == Unit.pound.canonical(35))
    #expect(throws: PlateError.self) { try Exercise.parseBar("-3") }
  }
}
