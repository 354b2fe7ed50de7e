/// Problems starting, following or stopping a program.
public enum ProgramError: Error, Hashable, Sendable {
  /// A program file larger than a program may be.
  case tooLarge(String)
  /// No built-in, own program or file of that name; `known` lists the names there are.
  case unknown(String, known: [String])
  /// The program file named is not there.
  case missingFile(String)
  /// The program file cannot be read.
  case unreadable(String, String)
  /// A followed built-in this wkc does not have.
  case builtInGone(String)
  /// No program is being followed.
  case noProgram
  /// The program followed stopped after its last cycle.
  case finished(String)
  /// The program cannot plan without these: training maxes, working weights.
  case missingNumbers(
    program: String, trainingMax: [TrackID], weight: [TrackID], fromHistory: Bool = false)
  /// A number given for a track the program does not have.
  case unknownTrack(String, known: [TrackID])
  /// The engine could not plan the session.
  case plan(ProgramPlanError)

  /// A message a user can act on.
  public var message: String {
    switch self {
    case .unknown(let name, let known):
      return "no program '\(name.echoed)'; the programs are \(known.joined(separator: ", "))"
    case .missingFile(let path): return "\(path.echoed): no such program file"
    case .tooLarge(let path):
      return "\(path.echoed) is larger than \(InputLimit.describe(ProgramOrigin.maximumSize)), "
        + "more than a program may be"
    case .unreadable(_, let reason): return reason
    case .builtInGone(let name):
      return "the program '\(name)' was built into another wkc; this one does not have it"
    case .noProgram:
      return "no program is being followed; start one with 'wkc program start NAME'"
    case .finished(let name):
      return "\(name) is finished: its last cycle is done; start it again with "
        + "'wkc program start \(name) --restart', or start another"
    case .missingNumbers(let program, let trainingMax, let weight, let fromHistory):
      var parts: [String] = []
      if !trainingMax.isEmpty {
        parts.append(
          "training maxes for " + trainingMax.map(\.description).joined(separator: ", ")
            + " (--tm \(trainingMax[0])=WEIGHT)")
      }
      if !weight.isEmpty {
        parts.append(
          "working weights for " + weight.map(\.description).joined(separator: ", ")
            + " (--weight \(weight[0])=WEIGHT)")
      }
      return "\(program) needs " + parts.joined(separator: " and ")
        + (fromHistory
          ? "; your history has no session of them to take them from"
          : ", or --from-history to take them from your history")
    case .unknownTrack(let text, let known):
      return "\(text.echoed) is not an exercise of this program; its exercises are "
        + known.map(\.description).joined(separator: ", ")
    case .plan(let error): return error.message
    }
  }
}
