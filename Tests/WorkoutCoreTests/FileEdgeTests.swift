import Foundation
import TestSupport
import Testing

@testable import WorkoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a symbolic link at `path` saying `target`.
func link(_ path: String, to target: String) {
  try! FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
}

/// What the symbolic link at `path` says, or nil when it is not one.
func linkTarget(_ path: String) -> String? {
  try? FileManager.default.destinationOfSymbolicLink(atPath: path)
}

// MARK: - A file in the way

@Suite struct FileInTheWayTests {
  let folder = TempDirectory()

  @Test func readingBelowAFileNamesTheFileInTheWay() {
    writeFile(folder.path + "/home", "")
    let path = folder.path + "/home/menus/2024-01.json"
    let error = #expect(throws: FileError.self) { try FileSystem.contents(of: path) }
    #expect(error?.code == ENOTDIR)
    #expect(error?.message == "cannot read \(path): \(folder.path)/home is not a folder")
  }

  @Test func listingBelowAFileNamesTheFileInTheWay() {
    writeFile(folder.path + "/home", "")
    let error = #expect(throws: FileError.self) {
      try FileSystem.names(in: folder.path + "/home/menus")
    }
    #expect(
      error?.message == "cannot list \(folder.path)/home/menus: \(folder.path)/home is not a folder"
    )
  }

  @Test func aFolderWhereAFileIsFails() {
    writeFile(folder.path + "/home", "")
    let error = #expect(throws: FileError.self) {
      try FileSystem.makeFolder(folder.path + "/home")
    }
    #expect(
      error?.message == "cannot create folder \(folder.path)/home: it exists and is not a folder")
  }

  @Test func makingFoldersReportsTheOnesItCreatedOutermostFirst() throws {
    let created = try FileSystem.makeFolder(folder.path + "/a/b/c")
    #expect(created == [folder.path + "/a", folder.path + "/a/b", folder.path + "/a/b/c"])
    #expect(try FileSystem.makeFolder(folder.path + "/a/b/c").isEmpty)
  }

  @Test func removingAFolderThatIsNotEmptyLeavesIt() {
    writeFile(folder.path + "/a/file", "x")
    FileSystem.removeEmptyFolder(folder.path + "/a")
    #expect(FileSystem.isFolder(folder.path + "/a"))
    FileSystem.removeEmptyFolder(folder.path + "/b")
    #expect(folder.entries() == ["a", "a/file"])
  }
}

// MARK: - Symbolic links

@Suite struct SymbolicLinkTests {
  let folder = TempDirectory()
  var home: String { folder.path + "/home" }
  var elsewhere: String { folder.path + "/elsewhere" }

  init() throws {
    try FileSystem.makeFolder(folder.path + "/home")
    try FileSystem.makeFolder(folder.path + "/elsewhere")
  }

  /// The refusal's words for the link at `path` saying `target`.
  func refusal(_ operation: String, _ path: String, _ target: String) -> String {
    "cannot \(operation) \(path): it is a symbolic link to \(target); wkc does not follow links "
      + "inside its data directory (put the file or folder itself there)"
  }

