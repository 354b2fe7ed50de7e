#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a file of the data directory for `wkc doctor`, whatever is there: only regular
/// files are opened (never through a symbolic link, which wkc does not follow inside its data
/// directory), so a pipe or a device named like a month file cannot stall it, and no more than
/// `limit` bytes are read.
enum DoctorFile {
  /// The most bytes doctor reads of one file: far beyond any month file wkc writes (a busy
  /// month is a few hundred KiB), a bound on a hostile one.
  static let limit = FileSystem.ownFileLimit

  /// What reading a file gave.
  enum Contents {
    /// There is no file.
    case missing
    /// The file's bytes.
    case bytes([UInt8])
    /// The file cannot be read: why, in words.
    case unreadable(String)
  }

  /// What a user does about a symbolic link where wkc keeps a file or folder of its own.
  static let linkAdvice =
    "wkc does not follow links inside its data directory and refuses to read or write until "
    + "it is gone: put the file or folder it leads to in its place (mv), or remove the link"

  /// The contents of the file at `path`.
  static func read(_ path: String) -> Contents {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    if info.st_mode & S_IFMT == S_IFLNK {
      return .unreadable(
        "it is a symbolic link to \(FileSystem.linkText(path) ?? "?"); \(linkAdvice)")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .unreadable("it is not a regular file, so wkc cannot read it; move it away")
    }
    do {
      guard let bytes = try FileSystem.ownFile(path, limit: limit) else { return .missing }
      return .bytes(bytes)
    } catch {
      if error.code == EFBIG {
        return .unreadable(
          "it is larger than \(InputLimit.describe(limit)), more than any file wkc writes; "
            + "doctor does not read it")
      }
      return .unreadable(error.reason ?? String(cString: strerror(error.code)))
    }
  }

  /// True when `path` is a folder itself, not a symbolic link to one.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// True when `path` is a symbolic link.
  static func isLink(_ path: String) -> Bool { FileSystem.linkText(path) != nil }

  /// The mode bits of `path` (not following a link) and whether it is a folder; nil when it
  /// does not exist or is a symbolic link (a link has no mode of its own to tighten).
  static func mode(of path: String) -> (mode: UInt32, isFolder: Bool)? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFDIR || kind == S_IFREG else { return nil }
    return (UInt32(info.st_mode & 0o7777), kind == S_IFDIR)
  }
}

extension DoctorFile {
  /// True when something (a file, a folder, a link) is at `path`.
  static func exists(_ path: String) -> Bool { FileSystem.exists(path) }
}
