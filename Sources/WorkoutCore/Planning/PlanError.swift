/// Problems planning or changing a menu.
public enum PlanError: Error, Equatable, Sendable {
  /// REF names no workout of the menu; `holds` lists what the menu has.
  case noSuchWorkout(ref: String, date: LocalDate, holds: [String])
  /// REF fits more than one workout.
  case ambiguous(ref: String, candidates: [String])
  /// A set number the workout does not have.
  case noSuchSet(number: Int, count: Int, workout: String)
  /// An item the exercise does not use.
  case itemNotUsed(item: String, exercise: ExerciseID, items: [ItemID])
  /// A SPEC that does not follow the grammar.
  case malformedSpec(String, reason: String)
  /// Data that breaks a rule (menu put input, a value in a set).
  case invalid(String)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .noSuchWorkout(let ref, let date, let holds):
      let held = holds.isEmpty ? "it is empty" : "it holds \(holds.joined(separator: ", "))"
      return "no workout '\(ref)' in the menu of \(date); \(held)"
    case .ambiguous(let ref, let candidates):
      return "'\(ref)' fits more than one workout: \(candidates.joined(separator: ", ")); "
        + "use the position or the workout id"
    case .noSuchSet(let number, let count, let workout):
      return "\(workout) has no set \(number); it has \(count == 1 ? "1 set" : "\(count) sets")"
    case .itemNotUsed(let item, let exercise, let items):
      return "\(exercise) does not use \(item); its items are "
        + items.map(\.rawValue).joined(separator: ", ")
    case .malformedSpec(let spec, let reason):
      return "'\(spec)' is not a set spec: \(reason); write item=value[,item=value…] or 10x42.5"
    case .invalid(let message):
      return message
    }
  }
}
