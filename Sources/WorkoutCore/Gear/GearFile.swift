// The user's gear, `gear.json` in the data directory: the gear list and the default gear of
// each exercise. Read and written under the store's rules, like templates.

/// The contents of `gear.json`: every piece of gear, sorted by id, and each exercise's default.
public struct GearFile: Hashable, Sendable {
  /// The most pieces of gear the file holds: a bound on hostile input.
  public static let maximumGear = 1000

  /// The gear, sorted by id.
  public private(set) var gear: [Gear]
  /// The gear new workouts of an exercise get unless told otherwise.
  public private(set) var defaults: [ExerciseID: GearID]

  /// A file holding `gear` (sorted by id) and `defaults`.
  public init(gear: [Gear] = [], defaults: [ExerciseID: GearID] = [:]) {
    self.gear = gear.sorted { $0.id < $1.id }
    self.defaults = defaults
  }

  /// True when there is nothing to keep.
  public var isEmpty: Bool { gear.isEmpty && defaults.isEmpty }

  /// The gear of `id`, or nil.
  public subscript(id: GearID) -> Gear? { gear.first { $0.id == id } }

  // MARK: - Finding

  /// The gear a user typed: its id, else its name (any case) when one has it.
  public func find(_ text: String) -> Gear? {
    if let id = GearID(text), let found = self[id] { return found }
    let lowered = text.lowercased()
    let named = gear.filter { $0.name.lowercased() == lowered }
    return named.count == 1 ? named[0] : nil
  }

  /// The gear a gear command names; fails (not found) with near ids.
  public func named(_ text: String) throws(GearError) -> Gear {
    guard let found = find(text) else { throw .notFound(text, suggestions: suggestions(for: text)) }
    return found
  }

  /// The gear a workout is given; fails (unknown, invalid data) with near ids.
  public func checked(_ id: GearID) throws(GearError) -> Gear {
    guard let found = self[id] else {
      throw .unknown(id.rawValue, suggestions: suggestions(for: id.rawValue))
    }
    return found
  }

  /// The ids near `text`, by id and name.
  public func suggestions(for text: String) -> [GearID] {
    let keys = gear.flatMap { [(key: $0.id.rawValue, value: $0.id), (key: $0.name, value: $0.id)] }
    return Array(NearMiss.ranked(for: text, among: keys).prefix(3))
  }

  /// The gear a new workout of `exercise` gets by `choice`: `GearID.none` when opted out, nil
  /// without a default or when the default does not fit a workout dated `date` (`misfit`).
  /// Fails on unknown gear.
  public func gear(for exercise: ExerciseID, choice: GearChoice, on date: LocalDate? = nil)
    throws(GearError) -> GearID?
  {
    switch choice {
    case .optOut: return GearID.none
    case .gear(let id): return try checked(id).id
    case .automatic:
      guard let id = defaults[exercise] else { return nil }
      if let date, self[id]?.misfit(for: exercise, on: date) != nil { return nil }
      return id
    }
  }

  /// The gear an imported workout of `exercise` dated `date` gets by `choice`, and why it gets
  /// none when the gear chosen does not fit it (`Gear.misfit`); no gear for one with no
  /// distance or speed (`movesGear` false), a walk with no distance.
  public func gear(
    forImported exercise: ExerciseID, on date: LocalDate, moves: Bool, choice: GearChoice
  ) -> (gear: GearID?, misfit: String?) {
    let id: GearID?
    switch choice {
    case .optOut: return (GearID.none, nil)
    case .gear(let chosen): id = chosen
    case .automatic: id = defaults[exercise]
    }
    guard let id, let gear = self[id] else { return (nil, nil) }
    guard moves else { return (nil, "\(id) not given to a workout with no distance or speed") }
    if let misfit = gear.misfit(for: exercise, on: date) {
      return (nil, "\(id) not given: \(misfit)")
    }
    return (id, nil)
  }

  /// The gear `workout` has once a set of it is recorded by `choice`: nil leaves it as it is,
  /// `.automatic` gives its exercise's default at its first result to a workout whose gear was
  /// never decided (nil; an opt-out, `GearID.none`, stays), unless that default does not fit
  /// a workout dated `date` (`Gear.misfit`).
  public func gear(
    of workout: Workout, recording choice: GearChoice?, firstResult: Bool,
    on date: LocalDate? = nil
  ) throws(GearError) -> GearID? {
    switch choice {
    case nil: return workout.gear
    case .optOut: return GearID.none
    case .gear(let id): return try checked(id).id
    case .automatic:
      if let gear = workout.gear { return gear }
      guard firstResult else { return nil }
      return try self.gear(for: workout.exercise, choice: .automatic, on: date)
    }
  }

  /// Fails unless every workout's gear is in the file or the opt-out marker.
  public func checkGear(of menu: Menu) throws(GearError) {
    for workout in menu.workouts {
      if let id = workout.gear, !id.isNone { _ = try checked(id) }
    }
  }