  @Test func writingALinkIsRefusedAndTheFileItLeadsToIsUnchanged() {
    writeFile(elsewhere + "/2024-01.json", "old")
    link(home + "/2024-01.json", to: "../elsewhere/2024-01.json")
    let error = #expect(throws: FileError.self) {
      try FileSystem.writeAtomically(Array("new".utf8), to: home + "/2024-01.json")
    }
    #expect(error?.code == ELOOP)
    #expect(
      error?.message == refusal("write", home + "/2024-01.json", "../elsewhere/2024-01.json"))
    #expect(linkTarget(home + "/2024-01.json") == "../elsewhere/2024-01.json")
    #expect(fileText(elsewhere + "/2024-01.json") == "old")
    #expect(
      folder.entries() == ["elsewhere", "elsewhere/2024-01.json", "home", "home/2024-01.json"])
  }

  @Test func readingALinkIsRefusedEvenWhenItLeadsToAFile() {
    writeFile(elsewhere + "/2024-01.json", "outside")
    link(home + "/2024-01.json", to: elsewhere + "/2024-01.json")
    let error = #expect(throws: FileError.self) {
      try FileSystem.contents(of: home + "/2024-01.json")
    }
    #expect(
      error?.message == refusal("read", home + "/2024-01.json", elsewhere + "/2024-01.json"))
  }

  @Test func readingALinkThatLeadsNowhereNamesIt() {
    link(home + "/2024-01.json", to: "../elsewhere/gone.json")
    let error = #expect(throws: FileError.self) {
      try FileSystem.contents(of: home + "/2024-01.json")
    }
    #expect(error?.message == refusal("read", home + "/2024-01.json", "../elsewhere/gone.json"))
  }

  @Test func readingALinkToAnEndlessDeviceIsRefusedWithoutReadingIt() {
    link(home + "/2024-01.json", to: "/dev/zero")
    let error = #expect(throws: FileError.self) {
      try FileSystem.contents(of: home + "/2024-01.json")
    }
    #expect(error?.code == ELOOP)
  }

  @Test func writingALinkThatLeadsNowhereIsRefusedAndCreatesNothing() {
    link(home + "/2024-01.json", to: "../elsewhere/gone.json")
    let error = #expect(throws: FileError.self) {
      try FileSystem.writeAtomically([1], to: home + "/2024-01.json")
    }
    #expect(error?.message == refusal("write", home + "/2024-01.json", "../elsewhere/gone.json"))
    #expect(folder.entries() == ["elsewhere", "home", "home/2024-01.json"])
  }

  @Test func writingALinkToAFolderIsRefused() {
    link(home + "/2024-01.json", to: elsewhere)
    let error = #expect(throws: FileError.self) {
      try FileSystem.writeAtomically([1], to: home + "/2024-01.json")
    }
    #expect(error?.message == refusal("write", home + "/2024-01.json", elsewhere))
    #expect(folder.entries() == ["elsewhere", "home", "home/2024-01.json"])
  }

  @Test func aLinkInALoopIsRefused() {
    link(home + "/a.json", to: "b.json")
    link(home + "/b.json", to: "a.json")
    let error = #expect(throws: FileError.self) {
      try FileSystem.writeAtomically([1], to: home + "/a.json")
    }
    #expect(error?.code == ELOOP)
    #expect(error?.message.contains("it is a symbolic link to b.json") == true)
  }

  @Test func aLinkAtTheTemporaryNameIsNotWrittenThrough() throws {
    writeFile(elsewhere + "/victim", "outside")
    link(home + "/.2024-01.json.tmp.\(getpid())", to: elsewhere + "/victim")
    try FileSystem.writeAtomically(Array("new".utf8), to: home + "/2024-01.json")
    #expect(fileText(home + "/2024-01.json") == "new")
    #expect(fileText(elsewhere + "/victim") == "outside")
    #expect(
      folder.entries() == ["elsewhere", "elsewhere/victim", "home", "home/2024-01.json"])
  }

  @Test func removingALinkIsRefusedAndLeavesItAndItsFile() throws {
    writeFile(elsewhere + "/2024-01.json", "old")
    link(home + "/2024-01.json", to: "../elsewhere/2024-01.json")
    let error = #expect(throws: FileError.self) { try FileSystem.remove(home + "/2024-01.json") }
    #expect(
      error?.message == refusal("remove", home + "/2024-01.json", "../elsewhere/2024-01.json"))
    #expect(
      folder.entries() == ["elsewhere", "elsewhere/2024-01.json", "home", "home/2024-01.json"])
  }

  @Test func removingALinkThatLeadsNowhereIsRefused() {
    link(home + "/2024-01.json", to: "gone.json")
    #expect(throws: FileError.self) { try FileSystem.remove(home + "/2024-01.json") }
    #expect(linkTarget(home + "/2024-01.json") == "gone.json")
  }
}

// MARK: - Files of wkc's own that are not regular files

@Suite struct SpecialOwnFileTests {
  let folder = TempDirectory()

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let path = folder.path + "/2024-01.json"
    try #require(mkfifo(path, 0o600) == 0)
    // Before the fix the read waited for a writer: one is made when a reader opens, so the
    // test cannot hang either way.
    let writer = FIFOWriter(path: path, bytes: Array("{}".utf8))
    defer { writer.stop() }
    let error = #expect(throws: FileError.self) { try FileSystem.contents(of: path) }
    #expect(
      error?.message
        == "cannot read \(path): it is not a regular file (a pipe, device or socket); wkc reads "
        + "and writes only regular files in its data directory")
  }

  @Test func aFIFOIsNotReplacedByAWrite() throws {
    let path = folder.path + "/2024-01.json"
    try #require(mkfifo(path, 0o600) == 0)
    #expect(throws: FileError.self) { try FileSystem.writeAtomically([1], to: path) }
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(folder.entries() == ["2024-01.json"])
  }

  @Test func aFileLargerThanTheLimitIsRefusedWithoutReadingIt() throws {
    let path = folder.path + "/2024-01.json"
    writeFile(path, "")
    // Sparse: no disk is used.
    try #require(truncate(path, off_t(FileSystem.ownFileLimit + 1)) == 0)
    let error = #expect(throws: FileError.self) { try FileSystem.contents(of: path) }
    #expect(
      error?.message
        == "cannot read \(path): it is larger than 64 MiB, more than any file wkc writes; wkc "
        + "does not read it")
  }

  @Test func aLinkedLockIsRefusedAndWhereItLeadsIsNotCreated() {
    link(folder.path + "/lock", to: folder.path + "/elsewhere-lock")
    let error = #expect(throws: FileError.self) {
      try FileLock.acquire(folder.path + "/lock", wait: 0)
    }
    #expect(error?.code == ELOOP)
    #expect(folder.entries() == ["lock"])
  }

  @Test func aFIFOLockIsRefusedWithoutWaiting() throws {
    try #require(mkfifo(folder.path + "/lock", 0o600) == 0)
    let error = #expect(throws: FileError.self) {
      try FileLock.acquire(folder.path + "/lock", wait: 0)
    }
    #expect(error?.message.contains("it is not a regular file") == true)
  }
}

