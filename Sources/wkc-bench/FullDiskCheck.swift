import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The full-disk phase: a store on a small tmpfs, the rest of it filled, then each kind of
/// write. With no room left each must fail with exit 74, every file byte-identical and no
/// stray; with a few pages left a write may also succeed, whole.
struct FullDiskCheck {
  let wkc: String
  let kinds: [StressKind]
  /// Bytes left free before each round of writes: none, then a page or a few.
  var freeBytes = [0, 4096, 16384]

  /// What the phase found.
  struct Result: Sendable {
    /// Why it did not run, when it did not.
    var skipped: String?
    var attempts = 0
    var failedWith74 = 0
    var succeeded = 0
    /// Each write that broke the rule, and how.
    var violations: [String] = []
  }

  func run(scratch: String) -> Result {
    guard getuid() == 0 else {
      return Result(skipped: "not run as root (mounting a tmpfs needs root)")
    }
    let mountPoint = "\(scratch)/tmpfs"
    mkdir(mountPoint, 0o700)
    let mounted = tool(["mount", "-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", mountPoint])
    guard mounted.status == 0 else {
      return Result(skipped: "mount -t tmpfs failed (\(mounted.message))")
    }
    defer { _ = tool(["umount", mountPoint]) }
    do {
      return try writes(mountPoint: mountPoint, scratch: scratch)
    } catch {
      return Result(skipped: "could not prepare the store on the tmpfs: \(error)")
    }
  }

  private func writes(mountPoint: String, scratch: String) throws -> Result {
    let commands = freeBytes.indices.flatMap { level in
      kinds.enumerated().map { offset, kind in
        StressCommand(number: level * kinds.count + offset, kind: kind, scratch: scratch)
      }
    }
    let store = try StressStore(
      wkc: wkc, root: "\(mountPoint)/store", scratch: scratch, preparing: commands)
    let filler = open("\(mountPoint)/filler", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard filler >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(filler) }
    var result = Result()
    for command in commands {
      let free = freeBytes[command.number / kinds.count]
      fill(filler, leaving: free)
      let before = snapshot(store.root)
      let run = try store.start(command, killAfter: nil, slot: 0).wait()
      let findings = StressCheck.check(root: store.root, expected: [command])
      result.attempts += 1
      let name = "\(command.kind.rawValue) with \(free) bytes free"
      if !findings.strays.isEmpty {
        result.violations.append("\(name): left \(findings.strays.sorted())")
      }
      if !findings.corrupt.isEmpty {
        result.violations.append("\(name): \(findings.corrupt.joined(separator: "; "))")
      }
      switch run.outcome {
      case .exited(74):
        result.failedWith74 += 1
        if snapshot(store.root) != before {
          result.violations.append("\(name): exit 74 but files changed")
        }
      case .exited(1) where command.kind == .undo:
        // Nothing to undo here: a refusal, which must change nothing either.
        if snapshot(store.root) != before {
          result.violations.append("\(name): exit 1 but files changed")
        }
      case .exited(0) where free > 0:
        result.succeeded += 1
        if !findings.missing.isEmpty { result.violations.append("\(name): exit 0, not written") }
      default:
        result.violations.append("\(name): \(run.outcome) \(run.message)")
      }
    }
    return result
  }

  /// Fills the file system until a write fails, then gives back `bytes` (whole pages).
  private func fill(_ fd: Int32, leaving bytes: Int) {
    let chunk = [UInt8](repeating: 0x2E, count: 65536)
    var size = 65536
    while size > 0 {
      if write(fd, chunk, size) < 0 { size /= 2 }
    }
    var info = stat()
    fstat(fd, &info)
    ftruncate(fd, max(0, info.st_size - off_t(bytes)))
  }

  /// Every regular file under `root` and its bytes.
  private func snapshot(_ root: String) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      var folder: ObjCBool = false
      let path = "\(root)/\(relative)"
      if FileManager.default.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue {
        files[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return files
  }

  /// Runs a system tool; its exit status and what it said on stderr.
  private func tool(_ arguments: [String]) -> (status: Int32, message: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (-1, "\(error)")
    }
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
