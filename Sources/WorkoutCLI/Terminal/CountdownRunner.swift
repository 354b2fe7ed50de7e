import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a countdown ended.
enum CountdownEnd: Equatable {
  /// Every interval ran out or was skipped.
  case finished
  /// `q` was pressed.
  case stopped
  /// SIGINT or SIGTERM.
  case interrupted(Int32)
}

/// Runs an interval timer to its end. On a terminal: a live picture, single keys (Enter skips,
/// `+`/`-` change by 15 s, `p` pauses, `q` stops) and bells at 3-2-1 and zero. Otherwise one
/// plain line per event and no keys. It wakes only when the shown second changes, a key
/// arrives or an interval ends.
struct CountdownRunner {
  let context: Context
  let pacer: Pacer
  /// Draw the picture and read keys (a terminal that is not dumb).
  let interactive: Bool
  /// No bells.
  let quiet: Bool
  /// A shell command run when an interval reaches zero (not when skipped).
  let onZero: String?
  /// The title and the "next" line for the current interval.
  let describe: (IntervalTimer) -> (title: String, next: String?)
  /// The plain line for an event, if it gets one.
  let plainLine: (TimerEvent, IntervalTimer) -> String?

  func run(_ timer: inout IntervalTimer) -> CountdownEnd {
    let screen =
      interactive
      ? CountdownScreen(
        output: context.stdout, style: context.style,
        width: terminalWidth(1) ?? 80) : nil
    let keys = interactive ? TerminalMode(fd: 0) : nil
    keys?.singleKeys()
    defer {
      screen?.clear()
      keys?.restore()
    }
    var watchingInput = interactive
    handle(timer.update(at: pacer.now()), timer: timer, screen: screen)
    while !timer.isFinished {
      let now = pacer.now()
      if let screen { screen.draw(picture(of: timer, at: now)) }
      let wake = nextWake(of: timer, at: now)
      switch pacer.wait(until: wake, input: watchingInput) {
      case .interrupt(let signal):
        return .interrupted(signal)
      case .input:
        let typed = context.stdin.readAvailable()
        if typed.isEmpty { watchingInput = false }
        for key in typed {
          // An interval that ran out before the key was read ends first, with its bell.
          let now = pacer.now()
          handle(timer.update(at: now), timer: timer, screen: screen)
          guard !timer.isFinished else { break }
          switch key {
          case 0x0A, 0x0D: handle(timer.skip(at: now), timer: timer, screen: screen)
          case UInt8(ascii: "+"): timer.adjust(by: 15, at: now)
          case UInt8(ascii: "-"): timer.adjust(by: -15, at: now)
          case UInt8(ascii: "p"), UInt8(ascii: "P"): timer.togglePause(at: now)
          case UInt8(ascii: "q"), UInt8(ascii: "Q"): return .stopped
          default: break
          }
        }
      case .deadline:
        break
      }
      handle(timer.update(at: pacer.now()), timer: timer, screen: screen)
    }
    return .finished
  }

  /// The next moment worth waking for: an event, or (on a terminal) the shown second changing.
  private func nextWake(of timer: IntervalTimer, at now: Double) -> Double? {
    guard let event = timer.nextEvent(at: now) else { return nil }
    // Without a terminal the 3-2-1 seconds ring no bell and print nothing: sleep to the end.
    guard interactive else { return timer.deadline }
    let shown = timer.remaining(at: now).rounded(.up)
    return min(event, timer.deadline - max(0, shown - 1))
  }

  private func picture(of timer: IntervalTimer, at now: Double) -> Countdown {
    let (title, next) = describe(timer)
    return Countdown(
      title: title, remaining: timer.remaining(at: now), length: timer.length,
      progress: timer.progress(at: now), next: next, isPaused: timer.isPaused)
  }

  private func handle(_ events: [TimerEvent], timer: IntervalTimer, screen: CountdownScreen?) {
    for event in events {
      switch event {
      case .countdown, .ended:
        if let screen, !quiet { screen.bell() }
        if case .ended = event, let onZero { runInBackground(onZero) }
      case .started, .finished:
        break
      }
      if screen == nil, let line = plainLine(event, timer) {
        context.stdout.write(line + "\n")
        context.stdout.flush()
      }
    }
  }

  /// Starts `command` in the background (a notification, a sound); the shell that starts it
  /// exits at once, so waiting for it leaves no zombie and does not delay the countdown.
  private func runInBackground(_ command: String) {
    let words = ["/bin/sh", "-c", "(\(command)) </dev/null >/dev/null 2>&1 &"]
    let argv = words.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
