import Foundation
import Testing

@testable import WorkoutCore

/// The data format document (`WorkoutCore.docc/DataFormat.md`) lists every field of every
/// stored file with the version that added it, as the files declare them: one `## ` section per
/// file, naming its path, and in it one `| key | value | since | meaning |` table per shape of
/// the file, in the order of its `shapes`.
@Suite struct DataFormatDocumentTests {
  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/WorkoutCore/WorkoutCore.docc/DataFormat.md")

  /// One table of the document: the `###` heading above it and its rows.
  struct Table: Equatable {
    var heading: String
    var rows: [Row]
  }

  struct Row: Equatable, CustomStringConvertible {
    var key: String
    var since: Int
    var description: String { "\(key) (\(since))" }
  }

  /// The key tables of the section whose `## ` heading names `path` in backticks.
  static func tables(of path: String, in text: String) -> [Table]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains("`\(path)`") })
    else { return nil }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    var tables: [Table] = []
    var heading = ""
    var index = start + 1
    while index < end {
      let line = lines[index]
      if line.hasPrefix("### ") { heading = String(line.dropFirst(4)) }
      if line.replacingOccurrences(of: " ", with: "") == "|key|value|since|meaning|" {
        var rows: [Row] = []
        index += 2  // past the header and its |---| line
        while index < end, lines[index].hasPrefix("|") {
          let cells = lines[index].split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
          let key = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
          rows.append(Row(key: key, since: Int(cells[3]) ?? -1))
          index += 1
        }
        tables.append(Table(heading: heading, rows: rows))
        continue
      }
      index += 1
    }
    return tables
  }

  @Test func everyFieldOfEveryStoredFileIsDocumentedWithItsVersion() throws {
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    for kind in StoredFiles.all {
      let tables = try #require(
        Self.tables(of: kind.path, in: text), "DataFormat.md has no section on `\(kind.path)`")
      let shapes = kind.type.shapes
      #expect(
        tables.count == shapes.count,
        "`\(kind.path)`: \(tables.count) key tables for \(shapes.count) shapes")
      for (table, shape) in zip(tables, shapes) {
        let declared = shape.rows.map { Row(key: $0.key, since: $0.since) }
        #expect(
          table.rows == declared,
          "`\(kind.path)`, \(table.heading) (\(shape.title)): documented \(table.rows), declared \(declared)"
        )
      }
    }
  }

  @Test func aChangedDeclarationWouldBeNoticed() {
    let text = """
      ## Things: `x.json`

      ### Thing

      | key | value | since | meaning |
      |---|---|---|---|
      | `a` | number | 1 | the a |
      | `b` | string | 3 | the b |

      ## Other: `y.json`
      """
    #expect(
      Self.tables(of: "x.json", in: text)
        == [Table(heading: "Thing", rows: [Row(key: "a", since: 1), Row(key: "b", since: 3)])])
    #expect(Self.tables(of: "y.json", in: text) == [])
    #expect(Self.tables(of: "z.json", in: text) == nil)
  }
}
