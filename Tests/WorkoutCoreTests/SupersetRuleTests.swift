import Foundation
import Testing

@testable import WorkoutCore

/// Supersets and circuits: which workouts are grouped, and where a grouped workout goes.
@Suite struct SupersetRuleTests {
  let gym = Gym()

  // MARK: add --with

  @Test func aWorkoutJoinedToAPartnerGoesRightAfterItAndMakesASuperset() throws {
    try gym.add("bench-press")
    try gym.add("squat")
    let added = try gym.add("barbell-row", with: "1")
    #expect(added.position == 2)
    #expect(added.group?.kind == "superset")
    #expect(added.group?.letter == "A")
    #expect(added.group?.exercises == ["bench-press", "barbell-row"])
    #expect(try gym.grouping() == ["bench-press 1", "barbell-row 1", "squat"])
  }

  @Test func aThirdWorkoutMakesACircuitAfterTheGroupsLast() throws {
    try gym.planSuperset()
    try gym.add("squat")
    let added = try gym.add("pull-up", with: "bench-press")
    #expect(added.group?.kind == "circuit")
    #expect(added.group?.letter == "A")
    #expect(added.group?.members == 0..<3)
    #expect(added.group?.exercises == ["bench-press", "barbell-row", "pull-up"])
    #expect(try gym.grouping() == ["bench-press 1", "barbell-row 1", "pull-up 1", "squat"])
  }

  @Test func groupsAreNumberedInMenuOrder() throws {
    try gym.add("squat")
    try gym.add("deadlift")
    try gym.add("dip", with: "deadlift")
    try gym.add("pull-up", with: "squat")
    #expect(try gym.grouping() == ["squat 1", "pull-up 1", "deadlift 2", "dip 2"])
  }

  @Test func aPositionInsideAGroupIsRefused() throws {
    try gym.planSuperset()
    let group = try #require(try gym.menu().workoutGroup(of: 0))
    gym.expectRefused(PlanError.splitsGroup(position: 2, group: group, join: "--with 1")) {
      try gym.add("squat", at: 2)
    }
  }

  @Test func aPositionAtTheEdgesOfAGroupLeavesItAlone() throws {
    try gym.planSuperset()
    try gym.add("squat", at: 1)
    try gym.add("deadlift", at: 4)
    #expect(try gym.grouping() == ["squat", "bench-press 1", "barbell-row 1", "deadlift"])
  }

  @Test func aPartnerTheMenuDoesNotHoldIsRefused() throws {
    try gym.add("squat")
    gym.expectRefused(
      PlanError.noSuchWorkout(ref: "4", date: day("2024-01-05"), holds: ["1 squat"])
    ) {
      try gym.add("dip", with: "4")
    }
  }

  // MARK: edit --group / --ungroup

  @Test func joiningAGroupMovesTheWorkoutRightAfterIt() throws {
    try gym.add("bench-press")
    try gym.add("squat")
    try gym.add("barbell-row")
    let edited = try gym.edit("barbell-row", group: .join(.typed("bench-press")))
    #expect(edited.position == 2)
    #expect(edited.group?.exercises == ["bench-press", "barbell-row"])
    #expect(try gym.grouping() == ["bench-press 1", "barbell-row 1", "squat"])
  }

  @Test func joiningAnotherGroupLeavesTheOldOneWhichDissolvesWithOneLeft() throws {
    try gym.planSuperset()
    try gym.add("squat")
    try gym.edit("barbell-row", group: .join(.typed("squat")))
    #expect(try gym.grouping() == ["bench-press", "squat 1", "barbell-row 1"])
  }

  @Test func joiningItsOwnGroupChangesNothing() throws {
    try gym.planSuperset()
    try gym.edit("1", group: .join(.typed("2")))
    #expect(try gym.grouping() == ["bench-press 1", "barbell-row 1"])
  }

  @Test func aGroupPartnerTheMenuDoesNotHoldIsRefused() throws {
    try gym.planSuperset()
    gym.expectRefused(
      PlanError.noSuchWorkout(
        ref: "squat", date: day("2024-01-05"), holds: ["1 bench-press", "2 barbell-row"])
    ) {
      try gym.edit("1", group: .join(.typed("squat")))
    }
  }

  @Test func aWorkoutIsNotGroupedWithItself() throws {
    try gym.planSuperset()
    gym.expectRefused(
      PlanError.invalid("#1 bench-press cannot be grouped with itself; name another workout")
    ) {
      try gym.edit("1", group: .join(.typed("bench-press")))
    }
  }

  @Test func leavingASupersetDissolvesIt() throws {
    try gym.planSuperset()
    let edited = try gym.edit("2", group: .leave)
    #expect(edited.group == nil)
    #expect(try gym.grouping() == ["bench-press", "barbell-row"])
  }

  @Test func leavingTheMiddleOfACircuitPlacesItRightAfter() throws {
    try gym.planSuperset()
    try gym.add("pull-up", with: "1")
    try gym.add("squat")
    let edited = try gym.edit("barbell-row", group: .leave)
    #expect(edited.position == 3)
    #expect(try gym.grouping() == ["bench-press 1", "pull-up 1", "barbell-row", "squat"])
  }

  @Test func leavingTheEndOfACircuitKeepsItsPlace() throws {
    try gym.planSuperset()
    try gym.add("pull-up", with: "1")
    try gym.edit("bench-press", group: .leave)
    #expect(try gym.grouping() == ["bench-press", "barbell-row 1", "pull-up 1"])
  }

  // MARK: Moving and removing

  @Test func movingInsideAnotherGroupIsRefused() throws {
    try gym.planSuperset()
    try gym.add("squat")
    let group = try #require(try gym.menu().workoutGroup(of: 0))
    gym.expectRefused(PlanError.splitsGroup(position: 2, group: group, join: "--group 1")) {
      try gym.edit("squat", moveTo: 2)
    }
  }

  @Test func movingWithinItsGroupKeepsTheGroupAndMovingAwayLeavesIt() throws {
    try gym.planSuperset()
    try gym.add("squat")
    try gym.edit("1", moveTo: 2)
    #expect(try gym.grouping() == ["barbell-row 1", "bench-press 1", "squat"])
    try gym.edit("1", moveTo: 3)
    #expect(try gym.grouping() == ["bench-press", "squat", "barbell-row"])
  }

  @Test func removingAWorkoutOfASupersetDissolvesIt() throws {
    try gym.planSuperset()
    try gym.add("squat")
    try gym.add("dip", with: "squat")
    try gym.remove("1")
    #expect(try gym.grouping() == ["barbell-row", "squat 1", "dip 1"])
  }
}
