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
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT.
  case interrupted(Int32)
}

/// A key typed during a countdown.
enum CountdownKey: Equatable {
  case skip, longer, shorter, pause, stop

  /// The keys in what a terminal sent. Escape sequences (arrows, function keys, Alt-letter)
  /// are passed over whole, so their letters are not taken for keys.
  static func parse(_ bytes: [UInt8]) -> [CountdownKey] {
    var keys: [CountdownKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        // ESC [ … final, ESC O x, or ESC x (Alt): skip the whole sequence.
        guard index < bytes.count else { break }
        if bytes[index] == UInt8(ascii: "[") {
          index += 1
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        } else if bytes[index] == UInt8(ascii: "O") {
          index += 1
        }
        index += 1
      case 0x0A, 0x0D: keys.append(.skip)
      case UInt8(ascii: "+"), UInt8(ascii: "="): keys.append(.longer)
      case UInt8(ascii: "-"), UInt8(ascii: "_"): keys.append(.shorter)
      case UInt8(ascii: "p"), UInt8(ascii: " "): keys.append(.pause)
      case UInt8(ascii: "q"): keys.append(.stop)
      default: break
      }
    }
    return keys
  }
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
  /// A shell command started when an interval reaches zero (not when skipped).
  let onZero: RestEndCommand?
  /// The title and the "next" line for the current interval.
  let describe: (IntervalTimer) -> (title: String, next: String?)
  /// The plain line for an event, if it gets one.
  let plainLine: (TimerEvent, IntervalTimer) -> String?
  /// Draws the picture and rings bells when interactive; false for `--json`, where stdout
  /// carries only event lines but keys are still read.
  var showsPicture = true
  /// Told of each key once it took effect (a pause, a skip), with the timer after it and now.
  var onKey: ((CountdownKey, IntervalTimer, Double) -> Void)? = nil
  /// Told of a skip before it takes effect, with the timer and now (what a hold lasted).
  var willSkip: ((IntervalTimer, Double) -> Void)? = nil
  /// Keeps text typed during the countdown (a rest's type-ahead); its Enter ends the countdown.
  var typeAhead: TypeAhead? = nil
  /// What the picture calls the `next` line of `describe`.
  var nextLabel = "next"
  /// The keys shown under the picture.
  var keyHelp = ["Enter skip", "+ / - 15 s", "p pause", "q stop"]

  func run(_ timer: inout IntervalTimer) -> CountdownEnd {
    let screen =
      interactive && showsPicture
      ? CountdownScreen(output: context.stdout, style: context.style, size: size) : nil
    let keys = interactive ? context.terminalMode() : nil
    keys?.singleKeys()
    defer {
      screen?.clear()
      keys?.restore()
    }
    var watchingInput = interactive
    handle(timer.update(at: pacer.now()), screen: screen, timer: timer)
    while !timer.isFinished {
      let now = pacer.now()
      if let screen { screen.draw(picture(of: timer, at: now)) }
      context.stdout.flush()
      switch pacer.wait(until: nextWake(of: timer, at: now), input: watchingInput) {
      case .interrupt(let signal):
        return .interrupted(signal)
      case .suspend:
        screen?.clear()
        keys?.restore()
        suspendProcess()
        keys?.singleKeys()
      case .input:
        let typed = context.stdin.readAvailable()
        if typed.isEmpty { watchingInput = false }
        let keys = typeAhead.map { $0.feed(typed, keys: true) } ?? CountdownKey.parse(typed)
        for key in keys {
          // An interval that ran out before the key was read ends first, with its bell.
          let now = pacer.now()
          handle(timer.update(at: now), screen: screen, timer: timer)
          guard !timer.isFinished else { break }
          switch key {
          case .skip:
            willSkip?(timer, now)
            handle(timer.skip(at: now), screen: screen, timer: timer)
          case .longer: timer.adjust(by: 15, at: now)
          case .shorter: timer.adjust(by: -15, at: now)
          case .pause: timer.togglePause(at: now)
          case .stop: return .stopped
          }
          onKey?(key, timer, now)
        }
        if let typeAhead, typeAhead.isLine, !timer.isFinished {
          // A line typed and entered: it answers the next prompt, so the rest is over.
          let now = pacer.now()
          while !timer.isFinished { handle(timer.skip(at: now), screen: screen, timer: timer) }
          onKey?(.skip, timer, now)
        }
      case .resize, .deadline:
        break
      }
      handle(timer.update(at: pacer.now()), screen: screen, timer: timer)
    }
    return .finished
  }

  private func size() -> (columns: Int, rows: Int) {
    context.stdout.size ?? (80, 24)
  }

  /// The next moment worth waking for: an event, or (on a terminal) the shown second changing.
  private func nextWake(of timer: IntervalTimer, at now: Double) -> Double? {
    guard let event = timer.nextEvent(at: now) else { return nil }
    // Without a terminal the 3-2-1 seconds ring no bell and print nothing: sleep to the end.
    guard interactive, showsPicture else { return timer.deadline }
    let shown = timer.remaining(at: now).rounded(.up)
    return min(event, timer.deadline - max(0, shown - 1))
  }

  private func picture(of timer: IntervalTimer, at now: Double) -> Countdown {
    let (title, next) = describe(timer)
    return Countdown(
      title: title, remaining: timer.remaining(at: now), length: timer.length,
      progress: timer.progress(at: now), next: next, isPaused: timer.isPaused,
      nextLabel: nextLabel, typed: typeAhead.flatMap { $0.isEmpty ? nil : $0.text }, keys: keyHelp)
  }

  private func handle(_ events: [TimerEvent], screen: CountdownScreen?, timer: IntervalTimer) {
    for event in events {
      switch event {
      case .countdown, .ended:
        if let screen, !quiet { screen.bell() }
        if case .ended = event, let onZero { onZero.start() }
      case .started, .finished:
        break
      }
      if screen == nil, let line = plainLine(event, timer) {
        context.stdout.write(line + "\n")
        context.stdout.flush()
      }
    }
  }
}
