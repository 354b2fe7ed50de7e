import WorkoutCore

/// `template save/list/show/apply/remove`: routines, the plan of a menu kept under a name.
enum TemplateCommands {
  static var template: CommandSpec {
    CommandSpec(
      name: "template",
      abstract: "Keep a date's plan as a template (a routine) to apply to other dates.",
      subcommands: [save, list, show, apply, remove],
      defaultSubcommand: "list",
      examples: [
        "wkc template save push --from today",
        "wkc template apply push --date +7",
        "wkc template list",
      ])
  }

  static let nameArgument = ArgumentSpec(
    name: "NAME", help: "The template's name.", completes: .templates)

  static var save: CommandSpec {
    CommandSpec(
      name: "save",
      abstract: "Save the plan of a date's menu as a template.",
      discussion: """
        Keeps the exercises, notes and planned values of every set of D's menu, and the menu's \
        note; no results and no workout ids. NAME is 1 to 64 letters, digits, '-', '_' and \
        '.', not starting with '-'.
        """,
      input: SaveInput.self,
      examples: [
        "wkc template save push --from today",
        "wkc template save push --from 2024-01-04 --replace",
      ],
      run: runSave)
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "One line per template: name, exercises, number of sets.",
      input: NoInput.self,
      examples: ["wkc template list", "wkc template list --json"],
      run: runList)
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show",
      abstract: "Show a template: its workouts and the planned values of each set.",
      input: NameInput.self,
      examples: ["wkc template show full-body", "wkc template show full-body --json"],
      run: runShow)
  }

  static var apply: CommandSpec {
    CommandSpec(
      name: "apply",
      abstract: "Add a template's workouts to the end of a date's menu.",
      discussion: """
        Each workout gets a new id and the template's planned values, checked against the \
        catalog as typed values are; the menu takes the template's note when it has none.
        """,
      input: ApplyInput.self,
      examples: [
        "wkc template apply full-body",
        "wkc template apply full-body --date tomorrow --progress",
      ],
      run: runApply)
  }

  static var remove: CommandSpec {
    CommandSpec(
      name: "remove",
      abstract: "Remove a template; menus it was applied to keep their workouts.",
      input: NameInput.self,
      examples: ["wkc template remove full-body"],
      run: runRemove)
  }

  enum SaveInput: NamedInput {
    case name, from, replace

    var declaration: InputDeclaration {
      switch self {
      case .name:
        .argument(ArgumentSpec(name: "NAME", help: "A name for the template, e.g. push-day."))
      case .from: .option(.value("from", "D", "The date whose plan to save.", required: true))
      case .replace: .option(.flag("replace", "Replace the template of that name."))
      }
    }
  }

  enum NameInput: NamedInput {
    case name

    var declaration: InputDeclaration { .argument(TemplateCommands.nameArgument) }
  }

  enum ApplyInput: NamedInput, DateInput {
    case name, date, progress

    var declaration: InputDeclaration {
      switch self {
      case .name: .argument(TemplateCommands.nameArgument)
      case .date: .option(SharedOptions.date)
      case .progress:
        .option(
          .flag(
            "progress",
            "Load each exercise's first workout by the progression rule (see 'wkc suggest'); "
              + "the template keeps its sets, its warm-ups ramped anew to the new weight."))
      }
    }
  }

  /// Inputs naming a template.
  protocol NamedInput: CommandInput {
    /// `NAME`.
    static var name: Self { get }
  }

  /// NAME, checked against the rules for names before anything is read.
  private static func checkedName<Input: NamedInput>(_ invocation: Invocation<Input>)
    throws(TemplateError) -> String
  {
    let name = invocation.required(.name)
    try Template.checkName(name)
    return name
  }

  // MARK: - save

  private static func runSave(_ invocation: Invocation<SaveInput>) throws {
    let context = invocation.context
    let name = try checkedName(invocation)
    let from = try context.date(invocation.required(.from), option: "from")
    let outcome = try context.perform(
      SaveTemplate(name: name, from: from, replace: invocation.has(.replace)),
      on: context.openStore())
    if context.json { return context.printJSON { $0.write(outcome.template) } }
    let text = try invocation.setText()
    context.print(
      "\(outcome.replaced == nil ? "Saved" : "Replaced") template \(context.style.bold(name)) "
        + "from \(text.date(from)) (\(counts(outcome.template))).")
    printWorkouts(outcome.template, text: text, context: context)
  }

  // MARK: - list

  private static func runList(_ invocation: Invocation<NoInput>) throws {
    let context = invocation.context
    let templates = try context.openStore().templates().templates
    if context.json {
      context.printJSON { json in
        json.array { json in for template in templates { json.write(template) } }
      }
      return
    }
    guard !templates.isEmpty else {
      context.print("No templates yet. Save a date's plan: wkc template save NAME --from D")
      return
    }
    let text = try invocation.setText()
    var table = Table(header: ["name", "exercises", "sets"], dropOrder: [2], cuttable: [0, 1])
    for template in templates {
      let names = template.workouts.map { text.name($0.exercise) }.joined(separator: ", ")
      table.add([template.name, names, "\(template.setCount)"])
    }
    context.print(table)
  }

  // MARK: - show

  private static func runShow(_ invocation: Invocation<NameInput>) throws {
    let context = invocation.context
    let name = try checkedName(invocation)
    let template = try context.openStore().templates().template(named: name)
    if context.json {
      context.printJSON { $0.write(template) }
      return
    }
    let text = try invocation.setText()
    let style = context.style
    var title = style.bold(template.name)
    if let note = template.note { title += " \(style.dash) \(text.note(note))" }
    context.printFitted(title)
    printWorkouts(template, text: text, context: context)
    context.print(style.dim(counts(template)))
  }

  /// The workouts and sets of a template, like the plan column of `menu show`.
  private static func printWorkouts(_ template: Template, text: SetText, context: Context) {
    let style = context.style
    var table = Table(header: ["#", "exercise", "set", "plan"], dropOrder: [2, 0], cuttable: [1])
    for (index, workout) in template.workouts.enumerated() {
      let mark = template.groupMark(of: index).map { style.bold($0) + " " } ?? ""
      let name = mark + text.name(workout.exercise)
      if workout.sets.isEmpty { table.add(["\(index + 1)", name, "", style.dash]) }
      for (number, planned) in workout.sets.enumerated() {
        var label = ""
        if number == 0 { label = name }
        if number == 1, let note = workout.note { label = style.dim(text.note(note)) }
        table.add([
          number == 0 ? "\(index + 1)" : "", label, "\(number + 1)",
          text.planned(planned, of: workout.exercise),
        ])
      }
      if workout.sets.count <= 1, let note = workout.note {
        table.add(["", style.dim(text.note(note)), "", ""])
      }
    }
    context.print(table)
  }

  /// `2 workouts, 6 sets`.
  private static func counts(_ template: Template) -> String {
    let workouts = template.workouts.count
    let sets = template.setCount
    return "\(workouts) workout\(workouts == 1 ? "" : "s"), \(sets) set\(sets == 1 ? "" : "s")"
  }

  // MARK: - apply

  private static func runApply(_ invocation: Invocation<ApplyInput>) throws {
    let context = invocation.context
    let name = try checkedName(invocation)
    let date = try invocation.date()
    let outcome = try context.perform(
      ApplyTemplate(
        name: name, date: date, progress: invocation.has(.progress),
        catalog: try context.catalog(), moment: context.moment, units: try context.units(),
        settings: try context.settings()),
      on: context.openStore())
    if context.json { return context.printJSON { $0.write(outcome.menu) } }
    let text = try invocation.setText()
    let added = outcome.added.count
    let last = outcome.menu.workouts.count
    let positions = added == 1 ? "#\(outcome.first + 1)" : "#\(outcome.first + 1) to #\(last)"
    context.print(
      "Applied template \(context.style.bold(name)) to \(text.date(date)): "
        + "\(added) workout\(added == 1 ? "" : "s") added as \(positions).")
    for (index, workout) in zip(outcome.added.indices, outcome.added) {
      let mark = outcome.menu.groupMark(of: index).map { "\($0) " } ?? ""
      context.print(
        "#\(index + 1) \(context.style.bold(mark + text.name(workout.exercise))) "
          + context.style.dim("(id \(workout.id))"))
      PlanCommands.printSets(workout, text: text, context: context)
      if let gear = workout.gear { context.print("  gear: \(gear)") }
    }
    for progression in outcome.suggestions {
      context.print(
        "Progression of \(text.name(progression.exercise)): \(progression.suggestion.reason)")
    }
  }

  // MARK: - remove

  private static func runRemove(_ invocation: Invocation<NameInput>) throws {
    let context = invocation.context
    let removed = try context.perform(
      RemoveTemplate(name: try checkedName(invocation)), on: context.openStore())
    if context.json { return context.printJSON { $0.write(removed) } }
    context.print("Removed template \(removed.name) (\(counts(removed))).")
  }
}
