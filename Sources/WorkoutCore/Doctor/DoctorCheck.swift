/// One check of `wkc doctor`: looks at one part of the data directory and adds the problems it
/// finds to the examination. Checks never write and never throw: what they cannot read is a
/// problem they report.
protocol DoctorCheck: Sendable {
  /// Adds the problems found to `examination`.
  func run(_ examination: inout DoctorExamination)
}

/// What the checks of one run of `wkc doctor` share: the store, the problems found so far, and
/// what earlier checks learnt that later ones need (the catalog, the gear ids, the index
/// rebuilt from the month files).
struct DoctorExamination {
  /// The store examined.
  let store: Store
  /// The problems found, in the order found.
  var problems: [DoctorProblem] = []
  /// The built-in catalog with the user's exercises, when `catalog.json` reads.
  var catalog = Catalog.builtIn
  /// False when `catalog.json` does not read: an exercise not in `catalog` may be the user's.
  var catalogComplete = true
  /// The ids of `gear.json`'s gear; nil when the file does not read, so gear is not checked.
  var gearIDs: Set<GearID>? = []
  /// The index the month files make, as the store would rebuild it; nil when a month file does
  /// not read.
  var rebuiltIndex: ExerciseIndex?
  /// The temporary files of the change `commit.json` describes (absolute paths): not stray.
  var unfinishedTemporaries: Set<String> = []
  /// The journal entry the change of `commit.json` puts in place, if it keeps one.
  var unfinishedEntry: Int?

  init(store: Store) { self.store = store }

  /// `path` relative to the data directory; `.` for the data directory itself.
  func relative(_ path: String) -> String { store.relative(path) }

  /// Adds a problem of the file at `path` (absolute), at `offset` of `text` when given.
  mutating func report(
    _ kind: DoctorProblem.Kind, _ message: String, path: String, at offset: Int? = nil,
    in text: TextPositions? = nil, repair: DoctorRepair? = nil
  ) {
    var problem = DoctorProblem(
      file: relative(path), kind: kind, message: message, repair: repair)
    if let offset, let text { (problem.line, problem.column) = text.position(of: offset) }
    problems.append(problem)
  }
}

// MARK: - Reading files

extension DoctorExamination {
  /// The bytes of the file at `path`; nil when there is none or it cannot be read (reported).
  mutating func bytes(of path: String) -> [UInt8]? {
    switch DoctorFile.read(path) {
    case .missing: return nil
    case .bytes(let bytes): return bytes
    case .unreadable(let why):
      report(.unreadable, "cannot be read: \(why)", path: path)
      return nil
    }
  }

  /// Reads a stored file's `bytes` as the store does: a problem with its version, or the
  /// reader's refusal, is reported at its place; nil then.
  mutating func read<File: StoredFile>(
    _ file: File.Type, _ bytes: [UInt8], path: String, name: File.Name
  ) -> File? {
    let text = TextPositions(bytes)
    let since = problems.count
    let version = try? JSONReader.read(bytes) { reader throws(JSONError) in
      try reader.scanVersionOnly()
    }
    if let version {
      guard
        checkVersion(
          version, newest: File.currentVersion, what: File.title, path: path, text: text)
      else { return nil }
    }
    do {
      return try File.decode(bytes, path: path, name: name)
    } catch {
      reportRefusal(error, path: path, since: since, text: text)
      return nil
    }
  }

  /// Reports a problem with a file's `version`; true when the version is one this wkc reads,
  /// so the rest of the file can be checked.
  mutating func checkVersion(
    _ version: ScannedVersion?, newest: Int, what: String, path: String, text: TextPositions
  ) -> Bool {
    guard let (message, offset) = versionProblem(version, newest: newest, what: what) else {
      return true
    }
    report(.version, message, path: path, at: offset, in: text)
    return false
  }

  /// Reports what the file's own reader refused, unless a problem reported since the
  /// `since`-th already stands at that place or at one of `explained` (offsets of the things
  /// those problems are about): each problem is told once, in its own words.
  mutating func reportRefusal(
    _ error: StoreError, path: String, since: Int, explained: [Int] = [], text: TextPositions
  ) {
    let file = relative(path)
    guard case .unreadable(_, let refusal) = error else {
      return report(.unreadable, error.message, path: path)
    }
    let places = Set(
      problems[since...].filter { $0.file == file }.compactMap { problem in
        problem.line.map { "\($0):\(problem.column ?? 0)" }
      }
        + explained.map { offset in
          let (line, column) = text.position(of: offset)
          return "\(line):\(column)"
        })
    guard !places.contains("\(refusal.line):\(refusal.column)") else { return }
    var problem = DoctorProblem(file: file, kind: .unreadable, message: refusal.message)
    (problem.line, problem.column) = (refusal.line, refusal.column)
    problems.append(problem)
  }
}
