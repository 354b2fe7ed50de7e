/// A file of the data directory beside the month files (templates, gear) as a transaction sees
/// it: read once, changed here, and written on commit when it differs from what was read.
struct FileSlot<Value: Equatable> {
  private var original: Value?
  private var value: Value?
  /// The bytes to write instead of the value's JSON (an import of an export, kept as it came).
  private var verbatim: [UInt8]?

  /// The value, read with `load` the first time.
  mutating func read(_ load: () throws(StoreError) -> Value) throws(StoreError) -> Value {
    if let value { return value }
    let loaded = try load()
    original = loaded
    value = loaded
    return loaded
  }

  /// Replaces the value; `bytes`, when given, are written instead of its JSON.
  mutating func set(_ newValue: Value, verbatim bytes: [UInt8]?) {
    value = newValue
    verbatim = bytes
  }

  /// The value as the file had it; nil when not read.
  var originalValue: Value? { original }

  /// True when the value differs from the file's.
  var changed: Bool { value != original }

  /// The value is now the file's.
  mutating func committed() { original = value }

  /// When changed, stages the new bytes for `path`, or adds `path` to `removed` when the value
  /// is empty (no file is kept for nothing).
  func stage(
    at path: String, isEmpty: (Value) -> Bool, staged: inout [StagedFile],
    removed: inout [String], encode: (Value) -> [UInt8]
  ) throws(FileError) {
    guard changed, let value else { return }
    if isEmpty(value) {
      removed.append(path)
      return
    }
    if let verbatim {
      staged.append(try FileSystem.stage(verbatim, for: path))
      return
    }
    staged.append(try FileSystem.stage(encode(value), for: path))
  }
}
