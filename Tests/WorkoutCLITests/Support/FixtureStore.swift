import Foundation

/// A store an older wkc wrote, checked in under `Fixtures/NAME` exactly as it was written.
struct FixtureStore {
  /// The fixture's folder.
  let folder: URL
  /// Its files, relative to the data directory.
  let files: [String]

  init(_ name: String, files: [String]) {
    folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
    self.files = files
  }

  /// The text of a fixture file.
  func original(_ path: String) -> String {
    String(
      decoding: FileManager.default.contents(atPath: folder.path + "/" + path)!, as: UTF8.self)
  }

  /// A home holding a copy of the store.
  func home() -> TestHome {
    let home = TestHome()
    for path in files { home.write(path, original(path)) }
    return home
  }
}
