import Foundation

@testable import WorkoutCore

/// A store in a fresh temporary folder; the data directory itself does not exist yet.
struct StoreFixture {
  let folder = TempDirectory()
  var root: String { folder.path + "/data" }
  var store: Store { Store(root: root, lockWait: 0.2) }
  let january = YearMonth("2024-01")!

  var januaryPath: String { root + "/menus/2024-01.json" }

  func put(_ menus: Menu...) throws {
    try store.update { transaction in
      for menu in menus { try transaction.put(menu) }
    }
  }

  /// Every file under the data directory with its bytes, except the (empty) lock file.
  func snapshot() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in FileManager.default.subpaths(atPath: root) ?? [] where path != "lock" {
      files[path] = fileBytes(root + "/" + path) ?? []
    }
    return files
  }

  /// Names under the data directory that look like temporary files.
  func temporaryFiles() -> [String] {
    (FileManager.default.subpaths(atPath: root) ?? []).filter { $0.contains(".tmp") }
  }
}
