import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a FIFO for writing whenever a reader has it open, writes `bytes` and closes, until
/// stopped: a reader that waits for a writer is never left waiting (a test cannot hang).
public final class FIFOWriter: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false

  /// Starts writing `bytes` to the FIFO at `path` whenever a reader opens it.
  public init(path: String, bytes: [UInt8]) {
    Thread { [self] in
      // A reader that closes first makes the write fail with EPIPE; SIGPIPE is held.
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
      while !isStopped {
        let fd = open(path, O_WRONLY | O_NONBLOCK)
        if fd >= 0 {
          _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
          close(fd)
        }
        usleep(1000)
      }
    }.start()
  }

  /// True once `stop` was called.
  public var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// Stops writing (the thread ends after its current try).
  public func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }
}
