// The files beside the month files that wkc reads as the user's: `catalog.json`,
// `templates.json`, `gear.json`, `program.json` and `body.json`.

/// `catalog.json`, the user's exercises: it reads, its version is known, and its exercises do
/// not clash with the built-in ones. Later checks use the catalog it makes.
struct CatalogFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.customCatalogPath
    guard let bytes = examination.bytes(of: path) else {
      examination.catalogComplete = !DoctorFile.exists(path)
      return
    }
    examination.catalogComplete = false
    guard let file = examination.read(CatalogFile.self, bytes, path: path, name: ()) else {
      return
    }
    do {
      examination.catalog = try Catalog.builtIn.adding(stored: file.exercises)
      examination.catalogComplete = true
    } catch {
      examination.report(.unreadable, error.message, path: path)
    }
  }
}

/// `templates.json`: it reads and its version is known.
struct TemplateFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.templatesPath
    guard let bytes = examination.bytes(of: path) else { return }
    _ = examination.read(TemplateFile.self, bytes, path: path, name: ())
  }
}

/// `body.json`: it reads, its version is known, one entry per date, values in range.
struct BodyFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.bodyPath
    guard let bytes = examination.bytes(of: path) else { return }
    _ = examination.read(BodyFile.self, bytes, path: path, name: ())
  }
}

/// `program.json`: it reads, its version is known, and the text of the program followed can
/// be found and read (a built-in of this wkc, or the file it was started from).
struct ProgramFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.programPath
    guard let bytes = examination.bytes(of: path),
      let file = examination.read(ProgramFile.self, bytes, path: path, name: ()),
      let followed = file.current
    else { return }
    let problem: String
    do {
      _ = try ProgramOrigin.of(followed).program(catalog: examination.catalog)
      return
    } catch let error as ProgramError {
      problem = error.message
    } catch let error as ProgramTextError {
      let first = error.problems.first.map {
        "\(error.name):\($0.line):\($0.column): \($0.message)"
      }
      let more = error.problems.count > 1 ? " (and \(error.problems.count - 1) more)" : ""
      problem = "its text does not read: " + (first ?? "") + more
    } catch {
      problem = "\(error)"
    }
    examination.report(
      .program,
      "the program followed, \(followed.name), cannot be planned from: \(problem); put the "
        + "file back or mend it (wkc program check FILE), or stop it (wkc program stop)",
      path: path)
  }
}

/// `gear.json`: it reads, its version is known, and each exercise's default names gear it
/// holds. Later checks use its gear ids.
struct GearFileCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.gearPath
    examination.gearIDs = []
    guard let bytes = examination.bytes(of: path) else {
      if DoctorFile.exists(path) { examination.gearIDs = nil }
      return
    }
    let text = TextPositions(bytes)
    let since = examination.problems.count
    guard
      let scan = try? JSONReader.read(bytes, { reader throws(JSONError) in try reader.scanGear() })
    else {
      // It does not parse: its reader says where.
      examination.gearIDs = nil
      return reportRefusal(bytes, path: path, since: since, text: text, in: &examination)
    }
    let known = examination.checkVersion(
      scan.version, newest: GearFile.currentVersion, what: GearFile.title, path: path,
      text: text)
    guard known else {
      examination.gearIDs = nil
      return
    }
    examination.gearIDs = scan.ids
    for (exercise, gear) in scan.defaults {
      guard let id = GearID(gear.text), !scan.ids.contains(id) else { continue }
      examination.report(
        .unknownGear,
        "the default gear of \(exercise) is '\(id)', which is not in `gear`; wkc refuses the "
          + "file until it is fixed", path: path, at: gear.offset, in: text)
    }
    reportRefusal(bytes, path: path, since: since, text: text, in: &examination)
  }

  private func reportRefusal(
    _ bytes: [UInt8], path: String, since: Int, text: TextPositions,
    in examination: inout DoctorExamination
  ) {
    do {
      _ = try GearFile.decode(bytes, path: path)
    } catch {
      examination.reportRefusal(error, path: path, since: since, text: text)
    }
  }
}
