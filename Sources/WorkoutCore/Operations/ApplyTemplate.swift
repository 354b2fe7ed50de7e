/// `template apply`: a template's workouts added to the end of a date's menu, with new ids,
/// its sets as saved or loaded by the progression rule.
public struct ApplyTemplate: StoreOperation {
  /// The template's name.
  public var name: String
  /// The menu's date.
  public var date: LocalDate
  /// Loads each exercise's first workout by the progression rule; the template keeps its sets
  /// and its warm-ups are planned anew (`Suggestion.plan`).
  public var progress: Bool
  /// The catalog values are checked against.
  public var catalog: Catalog
  /// When it happens, for new ids and completion times.
  public var moment: Moment
  /// The units the lifter reads: progression goes in pounds for pounds.
  public var units: DisplayUnits
  /// The settings whose bar, plates and warm-up ramp a progressed template's warm-ups are
  /// planned by; nil for the defaults of `units`.
  public var settings: Settings?

  /// The template `name`, to apply to `date`.
  public init(
    name: String, date: LocalDate, progress: Bool, catalog: Catalog, moment: Moment,
    units: DisplayUnits = .metric, settings: Settings? = nil
  ) {
    self.units = units
    self.settings = settings
    self.name = name
    self.date = date
    self.progress = progress
    self.catalog = catalog
    self.moment = moment
  }

  /// The menu as it is now, where the new workouts start, and why each exercise progressed.
  public struct Outcome: Hashable, Sendable {
    /// The menu as it is now.
    public var menu: Menu
    /// The index of the first workout added.
    public var first: Int
    /// The progression of each exercise progressed, in order.
    public var suggestions: [ExerciseSuggestion]

    /// The workouts added.
    public var added: ArraySlice<Workout> { menu.workouts[first...] }
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    try Template.checkName(name)
    let template = try transaction.templates().template(named: name)
    let menu = try transaction.menu(on: date)
    try menu.checkRoom(for: template.workouts.count)
    var ids = try WorkoutIDAllocator(for: date.yearMonth, in: &transaction, at: moment)
    var suggestions: [ExerciseSuggestion] = []
    var progressed: Set<ExerciseID> = []
    var newIDFailure: PlanError?
    let settings =
      self.settings
      ?? (try? Settings(file: SettingsFile(values: [.units: units.weight.symbol]), environment: [:]))
    let ramp = settings.flatMap { try? WarmupRamp.parse($0.value(.warmup)) } ?? .standard
    let applied = try Planner(catalog: catalog).apply(
      template, to: menu,
      newID: {
        do throws(PlanError) {
          return try ids.next()
        } catch {
          newIDFailure = error
          return WorkoutID(rawValue: "w")!
        }
      },
      plan: { workout, exercise in
        // The template keeps its sets; the rule loads each exercise's first workout.
        let saved = Planner.asSaved(workout, exercise)
        guard progress, progressed.insert(exercise.id).inserted else { return saved }
        let suggestion = try Progression.next(
          of: exercise, on: date, in: &transaction, units: units,
          loadable: settings.map {
            LoadableWeights(plateMath: $0.plateMath(for: exercise), units: units)
          })
        suggestions.append(ExerciseSuggestion(exercise: exercise.id, suggestion: suggestion))
        return suggestion.plan(
          saved, exercise: exercise, ramp: ramp, plateMath: settings?.plateMath(for: exercise),
          catalog: catalog)
      })
    if let newIDFailure { throw newIDFailure }
    // A template keeps no gear: each new workout gets its exercise's default.
    var withGear = applied
    let gear = try transaction.gear()
    for index in menu.workouts.count..<withGear.workouts.count {
      withGear.workouts[index].gear = gear.defaults[withGear.workouts[index].exercise]
    }
    try transaction.put(withGear)
    return Outcome(menu: withGear, first: menu.workouts.count, suggestions: suggestions)
  }
}

/// The progression rule's plan for one exercise.
public struct ExerciseSuggestion: Hashable, Sendable {
  /// The exercise.
  public var exercise: ExerciseID
  /// The progression rule's plan.
  public var suggestion: Suggestion
}
