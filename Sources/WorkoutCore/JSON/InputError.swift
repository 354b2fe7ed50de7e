/// A document given as input (to `menu put`, to `import`) that does not read.
public struct InputError: Error, Equatable, Sendable {
  /// The file name or `stdin`.
  public var source: String
  /// Where and what.
  public var error: JSONError

  /// An input error of `source`.
  public init(source: String, _ error: JSONError) {
    self.source = source
    self.error = error
  }

  /// `day.json: line 3, column 7: expected a number for `reps``.
  public var message: String { "\(source): \(error.description)" }
}
