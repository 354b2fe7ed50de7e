// What `gear list`, `gear show` and `gear check` show: each piece of gear with the totals its
// workouts give it, from gear.json and the index; `gear show` reads the months it was used in.

/// A piece of gear and what its workouts give it.
public struct GearSummary: Hashable, Sendable {
  /// The gear.
  public var gear: Gear
  /// What its workouts give it.
  public var use: GearUse

  /// Its distance so far: its start distance and its workouts', in km, rounded.
  public var distance: Double { Gear.rounded(km: gear.startDistance + use.distance) }

  /// The most `percentOfRetire` says: far beyond any real wear, far below `Int.max`.
  public static let maximumPercent = 1_000_000

  /// Its distance in whole percent of its retire distance (100 = reached), rounded down and
  /// clamped to 0...`maximumPercent`; nil without a retire distance.
  public var percentOfRetire: Int? {
    guard let retireAt = gear.retireAt, retireAt > 0 else { return nil }
    let percent = (distance / retireAt * 100).rounded(.down)
    guard percent.isFinite else { return percent > 0 ? GearSummary.maximumPercent : 0 }
    return Int(min(max(percent, 0), Double(GearSummary.maximumPercent)))
  }

  /// True when it has gone its retire distance.
  public var isPastRetire: Bool { gear.retireAt.map { distance >= $0 } ?? false }

  /// True when it is in use and past its retire distance: what `gear check` reports.
  public var isDue: Bool { !gear.isRetired && isPastRetire }
}

/// A piece of gear in full: its totals, its distance per month, the workouts that used it.
public struct GearDetail: Hashable, Sendable {
  /// The gear and its totals.
  public var summary: GearSummary
  /// What each month gave it, oldest first; months between without use are left out.
  public var months: [(month: YearMonth, use: GearUse)]
  /// The workouts that carry it (planned ones too), newest first, at most the limit asked for.
  public var workouts: [(date: LocalDate, workout: Workout)]
  /// How many more workouts carry it than are listed.
  public var moreWorkouts: Int

  /// Equal when every part is.
  public static func == (lhs: GearDetail, rhs: GearDetail) -> Bool {
    lhs.summary == rhs.summary && lhs.months.map(\.month) == rhs.months.map(\.month)
      && lhs.months.map(\.use) == rhs.months.map(\.use)
      && lhs.workouts.map(\.date) == rhs.workouts.map(\.date)
      && lhs.workouts.map(\.workout) == rhs.workouts.map(\.workout)
      && lhs.moreWorkouts == rhs.moreWorkouts
  }

  /// Hashes the gear and its totals.
  public func hash(into hasher: inout Hasher) { hasher.combine(summary) }
}

extension Store {
  /// Every piece of gear, sorted by id, with its totals; reads gear.json and the index only.
  public func gearSummaries() throws -> [GearSummary] {
    let file = try gear()
    guard !file.gear.isEmpty else { return [] }
    return try read { transaction in
      let uses = try transaction.gearUses()
      return file.gear.map { GearSummary(gear: $0, use: uses[$0.id] ?? GearUse()) }
    }
  }

  /// One piece of gear (its id or name as typed) in full: its months and the workouts that
  /// carry it from `from` through `to` (each nil: no bound), at most `limit` of them listed
  /// (nil: all), the rest counted in `moreWorkouts`.
  public func gearDetail(
    _ text: String, from: LocalDate? = nil, to: LocalDate? = nil, limit: Int? = nil
  ) throws -> GearDetail {
    let gear = try self.gear().named(text)
    return try read { transaction in
      let all = try transaction.gearMonths(of: gear.id).sorted { $0.key < $1.key }
      let use = all.reduce(GearUse()) { $0.merging($1.value) }
      let months = all.filter { month, _ in
        (from.map { month >= $0.yearMonth } ?? true) && (to.map { month <= $0.yearMonth } ?? true)
      }
      let ranged = from != nil || to != nil
      let limit = limit ?? Int.max
      var workouts: [(date: LocalDate, workout: Workout)] = []
      var more = 0
      for (month, _) in months.reversed() where ranged || workouts.count < limit {
        for menu in try transaction.month(month).menus.reversed() {
          guard from.map({ menu.date >= $0 }) ?? true, to.map({ menu.date <= $0 }) ?? true
          else { continue }
          for workout in menu.workouts.reversed() where workout.gear == gear.id {
            if workouts.count < limit { workouts.append((menu.date, workout)) } else { more += 1 }
          }
        }
      }
      return GearDetail(
        summary: GearSummary(gear: gear, use: use), months: months.map { ($0.key, $0.value) },
        workouts: workouts, moreWorkouts: ranged ? more : max(0, use.linked - workouts.count))
    }
  }
}
