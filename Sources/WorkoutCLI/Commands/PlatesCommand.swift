import WorkoutCore

/// `plates`: what to load on each side of the bar for a weight.
enum PlatesCommand {
  static var plates: CommandSpec {
    CommandSpec(
      name: "plates",
      abstract: "Show what to load on each side of the bar for a weight.",
      discussion: """
        The loading with the fewest plates, heaviest inside, for the bar and plates of 'wkc \
        config' (unset: a 20 kg bar and 25, 20, 15, 10, 5, 2.5 and 1.25 kg plates, or a 45 lb \
        bar and 45, 35, 25, 10, 5 and 2.5 lb plates). A weight that cannot be loaded exactly \
        gets the nearest loadable weights either side; one beyond what the plates make gets \
        the heaviest. Weights and plates are in the plates' unit; a weight typed in the other \
        unit (225lb) is converted. With --json: {"weight", "unit", "bar", "perSide", \
        "loaded", "exact", "below", "above"}.
        """,
      input: PlatesInput.self,
      examples: [
        "wkc plates 102.5", "wkc plates 225lb", "wkc plates 60 --bar 15",
        "wkc plates 40 --bar ez-bar-curl", "wkc plates 101 --json",
      ],
      run: runPlates)
  }

  enum PlatesInput: CommandInput {
    case weight, bar

    var declaration: InputDeclaration {
      switch self {
      case .weight:
        .argument(
          ArgumentSpec(
            name: "WEIGHT",
            help: "The weight on the bar, plates and bar together: 102.5, 100kg, 225lb."))
      case .bar:
        .option(
          .value(
            "bar", "B",
            "The bar: a weight like 15, 20kg or 45lb, or an exercise whose bar to use "
              + "(default: the bar of 'wkc config')."))
      }
    }
  }

  private static func runPlates(_ invocation: Invocation<PlatesInput>) throws {
    let context = invocation.context
    let settings = try context.settings()
    let weightText = invocation.required(.weight)
    let (kilograms, typedIn) = try PlateMath.readWeight(
      weightText, units: settings.units, catalog: Catalog.builtIn)
    let bar = try invocation.value(.bar).map {
      try namedBar($0, settings: settings, context: context)
    }
    let math = settings.plateMath(bar: bar)
    let fit = math.fit(kilograms: kilograms)
    let text = PlateText(style: context.style)
    guard !fit.isBelowBar else {
      throw PlateError.belowBar(
        weight: text.weight(fit.weight, fit.unit), bar: text.weight(fit.bar, fit.unit))
    }
    if context.json { return context.printJSON { $0.write(fit) } }
    var asked = text.weight(fit.weight, fit.unit)
    if typedIn != fit.unit {
      asked = "\(text.weight(typedIn.value(ofCanonical: kilograms), typedIn)) = \(asked)"
    }
    if let exact = fit.exact {
      return context.print("\(asked): \(text.loading(exact))")
    }
    if fit.isBeyondPlates, let heaviest = fit.below {
      context.print("\(asked) is more than your plates load; the heaviest:")
      return context.print("  " + text.weighed(heaviest))
    }
    context.print("\(asked) cannot be loaded exactly with your plates; nearest:")
    for side in [fit.below, fit.above].compactMap({ $0 }) {
      context.print("  " + text.weighed(side))
    }
  }

  /// The bar `--bar` names: a weight, else an exercise's bar.
  private static func namedBar(_ text: String, settings: Settings, context: Context) throws
    -> Bar
  {
    do {
      return try Bar.parse(text, bareUnit: settings.units.weight)
    } catch .malformed {
      guard let exercise = try context.catalog().find(text) else {
        throw UsageError(
          "--bar takes a weight like 15, 20kg or 45lb, or an exercise with a bar; not '\(text)'")
      }
      guard let bar = settings.bar(for: exercise) else {
        throw PlateError.invalid(
          what: "bar", reason: "\(exercise.id) has no bar to load plates on (no plate math)")
      }
      return bar
    }
  }
}
