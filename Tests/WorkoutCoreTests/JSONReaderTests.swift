import Foundation
import Testing

@testable import WorkoutCore

@Suite struct JSONReaderValueTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try parseJSON(
      #"{"o": {"k": 1}, "a": [1, "two", true, null], "s": "x", "n": -2.5, "t": true, "f": false, "z": null}"#
    )
    #expect(
      value
        == .object([
          "o": .object(["k": .number(1)]),
          "a": .array([.number(1), .string("two"), .bool(true), .null]),
          "s": .string("x"), "n": .number(-2.5), "t": .bool(true), "f": .bool(false), "z": .null,
        ]))
  }

  @Test func peeksTheKindOfTheNextValueWithoutConsumingIt() throws {
    let kinds = try readJSON(#"[{}, [], "s", -1, true, false, null]"#) {
      reader throws(JSONError) -> [JSONReader.Kind] in
      var kinds: [JSONReader.Kind] = []
      try reader.readArray("kinds") { reader throws(JSONError) in
        kinds.append(try reader.peekKind())
        _ = try reader.readValue()
      }
      return kinds
    }
    #expect(kinds == [.object, .array, .string, .number, .bool, .bool, .null])
  }

  @Test func readsEmptyContainers() throws {
    #expect(try parseJSON("{}") == .object([:]))
    #expect(try parseJSON("[ ]") == .array([]))
    #expect(try parseJSON(" \n\t{ \r\n } ") == .object([:]))
  }

  @Test func nullIsReadOnlyAsAWholeWord() {
    var consumed: Bool?
    let error = #expect(throws: JSONError.self) {
      try readJSON("nullx") { reader throws(JSONError) in consumed = reader.readNull() }
    }
    #expect(consumed == false)
    #expect(error?.column == 1)
    #expect(parseError("nul") != nil)
  }

  @Test func booleansAreReadOnlyAsWholeWords() {
    #expect(parseError("truex")?.message == "expected true or false for a bool")
    #expect(parseError("fals") != nil)
  }

  @Test func anUnexpectedCharacterIsNamed() {
    #expect(
      parseError("[1, x]") == JSONError(line: 1, column: 5, message: "unexpected character `x`"))
  }

  @Test func emptyInputIsAnError() {
    #expect(parseError("") == JSONError(line: 1, column: 1, message: "unexpected end of input"))
    #expect(parseError("  \n ")?.line == 2)
  }
}

