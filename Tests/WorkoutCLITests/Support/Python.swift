import Foundation
import TestSupport
import Testing

/// Runs a Python script with python3 (which the caller's test requires), `input` on its stdin,
/// and returns the lines it prints; a script that fails is an issue naming `input`'s start.
func runPython(
  _ script: String, arguments: [String] = [], input: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String] {
  let python = try #require(InstalledTool.path("python3"), sourceLocation: sourceLocation)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: python)
  process.arguments = ["-c", script] + arguments
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let data = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(
    process.terminationStatus == 0, "python could not read: \(input.prefix(300))",
    sourceLocation: sourceLocation)
  return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
}
