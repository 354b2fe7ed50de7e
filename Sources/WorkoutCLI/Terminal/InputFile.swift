import WorkoutCore

/// Reads the input a command was given, the file at `path` or stdin when it is `-`, at most
/// `limit` bytes (`InputLimit`). Past the limit it fails with exit 65 ("day.json is larger than
/// 16 MiB; menu put reads at most 16 MiB"); a missing or unreadable file fails with exit 1.
func readInput(_ path: String, stdin: TextInput, limit: Int, command: String) throws -> [UInt8] {
  let bytes: [UInt8]?
  do throws(BoundedReadError) {
    bytes =
      path == "-"
      ? try stdin.readAll(limit: limit) : try FileSystem.contents(of: path, limit: limit)
  } catch {
    switch error {
    case .tooLarge:
      let most = InputLimit.describe(limit)
      throw InvalidInput(message: "\(error.message); \(command) reads at most \(most)")
    case .file(let failure):
      throw CommandFailure(failure.message)
    }
  }
  guard let bytes else { throw CommandFailure("cannot read \(path): no such file") }
  return bytes
}
