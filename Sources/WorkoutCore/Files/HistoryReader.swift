// The whole-history read path: month files straight to sessions, through the one reader of
// each level keeping only results.

extension JSONReader {
  /// Reads a month file's sessions, of one exercise (its id as UTF-8) or of all.
  ///
  /// Equal to `ExerciseSession.sessions(of: readMonthFile(month).menus)`, failing where it
  /// fails, but keeps only the done sets of the exercise: no plans, times, notes or ids.
  public mutating func readSessions(_ month: YearMonth, of exercise: [UInt8]?) throws(JSONError)
    -> [ExerciseSession]
  {
    var sessions: [ExerciseSession] = []
    try readMonth(month) { reader throws(JSONError) in
      try reader.readMenu(.store, keeping: .results(of: exercise), sessions: &sessions).date
    }
    return sessions
  }
}
