/// Why an export cannot be imported: the line (0 when it is the whole file) and the reason.
public struct ImportError: Error, Hashable, Sendable {
  /// The 1-based line of the file, or 0 for the file as a whole.
  public var line: Int
  /// What is wrong, in a user's words.
  public var reason: String

  /// Creates an error.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
