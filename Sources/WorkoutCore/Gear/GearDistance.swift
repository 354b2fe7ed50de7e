/// What the workouts of some dates give one piece of gear: distance, uses, first and last date.
public struct GearUse: Hashable, Sendable {
  /// Kilometres of the done sets of its workouts.
  public var distance: Double = 0
  /// Workouts that used it: those with a set done.
  public var uses = 0
  /// Workouts that carry it, planned ones too.
  public var linked = 0
  /// The first date it was used, nil when never.
  public var first: LocalDate?
  /// The last date it was used, nil when never.
  public var last: LocalDate?

  /// No use.
  public init() {}

  /// Adds one workout of `date`; it is a use once a set of it is done.
  mutating func add(_ workout: Workout, on date: LocalDate) {
    linked += 1
    guard workout.hasResults else { return }
    distance += workout.gearDistance
    uses += 1
    if first.map({ date < $0 }) ?? true { first = date }
    if last.map({ date > $0 }) ?? true { last = date }
  }

  /// Both uses together.
  public func merging(_ other: GearUse) -> GearUse {
    var merged = self
    merged.distance += other.distance
    merged.uses += other.uses
    merged.linked += other.linked
    if let first = other.first, merged.first.map({ first < $0 }) ?? true { merged.first = first }
    if let last = other.last, merged.last.map({ last > $0 }) ?? true { merged.last = last }
    return merged
  }

  /// What each piece of gear gets from `menus`; an opt-out (`GearID.none`) counts for none.
  public static func uses(in menus: [Menu]) -> [GearID: GearUse] {
    var uses: [GearID: GearUse] = [:]
    for menu in menus {
      for workout in menu.workouts {
        guard let gear = workout.gear, !gear.isNone else { continue }
        uses[gear, default: GearUse()].add(workout, on: menu.date)
      }
    }
    return uses
  }
}

extension Workout {
  /// The kilometres its done sets covered, warm-ups too (shoes wear either way): each set's
  /// distance, else its speed × duration (a treadmill run keeps its speed).
  public var gearDistance: Double {
    var total = 0.0
    for set in sets where set.isDone {
      guard let actual = set.actual else { continue }
      if let distance = actual[.distance] {
        total += distance
      } else if let speed = actual[.speed], let duration = actual[.duration] {
        total += speed * duration / 3600
      }
    }
    return total
  }
}

/// A piece of gear whose distance went past its retire distance.
public struct GearCrossing: Hashable, Sendable {
  /// The gear.
  public var gear: Gear
  /// Its distance now, start distance included, in km.
  public var distance: Double
  /// Its retire distance, in km.
  public var retireAt: Double
}

/// What one write did to gear: workouts given retired gear, gear past its retire distance.
public struct GearEffects: Hashable, Sendable {
  /// Gear that is retired and was just given to a workout, by id.
  public var retiredUsed: [Gear] = []
  /// Gear whose distance crossed its retire distance.
  public var crossings: [GearCrossing] = []

  /// Nothing happened to gear.
  public init() {}
}
