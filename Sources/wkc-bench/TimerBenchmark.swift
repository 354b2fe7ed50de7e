import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `wkc timer` for 1 s, 10 s and 60 s as a separate process, idle and with the other core
/// busy, and reports how far the end landed from the nominal length (from the timer's first
/// line to its last, as they arrive on a pipe) and the CPU it used.
enum TimerBenchmark {
  static func run(wkc: String) {
    print("timer: `wkc timer N --quiet` as a separate process; end = its last line on a pipe")
    print("load   length  runs  end late by (max)  mean    CPU used   CPU / wall")
    for busy in [false, true] {
      let load = busy ? Child(["/usr/bin/yes"], environment: [:]) : nil
      for (length, runs) in [(1, 5), (10, 3), (60, 1)] {
        var lateness: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
          let (late, seconds) = measure(wkc: wkc, length: length)
          lateness.append(late)
          cpu.append(seconds)
        }
        let mean = lateness.reduce(0, +) / Double(runs)
        let cpuMean = cpu.reduce(0, +) / Double(runs)
        print(
          String(
            format: "%@  %4d s  %4d  %12.1f ms  %7.1f ms  %7.1f ms  %8.3f%%",
            busy ? "busy" : "idle",
            length, runs, lateness.max()! * 1000, mean * 1000, cpuMean * 1000,
            cpuMean / Double(length) * 100))
      }
      if let load {
        kill(load.pid, SIGTERM)
        var status: Int32 = 0
        waitpid(load.pid, &status, 0)
      }
    }
    print("(CPU includes start-up; SPEC: end within 50 ms, under 2% CPU while waiting)")
  }

  /// How late the end of one `length`-second timer was, and its CPU seconds.
  private static func measure(wkc: String, length: Int) -> (Double, Double) {
    let child = Child(
      [wkc, "timer", "\(length)", "--quiet"], environment: ["TERM": "dumb"], capture: true)
    var first: Double?
    var last = 0.0
    child.readLines { _, arrived in
      if first == nil { first = arrived }
      last = arrived
    }
    let cpu = child.wait()
    return (last - (first ?? last) - Double(length), cpu)
  }
}
