#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of one version of a file: size, modification and change times (with
/// nanoseconds) and inode. Any write to the file, in place or by rename, changes it, so the
/// index can tell a month file it knows from one edited since without reading it.
struct FileStamp: Hashable, Sendable, CustomStringConvertible {
  /// `size.mtime.mtime-ns.ctime.ctime-ns.inode`, as kept in the index.
  let description: String

  /// The stamp of the file at `path`; nil when there is none (or it cannot be seen).
  init?(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    // The change time moves even when a tool puts the old modification time back.
    description =
      "\(info.st_size).\(modified.tv_sec).\(modified.tv_nsec)"
      + ".\(changed.tv_sec).\(changed.tv_nsec).\(info.st_ino)"
  }

  /// A stamp read back from the index.
  init(_ description: String) { self.description = description }
}
