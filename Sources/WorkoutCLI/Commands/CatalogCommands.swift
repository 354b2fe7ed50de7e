import WorkoutCore

/// `catalog list/show/search/add/edit/remove`: the exercises wkc knows.
enum CatalogCommands {
  static var catalog: CommandSpec {
    CommandSpec(
      name: "catalog",
      abstract: "List, show and search exercises; add and edit your own; note cues.",
      subcommands: [list, show, search, add, edit, note, remove],
      defaultSubcommand: "list",
      examples: [
        "wkc catalog search curl", "wkc catalog list --part chest", "wkc catalog show ohp",
      ])
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "List exercises: id, name, Japanese name, parts, items.",
      input: ListInput.self,
      examples: ["wkc catalog list --part 胸", "wkc catalog list --kind cardio --json"],
      run: runList)
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show",
      abstract: "Show one exercise: names, parts, kind, items and defaults.",
      input: ShowInput.self,
      examples: ["wkc catalog show bench-press", "wkc catalog show デッドリフト"],
      run: runShow)
  }

  static var search: CommandSpec {
    CommandSpec(
      name: "search",
      abstract: "Find exercises whose names, aliases, parts or kind contain TEXT.",
      discussion: """
        Best matches first: an id, name or alias that is TEXT, then those starting with it, \
        then those with a word starting with it (chin finds Assisted Chin-Up), then body \
        parts, kinds and equipment. Names holding TEXT only inside a word (chin in Machine) \
        are listed only when nothing else matches, or with --all. Like grep, no match at all \
        exits 1 with a message on stderr (--json still prints []).
        """,
      input: SearchInput.self,
      examples: [
        "wkc catalog search row", "wkc catalog search ダンベル", "wkc catalog search chin --all",
      ],
      run: runSearch)
  }

  static var add: CommandSpec {
    CommandSpec(
      name: "add",
      abstract: "Add your own exercise.",
      discussion: "Built-in ids, names and aliases cannot be reused.",
      input: AddInput.self,
      examples: [
        "wkc catalog add zercher-squat --name 'Zercher Squat' --items reps,weight,rest",
        "wkc catalog add tate-press --name 'Tate Press' --items reps,weight --part 胸",
        "wkc catalog add jefferson-curl --name 'Jefferson Curl' --items reps,weight \\",
        "    --kind weight-training --alias ジェファーソンカール --default weight=20",
        "wkc catalog add belt-squat --name 'Belt Squat' --items reps,weight,rest \\",
        "    --increment 5",
        "wkc catalog add pin-press --name 'Pin Press' --items reps,weight,rest \\",
        "    --bar standard",
      ],
      run: runAdd)
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove one of your own exercises (not used by any menu).",
      input: RemoveInput.self,
      run: runRemove)
  }

  enum ListInput: CommandInput {
    case part, kind, custom

    var declaration: InputDeclaration {
      switch self {
      case .part:
        .option(.value("part", "P", "Only exercises for this body part (id, name or alias)."))
      case .kind:
        .option(
          OptionSpec(
            name: "kind", value: "K",
            help: "Only this kind: weight-training, bodyweight, cardio, stretching, …",
            completes: .kinds))
      case .custom: .option(.flag("custom", "Only your own exercises."))
      }
    }
  }

  enum ShowInput: CommandInput {
    case exercise

    var declaration: InputDeclaration { .argument(SharedOptions.exercise) }
  }

  enum SearchInput: CommandInput {
    case text, all

    var declaration: InputDeclaration {
      switch self {
      case .text: .argument(ArgumentSpec(name: "TEXT", help: "What to look for."))
      case .all: .option(.flag("all", "Also list names holding TEXT only inside a word."))
      }
    }
  }

  enum AddInput: CommandInput {
    case id, name, items, part, kind, alias, defaults, increment, bar

    var declaration: InputDeclaration {
      switch self {
      case .id:
        .argument(ArgumentSpec(name: "ID", help: "A new id: lowercase letters, digits and '-'."))
      case .name: .option(.value("name", "N", "Its display name.", required: true))
      case .items:
        .option(.value("items", "a,b", "Items a set has, e.g. reps,weight,rest.", required: true))
      case .part: .option(.value("part", "P", "A body part it trains.", repeating: true))
      case .kind:
        .option(
          OptionSpec(
            name: "kind", value: "K", help: "Its kind (default: other).", completes: .kinds))
      case .alias:
        .option(.value("alias", "A", "Another name, e.g. its Japanese name.", repeating: true))
      case .defaults:
        .option(.value("default", "item=V", "A default value, e.g. weight=20kg.", repeating: true))
      case .increment:
        .option(
          .value(
            "increment", "V",
            "Weight to add when progressing, up to 50 kg (default: 2.5kg); e.g. 5, 5lb."))
      case .bar:
        .option(
          .value(
            "bar", "V",
            "Its bar, for plate math: a weight like 15 or 35lb, standard (the bar of "
              + "'wkc config'), or none (the default)."))
      }
    }
  }

  enum RemoveInput: CommandInput {
    case id

    var declaration: InputDeclaration {
      .argument(ArgumentSpec(name: "ID", help: "Your exercise's id.", completes: .exercises))
    }
  }

  // MARK: - Reading

  private static func runList(_ invocation: Invocation<ListInput>) throws {
    let catalog = try invocation.context.catalog()
    var exercises = catalog.exercises
    if let text = invocation.value(.part) {
      let part = try catalog.partID(named: text)
      exercises = exercises.filter { $0.parts.contains(part) }
    }
    if let text = invocation.value(.kind) {
      let kind = try catalog.kindID(named: text)
      exercises = exercises.filter { $0.kind == kind }
    }
    if invocation.has(.custom) { exercises = exercises.filter(\.isCustom) }
    try printExercises(exercises, invocation.context)
  }

  private static func runSearch(_ invocation: Invocation<SearchInput>) throws {
    let catalog = try invocation.context.catalog()
    let text = invocation.required(.text)
    let context = invocation.context
    let ranked = catalog.ranked(text)
    let atWordStarts = ranked.filter { $0.match < .insideWord }
    let shown = invocation.has(.all) || atWordStarts.isEmpty ? ranked : atWordStarts
    if shown.isEmpty {
      if context.json { context.printJSON { $0.array { _ in } } }
      throw CommandFailure("no exercise matches '\(text)'")
    }
    try printExercises(shown.map(\.exercise), context)
    let inside = ranked.count - shown.count
    if inside > 0, !context.json {
      let them = inside == 1 ? "1 more holds" : "\(inside) more hold"
      context.print(
        context.style.dim("\(them) '\(text.terminalSafe)' inside a word; --all lists them."))
    }
  }

  private static func runShow(_ invocation: Invocation<ShowInput>) throws {
    let context = invocation.context
    let catalog = try context.catalog()
    let exercise = try catalog.resolve(invocation.required(.exercise))
    if context.json {
      context.printJSON { $0.write(exercise, markingCustom: true) }
      return
    }
    let style = context.style
    context.printFitted("\(style.bold(exercise.name.terminalSafe)) (\(exercise.id))")
    var table = Table(cuttable: [1])
    let kind = catalog.kinds.first { $0.id == exercise.kind }?.name ?? exercise.kind
    let parts = exercise.parts.map { id in catalog.parts.first { $0.id == id }?.name ?? id }
    let planner = Planner(catalog: catalog)
    let units = try context.units()
    let defaults = planner.baseValues(for: exercise, index: 0, lastPlan: nil)
    let items = exercise.items.map { id in
      "\(id) (\(defaults[id].map { catalog.item(id)?.format($0, units: units) ?? "" } ?? ""))"
    }
    table.add(["  aliases", exercise.aliases.map(\.terminalSafe).joined(separator: ", ")])
    table.add(["  parts", parts.map(\.terminalSafe).joined(separator: ", ")])
    table.add(["  kind", kind.terminalSafe])
    if let equipment = exercise.equipment { table.add(["  equipment", equipment.terminalSafe]) }
    table.add(["  items", items.joined(separator: ", ")])
    table.add(["  sets", "\(exercise.sets ?? catalog.defaultSets)"])
    if exercise.items.contains(.weight), let weight = catalog.item(.weight) {
      let shown =
        units.weight == .pound
        ? Unit.pound.format(Unit.pound.canonical(exercise.poundIncrement))
        : weight.format(exercise.weightIncrement, units: units)
      table.add(["  increment", exercise.increment == nil ? "\(shown) (default)" : shown])
    }
    if let bar = try barText(of: exercise, context) { table.add(["  bar", bar]) }
    if let note = exercise.note { table.add(["  note", note.terminalSafe]) }
    if exercise.isCustom { table.add(["  yours", "yes"]) }
    context.print(table)
  }

  /// `20 kg (the standard bar)`, `10 kg`, or `none` for an exercise whose catalog entry says
  /// none; nil for one without a bar.
  private static func barText(of exercise: Exercise, _ context: Context) throws -> String? {
    let settings = try context.settings()
    guard let bar = settings.bar(for: exercise) else {
      return exercise.bar == 0 && exercise.items.contains(.weight) ? "none (no plate math)" : nil
    }
    let weight = settings.units.weight(bar.kilograms)
    return exercise.bar == nil ? "\(weight) (the standard bar)" : weight
  }

  private static func printExercises(_ exercises: [Exercise], _ context: Context) throws {
    if context.json {
      context.printJSON { json in
        json.array { json in
          for exercise in exercises { json.write(exercise, markingCustom: true) }
        }
      }
      return
    }
    var table = Table(
      header: ["id", "name", "alias", "parts", "items"], dropOrder: [4, 3, 2],
      cuttable: [1, 2, 3])
    for exercise in exercises {
      let cells = [
        exercise.id.rawValue, exercise.name, exercise.aliases.first ?? "",
        exercise.parts.joined(separator: ","),
        exercise.items.map(\.rawValue).joined(separator: ","),
      ]
      table.add(cells.map(\.terminalSafe))
    }
    context.print(table)
  }

  // MARK: - Changing

  private static func runAdd(_ invocation: Invocation<AddInput>) throws {
    let context = invocation.context
    let builtIn = try context.catalog()
    let units = try context.units()
    let name = invocation.required(.name)
    let itemsText = invocation.required(.items)
    let items = itemsText.split(separator: ",").map { ItemID(rawValue: String($0.trimmingSpaces)) }
    let parts = try invocation.values(.part).map(builtIn.partID(named:))
    let kind = try invocation.value(.kind).map(builtIn.kindID(named:))
    var exercise = Exercise(
      id: ExerciseID(rawValue: invocation.required(.id)), name: name,
      aliases: invocation.values(.alias), parts: parts, kind: kind ?? "other", items: items,
      increment: try invocation.value(.increment).map { text throws(ValueError) in
        try Exercise.parseIncrement(text, weight: builtIn.item(.weight), units: units)
      }, isCustom: true)
    try builtIn.validateNew(exercise)
    if let text = invocation.value(.bar) { try exercise.setBar(text, units: units) }
    for pair in invocation.values(.defaults) {
      guard let equals = pair.firstIndex(of: "=") else {
        throw UsageError("--default takes item=value, not '\(pair)'")
      }
      let item = ItemID(rawValue: String(pair[..<equals]))
      exercise.defaults[item] = try SetSpec.parseValue(
        String(pair[pair.index(after: equals)...]), of: item, for: exercise, catalog: builtIn,
        units: units)
    }

    let added = try context.perform(AddExercise(exercise: exercise), on: context.openStore())
    context.catalogChanged()
    if context.json { return context.printJSON { $0.write(added, markingCustom: true) } }
    context.print("Added \(added.id) (\(added.name.terminalSafe)) to your exercises.")
  }

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    let removed = try context.perform(
      RemoveExercise(id: ExerciseID(rawValue: invocation.required(.id))), on: context.openStore())
    context.catalogChanged()
    if context.json { return context.printJSON { $0.write(removed, markingCustom: true) } }
    context.print("Removed \(removed.id) (\(removed.name.terminalSafe)) from your exercises.")
  }
}
