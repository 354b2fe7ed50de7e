// A program text cut into lines of characters and words, each word with its column.

/// One line of a program: its characters (comment and line end removed), or the problem that
/// kept it from being read.
struct SourceLine {
  /// The line number, from 1.
  var number: Int
  /// The characters before any `#`.
  var characters: [Character]
  /// Why the line cannot be read (NUL, invalid UTF-8, a control character), with its column.
  var unreadable: (column: Int, message: String)?
}

/// A word of a line: its text and the column it starts at (from 1).
struct Word {
  var text: String
  var column: Int
  /// Its characters' indices in the line.
  var range: Range<Int>
}

/// The lines of a program text.
struct ProgramSource {
  var lines: [SourceLine] = []

  /// Cuts `bytes` at line feeds (a CR before one is dropped) and decodes each line.
  init(_ bytes: [UInt8]) {
    var start = 0
    var number = 1
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      lines.append(Self.line(number, bytes[start..<lineEnd]))
      start = end + 1
      number += 1
    }
  }

  private static func line(_ number: Int, _ bytes: ArraySlice<UInt8>) -> SourceLine {
    var scalars = String.UnicodeScalarView()
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var bad: String?
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\0" {
          bad = "a NUL byte: a program is text"
          break loop
        }
        if scalar.isControlOrBidi, scalar != "\t", let kind = scalar.controlKind {
          bad = "\(kind) (\(scalar.codePoint)) is not allowed in a program"
          break loop
        }
        scalars.append(scalar)
      case .emptyInput: break loop
      case .error:
        bad = "invalid UTF-8: a program is UTF-8 text"
        break loop
      }
    }
    if let bad {
      let column = String(scalars).count + 1
      return SourceLine(number: number, characters: [], unreadable: (column, bad))
    }
    var characters = Array(String(scalars))
    if let hash = characters.firstIndex(of: "#") { characters.removeSubrange(hash...) }
    return SourceLine(number: number, characters: characters)
  }
}

extension SourceLine {
  /// The words of `range` (all the line by default), split at spaces and tabs.
  func words(in range: Range<Int>? = nil) -> [Word] {
    let range = range ?? 0..<characters.count
    var words: [Word] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard !characters[index].isSpace else {
        index += 1
        continue
      }
      var end = index
      while end < range.upperBound, !characters[end].isSpace { end += 1 }
      words.append(
        Word(text: String(characters[index..<end]), column: index + 1, range: index..<end))
      index = end
    }
    return words
  }

  /// `range` cut at every `separator`.
  func pieces(of range: Range<Int>, separatedBy separator: Character) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where characters[index] == separator {
      pieces.append(start..<index)
      start = index + 1
    }
    pieces.append(start..<range.upperBound)
    return pieces
  }

  /// The text of `range` without leading and trailing spaces.
  func text(_ range: Range<Int>) -> String { String(String(characters[range]).trimmingSpaces) }

  /// The column of the first character of `range` that is not a space (its end when none).
  func column(of range: Range<Int>) -> Int {
    (range.first { !characters[$0].isSpace } ?? range.upperBound) + 1
  }
}

extension Character {
  fileprivate var isSpace: Bool { self == " " || self == "\t" }
}
