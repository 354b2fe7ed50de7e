import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts the built `wkc` with SIGINT at its default action and no signal blocked, as a
/// shell's foreground job has them (the test runner's children inherit SIGINT ignored).
/// `terminal`, when given, becomes its stdin, stdout and stderr; else `pipes` give its stdin (nil:
/// closed) and its stdout and stderr.
func spawnWKC(
  _ arguments: [String], environment: [String], terminal: String? = nil,
  pipes: (stdin: Int32?, output: Int32)? = nil
) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if let terminal {
    for fd in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, fd, terminal, O_RDWR, 0) }
  } else if let pipes {
    if let stdin = pipes.stdin {
      posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    } else {
      posix_spawn_file_actions_addclose(&actions, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, pipes.output, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes.output, 2)
  }
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigemptyset(&defaults)
  sigaddset(&defaults, SIGINT)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setsigmask(&attributes, &unblocked)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  let words = [BinaryTests.binary] + arguments
  let argv = words.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  var pid: pid_t = 0
  guard posix_spawn(&pid, BinaryTests.binary, &actions, &attributes, argv, envp) == 0 else {
    throw POSIXError(.ECHILD)
  }
  return pid
}

/// The built `wkc` as a child process, on a new pseudo-terminal (its stdin, stdout and
/// stderr the slave side) or on pipes; tests type into it and wait for text to appear.
final class ChildProcess {
  /// Where keys go and the screen comes from: the pty's master, or the pipes' ends.
  let master: Int32
  /// Where keys go: the pty's master, a pipe, or -1 once closed (never closed twice: its
  /// number may belong to another test's descriptor by then).
  private var input: Int32
  let slavePath: String
  let pid: pid_t
  private(set) var screen = ""
  /// How much of `text` earlier waits have consumed.
  private var consumed = 0

  init(_ arguments: [String], home: String, terminal: Bool, closedStdin: Bool = false) throws {
    let environment = ["HOME=\(home)", "TZ=UTC", "TERM=xterm-256color"]
    guard terminal else {
      var toChild: [Int32] = [-1, -1]
      var fromChild: [Int32] = [-1, -1]
      guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw POSIXError(.EMFILE) }
      // Close-on-exec, so no child keeps its own input open (dup2 clears it on 0, 1 and 2);
      // a parallel test's child spawned in between could only delay an end of input.
      for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      pid = try spawnWKC(
        arguments, environment: environment,
        pipes: (closedStdin ? nil : toChild[0], fromChild[1]))
      close(toChild[0])
      close(fromChild[1])
      if closedStdin { close(toChild[1]) }
      master = fromChild[0]
      input = closedStdin ? -1 : toChild[1]
      slavePath = ""
      return
    }
    // posix_openpt, unlockpt and ptsname, as Linux does them: the Glibc module lacks them.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let tiocsptlck: UInt = 0x4004_5431  // _IOW('T', 0x31, int)
    let tiocgptn: UInt = 0x8004_5430  // _IOR('T', 0x30, unsigned int)
    guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0,
      ioctl(master, tiocgptn, &number) == 0
    else { throw POSIXError(.ENOTTY) }
    slavePath = "/dev/pts/\(number)"
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    input = master
    pid = try spawnWKC(arguments, environment: environment, terminal: slavePath)
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, WNOHANG)
    close(master)
    if input != master, input >= 0 { close(input) }
  }

  /// Ends the child's input (pipes only).
  func closeInput() {
    if input != master, input >= 0 { close(input) }
    input = -1
  }

  /// Types keys, as a terminal sends them (Enter is a carriage return).
  func type(_ keys: String) {
    _ = keys.utf8CString.withUnsafeBufferPointer { write(input, $0.baseAddress!, $0.count - 1) }
  }

  /// The screen without escape sequences (colours, cursor moves).
  var text: String {
    var plain = ""
    var inEscape = false
    for scalar in screen.unicodeScalars {
      if inEscape {
        if scalar.properties.isAlphabetic { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        plain.unicodeScalars.append(scalar)
      }
    }
    return plain
  }

  /// Reads the screen until `wanted` appears after the last match, and consumes up to it;
  /// false if it never does within a generous limit.
  @discardableResult
  func waitFor(_ wanted: String) -> Bool {
    for _ in 0..<400 {
      if consume(wanted) { return true }
      drain()
    }
    return consume(wanted)
  }

  /// Reads what the screen has now, waiting a little for it.
  private func drain() {
    var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    guard poll(&fds, 1, 50) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
  }

  private func consume(_ wanted: String) -> Bool {
    let rest = text.dropFirst(consumed)
    guard let found = rest.range(of: wanted) else { return false }
    consumed += rest.distance(from: rest.startIndex, to: found.upperBound)
    return true
  }

  /// Waits for the process to end; its exit code, or 128 + the signal that ended it.
  func exitCode() -> Int32 {
    var status: Int32 = 0
    for _ in 0..<400 {
      if waitpid(pid, &status, WNOHANG) == pid {
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      }
      drain()
      usleep(20_000)  // a closed terminal makes poll return at once
    }
    return -1
  }
}
