// The templates of the data directory, `templates.json`:
// `{"templates": [{"name", "note", "workouts": [{"exercise", "group"?, "note", "sets": [{"kind"?,
// "planned"}]}]}], "version": 3}`, read with `JSONReader` and written with `JSONWriter`.

/// The contents of `templates.json`: every template, sorted by name, names unique.
public struct TemplateFile: Hashable, Sendable {
  /// The version this binary writes and the newest it reads. Version 2 added a set's `kind`;
  /// a version-1 file reads as all working sets. Version 3 added a workout's `group`; older
  /// files read as workouts in none.
  public static let currentVersion = 3

  /// The templates, sorted by name.
  public private(set) var templates: [Template]

  /// A file holding `templates`; they are sorted by name.
  public init(templates: [Template] = []) {
    self.templates = templates.sorted { $0.name < $1.name }
  }

  /// The names, sorted.
  public var names: [String] { templates.map(\.name) }

  /// The template named `name`; fails listing the names there are.
  public func template(named name: String) throws(TemplateError) -> Template {
    guard let found = templates.first(where: { $0.name == name }) else {
      throw .unknown(name, known: names)
    }
    return found
  }

  /// Adds `template`, or replaces the one of its name when `replacing`; returns the one
  /// replaced. Fails when the name is taken and not to be replaced.
  @discardableResult
  public mutating func save(_ template: Template, replacing: Bool) throws(TemplateError)
    -> Template?
  {
    try Template.checkName(template.name)
    let index = templates.firstIndex { $0.name >= template.name } ?? templates.endIndex
    guard index < templates.endIndex, templates[index].name == template.name else {
      templates.insert(template, at: index)
      return nil
    }
    guard replacing else { throw .exists(template.name) }
    let replaced = templates[index]
    templates[index] = template
    return replaced
  }

  /// Removes the template named `name` and returns it; fails listing the names there are.
  @discardableResult
  public mutating func remove(named name: String) throws(TemplateError) -> Template {
    let removed = try template(named: name)
    templates.removeAll { $0.name == name }
    return removed
  }
}

// MARK: - Reading

extension JSONReader {
  /// Reads `templates.json`: a version no newer than this binary's, valid and unique names.
  public mutating func readTemplateFile() throws(JSONError) -> TemplateFile {
    var version: Int?
    var templates: [Template] = []
    var seen = Set<String>()
    try readFields("the template file") { reader, key throws(JSONError) in
      switch key {
      case "version":
        version = try reader.readCheckedVersion(newest: TemplateFile.currentVersion)
      case "templates":
        try reader.readArray("`templates`") { reader throws(JSONError) in
          let offset = reader.valueOffset()
          let template = try reader.readTemplate()
          guard seen.insert(template.name).inserted else {
            throw reader.error("two templates are named '\(template.name)'", at: offset)
          }
          templates.append(template)
        }
      default:
        throw reader.unknownKey(
          key.string, in: "the template file", known: ["templates", "version"])
      }
    }
    guard let version else { throw error("the template file needs a `version`", at: 0) }
    if let error = olderVersionErrors[version] { throw error }
    if let newerShapeError { throw newerShapeError }
    return TemplateFile(templates: templates)
  }

  /// Reads one template object.
  public mutating func readTemplate() throws(JSONError) -> Template {
    var name: String?
    var note: String?
    var workouts: [TemplateWorkout] = []
    var groups = GroupCheck()
    let start = valueOffset()
    try readFields("a template") { reader, key throws(JSONError) in
      switch key {
      case "name":
        let offset = reader.valueOffset()
        let text = try reader.readString(what: "`name`")
        do throws(TemplateError) {
          try Template.checkName(text)
        } catch {
          throw reader.error(error.message, at: offset)
        }
        name = text
      case "note": note = try reader.readOptionalString(what: "`note`")
      case "workouts":
        try reader.readArray("`workouts`") { reader throws(JSONError) in
          workouts.append(try reader.readTemplateWorkout(index: workouts.count, groups: &groups))
        }
        if let (message, offset) = groups.finish() {
          try reader.groupProblem(message, at: offset, in: .store)
        }
      default:
        throw reader.unknownKey(key.string, in: "a template", known: ["name", "note", "workouts"])
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
    try readFields("a template workout") { reader, key throws(JSONError) in
      switch key {
      case "exercise": exercise = try reader.readExerciseID()
      case "group":
        for version in 1...2 where reader.olderVersionErrors[version] == nil {
          reader.olderVersionErrors[version] = reader.unknownKey(
            "group", in: "a template workout", known: ["exercise", "note", "sets"])
        }
        let offset = reader.valueOffset()
        group = try reader.readGroup()
        if let group, let (message, at) = groups.add(index: index, group: group, offset: offset) {
          try reader.groupProblem(message, at: at, in: .store)
        }
      case "note": note = try reader.readOptionalString(what: "`note`")
      case "sets":
        try reader.readArray("`sets`") { reader throws(JSONError) in
          sets.append(try reader.readTemplateSet())
        }
      default:
        throw reader.unknownKey(
          key.string, in: "a template workout", known: ["exercise", "group", "note", "sets"])
      }
    }
    guard let exercise else { throw error("a template workout needs an `exercise`", at: start) }
    return TemplateWorkout(exercise: exercise, note: note, sets: sets, group: group)
  }

  private mutating func readTemplateSet() throws(JSONError) -> PlannedSet {
    var planned: SetValues?
    var kind = SetKind.working
    let start = valueOffset()
    try readFields("a template set") { reader, key throws(JSONError) in
      switch key {
      case "planned": planned = try reader.readValues(what: "`planned`")
      case "kind":
        if reader.olderVersionErrors[1] == nil {
          reader.olderVersionErrors[1] = reader.unknownKey(
            "kind", in: "a template set", known: ["planned"])
        }
        kind = try reader.readSetKind()
      default:
        throw reader.unknownKey(key.string, in: "a template set", known: ["kind", "planned"])
      }
    }
    guard let planned else { throw error("a template set needs `planned` values", at: start) }
    return PlannedSet(planned, kind: kind)
  }
}

// MARK: - Writing

extension JSONWriter {
  /// Writes a template, keys sorted: `{"name", "note", "workouts"}`.
  public mutating func write(_ template: Template) {
    object { json in
      json.key("name")
      json.string(template.name)
      json.key("note")
      json.string(template.note)
      json.key("workouts")
      json.array { json in
        for workout in template.workouts {
          json.object { json in
            json.key("exercise")
            json.string(workout.exercise.rawValue)
            if let group = workout.group {
              json.key("group")
              json.number(group)
            }
            json.key("note")
            json.string(workout.note)
            json.key("sets")
            json.array { json in
              for planned in workout.sets {
                json.object { json in
                  if planned.kind != .working {
                    json.key("kind")
                    json.string(planned.kind.rawValue)
                  }
                  json.key("planned")
                  json.write(planned.values)
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes `templates.json`: `{"templates": [...], "version": 3}`.
  public mutating func write(_ file: TemplateFile) {
    object { json in
      json.key("templates")
      json.array { json in
        for template in file.templates { json.write(template) }
      }
      json.key("version")
      json.number(TemplateFile.currentVersion)
    }
  }
}
