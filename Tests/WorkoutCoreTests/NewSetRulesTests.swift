import Testing

@testable import WorkoutCore

/// The sets of a new workout as typed (`add`, `log`): a request that names a thing twice or
/// contradicts itself is refused before anything is planned.
@Suite struct NewSetRulesTests {
  let squat = builtIn("squat")

  private func newSets(_ sets: TypedSets, _ exercise: Exercise? = nil) throws -> NewSets {
    try sets.newSets(for: exercise ?? squat, catalog: catalog)
  }

  @Test func setsByRepsGiveTheCountAndTheRepsOfEverySet() throws {
    let sets = try newSets(.sets("3x5", [.weight: "100"]))
    #expect(sets.count == 3)
    #expect(sets.common == PlannedSet(SetValues([.reps: 5, .weight: 100])))
  }

  @Test(arguments: ["0x5", "3x", "x5", "3x5x100", "three", "0", "-1"])
  func aMalformedCountIsRefused(text: String) {
    #expect(throws: NewSetsError.malformedCount(text)) { try newSets(.sets(text)) }
  }

  @Test func setsByRepsWithRepsGivenTooAreRefused() {
    #expect(throws: NewSetsError.repsGivenTwice(count: "3x5")) {
      try newSets(.sets("3x5", [.reps: "8"]))
    }
  }

  @Test func anItemForEverySetAndInASetsSpecIsRefused() {
    #expect(throws: NewSetsError.itemGivenTwice(.reps, set: "5x80")) {
      try newSets(.sets(nil, [.reps: "3"], each: ["5x80"]))
    }
  }

  @Test func aCountOtherThanTheSetsGivenIsRefused() {
    #expect(throws: NewSetsError.countMismatch(count: 2, given: 1)) {
      try newSets(.sets("2", each: ["5x60"]))
    }
  }

  @Test func everySetAWarmUpAndASetOfAnotherKindIsRefused() {
    #expect(throws: NewSetsError.kindContradicts(set: "d:8x50", kind: .drop)) {
      try newSets(.sets(nil, each: ["d:8x50"], warmup: true))
    }
  }
}
