/// `index.json`, the cache: it reads, the store's freshness rule finds it fresh, and when it
/// does, it equals the index the month files make (`MonthFilesCheck` rebuilt it). No index is
/// no problem: the store makes one when it needs it.
struct IndexCheck: DoctorCheck {
  func run(_ examination: inout DoctorExamination) {
    let path = examination.store.indexPath
    guard let bytes = examination.bytes(of: path) else { return }
    // The index is rebuilt from the month files: not while one of them does not read.
    let repair: DoctorRepair? = examination.rebuiltIndex == nil ? nil : .rebuildIndex
    let when = repair == nil ? "once every month file reads" : "when it needs it"
    guard ExerciseIndex(decoding: bytes) != nil else {
      do {
        try JSONReader.read(bytes) { reader throws(JSONError) in try reader.skipValue() }
      } catch {
        var problem = DoctorProblem(
          file: examination.relative(path), kind: .unreadable,
          message: "\(error.message); wkc rebuilds the index \(when)", repair: repair)
        (problem.line, problem.column) = (error.line, error.column)
        return examination.problems.append(problem)
      }
      return examination.report(
        .staleIndex,
        "not an index this wkc reads (another version, or edited); wkc rebuilds it \(when)",
        path: path, repair: repair)
    }
    guard let fresh = StoreTransaction(store: examination.store).freshIndex() else {
      return examination.report(
        .staleIndex,
        "stale: a month file was added, removed or edited since it was made; wkc rebuilds it "
          + when, path: path, repair: repair)
    }
    guard let rebuilt = examination.rebuiltIndex, rebuilt != fresh else { return }
    examination.report(
      .staleIndex,
      "claims to be up to date but does not match the month files; wkc trusts it, so plans, "
        + "records and gear totals may be wrong until it is rebuilt", path: path, repair: repair)
  }
}
