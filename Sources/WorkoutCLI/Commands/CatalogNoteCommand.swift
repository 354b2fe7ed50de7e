import WorkoutCore

/// `catalog note`: the note (cues) that stays with an exercise.
extension CatalogCommands {
  static var note: CommandSpec {
    CommandSpec(
      name: "note",
      abstract: "Set, show or clear an exercise's note: cues shown before its first set.",
      discussion: """
        The note stays with the exercise, built-in or yours, in your catalog.json: 'wkc run' \
        shows it before the exercise's first set and 'wkc catalog show' lists it. Without \
        TEXT it prints the note; --clear or "" removes it.
        """,
      input: NoteInput.self,
      examples: [
        "wkc catalog note bench-press \"elbows in, feet back\"", "wkc catalog note bench-press",
        "wkc catalog note bench-press --clear",
      ],
      run: runNote)
  }

  enum NoteInput: CommandInput {
    case id, text, clear

    var declaration: InputDeclaration {
      switch self {
      case .id:
        .argument(
          ArgumentSpec(name: "ID", help: "The exercise: id, name or alias.", completes: .exercises))
      case .text: .argument(ArgumentSpec(name: "TEXT", help: "The note.", isOptional: true))
      case .clear: .option(.flag("clear", "Remove the note."))
      }
    }
  }

  private static func runNote(_ invocation: Invocation<NoteInput>) throws {
    let context = invocation.context
    var exercise = try context.catalog().resolve(invocation.required(.id))
    let text = invocation.value(.text)
    let clear = invocation.has(.clear)
    if clear, let text, !text.isEmpty {
      throw UsageError("--clear and a note contradict each other; give one")
    }
    guard clear || text != nil else {
      if context.json { return context.printJSON { $0.writeNote(of: exercise) } }
      context.print(
        exercise.note.map { $0.terminalSafe }
          ?? "No note on \(exercise.id). Add one: wkc catalog note \(exercise.id) \"elbows in\"")
      return
    }
    let note = clear ? nil : text.flatMap { $0.isEmpty ? nil : $0 }
    exercise.note = note
    let edited = try context.perform(EditExercise(exercise: exercise), on: context.openStore())
    context.catalogChanged()
    if context.json { return context.printJSON { $0.writeNote(of: edited) } }
    if let note = edited.note {
      context.print("Noted on \(edited.id): \(note.terminalSafe)")
    } else {
      context.print("Cleared the note of \(edited.id).")
    }
  }
}

extension JSONWriter {
  /// `{"id": "bench-press", "note": "elbows in"}`, null for no note.
  fileprivate mutating func writeNote(of exercise: Exercise) {
    object { json in
      json.key("id")
      json.string(exercise.id.rawValue)
      json.key("note")
      json.string(exercise.note)
    }
  }
}
