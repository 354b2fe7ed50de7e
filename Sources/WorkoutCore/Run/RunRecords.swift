extension PersonalRecord {
  /// The records one run set: the date's records after it that were not already the date's
  /// before it. A record an earlier run of the date set is not the run's; one the run beat
  /// again is.
  public static func setByRun(after: [PersonalRecord], before: [PersonalRecord])
    -> [PersonalRecord]
  {
    after.filter { !before.contains($0) }
  }
}
