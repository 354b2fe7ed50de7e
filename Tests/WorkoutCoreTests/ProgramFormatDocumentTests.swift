import Foundation
import Testing
import WorkoutCore

/// The program format article (`WorkoutCore.docc/ProgramFormat.md`): its programs read as it
/// says, so a program written from it alone works.
@Suite struct ProgramFormatDocumentTests {
  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/WorkoutCore/WorkoutCore.docc/ProgramFormat.md")

  /// The code blocks of the article marked with `language`.
  static func blocks(_ language: String) throws -> [String] {
    let text = try String(contentsOf: document, encoding: .utf8)
    var blocks: [String] = []
    var fence: Substring?
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if fence == nil, line.hasPrefix("```") {
        fence = line.dropFirst(3)
        lines = []
      } else if let open = fence, line == "```" {
        if open == language { blocks.append(lines.joined(separator: "\n") + "\n") }
        fence = nil
      } else if fence != nil {
        lines.append(line)
      }
    }
    return blocks
  }

  @Test func everyExampleProgramReads() throws {
    let programs = try Self.blocks("program")
    #expect(programs.count == 3)
    for text in programs {
      #expect(throws: Never.self) { try ProgramTextSupport.read(text) }
    }
  }

  @Test func theFragmentsReadTogether() throws {
    let fragments = try Self.blocks("program-fragment")
    #expect(fragments.count == 2)
    let program = try ProgramTextSupport.read(
      "cycle 4 weeks\ntraining max squat\n" + fragments.joined())
    #expect(program.days.map { $0.slots.count } == [4])
    #expect(program.tracks[TrackID(exercise: "squat", tag: "t1")]?.start == 60)
  }

  @Test func the531ExampleIsTheBuiltIn() throws {
    let example = try #require(try Self.blocks("program").dropFirst().first)
    let builtIn = try #require(BuiltInProgram.named("531-bbb"))
    var fromArticle = try ProgramTextSupport.read(example)
    let fromBuiltIn = try ProgramText.read(builtIn.text, name: "531-bbb", catalog: Catalog.builtIn)
    // Lines differ (the built-in has comments); the rest is the same program.
    func withoutLines(_ program: Program) -> Program {
      var program = program
      program.days = program.days.map { day in
        var day = day
        day.line = 0
        day.slots = day.slots.map { slot in
          var slot = slot
          slot.line = 0
          return slot
        }
        return day
      }
      program.tracks = program.tracks.mapValues { rules in
        var rules = rules
        rules.line = 0
        return rules
      }
      return program
    }
    fromArticle = withoutLines(fromArticle)
    #expect(fromArticle == withoutLines(fromBuiltIn))
  }

  @Test func theRefusedVariantSaysWhatTheArticleShows() throws {
    let example = try #require(try Self.blocks("program").last)
    let variant = example.replacingOccurrences(of: "exercise plank\n  progress none\n", with: "")
    #expect(variant != example)
    let shown = try #require(try Self.blocks("").last)
    do {
      _ = try ProgramText.read(
        Array(variant.utf8), name: "upper-lower.program", catalog: Catalog.builtIn)
      Issue.record("read")
    } catch {
      #expect(error.message + "\n" == shown)
    }
  }
}
