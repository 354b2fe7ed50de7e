// What `undo --list --json` and `undo --json` print: a change as `{"number", "command", "time",
// "reverts", "dates", "files", "undoable"}`, keys in that order.

extension JSONWriter {
  /// Writes change `number` of the journal (1: the newest).
  public mutating func write(_ entry: JournalEntry, number: Int) {
    object { json in
      json.key("number")
      json.number(number)
      json.key("command")
      json.string(entry.label.command)
      json.key("time")
      json.string(entry.label.time.text)
      json.key("reverts")
      json.string(entry.label.reverts)
      json.key("dates")
      json.array { json in for date in entry.dates { json.string("\(date)") } }
      json.key("files")
      json.array { json in for file in entry.files { json.string(file.kind.description) } }
      json.key("undoable")
      json.bool(entry.kept)
    }
  }

  /// Writes change `number` of the journal, which cannot be read: its number, nulls and
  /// `"undoable": false`.
  public mutating func writeUnreadableChange(number: Int) {
    object { json in
      json.key("number")
      json.number(number)
      for key in ["command", "time", "reverts"] {
        json.key(key)
        json.null()
      }
      for key in ["dates", "files"] {
        json.key(key)
        json.array { _ in }
      }
      json.key("undoable")
      json.bool(false)
    }
  }

  /// Writes what undo did: `{"undone": change, "restored": [file…]}`.
  public mutating func write(_ outcome: UndoOutcome, number: Int) {
    object { json in
      json.key("undone")
      json.write(outcome.entry, number: number)
      json.key("restored")
      json.array { json in for file in outcome.restored { json.string(file.description) } }
    }
  }
}
