import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

private let pounds = DisplayUnits(weight: .pound, distance: .mile)

private func item(_ id: ItemID) -> Item { Catalog.builtInItems.first { $0.id == id }! }

@Suite struct DisplayUnitsTests {
  // MARK: Typing

  @Test func aBareWeightIsInPoundsForAPoundsUser() throws {
    let value = try item(.weight).parse("135", units: pounds)
    #expect(value == Unit.pound.canonical(135))
  }

  /// Issue 23 (a new user's trial): 3.1 mi was stored as 4.988966400000001 km.
  @Test func milesAndPoundsConvertWithoutFloatNoise() {
    #expect("\(Unit.mile.canonical(3.1))" == "4.9889664")
    #expect("\(Unit.mile.canonical(1.23))" == "1.97949312")
    #expect("\(Unit.milesPerHour.canonical(6.2))" == "9.9779328")
    #expect("\(Unit.pound.canonical(22.7))" == "10.296546799")
    #expect("\(Unit.pound.canonical(135))" == "61.23496995")
    #expect("\(Unit.pound.canonical(245.00000000000003))" == "111.13013065")
  }

  @Test func aSuffixWinsOverTheDisplayUnit() throws {
    #expect(try item(.weight).parse("100kg", units: pounds) == 100)
    #expect(try item(.weight).parse("135lb", units: .metric) == Unit.pound.canonical(135))
  }

  @Test func aBareWeightIsInKilogramsByDefault() throws {
    #expect(try item(.weight).parse("60") == 60)
  }

  @Test func aBarePoundWeightKeepsToTheHalfPound() {
    #expect(throws: ValueError.self) { try item(.weight).parse("135.3", units: pounds) }
    #expect((try? item(.weight).parse("135.5", units: pounds)) != nil)
  }

  @Test func bareDistancesAndSpeedsAreInMilesForAMilesUser() throws {
    #expect(try item(.distance).parse("3", units: pounds) == Unit.mile.canonical(3))
    #expect(try item(.speed).parse("6", units: pounds) == Unit.mile.canonical(6))
    #expect(try item(.distance).parse("800m", units: pounds) == 0.8)
  }

  @Test func timesAreNotChangedByTheUnits() throws {
    #expect(try item(.rest).parse("90", units: pounds) == 90)
  }

  @Test func anOutOfRangeWeightNamesTheRangeInPounds() {
    #expect(
      throws: ValueError.invalid(
        item: .weight, reason: "must be between 0 lb and 1102.31 lb, not 2000")
    ) { try item(.weight).parse("2000", units: pounds) }
  }

  // MARK: Reading

  @Test func poundsAreShownOnTheHalfPound() {
    #expect(pounds.weight(Unit.pound.canonical(135)) == "135 lb")
    #expect(pounds.weight(61.23492) == "135 lb")
    #expect(pounds.weight(60) == "132.5 lb")
    #expect(pounds.weight(20) == "44 lb")
  }

  @Test func computedFiguresKeepTheirDecimalsInPounds() {
    #expect(pounds.weight(100, decimals: 1) == "220.5 lb")
    #expect(pounds.weight(74.2, decimals: 1) == "163.6 lb")
  }

  @Test func kilogramsAreShownAsBefore() {
    #expect(DisplayUnits.metric.weight(61.23492) == "61.23 kg")
    #expect(DisplayUnits.metric.distance(5) == "5 km")
    #expect(item(.weight).format(42.5) == "42.5 kg")
  }

  @Test func distancesSpeedsAndPacesFollowTheDistanceUnit() {
    #expect(pounds.distance(Unit.mile.canonical(5)) == "5 mi")
    #expect(item(.speed).format(16.09344, units: pounds) == "10 mph")
    #expect(pounds.pace(300) == "8:03 /mi")
    #expect(DisplayUnits.metric.pace(300) == "5:00 /km")
  }

  @Test func repsTimesWeightIsWrittenInTheWeightUnit() {
    let notation = SetNotation(catalog: .builtIn, units: pounds)
    let values = SetValues([.reps: 5, .weight: Unit.pound.canonical(135), .rest: 90])
    #expect(notation.values(values, of: "bench-press") == "5\u{00D7}135 lb, rest 1:30")
  }

  // MARK: Progression

  @Test func aPoundsReaderGoesUpInPoundsOnTheHalfPound() {
    let sets = (0..<3).map { _ in
      WorkoutSet(
        planned: PlannedSet(SetValues([.reps: 5, .weight: 60])),
        actual: SetValues([.reps: 5, .weight: 60]),
        completedAt: Timestamp("2024-01-05T07:31:02+09:00"))
    }
    let suggestion = Progression.suggest(
      recent: [(LocalDate("2024-01-05")!, sets)],
      exercise: Catalog.builtIn.exercise("bench-press")!,
      units: pounds)
    #expect(suggestion.sets.first?[.weight] == Unit.pound.canonical(137.5))
    #expect(suggestion.reason.hasSuffix("+5 lb"))
  }
}

