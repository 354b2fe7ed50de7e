#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings of stdin: saved once, switched to single keys during a countdown, and
/// always put back, whatever ends the command.
final class TerminalMode {
  private let fd: Int32
  private var original: termios?

  /// Saves the settings of `fd` when it is a terminal.
  init(fd: Int32) {
    self.fd = fd
    var settings = termios()
    if isatty(fd) == 1, tcgetattr(fd, &settings) == 0 { original = settings }
  }

  /// Keys arrive one by one, unechoed; Ctrl-C still sends SIGINT.
  func singleKeys() {
    guard var settings = original else { return }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(fd, TCSANOW, &settings)
  }

  /// Lines with echo and editing, as the terminal had it.
  func restore() {
    guard var settings = original else { return }
    tcsetattr(fd, TCSANOW, &settings)
  }

  deinit { restore() }
}

/// The columns and rows of the terminal on `fd`, or nil when it is not one.
func terminalSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
  var size = winsize()
  guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
  return (Int(size.ws_col), Int(size.ws_row))
}
