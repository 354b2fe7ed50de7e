#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ended a wait.
public enum Wake: Equatable, Sendable {
  /// The deadline came.
  case deadline
  /// Input is ready on stdin (or it has ended).
  case input
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived: stop, keeping what was entered.
  case interrupt(Int32)
  /// Ctrl-Z (SIGTSTP): put the terminal back, then stop the process with `suspend()`.
  case suspend
  /// The terminal was resized (SIGWINCH): draw again at its new size.
  case resize
}

/// Stops this process until it is continued (`fg`), as Ctrl-Z does without a handler.
func suspendProcess() {
  kill(getpid(), SIGSTOP)
}

/// Monotonic time and waiting, injected so tests of timers and runs never sleep.
public protocol Pacer: AnyObject {
  /// Seconds on a monotonic clock.
  func now() -> Double
  /// Waits until `deadline` (nil: no deadline), until stdin has input when `input` is true, or
  /// until an interrupt, whichever comes first.
  func wait(until deadline: Double?, input: Bool) -> Wake
}

/// The real clock: `poll` on stdin and on a pipe that SIGINT, SIGTERM and SIGWINCH write to,
/// with a timeout to the deadline. Sleeping to an absolute deadline means nothing drifts.
final class SystemPacer: Pacer {
  private let inputFD: Int32
  private let signals: InterruptPipe

  /// A pacer that watches `inputFD`; it handles SIGINT and SIGTERM until it is gone.
  init(inputFD: Int32) {
    self.inputFD = inputFD
    self.signals = InterruptPipe()
  }

  func now() -> Double { monotonicNow() }

  func wait(until deadline: Double?, input: Bool) -> Wake {
    while true {
      var fds = [pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
      if input { fds.append(pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)) }
      var timeout: Int32 = -1
      if let deadline {
        // The kernel may let a long timeout run late by about 0.1% of it (timer slack): sleep
        // to half a second before the deadline first, then the last short wait is precise.
        // Round up: waking a millisecond late is fine, waking early only loops.
        let left = deadline - now()
        let step = left > 1 ? left - 0.5 : left
        timeout = Int32(min(86_400_000, max(0, (step * 1000).rounded(.up))))
      }
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0, errno == EINTR { continue }
      if let signal = signals.take() {
        switch signal {
        case SIGTSTP: return .suspend
        case SIGWINCH: return .resize
        default: return .interrupt(signal)
        }
      }
      if input, fds[1].revents != 0 { return .input }
      if let deadline, now() >= deadline { return .deadline }
      if ready < 0 { return .input }  // a broken stdin: let the reader see its end
    }
  }
}

/// A pacer for tests: time moves only when asked to wait, straight to the deadline; input is
/// always ready (the test's stdin is a buffer); an interrupt can be planned at a moment or at
/// the n-th wait.
public final class ManualPacer: Pacer {
  /// The current time.
  public private(set) var time: Double
  /// When to deliver SIGINT: the first wait whose deadline reaches it gets it.
  public var interruptAt: Double?
  /// Deliver SIGINT at this wait, counting from 1 (a prompt or a countdown step).
  public var interruptOnWait: Int?
  /// Report a terminal resize at these waits, counting from 1, without moving time.
  public var resizeOnWaits: Set<Int> = []
  /// Every deadline waited for, in order.
  public private(set) var waits: [Double] = []
  /// When the next waits for input get it, in order (a key typed 20 s into a hold); once they
  /// are used up, input is always ready.
  public var inputTimes: [Double] = []
  private var waitCount = 0

  /// A pacer at `time`.
  public init(time: Double = 1000, interruptAt: Double? = nil, interruptOnWait: Int? = nil) {
    self.time = time
    self.interruptAt = interruptAt
    self.interruptOnWait = interruptOnWait
  }

  /// The current time.
  public func now() -> Double { time }

  /// Moves time to the deadline, or to a planned interrupt before it.
  public func wait(until deadline: Double?, input: Bool) -> Wake {
    waitCount += 1
    if waitCount == interruptOnWait { return .interrupt(SIGINT) }
    if resizeOnWaits.contains(waitCount) { return .resize }
    if let interrupt = interruptAt, let deadline, interrupt <= deadline {
      time = max(time, interrupt)
      interruptAt = nil
      return .interrupt(SIGINT)
    }
    if input, let at = inputTimes.first {
      if let deadline, deadline < at {
        waits.append(deadline)
        time = max(time, deadline)
        return .deadline
      }
      inputTimes.removeFirst()
      time = max(time, at)
      return .input
    }
    if input { return .input }
    guard let deadline else { return .interrupt(SIGINT) }
    waits.append(deadline)
    time = max(time, deadline)
    return .deadline
  }
}

/// Seconds on the monotonic clock.
func monotonicNow() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

// MARK: - Signals

/// The write end of the pipe signal handlers write to; set while an `InterruptPipe` lives.
nonisolated(unsafe) private var interruptWriteFD: Int32 = -1

private func interruptHandler(_ signal: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(interruptWriteFD, &byte, 1)
  errno = saved
}

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP and SIGWINCH turned into bytes on a pipe that
/// `poll` can watch, the self-pipe way: the handler only writes, which is safe in a signal
/// handler. One lives at a time (it owns the handlers).
private final class InterruptPipe {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH]

  let readFD: Int32
  private let writeFD: Int32
  private var previous: [Int32: sigaction] = [:]

  init() {
    precondition(interruptWriteFD < 0, "only one InterruptPipe at a time")
    var fds: [Int32] = [-1, -1]
    _ = pipe(&fds)
    // Above 2, so a closed stdin, stdout or stderr can never be this pipe.
    fds = fds.map { fd in
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 3)
      close(fd)
      _ = fcntl(moved, F_SETFL, fcntl(moved, F_GETFL) | O_NONBLOCK)
      return moved
    }
    readFD = fds[0]
    writeFD = fds[1]
    interruptWriteFD = writeFD
    for signal in InterruptPipe.signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = interruptHandler
      #else
        action.__sigaction_u.__sa_handler = interruptHandler
      #endif
      sigemptyset(&action.sa_mask)
      // A resize may come in the middle of saving a set: restart what it interrupts. (`poll`
      // is never restarted, so the pacer still wakes for it.)
      if signal == SIGWINCH { action.sa_flags = SA_RESTART }
      var old = sigaction()
      sigaction(signal, &action, &old)
      previous[signal] = old
    }
  }

  /// The signal that arrived, if any.
  func take() -> Int32? {
    var byte: UInt8 = 0
    return read(readFD, &byte, 1) == 1 ? Int32(byte) : nil
  }

  deinit {
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
    interruptWriteFD = -1
    close(readFD)
    close(writeFD)
  }
}
