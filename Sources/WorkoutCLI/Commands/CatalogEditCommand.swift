import WorkoutCore

/// `catalog edit`: change one of your exercises, or the defaults, rest, increment and bar of a
/// built-in one.
extension CatalogCommands {
  static var edit: CommandSpec {
    CommandSpec(
      name: "edit",
      abstract: "Change your exercise, or a built-in one's defaults, rest, increment and bar.",
      discussion:
        "A built-in exercise keeps its name, aliases, parts, kind and items; what you change of "
        + "it is kept in your catalog.json as an override. An item a stored set has a value of "
        + "cannot be taken away. --rest adds the rest item when the exercise has none.",
      input: EditInput.self,
      examples: [
        "wkc catalog edit bench-press --rest 120",
        "wkc catalog edit squat --default weight=60 --increment 5",
        "wkc catalog edit ez-bar-curl --bar 7.5",
      ],
      run: runEdit)
  }

  enum EditInput: CommandInput {
    case id, name, items, part, kind, alias, defaults, rest, increment, bar

    var declaration: InputDeclaration {
      switch self {
      case .id:
        .argument(
          ArgumentSpec(name: "ID", help: "The exercise: id, name or alias.", completes: .exercises))
      case .name: .option(.value("name", "N", "A new display name (yours only)."))
      case .items:
        .option(.value("items", "a,b", "The items a set has, all of them (yours only)."))
      case .part:
        .option(
          .value("part", "P", "A body part it trains; replaces them (yours only).", repeating: true)
        )
      case .kind:
        .option(
          OptionSpec(
            name: "kind", value: "K", help: "Its kind (yours only).", completes: .kinds))
      case .alias:
        .option(.value("alias", "A", "Another name; replaces them (yours only).", repeating: true))
      case .defaults:
        .option(.value("default", "item=V", "A default value, e.g. weight=20kg.", repeating: true))
      case .rest:
        .option(.value("rest", "V", "The rest after each set, e.g. 90 or 2m."))
      case .increment:
        .option(.value("increment", "V", "Weight to add when progressing, up to 50 kg."))
      case .bar:
        .option(
          .value(
            "bar", "V", "Its bar, for plate math: a weight like 15 or 35lb, standard, or none."))
      }
    }
  }

  static func runEdit(_ invocation: Invocation<EditInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let units = try context.units()
    var exercise = try catalog.resolve(invocation.required(.id))
    let changes: [EditInput] = [
      .name, .items, .part, .kind, .alias, .defaults, .rest, .increment, .bar,
    ]
    guard changes.contains(where: invocation.has) else {
      throw UsageError("nothing to change; give --name, --items, --rest, --default, … ")
    }
    if let name = invocation.value(.name) { exercise.name = name }
    if invocation.has(.alias) { exercise.aliases = invocation.values(.alias) }
    if invocation.has(.part) { exercise.parts = try invocation.values(.part).map(catalog.partID) }
    if let kind = invocation.value(.kind) { exercise.kind = try catalog.kindID(named: kind) }
    if let text = invocation.value(.items) {
      exercise.items = text.split(separator: ",").map {
        ItemID(rawValue: String($0.trimmingSpaces))
      }
      // Defaults of items it no longer has go with them.
      for item in exercise.defaults.items where !exercise.items.contains(item) {
        exercise.defaults[item] = nil
      }
    }
    if let text = invocation.value(.increment) {
      exercise.increment = try Exercise.parseIncrement(
        text, weight: catalog.item(.weight), units: units)
    }
    if let text = invocation.value(.bar) { try exercise.setBar(text, units: units) }
    var typed = invocation.values(.defaults)
    if let rest = invocation.value(.rest) {
      if !exercise.items.contains(.rest) { exercise.items.append(.rest) }
      typed.append("rest=\(rest)")
    }
    for pair in typed {
      guard let equals = pair.firstIndex(of: "=") else {
        throw UsageError("--default takes item=value, not '\(pair)'")
      }
      let item = ItemID(rawValue: String(pair[..<equals]))
      exercise.defaults[item] = try SetSpec.parseValue(
        String(pair[pair.index(after: equals)...]), of: item, for: exercise, catalog: catalog,
        units: units)
    }

    let edited = try context.perform(EditExercise(exercise: exercise), on: context.openStore())
    context.catalogChanged()
    if context.json { return context.printJSON { $0.write(edited, markingCustom: true) } }
    let whose = edited.isCustom ? "your exercise" : "the built-in exercise"
    context.print("Changed \(whose) \(edited.id) (\(edited.name.terminalSafe)).")
  }
}