// MARK: - Bounded reads

@Suite struct BoundedReadTests {
  let folder = TempDirectory()

  @Test func aFileOfExactlyTheLimitIsRead() throws {
    writeFile(folder.path + "/f", "12345")
    #expect(try FileSystem.contents(of: folder.path + "/f", limit: 5) == Array("12345".utf8))
  }

  @Test func aFileOverTheLimitFails() {
    writeFile(folder.path + "/f", "123456")
    #expect(throws: BoundedReadError.tooLarge(source: folder.path + "/f", limit: 5)) {
      try FileSystem.contents(of: folder.path + "/f", limit: 5)
    }
  }

  @Test func aMissingFileHasNoContents() throws {
    #expect(try FileSystem.contents(of: folder.path + "/missing", limit: 5) == nil)
  }

  @Test func aFolderIsAFileError() {
    #expect(
      throws: BoundedReadError.file(FileError(path: folder.path, operation: "read", code: EISDIR))
    ) {
      try FileSystem.contents(of: folder.path, limit: 5)
    }
  }

  @Test(arguments: ["/dev/zero", "/dev/urandom"])
  func anEndlessDeviceFailsOnceItPassesTheLimit(device: String) throws {
    try #require(FileManager.default.fileExists(atPath: device))
    #expect(throws: BoundedReadError.tooLarge(source: device, limit: 1 << 20)) {
      try FileSystem.contents(of: device, limit: 1 << 20)
    }
  }

  @Test func anEmptyDeviceReadsAsNothing() throws {
    #expect(try FileSystem.contents(of: "/dev/null", limit: 5) == [])
  }

  @Test func aFIFOIsReadToItsEnd() throws {
    let path = folder.path + "/fifo"
    try #require(mkfifo(path, 0o600) == 0)
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
    let writer = Thread {
      let fd = open(path, O_WRONLY)
      _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
      close(fd)
    }
    writer.start()
    #expect(try FileSystem.contents(of: path, limit: 200_000) == bytes)
  }

  @Test func aFIFOGivingMoreThanTheLimitFails() throws {
    let path = folder.path + "/fifo"
    try #require(mkfifo(path, 0o600) == 0)
    let writer = Thread {
      // The reader stops early and closes: the write then fails with EPIPE, SIGPIPE held.
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
      let fd = open(path, O_WRONLY)
      let bytes = [UInt8](repeating: 0x20, count: 300_000)
      _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
      close(fd)
    }
    writer.start()
    #expect(throws: BoundedReadError.tooLarge(source: path, limit: 100_000)) {
      try FileSystem.contents(of: path, limit: 100_000)
    }
  }

  @Test func theMessageNamesTheSourceAndTheLimit() {
    let error = BoundedReadError.tooLarge(source: "day.json", limit: InputLimit.menuPut)
    #expect(error.message == "day.json is larger than 16 MiB")
  }

  @Test func sizesAreDescribedInTheLargestWholeUnit() {
    #expect(InputLimit.describe(16 << 20) == "16 MiB")
    #expect(InputLimit.describe(512 << 10) == "512 KiB")
    #expect(InputLimit.describe(1000) == "1000 bytes")
    #expect(InputLimit.describe(1) == "1 byte")
  }
}

// MARK: - The lock file

@Suite struct LockFileTests {
  let folder = TempDirectory()

  @Test func theLockSaysWhetherItCreatedItsFile() throws {
    let path = folder.path + "/lock"
    let first = try #require(try FileLock.acquire(path, wait: 0))
    #expect(first.created)
    first.release()
    let second = try #require(try FileLock.acquire(path, wait: 0))
    #expect(!second.created)
  }

  @Test func aWriterWaitingOnALockFileThatIsRemovedTakesTheNewFile() throws {
    let path = folder.path + "/lock"
    // Another writer holds the lock, then removes its file and releases it, as a failed
    // first write does.
    let fd = open(path, O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0 && flock(fd, LOCK_EX) == 0)
    let remover = Thread {
      usleep(100_000)
      unlink(path)
      close(fd)
    }
    remover.start()
    let waiter = try #require(try FileLock.acquire(path, wait: 30))
    #expect(FileSystem.exists(path))
    // The waiter holds the lock on the file now at the path, so a third cannot take it.
    #expect(try FileLock.acquire(path, wait: 0) == nil)
    waiter.release()
  }

  @Test func removingTheLockFileWhileHeldRemovesIt() throws {
    let path = folder.path + "/lock"
    let lock = try #require(try FileLock.acquire(path, wait: 0))
    lock.removeFile()
    #expect(!FileSystem.exists(path))
    lock.release()
  }

  @Test func prepareRunsBeforeTheFileIsOpened() throws {
    let path = folder.path + "/new/lock"
    let lock = try FileLock.acquire(path, wait: 0) { () throws(FileError) in
      try FileSystem.makeFolder(folder.path + "/new")
    }
    #expect(lock != nil)
  }
}
