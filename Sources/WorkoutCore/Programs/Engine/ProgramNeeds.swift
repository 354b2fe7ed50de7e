// What a program needs before its first session, and the state it starts from.

extension Program {
  /// The tracks that need a training max, a working weight, and the exercises that need an
  /// e1RM, to plan every session, in the order first named, with exercises looked up in
  /// `catalog`: a set with no load needs a
  /// working weight only when its exercise has the weight item (an exercise the catalog does
  /// not have is taken to have it).
  public func needs(in catalog: Catalog) -> (
    trainingMax: [TrackID], weight: [TrackID], e1rm: [ExerciseID]
  ) {
    var trainingMax: [TrackID] = []
    var weight: [TrackID] = []
    var e1rm: [ExerciseID] = []
    for track in allTracks {
      let weighted = catalog.exercise(track.exercise)?.items.contains(.weight) ?? true
      for plan in setPlans(of: track) {
        switch plan.load {
        case .trainingMax: if !trainingMax.contains(track) { trainingMax.append(track) }
        case .e1rm: if !e1rm.contains(track.exercise) { e1rm.append(track.exercise) }
        case nil: if weighted, !weight.contains(track) { weight.append(track) }
        case .kilograms: break
        }
      }
    }
    return (trainingMax, weight, e1rm)
  }

  /// Every set any session may plan for `track`: its slots' sets and week lines, and its
  /// stages when a slot has no sets of its own.
  func setPlans(of track: TrackID) -> [SetPlan] {
    var plans: [SetPlan] = []
    for slot in days.flatMap(\.slots) where slot.track == track {
      plans += slot.sets ?? []
      plans += slot.weeks.flatMap(\.sets)
      if slot.sets == nil, slot.weeks.isEmpty {
        plans += (tracks[track]?.stages ?? []).flatMap { $0 }
      }
    }
    return plans
  }

  /// The first state: each track's training max and working weight as given, else the
  /// weight its `start` line gives, else nil (then `needs` tells what is missing).
  public func startState(trainingMaxes: [TrackID: Double], weights: [TrackID: Double])
    -> ProgramState
  {
    var tracks: [TrackID: TrackState] = [:]
    for track in allTracks {
      let weight = weights[track] ?? self.tracks[track]?.start
      let staged = !(self.tracks[track]?.stages.isEmpty ?? true)
      tracks[track] = TrackState(
        trainingMax: trainingMaxes[track], weight: weight,
        firstStageWeight: staged ? weight : nil)
    }
    return ProgramState(tracks: tracks)
  }
}
