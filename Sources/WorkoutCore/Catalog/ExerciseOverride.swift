/// The user's own defaults, increment, bar and note for a built-in exercise (`wkc catalog edit
/// bench-press --rest 120`), kept in the user's exercise file and laid over the built-in entry
/// whenever the catalog is read; the built-in entry itself stays as wkc ships it.
public struct ExerciseOverride: Hashable, Sendable {
  /// The built-in exercise.
  public var id: ExerciseID
  /// Defaults laid over the built-in ones, item by item.
  public var defaults: SetValues
  /// The increment in kg; nil keeps the built-in one.
  public var increment: Double?
  /// The bar in kg (0: none); nil keeps the built-in one.
  public var bar: Double?
  /// The user's note (cues) on the exercise; nil for none.
  public var note: String?

  /// An override of `id`.
  public init(
    id: ExerciseID, defaults: SetValues = SetValues(), increment: Double? = nil,
    bar: Double? = nil, note: String? = nil
  ) {
    self.id = id
    self.note = note
    self.defaults = defaults
    self.increment = increment
    self.bar = bar
  }

  /// What `edited` changes of `builtIn`'s defaults, increment, bar and note.
  public init(builtIn: Exercise, edited: Exercise) {
    var defaults = SetValues()
    for (item, value) in edited.defaults where builtIn.defaults[item] != value {
      defaults[item] = value
    }
    self.init(
      id: builtIn.id, defaults: defaults,
      increment: edited.increment == builtIn.increment ? nil : edited.increment,
      bar: edited.bar == builtIn.bar ? nil : edited.bar,
      note: edited.note == builtIn.note ? nil : edited.note)
  }

  /// True when it changes nothing.
  public var isEmpty: Bool { defaults.isEmpty && increment == nil && bar == nil && note == nil }

  /// `exercise` with this override laid over it.
  public func applied(to exercise: Exercise) -> Exercise {
    var changed = exercise
    for (item, value) in defaults { changed.defaults[item] = value }
    if let increment { changed.increment = increment }
    if let bar { changed.bar = bar }
    if let note { changed.note = note }
    return changed
  }
}
