/// Why the store could not be read or written.
public enum StoreError: Error, Equatable, Sendable {
  /// A file does not parse, has the wrong shape, or is newer than this binary reads.
  case unreadable(path: String, JSONError)
  /// A file parses but breaks a rule (the user's exercises clash with the built-in ones).
  case invalid(path: String, message: String)
  /// A file operation failed: permission, disk full, …
  case file(FileError)
  /// Another wkc held the lock for longer than the wait.
  case locked(path: String, seconds: Double)

  /// A message a user can act on, naming the file.
  public var message: String {
    switch self {
    case .unreadable(let path, let error):
      return "\(path): \(error.description); fix or move the file, wkc will not overwrite it"
    case .invalid(let path, let message):
      return "\(path): \(message); fix or move the file, wkc will not overwrite it"
    case .file(let error):
      return error.message
    case .locked(let path, let seconds):
      return
        "the store is locked by another wkc (waited \(JSONWriter.format(seconds)) s for \(path))"
    }
  }
}

/// Runs a file operation, reporting its failure as a store error.
func fileOperation<T>(_ body: () throws(FileError) -> T) throws(StoreError) -> T {
  do {
    return try body()
  } catch {
    throw .file(error)
  }
}
