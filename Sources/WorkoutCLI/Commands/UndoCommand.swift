import WorkoutCore

/// `undo`: put back what a change replaced, from the journal of the last changes.
enum UndoCommand {
  static var undo: CommandSpec {
    CommandSpec(
      name: "undo",
      abstract: "Undo the last change to the data directory; again to redo it.",
      discussion: """
        Before each change is written, the files it replaces are kept in the journal \
        (journal/ in the data directory): the last 20 changes, at most 32 MiB together; a \
        change of more than 16 MiB is listed but cannot be undone. 'wkc undo' puts back the \
        files of the newest change as they were, in one atomic write under the lock; that is \
        a change too, so undoing it redoes. 'wkc undo N' undoes change N of --list; as each \
        undo is a change, the numbers of older changes go up by one after it. A file \
        changed since (by hand, by another device, or by a newer change) is never overwritten: \
        undo fails (exit 1) naming it. Settings ('wkc config') are not in the journal. With \
        --json: {"undone": {"number", "command", "time", "reverts", "dates", "files", \
        "undoable"}, "restored": [file…]}; --list --json prints an array of changes (a change \
        that cannot be read has a null command).
        """,
      input: UndoInput.self,
      examples: ["wkc undo", "wkc undo --list", "wkc undo 3", "wkc undo --list --json"],
      run: runUndo)
  }

  enum UndoInput: CommandInput {
    case number, list

    var declaration: InputDeclaration {
      switch self {
      case .number:
        .argument(
          ArgumentSpec(
            name: "N", help: "The change to undo, as numbered by --list (default: 1, the newest).",
            isOptional: true))
      case .list:
        .option(.flag("list", "List the changes kept, newest first: command, time, dates."))
      }
    }
  }

  private static func runUndo(_ invocation: Invocation<UndoInput>) throws {
    let context = invocation.context
    let store = try context.openStore()
    if invocation.has(.list) {
      if invocation.has(.number) {
        throw UsageError("--list shows every change; leave out N", path: ["undo"])
      }
      return try list(store.journal(), context: context)
    }
    let number = try invocation.value(.number).map {
      try parseWholeNumber($0, name: "N", in: 1...1_000_000)
    }
    let outcome = try context.perform(UndoChange(number ?? 1), on: store)
    if context.json {
      return context.printJSON { $0.write(outcome, number: number ?? 1) }
    }
    let entry = outcome.entry
    let what = entry.label.reverts.map { "Redid '\($0)'" } ?? "Undid '\(entry.label.command)'"
    let state = entry.label.reverts.map { "as '\($0)' left it" } ?? "as before"
    context.print(
      "\(what) (\(shortTime(entry.label.time))): \(touched(entry)) \(state).".terminalSafe)
    context.print(
      "'wkc undo' again \(entry.label.reverts == nil ? "redoes" : "undoes") it.")
  }

  private static func list(_ entries: [Result<JournalEntry, StoreError>], context: Context) {
    if context.json {
      return context.printJSON { json in
        json.array { json in
          for (index, entry) in entries.enumerated() {
            switch entry {
            case .success(let entry): json.write(entry, number: index + 1)
            case .failure: json.writeUnreadableChange(number: index + 1)
            }
          }
        }
      }
    }
    guard !entries.isEmpty else { return context.print("No changes kept yet.") }
    var table = Table(
      header: ["#", "time", "command", "touched"], dropOrder: [3], cuttable: [2, 3])
    for (index, entry) in entries.enumerated() {
      guard case .success(let entry) = entry else {
        table.add(["\(index + 1)", "?", "(cannot be read: see 'wkc doctor')", ""])
        continue
      }
      var command = entry.label.command
      if let reverts = entry.label.reverts { command += " (of '\(reverts)')" }
      if !entry.kept { command += " (cannot be undone)" }
      table.add([
        "\(index + 1)", shortTime(entry.label.time), command.terminalSafe,
        touched(entry).terminalSafe,
      ])
    }
    context.print(table)
  }

  /// `2026-11-26 19:40`.
  private static func shortTime(_ time: Timestamp) -> String {
    "\(time.date) \(time.timeOfDay)"
  }

  /// The dates and other files a change touched: `2024-01-05, templates`; many dates as
  /// `2024-01-02 … 2024-03-05 (57 dates)`.
  static func touched(_ entry: JournalEntry) -> String {
    var parts: [String] = []
    let dates = entry.dates
    if dates.count > 3, let first = dates.first, let last = dates.last {
      parts.append("\(first) … \(last) (\(dates.count) dates)")
    } else {
      parts += dates.map(\.description)
    }
    parts += entry.otherFiles
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }
}
