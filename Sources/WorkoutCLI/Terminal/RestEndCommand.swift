#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell command of `--on-rest-end` (a notification, a sound). Each start returns at once,
/// so the countdown never waits for it; the commands that ended are collected later without
/// waiting, and the first failure becomes one warning for the whole run.
final class RestEndCommand {
  /// The command as typed, run by `sh -c`.
  let command: String
  private let shell: String
  /// The commands started and not yet collected.
  private(set) var running: [pid_t] = []
  /// Why the first failing command failed: `exited with status 3`.
  private var failure: String?
  private var warned = false

  /// A command run by `shell -c command` at each rest's end.
  init(_ command: String, shell: String = "/bin/sh") {
    self.command = command
    self.shell = shell
  }

  /// Starts the command with no terminal: stdin, stdout and stderr on /dev/null, and in its
  /// own process group, so Ctrl-C and Ctrl-Z at the terminal are not sent to it. The command
  /// is passed as an argument, never pasted into a script.
  func start() {
    collect()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let words = ["sh", "-c", command, "wkc-rest-end"]
    let argv = words.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, shell, &actions, &attributes, argv, environ)
    guard error == 0 else {
      note("could not start: \(String(cString: strerror(error)))")
      return
    }
    running.append(pid)
  }

  /// Collects the commands that have ended, without waiting for the others.
  func collect() {
    running.removeAll { pid in
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == 0 { return false }
      if result == pid { note(Self.failure(status: status)) }
      return true
    }
  }

  /// Collects the commands that end within `seconds`; those still running are left running.
  func settle(within seconds: Double) {
    let end = monotonicNow() + seconds
    collect()
    while !running.isEmpty, monotonicNow() < end {
      usleep(5_000)
      collect()
    }
  }

  /// `--on-rest-end exited with status 3`, the first time a command failed; nil when none
  /// failed, and after it was given once.
  func takeWarning() -> String? {
    guard let failure, !warned else { return nil }
    warned = true
    return "--on-rest-end \(failure)"
  }

  private func note(_ reason: String?) {
    if failure == nil { failure = reason }
  }

  /// What a `waitpid` status says went wrong, or nil for an exit with status 0.
  static func failure(status: Int32) -> String? {
    let signal = status & 0x7F
    if signal == 0 {
      let code = (status >> 8) & 0xFF
      return code == 0 ? nil : "exited with status \(code)"
    }
    return signal == 0x7F ? nil : "was killed by signal \(signal)"
  }
}
