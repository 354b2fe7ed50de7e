import Foundation

// A tiny reader of the few shell shapes the documents' examples use, so they run in-process
// against a test home with an injected clock. Anything it does not know is refused with a
// `ShellError`, never guessed at.

/// Why a line of a document cannot be read or run by the test.
struct ShellError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

// MARK: - Words

/// A word or operator of a shell line.
enum ShellToken: Equatable {
  case word(String)
  /// `|`
  case pipe
  /// `>`
  case redirect
  /// `;`
  case separator
}

/// Splits a line into words and operators as sh does for the shapes the documents use: '…' and
/// "…" quoting, `\` escapes, `$name` expansion, `|`, `>` and `;`. Globs, `~`, `&`, `<`, `$(…)`,
/// backquotes and the like are refused, so no line runs differently from a shell.
func shellTokens(_ line: String, variables: [String: String]) throws(ShellError) -> [ShellToken] {
  let characters = Array(line)
  var tokens: [ShellToken] = []
  var word: String?
  var index = 0

  func flush() {
    if let done = word { tokens.append(.word(done)) }
    word = nil
  }
  func expand(at start: Int) throws(ShellError) -> (String, next: Int) {
    var end = start + 1
    while end < characters.count,
      characters[end].isASCII,
      characters[end] == "_" || characters[end].isLetter
        || (end > start + 1 && characters[end].isNumber)
    {
      end += 1
    }
    let name = String(characters[(start + 1)..<end])
    guard !name.isEmpty else { throw ShellError("only $name expansions are supported") }
    guard let value = variables[name] else { throw ShellError("$\(name) is not set") }
    return (value, end)
  }

  while index < characters.count {
    let character = characters[index]
    switch character {
    case " ", "\t":
      flush()
      index += 1
    case "'":
      guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
        throw ShellError("a ' quote is not closed")
      }
      word = (word ?? "") + String(characters[(index + 1)..<close])
      index = close + 1
    case "\"":
      var text = word ?? ""
      index += 1
      while true {
        guard index < characters.count else { throw ShellError("a \" quote is not closed") }
        let inner = characters[index]
        if inner == "\"" { break }
        if inner == "\\", index + 1 < characters.count, "\"\\$`".contains(characters[index + 1]) {
          text.append(characters[index + 1])
          index += 2
        } else if inner == "$" {
          let (value, next) = try expand(at: index)
          text += value
          index = next
        } else if inner == "`" {
          throw ShellError("command substitution is not supported")
        } else {
          text.append(inner)
          index += 1
        }
      }
      word = text
      index += 1
    case "\\":
      guard index + 1 < characters.count else { throw ShellError("a line ends in \\") }
      word = (word ?? "") + String(characters[index + 1])
      index += 2
    case "$":
      let (value, next) = try expand(at: index)
      word = (word ?? "") + value
      index = next
    case "|", ">", ";":
      flush()
      if index + 1 < characters.count, "|>&".contains(characters[index + 1]) {
        throw ShellError("\(character)\(characters[index + 1]) is not supported")
      }
      tokens.append(character == "|" ? .pipe : character == ">" ? .redirect : .separator)
      index += 1
    case "#" where word == nil:
      index = characters.count
    case "~" where word == nil:
      throw ShellError("~ is not supported")
    case "&", "<", "`", "(", ")", "*", "?", "[", "{", "}":
      throw ShellError("unquoted \(character) is not supported")
    default:
      word = (word ?? "") + String(character)
      index += 1
    }
  }
  flush()
  return tokens
}

// MARK: - Statements

/// A command of a document the test can run: wkc with its input, and where its output goes.
struct ShellPipeline: Equatable {
  /// wkc's arguments.
  var arguments: [String]
  /// wkc's stdin: what `echo` or `printf` pipes into it, else nothing.
  var stdin = ""
  /// jq's arguments, when wkc's output is piped into jq.
  var jq: [String]?
  /// The file `> FILE` writes wkc's output to.
  var outputFile: String?
}