@Suite struct JSONReaderStringTests {
  @Test func decodesTheSimpleEscapes() throws {
    let value = try parseJSON(#""a\nb\"c\\d\/e\tf\rg\bh\fi""#)
    #expect(value == .string("a\nb\"c\\d/e\tf\rg\u{08}h\u{0C}i"))
  }

  @Test func decodesUnicodeEscapes() throws {
    #expect(try parseJSON(#""caf\u00e9 \u00E9""#) == .string("café é"))
  }

  @Test func decodesSurrogatePairs() throws {
    #expect(try parseJSON(#""\ud83d\ude00""#) == .string("😀"))
  }

  @Test(arguments: [
    #""\ud83d""#, #""\ud83dx""#, #""\ude00""#, #""\ud83d\u0041""#, #""\ud83d\ud83d""#,
  ])
  func rejectsUnpairedSurrogates(text: String) {
    #expect(parseError(text)?.message == "unpaired surrogate in `\\u` escape")
  }

  @Test(arguments: [#""\u12""#, #""\u12G4""#, #""\x""#])
  func rejectsMalformedEscapes(text: String) {
    #expect(parseError(text) != nil)
  }

  @Test func readsRawUTF8() throws {
    #expect(try parseJSON(#"{"名前": "日本語 😀"}"#) == .object(["名前": .string("日本語 😀")]))
  }

  @Test(
    arguments: [[0xFF], [0xC3, 0x28], [0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] as [[UInt8]])
  func rejectsInvalidUTF8(invalid: [UInt8]) {
    let bytes = [0x22, 0x61] + invalid + [0x22]
    #expect(parseError(bytes)?.message == "invalid UTF-8 in a string")
  }

  @Test func rejectsInvalidUTF8InAStringWithEscapes() {
    let bytes: [UInt8] = [0x22, 0x5C, 0x6E, 0xFF, 0x22]
    #expect(parseError(bytes)?.message == "invalid UTF-8 in a string")
  }

  @Test func rejectsARawControlCharacter() {
    #expect(parseError("\"a\tb\"")?.message == "control character in a string; escape it")
    #expect(parseError("\"a\\n\nb\"")?.message == "control character in a string; escape it")
  }

  @Test func reportsAnUnterminatedStringAtItsStart() {
    #expect(
      parseError("[\"abc") == JSONError(line: 1, column: 2, message: "unterminated string"))
  }
}

@Suite struct JSONReaderNumberTests {
  @Test(arguments: [
    ("0", 0.0), ("42", 42), ("-7", -7), ("3.25", 3.25), ("1e3", 1000), ("1E+2", 100),
    ("-2.5E-3", -0.0025), ("0.5", 0.5), ("-0", 0), ("61.23496995", 61.23496995),
  ])
  func readsNumbers(text: String, expected: Double) throws {
    #expect(try parseJSON(text) == .number(expected))
  }

  @Test(arguments: ["9007199254740993", "123456789012345678", "-123456789012345678"])
  func readsLongIntegersAsTheNearestDouble(text: String) throws {
    #expect(try parseJSON(text) == .number(Double(text)!))
  }

  @Test(arguments: [
    "12345678901234567890", "123456789012345678901234567890", "-98765432109876543210",
  ])
  func readsHugeIntegersAsTheNearestDouble(text: String) throws {
    #expect(try parseJSON(text) == .number(Double(text)!))
  }

  @Test(arguments: [
    "0.12345678901234567890", "3.141592653589793238462643383279", "-1.00000000000000000001",
  ])
  func readsFractionsWithManyDigitsAsTheNearestDouble(text: String) throws {
    #expect(try parseJSON(text) == .number(Double(text)!))
  }

  @Test(arguments: ["01", "-01", "00", "007"])
  func rejectsLeadingZeros(text: String) {
    #expect(parseError(text) == JSONError(line: 1, column: 1, message: "leading zero in a number"))
  }

  @Test func rejectsAFractionWithoutDigits() {
    #expect(
      parseError("1.") == JSONError(line: 1, column: 3, message: "expected a digit after `.`"))
    #expect(parseError("[1.e3]")?.message == "expected a digit after `.`")
  }

  @Test(arguments: ["1e", "1e+", "-2.5E-"])
  func rejectsAnExponentWithoutDigits(text: String) {
    #expect(parseError(text)?.message == "expected a digit in the exponent")
  }

  @Test(arguments: ["-", ".5", "+1", "-x"])
  func rejectsWhatIsNotANumber(text: String) {
    #expect(parseError(text) != nil)
  }

  @Test func readsWholeNumbersAsInt() throws {
    #expect(try readJSON("42") { reader throws(JSONError) in try reader.readInt(what: "n") } == 42)
    #expect(
      try readJSON("1e2") { reader throws(JSONError) in try reader.readInt(what: "n") } == 100)
  }

  @Test func refusesAFractionWhereAWholeNumberIsExpected() {
    #expect(throws: JSONError(line: 1, column: 1, message: "expected a whole number for `sets`")) {
      try readJSON("3.5") { reader throws(JSONError) in try reader.readInt(what: "`sets`") }
    }
  }

  @Test(arguments: ["1e400", "-1e400"])
  func refusesANumberTooLargeForADouble(text: String) {
    #expect(parseError(text) == JSONError(line: 1, column: 1, message: "the number is too large"))
  }

  @Test func refusesAWholeNumberTooLargeForADouble() {
    do throws(JSONError) {
      _ = try readJSON("12345678901234567890") { reader throws(JSONError) in
        try reader.readInt(what: "`sets`")
      }
      Issue.record("a 20-digit whole number was accepted")
    } catch {
      #expect(error.message == "expected a whole number for `sets`")
    }
  }
}

@Suite struct JSONReaderDocumentTests {
  @Test func rejectsADuplicateKeyAtTheKey() {
    #expect(
      parseError(#"{"a": 1, "a": 2}"#)
        == JSONError(line: 1, column: 10, message: "duplicate key `a`"))
  }

