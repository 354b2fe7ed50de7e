extension PersonalRecord {
  /// The records one run set: the date's records after it (against earlier dates) that beat
  /// what the date held before it. A record an earlier run of the date set is not the run's;
  /// one the run beat again is, and it was the date's value before the run, not the earlier
  /// dates' best.
  public static func setByRun(after: [PersonalRecord], before: [PersonalRecord])
    -> [PersonalRecord]
  {
    after.compactMap { record in
      guard
        let earlier = before.first(where: {
          $0.exercise == record.exercise && $0.kind == record.kind
        })
      else { return record }
      guard record.kind.isBetter(record.value, than: earlier.value) else { return nil }
      var beaten = record
      beaten.previous = earlier.value
      return beaten
    }
  }
}
