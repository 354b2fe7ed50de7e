import Foundation
import Testing

@testable import WorkoutCore

/// Other apps' names in Portuguese, German, Spanish and French, and their English names, taken
/// wherever an exercise is named: invented exports in each language map every name.
@Suite struct LocalizedNamesTests {
  /// The id each name of a fixture is, written out by hand.
  static let brazilianHevy: [String: String] = [
    "Supino Reto com Barra": "bench-press", "Supino Inclinado (Halteres)": "incline-dumbbell-press",
    "Crucifixo (Máquina)": "pec-deck", "Crossover na Polia": "cable-crossover",
    "Tríceps Corda (Polia)": "rope-pushdown",
    "Extensão de Tríceps na Polia (Máquina)": "triceps-pushdown",
    "Tríceps Testa (Barra W)": "skull-crusher", "Mergulho nas Paralelas": "dip",
    "Puxada Alta (Polia)": "lat-pulldown", "Remada Curvada com Barra": "barbell-row",
    "Remada Baixa (Máquina)": "seated-cable-row", "Serrote (Halter)": "dumbbell-row",
    "Barra Fixa": "pull-up", "Rosca Direta (Barra)": "barbell-curl",
    "Rosca Martelo (Halter)": "hammer-curl", "Rosca Scott (Máquina)": "machine-curl",
    "Face Pull (Cabo)": "face-pull", "Agachamento Livre (Barra)": "squat",
    "Leg Press 45º (Máquina)": "leg-press", "Cadeira Extensora (Máquina)": "leg-extension",
    "Mesa Flexora (Máquina)": "lying-leg-curl", "Cadeira Flexora": "seated-leg-curl",
    "Stiff com Barra": "stiff-leg-deadlift", "Elevação Pélvica (Barra)": "hip-thrust",
    "Cadeira Abdutora (Máquina)": "hip-abduction", "Panturrilha em Pé (Máquina)": "calf-raise",
    "Agachamento Búlgaro (Halteres)": "bulgarian-split-squat",
    "Afundo com Halteres": "dumbbell-lunge",
    "Desenvolvimento com Halteres": "dumbbell-shoulder-press",
    "Elevação Lateral (Halteres)": "lateral-raise",
    "Elevação Frontal (Anilha)": "plate-front-raise",
    "Encolhimento com Halteres": "dumbbell-shrug", "Abdominal Supra": "crunch", "Prancha": "plank",
    "Elevação de Pernas Suspenso": "hanging-leg-raise",
  ]

  static let germanStrong: [String: String] = [
    "Bankdrücken (Langhantel)": "bench-press",
    "Schrägbankdrücken (Kurzhantel)": "incline-dumbbell-press",
    "Butterfly (Maschine)": "pec-deck", "Kniebeuge (Langhantel)": "squat",
    "Kreuzheben (Langhantel)": "deadlift",
    "Rumänisches Kreuzheben (Langhantel)": "romanian-deadlift",
    "Beinpresse (Maschine)": "leg-press", "Beinstrecker (Maschine)": "leg-extension",
    "Beinbeuger liegend (Maschine)": "lying-leg-curl", "Latziehen (Kabel)": "lat-pulldown",
    "Rudern sitzend (Kabel)": "seated-cable-row", "Klimmzüge": "pull-up",
    "Schulterdrücken (Kurzhantel)": "dumbbell-shoulder-press",
    "Seitheben (Kurzhantel)": "lateral-raise", "Bizepscurls (Langhantel)": "barbell-curl",
    "Hammercurls (Kurzhantel)": "hammer-curl", "Trizepsdrücken (Kabel)": "triceps-pushdown",
    "Wadenheben stehend (Maschine)": "calf-raise", "Hip Thrust (Langhantel)": "hip-thrust",
    "Ausfallschritte (Kurzhantel)": "dumbbell-lunge",
  ]

