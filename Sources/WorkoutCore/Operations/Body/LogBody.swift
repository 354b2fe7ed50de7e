/// `body`: body weight and measurements of one date, as typed (`82.5`, `180lb`, `33in`), put
/// into that date's entry; values of the date not typed stay. A measure not yet known becomes
/// one of the user's own, its kind from the unit typed (`calf=38cm`).
public struct LogBody: StoreOperation {
  /// The date measured.
  public var date: LocalDate
  /// Each measure's name and value as typed, in order.
  public var typed: [(measure: String, value: String)]
  /// The units a bare number is in.
  public var units: DisplayUnits

  /// Logs `typed` on `date`.
  public init(date: LocalDate, typed: [(measure: String, value: String)], units: DisplayUnits) {
    self.date = date
    self.typed = typed
    self.units = units
  }

  /// The entry as it is now, the one before its date, and what changed.
  public struct Outcome: Sendable {
    /// The date's entry after the change.
    public var entry: BodyEntry
    /// The values it had before, of the measures typed (nil: none).
    public var replaced: [String: Double]
    /// The latest earlier entry of each measure of the entry, for the change.
    public var previous: [String: (date: LocalDate, value: Double)]
    /// Measures of the user's own made by this change.
    public var created: [BodyMeasure]
    /// Every measure the file knows, for units.
    public var measures: [BodyMeasure]
  }

  /// Applies it; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    var file = try transaction.body()
    var values: [String: Double] = [:]
    var created: [BodyMeasure] = []
    guard !typed.isEmpty else {
      throw BodyError.invalid("give a value to log, as in 82.5 or waist=84")
    }
    for (name, text) in typed {
      var measure = file.measure(named: name)
      if measure == nil {
        let lowered = name.lowercased()
        guard BodyMeasure.isValidName(lowered) else { throw BodyError.badName(name) }
        guard let kind = BodyValueText.kind(of: text) else { throw BodyError.unknownMeasure(name) }
        let new = BodyMeasure(name: lowered, kind: kind)
        try file.addOwn(new)
        created.append(new)
        measure = new
      }
      guard let measure else { continue }
      guard let value = BodyValueText.value(text, kind: measure.kind, units: units) else {
        throw BodyError.malformed(measure.name, text, BodyValueText.expected(measure.kind))
      }
      values[measure.name] = value
    }
    let before = file.entry(on: date)
    try file.set(values, on: date)
    try transaction.setBody(file)
    let entry = file.entry(on: date) ?? BodyEntry(date: date, values: values)
    var replaced: [String: Double] = [:]
    for name in values.keys { if let old = before?.values[name] { replaced[name] = old } }
    return Outcome(
      entry: entry, replaced: replaced, previous: file.previous(of: entry),
      created: created, measures: file.measures)
  }
}

/// `body remove DATE [MEASURE…]`: a date's entry, or some of its values, removed.
public struct RemoveBody: StoreOperation {
  /// The date.
  public var date: LocalDate
  /// The measures to remove; all of the date when empty.
  public var measures: [String]

  /// Removes `measures` (all when empty) of `date`.
  public init(date: LocalDate, measures: [String] = []) {
    self.date = date
    self.measures = measures
  }

  /// What was removed, and the measures known, for units.
  public func apply(to transaction: inout StoreTransaction) throws -> (
    removed: BodyEntry, measures: [BodyMeasure]
  ) {
    var file = try transaction.body()
    var named: [BodyMeasure] = []
    for name in measures {
      guard let measure = file.measure(named: name) else { throw BodyError.unknownMeasure(name) }
      named.append(measure)
    }
    let removed = try file.remove(on: date, measures: named)
    try transaction.setBody(file)
    return (removed, file.measures)
  }
}

extension BodyFile {
  /// The latest value before `entry`'s date of each measure it has.
  public func previous(of entry: BodyEntry) -> [String: (date: LocalDate, value: Double)] {
    var found: [String: (date: LocalDate, value: Double)] = [:]
    let day = entry.date.adding(days: -1)
    for name in entry.values.keys {
      guard let measure = measure(named: name),
        let earlier = latest(measure, onOrBefore: day), let value = earlier[measure]
      else { continue }
      found[name] = (earlier.date, value)
    }
    return found
  }
}