  @Test func allowsTheSameKeyInDifferentObjects() throws {
    let value = try parseJSON(#"{"a": {"a": 1}, "b": {"a": 2, "b": {"a": 3}}}"#)
    #expect(
      value
        == .object([
          "a": .object(["a": .number(1)]),
          "b": .object(["a": .number(2), "b": .object(["a": .number(3)])]),
        ]))
  }

  @Test func rejectsADuplicateKeyAfterANestedObject() {
    #expect(parseError(#"{"a": {"b": 1}, "b": 2, "a": 3}"#)?.message == "duplicate key `a`")
  }

  @Test(arguments: ["1 2", "{} x", "[1]]", "null null", "\"a\" ,"])
  func rejectsTrailingText(text: String) {
    #expect(parseError(text)?.message == "unexpected text after the end of the document")
  }

  @Test func acceptsTrailingWhitespace() throws {
    #expect(try parseJSON("[1] \n\n") == .array([.number(1)]))
  }

  @Test func acceptsAByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": [1]}"#.utf8)
    #expect(try parseJSON(bytes) == .object(["a": .array([.number(1)])]))
  }

  @Test func reportsTheEndOfADocumentCutInHalf() {
    let text = "{\n  \"a\": [1, 2,"
    #expect(parseError(text) == JSONError(line: 2, column: 14, message: "unexpected end of input"))
  }

  @Test func reportsTheLineAndColumnOfAWrongTypeNamingTheKey() {
    let text = """
      {
        "sets": 3,
        "reps": "ten"
      }
      """
    let error = #expect(throws: JSONError.self) {
      try readJSON(text) { reader throws(JSONError) in
        try reader.readObject("a set") { reader, key throws(JSONError) in
          switch key {
          case "sets": _ = try reader.readInt(what: "`sets`")
          default: _ = try reader.readNumber(what: "`\(key)`")
          }
        }
      }
    }
    #expect(error == JSONError(line: 3, column: 11, message: "expected a number for `reps`"))
    #expect(error?.description == "line 3, column 11: expected a number for `reps`")
  }

  @Test func countsColumnsInCharactersNotBytes() {
    #expect(
      parseError(#"{"名前": x}"#)
        == JSONError(line: 1, column: 8, message: "unexpected character `x`"))
  }

  @Test func reportsAMissingSeparator() {
    #expect(parseError("{\"a\": 1 \"b\": 2}")?.message == "expected `,` or `}` in an object")
    #expect(parseError("[1 2]")?.message == "expected `,` or `]` in an array")
    #expect(parseError("{\"a\" 1}")?.message == "expected `:` after key `a`")
    #expect(parseError("{a: 1}")?.message == "expected a key in quotes")
  }

  @Test func rejectsATrailingComma() {
    #expect(parseError("[1, 2,]") != nil)
    #expect(parseError(#"{"a": 1,}"#) != nil)
  }

  @Test func skipValueSkipsNestedValues() throws {
    let text = #"""
      {"skip": {"a": [1, {"b": "]}\"{["}], "c": null, "d": [[], {}]}, "keep": 5, "also": "x\\"}
      """#
    let keep = try readJSON(text) { reader throws(JSONError) -> Double? in
      var keep: Double?
      try reader.readObject("the document") { reader, key throws(JSONError) in
        if key == "keep" {
          keep = try reader.readNumber(what: "`keep`")
        } else {
          try reader.skipValue()
        }
      }
      return keep
    }
    #expect(keep == 5)
  }

  @Test(arguments: ["\"s\"", "-1.5e3", "true", "false", "null", "[]", "{}"])
  func skipValueSkipsEveryKindOfValue(text: String) throws {
    try readJSON(text) { reader throws(JSONError) in try reader.skipValue() }
  }

  @Test func skipValueReportsAnUnclosedBracket() {
    #expect(
      throws: JSONError(
        line: 1, column: 1, message: "unexpected end of input; a bracket is not closed")
    ) {
      try readJSON("[1, [2]") { reader throws(JSONError) in try reader.skipValue() }
    }
  }
}
