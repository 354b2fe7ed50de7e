#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: which path, what was being done, and errno.
public struct FileError: Error, Equatable, Sendable {
  /// The path involved.
  public var path: String
  /// What was being done: "read", "write", "create folder", …
  public var operation: String
  /// The errno value.
  public var code: Int32

  /// "cannot write /x/menus/2024-01.json: No space left on device".
  public var message: String {
    "cannot \(operation) \(path): \(String(cString: strerror(code)))"
  }
}

/// Small POSIX file helpers: whole-file reads, atomic writes, folders, locks.
public enum FileSystem {
  /// The whole file, or nil when it does not exist.
  public static func contents(of path: String) throws(FileError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileError(path: path, operation: "read", code: errno)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(path: path, operation: "read", code: errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileError(path: path, operation: "read", code: EISDIR)
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var total = 0
    while true {
      if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, operation: "read", code: errno)
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  /// Writes through a temporary file in the same folder: write, fsync, rename, fsync the folder.
  /// The temporary file is gone afterwards whether this succeeds or fails.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    let (folder, name) = split(path)
    let temporary = "\(folder)/.\(name).tmp.\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw FileError(path: path, operation: "write", code: errno) }
    var failure: FileError?
    var written = 0
    while written < bytes.count, failure == nil {
      let count = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0, errno != EINTR {
        failure = FileError(path: path, operation: "write", code: errno)
      }
      if count > 0 { written += count }
    }
    if failure == nil, fsync(fd) != 0 {
      failure = FileError(path: path, operation: "write", code: errno)
    }
    if close(fd) != 0, failure == nil {
      failure = FileError(path: path, operation: "write", code: errno)
    }
    if failure == nil, rename(temporary, path) != 0 {
      failure = FileError(path: path, operation: "write", code: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    try syncFolder(folder)
  }

  /// Removes a file and makes the removal durable; a missing file is fine.
  static func remove(_ path: String) throws(FileError) {
    if unlink(path) != 0, errno != ENOENT {
      throw FileError(path: path, operation: "remove", code: errno)
    }
    try syncFolder(split(path).folder)
  }

  /// Creates a folder and its missing parents; the last one gets `mode`.
  static func makeFolder(_ path: String, mode: mode_t = 0o700) throws(FileError) {
    if isFolder(path) { return }
    let parent = split(path).folder
    if parent != path, !parent.isEmpty, !isFolder(parent) { try makeFolder(parent, mode: 0o755) }
    if mkdir(path, mode) != 0, errno != EEXIST {
      throw FileError(path: path, operation: "create folder", code: errno)
    }
  }

  /// True when `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// True when something exists at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Names in a folder, without `.` and `..`; empty when it does not exist.
  static func names(in folder: String) throws(FileError) -> [String] {
    guard let directory = opendir(folder) else {
      if errno == ENOENT { return [] }
      throw FileError(path: folder, operation: "list", code: errno)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(cString: buffer.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A value that changes whenever an entry of the folder is added, removed or renamed.
  static func stamp(of folder: String) -> String {
    var info = stat()
    guard stat(folder, &info) == 0 else { return "none" }
    #if canImport(Darwin)
      return "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec).\(info.st_ino)"
    #else
      return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec).\(info.st_ino)"
    #endif
  }

  /// Removes temporary files a killed writer left behind (callers hold the lock).
  static func removeStaleTemporaryFiles(in folder: String) {
    guard let names = try? names(in: folder) else { return }
    for name in names where name.hasPrefix(".") && name.contains(".tmp.") {
      unlink("\(folder)/\(name)")
    }
  }

  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func syncFolder(_ folder: String) throws(FileError) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw FileError(path: folder, operation: "sync", code: errno) }
    defer { close(fd) }
    if fsync(fd) != 0, errno != EINVAL {
      throw FileError(path: folder, operation: "sync", code: errno)
    }
  }
}

/// An advisory lock on a file, held until released or the process ends.
final class FileLock {
  private var fd: Int32

  /// Takes the lock, waiting up to `wait` seconds; nil when another process kept it.
  static func acquire(_ path: String, wait: Double) throws(FileError) -> FileLock? {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw FileError(path: path, operation: "open the lock", code: errno) }
    let deadline = monotonicSeconds() + wait
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let code = errno
        close(fd)
        throw FileError(path: path, operation: "lock", code: code)
      }
      if monotonicSeconds() >= deadline {
        close(fd)
        return nil
      }
      var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
      nanosleep(&pause, nil)
    }
    return FileLock(fd: fd)
  }

  private init(fd: Int32) { self.fd = fd }

  /// Releases the lock.
  func release() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
  }

  deinit { release() }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Holds SIGINT, SIGTERM, SIGHUP and SIGQUIT while `body` runs, so an interrupt cannot leave a
/// half-done write; a signal that arrives meanwhile is delivered afterwards.
func withSignalsHeld<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
  var held = sigset_t()
  var previous = sigset_t()
  sigemptyset(&held)
  for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, signal) }
  pthread_sigmask(SIG_BLOCK, &held, &previous)
  defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
  return try body()
}
