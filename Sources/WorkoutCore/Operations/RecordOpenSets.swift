/// `run --as-planned`: every open set of a date's menu done as planned.
public struct RecordOpenSets: StoreOperation {
  /// The menu's date.
  public var date: LocalDate
  /// When it happens, for new ids and completion times.
  public var moment: Moment
  /// The gear each workout recorded gets, as `RecordSet.gear`.
  public var gear: GearChoice?

  /// Every open set of `date`.
  public init(date: LocalDate, moment: Moment, gear: GearChoice? = nil) {
    self.date = date
    self.moment = moment
    self.gear = gear
  }

  /// The sets recorded and the menu as it is now.
  public struct Outcome: Hashable, Sendable {
    /// The sets recorded, in menu order.
    public var recorded: [SetPosition]
    /// The menu as it is now.
    public var menu: Menu
    /// The gear each workout got, by its position, when it changed.
    public var gearGiven: [Int: GearID] = [:]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    try moment.checkResults(on: date)
    var menu = try transaction.menu(on: date)
    let time = moment.timestamp(on: date)
    var recorded: [SetPosition] = []
    var gearGiven: [Int: GearID] = [:]
    let gearFile = gear == nil ? GearFile() : try transaction.gear()
    while let position = menu.firstOpenSet {
      let workout = menu.workouts[position.workout]
      if gear != nil, !recorded.contains(where: { $0.workout == position.workout }) {
        let new = try gearFile.gear(
          of: workout, recording: gear, firstResult: !workout.hasResults, on: date)
        if new != workout.gear, let new { gearGiven[position.workout] = new }
        menu.workouts[position.workout].gear = new
      }
      menu.record(menu[position].planned.values, at: position, time: time)
      recorded.append(position)
    }
    try transaction.put(menu)
    return Outcome(recorded: recorded, menu: menu, gearGiven: gearGiven)
  }
}
