/// Where a program's text comes from: a built-in, or a file of the user's.
public struct ProgramOrigin: Hashable, Sendable {
  /// The built-in's name, or the file's name without `.program`.
  public var name: String
  /// The file's absolute path; nil for a built-in.
  public var file: String?
  /// The text.
  public var text: [UInt8]

  /// A source.
  public init(name: String, file: String?, text: [UInt8]) {
    self.name = name
    self.file = file
    self.text = text
  }

  /// The most bytes a program file may have.
  public static let maximumSize = 256 << 10

  /// The folder of the user's own programs, `programs/` beside the settings file
  /// (`$XDG_CONFIG_HOME/wkc/programs`, else `~/.config/wkc/programs`); nil when neither is set.
  public static func folder(environment: [String: String]) -> String? {
    SettingsStore(environment: environment).map {
      String($0.path.dropLast("config.json".count)) + "programs"
    }
  }

  /// The source `argument` names: a built-in's name, a program in the user's folder
  /// (`NAME.program`), or a file (a path, relative to `directory`).
  public static func named(
    _ argument: String, folder: String?, directory: String
  ) throws(ProgramError) -> ProgramOrigin {
    if let builtIn = BuiltInProgram.named(argument) {
      return ProgramOrigin(name: builtIn.name, file: nil, text: builtIn.text)
    }
    let looksLikePath = argument.contains("/") || argument.hasSuffix(".program")
    if !looksLikePath, ProgramName.isValid(argument), let folder {
      let path = "\(folder)/\(argument).program"
      if FileSystem.exists(path) { return try file(path) }
    }
    if looksLikePath || FileSystem.exists(absolute(argument, in: directory)) {
      return try file(absolute(argument, in: directory))
    }
    let known = BuiltInProgram.all.map(\.name) + own(in: folder).map(\.name)
    throw .unknown(argument, known: known)
  }

  /// The source of a followed program: its built-in, or its file as it is now.
  public static func of(_ program: FollowedProgram) throws(ProgramError) -> ProgramOrigin {
    guard let path = program.file else {
      guard let builtIn = BuiltInProgram.named(program.name) else {
        throw .builtInGone(program.name)
      }
      return ProgramOrigin(name: builtIn.name, file: nil, text: builtIn.text)
    }
    var source = try file(path)
    source.name = program.name
    return source
  }

  /// The program file at `path` (absolute), at most `maximumSize` bytes.
  public static func file(_ path: String) throws(ProgramError) -> ProgramOrigin {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.contents(of: path, limit: maximumSize)
    } catch {
      if case .tooLarge = error { throw .tooLarge(path) }
      throw .unreadable(path, error.message)
    }
    guard let bytes else { throw .missingFile(path) }
    return ProgramOrigin(name: name(ofFile: path), file: path, text: bytes)
  }

  /// The programs in the user's folder, by name.
  public static func own(in folder: String?) -> [ProgramOrigin] {
    guard let folder, let names = try? FileSystem.names(in: folder) else { return [] }
    return names.sorted().compactMap { name -> ProgramOrigin? in
      guard name.hasSuffix(".program"), ProgramName.isValid(String(name.dropLast(8))) else {
        return nil
      }
      return try? file("\(folder)/\(name)")
    }
  }

  /// The name a program file is kept under: its file name without `.program`, lowercased, each
  /// run of other characters than `a-z`, `0-9` a dash.
  public static func name(ofFile path: String) -> String {
    var base = String(path.split(separator: "/").last ?? "program")
    if base.hasSuffix(".program") { base.removeLast(8) }
    var name = ""
    for character in base.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        name.append(character)
      } else if !name.isEmpty, name.last != "-" {
        name.append("-")
      }
    }
    while name.hasSuffix("-") { name.removeLast() }
    return name.isEmpty ? "program" : String(name.prefix(64))
  }

  /// The digest of the text.
  public var digest: FileDigest { FileDigest(of: text) }

  /// The program the text says, checked against `catalog`.
  public func program(catalog: Catalog) throws(ProgramTextError) -> Program {
    try ProgramText.read(text, name: file ?? name, catalog: catalog)
  }

  private static func absolute(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
  }
}
