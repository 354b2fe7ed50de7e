import WorkoutCLI
import WorkoutCore

/// The parsers of typed text: SPECs, values, ramps, plates and bars, dates, command lines.
enum TextTargets {
  static let metric = DisplayUnits.metric
  static let imperial = DisplayUnits(weight: .pound, distance: .mile)
  /// Exercises covering every item: reps and weight, time, distance, speed, incline, RPE.
  static let exercises = [
    "bench-press", "push-up", "plank", "run", "treadmill-run", "rowing-machine",
  ]
  .compactMap { Catalog.builtIn.exercise(ExerciseID(rawValue: $0)) }

  /// A SPEC either fails with a PlanError or ValueError, or gives values that, printed back as
  /// `item=value` in the same units, parse to the same values.
  static func setSpec(_ text: String) {
    let split: (kind: SetKind?, spec: String)
    do {
      split = try SetSpec.splitKind(text)
    } catch {
      return require(!error.message.isEmpty, "a kind error without a message")
    }
    if let kind = split.kind {
      let again = try? SetSpec.splitKind("\(kind.rawValue): \(split.spec)")
      require(again?.kind == kind && again?.spec == split.spec, "kind \(kind) does not read back")
    }
    for exercise in exercises {
      for units in [metric, imperial] {
        let values: SetValues
        do {
          values = try SetSpec.parse(split.spec, for: exercise, catalog: .builtIn, units: units)
        } catch {
          require(error is PlanError || error is ValueError, "an untyped error: \(error)")
          continue
        }
        require(!values.isEmpty, "a SPEC gave no values: '\(text)'")
        // Printed for people in metric or in imperial units, one of them reads back exactly.
        let readsBack = [metric, imperial].contains { shown in
          let printed = values.map { item, value in
            "\(item.rawValue)=\(Catalog.builtIn.item(item)!.format(value, units: shown))"
          }.joined(separator: ", ")
          guard
            let again = try? SetSpec.parse(
              printed, for: exercise, catalog: .builtIn, units: shown)
          else { return false }
          // An item without a step (a distance) is shown to its display precision.
          return again == values
            || values.allSatisfy { item, value in
              Catalog.builtIn.item(item)!.step == nil
                ? again[item].map { abs($0 - value) <= max(0.12, abs(value) * 0.005) } ?? false
                : again[item] == value
            }
        }
        require(readsBack, "'\(text)' printed back reads differently in any units")
      }
    }
  }

  /// A value of any item either fails with a message, or is in the item's range; printed for
  /// people it reads back within the shown precision (a weight in lb to the half pound), and for an item with a step exactly (a
  /// weight typed in lb when shown in lb), in metric or in imperial units.
  static func values(_ text: String) {
    for item in Catalog.builtIn.items {
      for units in [metric, imperial] {
        let value: Double
        do {
          value = try item.parse(text, units: units)
        } catch {
          require(!error.message.isEmpty, "a value error without a message")
          continue
        }
        require(
          value.isFinite && value >= item.min && value <= item.max,
          "\(item.id) \(value) out of range")
        var exact = false
        var close = false
        for shown in [metric, imperial] {
          let printed = item.format(value, units: shown)
          // A weight typed in lb, shown in kg, is off the kg step: it need not read back.
          guard let again = try? item.parse(printed, units: shown) else { continue }
          require(
            abs(again - value) <= max(0.12, abs(value) * 0.005),
            "\(item.id) '\(text)' = \(value) printed as '\(printed)' reads as \(again)")
          exact = exact || again == value
          close = true
        }
        require(close, "\(item.id) '\(text)' = \(value) printed in any units does not read")
        require(
          exact || item.step == nil, "\(item.id) '\(text)' = \(value) never reads back exactly")
      }
    }
  }

