import Foundation
import Testing
import WorkoutCore

@testable import WorkoutCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `readInput` and the inputs' `readAll(limit:)`: what `menu put` uses to read at most 16 MiB.
@Suite struct InputLimitTests {
  let home = TestHome()
  var folder: String { home.home }

  private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The exit code and message `wkc` reports for an error `readInput` throws.
  private func report(_ body: () throws -> [UInt8]) -> (code: Int32, message: String)? {
    do {
      _ = try body()
      return nil
    } catch {
      return ExitCode.of(error)
    }
  }

  @Test func theMenuPutCapIs16MiB() {
    #expect(InputLimit.menuPut == 16 * 1024 * 1024)
  }

  @Test func aFileWithinTheLimitIsRead() throws {
    let path = try file("day.json", Array("{}".utf8))
    let bytes = try readInput(path, stdin: BufferInput(), limit: 2, command: "menu put")
    #expect(bytes == Array("{}".utf8))
  }

  @Test func aFileOverTheLimitIsInvalidDataNamingTheFileAndTheLimit() throws {
    let path = try file("day.json", [UInt8](repeating: 0x20, count: 2 << 10 + 1))
    let reported = report {
      try readInput(path, stdin: BufferInput(), limit: 2 << 10, command: "menu put")
    }
    #expect(reported?.code == 65)
    #expect(reported?.message == "\(path) is larger than 2 KiB; menu put reads at most 2 KiB")
  }

  @Test func devZeroIsRefusedAtTheMenuPutCap() throws {
    let reported = report {
      try readInput(
        "/dev/zero", stdin: BufferInput(), limit: InputLimit.menuPut, command: "menu put")
    }
    #expect(reported?.code == 65)
    #expect(reported?.message == "/dev/zero is larger than 16 MiB; menu put reads at most 16 MiB")
  }

  @Test func stdinOverTheLimitIsInvalidData() {
    let stdin = BufferInput(String(repeating: "x", count: 11))
    let reported = report { try readInput("-", stdin: stdin, limit: 10, command: "menu put") }
    #expect(reported?.code == 65)
    #expect(reported?.message == "stdin is larger than 10 bytes; menu put reads at most 10 bytes")
  }

  @Test func stdinWithinTheLimitIsRead() throws {
    let stdin = BufferInput("line one\nline two\n")
    #expect(
      try readInput("-", stdin: stdin, limit: 18, command: "menu put")
        == Array("line one\nline two\n".utf8))
  }

  @Test func aMissingFileIsNotFound() {
    let reported = report {
      try readInput(folder + "/missing.json", stdin: BufferInput(), limit: 10, command: "menu put")
    }
    #expect(reported?.code == 1)
    #expect(reported?.message == "cannot read \(folder)/missing.json: no such file")
  }

  @Test func aFolderIsAFailure() {
    let reported = report {
      try readInput(folder, stdin: BufferInput(), limit: 10, command: "menu put")
    }
    #expect(reported?.code == 1)
    #expect(reported?.message == "cannot read \(folder): Is a directory")
  }

  @Test func fileInputStopsReadingEndlessInputPastTheLimit() throws {
    let fd = open("/dev/zero", O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let input = FileInput(fd: fd)
    #expect(throws: BoundedReadError.tooLarge(source: "stdin", limit: 1 << 20)) {
      try input.readAll(limit: 1 << 20)
    }
  }

  @Test func fileInputReadsAPipeToItsEndWithinTheLimit() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    defer { close(readEnd) }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
    let writer = Thread {
      _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress!, $0.count) }
      close(writeEnd)
    }
    writer.start()
    #expect(try FileInput(fd: readEnd).readAll(limit: 200_000) == bytes)
  }

  @Test func bufferInputOfExactlyTheLimitIsRead() throws {
    #expect(try BufferInput("12345").readAll(limit: 5) == Array("12345".utf8))
  }
}