  static let spanishStrong: [String: String] = [
    "Press de Banca (Barra)": "bench-press",
    "Press Inclinado con Mancuernas": "incline-dumbbell-press",
    "Aperturas (Mancuerna)": "dumbbell-fly", "Sentadilla (Barra)": "squat",
    "Peso Muerto (Barra)": "deadlift", "Prensa de Piernas (Máquina)": "leg-press",
    "Extensión de Cuádriceps (Máquina)": "leg-extension",
    "Curl Femoral Tumbado (Máquina)": "lying-leg-curl", "Jalón al Pecho (Polea)": "lat-pulldown",
    "Remo con Barra": "barbell-row", "Dominadas": "pull-up",
    "Press Militar (Barra)": "overhead-press",
    "Elevaciones Laterales (Mancuerna)": "lateral-raise", "Curl de Bíceps (Barra)": "barbell-curl",
    "Curl Martillo (Mancuerna)": "hammer-curl", "Extensión de Tríceps (Polea)": "triceps-pushdown",
    "Fondos": "dip", "Zancadas (Mancuerna)": "dumbbell-lunge", "Hip Thrust (Barra)": "hip-thrust",
    "Plancha": "plank",
  ]

  static let frenchStrong: [String: String] = [
    "Développé Couché (Barre)": "bench-press",
    "Développé Incliné (Haltères)": "incline-dumbbell-press",
    "Écarté Couché (Haltère)": "dumbbell-fly", "Squat (Barre)": "squat",
    "Soulevé de Terre (Barre)": "deadlift", "Presse à Cuisses (Machine)": "leg-press",
    "Leg Extension (Machine)": "leg-extension", "Leg Curl Allongé (Machine)": "lying-leg-curl",
    "Tirage Vertical (Poulie)": "lat-pulldown", "Rowing Barre": "barbell-row",
    "Tractions": "pull-up", "Développé Militaire (Barre)": "overhead-press",
    "Élévations Latérales (Haltères)": "lateral-raise", "Curl Biceps (Barre)": "barbell-curl",
    "Curl Marteau (Haltères)": "hammer-curl", "Extension Triceps (Poulie)": "triceps-pushdown",
    "Dips": "dip", "Fentes (Haltères)": "dumbbell-lunge", "Hip Thrust (Barre)": "hip-thrust",
    "Gainage": "plank",
  ]

  @Test(arguments: [
    ("hevy-pt-BR-names.csv", brazilianHevy), ("strong-German-names.csv", germanStrong),
    ("strong-es-names.csv", spanishStrong), ("strong-fr-names.csv", frenchStrong),
  ])
  func everyNameOfAnExportInAnotherLanguageMaps(file: String, expected: [String: String])
    throws
  {
    let log = try ImportFixture.read(file)
    let naming = ExerciseNaming(app: log.app, maps: [], catalog: catalog)
    let names = Set(log.workouts.flatMap { $0.exercises.map(\.name) })

    #expect(names == Set(expected.keys), "the fixture and the list name the same exercises")
    for name in names.sorted() {
      #expect(naming.exercise(named: name)?.id.rawValue == expected[name], "\(name)")
    }
    let moment = Moment(seconds: 1_709_294_400, zone: FixedOffset(seconds: 0))
    #expect(ImportWorkouts(log: log, moment: moment).unmapped(by: naming).isEmpty)
  }

  @Test func theBrazilianExportHasMoreThan30Names() throws {
    #expect(Self.brazilianHevy.count >= 30)
  }

  // MARK: - Matching

  @Test(arguments: [
    "Leg Press 45º (Máquina)", "leg press 45° (maquina)", "LEG PRESS 45 (MÁQUINA)",
    "  Leg  Press   45º  (Máquina) ", "Leg Press 45 º (Maquina)", "leg press 45º máquina",
  ])
  func matchingIgnoresCaseAccentsDegreeSignsAndSpaces(name: String) {
    #expect(catalog.find(name)?.id == "leg-press")
  }

  @Test(arguments: [
    "Supino Reto com Barra", "Supino Reto (Barra)", "supino reto - barra", "SUPINO RETO BARRA",
  ])
  func aNameWithItsEquipmentInWordsOrInParenthesesIsOneName(name: String) {
    #expect(catalog.find(name)?.id == "bench-press")
  }