extension ShellPipeline {
  /// Reads `[echo W | printf W |] (wkc | swift run wkc) ARGS [> FILE | | jq ARGS]`.
  init(_ tokens: [ShellToken]) throws(ShellError) {
    var stages = tokens.split(separator: .pipe, omittingEmptySubsequences: false).map(Array.init)
    if stages.contains(where: \.isEmpty) { throw ShellError("an empty pipeline stage") }
    var input: String?
    if let first = Self.words(stages[0]), first.first == "echo" || first.first == "printf" {
      guard stages.count > 1 else { throw ShellError("\(first[0]) is not piped into wkc") }
      input =
        first[0] == "echo"
        ? first.dropFirst().joined(separator: " ") + "\n"
        : try Self.printf(Array(first.dropFirst()))
      stages.removeFirst()
    }
    var wkc = stages.removeFirst()
    if wkc.count >= 2, wkc[wkc.count - 2] == .redirect, case .word(let file) = wkc[wkc.count - 1] {
      guard stages.isEmpty else { throw ShellError("> in the middle of a pipeline") }
      outputFile = file
      wkc.removeLast(2)
    }
    guard var words = Self.words(wkc) else { throw ShellError("only words may follow wkc") }
    if words.starts(with: ["swift", "run", "wkc"]) { words.removeFirst(2) }
    guard words.first == "wkc" else { throw ShellError("not a wkc command") }
    arguments = Array(words.dropFirst())
    stdin = input ?? ""
    if let last = stages.first {
      guard stages.count == 1, let jqWords = Self.words(last), jqWords.first == "jq" else {
        throw ShellError("wkc's output may only be piped into jq")
      }
      jq = Array(jqWords.dropFirst())
    }
  }

  /// The words of a stage, or nil when it holds an operator.
  private static func words(_ tokens: [ShellToken]) -> [String]? {
    var words: [String] = []
    for token in tokens {
      guard case .word(let word) = token else { return nil }
      words.append(word)
    }
    return words
  }

  /// What `printf FORMAT` prints, for a format of text and `\n`, `\t`, `\\` and `%%` only.
  private static func printf(_ words: [String]) throws(ShellError) -> String {
    guard words.count == 1 else { throw ShellError("printf takes one format here") }
    var text = ""
    var characters = words[0].makeIterator()
    while let character = characters.next() {
      switch character {
      case "\\":
        switch characters.next() {
        case "n": text += "\n"
        case "t": text += "\t"
        case "\\": text += "\\"
        default: throw ShellError("printf: only \\n, \\t and \\\\ are supported")
        }
      case "%":
        guard characters.next() == "%" else { throw ShellError("printf: no % conversions") }
        text += "%"
      default:
        text.append(character)
      }
    }
    return text
  }
}

/// One line of a document's script.
enum ShellStatement: Equatable {
  case run(ShellPipeline)
  /// `for NAME in WORDS; do`: the lines up to `done` run once per word.
  case loop(variable: String, values: [String])
  /// The end of a loop.
  case done

  /// Reads one line, expanding `variables`.
  init(_ line: String, variables: [String: String] = [:]) throws(ShellError) {
    let tokens = try shellTokens(line, variables: variables)
    if tokens == [.word("done")] {
      self = .done
    } else if tokens.first == .word("for") {
      guard tokens.count >= 6, case .word(let name) = tokens[1], tokens[2] == .word("in"),
        tokens.suffix(2) == [.separator, .word("do")]
      else { throw ShellError("only `for NAME in WORDS; do` loops are supported") }
      var values: [String] = []
      for token in tokens.dropFirst(3).dropLast(2) {
        guard case .word(let value) = token else { throw ShellError("a loop over operators") }
        values.append(value)
      }
      self = .loop(variable: name, values: values)
    } else if tokens.contains(.separator) {
      throw ShellError("; is only supported in `for … ; do`")
    } else {
      self = .run(try ShellPipeline(tokens))
    }
  }
}
