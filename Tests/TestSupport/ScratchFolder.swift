import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where tests make their folders: on a tmpfs when the machine has one, so a test home's
/// writes and fsyncs never wait for a disk; on the disk for the tests of what a disk does.
public enum ScratchFolder {
  /// `/dev/shm` when it is a folder this process may write in (a tmpfs on Linux), else the
  /// temporary directory. `WKC_TEST_ON_DISK=1` puts every test folder on the disk instead.
  public static let base: String = {
    let shm = "/dev/shm"
    var isFolder: ObjCBool = false
    guard ProcessInfo.processInfo.environment["WKC_TEST_ON_DISK"] != "1",
      FileManager.default.fileExists(atPath: shm, isDirectory: &isFolder), isFolder.boolValue,
      access(shm, W_OK | X_OK) == 0
    else { return disk }
    return shm
  }()

  /// The temporary directory (`TMPDIR`, else `/tmp`): the real disk on most machines. Only the
  /// durability tests use it (a process killed with SIGKILL, a full disk, a binary run from it).
  public static var disk: String { FileManager.default.temporaryDirectory.path }

  /// A new, empty folder `prefix-UUID` under `base`, or under `disk` when `onDisk`.
  public static func make(_ prefix: String, onDisk: Bool = false) -> String {
    let path = (onDisk ? disk : base) + "/\(prefix)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
