import Foundation

// The Markdown a reader is shown: README.md and the articles of every DocC catalog under
// Sources, with the links between them.

/// The package's documents: where they are and what they are called.
enum Documents {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md's path.
  static let readme = root.appendingPathComponent("README.md").path

  /// The DocC catalogs (`Sources/TARGET/TARGET.docc`), sorted.
  static func catalogs() -> [String] {
    let sources = root.appendingPathComponent("Sources").path
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    return targets.sorted().flatMap { target in
      let folder = sources + "/" + target
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { $0.hasSuffix(".docc") }.sorted().map { folder + "/" + $0 }
    }
  }

  /// The Markdown files of `catalog`, sorted, its landing page among them.
  static func articles(in catalog: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
  }

  /// The landing page of `catalog`: `WorkoutCLI.md` in `WorkoutCLI.docc`.
  static func landingPage(of catalog: String) -> String {
    let name = URL(fileURLWithPath: catalog).deletingPathExtension().lastPathComponent
    return catalog + "/" + name + ".md"
  }

  /// README.md, then every article of every catalog.
  static func all() -> [String] {
    [readme] + catalogs().flatMap(articles(in:))
  }

  /// `path` as failures show it: from the package root (`README.md`).
  static func name(of path: String) -> String {
    let prefix = root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The document's text.
  static func text(of path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}

// MARK: - Links

/// A link of a Markdown document, outside code.
struct MarkdownLink: Equatable {
  /// The line (1-based) it is on.
  var line: Int
  /// Where it points: `Planning.md`, `../../WorkoutCore/WorkoutCore.docc/DataFormat.md#x`.
  var target: String

  /// True for a link into the package (not `https:`, `mailto:`, `doc:`).
  var isRelative: Bool { target.firstMatch(of: /^[a-zA-Z][a-zA-Z0-9+.-]*:/) == nil }

  /// The file part of a relative target; empty for a link inside the same document.
  var file: String { String(target.prefix { $0 != "#" }) }

  /// The heading anchor, if any.
  var anchor: String? {
    target.firstIndex(of: "#").map { String(target[target.index(after: $0)...]) }
  }
}

/// The lines of `markdown` outside fenced code blocks, with their numbers, and with inline
/// code spans blanked (a link inside backticks is text, not a link).
func proseLines(of markdown: String) -> [(number: Int, text: String)] {
  var lines: [(Int, String)] = []
  var inFence = false
  for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
      inFence.toggle()
      continue
    }
    if !inFence { lines.append((index + 1, line.replacing(/`[^`]*`/, with: "``"))) }
  }
  return lines
}

/// The inline links `[text](target)` of `markdown`, outside code.
func markdownLinks(in markdown: String) -> [MarkdownLink] {
  proseLines(of: markdown).flatMap { number, text in
    text.matches(of: /\]\(([^)\s]+)\)/).map { MarkdownLink(line: number, target: String($0.1)) }
  }
}

/// The articles `<doc:Name>` links name, outside code.
func docLinks(in markdown: String) -> [(line: Int, name: String)] {
  proseLines(of: markdown).flatMap { number, text in
    text.matches(of: /<doc:([^>#]+)(#[^>]*)?>/).map { (number, String($0.1)) }
  }
}

/// The anchors of `markdown`'s headings as GitHub makes them: lowercase, spaces to `-`, other
/// punctuation but `-` and `_` dropped (`## Month files: `menus/YYYY-MM.json`` is
/// `month-files-menusyyyy-mmjson`).
func headingAnchors(in markdown: String) -> Set<String> {
  var anchors = Set<String>()
  var inFence = false
  for line in markdown.components(separatedBy: "\n") {
    if line.hasPrefix("```") { inFence.toggle() }
    guard !inFence, let heading = line.firstMatch(of: /^#{1,6} +(.*)$/) else { continue }
    let kept = heading.1.lowercased().unicodeScalars.filter { scalar in
      scalar == " " || scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
    }
    anchors.insert(String(String.UnicodeScalarView(kept)).replacing(" ", with: "-"))
  }
  return anchors
}