  @Test func aNameFollowedByItsEquipmentIsTheExerciseOfThatEquipment() {
    // Hevy writes its cable exercises "(Máquina)" in Portuguese.
    #expect(catalog.find("Tríceps Pulley (Máquina)")?.id == "triceps-pushdown")
    #expect(catalog.find("Cadeira Extensora (Barra)") == nil)
    #expect(catalog.find("Rosca Martelo (Barra)") == nil)
  }

  // MARK: - Ambiguous names

  @Test func aNameTwoTablesGiveDifferentIdsIsNotGuessed() {
    let names = ForeignNames([
      [(name: "Remo (Máquina)", id: "rowing-machine")],
      [(name: "remo  (maquina)", id: "machine-row"), (name: "Supino", id: "bench-press")],
    ])
    #expect(names.id(for: "Remo (Máquina)") == nil)
    #expect(names.ids(for: "Remo (Máquina)") == ["rowing-machine", "machine-row"])
    #expect(names.id(for: "Supino") == "bench-press")
  }

  @Test func theBuiltInTablesDisagreeOnlyOnTheseNames() {
    // A French "Rowing (Machine)" is a seated row, Strong's is the rowing machine; Hevy's
    // "Hack Squat" is the barbell one, Strong's the machine.
    #expect(ForeignNames.builtIn.ambiguousKeys == ["hack squat", "rowing machine"])
    #expect(catalog.find("Rowing (Machine)") == nil)
    let offered = ExerciseNameMap.builtIn.candidates(for: "Rowing (Machine)", in: catalog)
    #expect(offered.contains("rowing-machine") && offered.contains("machine-row"), "\(offered)")
  }

  @Test func anAppsOwnTableStillDecidesItsAmbiguousNames() {
    let strong = ExerciseNaming(app: .strong, maps: [], catalog: catalog)
    #expect(strong.exercise(named: "Rowing (Machine)")?.id == "rowing-machine")
    let hevy = ExerciseNaming(app: .hevy, maps: [], catalog: catalog)
    #expect(hevy.exercise(named: "Hack Squat")?.id == "barbell-hack-squat")
  }

  @Test func aGenericWordIsNotGuessed() {
    for name in ["Press", "Remada", "Curl (Máquina)", "Rosca", "Extensão (Máquina)"] {
      #expect(catalog.find(name) == nil, "\(name)")
    }
  }

  // MARK: - English app names anywhere

  @Test(arguments: [
    ("Bench Press (Barbell)", "bench-press"), ("Lat Pulldown (Cable)", "lat-pulldown"),
    ("Flat Barbell Bench Press", "bench-press"), ("Running (Treadmill)", "treadmill-run"),
    ("Bicep Curl (Dumbbell)", "dumbbell-curl"),
  ])
  func theCatalogFindsAnAppsEnglishName(name: String, id: String) throws {
    #expect(catalog.find(name)?.id.rawValue == id)
    #expect(try catalog.resolve(name).id.rawValue == id)
  }

  @Test func theCatalogsOwnNamesComeFirst() throws {
    let mine = Exercise(
      id: "my-bench", name: "Bench Press (Barbell)", kind: "weight-training",
      items: [.reps, .weight])
    #expect(try catalog.adding(custom: [mine]).find("Bench Press (Barbell)")?.id == "my-bench")
  }

  // MARK: - The tables

  static let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/WorkoutCore/Interchange/ExerciseNames/Tables")

  @Test func everyTableFileIsReadAndEveryEntryIsABuiltInExercise() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.tables.path)
      .filter { $0.hasSuffix(".txt") }
    #expect(files.count == 8)
    for file in files {
      let text = try String(contentsOf: Self.tables.appendingPathComponent(file), encoding: .utf8)
      for entry in ForeignNames.parse(text) {
        #expect(catalog.exercise(entry.id) != nil, "\(file): \(entry.name) = \(entry.id)")
        #expect(ForeignNames.builtIn.ids(for: entry.name).contains(entry.id), "\(file): \(entry)")
      }
    }
  }

  @Test(arguments: ["pt", "de", "es", "fr"])
  func eachLanguageNamesAtLeast60Exercises(language: String) throws {
    let text = try String(
      contentsOf: Self.tables.appendingPathComponent("names.\(language).txt"), encoding: .utf8)
    #expect(Set(ForeignNames.parse(text).map(\.id)).count >= 60)
  }
}