  // MARK: - Changing

  /// Adds new gear; fails when its id is taken.
  public mutating func add(_ new: Gear, units: DisplayUnits = .metric) throws(GearError) {
    guard self[new.id] == nil else { throw .exists(new.id) }
    try Gear.check(new, units: units)
    guard gear.count < GearFile.maximumGear else {
      throw .invalid(
        "there are \(gear.count) pieces of gear; the file holds at most "
          + "\(GearFile.maximumGear)")
    }
    let index = gear.firstIndex { $0.id > new.id } ?? gear.endIndex
    gear.insert(new, at: index)
  }

  /// Replaces the gear of its id.
  public mutating func replace(_ changed: Gear, units: DisplayUnits = .metric)
    throws(GearError)
  {
    guard let index = gear.firstIndex(where: { $0.id == changed.id }) else {
      throw .notFound(changed.id.rawValue, suggestions: [])
    }
    try Gear.check(changed, units: units)
    gear[index] = changed
  }

  /// Fails when other gear has the name of `new` in any case: lookup by name needs one. What
  /// `gear add` and `gear edit` check; a file read or imported may hold such names.
  public func checkNameFree(_ new: Gear) throws(GearError) {
    let lowered = new.name.lowercased()
    if let other = gear.first(where: { $0.id != new.id && $0.name.lowercased() == lowered }) {
      throw .invalid("\(other.id) is already named '\(other.name)'; give another name")
    }
  }

  /// Removes gear and every default naming it.
  public mutating func remove(_ id: GearID) {
    gear.removeAll { $0.id == id }
    defaults = defaults.filter { $0.value != id }
  }

  /// Makes `id` the default of `exercises`; returns the gear each replaced as default.
  @discardableResult
  public mutating func setDefault(_ id: GearID, for exercises: [ExerciseID]) throws(GearError)
    -> [ExerciseID: GearID]
  {
    _ = try checked(id)
    var replaced: [ExerciseID: GearID] = [:]
    for exercise in exercises {
      if let old = defaults[exercise], old != id { replaced[exercise] = old }
      defaults[exercise] = id
    }
    return replaced
  }

  /// Clears the default of `exercise`; returns the gear it was.
  @discardableResult
  public mutating func clearDefault(of exercise: ExerciseID) -> GearID? {
    defaults.removeValue(forKey: exercise)
  }

  /// Drops every default naming `id`; returns the exercises it was the default of.
  public mutating func dropDefaults(of id: GearID) -> [ExerciseID] {
    let dropped = defaults.filter { $0.value == id }.keys.sorted()
    for exercise in dropped { defaults[exercise] = nil }
    return dropped
  }
}

extension Gear {
  /// The longest name.
  public static let maximumNameLength = 100
  /// The largest distance kept, in km: a million, far beyond any shoe or bike.
  public static let maximumDistance = 1_000_000.0
  /// The smallest retire distance, in km: below it every workout would be past it.
  public static let minimumRetireDistance = 1.0

  /// `km` rounded to the millimetre: what every view and check shows, free of the noise of
  /// adding many distances.
  public static func rounded(km: Double) -> Double {
    guard km.isFinite, abs(km) < 1e9 else { return km }
    return (km * 1_000_000).rounded() / 1_000_000
  }

  /// Fails when a name or a distance breaks the rules; messages give distances in `units`.
  public static func check(_ gear: Gear, units: DisplayUnits = .metric) throws(GearError) {
    let name = gear.name.trimmingSpaces
    guard !name.isEmpty, gear.name.count <= maximumNameLength else {
      throw .invalid("a gear name is 1 to \(maximumNameLength) characters, not '\(gear.name)'")
    }
    guard !gear.name.unicodeScalars.contains(where: \.isControlOrBidi) else {
      throw .invalid("a gear name may not hold control or direction characters")
    }
    let limits: [(what: String, value: Double?, least: Double)] = [
      ("start distance", gear.startDistance, 0),
      ("retire distance", gear.retireAt, minimumRetireDistance),
    ]
    for (what, value, least) in limits {
      guard let value else { continue }
      guard value.isFinite, value >= least, value <= maximumDistance else {
        let shown = { (kilometres: Double) in units.distance(kilometres, decimals: 3) }
        throw .invalid(
          "the \(what) must be between \(shown(least)) and \(shown(maximumDistance)), "
            + "not \(value.isFinite ? shown(value) : JSONWriter.format(value))")
      }
    }
  }

  /// Reads a distance as typed: `800`, `800km`, `500mi`, `500 mi`, `1200m` (bare = km); nil
  /// when it is not one.
  public static func distance(_ text: String, units: DisplayUnits = .metric) -> Double? {
    guard
      let (value, _) = Unit.read(
        String(text.trimmingSpaces.lowercased()), .distance, bare: units.distance),
      value.isFinite, value >= 0
    else { return nil }
    return value
  }
}
