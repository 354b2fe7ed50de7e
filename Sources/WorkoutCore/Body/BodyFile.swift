// The user's body measurements, `body.json` in the data directory: one entry per date, and the
// user's own measures. Read and written under the store's rules, like gear.

/// The contents of `body.json`: every entry, oldest first, one per date, and the user's own
/// measures.
public struct BodyFile: Hashable, Sendable {
  /// The most entries the file holds (over 270 years of days): a bound on hostile input.
  public static let maximumEntries = 100_000
  /// The most measures of the user's own.
  public static let maximumOwnMeasures = 50

  /// The entries, oldest first, one per date.
  public private(set) var entries: [BodyEntry]
  /// The user's own measures, by name.
  public private(set) var own: [BodyMeasure]

  /// A file of `entries` (sorted by date) and `own` measures (sorted by name).
  public init(entries: [BodyEntry] = [], own: [BodyMeasure] = []) {
    self.entries = entries.sorted { $0.date < $1.date }
    self.own = own.sorted { $0.name < $1.name }
  }

  /// True when there is nothing to keep.
  public var isEmpty: Bool { entries.isEmpty && own.isEmpty }

  /// Every measure: the built-in ones, then the user's own.
  public var measures: [BodyMeasure] { BodyMeasure.builtIn + own }

  /// The measure named `name` (any case), or nil.
  public func measure(named name: String) -> BodyMeasure? {
    let lowered = name.lowercased()
    return measures.first { $0.name == lowered }
  }

  /// The entry of `date`, or nil.
  public func entry(on date: LocalDate) -> BodyEntry? {
    index(of: date).map { entries[$0] }
  }

  /// The latest entry with a value of `measure` on or before `date`, or nil.
  public func latest(_ measure: BodyMeasure, onOrBefore date: LocalDate) -> BodyEntry? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].date <= date { low = middle + 1 } else { high = middle }
    }
    return entries[..<low].last { $0[measure] != nil }
  }

  /// The body weight in kg on `date`: that of the nearest entry on or before it; nil when none.
  public func bodyWeight(on date: LocalDate) -> Double? {
    latest(.weight, onOrBefore: date)?[.weight]
  }

  /// The measures that have a value in some entry, in the order of `measures`.
  public var measured: [BodyMeasure] {
    let names = Set(entries.flatMap(\.values.keys))
    return measures.filter { names.contains($0.name) }
  }

  private func index(of date: LocalDate) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].date < date { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].date == date ? low : nil
  }

  // MARK: - Changing

  /// Adds a measure of the user's own; fails when the name is taken or not a name.
  public mutating func addOwn(_ measure: BodyMeasure) throws(BodyError) {
    guard BodyMeasure.isValidName(measure.name) else { throw .badName(measure.name) }
    guard self.measure(named: measure.name) == nil else { return }
    guard own.count < BodyFile.maximumOwnMeasures else {
      throw .invalid(
        "there are \(own.count) measures of your own; at most \(BodyFile.maximumOwnMeasures)")
    }
    own.append(measure)
    own.sort { $0.name < $1.name }
  }

  /// Sets `values` (canonical, by measure name) on `date`, keeping the date's other values;
  /// fails on a measure the file does not know or a value out of its range.
  public mutating func set(_ values: [String: Double], on date: LocalDate) throws(BodyError) {
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      guard let measure = measure(named: name) else { throw .unknownMeasure(name) }
      guard value.isFinite, measure.limits.contains(value) else {
        throw .outOfRange(measure, value)
      }
    }
    if let index = index(of: date) {
      entries[index].values.merge(values) { $1 }
      return
    }
    guard entries.count < BodyFile.maximumEntries else {
      throw .invalid("the body file holds at most \(BodyFile.maximumEntries) dates")
    }
    let index = entries.firstIndex { $0.date > date } ?? entries.endIndex
    entries.insert(BodyEntry(date: date, values: values), at: index)
  }

  /// Removes the entry of `date`, or only `measures` of it; returns what was removed. An entry
  /// left with no value goes.
  @discardableResult
  public mutating func remove(on date: LocalDate, measures: [BodyMeasure] = [])
    throws(BodyError) -> BodyEntry
  {
    guard let index = index(of: date) else { throw .noEntry(date) }
    let old = entries[index]
    if measures.isEmpty {
      entries.remove(at: index)
      return old
    }
    var removed = BodyEntry(date: date)
    for measure in measures {
      guard let value = entries[index].values.removeValue(forKey: measure.name) else {
        throw .noValue(measure, date)
      }
      removed.values[measure.name] = value
    }
    if entries[index].values.isEmpty { entries.remove(at: index) }
    return removed
  }
}
