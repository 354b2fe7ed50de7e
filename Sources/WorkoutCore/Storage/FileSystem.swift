#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: which path, what was being done, and errno.
public struct FileError: Error, Equatable, Sendable {
  /// The path involved.
  public var path: String
  /// What was being done: "read", "write", "create folder", …
  public var operation: String
  /// The errno value.
  public var code: Int32
  /// Why, in words, when errno's own text would mislead ("/x is not a folder").
  public var reason: String? = nil

  /// "cannot write /x/menus/2024-01.json: No space left on device".
  public var message: String {
    "cannot \(operation) \(path): \(reason ?? String(cString: strerror(code)))"
  }

  /// The error of `operation` on `path` failing with `code`; ENOTDIR names the file in the way
  /// (`path` itself counts when it should be a folder).
  static func failed(_ path: String, _ operation: String, _ code: Int32, isFolder: Bool = false)
    -> FileError
  {
    let file = code == ENOTDIR ? FileSystem.fileInTheWay(of: path, isFolder: isFolder) : nil
    return FileError(
      path: path, operation: operation, code: code, reason: file.map { "\($0) is not a folder" })
  }
}

/// `read(2)`, reachable from a type that has a `read` method of its own.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Small POSIX file helpers: whole-file reads, atomic writes, links and folders (the lock is
/// `FileLock`).
public enum FileSystem {
  // MARK: - Reading

  /// The most bytes wkc reads of one file of its own data directory (a month file, the
  /// catalog, the index, the settings file): far beyond any it writes, a bound on a hostile one.
  public static let ownFileLimit = 64 << 20

  /// The whole file, or nil when it does not exist: a file of wkc's own (in its data
  /// directory, or its settings file). Read as `ownFile(_:limit:)` reads, up to
  /// `ownFileLimit` bytes.
  public static func contents(of path: String) throws(FileError) -> [UInt8]? {
    try ownFile(path, limit: ownFileLimit)
  }

  /// A file of wkc's own, or nil when it does not exist. It is opened without following a
  /// symbolic link and without waiting (a pipe or device named like it cannot stall wkc), and
  /// must be a regular file of at most `limit` bytes; anything else is refused, naming it.
  static func ownFile(_ path: String, limit: Int) throws(FileError) -> [UInt8]? {
    switch try read(path, limit: limit, own: true) {
    case .missing: return nil
    case .bytes(let bytes): return bytes
    case .tooLarge:
      throw FileError(
        path: path, operation: "read", code: EFBIG,
        reason: "it is larger than \(InputLimit.describe(limit)), more than any file wkc "
          + "writes; wkc does not read it")
    }
  }

  /// Like `contents(of:)`, but for a file the user names (an input file), which may be a link,
  /// a pipe or a device: reads at most `limit` bytes, and a larger file, or a pipe or device
  /// that gives more (`/dev/zero`), fails with `.tooLarge` once `limit + 1` bytes are read.
  public static func contents(of path: String, limit: Int) throws(BoundedReadError) -> [UInt8]? {
    let outcome: ReadOutcome
    do {
      outcome = try read(path, limit: limit, own: false)
    } catch {
      throw .file(error)
    }
    switch outcome {
    case .missing: return nil
    case .bytes(let bytes): return bytes
    case .tooLarge: throw .tooLarge(source: path, limit: limit)
    }
  }

  private enum ReadOutcome {
    case missing
    case bytes([UInt8])
    case tooLarge
  }

