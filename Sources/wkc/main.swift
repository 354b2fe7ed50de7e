import Foundation
import WorkoutCLI

let stdout = FileOutput(fd: 1)
let stderr = FileOutput(fd: 2)
let code = run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  stdin: FileInput(fd: 0), stdout: stdout, stderr: stderr)
stdout.flush()
stderr.flush()
exit(code)
