import Foundation
import WorkoutCore

/// What one look at a store found: files that do not read as what their name says, writes
/// that are not there, stray temporary files and how the index stands.
struct StressFindings: Equatable {
  /// "menus/2030-01.json: line 3, column 5: …", one per file that does not read.
  var corrupt: [String] = []
  /// The commands (by number) whose effect was asked for and is not there whole.
  var missing: [Int] = []
  /// What the store holds, as its files read.
  var content = StressContent()
  /// Stray temporary files, relative to the data directory.
  var strays: Set<String> = []
  /// How `index.json` stands.
  var index: Store.IndexState = .missing
}

/// Reads every file of a store with WorkoutCore's own readers and looks for the effects of
/// the writes that were acknowledged, in full.
enum StressCheck {
  /// Looks at the store at `root`; `expected` holds the commands whose effect must be there.
  static func check(root: String, expected: [StressCommand] = []) -> StressFindings {
    var findings = StressFindings()
    let store = Store(root: root)
    var menus: [LocalDate: Menu] = [:]
    for name in names(in: root) {
      let path = "\(root)/\(name)"
      if isStray(name) {
        findings.strays.insert(name)
      } else if isFolder(path) {
        for inner in names(in: path) {
          let relative = "\(name)/\(inner)"
          if isStray(inner) {
            findings.strays.insert(relative)
          } else if name == "menus" {
            checkMonth(relative, store: store, into: &menus, findings: &findings)
          } else if name == "journal", inner.hasSuffix(".json") {
            checkJSON(relative, root: root, findings: &findings)
          }
        }
      } else {
        do throws(StoreError) {
          switch name {
          case "catalog.json": _ = try store.catalog()
          case "templates.json": _ = try store.templates()
          case "gear.json": findings.content.gear = try store.gear()
          case "body.json": findings.content.body = try store.body()
          case "index.json": findings.index = try store.indexState()
          default: break
          }
        } catch {
          findings.corrupt.append(error.message)
        }
      }
    }
    if findings.index == .unreadable || findings.index == .wrong {
      findings.corrupt.append("index.json: \(findings.index.rawValue)")
    }
    findings.content.menus = menus
    findings.missing = expected.filter { findings.content.state(of: $0.effect) != .whole }
      .map(\.number)
    findings.corrupt.sort()
    return findings
  }

  /// A temporary file of an atomic write: `.NAME.tmp.PID`.
  static func isStray(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: ".tmp.", options: .backwards) else {
      return false
    }
    let pid = name[range.upperBound...]
    return !pid.isEmpty && pid.allSatisfy(\.isNumber)
  }

  /// Reads `menus/YYYY-MM.json` as wkc does, and checks each date is of its month.
  private static func checkMonth(
    _ relative: String, store: Store, into menus: inout [LocalDate: Menu],
    findings: inout StressFindings
  ) {
    guard relative.hasSuffix(".json"),
      let month = YearMonth(String(relative.dropFirst("menus/".count).dropLast(5)))
    else { return }
    do throws(StoreError) {
      for menu in try store.month(month).menus {
        guard menu.date.yearMonth == month else {
          findings.corrupt.append("\(relative): holds \(menu.date)")
          continue
        }
        menus[menu.date] = menu
      }
    } catch {
      findings.corrupt.append(error.message)
    }
  }

  /// Checks a journal entry is one JSON value.
  private static func checkJSON(_ relative: String, root: String, findings: inout StressFindings) {
    do {
      let bytes = try FileSystem.contents(of: "\(root)/\(relative)") ?? []
      try JSONReader.read(bytes) { reader throws(JSONError) in try reader.skipValue() }
    } catch {
      findings.corrupt.append("\(relative): \(error)")
    }
  }

  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
