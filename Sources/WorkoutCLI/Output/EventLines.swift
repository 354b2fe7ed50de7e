import WorkoutCore

/// The `--json` stream of `run` and `timer`: one JSON line per event on stdout, stamped with
/// the wall clock and flushed at once, so a script or status bar sees it as it happens.
struct EventLines {
  let context: Context

  /// Writes a run's event.
  func emit(_ event: RunEvent) {
    context.stdout.write(JSONWriter.line(event, at: context.moment.timestamp))
    context.stdout.flush()
  }

  /// Writes a timer's event.
  func emit(_ event: TimerStreamEvent) {
    context.stdout.write(line(event))
    context.stdout.flush()
  }

  /// A timer's event line, newline included.
  func line(_ event: TimerStreamEvent) -> String {
    JSONWriter.line(event, at: context.moment.timestamp)
  }
}