  /// Reads `path`; an `own` file is opened as `ownFile` says.
  private static func read(_ path: String, limit: Int, own: Bool) throws(FileError)
    -> ReadOutcome
  {
    let flags =
      own ? O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY : O_RDONLY | O_CLOEXEC
    let fd = open(path, flags)
    if fd < 0 {
      let code = errno
      if own, linkText(path) != nil { throw linkRefused(path, "read") }
      if code == ENOENT, let target = linkText(path) {
        throw FileError(
          path: path, operation: "read", code: code,
          reason: "it is a symbolic link to \(target), which does not exist")
      }
      if code == ENOENT { return .missing }
      throw FileError.failed(path, "read", code)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(path: path, operation: "read", code: errno) }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { throw FileError(path: path, operation: "read", code: EISDIR) }
    if own, kind != S_IFREG { throw notRegular(path, "read") }
    // A regular file says its size (one byte more finds its end without growing the buffer);
    // pipes and devices are read until they end or give more than the limit.
    let size = kind == S_IFREG ? Int(info.st_size) : 0
    if size > limit { return .tooLarge }
    let most = limit == .max ? limit : limit + 1
    var bytes = [UInt8](repeating: 0, count: kind == S_IFREG ? min(size + 1, most) : 0)
    var total = 0
    while true {
      if total == bytes.count {
        if total >= most { return .tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: min(1 << 16, most - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        readBytes(fd, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, operation: "read", code: errno)
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return .bytes(bytes)
  }

  // MARK: - Writing

  /// Writes through a temporary file in the same folder: write, fsync, rename, fsync the folder.
  /// The temporary file is gone afterwards whether this succeeds or fails.
  ///
  /// `path` is a file of wkc's own: when it is a symbolic link, or anything but a regular file,
  /// it is refused and nothing is written (wkc never writes through a link).
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    try stage(bytes, for: path).replace()
  }

  /// Writes `bytes` to a temporary file beside `path` and fsyncs it, for `replace` later:
  /// several files are all written before any is replaced. A link or special file at `path`
  /// is refused, as by `writeAtomically`.
  static func stage(_ bytes: [UInt8], for path: String) throws(FileError) -> StagedFile {
    let target = try linkedFile(of: path, operation: "write")
    let staged = StagedFile(
      path: path, target: target,
      temporary: "\(split(target).folder)/.\(split(target).name)"
        + ".tmp.\(getpid())", digest: FileDigest(of: bytes))
    // Made anew, never opened through a link someone put at the temporary name.
    unlink(staged.temporary)
    let fd = open(staged.temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw staged.failure(errno) }
    var error: FileError?
    var written = 0
    while written < bytes.count, error == nil {
      let count = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0, errno != EINTR { error = staged.failure(errno) }
      if count > 0 { written += count }
    }
    if error == nil, fsync(fd) != 0 { error = staged.failure(errno) }
    if close(fd) != 0, error == nil { error = staged.failure(errno) }
    if let error {
      staged.discard()
      throw error
    }
    return staged
  }

  /// Removes a file of wkc's own and makes the removal durable; a missing file is fine. A
  /// symbolic link or special file at `path` is refused and left as it is.
  static func remove(_ path: String) throws(FileError) {
    _ = try linkedFile(of: path, operation: "remove")
    if unlink(path) != 0, errno != ENOENT { throw FileError.failed(path, "remove", errno) }
    try syncFolder(split(path).folder)
  }

  // MARK: - Links

  /// `path` itself, when it is a regular file or nothing; a symbolic link (wkc does not follow
  /// links inside its data directory), a folder, a pipe or a device is refused, naming it.
  static func linkedFile(of path: String, operation: String) throws(FileError) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return path }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return path
    case S_IFLNK: throw linkRefused(path, operation)
    case S_IFDIR: throw FileError(path: path, operation: operation, code: EISDIR)
    default: throw notRegular(path, operation)
    }
  }

  /// The refusal of a symbolic link inside the data directory, naming it and where it leads.
  static func linkRefused(_ path: String, _ operation: String) -> FileError {
    let target = linkText(path).map { " to \($0)" } ?? ""
    return FileError(
      path: path, operation: operation, code: ELOOP,
      reason: "it is a symbolic link\(target); wkc does not follow links inside its data "
        + "directory (put the file or folder itself there)")
  }

  /// The refusal of a pipe, device or socket where wkc keeps a file of its own.
  static func notRegular(_ path: String, _ operation: String) -> FileError {
    FileError(
      path: path, operation: operation, code: EINVAL,
      reason: "it is not a regular file (a pipe, device or socket); wkc reads and writes only "
        + "regular files in its data directory")
  }

