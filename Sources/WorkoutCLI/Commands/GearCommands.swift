import WorkoutCore

/// `gear add/list/show/edit/retire/remove/default/check`: shoes and other gear, and how far
/// they have gone.
enum GearCommands {
  static var gear: CommandSpec {
    CommandSpec(
      name: "gear",
      abstract: "Keep shoes and other gear, how far they have gone, and when to retire them.",
      subcommands: [add, list, show, edit, retire, remove, defaultCommand, check],
      defaultSubcommand: "list",
      examples: [
        "wkc gear add pegasus-40 --name \"Pegasus 40\" --retire-at 800 --for run",
        "wkc gear default pegasus-40",
        "wkc gear list",
      ])
  }

  static let idArgument = ArgumentSpec(
    name: "ID", help: "The gear's id (or its name).", completes: .gear)
  static let distanceForms = "km, or mi by 'wkc config'; 800, 800km, 500mi"

  static var add: CommandSpec {
    CommandSpec(
      name: "add",
      abstract: "Add a pair of shoes, a bike or other gear.",
      discussion: """
        ID is a lowercase slug like pegasus-40 ('none' is taken: --gear none means no gear). \
        Its distance is --start-distance plus the distance of every done set of every workout \
        that uses it.
        """,
      input: AddInput.self,
      examples: [
        "wkc gear add pegasus-40 --name \"Pegasus 40\" --retire-at 800 --for run",
        "wkc gear add trail --name Speedgoat --start-distance 320mi --retire-at 500mi",
      ],
      run: runAdd)
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "One line per piece of gear: distance, share of its retire distance, uses.",
      discussion: "Retired gear is left out (and counted) unless --all.",
      input: ListInput.self,
      examples: ["wkc gear list", "wkc gear list --all --json"],
      run: runList)
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show",
      abstract: "Show a piece of gear: totals, distance per month, the workouts that used it.",
      discussion: """
        The totals are the gear's whole life; --from and --to pick the months charted and the \
        workouts listed. --avg N draws the mean distance per month over buckets of N months, \
        counted back from the newest. The text lists the newest \(GearViews.workoutsShown) \
        workouts and says how many more there are; --json lists them all.
        """,
      input: ShowInput.self,
      examples: [
        "wkc gear show pegasus-40", "wkc gear show pegasus-40 --from 2024-01-01 --avg 3",
        "wkc gear show pegasus-40 --json | jq '.workouts | length'",
      ],
      run: runShow)
  }

  static var edit: CommandSpec {
    CommandSpec(
      name: "edit",
      abstract: "Change a piece of gear's name, kind, distances, exercises or note.",
      input: EditInput.self,
      examples: [
        "wkc gear edit pegasus-40 --retire-at 700", "wkc gear edit pegasus-40 --no-retire-at",
      ],
      run: runEdit)
  }

  static var retire: CommandSpec {
    CommandSpec(
      name: "retire",
      abstract: "Retire a piece of gear: it is no longer any exercise's default.",
      discussion: """
        Retired gear keeps its workouts and may still be given to a workout (to log an old \
        run), with a note. --undo puts it back in use; its defaults stay dropped.
        """,
      input: RetireInput.self,
      examples: ["wkc gear retire pegasus-40", "wkc gear retire pegasus-40 --undo"],
      run: runRetire)
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove a piece of gear and its defaults.",
      discussion: """
        Refused while workouts use it, unless --yes, which unlinks them first (their sets stay).
        """,
      input: RemoveInput.self,
      examples: ["wkc gear remove pegasus-40", "wkc gear remove pegasus-40 --yes"],
      run: runRemove)
  }

  static var defaultCommand: CommandSpec {
    CommandSpec(
      name: "default",
      abstract: "Make gear the default of exercises, clear a default, or list the defaults.",
      discussion: """
        New workouts of those exercises get the gear (add, log, run, template apply, import) \
        unless --gear says otherwise; --gear none opts a workout out for good. Without --for, the \
        exercises the gear was added for.
        """,
      input: DefaultInput.self,
      examples: [
        "wkc gear default pegasus-40 --for run,trail-run,walk", "wkc gear default --clear walk",
        "wkc gear default",
      ],
      run: runDefault)
  }

  static var check: CommandSpec {
    CommandSpec(
      name: "check",
      abstract: "Exit 1 naming the gear in use past its retire distance; 0 when there is none.",
      discussion: "For cron and desktop notifications: one line per piece of gear on stdout.",
      input: NoInput.self,
      examples: ["wkc gear check || notify-send wkc \"$(wkc gear check)\""],
      run: runCheck)
  }

  // MARK: - Inputs

  enum AddInput: CommandInput {
    case id, name, kind, startDistance, retireAt, exercises, since, note

    var declaration: InputDeclaration {
      switch self {
      case .id: .argument(ArgumentSpec(name: "ID", help: "An id for the gear, e.g. pegasus-40."))
      case .name:
        .option(.value("name", "N", "The name shown, e.g. \"Pegasus 40\".", required: true))
      case .kind: .option(GearCommands.kindOption)
      case .startDistance: .option(GearCommands.startDistanceOption)
      case .retireAt: .option(GearCommands.retireAtOption)
      case .exercises: .option(GearCommands.forOption)
      case .since: .option(GearCommands.sinceOption)
      case .note: .option(.value("note", "T", "A note."))
      }
    }
  }

  enum ListInput: CommandInput {
    case all

    var declaration: InputDeclaration {
      .option(.flag("all", "Include retired gear."))
    }
  }

  enum IDInput: CommandInput {
    case id

    var declaration: InputDeclaration { .argument(GearCommands.idArgument) }
  }

  enum ShowInput: CommandInput {
    case id, avg, from, to

    var declaration: InputDeclaration {
      switch self {
      case .id: .argument(GearCommands.idArgument)
      case .avg:
        .option(
          .value(
            "avg", "N", "Average the chart over buckets of 1, 3, 6 or 12 months (default: 1).",
            values: GearViews.averages.map(String.init)))
      case .from: .option(.value("from", "D", "The first date charted and listed."))
      case .to: .option(.value("to", "D", "The last date charted and listed."))
      }
    }
  }

  enum EditInput: CommandInput {
    case id, name, kind, startDistance, retireAt, noRetireAt, exercises, since, note

    var declaration: InputDeclaration {
      switch self {
      case .id: .argument(GearCommands.idArgument)
      case .name: .option(.value("name", "N", "A new name."))
      case .kind: .option(GearCommands.kindOption)
      case .startDistance: .option(GearCommands.startDistanceOption)
      case .retireAt: .option(GearCommands.retireAtOption)
      case .noRetireAt: .option(.flag("no-retire-at", "Keep no retire distance."))
      case .exercises: .option(GearCommands.forOption)
      case .since: .option(GearCommands.sinceOption)
      case .note: .option(.value("note", "T", "A new note (\"\" clears it)."))
      }
    }
  }

  enum RetireInput: CommandInput {
    case id, undo

    var declaration: InputDeclaration {
      switch self {
      case .id: .argument(GearCommands.idArgument)
      case .undo: .option(.flag("undo", "Put retired gear back in use."))
      }
    }
  }

  enum RemoveInput: CommandInput {
    case id, yes

    var declaration: InputDeclaration {
      switch self {
      case .id: .argument(GearCommands.idArgument)
      case .yes: .option(.flag("yes", "Unlink the workouts that use it, then remove it."))
      }
    }
  }

  enum DefaultInput: CommandInput {
    case id, exercises, clear

    var declaration: InputDeclaration {
      switch self {
      case .id:
        .argument(
          ArgumentSpec(
            name: "ID", help: "The gear to make the default (none: list the defaults).",
            isOptional: true, completes: .gear))
      case .exercises: .option(GearCommands.forOption)
      case .clear: .option(.value("clear", "EXERCISE", "Clear the default of an exercise."))
      }
    }
  }

  static let kindOption = OptionSpec.value(
    "kind", "K", "shoes (default), bike or other.", values: GearKind.allCases.map(\.rawValue))
  static let sinceOption = OptionSpec.value(
    "since", "D",
    "The date it was first used (bought on): no workout before it gets it, on import either.")
  static let startDistanceOption = OptionSpec.value(
    "start-distance", "D", "Distance gone before wkc knew it (\(distanceForms)).")
  static let retireAtOption = OptionSpec.value(
    "retire-at", "D", "Distance after which to retire it (\(distanceForms)).")
  static let forOption = OptionSpec.value(
    "for", "EXERCISE", "Exercises it is meant for, comma-separated or repeated (ids or names).",
    repeating: true)
}