  /// A warm-up ramp reads back from its description, which is the setting's value.
  static func ramp(_ text: String) {
    guard let ramp = try? WarmupRamp.parse(text) else { return }
    require(
      !ramp.steps.isEmpty && ramp.steps.count <= WarmupRamp.maximumSteps,
      "steps: \(ramp.steps.count)")
    require(
      (try? WarmupRamp.parse(ramp.description)) == ramp,
      "ramp '\(ramp.description)' reads differently")
    normalizedSettles(.warmup, text)
  }

  /// Plates and bars read back from their text; the settings take the same values.
  static func plates(_ text: String) {
    for unit in [Unit.kilogram, .pound] {
      if let plates = try? PlateSet.parse(text, bareUnit: unit) {
        require(
          (try? PlateSet.parse(plates.text, bareUnit: unit)) == plates,
          "plates '\(plates.text)' read differently")
      }
      if let bar = try? Bar.parse(text, bareUnit: unit) {
        require(bar.kilograms.isFinite && bar.kilograms >= 0, "bar weight \(bar.kilograms)")
        require(
          (try? Bar.parse(bar.text, bareUnit: unit)) == bar, "bar '\(bar.text)' reads differently")
      }
    }
    for key in [SettingKey.bar, .plates, .units, .distance, .restBetween, .getReady] {
      normalizedSettles(key, text)
    }
  }

  /// A setting's value as written is a value of its own: normalizing it again changes nothing.
  static func normalizedSettles(_ key: SettingKey, _ text: String) {
    for units in [metric, imperial] {
      guard let value = try? key.normalized(text, units: units) else { continue }
      require(
        (try? key.normalized(value, units: units)) == value, "\(key) '\(value)' does not settle")
    }
  }

  static let todays = [
    LocalDate(year: 2024, month: 1, day: 5)!, LocalDate(year: 2026, month: 11, day: 26)!,
  ]

  /// A date is one of 0001-01-01…9999-12-31 and reads back from its ISO form; so is a month.
  static func date(_ text: String) {
    for today in todays {
      do {
        let date = try DateExpression.parse(text, today: today)
        require((1...9999).contains(date.year), "'\(text)' gave year \(date.year)")
        require(LocalDate(date.description) == date, "\(date) does not read back")
        require(
          (try? DateExpression.parse(date.description, today: today)) == date,
          "\(date) parses differently")
      } catch {
        require(!error.message.isEmpty, "a date error without a message")
      }
      if let month = try? DateExpression.parseMonth(text, today: today) {
        require(YearMonth(month.description) == month, "\(month) does not read back")
      }
    }
  }

  /// Words either name a command, with values all taken from the words, or give a usage error
  /// with a message; the same words always give the same outcome.
  static func arguments(_ text: String) {
    let words =
      text.contains("\0")
      ? text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
      : text.split(separator: " ").map(String.init)
    let outcome = ParseProbe.parse(words)
    require(ParseProbe.parse(words) == outcome, "parsing twice differs")
    switch outcome {
    case .command(let path, let values):
      require(ParseProbe.commandPaths.contains(path), "no such command: \(path)")
      for value in values where !value.isEmpty {
        require(
          words.contains { $0 == value || $0.hasSuffix("=" + value) },
          "value '\(value)' is not typed")
      }
    case .usageError(let message):
      require(!message.trimmingSpaces.isEmpty, "a usage error without a message")
    }
  }

  /// A program's text reads as a program or fails with problems, each at a line and column
  /// inside the text; a program read plans its first session or says why not.
  static func programText(_ bytes: [UInt8]) {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    do {
      let program = try ProgramText.read(bytes, name: "fuzz", catalog: Catalog.builtIn)
      require(!program.days.isEmpty, "a program read has no days")
      let state = program.startState(trainingMaxes: [:], weights: [:])
      _ = try? program.plan(
        state, context: ProgramContext(catalog: .builtIn, settings: .standard, e1rms: [:]))
    } catch {
      require(!error.problems.isEmpty, "a program refused with no problem")
      for problem in error.problems {
        require(
          problem.line >= 1 && problem.line <= lines + 1 && problem.column >= 1,
          "a problem outside the text: \(problem.line):\(problem.column)")
      }
    }
  }
}