  /// What the symbolic link at `path` says, or nil when `path` is not one.
  static func linkText(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: - Folders

  /// Creates a folder and its missing parents, the last one with `mode`; the folders it
  /// created, outermost first.
  @discardableResult
  static func makeFolder(_ path: String, mode: mode_t = 0o700) throws(FileError) -> [String] {
    if isFolder(path) { return [] }
    var created: [String] = []
    let parent = split(path).folder
    if parent != path, !parent.isEmpty, !isFolder(parent) {
      created = try makeFolder(parent, mode: 0o755)
    }
    if mkdir(path, mode) == 0 { return created + [path] }
    let code = errno
    if code == EEXIST, isFolder(path) { return created }
    if code == EEXIST {
      throw FileError(
        path: path, operation: "create folder", code: ENOTDIR,
        reason: "it exists and is not a folder")
    }
    throw FileError.failed(path, "create folder", code)
  }

  /// Removes a folder when it is empty; anything else is left as it is.
  static func removeEmptyFolder(_ path: String) {
    rmdir(path)
  }

  /// True when `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The size in bytes of the file at `path`; 0 when there is none.
  static func size(of path: String) -> Int {
    var info = stat()
    return lstat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// True when a regular file (not a link to one) is at `path`.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// True when something exists at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The first folder of `path` that exists but is not a folder; the last name counts only
  /// when `path` should be a folder itself.
  static func fileInTheWay(of path: String, isFolder: Bool = false) -> String? {
    let names = path.split(separator: "/").dropLast(isFolder ? 0 : 1)
    var prefix = path.hasPrefix("/") ? "" : "."
    for name in names {
      prefix = prefix == "." ? String(name) : "\(prefix)/\(name)"
      var info = stat()
      guard stat(prefix, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT != S_IFDIR { return prefix }
    }
    return nil
  }

  /// Names in a folder, without `.` and `..`; empty when it does not exist.
  static func names(in folder: String) throws(FileError) -> [String] {
    guard let directory = opendir(folder) else {
      if errno == ENOENT { return [] }
      throw FileError.failed(folder, "list", errno, isFolder: true)
    }
    defer { closedir(directory) }
    var names: [String] = []
    // The name is read in place, up to its NUL: an entry's record may be shorter than a whole
    // `dirent`, so copying `d_name` whole can read past the end of readdir's buffer (a crash
    // seen with 1,200 month files).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    while let entry = readdir(directory) {
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
          to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A value that changes whenever an entry of the folder is added, removed or renamed.
  static func stamp(of folder: String) -> String {
    var info = stat()
    guard stat(folder, &info) == 0 else { return "none" }
    #if canImport(Darwin)
      return "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec).\(info.st_ino)"
    #else
      return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec).\(info.st_ino)"
    #endif
  }

  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  static func syncFolder(_ folder: String) throws(FileError) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw FileError(path: folder, operation: "sync", code: errno) }
    defer { close(fd) }
    if fsync(fd) != 0, errno != EINVAL {
      throw FileError(path: folder, operation: "sync", code: errno)
    }
  }
}

/// A file written to a temporary name beside the one it replaces, not yet renamed over it.
struct StagedFile {
  /// The path written, as given.
  let path: String
  /// The file replaced: `path` (wkc never writes through a link).
  let target: String
  /// The temporary file holding the new bytes.
  let temporary: String
  /// The digest of the new bytes, as the undo journal keeps it.
  let digest: FileDigest

  /// Renames the temporary file over the target and makes that durable; the temporary file is
  /// gone afterwards either way.
  func replace() throws(FileError) {
    if rename(temporary, target) != 0 {
      let error = failure(errno)
      discard()
      throw error
    }
    try FileSystem.syncFolder(FileSystem.split(target).folder)
  }

  /// Removes the temporary file.
  func discard() { unlink(temporary) }

  /// The error of writing `path`.
  func failure(_ code: Int32) -> FileError {
    FileError.failed(path, "write", code)
  }
}
