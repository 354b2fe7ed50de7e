import Foundation
import TestSupport

/// A fresh folder under `ScratchFolder.base` (a tmpfs when there is one), removed when the value
/// goes away.
final class TempDirectory {
  let path: String

  init() {
    path = ScratchFolder.make("wkc-core-test")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Every file and folder below `path`, relative to it, sorted.
  func entries() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }
}

/// The bytes of a file, or nil when it does not exist.
func fileBytes(_ path: String) -> [UInt8]? {
  FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// The text of a file, or nil when it does not exist.
func fileText(_ path: String) -> String? {
  fileBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

/// Writes a file, creating its folder.
func writeFile(_ path: String, _ text: String) {
  let folder = (path as NSString).deletingLastPathComponent
  try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// The 1-based line and column (in characters) where `needle` first starts in `text`.
func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
  guard let range = text.range(of: needle) else { return nil }
  let before = text[..<range.lowerBound]
  let line = before.count { $0 == "\n" } + 1
  let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
  return (line, before[lineStart...].unicodeScalars.count + 1)
}

/// An error a test throws on purpose.
struct DeliberateFailure: Error {}
