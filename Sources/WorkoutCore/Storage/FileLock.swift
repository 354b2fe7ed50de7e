#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a file, held until released or the process ends.
final class FileLock {
  private var fd: Int32
  private let path: String
  /// True when taking the lock created its file.
  let created: Bool

  /// Takes the lock, waiting up to `wait` seconds; nil when another process kept it.
  ///
  /// `prepare` runs before each attempt to open the file (to create its folder). A lock file
  /// removed or replaced while this waited (a failed first write removes its own) is opened
  /// again, so two writers never hold locks on two different files.
  static func acquire(
    _ path: String, wait: Double, prepare: () throws(FileError) -> Void = {}
  ) throws(FileError) -> FileLock? {
    let deadline = monotonicSeconds() + wait
    while true {
      try prepare()
      let (fd, created) = try openFile(path)
      guard try lock(fd, path: path, until: deadline) else {
        close(fd)
        return nil
      }
      if isStill(fd, at: path) { return FileLock(fd: fd, path: path, created: created) }
      close(fd)
      if monotonicSeconds() >= deadline { return nil }
    }
  }

  private init(fd: Int32, path: String, created: Bool) {
    self.fd = fd
    self.path = path
    self.created = created
  }

  /// Opens the lock file, creating it when missing; whether this call created it. A symbolic
  /// link, a pipe or a device at its path is refused (never followed, never waited on).
  private static func openFile(_ path: String) throws(FileError) -> (Int32, created: Bool) {
    let flags = O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY
    var fd = open(path, flags)
    var created = false
    if fd < 0, errno == ENOENT {
      fd = open(path, flags | O_CREAT | O_EXCL, 0o600)
      created = fd >= 0
      // Made meanwhile by another writer.
      if fd < 0, errno == EEXIST { fd = open(path, flags) }
    }
    guard fd >= 0 else {
      let code = errno
      if FileSystem.linkText(path) != nil { throw FileSystem.linkRefused(path, "open the lock") }
      throw FileError.failed(path, "open the lock", code)
    }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw FileSystem.notRegular(path, "open the lock")
    }
    return (fd, created)
  }

  /// Waits for the lock on `fd` until `deadline`; false when it was not granted by then.
  private static func lock(_ fd: Int32, path: String, until deadline: Double) throws(FileError)
    -> Bool
  {
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw FileError(path: path, operation: "lock", code: errno)
      }
      if monotonicSeconds() >= deadline { return false }
      var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
      nanosleep(&pause, nil)
    }
    return true
  }

  /// True when `path` is still the file open as `fd`.
  private static func isStill(_ fd: Int32, at path: String) -> Bool {
    var held = stat()
    var named = stat()
    return fstat(fd, &held) == 0 && lstat(path, &named) == 0
      && held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  /// Removes the lock file while the lock is held, so no other writer can be waiting on it
  /// unseen: one that took it meanwhile finds it gone and opens the path again.
  func removeFile() {
    guard fd >= 0, FileLock.isStill(fd, at: path) else { return }
    unlink(path)
  }

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
