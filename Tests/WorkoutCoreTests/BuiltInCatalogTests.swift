import Foundation
import Testing

@testable import WorkoutCore

/// Checks the built-in `catalog.json` compiled into the binary, entry by entry.
@Suite struct BuiltInCatalogTests {
  let decoded: Catalog

  init() throws {
    decoded = try BuiltInCatalogFile.decode(PackageResources.catalog_json)
  }

  @Test func decodesEveryExerciseInTheFile() throws {
    let raw = try JSONSerialization.jsonObject(with: Data(PackageResources.catalog_json))
    let exercises = try #require((raw as? [String: Any])?["exercises"] as? [Any])
    #expect(decoded.exercises.count == exercises.count)
    #expect(decoded.exercises.count == catalog.exercises.count)
  }

  @Test func hasAtLeast150Exercises() {
    #expect(decoded.exercises.count >= 150)
  }

  @Test func idsAreUnique() {
    let ids = decoded.exercises.map(\.id)
    let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "repeated ids: \(repeated.sorted())")
  }

  @Test func idsAreSlugs() {
    let bad = decoded.exercises.map(\.id).filter { !$0.isSlug }
    #expect(bad.isEmpty, "ids that are not slugs: \(bad)")
  }

  @Test func noNameOfOneExerciseIsANameOfAnother() {
    var owners: [String: ExerciseID] = [:]
    var clashes: [String] = []
    for exercise in decoded.exercises {
      let names = [exercise.id.rawValue, exercise.name] + exercise.aliases
      for key in Set(names.map(Catalog.normalize)) {
        #expect(!key.isEmpty, "\(exercise.id) has an empty name or alias")
        if let owner = owners[key], owner != exercise.id {
          clashes.append("'\(key)': \(owner) and \(exercise.id)")
        } else {
          owners[key] = exercise.id
        }
      }
    }
    #expect(clashes.isEmpty, "\(clashes)")
  }

  @Test func everyReferencedItemPartAndKindExists() {
    let items = Set(decoded.items.map(\.id))
    let parts = Set(decoded.parts.map(\.id))
    let kinds = Set(decoded.kinds.map(\.id))
    for exercise in decoded.exercises {
      #expect(!exercise.items.isEmpty, "\(exercise.id) has no items")
      #expect(Set(exercise.items).count == exercise.items.count, "\(exercise.id) repeats an item")
      for item in exercise.items { #expect(items.contains(item), "\(exercise.id): item \(item)") }
      #expect(!exercise.parts.isEmpty, "\(exercise.id) has no body parts")
      for part in exercise.parts { #expect(parts.contains(part), "\(exercise.id): part \(part)") }
      #expect(kinds.contains(exercise.kind), "\(exercise.id): kind \(exercise.kind)")
    }
  }

  @Test func everyDefaultIsAnItemOfItsExerciseInRangeAndOnStep() throws {
    for exercise in decoded.exercises {
      for (itemID, value) in exercise.defaults {
        #expect(exercise.items.contains(itemID), "\(exercise.id) has a default for \(itemID)")
        let item = try #require(decoded.item(itemID))
        #expect(value >= item.min && value <= item.max, "\(exercise.id): \(itemID) = \(value)")
        if let step = item.step {
          let steps = value / step
          #expect(steps == steps.rounded(), "\(exercise.id): \(itemID) = \(value) is off step")
        }
      }
    }
  }

  @Test func everyItemDefaultIsInItsOwnRangeAndOnStep() {
    for item in decoded.items {
      #expect(item.min <= item.defaultValue && item.defaultValue <= item.max, "\(item.id)")
      if let step = item.step {
        #expect(step > 0, "\(item.id)")
        let steps = item.defaultValue / step
        #expect(steps == steps.rounded(), "\(item.id)")
      }
    }
  }

  @Test func everySetCountIsBetween1And100() {
    #expect(decoded.defaultSets == 3)
    for exercise in decoded.exercises {
      if let sets = exercise.sets { #expect((1...100).contains(sets), "\(exercise.id)") }
    }
  }

  @Test func everyExercisesFirstAliasIsJapanese() {
    for exercise in decoded.exercises {
      let first = exercise.aliases.first ?? ""
      #expect(containsJapanese(first), "\(exercise.id): first alias '\(first)'")
    }
  }

  @Test func theItemsAreExactlyTheTenKnownOnes() {
    #expect(
      decoded.items.map(\.id) == [
        .reps, .weight, .added, .rest, .duration, .distance, .speed, .incline, .rpe, .rir,
      ])
    #expect(Catalog.builtInItems == decoded.items)
  }

  @Test func onlyRestIsUnneededOnTheLastSet() {
    #expect(decoded.items.filter(\.lastSetUnneeded).map(\.id) == [.rest])
  }

  @Test func itemsHaveTheCanonicalUnits() {
    let units = Dictionary(uniqueKeysWithValues: decoded.items.map { ($0.id, $0.unit) })
    #expect(units[.weight] == .kilogram)
    #expect(units[.rest] == .second)
    #expect(units[.duration] == .second)
    #expect(units[.distance] == .kilometre)
    #expect(units[.speed] == .kilometresPerHour)
    #expect(units[.incline] == .percent)
    #expect(units[.reps] == .count)
    #expect(units[.rpe] == .count)
  }

  @Test func weightRunsFrom0To500InQuarterKilograms() throws {
    let weight = try #require(decoded.item(.weight))
    #expect(weight.min == 0)
    #expect(weight.max == 500)
    #expect(weight.step == 0.25)
  }

  @Test func everyExerciseWithWeightHasAnIncrementAndNoOtherHasOne() {
    for exercise in decoded.exercises {
      if exercise.items.contains(.weight) {
        let increment = exercise.increment ?? 0
        #expect(increment > 0 && increment <= 50, "\(exercise.id): increment \(increment)")
      } else {
        #expect(exercise.increment == nil, "\(exercise.id) has no weight but an increment")
      }
    }
  }

  @Test func squatAndDeadliftGoUpBy5KilogramsAndTheBenchPressBy2Point5() {
    #expect(decoded.exercise("squat")?.increment == 5)
    #expect(decoded.exercise("deadlift")?.increment == 5)
    #expect(decoded.exercise("bench-press")?.increment == 2.5)
    #expect(decoded.exercise("overhead-press")?.increment == 2.5)
  }

  @Test func dumbbellsGoUpBy1Or2KilogramsAndKettlebellsBy4() {
    for exercise in decoded.exercises where exercise.equipment == "dumbbell" {
      #expect([1, 2].contains(exercise.increment), "\(exercise.id): \(exercise.increment ?? 0)")
    }
    for exercise in decoded.exercises where exercise.equipment == "kettlebell" {
      #expect(exercise.increment == 4, "\(exercise.id)")
    }
  }

  @Test func coversTheCommonEquipment() {
    let equipment = Set(decoded.exercises.compactMap(\.equipment))
    for needed in ["barbell", "dumbbell", "machine", "cable", "bodyweight"] {
      #expect(equipment.contains(needed), "no exercise uses \(needed)")
    }
  }

  @Test func coversCardioAndStretching() {
    let kinds = Set(decoded.exercises.map(\.kind))
    #expect(kinds.contains("cardio"))
    #expect(kinds.contains("stretching"))
  }

  @Test func noBuiltInExerciseIsCustom() {
    #expect(!decoded.exercises.contains { $0.isCustom })
  }

  private func containsJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
        || (0x4E00...0x9FFF).contains(value) || (0xFF66...0xFF9F).contains(value)
        || value == 0x3005
    }
  }
}
