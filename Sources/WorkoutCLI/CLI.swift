import Foundation
import WorkoutCore

/// The version `wkc --version` prints.
public let version = "0.1.0"

/// Runs `wkc` as the process: the real streams, environment and clocks. After Ctrl-C it dies
/// by SIGINT once everything is saved and the terminal restored, so a shell loop stops too.
///
/// A write past the file size limit (`ulimit -f`) fails with EFBIG and is reported like a full
/// disk, instead of SIGXFSZ killing the process. Words that are not valid UTF-8 are refused
/// (exit 65) before anything runs: `CommandLine.arguments` has already repaired them.
public func runProcess() -> Never {
  signal(SIGXFSZ, SIG_IGN)
  let arguments = Array(CommandLine.arguments.dropFirst())
  let environment = ProcessInfo.processInfo.environment
  let stdout = FileOutput(fd: 1)
  let stderr = FileOutput(fd: 2)
  for index in 1..<Int(CommandLine.argc) {
    guard let word = CommandLine.unsafeArgv[index], String(validatingCString: word) == nil
    else { continue }
    let style = Style(
      mode: ColorMode.requested(in: arguments), isTerminal: stderr.isTerminal,
      environment: environment)
    stderr.write(errorLine("argument \(index) is not valid UTF-8", style: style))
    stderr.flush()
    exit(ExitCode.invalidData)
  }
  let (code, interruption) = execute(
    arguments: arguments, environment: environment, stdin: FileInput(fd: 0), stdout: stdout,
    stderr: stderr, time: SystemTime(), pacer: nil, lockWait: 5)
  stdout.flush()
  stderr.flush()
  if interruption == SIGINT {
    signal(SIGINT, SIG_DFL)
    raise(SIGINT)
  }
  exit(code)
}

/// Runs `wkc` with the words after the program name and returns the exit code.
///
/// Everything the command touches is passed in, so tests run it in-process with a temporary
/// home, a fixed clock, a manual pacer and buffers for the streams.
public func run(
  arguments: [String], environment: [String: String], stdin: TextInput, stdout: TextOutput,
  stderr: TextOutput, time: TimeSource = SystemTime(), pacer: Pacer? = nil, lockWait: Double = 5
) -> Int32 {
  execute(
    arguments: arguments, environment: environment, stdin: stdin, stdout: stdout,
    stderr: stderr, time: time, pacer: pacer, lockWait: lockWait
  ).code
}

/// The exit code, and the signal that interrupted the command, if one did. Output that could
/// not be written to stdout (a full disk) is an error of every command: exit 74, unless the
/// command failed with its own code.
private func execute(
  arguments: [String], environment: [String: String], stdin: TextInput, stdout: TextOutput,
  stderr: TextOutput, time: TimeSource, pacer: Pacer?, lockWait: Double
) -> (code: Int32, signal: Int32?) {
  let result = executeCommand(
    arguments: arguments, environment: environment, stdin: stdin, stdout: stdout,
    stderr: stderr, time: time, pacer: pacer, lockWait: lockWait)
  stdout.flush()
  guard let code = stdout.writeError else { return result }
  let style = Style(
    mode: ColorMode.requested(in: arguments), isTerminal: stderr.isTerminal,
    environment: environment)
  stderr.write(
    errorLine("cannot write standard output: \(String(cString: strerror(code)))", style: style))
  return (result.code == ExitCode.success ? ExitCode.storeError : result.code, result.signal)
}

/// The command's own exit code and interrupting signal, before stdout is checked.
private func executeCommand(
  arguments: [String], environment: [String: String], stdin: TextInput, stdout: TextOutput,
  stderr: TextOutput, time: TimeSource, pacer: Pacer?, lockWait: Double
) -> (code: Int32, signal: Int32?) {
  let root = Commands.root()
  let help = Help(root: root)
  let errorStyle = Style(
    mode: ColorMode.requested(in: arguments), isTerminal: stderr.isTerminal,
    environment: environment)
  let parsed: ParsedCommandLine
  do {
    parsed = try Parser(root: root).parse(arguments)
  } catch {
    report(error, help: help, stderr: stderr, style: errorStyle)
    return (ExitCode.usage, nil)
  }
  if parsed.globals.version {
    stdout.write("wkc \(version)\n")
    return (ExitCode.success, nil)
  }
  if parsed.globals.help {
    stdout.write(help.text(parsed.path))
    return (ExitCode.success, nil)
  }
  guard let body = parsed.command.run else {
    stdout.write(help.quickStart(version: version))
    return (ExitCode.success, nil)
  }
  let context = Context(
    environment: environment, stdin: stdin, stdout: stdout, stderr: stderr, time: time,
    pacer: pacer, globals: parsed.globals, lockWait: lockWait,
    commandText: GlobalOptions.commandText(arguments))
  let input = ParsedInput(
    path: parsed.path, positionals: parsed.positionals, options: parsed.options)
  // What the command's writes did to gear is told after its own output, even when it failed
  // after writing (a run stopped part way).
  defer {
    context.reportGearEffects()
    context.reportFinishedChanges()
  }
  do {
    try body(input, context)
    return (ExitCode.success, nil)
  } catch {
    return (
      failure(error, of: parsed.path, help: help, stderr: stderr, style: errorStyle),
      (error as? Interrupted)?.signal
    )
  }
}

/// Reports a command's error on stderr, with the usage of its command for a usage error, and
/// returns its exit code.
private func failure(
  _ error: any Error, of path: [String], help: Help, stderr: TextOutput, style: Style
) -> Int32 {
  if let quiet = error as? QuietExit { return quiet.code }
  let (code, message) = ExitCode.of(error)
  if code == ExitCode.usage, !(error is SettingsError) {
    let path = (error as? UsageError)?.path ?? path
    report(UsageError(message, path: path), help: help, stderr: stderr, style: style)
  } else if (error as? InvalidInput)?.isMultiline == true || error is ProgramTextError {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    stderr.write(
      errorLine(String(lines[0]), style: style)
        + lines.dropFirst().map { String($0).terminalSafe + "\n" }.joined())
  } else {
    stderr.write(errorLine(message, style: style))
  }
  return code
}

private func report(_ error: UsageError, help: Help, stderr: TextOutput, style: Style) {
  let path = error.path ?? []
  var text = errorLine(error.message, style: style)
  text += help.usage(path, prefix: "Usage: ") + "\n"
  text += "See 'wkc \((path + ["--help"]).joined(separator: " "))'.\n"
  stderr.write(text)
}

/// `wkc: error: …`, with control and bidi characters the message echoes shown escaped.
private func errorLine(_ message: String, style: Style) -> String {
  "wkc: \(style.red("error:")) \(message.terminalSafe)\n"
}
