extension String {
  /// The most characters of a word a message echoes.
  public static let longestEchoed = 80

  /// This text as a message echoes it: whole up to `longestEchoed` characters, else its
  /// beginning, `…` and its length (`benchbench… (1048576 characters)`), so a hostile 1 MiB
  /// argument gives a one-line message.
  public var echoed: String {
    guard !dropFirst(Self.longestEchoed).isEmpty else { return self }
    return String(prefix(Self.longestEchoed)) + "… (\(count) characters)"
  }
}
