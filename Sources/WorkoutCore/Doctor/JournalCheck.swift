/// `journal/`, the undo journal: each entry reads, its version is known, and each copy it keeps
/// of a file reads as that file, so `wkc undo` could put it back; a name that is no entry (and
/// no stray, which `StrayFileCheck` reports) is a problem too.
struct JournalCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let folder = examination.store.journalFolder
    // A linked folder is `LinkCheck`'s problem; doctor does not look into it.
    guard !DoctorFile.isLink(folder) else { return }
    guard let names = try? FileSystem.names(in: folder) else {
      if FileSystem.exists(folder), !FileSystem.isFolder(folder) {
        examination.report(.unreadable, "is not a folder", path: folder)
      }
      return
    }
    // The entry of an unfinished change is still a temporary file: its kept files are not stray.
    let entries = Set(names.compactMap(Journal.number(ofName:)))
      .union(examination.unfinishedEntry.map { [$0] } ?? [])
    for name in names.sorted() {
      let path = "\(folder)/\(name)"
      if let number = Journal.number(ofName: name) {
        check(path, number: number, &examination)
      } else if let number = Journal.copyNumber(ofName: name) {
        guard !entries.contains(number) else { continue }
        examination.report(
          .strayFile, "a file kept for a change whose entry was never written (a stopped writer)",
          path: path, repair: .removeStray(examination.relative(path)))
      } else if !OwnFileNames.isOwnTemporary(name, in: "journal") {
        examination.report(
          .fileName,
          "is not a journal entry (NNNNNNNN.json, 00000001 to \(Journal.maximumNumber)); wkc "
            + "does not read it", path: path)
      }
    }
    if let newest = entries.max(), newest >= Journal.maximumNumber {
      examination.report(
        .journal,
        "has the largest number a journal entry can have, so wkc refuses every change (it "
          + "could not be undone); move the journal folder aside (its changes can no longer be "
          + "undone)", path: "\(folder)/\(Journal.entryName(newest))")
    }
  }

  private func check(_ path: String, number: Int, _ examination: inout DoctorExamination) {
    guard let bytes = examination.bytes(of: path) else { return }
    guard let entry = examination.read(JournalEntry.self, bytes, path: path, name: number) else {
      return
    }
    let folder = examination.store.journalFolder
    for file in entry.files {
      guard let copy = file.copy else { continue }
      let why: String
      switch DoctorFile.read("\(folder)/\(copy)") {
      case .missing: why = "\(copy) is gone"
      case .unreadable(let reason): why = reason
      case .bytes(let bytes):
        guard let problem = Self.problem(reading: bytes, as: file.kind) else { continue }
        why = "\(copy): \(problem)"
      }
      examination.report(
        .journal,
        "its copy of \(file.kind) (of '\(entry.label.command)') does not read: \(why); "
          + "'wkc undo' will not put it back", path: path)
    }
  }

  /// Why `bytes` do not read as `kind`, or nil when they do.
  static func problem(reading bytes: [UInt8], as kind: StoreFile) -> String? {
    do throws(StoreError) {
      try kind.check(bytes, path: kind.description)
      return nil
    } catch {
      guard case .unreadable(_, let why) = error else { return error.message }
      return why.description
    }
  }
}
