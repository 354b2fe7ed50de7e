/// What the journal says of a change: the command that made it, when, and which run of wkc.
public struct ChangeLabel: Sendable, Equatable {
  /// The command as typed, after `wkc`: `remove 2`.
  public var command: String
  /// When the change was made, in the user's time zone.
  public var time: Timestamp
  /// One run of wkc: its changes (each set `run` records) are kept as one entry.
  public var session: String
  /// The entry an undo reverts, by its command: `remove 2`.
  public var reverts: String?

  /// The most characters of a command kept; a longer one is cut with `…`.
  public static let maximumCommandLength = 200

  /// A label for `command` (cut to `maximumCommandLength`) made at `time` by `session`.
  public init(command: String, time: Timestamp, session: String, reverts: String? = nil) {
    self.command =
      command.count > Self.maximumCommandLength
      ? String(command.prefix(Self.maximumCommandLength - 1)) + "…" : command
    self.time = time
    self.session = session
    self.reverts = reverts
  }
}