// MARK: - Reading options

extension GearCommands {
  /// A distance option in km; usage error when malformed.
  static func distance(_ text: String?, option: String, units: DisplayUnits) throws(UsageError)
    -> Double?
  {
    guard let text else { return nil }
    guard let value = Gear.distance(text, units: units) else {
      throw UsageError("--\(option): '\(text)' is not a distance; expected \(distanceForms)")
    }
    return value
  }

  /// `--kind`; usage error naming the kinds.
  static func kind(_ text: String?) throws(UsageError) -> GearKind? {
    guard let text else { return nil }
    guard let kind = GearKind(rawValue: text.lowercased()) else {
      var message = "--kind: unknown kind '\(text)'"
      if let near = nearest(text, GearKind.allCases.map(\.rawValue)) {
        message += "; did you mean '\(near)'?"
      }
      throw UsageError(message + "; kinds are shoes, bike, other")
    }
    return kind
  }

  /// The exercises of `--for` (comma-separated or repeated), resolved like everywhere else.
  static func exercises(_ values: [String], catalog: Catalog) throws -> [ExerciseID] {
    var ids: [ExerciseID] = []
    for text in values.flatMap({ $0.split(separator: ",") }) {
      let name = String(text.trimmingSpaces)
      guard !name.isEmpty else { continue }
      let id = try catalog.resolve(name).id
      if !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  /// An id for new gear; usage error when it is not a slug.
  static func newID(_ text: String) throws(UsageError) -> GearID {
    guard let id = GearID(text) else {
      throw UsageError(
        text == GearID.none.rawValue
          ? "'none' is not a gear id: --gear none means no gear"
          : "'\(text)' is not a gear id: use lowercase letters, digits and '-', e.g. pegasus-40")
    }
    return id
  }
}

// MARK: - Running

extension GearCommands {
  private static func runAdd(_ invocation: Invocation<AddInput>) throws {
    let context = invocation.context
    let id = try newID(invocation.required(.id))
    let units = try context.units()
    let gear = Gear(
      id: id, name: invocation.required(.name), kind: try kind(invocation.value(.kind)) ?? .shoes,
      startDistance: try distance(
        invocation.value(.startDistance), option: "start-distance", units: units) ?? 0,
      retireAt: try distance(invocation.value(.retireAt), option: "retire-at", units: units),
      exercises: try exercises(invocation.values(.exercises), catalog: context.catalog()),
      note: invocation.value(.note).flatMap { $0.isEmpty ? nil : $0 }, added: context.today,
      since: try invocation.date(.since))
    let added = try context.perform(AddGear(gear: gear, units: units), on: context.openStore())
    if context.json { return context.printJSON { $0.write(added) } }
    let text = GearText(style: context.style, units: units)
    var line = "Added \(context.style.bold(text.name(added))) (\(added.id), \(added.kind.rawValue))"
    if added.startDistance > 0 { line += ", \(text.distance(added.startDistance)) so far" }
    if let retireAt = added.retireAt { line += ", retire at \(text.distance(retireAt))" }
    context.print(line + ".")
    if !added.exercises.isEmpty {
      context.print(
        "Make it the default of \(added.exercises.map(\.rawValue).joined(separator: ", ")): "
          + "wkc gear default \(added.id)")
    }
  }

  private static func runList(_ invocation: Invocation<ListInput>) throws {
    let context = invocation.context
    let all = try context.openStore().gearSummaries()
    let shown = invocation.has(.all) ? all : all.filter { !$0.gear.isRetired }
    if context.json {
      return context.printJSON { json in
        json.array { json in for summary in shown { json.write(summary) } }
      }
    }
    try GearViews.printList(shown, hidden: all.count - shown.count, context: context)
  }

  private static func runShow(_ invocation: Invocation<ShowInput>) throws {
    let context = invocation.context
    let avg = try invocation.value(.avg).map { text in
      guard let avg = Int(text), GearViews.averages.contains(avg) else {
        throw UsageError("--avg must be 1, 3, 6 or 12, not '\(text)'")
      }
      return avg
    }
    let from = try invocation.date(.from)
    let to = try invocation.date(.to)
    if let from, let to, from > to { throw UsageError("--from \(from) is after --to \(to)") }
    let detail = try context.openStore().gearDetail(
      invocation.required(.id), from: from, to: to,
      limit: context.json ? nil : GearViews.workoutsShown)
    if context.json { return context.printJSON { $0.write(detail) } }
    try GearViews.printDetail(
      detail, range: (from?.yearMonth, to?.yearMonth), avg: avg ?? 1, context: context)
  }

  private static func runEdit(_ invocation: Invocation<EditInput>) throws {
    let context = invocation.context
    let name = invocation.value(.name)
    let kind = try kind(invocation.value(.kind))
    let units = try context.units()
    let start = try distance(
      invocation.value(.startDistance), option: "start-distance", units: units)
    let retireAt = try distance(invocation.value(.retireAt), option: "retire-at", units: units)
    let noRetireAt = invocation.has(.noRetireAt)
    if retireAt != nil, noRetireAt {
      throw UsageError("--retire-at and --no-retire-at contradict each other; give one")
    }
    let forGiven = invocation.has(.exercises)
    let exercises = try exercises(invocation.values(.exercises), catalog: context.catalog())
    let note = invocation.value(.note)
    let since = try invocation.date(.since)
    guard
      name != nil || kind != nil || start != nil || retireAt != nil || noRetireAt || forGiven
        || note != nil || since != nil
    else {
      throw UsageError(
        "nothing to change; give --name, --kind, --start-distance, --retire-at, "
          + "--no-retire-at, --for, --since or --note")
    }
    let edited = try context.perform(
      EditGear(gear: invocation.required(.id), units: units) { gear in
        if let name { gear.name = name }
        if let kind { gear.kind = kind }
        if let start { gear.startDistance = start }
        if let retireAt { gear.retireAt = retireAt }
        if noRetireAt { gear.retireAt = nil }
        if forGiven { gear.exercises = exercises }
        if let since { gear.since = since }
        if let note { gear.note = note.isEmpty ? nil : note }
      }, on: context.openStore())
    if context.json { return context.printJSON { $0.write(edited) } }
    context.print("Changed \(context.style.bold(GearText(style: context.style).name(edited))).")
  }

  private static func runRetire(_ invocation: Invocation<RetireInput>) throws {
    let context = invocation.context
    let outcome = try context.perform(
      RetireGear(gear: invocation.required(.id), date: context.today, undo: invocation.has(.undo)),
      on: context.openStore())
    if context.json { return context.printJSON { $0.write(outcome.gear) } }
    let name = GearText(style: context.style).name(outcome.gear)
    guard let retired = outcome.gear.retired else {
      return context.print("\(name) is in use again.")
    }
    context.print("Retired \(name) on \(retired).")
    if !outcome.droppedDefaults.isEmpty {
      context.print(
        "It is no longer the default of "
          + outcome.droppedDefaults.map(\.rawValue).joined(separator: ", ") + ".")
    }
  }

  private static func runRemove(_ invocation: Invocation<RemoveInput>) throws {
    let context = invocation.context
    let outcome = try context.perform(
      RemoveGear(gear: invocation.required(.id), confirmed: invocation.has(.yes)),
      on: context.openStore())
    if context.json {
      return context.printJSON { json in
        json.object { json in
          json.key("droppedDefaults")
          json.array { json in
            for exercise in outcome.droppedDefaults { json.string(exercise.rawValue) }
          }
          json.key("gear")
          json.write(outcome.gear)
          json.key("unlinked")
          json.number(outcome.unlinked)
        }
      }
    }
    var line = "Removed \(GearText(style: context.style).name(outcome.gear))"
    if outcome.unlinked > 0 {
      line += "; unlinked \(outcome.unlinked) workout\(outcome.unlinked == 1 ? "" : "s")"
    }
    context.print(line + ".")
  }

  private static func runDefault(_ invocation: Invocation<DefaultInput>) throws {
    let context = invocation.context
    let store = try context.openStore()
    let catalog = try context.catalog()
    let change: SetGearDefault.Change
    if let cleared = invocation.value(.clear) {
      guard !invocation.has(.id), !invocation.has(.exercises) else {
        throw UsageError("--clear EXERCISE goes alone; leave out ID and --for")
      }
      change = .clear(try catalog.resolve(cleared).id)
    } else if let id = invocation.value(.id) {
      change = .set(id, exercises: try exercises(invocation.values(.exercises), catalog: catalog))
    } else {
      guard !invocation.has(.exercises) else {
        throw UsageError("--for needs the gear: wkc gear default ID --for EXERCISE")
      }
      let file = try store.gear()
      if context.json { return context.printJSON { $0.writeDefaults(file) } }
      return GearViews.printDefaults(file, context: context)
    }
    let outcome = try context.perform(SetGearDefault(change), on: store)
    if context.json {
      let file = try store.gear()
      return context.printJSON { $0.writeDefaults(file) }
    }
    let exercises = outcome.exercises.map(\.rawValue).joined(separator: ", ")
    guard let gear = outcome.gear else {
      return context.print("\(exercises) has no default gear now.")
    }
    context.print("New workouts of \(exercises) get \(GearText(style: context.style).name(gear)).")
    for (exercise, old) in outcome.replaced.sorted(by: { $0.key < $1.key }) {
      context.print("  \(exercise) had \(old)")
    }
  }

  private static func runCheck(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let due = try context.openStore().gearSummaries().filter(\.isDue)
    if context.json {
      context.printJSON { json in json.array { json in for summary in due { json.write(summary) } }
      }
    } else {
      let text = GearText(style: context.style, units: try context.units())
      for summary in due { context.print("\(summary.gear.id): " + text.pastRetire(summary)) }
    }
    if !due.isEmpty { throw QuietExit(code: ExitCode.failure) }
  }
}
