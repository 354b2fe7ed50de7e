import Foundation
import Testing

@testable import WorkoutCore

/// `program.json` under the store's rules, and a commit that would write one file twice.
@Suite struct ProgramStoreTests {
  static let date = LocalDate(year: 2024, month: 1, day: 8)!

  static func followed(_ name: String, cycle: Int = 1) -> FollowedProgram {
    FollowedProgram(
      name: name, file: nil, digest: FileDigest(of: Array(name.utf8)), trainingDays: [0, 3],
      started: date,
      state: ProgramState(cycle: cycle, tracks: [TrackID("squat")!: TrackState(trainingMax: 100)]))
  }

  /// Every file of the data directory with its bytes.
  static func files(_ root: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for path in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = FileManager.default.contents(atPath: root + "/" + path)
      }
    }
    return files
  }

  @Test func theProgramFileReadsBackAndDoctorNamesAFollowedBuiltInThisWkcLacks() throws {
    let home = TempDirectory()
    let store = Store(root: home.path)
    let file = ProgramFile(active: "a", programs: [Self.followed("a"), Self.followed("b")])
    try store.update { transaction in try transaction.setProgramFile(file) }
    #expect(try store.programFile() == file)
    #expect(try Doctor(store: store).examine().problems.map(\.kind).contains(.program))
  }

  @Test func aChangeThatWouldWriteOneFileTwiceWritesNothing() throws {
    let home = TempDirectory()
    let store = Store(root: home.path)
    try store.update { transaction in
      try transaction.setProgramFile(ProgramFile(active: "a", programs: [Self.followed("a")]))
    }
    let before = Self.files(home.path)
    #expect(throws: StoreError.self) {
      try store.update { transaction in
        try transaction.setProgramFile(
          ProgramFile(active: "a", programs: [Self.followed("a", cycle: 2)]))
        try transaction.restore(.program, to: Array("{}".utf8), source: "test")
      }
    }
    #expect(Self.files(home.path) == before)
  }
}
