// `wkc export --format jsonl|csv`: one record per set, for jq, pandas, DuckDB and spreadsheets.
//
// JSON Lines: `{"date", "workout", "exercise", "name", "set", "kind", "group", "planned",
// "actual", "completedAt", "skipped", "startedAt", "endedAt"}` per line; values in canonical
// units (kg, s, km, km/h, %).
// CSV (RFC 4180, CRLF, a header row): `date, workout, exercise, name, set, kind`, then
// `planned_<item>_<unit>` and `<item>_<unit>` for every item (see `SetExport.csvHeader`),
// `completed_at, skipped, group, started_at, ended_at`. Empty cells are values not given; a
// name that starts like a spreadsheet formula (`=`, `+`, `-`, `@`) gets a leading `'`. `group`
// is the workout's superset or circuit in the menu (as in `menu show --json`), null or empty for
// none; `startedAt` and `endedAt` the session its workout was done in, null or empty when
// unknown.

/// Writes the sets of menus as JSON Lines or CSV rows.
public struct SetExport: Sendable {
  /// The formats written one set per record.
  public enum Format: Sendable {
    case jsonl, csv
  }

  /// Which format.
  public let format: Format
  /// Exercise names by id (the user's own included).
  public let catalog: Catalog

  /// A writer of `format`.
  public init(format: Format, catalog: Catalog) {
    self.format = format
    self.catalog = catalog
  }

  /// The items of the CSV columns and their header names, in order.
  static let columns: [(item: ItemID, name: String)] = [
    (.reps, "reps"), (.weight, "weight_kg"), (.added, "added_weight_kg"), (.duration, "duration_s"),
    (.distance, "distance_km"), (.speed, "speed_kmh"), (.incline, "incline_pct"), (.rpe, "rpe"),
    (.rir, "rir"), (.rest, "rest_s"),
  ]

  /// Why wkc's CSV or JSON Lines export (`kind`) is refused by `wkc import`.
  static func notReadBack(_ kind: String) -> String {
    "this is a wkc \(kind) export, which is for other tools; wkc imports its JSON export "
      + "(wkc export --format json)"
  }

  /// True when `bytes` start as a line of the JSON Lines export: `{"date":`.
  static func looksLikeJSONLine(_ bytes: [UInt8]) -> Bool {
    bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
      .starts(with: Array(#"{"date":"#.utf8))
  }

  /// The CSV header row's names.
  public static var csvHeader: [String] {
    ["date", "workout", "exercise", "name", "set", "kind"]
      + columns.map { "planned_\($0.name)" } + columns.map(\.name)
      + ["completed_at", "skipped", "group", "started_at", "ended_at"]
  }

  /// What comes before the first menu: the CSV header row.
  public var header: [UInt8] {
    format == .csv ? SetExport.csvRow(SetExport.csvHeader) : []
  }

  /// Appends the records of one menu's sets.
  public func write(_ menu: Menu, into output: inout [UInt8]) {
    for (position, workout) in menu.workouts.enumerated() {
      let name = catalog.exercise(workout.exercise)?.name ?? workout.exercise.rawValue
      let group = menu.group(of: position) != nil ? workout.group : nil
      for (index, set) in workout.sets.enumerated() {
        switch format {
        case .jsonl:
          output += jsonLine(menu.date, workout, name, index + 1, set, group: group)
        case .csv:
          output += SetExport.csvRow(
            csvFields(menu.date, workout, name, index + 1, set, group: group))
        }
      }
    }
  }

  private func jsonLine(
    _ date: LocalDate, _ workout: Workout, _ name: String, _ number: Int, _ set: WorkoutSet,
    group: Int?
  ) -> [UInt8] {
    var json = JSONWriter(pretty: false)
    json.object { json in
      json.key("date")
      json.string(date.description)
      json.key("workout")
      json.string(workout.id.rawValue)
      json.key("exercise")
      json.string(workout.exercise.rawValue)
      json.key("name")
      json.string(name)
      json.key("set")
      json.number(number)
      json.key("kind")
      json.string(set.kind.rawValue)
      json.key("group")
      if let group { json.number(group) } else { json.null() }
      json.key("planned")
      json.write(set.planned.values)
      json.key("actual")
      if let actual = set.actual { json.write(actual) } else { json.null() }
      json.key("completedAt")
      json.string(set.completedAt?.text)
      json.key("skipped")
      json.bool(set.skipped)
      json.key("startedAt")
      json.string(workout.session?.start.text)
      json.key("endedAt")
      json.string(workout.session?.end?.text)
    }
    return json.bytes.last == 0x0A ? json.bytes : json.bytes + [0x0A]
  }

  private func csvFields(
    _ date: LocalDate, _ workout: Workout, _ name: String, _ number: Int, _ set: WorkoutSet,
    group: Int?
  ) -> [String] {
    let values: (SetValues?) -> [String] = { values in
      SetExport.columns.map { column in values?[column.item].map(JSONWriter.format) ?? "" }
    }
    // A name a spreadsheet would take for a formula (`=`, `+`, `-`, `@`) starts with `'`.
    let cell = name.first.map { "=+-@".contains($0) } == true ? "'" + name : name
    return [
      date.description, workout.id.rawValue, workout.exercise.rawValue, cell, "\(number)",
      set.kind.rawValue,
    ] + values(set.planned.values) + values(set.actual) + [
      set.completedAt?.text ?? "", set.skipped ? "true" : "false", group.map { "\($0)" } ?? "",
      workout.session?.start.text ?? "", workout.session?.end?.text ?? "",
    ]
  }

  /// One CSV record: fields holding a comma, quote, CR or LF are quoted, quotes doubled.
  static func csvRow(_ fields: [String]) -> [UInt8] {
    var row: [UInt8] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { row.append(UInt8(ascii: ",")) }
      let bytes = Array(field.utf8)
      if bytes.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
        row.append(0x22)
        for byte in bytes {
          row.append(byte)
          if byte == 0x22 { row.append(0x22) }
        }
        row.append(0x22)
      } else {
        row += bytes
      }
    }
    return row + [0x0D, 0x0A]
  }
}
