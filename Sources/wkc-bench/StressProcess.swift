import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a command of the stress run ended.
enum StressOutcome: Equatable, Sendable {
  case exited(Int32)
  case killed

  /// Exit 0: the write is acknowledged, so it must be in the store for good.
  var acknowledged: Bool { self == .exited(0) }
}

/// A command that ran: when (monotonic seconds) and how it ended.
struct StressRun: Sendable {
  let command: StressCommand
  let started: Double
  let ended: Double
  let outcome: StressOutcome
  /// Its stderr, kept when it failed.
  let message: String
}

/// A running wkc of the stress run, killed with SIGKILL at `killAt` unless it ends first.
struct StressProcess {
  let command: StressCommand
  let pid: pid_t
  let started: Double
  let killAt: Double?
  let stderrPath: String

  /// Starts `wkc` with the command's arguments; stdout is discarded, stderr goes to a file.
  init(
    wkc: String, command: StressCommand, environment: [String: String], killAfter delay: Double?,
    stderrPath: String
  ) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let arguments = [wkc] + command.arguments
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let started = monotonic()
    let spawned = posix_spawn(&pid, wkc, &actions, nil, argv, envp)
    guard spawned == 0 else { cannotRun(wkc, spawned) }
    self.command = command
    self.pid = pid
    self.started = started
    self.killAt = delay.map { started + $0 }
    self.stderrPath = stderrPath
  }

  /// The run once the process has ended, else nil; kills it when its time has come.
  func poll() -> StressRun? {
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { return finished(status) }
    if let killAt, monotonic() >= killAt {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      return finished(status)
    }
    return nil
  }

  /// Waits for the process (killing it at its time) and returns the run.
  func wait() -> StressRun {
    while true {
      if let run = poll() { return run }
      usleep(200)
    }
  }

  private func finished(_ status: Int32) -> StressRun {
    let ended = monotonic()
    let signalled = status & 0x7f != 0
    let outcome: StressOutcome = signalled ? .killed : .exited((status >> 8) & 0xff)
    let message =
      outcome.acknowledged
      ? "" : (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    return StressRun(
      command: command, started: started, ended: ended, outcome: outcome,
      message: message.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
