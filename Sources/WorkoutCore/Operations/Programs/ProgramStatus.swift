/// `program status`: the program followed, where it is, and its numbers. Writes nothing.
public struct ProgramStatus: StoreOperation {
  /// The catalog the program's text is read with.
  public var catalog: Catalog

  /// The status.
  public init(catalog: Catalog) { self.catalog = catalog }

  /// Where the program followed is.
  public struct Outcome: Sendable {
    /// The program followed, nil when none is.
    public var followed: FollowedProgram?
    /// Its text read, or nil when it cannot be read now (`problem` says why).
    public var program: Program?
    /// Why the text cannot be read now.
    public var problem: String?
    /// True when the text changed since it was last planned from.
    public var textChanged: Bool
    /// Programs followed before and kept.
    public var kept: [FollowedProgram]
  }

  /// Applies it inside one transaction; nothing is written when it throws.
  public func apply(to transaction: inout StoreTransaction) throws -> Outcome {
    let file = try transaction.programFile()
    var outcome = Outcome(
      followed: file.current, program: nil, problem: nil, textChanged: false,
      kept: file.programs.filter { $0.name != file.active })
    guard let followed = file.current else { return outcome }
    do {
      let source = try ProgramOrigin.of(followed)
      outcome.textChanged = source.digest != followed.digest
      let program = try source.program(catalog: catalog)
      outcome.program = program
      if outcome.textChanged { _ = outcome.followed?.state.fit(to: program) }
    } catch let error as ProgramError {
      outcome.problem = error.message
    } catch let error as ProgramTextError {
      outcome.problem = error.message
    }
    return outcome
  }
}
