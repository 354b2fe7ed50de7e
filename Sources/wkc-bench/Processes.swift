import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process the benchmark started, with its stdout on a pipe when asked.
struct Child {
  let pid: pid_t
  /// The read end of the child's stdout, or -1 when it went to /dev/null.
  let output: Int32

  /// Starts `arguments[0]` with `environment`; stdout on a pipe when `capture`, else discarded.
  init(_ arguments: [String], environment: [String: String], capture: Bool = false) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeFDs: [Int32] = [-1, -1]
    if capture {
      _ = pipe(&pipeFDs)
      posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
      posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard spawned == 0 else { cannotRun(arguments[0], spawned) }
    if capture { close(pipeFDs[1]) }
    self.pid = pid
    self.output = pipeFDs[0]
  }

  /// Waits for the child; fails the benchmark when it did not exit 0. Returns its CPU seconds.
  @discardableResult
  func wait() -> Double { waitForUsage().cpu }

  /// Waits for the child as `wait` does; returns its CPU seconds and peak resident memory.
  func waitForUsage() -> (cpu: Double, peakBytes: Int) {
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    if output >= 0 { close(output) }
    guard status == 0 else { fatalError("wkc-bench: a child exited with status \(status)") }
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    // Linux reports ru_maxrss in KiB.
    return (user + system, Int(usage.ru_maxrss) * 1024)
  }

  /// Reads the child's stdout line by line, calling `body` with each line and the monotonic
  /// time it arrived.
  func readLines(_ body: (String, Double) -> Void) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(output, &buffer, buffer.count)
      if count <= 0 { break }
      let arrived = monotonic()
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: 0x0A) {
        body(String(decoding: pending[..<newline], as: UTF8.self), arrived)
        pending.removeSubrange(...newline)
      }
    }
  }
}

/// Says `path` could not be started (`error`, an errno) and exits 69, as a missing tool does.
func cannotRun(_ path: String, _ error: Int32) -> Never {
  FileHandle.standardError.write(
    Data("wkc-bench: cannot run \(path): \(String(cString: strerror(error)))\n".utf8))
  exit(69)
}

/// Seconds on the monotonic clock.
func monotonic() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The peak resident memory of one run of `arguments`, measured by GNU time (`/usr/bin/time`):
/// a small process, so the figure is the command's own. On Linux a child started by this
/// benchmark reports at least the benchmark's own peak, so `wait4` alone reads too high for
/// small commands. Nil when GNU time is not there.
func peakMemory(of arguments: [String], environment: [String: String]) -> Int? {
  let time = "/usr/bin/time"
  guard access(time, X_OK) == 0 else { return nil }
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("wkc-bench-peak-\(getpid())").path
  defer { unlink(output) }
  Child([time, "-f", "%M", "-o", output] + arguments, environment: environment).wait()
  guard let text = try? String(contentsOfFile: output, encoding: .utf8),
    let kib = text.split(separator: "\n").last.flatMap({ Int($0) })
  else { return nil }
  return kib * 1024
}

/// This process's own peak resident memory (Linux `VmHWM`), or nil where unknown: the least a
/// child it starts can report as its peak through `wait4`.
func ownPeakBytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
  else { return nil }
  return kib * 1024
}
