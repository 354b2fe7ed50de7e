// What the data directory holds as files: temporary files left behind, and modes.

/// The folders of the data directory wkc writes in, relative to it: the data directory itself
/// (""), `menus` and `journal` (the undo journal).
let storeFolders = ["", "menus", "journal"]

/// The path of one of `storeFolders` (`""`: the data directory itself), when it is a folder
/// doctor may look into: the data directory may be a link (the user chose it), `menus/` and
/// `journal/` may not (`LinkCheck` reports them).
func storeFolder(_ folder: String, of root: String) -> String? {
  if folder.isEmpty { return FileSystem.isFolder(root) ? root : nil }
  let path = "\(root)/\(folder)"
  return DoctorFile.isFolder(path) ? path : nil
}

/// Symbolic links where wkc keeps a folder or a file of its own that no other check reads:
/// `menus/`, `journal/`, `lock`. wkc refuses to work through them; `--fix` leaves them (and
/// what they lead to) as they are: the user moves the real folder or file back.
struct LinkCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    for name in ["menus", "journal", "lock"] {
      let path = "\(examination.store.root)/\(name)"
      guard let target = FileSystem.linkText(path) else { continue }
      examination.report(
        .unreadable, "is a symbolic link to \(target); \(DoctorFile.linkAdvice)", path: path)
    }
  }
}

/// Temporary files wkc left in the store's folders (`.2024-01.json.tmp.4242`, of its own file
/// names only): a writer removes its own before it ends, so one found is a killed writer's (or
/// a writer's at work right now, which `--fix` waits for by taking the lock). A file of the
/// user's that looks like one is not wkc's to remove.
struct StrayFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    for folder in storeFolders {
      guard let path = storeFolder(folder, of: examination.store.root) else { continue }
      for name in (try? FileSystem.names(in: path))?.sorted() ?? []
      where OwnFileNames.isOwnTemporary(name, in: folder)
        && !examination.unfinishedTemporaries.contains("\(path)/\(name)")
      {
        let file = "\(path)/\(name)"
        examination.report(
          .strayFile, "a temporary file a stopped writer left behind",
          path: file, repair: .removeStray(examination.relative(file)))
      }
    }
  }
}

/// Modes: the data directory and its folders at most 0700, wkc's files at most 0600, so no
/// other user reads a training log. Other files (`menus/notes.txt`, a `.git` folder) are the
/// user's business.
struct ModeCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let root = examination.store.root
    var paths: [String] = []
    for folder in storeFolders {
      guard let path = storeFolder(folder, of: root) else { continue }
      paths.append(path)
      let names =
        folder.isEmpty
        ? OwnFileNames.rootFiles : ((try? FileSystem.names(in: path)) ?? []).sorted()
      paths += names.filter { OwnFileNames.isOwn($0, in: folder) }.map { "\(path)/\($0)" }
    }
    for path in paths {
      guard let (mode, isFolder) = DoctorFile.mode(of: path) else { continue }
      let allowed: UInt32 = isFolder ? 0o700 : 0o600
      guard mode & ~allowed != 0 else { continue }
      let what = isFolder ? "folder" : "file"
      examination.report(
        .mode,
        "mode \(DoctorRepair.octal(mode)) lets others in; a \(what) of the data directory "
          + "should be at most \(DoctorRepair.octal(allowed))",
        path: path, repair: .tightenMode(examination.relative(path), mode: mode & allowed))
    }
  }
}
