import Testing

@testable import WorkoutCore

/// `XMLReader.next(reading:)` with a filter on one name's first attribute, as the Apple Health
/// import reads `<Record type="…">`.
@Suite struct XMLNamesFilterTests {
  /// The start tags read from `text` fed in chunks of `chunk` bytes: name and `type`.
  private func starts(_ text: String, chunk: Int) throws -> [String] {
    let bytes = Array(text.utf8)
    let chunks = stride(from: 0, to: bytes.count, by: chunk).map {
      Array(bytes[$0..<min($0 + chunk, bytes.count)])
    }
    var reader = XMLReader(chunks: chunks.makeIterator())
    let names = XMLNames(["r", "Workout"], "Record", where: "type", isOneOf: ["HKa", "HKbc"])
    var read: [String] = []
    while let event = try reader.next(reading: names) {
      guard case .start(let name, let attributes, _) = event else { continue }
      read.append(name + " " + (attributes.first { $0.name == "type" }?.value ?? "-"))
    }
    return read
  }

  @Test(arguments: [1, 2, 5, 16, 4096])
  func onlyWantedValuesOfTheFirstAttributeAreRead(chunk: Int) throws {
    let text = """
      <r>
       <Record type="HKa" v="1"/>
       <Record type="HKb"><Child/></Record>
       <Record type="HKbc"><Child/></Record>
       <Record
         type='HKa'/>
       <Record type="HKab"/>
       <Record type="HKbcd" v="<not read>"/>
       <Record type="HK&#97;"/>
       <Record v="1" type="HKb"/>
       <Other type="HKa"/>
       <Workout type="HKz"/>
       <Record type="HKa"/></r>
      """
    #expect(
      try starts(text, chunk: chunk) == [
        "r -", "Record HKa", "Record HKbc", "Record HKa",
        // A reference could spell a wanted value; a first attribute that is not `type` is read.
        "Record HKa", "Record HKb", "Workout HKz", "Record HKa",
      ])
  }

  @Test func aPassedOverRecordMustStillBeClosed() throws {
    #expect(throws: XMLError.self) {
      try starts("<r>\n <Record type=\"HKz\">\n <Child/>\n", chunk: 4096)
    }
  }
}
