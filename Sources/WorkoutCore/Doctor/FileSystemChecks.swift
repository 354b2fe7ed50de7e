// What the data directory holds as files: temporary files left behind, and modes.

/// The folders of the data directory wkc writes in, relative to it: the data directory itself
/// (""), `menus` and `journal` (the undo journal).
let storeFolders = ["", "menus", "journal"]

/// A temporary file a writer makes beside the file it replaces (`.2024-01.json.tmp.4242`), by
/// the rule the store uses to clear them.
func isTemporaryFileName(_ name: String) -> Bool {
  name.hasPrefix(".") && name.contains(".tmp.")
}

/// Temporary files in the store's folders: a writer removes its own before it ends, so one
/// found is a killed writer's (or a writer's at work right now, which `--fix` waits for by
/// taking the lock).
struct StrayFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    for folder in storeFolders {
      let path = folder.isEmpty ? examination.store.root : "\(examination.store.root)/\(folder)"
      for name in (try? FileSystem.names(in: path))?.sorted() ?? []
      where isTemporaryFileName(name)
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
/// other user reads a training log. Other files (a `.git` folder) are the user's business.
struct ModeCheck: DoctorCheck {
  /// wkc's files in the data directory itself.
  static let rootFiles = ["lock", "index.json", "catalog.json", "templates.json", "gear.json"]

  func run(_ examination: inout DoctorExamination) {
    let root = examination.store.root
    var paths: [String] = []
    for folder in storeFolders {
      let path = folder.isEmpty ? root : "\(root)/\(folder)"
      guard FileSystem.isFolder(path) else { continue }
      paths.append(path)
      let names =
        folder.isEmpty
        ? ModeCheck.rootFiles : ((try? FileSystem.names(in: path)) ?? []).sorted()
      paths += names.filter { name in
        !isTemporaryFileName(name)
          && (folder != "journal" || Journal.number(ofName: name) != nil
            || Journal.copyNumber(ofName: name) != nil)
      }.map { "\(path)/\($0)" }
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
