import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `export --output PATH`: the user's path, written without replacing what is not wkc's (a
/// FIFO, a device, a hard-linked file, the store itself), and every failed write an error.
@Suite struct ExportOutputTests {
  let home = TestHome()

  init() {
    home.expectSuccess(["add", "bench-press", "--date", "2024-01-02", "--sets", "2", "--reps", "5"])
    home.expectSuccess(["add", "squat", "--date", "2024-02-03", "--reps", "5"])
  }

  /// What `export` prints on stdout: what every output must receive.
  var expected: String { home.expectSuccess(["export"]) }

  /// The kind of file at `path` (S_IFIFO, S_IFCHR, …), its mode and its link count, without
  /// following a link.
  func info(_ path: String) -> stat {
    var info = stat()
    lstat(path, &info)
    return info
  }

  /// A character device like `/dev/NAME` for the test: a copy of its node in the home when
  /// running as root (so a wkc that replaced it would not break the machine's `/dev`), else the
  /// real one.
  func device(_ name: String) -> String {
    var real = stat()
    let copy = home.home + "/" + name
    guard getuid() == 0, stat("/dev/" + name, &real) == 0,
      mknod(copy, S_IFCHR | 0o666, real.st_rdev) == 0
    else { return "/dev/" + name }
    return copy
  }

  // MARK: - Special files are opened and written

  @Test func aFIFOIsWrittenAndStaysAFIFO() throws {
    let fifo = home.home + "/out.fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    // The reader is there first; the export (a few KB) fits in the pipe's buffer.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }

    home.expectSuccess(["export", "--output", fifo])

    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(reader, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(info(fifo).st_mode & S_IFMT == S_IFIFO)
  }

  @Test func devNullIsWrittenAndStaysACharacterDevice() {
    let null = device("null")
    home.expectSuccess(["export", "--output", null])
    #expect(info(null).st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aFullDeviceIsAWriteErrorAndStaysADevice() {
    let full = device("full")
    home.expectFailure(
      ["export", "--output", full], code: 74,
      message: "cannot write \(full): No space left on device")
    #expect(info(full).st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aPDFIsNotWrittenToATerminalNamedByOutput() throws {
    // A pseudo-terminal of the test's own (as ChildProcess opens one), never the real one.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_NONBLOCK)
    try #require(master >= 0)
    defer { close(master) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    try #require(ioctl(master, 0x4004_5431, &unlock) == 0)  // TIOCSPTLCK
    try #require(ioctl(master, 0x8004_5430, &number) == 0)  // TIOCGPTN
    let terminal = "/dev/pts/\(number)"

    home.expectFailure(
      ["export", "--format", "pdf", "--output", terminal], code: 64,
      message: "a PDF is not for the terminal (--output \(terminal) is one)")

    var buffer = [UInt8](repeating: 0, count: 64)
    #expect(read(master, &buffer, buffer.count) <= 0, "nothing reached the terminal")
  }

  // MARK: - Regular files

  @Test func anExistingFileKeepsItsMode() throws {
    let path = home.home + "/backup.json"
    try #require(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
    chmod(path, 0o644)

    home.expectSuccess(["export", "--output", path])

    #expect(info(path).st_mode & 0o7777 == 0o644)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test func aNewFileIsPrivate() throws {
    let path = home.home + "/backup.json"
    home.expectSuccess(["export", "--output", path])
    #expect(info(path).st_mode & 0o7777 == 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test func aFileWithAHardLinkIsRewrittenInPlaceAndKeepsTheLink() throws {
    let path = home.home + "/backup.json"
    let other = home.home + "/copy.json"
    try #require(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
    try #require(link(path, other) == 0)
    let inode = info(path).st_ino

    home.expectSuccess(["export", "--output", path])

    #expect(info(path).st_ino == inode)
    #expect(info(path).st_nlink == 2)
    #expect(try String(contentsOfFile: other, encoding: .utf8) == expected)
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let target = home.home + "/real.json"
    let alias = home.home + "/alias.json"
    try #require(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    try #require(symlink("real.json", alias) == 0)

    home.expectSuccess(["export", "--output", alias])

    #expect(info(alias).st_mode & S_IFMT == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
  }

  @Test func aLinkToAFileNotThereYetCreatesIt() throws {
    let alias = home.home + "/alias.json"
    try #require(symlink("new.json", alias) == 0)

    home.expectSuccess(["export", "--output", alias])

    #expect(info(alias).st_mode & S_IFMT == S_IFLNK)
    #expect(try String(contentsOfFile: home.home + "/new.json", encoding: .utf8) == expected)
  }

  @Test func aMissingFolderIsAWriteError() {
    home.expectFailure(
      ["export", "--output", home.home + "/none/x.json"], code: 74,
      message: "cannot write \(home.home)/none/x.json: No such file or directory")
  }

  // MARK: - The data directory is not an output

  @Test func aPathInsideTheDataDirectoryIsRefused() {
    let month = home.dataDirectory + "/menus/2024-01.json"
    home.expectFailure(
      ["export", "--output", month], code: 64,
      message: "--output \(month) is inside the data directory \(home.dataDirectory)")
    home.expectFailure(
      ["export", "--output", home.dataDirectory + "/new.json"], code: 64,
      message: "is inside the data directory")
  }

  @Test func aLinkIntoTheDataDirectoryIsRefused() throws {
    let alias = home.home + "/menus-alias"
    try #require(symlink(home.dataDirectory + "/menus", alias) == 0)
    home.expectFailure(
      ["export", "--output", alias + "/2024-01.json"], code: 64,
      message: "is inside the data directory")
    let fileAlias = home.home + "/january.json"
    try #require(symlink(home.dataDirectory + "/menus/2024-01.json", fileAlias) == 0)
    home.expectFailure(
      ["export", "--output", fileAlias], code: 64, message: "is inside the data directory")
  }

  @Test func aLinkedDataDirectoryIsResolvedToo() throws {
    let alias = home.home + "/data-alias"
    try #require(symlink(home.dataDirectory, alias) == 0)
    home.expectFailure(
      ["--home", alias, "export", "--output", home.dataDirectory + "/menus/2024-01.json"],
      code: 64, message: "is inside the data directory \(alias)")
  }
}
