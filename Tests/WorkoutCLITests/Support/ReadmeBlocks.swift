import Foundation

// A document's ```sh blocks (README.md's, an article's) read as a reader sees them: transcripts
// (`$ command` and the output it prints) and scripts (one command a line). ShellLine.swift reads
// each command.

/// One command a document shows, where it starts, and the output shown for it.
struct ReadmeExample {
  /// The document's line (1-based) the command starts on.
  var line: Int
  /// The command as sh reads it: `\` continuations joined, `# comments` dropped.
  var command: String
  /// The output a transcript shows under its `$` line; nil when none is shown.
  var expected: [String]?
  /// True for a transcript's `$` line, whose output is shown as on a UTF-8 terminal.
  var isTranscript = false
}

/// A fenced ```sh block of a document: each line with its line number.
struct ShellBlock {
  var lines: [(number: Int, text: String)]

  /// Every ```sh block of `markdown`, in order. A fenced block of another kind that holds a
  /// `wkc` command fails, so an example cannot escape the test by its fence.
  static func all(in markdown: String) throws(ShellError) -> [ShellBlock] {
    var blocks: [ShellBlock] = []
    var fence: (info: String, line: Int)?
    for (index, text) in markdown.components(separatedBy: "\n").enumerated() {
      if let open = fence {
        if text.hasPrefix("```") {
          fence = nil
        } else if open.info == "sh" {
          blocks[blocks.count - 1].lines.append((index + 1, text))
        } else if text.hasPrefix("wkc ") || text.hasPrefix("$ ") {
          throw ShellError("line \(index + 1): a command in a ```\(open.info) block; use ```sh")
        }
      } else if text.hasPrefix("```") {
        fence = (String(text.dropFirst(3)), index + 1)
        if fence?.info == "sh" { blocks.append(ShellBlock(lines: [])) }
      }
    }
    if let open = fence { throw ShellError("line \(open.line): a ``` block is not closed") }
    return blocks
  }

  /// A transcript shows `$ command` lines, each followed by the output it prints.
  var isTranscript: Bool {
    lines.first { !$0.text.allSatisfy(\.isWhitespace) }?.text.hasPrefix("$ ") ?? false
  }

  /// The block's commands, in order.
  var examples: [ReadmeExample] {
    isTranscript ? transcriptExamples : scriptExamples
  }

  private var transcriptExamples: [ReadmeExample] {
    var examples: [ReadmeExample] = []
    var index = 0
    while index < lines.count {
      let (number, text) = lines[index]
      index += 1
      guard text.hasPrefix("$ ") else { continue }  // Output before any command: none here.
      var command = String(text.dropFirst(2))
      while command.hasSuffix("\\"), index < lines.count {
        command = joined(command, lines[index].text)
        index += 1
      }
      var output: [String] = []
      while index < lines.count, !lines[index].text.hasPrefix("$ ") {
        output.append(lines[index].text)
        index += 1
      }
      while output.last?.isEmpty == true { output.removeLast() }
      examples.append(
        ReadmeExample(
          line: number, command: withoutComment(command),
          expected: output.isEmpty ? nil : output, isTranscript: true))
    }
    return examples
  }

  private var scriptExamples: [ReadmeExample] {
    var examples: [ReadmeExample] = []
    var index = 0
    while index < lines.count {
      let number = lines[index].number
      var command = lines[index].text
      index += 1
      while command.hasSuffix("\\"), index < lines.count {
        command = joined(command, lines[index].text)
        index += 1
      }
      let text = withoutComment(command)
      if !text.isEmpty { examples.append(ReadmeExample(line: number, command: text)) }
    }
    return examples
  }
}

/// `line`, which ends in `\`, continued by `next`, as sh joins them (one space between).
private func joined(_ line: String, _ next: String) -> String {
  line.dropLast().trimmingCharacters(in: .whitespaces) + " "
    + next.trimmingCharacters(in: .whitespaces)
}

/// `line` without a `# comment` (a `#` that starts a word outside quotes), trimmed.
func withoutComment(_ line: String) -> String {
  var quote: Character?
  var escaped = false
  var previous: Character = " "
  var end = line.endIndex
  for index in line.indices {
    let character = line[index]
    defer { previous = character }
    if escaped {
      escaped = false
    } else if let open = quote {
      if character == open {
        quote = nil
      } else if character == "\\", open == "\"" {
        escaped = true
      }
    } else if character == "'" || character == "\"" {
      quote = character
    } else if character == "\\" {
      escaped = true
    } else if character == "#", previous.isWhitespace {
      end = index
      break
    }
  }
  return line[..<end].trimmingCharacters(in: .whitespaces)
}
