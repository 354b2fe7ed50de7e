// What doctor reads of a file beside what its reader checks: the values it checks, each with
// the byte offset it starts at, read leniently (a key or value of another shape is skipped, for
// the file's own reader to report), so that every problem is found, not only the first.

/// A string value and where it starts.
struct ScannedText {
  var text: String
  var offset: Int
}

/// A file's `version` as found.
enum ScannedVersion {
  /// A whole number.
  case number(Int, offset: Int)
  /// Anything else.
  case malformed(offset: Int)
}

/// The parts of a month file doctor checks.
struct MonthScan {
  /// One value of a workout's sets: the set (from 0), planned or actual, and where it starts.
  struct Value {
    var set: Int
    var part: SetField
    var item: ItemID
    var value: Double
    var offset: Int
  }

  /// One workout: the values of its sets in file order.
  struct WorkoutScan {
    var id: ScannedText?
    var exercise: ScannedText?
    var gear: ScannedText?
    var values: [Value] = []
  }

  /// One menu, and where its object starts.
  struct MenuScan {
    var offset: Int
    var date: ScannedText?
    var workouts: [WorkoutScan] = []
  }

  /// The version; nil when the file has none.
  var version: ScannedVersion?
  var menus: [MenuScan] = []
}

/// The parts of `gear.json` doctor checks.
struct GearScan {
  var version: ScannedVersion?
  /// The ids of the gear.
  var ids: Set<GearID> = []
  /// Each default: the exercise and the gear id it names.
  var defaults: [(exercise: String, gear: ScannedText)] = []
}

extension JSONReader {
  /// Reads a month file leniently; fails unless it is an object.
  mutating func scanMonth() throws(JSONError) -> MonthScan {
    var scan = MonthScan()
    try readFields("a month file") { reader, key throws(JSONError) in
      switch MonthField.named(key) {
      case .version: scan.version = try reader.scanVersion()
      case .menus:
        try reader.scanArray { reader throws(JSONError) in
          scan.menus.append(try reader.scanMenu())
        }
      case nil: try reader.skipValue()
      }
    }
    return scan
  }

  /// Reads `gear.json` leniently; fails unless it is an object.
  mutating func scanGear() throws(JSONError) -> GearScan {
    var scan = GearScan()
    try readFields("the gear file") { reader, key throws(JSONError) in
      switch GearFileField.named(key) {
      case .version: scan.version = try reader.scanVersion()
      case .gear:
        try reader.scanArray { reader throws(JSONError) in
          try reader.scanObject { reader, key throws(JSONError) in
            guard GearField.named(key) == .id else { return try reader.skipValue() }
            if let text = try reader.scanText(), let id = GearID(text.text) { scan.ids.insert(id) }
          }
        }
      case .defaults:
        try reader.scanObject { reader, key throws(JSONError) in
          let exercise = key.string
          if let gear = try reader.scanText() { scan.defaults.append((exercise, gear)) }
        }
      case nil: try reader.skipValue()
      }
    }
    return scan
  }

  /// Reads only the `version` of a versioned file (catalog, templates); fails unless it is an
  /// object.
  mutating func scanVersionOnly() throws(JSONError) -> ScannedVersion? {
    var version: ScannedVersion?
    try readFields("a file") { reader, key throws(JSONError) in
      if case "version" = key { version = try reader.scanVersion() } else { try reader.skipValue() }
    }
    return version
  }

  // MARK: - Parts

  private mutating func scanMenu() throws(JSONError) -> MonthScan.MenuScan {
    var menu = MonthScan.MenuScan(offset: valueOffset())
    try scanObject { reader, key throws(JSONError) in
      switch MenuField.named(key) {
      case .date: menu.date = try reader.scanText()
      case .workouts:
        try reader.scanArray { reader throws(JSONError) in
          menu.workouts.append(try reader.scanWorkout())
        }
      case .note, nil: try reader.skipValue()
      }
    }
    return menu
  }

  private mutating func scanWorkout() throws(JSONError) -> MonthScan.WorkoutScan {
    var workout = MonthScan.WorkoutScan()
    try scanObject { reader, key throws(JSONError) in
      switch WorkoutField.named(key) {
      case .id: workout.id = try reader.scanText()
      case .exercise: workout.exercise = try reader.scanText()
      case .gear: workout.gear = try reader.scanText()
      case .sets:
        var number = 0
        try reader.scanArray { reader throws(JSONError) in
          try reader.scanObject { reader, key throws(JSONError) in
            switch SetField.named(key) {
            case let part? where part == .planned || part == .actual:
              try reader.scanValues(of: number, part, into: &workout.values)
            default: try reader.skipValue()
            }
          }
          number += 1
        }
      default: try reader.skipValue()
      }
    }
    return workout
  }

  /// The values of set `number`'s `part`: the numbers of an object of item → number, added to
  /// `values`; anything else skipped.
  private mutating func scanValues(
    of number: Int, _ part: SetField, into values: inout [MonthScan.Value]
  ) throws(JSONError) {
    try scanObject { reader, key throws(JSONError) in
      let item = ItemID(key: key)
      guard try reader.peekKind() == .number else { return try reader.skipValue() }
      let offset = reader.valueOffset()
      values.append(
        .init(
          set: number, part: part, item: item, value: try reader.readNumber(what: "a value"),
          offset: offset))
    }
  }

  /// A version: a whole number, or where something else stands.
  mutating func scanVersion() throws(JSONError) -> ScannedVersion {
    let offset = valueOffset()
    guard try peekKind() == .number else {
      try skipValue()
      return .malformed(offset: offset)
    }
    let value = try readNumber(what: "`version`")
    guard value.rounded() == value, abs(value) < 1e15 else { return .malformed(offset: offset) }
    return .number(Int(value), offset: offset)
  }

  // MARK: - Lenient shapes

  /// A string value; nil (skipped) for any other kind.
  private mutating func scanText() throws(JSONError) -> ScannedText? {
    let offset = valueOffset()
    guard try peekKind() == .string else {
      try skipValue()
      return nil
    }
    return ScannedText(text: try readString(what: "a string"), offset: offset)
  }

  /// Calls `body` at each member of an object; a value of another kind is skipped.
  private mutating func scanObject(_ body: (inout JSONReader, JSONKey) throws(JSONError) -> Void)
    throws(JSONError)
  {
    guard try peekKind() == .object else { return try skipValue() }
    try readFields("an object", body)
  }

  /// Calls `body` at each element of an array; a value of another kind is skipped.
  private mutating func scanArray(_ body: (inout JSONReader) throws(JSONError) -> Void)
    throws(JSONError)
  {
    guard try peekKind() == .array else { return try skipValue() }
    try readArray("an array", body)
  }
}

/// The problem with a scanned `version`, and where it is; nil when it is one this wkc reads.
/// `what` names the file ("a month file").
func versionProblem(_ version: ScannedVersion?, newest: Int, what: String) -> (String, Int)? {
  switch version {
  case nil:
    return ("\(what) needs a `version`; without one wkc cannot tell its shape", 0)
  case .malformed(let offset)?:
    return ("`version` must be a whole number", offset)
  case .number(let value, let offset)? where value > newest:
    return ("version \(value) is newer than this wkc reads (\(newest)); update wkc", offset)
  case .number(let value, let offset)? where value < 1:
    return ("version \(value) is not a valid version", offset)
  case .number?:
    return nil
  }
}