@Suite struct SettingsTests {
  @Test func nothingSetIsKilogramsAndKilometres() throws {
    let settings = try Settings(file: SettingsFile(), environment: [:])
    #expect(settings.units == .metric)
    #expect(settings.source(.units) == .defaultValue)
  }

  @Test func theFileSetsTheUnits() throws {
    let settings = try Settings(
      file: SettingsFile(values: [.units: "lb", .distance: "mi"]), environment: [:])
    #expect(settings.units == DisplayUnits(weight: .pound, distance: .mile))
    #expect(settings.source(.distance) == .file)
  }

  @Test func wkcUnitsOverridesEachUnitItNames() throws {
    let file = SettingsFile(values: [.units: "lb", .distance: "mi"])
    let settings = try Settings(file: file, environment: ["WKC_UNITS": "kg"])
    #expect(settings.units == DisplayUnits(weight: .kilogram, distance: .mile))
    #expect(settings.source(.units) == .environment("WKC_UNITS"))
    #expect(settings.source(.distance) == .file)
    let both = try Settings(file: SettingsFile(), environment: ["WKC_UNITS": "LBS, mi"])
    #expect(both.units == DisplayUnits(weight: .pound, distance: .mile))
  }

  @Test func aWkcUnitsNamingNoUnitIsAnError() {
    #expect(throws: SettingsError.badEnvironment(name: "WKC_UNITS", text: "stone")) {
      try Settings(file: SettingsFile(), environment: ["WKC_UNITS": "stone"])
    }
  }

  @Test func theFileIsInTheXDGConfigFolderElseUnderHome() {
    #expect(
      SettingsStore(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"])?.path
        == "/c/wkc/config.json")
    #expect(
      SettingsStore(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])?.path
        == "/h/.config/wkc/config.json")
    #expect(SettingsStore(environment: [:]) == nil)
  }
}

@Suite struct SettingsFileTests {
  let folder = ScratchFolder.base + "/wkc-settings-\(UUID().uuidString)"
  var store: SettingsStore { SettingsStore(path: folder + "/wkc/config.json") }

  private func write(_ text: String) {
    try! FileManager.default.createDirectory(
      atPath: folder + "/wkc", withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
  }

  @Test func writtenSettingsReadBackSortedAndVersioned() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try store.write(SettingsFile(values: [.units: "lb", .distance: "mi"]))
    #expect(try store.read() == SettingsFile(values: [.units: "lb", .distance: "mi"]))
    let text = String(decoding: FileManager.default.contents(atPath: store.path)!, as: UTF8.self)
    #expect(text == "{\n  \"distance\": \"mi\",\n  \"units\": \"lb\",\n  \"version\": 1\n}\n")
  }

  @Test func noFileIsNothingSet() throws {
    #expect(try store.read() == SettingsFile())
  }

  @Test func writingNothingRemovesTheFile() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try store.write(SettingsFile(values: [.units: "lb"]))
    try store.write(SettingsFile())
    #expect(!FileManager.default.fileExists(atPath: store.path))
  }

  @Test(arguments: [
    ("{\"units\": \"lb\"", "line 1, column 15"),
    ("{\"units\": \"stone\", \"version\": 1}", "`units` must be kg or lb, not 'stone'"),
    ("{\"units\": \"lb\"}", "needs a `version`"),
    ("{\"units\": \"lb\", \"colour\": 1, \"version\": 1}", "colour"),
    ("{\"version\": 9}", "version 9 is newer than this wkc reads (3)"),
  ])
  func aBadFileIsUnreadableNamingTheProblem(text: String, problem: String) {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write(text)
    #expect {
      try store.read()
    } throws: { error in
      guard case .unreadable(let path, _) = error as? StoreError else { return false }
      return path == store.path && (error as! StoreError).message.contains(problem)
    }
  }
}
