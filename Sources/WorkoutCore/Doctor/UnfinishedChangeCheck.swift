/// `commit.json`: a change of several files a stopped wkc left half made. The next wkc command
/// finishes it; `--fix` does so now.
struct UnfinishedChangeCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let store = examination.store
    let path = store.commitPath
    guard let bytes = examination.bytes(of: path),
      let change = examination.read(UnfinishedChange.self, bytes, path: path, name: ())
    else { return }
    examination.unfinishedEntry = change.journalEntry
    var left = 0
    for rename in change.renames {
      let temporary = store.temporaryPath(of: rename)
      if FileSystem.exists(temporary) {
        examination.unfinishedTemporaries.insert(temporary)
        left += 1
      }
    }
    left += change.removes.count { FileSystem.exists(store.absolute($0)) }
    let files = change.renames.count + change.removes.count
    let stopped = "a wkc was stopped in the middle of `wkc \(change.command)`"
    if let problem = store.mismatch(in: change) {
      examination.report(.unfinishedChange, "\(stopped), but \(problem)", path: path)
      return
    }
    examination.report(
      .unfinishedChange,
      "\(stopped): \(left) of its \(files) files still to be put in place; --fix finishes the "
        + "change (so does the next wkc command)"
        + (change.journalEntry != nil ? ", and `wkc undo` then takes it back" : ""),
      path: path, repair: .finishChange)
  }
}
