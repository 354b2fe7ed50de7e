// The templates of the data directory, `templates.json`: `{"templates": [{"name", "note",
// "workouts": [{"exercise", "group", "note", "sets": [{"kind", "planned"}]}]}], "version": 3}`.
// A template's workouts and sets are a month file's, without what only a date has (ids, gear,
// sources, results): the same field declarations and set reader.

/// The keys of the template file.
enum TemplateFileField: Int, FileField {
  case templates, version

  var name: StaticString {
    switch self {
    case .templates: "templates"
    case .version: "version"
    }
  }
}

/// The keys of a template.
enum TemplateField: Int, JSONField {
  case name, note, workouts

  var name: StaticString {
    switch self {
    case .name: "name"
    case .note: "note"
    case .workouts: "workouts"
    }
  }
}

extension TemplateFile: StoredFile {
  /// The file's own object.
  static let file = Fields<TemplateFileField>("the template file")
  /// A template.
  static let template = Fields<TemplateField>("a template")
  /// A template's workout: a month file's without `gear`, `id` and `source`; version 3 added
  /// `group`.
  static let workout = Fields<WorkoutField>(
    "a template workout", only: [.exercise: 1, .group: 3, .note: 1, .sets: 1])
  /// A template's set: a month file's plan only; version 2 added `kind`, 4 `amrap` and
  /// `repsUpTo`.
  static let set = Fields<SetField>(
    "a template set", only: [.amrap: 4, .kind: 2, .planned: 1, .repsUpTo: 4])

  /// "the template file".
  public static var title: String { "\(file.title)" }

  /// The template file, a template, a template workout, a template set.
  public static var shapes: [any FieldTable] { [file, template, workout, set] }

  /// Reads `templates.json`: valid and unique names.
  public static func read(_ bytes: [UInt8], name: Void) throws(JSONError) -> TemplateFile {
    try JSONReader.read(bytes) { reader throws(JSONError) in try reader.readTemplateFile() }
  }

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var json = JSONWriter()
    json.write(self)
    return json.bytes
  }
}

// MARK: - Reading

extension JSONReader {
  /// Reads the template file's object.
  mutating func readTemplateFile() throws(JSONError) -> TemplateFile {
    var templates: [Template] = []
    var seen = Set<String>()
    try readStoredFile(TemplateFile.self, TemplateFile.file) { reader, field throws(JSONError) in
      switch field {
      case .templates:
        try reader.readArray("`templates`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let template = try reader.readTemplate()
          guard seen.insert(template.name).inserted else {
            throw reader.error("two templates are named '\(template.name)'", at: offset)
          }
          templates.append(template)
        }
      case .version: break  // read by readStoredFile
      }
    }
    return TemplateFile(templates: templates)
  }

  /// Reads one template object.
  mutating func readTemplate() throws(JSONError) -> Template {
    var name: String?
    var note: String?
    var workouts: [TemplateWorkout] = []
    var groups = GroupCheck()
    let start = valueOffset()
    try readFields(TemplateFile.template) { reader, field throws(JSONError) in
      switch field {
      case .name:
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`name`")
        do throws(TemplateError) {
          try Template.checkName(text)
        } catch {
          throw reader.error(error.message, at: offset)
        }
        name = text
      case .note: note = try reader.readOptionalString(what: "`note`")
      case .workouts:
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          workouts.append(try reader.readTemplateWorkout(index: workouts.count, groups: &groups))
        }
        if let (message, offset) = groups.finish() {
          try reader.groupProblem(message, at: offset, in: .store)
        }
      }
    }
    guard let name else { throw error("a template needs a `name`", at: start) }
    return Template(name: name, note: note, workouts: workouts)
  }

  /// Reads the template's workout at `index`, checking its group with `groups`.
  private mutating func readTemplateWorkout(index: Int, groups: inout GroupCheck)
    throws(JSONError) -> TemplateWorkout
  {
    var exercise: ExerciseID?
    var group: Int?
    var note: String?
    var sets: [PlannedSet] = []
    let start = valueOffset()
    try readFields(TemplateFile.workout) { reader, field throws(JSONError) in
      switch field {
      case .exercise: exercise = try reader.readExerciseID()
      case .group:
        let offset = reader.valueOffset()
        group = try reader.readGroup()
        if let group, let (message, at) = groups.add(index: index, group: group, offset: offset) {
          try reader.groupProblem(message, at: at, in: .store)
        }
      case .note: note = try reader.readOptionalString(what: "`note`")
      case .sets:
        var read: [WorkoutSet] = []
        var none: [PlannedSet] = []
        try reader.readArray("`sets`") { reader throws(JSONError) in
          try reader.readSet(TemplateFile.set, keeping: .everything, sets: &read, done: &none)
        }
        sets = read.map(\.planned)
      // Not a template's: refused by readFields.
      case .gear, .id, .source, .startedAt, .endedAt: break
      }
    }
    guard let exercise else { throw error("a template workout needs an `exercise`", at: start) }
    return TemplateWorkout(exercise: exercise, note: note, sets: sets, group: group)
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes `templates.json`, keys sorted.
  public mutating func write(_ file: TemplateFile) {
    object { json in
      for field in TemplateFile.file.all {
        json.key(field)
        switch field {
        case .templates:
          json.array { json in for template in file.templates { json.write(template) } }
        case .version: json.number(TemplateFile.currentVersion)
        }
      }
    }
  }

  /// Writes a template, keys sorted.
  public mutating func write(_ template: Template) {
    object { json in
      for field in TemplateFile.template.all {
        json.key(field)
        switch field {
        case .name: json.string(template.name)
        case .note: json.string(template.note)
        case .workouts:
          json.array { json in for workout in template.workouts { json.write(workout) } }
        }
      }
    }
  }

  /// Writes a template's workout, keys sorted; `group` only when it is in one.
  mutating func write(_ workout: TemplateWorkout) {
    object { json in
      for field in TemplateFile.workout.all where field != .group || workout.group != nil {
        json.key(field)
        switch field {
        case .exercise: json.string(workout.exercise.rawValue)
        case .group: if let group = workout.group { json.number(group) }
        case .note: json.string(workout.note)
        case .sets:
          json.array { json in
            for set in workout.sets { json.writeTemplateSet(set) }
          }
        case .gear, .id, .source, .startedAt, .endedAt: break  // not a template's
        }
      }
    }
  }

  /// Writes a template's set, keys sorted; `kind` only when not a working set, `amrap` and
  /// `repsUpTo` only when set.
  private mutating func writeTemplateSet(_ set: PlannedSet) {
    object { json in
      for field in TemplateFile.set.all
      where (field != .kind || set.kind != .working) && (field != .amrap || set.amrap)
        && (field != .repsUpTo || set.repsUpTo != nil)
      {
        json.key(field)
        switch field {
        case .kind: json.string(set.kind.rawValue)
        case .amrap: json.bool(true)
        case .repsUpTo: json.number(set.repsUpTo ?? 0)
        case .planned: json.write(set.values)
        case .actual, .completedAt, .skipped: break  // not a template's
        }
      }
    }
  }
}
