// Gear totals in the store: what the workouts on disk give each piece of gear, from the index
// rather than the month files, and what a write does to them (crossings of retire distances,
// retired gear given to workouts).

extension StoreTransaction {
  /// What this transaction's changes do to gear: retired gear newly given to workouts, and
  /// gear whose distance goes past its retire distance. Reads nothing when the changes give no
  /// gear to a workout and change no gear's distance (a bench press beside a month of runs).
  public mutating func gearEffects() throws(StoreError) -> GearEffects {
    var effects = GearEffects()
    var before: [GearID: GearUse] = [:]
    var after: [GearID: GearUse] = [:]
    var linked: Set<GearID> = []
    for (old, new) in changedMonths {
      let oldUses = GearUse.uses(in: old?.menus ?? [])
      let newUses = GearUse.uses(in: new.menus)
      for (id, use) in oldUses { before[id] = (before[id] ?? GearUse()).merging(use) }
      for (id, use) in newUses { after[id] = (after[id] ?? GearUse()).merging(use) }
      var oldGear: [WorkoutID: GearID] = [:]
      for menu in old?.menus ?? [] {
        for workout in menu.workouts { oldGear[workout.id] = workout.gear }
      }
      for menu in new.menus {
        for workout in menu.workouts {
          if let id = workout.gear, oldGear[workout.id] != id { linked.insert(id) }
        }
      }
    }
    let changed = Set(before.keys).union(after.keys).filter {
      before[$0]?.distance != after[$0]?.distance
    }
    guard !changed.isEmpty || !linked.isEmpty else { return effects }
    let file = try gear()
    effects.retiredUsed = linked.sorted().compactMap { file[$0] }.filter(\.isRetired)
    let index = try loadIndex()
    for id in changed.sorted() {
      guard let gear = file[id], !gear.isRetired, let retireAt = gear.retireAt else { continue }
      let onDisk = gear.startDistance + index.use(of: id).distance
      let was = Gear.rounded(km: onDisk)
      let now = Gear.rounded(
        km: onDisk - (before[id]?.distance ?? 0) + (after[id]?.distance ?? 0))
      if was < retireAt, now >= retireAt {
        effects.crossings.append(GearCrossing(gear: gear, distance: now, retireAt: retireAt))
      }
    }
    return effects
  }

  /// Everything the workouts on disk give each piece of gear, from the index (rebuilt from
  /// the month files when stale, and then saved).
  public mutating func gearUses() throws(StoreError) -> [GearID: GearUse] {
    let index = try loadIndex()
    saveRebuiltIndex()
    return index.gear.mapValues { $0.values.reduce(GearUse()) { $0.merging($1) } }
  }

  /// What each month on disk gives `id`, from the index.
  public mutating func gearMonths(of id: GearID) throws(StoreError) -> [YearMonth: GearUse] {
    let index = try loadIndex()
    saveRebuiltIndex()
    return index.gear[id] ?? [:]
  }
}

extension Store {
  /// The choice `--gear TEXT` makes: `none`, or the user's gear by id or name. Unknown gear is
  /// invalid data, as an unknown exercise is; `none` reads no file.
  public func gearChoice(typed text: String) throws -> GearChoice {
    if GearChoice(text) == .optOut { return .optOut }
    let file = try gear()
    guard let found = file.find(text) else {
      throw GearError.unknown(text, suggestions: file.suggestions(for: text))
    }
    return .gear(found.id)
  }

}
